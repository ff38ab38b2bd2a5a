import DSRegistryCore

/// "The bug report says the Section Header link falls back to a plain hex colour. Which
/// components have roles pointing at a token name our registry doesn't hold?": a component
/// named only in the sentences before a last one that asks which components, and not pointed
/// back at there, is why the question is asked, not what it filters by.
extension SentenceValues {
    /// Words of the asking sentence that point back at something named before it.
    private static let pointers: Set<String> = ["it", "its", "it's", "them", "this", "these", "those", "they", "one", "he", "she", "him", "her"]
    /// What "which …" asks for when it asks across components.
    private static let componentsAsked: Set<String> = ["components", "ones", "widgets", "controls", "elements"]

    static func backgroundComponents(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard let end = words.dropLast().lastIndex(where: \.endsSentence), end + 2 < words.count else { return values }
        let start = end + 1
        guard ["which", "what"].contains(words[start].lower), componentsAsked.contains(words[start + 1].lower),
              !words[start...].indices.contains(where: { pointers.contains(words[$0].lower)
                  // ("depend on that", "if that changed": "that" pointing back, not "roles that point".)
                  || words[$0].lower == "that" && ["on", "of", "to", "if", "when", "with", "use", "uses", "does", "break"].contains(words[$0 - 1].lower) }),
              !values.contains(where: { $0.range.lowerBound >= start && $0.readings[.component] != nil }) else { return values }
        return values.compactMap { value in
            guard value.range.upperBound <= start, value.readings[.component] != nil else { return value }
            var value = value
            value.readings[.component] = nil
            return value.readings.isEmpty ? nil : value
        }
    }
}
