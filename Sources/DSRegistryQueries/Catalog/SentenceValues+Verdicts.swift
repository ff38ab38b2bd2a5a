/// Verdicts said by what they mean for the work: a review passed ("passed their latest review",
/// "passes its last audit") or nothing left to change ("hand to engineering without any
/// changes", "no more changes needed") is the verdict ready.
extension SentenceValues {
    private static let passLemma = SentenceWords.lemma("passed")
    private static let reviewHeads: Set<String> = ["review", "assessment", "audit"].reduce(into: []) { heads, word in
        heads.insert(ReadingVocabulary.head(SentenceWords.lemma(word)))
    }

    /// The verdict ready, when a word of passing at `index` has a review within three words after it.
    static func passedReview(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard words[index].lemma == passLemma, !words[index].quoted else { return nil }
        var at = index
        while at + 1 < words.count, at - index < 4, !words[at].endsClause {
            at += 1
            guard reviewHeads.contains(ReadingVocabulary.head(words[at].lemma)) else { continue }
            return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "),
                                 readings: [.verdict: "ready"], weak: false)
        }
        return nil
    }

    private static let changeLemmas: Set<String> = ["change", "changes", "edit", "edits", "rework", "fixes", "tweaks", "work"].reduce(into: []) { $0.insert(SentenceWords.lemma($1)) }

    /// The verdict ready, when "without" or "no" at `index` has a word of changing after it, with
    /// "any", "more" or "further" between: "without any changes", "no more changes", "no changes needed".
    static func unchanged(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard ["without", "no"].contains(words[index].lower), !words[index].endsClause else { return nil }
        var at = index + 1
        while at < words.count, at - index <= 2, ["any", "more", "further", "other"].contains(words[at].lower), !words[at].endsClause { at += 1 }
        guard at < words.count, changeLemmas.contains(words[at].lemma) else { return nil }
        // "… needed", "… required": part of the saying. "no changes" alone may be a history's
        // ("no changes since the last import"): "no" needs "more"/"further" or "needed".
        let needed = at + 1 < words.count && !words[at].endsClause && ["needed", "required", "necessary"].contains(words[at + 1].lower)
        guard words[index].lower == "without" || needed || at > index + 1 && words[at - 1].lower != "any" else { return nil }
        if needed { at += 1 }
        return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "), readings: [.verdict: "ready"], weak: false)
    }
}
