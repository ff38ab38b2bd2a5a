import DSRegistryCore

extension SentenceScoring {
    /// "which of the EB bits say one size in one place and another size somewhere else": a thing
    /// said one way in one place and another way elsewhere is a contradiction, in its sentence.
    static func saidTwoWays(_ words: [SentenceWord]) -> [Hit] {
        guard let one = words.indices.first(where: { $0 + 1 < words.count && words[$0].lower == "one" && words[$0 + 1].lower == "place" }) else {
            return []
        }
        let (_, end) = SentenceWords.sentence(around: one, words)
        guard one + 2 <= end else { return [] }
        let elsewhere = (one + 2...end).contains { (at: Int) -> Bool in
            let next = at < end ? words[at + 1].lower : ""
            switch words[at].lower {
            case "elsewhere": return true
            case "somewhere": return next == "else"
            case "another", "other": return ["place", "one", "page", "doc", "document"].contains(next)
            default: return false
            }
        }
        return elsewhere ? [Hit(head: conflictHead, index: one)] : []
    }
    private static let conflictHead = ReadingVocabulary.head(SentenceWords.lemma("conflict"))
}
