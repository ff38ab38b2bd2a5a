import DSRegistryCore

extension SentenceScoring {
    /// "which components can't collapse", "unable to be pressed": a state they cannot take is
    /// lacking; so is one they "have no" of ("no hovering look drawn in Figma at all").
    static func statesLacked(_ words: [SentenceWord], _ values: [SentenceValue]) -> [Hit] {
        values.compactMap { value in
            let start = value.range.lowerBound
            guard value.readings[.state] != nil, start > 1 else { return nil }
            if words[start - 1].lower == "no", ["have", "has", "had", "with", "got", "show", "shows"].contains(words[start - 2].lower) {
                return Hit(head: lackHead, index: start - 1)
            }
            guard let can = (max(0, start - 3)..<(start - 1)).last(where: { words[$0].lower == "can" && words[$0 + 1].lower == "not"
                      || words[$0].lower == "unable" && words[$0 + 1].lower == "to" }),
                  !words[can..<start].contains(where: \.endsClause),
                  words[(can + 2)..<start].allSatisfy({ ["be", "get", "ever", "show", "look"].contains($0.lower) }) else { return nil }
            return Hit(head: lackHead, index: can)
        }
    }
    private static let lackHead = ReadingVocabulary.head(SentenceWords.lemma("lack"))
}
