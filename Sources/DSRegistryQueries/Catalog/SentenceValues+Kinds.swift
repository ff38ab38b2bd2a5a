import DSRegistryCore

/// "what was recommended about tokenizing stuff", "recommendations concerning how components are
/// documented", "renaming suggestions": in a sentence about recommendations, a verb made from a
/// recommendation kind's name names that kind.
extension SentenceValues {
    /// The first letters a word made from each kind's name starts with, keyed by the domain's
    /// kinds so that a kind renamed there fails here. "state" has none: "stating" says, it asks no kind.
    private static let kindStems: [(stem: String, kind: String)] = [
        ("tokeni", RecommendationKind.token), ("document", .documentation), ("renam", .rename), ("accessib", .accessibility),
        ("propert", .property), ("famil", .family), ("regroup", .family), ("group", .family), ("compos", .composition),
        // A merge or a move to another home is a family's recommendation (the seeds' merge-with-logo).
        ("merg", .family), ("rehom", .family), ("sibling", .family),
    ].map { ($0.0, $0.1.rawValue) }
    /// Kinds said in any form: "which ones should be merged" asks for merges.
    private static let kindsInAnyForm: Set<String> = ["merg", "rehom", "sibling"]
    private static let recommendationHead = ReadingVocabulary.head(SentenceWords.lemma("recommendation"))

    /// Whether `word` is made from a kind's name ("documenting", "tokenizing").
    static func madeFromKind(_ word: String) -> Bool {
        word.allSatisfy(\.isLetter) && kindStems.contains { word.hasPrefix($0.stem) }
    }

    /// A verb's form, "-ing", "-ize"/"-ise" and their forms, anywhere ("tokenizing stuff"); any
    /// other form only after a word that says what the recommendation is about ("concerning how
    /// components are documented", "about accessible stuff"). "recommendations have been
    /// documented" says what was done to them; "not familiar with", "accessible to engineers"
    /// name no kind.
    private static func saidAsVerb(at index: Int, _ words: [SentenceWord]) -> Bool {
        let word = words[index].lower
        // ("half the merge requests on my app": git's, no recommendation's.)
        // ("My own fork would follow the same merge": a merge of code; "propose a merge" is one.)
        if kindsInAnyForm.contains(where: word.hasPrefix) {
            return !(index + 1 < words.count && ["request", "requests", "conflict", "conflicts", "commit", "commits", "queue"].contains(words[index + 1].lower))
                && (word != "merge" || index > 0 && ["a", "to", "be", "should", "could", "would", "will", "must", "and", "or"].contains(words[index - 1].lower))
        }
        // "moved to another group", "into a new family": the home a recommendation moves it to.
        if index > 0, ["another", "new", "different", "other"].contains(words[index - 1].lower) { return true }
        if word.hasSuffix("ing") || ["ize", "ise", "ized", "ised", "izes", "ises"].contains(where: word.hasSuffix) { return true }
        var at = index - 1
        while at >= 0, index - at <= 5, !words[at].endsClause {
            if ["about", "concerning", "regarding", "on", "around"].contains(words[at].lower) { return true }
            at -= 1
        }
        return false
    }

    static func kindsSaidAsVerbs(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard words.contains(where: { ReadingVocabulary.head($0.lemma) == recommendationHead }) else { return values }
        // ("about tokenizing, no, about documenting things": a kind said again, in a later clause.)
        let clauseEnd = { (index: Int) in words[index...].firstIndex(where: \.endsClause).map { $0 + 1 } ?? words.count }
        var saidFrom = values.last(where: { $0.readings[.recommendationKind] != nil }).map { clauseEnd($0.range.lowerBound) } ?? 0
        var covered = Set<Int>()
        for value in values { covered.formUnion(value.range) }
        var values = values
        for index in words.indices where index >= saidFrom && !covered.contains(index) && !words[index].quoted {
            let word = words[index].lower
            guard let kind = kindStems.first(where: { word.hasPrefix($0.stem) && word.allSatisfy(\.isLetter) })?.kind,
                  saidAsVerb(at: index, words) else { continue }
            values.append(SentenceValue(range: index..<index + 1, typed: words[index].typed, readings: [.recommendationKind: kind], weak: false))
            saidFrom = clauseEnd(index)
        }
        return values.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// "What does TabHeaderViewController need delivered to it", "where does text/accent/link
    /// end up being delivered": an everyday word of a recommendation's status, said of a named
    /// component or token in a sentence with no word of recommendations, is no status.
    static func statusesOfNoRecommendation(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard values.contains(where: { !$0.weak && ($0.readings[.component] != nil || $0.readings[.token] != nil) }),
              !words.contains(where: { ReadingVocabulary.head($0.lemma) == recommendationHead }) else { return values }
        // ("… and then which of those have been carried out" asks for done ones.)
        return values.filter { value in
            !value.readings.keys.allSatisfy { $0 == .recommendationStatus } || value.range.lowerBound == 0
                || !["need", "needs", "needed", "being", "get", "gets", "got"].contains(words[value.range.lowerBound - 1].lower)
                    && !(value.range.upperBound < words.count && words[value.range.upperBound].lower == "to")
        }
    }
}
