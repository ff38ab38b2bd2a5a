/// A review passed is its verdict: "passed review", "passed their latest review with nothing
/// left to change", "passes its last audit". Any words may stand between the verb and the
/// review, up to three, within the clause.
extension SentenceValues {
    private static let passLemma = SentenceWords.lemma("passed")
    private static let reviewHeads: Set<String> = ["review", "assessment", "audit"].reduce(into: []) { heads, word in
        heads.insert(ReadingVocabulary.head(SentenceWords.lemma(word)))
    }

    /// The verdict ready, when a word of passing at `index` has a review within three words after it.
    static func passedReview(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard words[index].lemma == passLemma, !words[index].quoted else { return nil }
        var at = index
        while at + 1 < words.count, at - index < 4, !words[at].endsClause {
            at += 1
            guard reviewHeads.contains(ReadingVocabulary.head(words[at].lemma)) else { continue }
            return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "),
                                 readings: [.verdict: "ready"], weak: false)
        }
        return nil
    }
}
