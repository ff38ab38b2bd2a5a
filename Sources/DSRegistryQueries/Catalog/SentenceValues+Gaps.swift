import DSRegistryCore

/// Values said in a phrase with other words inside it: "when the mouse sits over them",
/// "the cursor is hovering over it". The phrase's first and last words name the value; up to
/// `gap` words of its clause may stand between.
extension SentenceValues {
    private struct GappedPhrase {
        let firsts: Set<String>
        let lasts: Set<String>
        let gap: Int
        let kind: QuestionParameter.Kind
        let value: String
    }

    private static let gappedPhrases: [GappedPhrase] = [
        GappedPhrase(firsts: ["mouse", "cursor", "pointer"], lasts: ["over", "above"], gap: 2, kind: .state, value: InteractionState.hover.rawValue),
    ]

    /// The value of a gapped phrase that starts at `index`, or nil.
    static func gappedPhrase(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        let first = words[index]
        guard !first.quoted, !first.endsClause else { return nil }
        for phrase in gappedPhrases where phrase.firsts.contains(first.lower) {
            var at = index + 1
            while at < words.count, at - index <= phrase.gap + 1, !words[at].quoted {
                if phrase.lasts.contains(words[at].lower) {
                    return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "),
                                         readings: [phrase.kind: phrase.value], weak: false)
                }
                if words[at].endsClause { break }
                at += 1
            }
        }
        return nil
    }
}
