import DSRegistryCore

/// What the words around a value say of it: said as a verb, describing a criterion, negated.
extension SentenceValues {
    /// "sat down", "went down": the particle of a verb, not the pressed state.
    static func particle(at index: Int, _ words: [SentenceWord]) -> Bool {
        words[index].lower == "down" && index > 0 && (ReadingVocabulary.downVerbs.contains(words[index - 1].lower)
            || ["go", "goes", "went", "gone", "going", "come", "came", "comes"].contains(words[index - 1].lower))
    }

    /// "open the registry", "select the ones …": an everyday word of a state or status said as
    /// the verb of its object is neither ("been open the longest" still is).
    static func saidAsVerb(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let (start, end) = (value.range.lowerBound, value.range.upperBound)
        guard value.weak, value.range.count == 1, end + 1 < words.count,
              ["the", "a", "an", "my", "our", "your", "their", "these", "those"].contains(words[end].lower),
              value.readings.keys.allSatisfy({ [.state, .issueStatus].contains($0) }) else { return false }
        let next = words[end + 1].lower
        let superlative = next.hasSuffix("est") || ["most", "least"].contains(next)
        let described = start > 0 && ["been", "is", "are", "was", "were", "be", "stay", "stayed", "remain", "remained", "still"].contains(words[start - 1].lower)
        return !superlative && !described
    }

    /// "how well designs map to native SwiftUI and Compose": platforms after a criterion's
    /// "native" say what it measures; they filter nothing.
    static func measuredByCriterion(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        var kept: [SentenceValue] = []
        var native: Int? = nil
        for value in values {
            if let end = native, value.readings.keys.allSatisfy({ SentenceScoring.platformKinds.contains($0) }),
               words[end..<value.range.lowerBound].allSatisfy({ ["and", "or", "native", "to"].contains($0.lower) }) {
                native = value.range.upperBound
                continue
            }
            let end = value.range.upperBound
            native = value.readings[.criterion] != nil && (words[end - 1].lower == "native" || end < words.count && words[end].lower == "native")
                ? end : nil
            kept.append(value)
        }
        return kept
    }

    /// An issue status said with a negation before it reads as its opposite: "nobody has
    /// fixed yet", "not resolved" are open issues.
    static func negated(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let negations: Set<String> = ["not", "never", "nobody", "no", "nothing", "unfixed", "yet", "waiting", "awaiting", "pending", "need", "needs", "needing"]
        return values.map { value in
            var value = value
            // "the issues we are fixing": a fix under way, not one made ("have been resolving" is).
            let start = value.range.lowerBound
            if value.readings[.issueStatus] == "resolved", value.range.count == 1, words[start].lower.hasSuffix("ing"),
               words[max(0, start - 2)..<start].contains(where: { ["is", "are", "am", "currently", "now", "actively", "we", "they"].contains($0.lower) }) {
                value.readings[.issueStatus] = "in-progress"
            }
            let before = words[max(0, value.range.lowerBound - 4)..<value.range.lowerBound]
            guard ["resolved", "in-progress"].contains(value.readings[.issueStatus]),
                  before.suffix(3).contains(where: { negations.contains($0.lower) })
            else { return value }
            // "issues we won't be fixing", "never going to be fixed": a fix refused, not one still to come.
            let pairs = zip(before, before.dropFirst())
            let refused = pairs.contains { $0.lower == "will" && $1.lower == "not" || $0.lower == "not" && $1.lower == "going" }
                || before.contains { $0.lower == "never" } && before.contains { $0.lower == "going" || $0.lower == "will" }
            value.readings[.issueStatus] = refused ? "wont-fix" : "open"
            return value
        }
    }
}
