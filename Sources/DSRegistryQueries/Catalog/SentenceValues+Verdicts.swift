/// Verdicts said by what they mean for the work: a review passed ("passed their latest review",
/// "passes its last audit") or nothing left to change ("hand to engineering without any
/// changes", "no more changes needed") is the verdict ready.
extension SentenceValues {
    private static let passLemma = SentenceWords.lemma("passed")
    private static let reviewHeads: Set<String> = ["review", "assessment", "audit"].reduce(into: []) { heads, word in
        heads.insert(ReadingVocabulary.head(SentenceWords.lemma(word)))
    }

    /// Words before a saying that turn it round: "have not passed review", "can't ship without
    /// changes", "unless they pass review again".
    private static let turned: Set<String> = ["not", "never", "unless", "until", "cannot", "can't", "won't", "fail", "failed", "yet"]

    /// Whether a word of `turned` stands in the three words before `index`, in its clause.
    private static func turnedRound(before index: Int, _ words: [SentenceWord]) -> Bool {
        var at = index - 1
        while at >= 0, index - at <= 3, !words[at].endsClause {
            if turned.contains(words[at].lower) { return true }
            at -= 1
        }
        return false
    }

    /// The verdict ready, when a word of passing at `index` has a review within three words after
    /// it, and nothing before it turns it round.
    static func passedReview(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard words[index].lemma == passLemma, !words[index].quoted, !turnedRound(before: index, words) else { return nil }
        // "passed fit to go out", "passes as good to install": judged fit for release.
        if index + 3 < words.count, case let fit = words[index + 1].lower == "as" ? index + 2 : index + 1,
           ["fit", "good", "ok", "okay", "sound", "safe", "ready"].contains(words[fit].lower), fit + 1 < words.count,
           ["to", "for"].contains(words[fit + 1].lower), !words[fit].endsClause {
            return SentenceValue(range: index..<fit + 1, typed: words[index...fit].map(\.typed).joined(separator: " "),
                                 readings: [.verdict: "ready"], weak: false)
        }
        var at = index
        // ("passed as sound at their last inspection": six words on at most.)
        while at + 1 < words.count, at - index < 6, !words[at].endsClause {
            at += 1
            guard reviewHeads.contains(ReadingVocabulary.head(words[at].lemma)) else { continue }
            return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "),
                                 readings: [.verdict: "ready"], weak: false)
        }
        return nil
    }

    /// The verdict ready, when "as they are" (or "as it is", "as is") at `index` follows a verb of
    /// going out within two words: "can go out exactly as they are", "ship it as is". Not when
    /// turned round ("can't ship as is").
    static func asTheyAre(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard words[index].lower == "as", index + 1 < words.count, !words[index].endsClause else { return nil }
        let end = words[index + 1].lower == "is" ? index + 1
            : index + 2 < words.count && [["they", "are"], ["it", "is"], ["they", "stand"], ["it", "stands"]].contains([words[index + 1].lower, words[index + 2].lower]) ? index + 2 : nil
        guard let end, !words[index..<end].contains(where: \.endsClause) else { return nil }
        // ("judged sound as they stand", "fine as it is": good enough unchanged.)
        if index > 0, ["sound", "fine", "good", "solid", "okay", "ok", "acceptable", "usable", "healthy"].contains(words[index - 1].lower),
           !(index > 1 && ["not", "never", "no", "hardly"].contains(words[index - 2].lower)) {
            return SentenceValue(range: (index - 1)..<end + 1, typed: words[(index - 1)...end].map(\.typed).joined(separator: " "), readings: [.verdict: "ready"], weak: false)
        }
        // ("fit to leave the dairy as they are": let out of where it was made.)
        let shipping: Set<String> = ["ship", "ships", "shipped", "release", "released", "go", "goes", "launch", "launched", "publish", "published",
                                     "leave", "leaves"]
        var verb = index - 1
        // ("go out as they are", "go on stage as they are", "ship it as is")
        let goes = { (at: Int) in ["go", "goes"].contains(words[at].lower) && at + 1 < words.count && ["out", "on", "live"].contains(words[at + 1].lower) }
        while verb >= 0, index - verb <= 3, !(words[verb].lower == "out" && verb > 0 && shipping.contains(words[verb - 1].lower)) && !goes(verb)
                && !shipping.subtracting(["go", "goes"]).contains(words[verb].lower) {
            if words[verb].endsClause { return nil }
            verb -= 1
        }
        // ("good to ship as is", "fine to ship exactly as they are": read whole as ready elsewhere.)
        guard verb >= 0, index - verb <= 3 else { return nil }
        let start = words[verb].lower == "out" ? verb - 1 : verb
        guard !turnedRound(before: start, words),
              !(start > 1 && words[start - 1].lower == "to" && ["good", "fine", "ok", "okay", "ready", "safe", "fit", "cleared"].contains(words[start - 2].lower)
                && ["ship", "go", "use", "release"].contains(words[start].lower))
        else { return nil }
        return SentenceValue(range: index..<end + 1, typed: words[index...end].map(\.typed).joined(separator: " "), readings: [.verdict: "ready"], weak: false)
    }

    private static let changeLemmas: Set<String> = ["change", "changes", "edit", "edits", "rework", "fixes", "tweaks", "work"].reduce(into: []) { $0.insert(SentenceWords.lemma($1)) }

    /// The verdict ready, when "without" or "no" at `index` has a word of changing after it, with
    /// "any", "more", "further" or "other" between, or "needed" after: "without any changes", "no
    /// more changes", "no changes needed". Not when turned round
    /// ("can't ship without changes"), said of something ("no more changes to tokens"), or in a
    /// sentence about an import ("came through the last import without any changes").
    static func nothingLeftToChange(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        guard ["without", "no"].contains(words[index].lower), !words[index].endsClause, !turnedRound(before: index, words) else { return nil }
        var at = index + 1
        while at < words.count, at - index <= 2, ["any", "more", "further", "other"].contains(words[at].lower), !words[at].endsClause { at += 1 }
        guard at < words.count, changeLemmas.contains(words[at].lemma) else { return nil }
        // "… needed", "… required": part of the saying. "no changes" alone may be a history's
        // ("no changes since the last import"): "no" needs "more"/"further" or "needed".
        let needed = at + 1 < words.count && !words[at].endsClause && ["needed", "required", "necessary"].contains(words[at + 1].lower)
        guard words[index].lower == "without" || needed || at > index + 1 && words[at - 1].lower != "any" else { return nil }
        if needed { at += 1 }
        guard at + 1 == words.count || words[at].endsClause || !["to", "on", "in", "of", "since", "from"].contains(words[at + 1].lower),
              !words.contains(where: { ReadingVocabulary.familyHead[$0.lemma] == reimportHead || ["import", "imported", "history"].contains($0.lower) })
        else { return nil }
        return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "), readings: [.verdict: "ready"], weak: false)
    }
}
