/// English words, so that a word the reader does not know but English does ("sale", "printer",
/// "tried") is no typo of one it does ("stale", "pointer", "tied"). The list (SCOWL's, in
/// `EnglishWords+List.swift`) is searched in place by bisection: nothing is built at start-up,
/// and a look-up reads about sixteen words.
enum EnglishWords {
    /// Whether `word` (lower case) is an English word of three letters or more.
    static func contains(_ word: String) -> Bool {
        let key = Array(word.utf8)
        guard key.count >= 3 else { return false }
        return text.utf8.withContiguousStorageIfAvailable { search($0, for: key) } ?? Array(text.utf8).withUnsafeBufferPointer { search($0, for: key) }
    }

    /// Bisection over words separated by spaces or newlines: `low` always starts a word, and
    /// each step moves `low` past the word read or `high` to its start.
    private static func search(_ bytes: UnsafeBufferPointer<UInt8>, for key: [UInt8]) -> Bool {
        let separator = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
        var (low, high) = (0, bytes.count)
        while low < high {
            var start = (low + high) / 2
            while start > low, !separator(bytes[start - 1]) { start -= 1 }
            var end = start
            while end < bytes.count, !separator(bytes[end]) { end += 1 }
            switch compare(bytes[start..<end], key) {
            case 0: return true
            case ..<0: low = end + 1
            default: high = start
            }
        }
        return false
    }

    /// Byte order: negative when `word` comes before `key`.
    private static func compare(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ key: [UInt8]) -> Int {
        for (a, b) in zip(word, key) where a != b { return Int(a) - Int(b) }
        return word.count - key.count
    }

    /// Whether `typed` and `read` are one word spelt two ways: a consonant doubled ("focussed",
    /// "focused"; "loose" and "lose" are two words), "-ise" or "-ize", "-ant" or "-ent"
    /// ("dependants"), "-our" or "-or", "-re" or "-er" ("centre"); not another word ("sale" and
    /// "stale", "printer" and "pointer").
    static func spellingVariant(_ typed: String, _ read: String) -> Bool {
        let (a, b) = (Array(typed), Array(read))
        if a.count == b.count {
            let differing = a.indices.filter { a[$0] != b[$0] }
            if differing.count == 1, let at = differing.first { return [Set("sz"), Set("ae")].contains(Set([a[at], b[at]])) }
            // "centre" and "center": the last two letters but one swapped.
            return differing.count == 2 && differing[1] == differing[0] + 1 && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
                && Set([a[differing[0]], a[differing[1]]]) == Set("er")
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        return long.indices.dropFirst().contains { at in
            (long[at] == long[at - 1] && !"aeiou".contains(long[at]) || long[at] == "u" && long[at - 1] == "o")
                && Array(long[..<at] + long[(at + 1)...]) == short
        }
    }
}
