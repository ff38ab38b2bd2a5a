import DSRegistryCore

/// "The bug report says the Section Header link falls back to a plain hex colour. Which
/// components have roles pointing at a token name our registry doesn't hold?": a component
/// named only in the sentences before a last one that asks which components, and not pointed
/// back at there, is why the question is asked, not what it filters by; a name the registry
/// lacks, said in a remark of the asker's own, is no name asked about.
extension SentenceValues {
    /// Words of the asking sentence that point back at something named before it.
    private static let pointers: Set<String> = ["it", "its", "it's", "them", "this", "these", "those", "they", "one", "he", "she", "him", "her"]
    /// What "which …" asks for when it asks across components.
    private static let componentsAsked: Set<String> = ["components", "ones", "widgets", "controls", "elements", "pieces", "parts", "bits"]

    static func backgroundComponents(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard let end = words.dropLast().lastIndex(where: \.endsSentence) ?? thenClauseEnd(words), end + 2 < words.count else { return values }
        let start = end + 1
        // ("Card Header has open issues, no? Which ones?": asked of what was just said, nothing more.)
        // ("Which ones, exactly?": the same, said with a filler.)
        guard ["which", "what"].contains(words[start].lower), componentsAsked.contains(words[start + 1].lower),
              words[(start + 2)...].contains(where: { !["exactly", "then", "precisely", "specifically", "please", "pls", "again"].contains($0.lower) }),
              // ("scored lower this time": a time, nothing pointed back at.)
              !words[start...].indices.contains(where: { pointers.contains(words[$0].lower)
                  && !($0 + 1 < words.count && ["time", "week", "month", "quarter", "round", "release", "year", "sprint"].contains(words[$0 + 1].lower))
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

    /// "Last sprint Badge was the one flagged to be reorganised - which components carry that
    /// call now?": a clause of how things were, then a question of how they are; where the
    /// first clause ends, or nil.
    private static func thenClauseEnd(_ words: [SentenceWord]) -> Int? {
        guard words.count > 4, words[0].lower == "last" && ["sprint", "week", "month", "time", "quarter", "year", "release", "round"].contains(words[1].lower)
                || ["previously", "earlier", "yesterday", "originally"].contains(words[0].lower) else { return nil }
        return words.indices.prefix(40).first { $0 > 1 && $0 + 1 < words.count && words[$0].endsClause && ["which", "what"].contains(words[$0 + 1].lower) }
    }

    /// "Which components are being deprecated? I want to stop wrapping them in our Lit
    /// elements.", "… ? In Lit I'd catch that in a css tagged template.": a sentence beside
    /// another in which the asker speaks of their own work and asks nothing. A name the registry
    /// lacks, said there, is the asker's, not one asked about. (Up to 64 words each way.)
    static func inAskersRemark(at index: Int, _ words: [SentenceWord]) -> Bool {
        let (start, end) = SentenceWords.sentence(around: index, words)
        guard start > 0 && words[start - 1].endsSentence || end + 1 < words.count && words[end].endsSentence else { return false }
        let sentence = words[start...end]
        return sentence.contains { ReadingVocabulary.firstPerson.contains($0.lower) }
            && !sentence.contains { remarkAsks.contains($0.lower) }
    }
    private static let remarkAsks = ReadingVocabulary.askingWords.union(["any", "whose"])
}
