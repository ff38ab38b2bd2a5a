/// Values said as choices, not filters: "colors or spacing", "ready or not", "good to ship or
/// back to the drawing board?".
extension SentenceScoring {
    /// Kinds of which the sentence names two values as alternatives: "colors or spacing",
    /// "open and in-progress", "iOS, Android", "rebuild it or retire it".
    static func alternatives(_ values: [SentenceValue], _ words: [SentenceWord]) -> Set<QuestionParameter.Kind> {
        var kinds: Set<QuestionParameter.Kind> = []
        for (first, second) in zip(values, values.dropFirst()) where first.range.upperBound <= second.range.lowerBound {
            let gap = words[first.range.upperBound..<second.range.lowerBound]
            guard gap.isEmpty ? words[first.range.upperBound - 1].endsClause
                    : gap.count <= 3 && gap.contains(where: { ["or", "and", "nor"].contains($0.lower) })
                        && gap.allSatisfy({ ["or", "and", "nor", "either", "a", "an", "the", "it", "them"].contains($0.lower) }) else { continue }
            // Of closed kinds only: "Badge and Avatar" are two components, not every one; "comparing
            // iOS and Android" is what is compared, not a filter.
            for (kind, value) in first.readings where kind.values != nil && !platformKinds.contains(kind)
                && second.readings[kind].map({ $0 != value }) == true {
                kinds.insert(kind)
            }
            // ("keep it, fix it, or retire it?": an everyday word read as another kind's value, then
            // "or" and a verdict: actions offered to choose between, the verdict asked.)
            // ("split, renamed or reorganised" lists one verdict's words, with no "it" after each.)
            if first.weak, gap.last?.lower == "or" || gap.dropLast().last?.lower == "or", first.readings[.verdict] == nil,
               gap.contains(where: { ["it", "them"].contains($0.lower) }),
               second.readings[.verdict] != nil { kinds.insert(.verdict) }
        }
        // "is Avatar good to go, or does it need work?", "ready or not": asked yes or no, not a filter.
        let askedYesOrNo = { (value: SentenceValue) in value.range.upperBound + 1 < words.count && words[value.range.upperBound].lower == "or"
            && ["not", "does", "do", "is", "are", "should", "will", "would", "has", "have", "did", "was", "need", "needs"]
                .contains(words[value.range.upperBound + 1].lower) }
        for value in values where askedYesOrNo(value) || offeredChoice(value, words) {
            for (kind, _) in value.readings where kind.values != nil && !platformKinds.contains(kind) { kinds.insert(kind) }
        }
        return kinds
    }

    /// "What did the last review decide about Card Header, good to ship or back to the drawing
    /// board?": a value opening the sentence's last clause, with "or" and another choice after
    /// it, offers the choices asked between.
    private static func offeredChoice(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let start = value.range.lowerBound, end = value.range.upperBound
        guard start > 0, words[start - 1].endsClause, !words[start - 1].endsSentence, end + 1 < words.count, words[end].lower == "or",
              !words[value.range].contains(where: \.endsClause) else { return false }
        let rest = words[end...]
        return rest.dropLast().allSatisfy { !$0.endsClause } && rest.last?.asks == true
    }
}
