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
    private static let radioCalls: Set<String> = ["break", "breaker", "over", "out", "roger", "copy", "copied", "that", "and", "wilco", "come", "back"]
}
