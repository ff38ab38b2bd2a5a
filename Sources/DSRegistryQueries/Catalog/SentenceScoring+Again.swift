import DSRegistryCore

extension SentenceScoring {
    /// "sat in the cave nine months without anybody tasting them again": a thing not done to
    /// them again for a time is a look not had since, whatever the asker calls the look.
    /// Only with a duration, "them" or "it" before "again", and a negation before the verb.
    static func notDoneAgain(_ words: [SentenceWord], timed: Bool) -> [Hit] {
        guard timed else { return [] }
        return words.indices.compactMap { again -> Hit? in
            guard again > 2, words[again].lower == "again", ["them", "it", "those", "these"].contains(words[again - 1].lower) else { return nil }
            let verb = again - 2
            guard words[verb].lower.count > 4, words[verb].lower.hasSuffix("ing") || words[verb].lower.hasSuffix("ed"),
                  !words[verb].endsClause, !words[(verb + 1)..<again].contains(where: \.endsClause),
                  words[max(0, verb - 3)..<verb].contains(where: { negations.contains($0.lower) }),
                  !words[max(0, verb - 3)..<verb].contains(where: \.endsClause) else { return nil }
            return Hit(head: staleAgainHead, index: again)
        }
    }
    private static let negations: Set<String> = ReadingVocabulary.denials.union(["without", "anybody", "anyone"])
    private static let staleAgainHead = ReadingVocabulary.head(SentenceWords.lemma("stale"))

    private static let againWords: Set<String> = ["again", "ages", "while", "anymore"]
    /// Verbs of looking, besides the assess and review families, said again with "re"
    /// ("re-looked", "rechecked", "re-audited"): a look had before.
    private static let looks: Set<String> = ["look", "check", "visit", "score", "rate", "test"].reduce(into: []) { $0.insert(SentenceWords.lemma($1)) }

    private static func redone(_ word: String) -> Bool {
        guard word.count > 4, word.hasPrefix("re") else { return false }
        let lemma = SentenceWords.lemma(String(word.dropFirst(2)))
        return looks.contains(lemma) || [assessHead, reviewHead].contains(ReadingVocabulary.head(lemma))
    }

    /// Whether the sentence says a look was had before: "again", "in ages", "in a long time",
    /// "re-looked at" ("nobody re-looked at in a long time" is stale, not never assessed).
    static func saysAgain(_ words: [SentenceWord]) -> Bool {
        words.indices.contains { index in
            let word = words[index].lower
            return againWords.contains(word)
                // ("NOBODY looked at in forever": a look had long ago; "forever untouched" is none had.)
                || (word == "forever" && index > 0 && words[index - 1].lower == "in")
                || (word == "long" && index + 1 < words.count && ["time", "while"].contains(words[index + 1].lower))
                // "nobody review for very long", "not looked at for so long".
                || (word == "long" && index > 0 && ["for", "very", "so", "too"].contains(words[index - 1].lower)
                    && (index + 1 == words.count || words[index].endsClause || ReadingVocabulary.stopWords.contains(words[index + 1].lower)
                        || ReadingVocabulary.particles.contains(words[index + 1].lower) || words[index + 1].lower == "already"))
                || redone(word)
        }
    }

    /// What "brought in" and "pulled in" mean in this sentence. "In the design file as it was
    /// brought in": one import, no history of imports; it is one of several only beside a word
    /// of another time ("since the last time we brought it in", "from one time y'all brought it in
    /// to the next"). "In the design file we pulled in, what does Rating Control look like": a
    /// file or library pulled in is imported, no component pulled in by another.
    static func broughtOrPulledIn(_ hits: [Hit], _ words: [SentenceWord]) -> [Hit] {
        let timesCompared = words.contains { otherTimes.contains($0.lower) }
        return hits.filter { hit in
            let word = words[hit.index].lower
            if hit.head == SentenceValues.reimportHead { return timesCompared || !["bring", "brings", "brought", "bringing"].contains(word) }
            return !(["pulled", "pull", "pulling", "brought", "bring", "bringing"].contains(word)
                && words[max(0, hit.index - 3)..<hit.index].contains { ["file", "files", "library", "libraries", "kit"].contains($0.lower) })
        }
    }
    private static let otherTimes: Set<String> = ["time", "times", "last", "previous", "previously", "next", "again", "since", "between",
                                                  "earlier", "before", "each", "every"]

    /// Whether a word's concepts count: not a tag's ("[docs]", "e.g. …"), but in a doubted claim
    /// ("Sam says the open issues are all fresh but I doubt it — how long had the open ones …"),
    /// the things it names may be those asked about.
    static func saysConcepts(_ word: SentenceWord) -> Bool {
        !word.tag || word.claimed && listedByClaims.contains(ReadingVocabulary.head(word.lemma))
    }
    /// The things a doubted claim may name that a question lists: issues, recommendations.
    private static let listedByClaims: Set<String> = [ReadingVocabulary.head(SentenceWords.lemma("issues")), ReadingVocabulary.head(SentenceWords.lemma("recommendation"))]
}
