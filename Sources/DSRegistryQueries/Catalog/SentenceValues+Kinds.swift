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
    ].map { ($0.0, $0.1.rawValue) }
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
        if word.hasSuffix("ing") || ["ize", "ise", "ized", "ised", "izes", "ises"].contains(where: word.hasSuffix) { return true }
        var at = index - 1
        while at >= 0, index - at <= 5, !words[at].endsClause {
            if ["about", "concerning", "regarding", "on", "around"].contains(words[at].lower) { return true }
            at -= 1
        }
        return false
    }

    static func kindsSaidAsVerbs(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard !values.contains(where: { $0.readings[.recommendationKind] != nil }),
              words.contains(where: { ReadingVocabulary.head($0.lemma) == recommendationHead }) else { return values }
        var covered = Set<Int>()
        for value in values { covered.formUnion(value.range) }
        for index in words.indices where !covered.contains(index) && !words[index].quoted {
            let word = words[index].lower
            guard let kind = kindStems.first(where: { word.hasPrefix($0.stem) && word.allSatisfy(\.isLetter) })?.kind,
                  saidAsVerb(at: index, words) else { continue }
            var values = values
            values.append(SentenceValue(range: index..<index + 1, typed: words[index].typed, readings: [.recommendationKind: kind], weak: false))
            return values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        return values
    }
}
