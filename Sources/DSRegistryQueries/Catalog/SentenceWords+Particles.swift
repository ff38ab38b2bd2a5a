/// Words that carry no meaning of their own where they stand: a particle inside a verb of
/// matching, the calls of two-way radio.
extension SentenceWords {
    /// "don't match up with anything", "matches with nothing": the particles between a verb of
    /// matching and what it matches say nothing; read without them ("don't match anything").
    /// ("don't match up with the registry" reads "don't match the registry": the same drift.)
    static func withoutParticles(_ words: [SentenceWord]) -> [SentenceWord] {
        var dropped: Set<Int> = []
        for at in words.indices.dropFirst() where !words[at].quoted && !words[at - 1].endsClause && at + 1 < words.count {
            let before = dropped.contains(at - 1) ? at - 2 : at - 1
            guard before >= 0, matching.contains(words[before].lower) else { continue }
            let (word, next) = (words[at].lower, words[at + 1].lower)
            if word == "up" && ["with", "w", "to", "against"].contains(next)
                || ["with", "w"].contains(word) && ["any", "anything", "nothing", "none", "no", "a"].contains(next) {
                dropped.insert(at)
            }
        }
        return dropped.isEmpty ? words : removing(dropped, from: words)
    }
    private static let matching: Set<String> = ["match", "matches", "matched", "matching"]

    /// "Break. Request roll call for the Header outfit … Over.", "10-4, what family
    /// recommendations we got logged, good buddy?": the calls of two-way radio frame a message
    /// and ask nothing ("break" breaks nothing). A sentence of calls only goes, and so do "10-4"
    /// first and "good buddy" last.
    static func withoutRadioCalls(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.contains(where: { !$0.quoted && (radioCalls.contains($0.lower) || $0.lower == "10") }) else { return words }
        var dropped: Set<Int> = []
        var start = 0
        while start < words.count {
            let end = words[start...].firstIndex(where: \.endsSentence).map { $0 + 1 } ?? words.count
            if end < words.count || start > 0, words[start..<end].allSatisfy({ !$0.quoted && radioCalls.contains($0.lower) }) {
                dropped.formUnion(start..<end)
            }
            start = end
        }
        if words.count > 3, words[0].lower == "10", words[0].hyphenAfter, words[1].lower == "4" { dropped.formUnion([0, 1]) }
        if let last = words.indices.last, last > 2, words[last - 1].lower == "good", ["buddy", "buddies"].contains(words[last].lower) {
            dropped.formUnion([last - 1, last])
        }
        return dropped.isEmpty ? words : removing(dropped, from: words)
    }
    /// "er find bookmark", "which components has nobody, er, done a design review on": the
    /// sounds of a voice memo's hesitation say nothing, wherever they stand.
    static func withoutHesitations(_ words: [SentenceWord]) -> [SentenceWord] {
        let dropped = Set(words.indices.filter { !words[$0].quoted && words[$0].typed == words[$0].lower && hesitations.contains(words[$0].lower) })
        guard !dropped.isEmpty, dropped.count < words.count else { return words }
        var words = words
        for index in dropped where index + 1 < words.count && !dropped.contains(index + 1) { words[index + 1].stammeredBefore = true }
        return removing(dropped, from: words)
    }
    private static let hesitations: Set<String> = ["er", "erm", "um", "umm", "uh", "uhh", "uhm", "hmm", "hm", "hmmm", "ehm", "errr", "err"]
    private static let radioCalls: Set<String> = ["break", "breaker", "over", "out", "roger", "copy", "copied", "that", "and", "wilco", "come", "back"]
}

/// The phonetic alphabet of radio and phone support.
extension SentenceWords {
    /// "Echo Bravo", "India Oscar Sierra", "Charlie Seven": two words or more of the phonetic
    /// alphabet in a row, each with its capital, spell a name or an id letter by letter: read as
    /// what they spell ("EB", "IOS", "C7"). A digit may follow the letters ("Charlie Eight" is C8,
    /// a criterion the registry lacks). One word alone is a word ("Delta", "Echo").
    static func phoneticSpelling(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.contains(where: { phoneticLetters[$0.lower] != nil }) else { return words }
        var read: [SentenceWord] = []
        var at = 0
        while at < words.count {
            var end = at
            var spelled = ""
            while end < words.count, !words[end].quoted, words[end].typed.first?.isUppercase == true,
                  let letter = phoneticLetters[words[end].lower] ?? (spelled.isEmpty ? nil : phoneticDigits[words[end].lower]) {
                spelled.append(letter)
                end += 1
                if words[end - 1].endsClause { break }
            }
            guard end - at >= 2, spelled.first?.isLetter == true else {
                read.append(words[at])
                at += 1
                continue
            }
            var word = SentenceWords.word(spelled, quoted: false)
            (word.original, word.endsClause, word.endsSentence, word.asks) = (words[at..<end].map(\.typed).joined(separator: " "),
                                                                              words[end - 1].endsClause, words[end - 1].endsSentence, words[end - 1].asks)
            read.append(word)
            at = end
        }
        return read
    }
    private static let phoneticLetters: [String: Character] = [
        "alfa": "A", "alpha": "A", "bravo": "B", "charlie": "C", "delta": "D", "echo": "E", "foxtrot": "F", "golf": "G", "hotel": "H",
        "india": "I", "juliet": "J", "juliett": "J", "kilo": "K", "lima": "L", "mike": "M", "november": "N", "oscar": "O", "papa": "P",
        "quebec": "Q", "romeo": "R", "sierra": "S", "tango": "T", "uniform": "U", "victor": "V", "whiskey": "W", "whisky": "W",
        "xray": "X", "x-ray": "X", "yankee": "Y", "zulu": "Z",
    ]
    private static let phoneticDigits: [String: Character] = [
        "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "niner": "9",
    ]
}
