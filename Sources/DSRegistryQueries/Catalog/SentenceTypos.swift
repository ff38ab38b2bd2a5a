/// Typos: a word no vocabulary knows, of four letters or more, is read as the one word of
/// the vocabulary (or a registry name) within a Damerau–Levenshtein distance of 1 (2 for
/// words of eight letters or more), when exactly one word is that close. Stop words are never
/// corrected. An index of one-letter deletions finds candidates without comparing every word.
struct SentenceTypos {
    private var index: [String: Set<String>] = [:]
    /// What a target means: two equally close targets that mean the same ("colors",
    /// "colours") are one reading.
    private let meaning: (String) -> String
    /// Targets that are the registry's names: a capitalised typo close to one of them and to a
    /// word ("Headr": header, heard) is the name.
    private let names: Set<String>

    /// `lengths`: the lengths of the words that will be corrected; a target more than two
    /// letters longer or shorter than all of them is never within reach, and is left out.
    init(_ targets: Set<String>, names: Set<String> = [], lengths: Set<Int>, meaning: @escaping (String) -> String) {
        self.meaning = meaning
        self.names = names
        let reach = Set(lengths.flatMap { ($0 - 2)...($0 + 2) })
        for target in targets where reach.contains(target.count) {
            for key in SentenceWords.deletions(target) { index[key, default: []].insert(target) }
        }
    }

    /// The one four-letter target that is `word` with a vowel inside left out, or nil. Only a
    /// word with no vowel after its first letter is one ("usd", "lck"; "per", "red" are words).
    private static func vowelDropped(_ word: String, from targets: Set<String>) -> String? {
        let letters = Array(word)
        guard !letters.dropFirst().contains(where: { "aeiouy".contains($0) }) else { return nil }
        var read: Set<String> = []
        for at in 1..<letters.count {
            for vowel in "aeiou" {
                var typed = letters
                typed.insert(vowel, at: at)
                let candidate = String(typed)
                if ReadingVocabulary.stopWords.contains(candidate) { return nil }
                // ("used" is never a typo's target, yet a word of a family.)
                if targets.contains(candidate) || ReadingVocabulary.familyHead[SentenceWords.lemma(candidate)] != nil { read.insert(candidate) }
            }
        }
        return read.count == 1 ? read.first : nil
    }

    /// The vocabulary word `word` is a typo of, or nil.
    /// `changedLetter`: where the sentence says what the word must be ("an errpr state"), a
    /// letter changed into another is a typo at any length.
    func correction(_ word: String, capitalised: Bool = false, changedLetter: Bool = false) -> String? {
        guard word.count >= 3, word.allSatisfy(\.isLetter), index[word]?.contains(word) != true else { return nil }
        // Three letters: only their own letters in another order ("iso" is ios).
        if word.count == 3 {
            let anagrams = Set(SentenceWords.deletions(word).dropFirst().flatMap { index[$0] ?? [] })
                .filter { $0.count == 3 && $0.sorted() == word.sorted() }
            if anagrams.count == 1 { return anagrams.first }
            // "usd": a four-letter word with a vowel inside left out, when no stop word is that
            // word too ("frm" may be from, not form).
            if anagrams.isEmpty, !capitalised, let dropped = Self.vowelDropped(word, from: index[word] ?? []) { return dropped }
            // "Title Bsr": a capitalised word one letter from a word of a registry name.
            let named = Set(names.filter { $0.count == 3 && zip($0, word).filter { $0 != $1 }.count == 1 })
            // "Key Value Cel": a capitalised word of a registry name with its last letter left off.
            let cut = Set((index[word] ?? []).filter { $0.count == 4 && $0.hasPrefix(word) && names.contains($0) })
            guard capitalised, anagrams.isEmpty else { return nil }
            return named.count == 1 && cut.isEmpty ? named.first : cut.count == 1 && named.isEmpty ? cut.first : nil
        }
        let limit = word.count >= 8 ? 2 : 1
        var keys = Set(SentenceWords.deletions(word))
        if limit == 2 { for key in Array(keys) { keys.formUnion(SentenceWords.deletions(key)) } }
        var best: [(String, Int)] = []
        for key in keys {
            // Three letters only with the last one doubled: "ioss" is ios.
            for target in index[key] ?? [] where target.count >= 4 || word.count == 4 && word.hasPrefix(target) && word.last == target.last {
                if let distance = SentenceWords.distance(word, target, limit: target.count >= 8 ? limit : 1) { best.append((target, distance)) }
            }
        }
        guard let least = best.map(\.1).min() else { return nil }
        // Under seven letters, no letter changed into another: "back" is not "lack", nor
        // "tower" "lower"; a letter left out, added or swapped still is a typo.
        // And under six, the first letter stays: "bring" is a word, not a typo of "ring".
        // A capitalised word may change a letter into another of a registry name's ("Card Heaser").
        let closest = Set(best.filter { $0.1 == least }.map(\.0)).filter { target in
            (changedLetter || word.count >= 7 || target.count != word.count || target.sorted() == word.sorted() || capitalised && names.contains(target))
                && (word.count >= 6 || target.first == word.first)
        }
        if capitalised, Set(closest.map(meaning)).count > 1 {
            let named = closest.filter(names.contains)
            return named.count == 1 ? named.first : nil
        }
        guard !closest.isEmpty, Set(closest.map(meaning)).count == 1 else { return nil }
        return closest.sorted().first
    }
}
