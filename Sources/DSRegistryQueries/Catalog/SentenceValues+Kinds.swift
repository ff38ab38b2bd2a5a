/// "what was recommended about tokenizing stuff", "recommendations concerning how components are
/// documented", "renamed-component suggestions": in a sentence about recommendations, a word made
/// from a recommendation kind's name (a verb, a participle) names that kind.
extension SentenceValues {
    /// The first letters a word made from each kind's name starts with.
    private static let kindStems: [(stem: String, kind: String)] = [
        ("tokeni", "token"), ("document", "documentation"), ("renam", "rename"), ("accessib", "accessibility"),
        ("propert", "property"), ("famil", "family"), ("compos", "composition"),
    ]
    private static let recommendationHead = ReadingVocabulary.head(SentenceWords.lemma("recommendation"))

    static func kindsSaidAsVerbs(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard !values.contains(where: { $0.readings[.recommendationKind] != nil }),
              words.contains(where: { ReadingVocabulary.head($0.lemma) == recommendationHead }) else { return values }
        var covered = Set<Int>()
        for value in values { covered.formUnion(value.range) }
        for index in words.indices where !covered.contains(index) && !words[index].quoted {
            let word = words[index].lower
            guard let kind = kindStems.first(where: { word.hasPrefix($0.stem) && word.allSatisfy(\.isLetter) })?.kind else { continue }
            var values = values
            values.append(SentenceValue(range: index..<index + 1, typed: words[index].typed, readings: [.recommendationKind: kind], weak: false))
            return values.sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        return values
    }
}
