/// A word where a closed value must stand that is none: "with status blocked", "a verdict of
/// approved", "the verdict 'amazing'", "got an on hold verdict".
extension SentenceValues {
    /// "with status blocked", "of kind performance", "a verdict of on hold": a word where a
    /// status, kind or verdict must stand that is none.
    static func unknownAfterKindWord(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        // "a verdict of excellent", even an everyday word ("approved" is no verdict on its own,
        // only in "approved to ship").
        // "whose status is escalated", "where the verdict was excellent": the same, said with "is".
        // ("verdict is approved": first in the sentence too.)
        if index > 1, ["of", "is", "was", "na"].contains(words[index - 1].lower), !words[index - 2].endsClause,
           !["not", "never", "still", "now", "currently", "being", "set", "either"].contains(word.lower),
           ["status", "kind", "type", "verdict", "state"].contains(words[index - 2].lower),
           word.lower.allSatisfy(\.isLetter), namesNoValue(word, context) || noVerdict(words[index - 2], index, words, context),
           !ordinaryAdjectives.contains(word.lower),
           // ("recommendations of the rename kind is requested": the kind is named before it.)
           !(index > 3 && isValue(words[index - 3], context)),
           // ("…, that kind of exposure", "this sort of thing": a hedge, no kind named.)
           !(index > 3 && words[index - 1].lower == "of" && ["that", "this", "what", "some", "any"].contains(words[index - 3].lower)) {
            return "'\(word.typed)' (no \(words[index - 2].lower) has that name)"
        }
        // "which verdicts are pending": a word of other trades where a verdict stands ("which verdicts were given": how they came).
        if index > 1, ["are", "were"].contains(words[index - 1].lower), words[index - 2].lower == "verdicts", approvals.contains(word.lower) {
            return "'\(word.typed)' (no verdict has that name)"
        }
        // "a verdict of on hold", "a status of on ice", "status on hold": a state of affairs said with "on".
        if index > 1, word.lower == "on", index + 1 < words.count, words[index + 1].lower.allSatisfy(\.isLetter), !isValue(words[index + 1], context) {
            // ("the verdict on Title Bar", "status on the criterion": what it is of.)
            let waiting = ["hold", "ice", "pause", "standby"].contains(words[index + 1].lower)
            let kind = [index - 1, index - 2].first { $0 >= 0 && ["status", "verdict"].contains(words[$0].lower)
                && ($0 == index - 1 ? waiting : words[index - 1].lower == "of") }
            if let kind { return "'on \(words[index + 1].typed)' (no \(words[kind].lower) has that name)" }
            // ("got an on hold verdict": said before it.)
            if waiting, index + 2 < words.count, ["verdict", "status"].contains(words[index + 2].lower) {
                return "'on \(words[index + 1].typed)' (no \(words[index + 2].lower) has that name)"
            }
            // ("issues that are on hold", "any issues on hold": no status says waiting.)
            if waiting, ["is", "are", "was", "were", "been", "put", "kept", "stay", "stays", "issues", "issue", "problems", "tickets", "bugs",
                         "recommendations", "suggestions", "ones"].contains(words[index - 1].lower) {
                return "'on \(words[index + 1].typed)' (no issue status or verdict has that name)"
            }
        }
        // "with status blocked", "have the status X" ("status report" is no status).
        // ("What is the status po of …": a particle of politeness, no status; "verdict mentioning deprecat": a search's cue.)
        if index > 1, ["status", "kind", "type", "criterion", "verdict"].contains(words[index - 1].lower), word.lower.allSatisfy(\.isLetter),
           !ReadingVocabulary.stopWords.contains(word.lower), !ordinaryAdjectives.contains(word.lower), !ReadingVocabulary.particles.contains(word.lower),
           !ReadingVocabulary.searchCues.contains(word.lower) {
            let before = words[index - 2].lower == "the" && index > 2 ? words[index - 3].lower : words[index - 2].lower
            // ("issues --status blocked": typed as the option, after what it filters.)
            // ("issues deh pon status blocked": on a status, in Jamaican English too; "on the
            // criterion about …" is no criterion's name.)
            let onStatus = words[index - 1].lower == "status" && ["on", "pon", "at", "under"].contains(before)
                && !ReadingVocabulary.negationsAndFillers.contains(word.lower)
            if ["with", "w", "of", "has", "have", "having", "whose", "is", "in", "by", "got", "get", "gets", "received", "given", "marked"].contains(before)
                || onStatus
                || listedByValue.contains(before) {
                return "'\(word.typed)' (no \(words[index - 1].lower) has that name)"
            }
        }
        return nil
    }

    /// "a verdict of approved": after "verdict", a value of another kind ("approved", a
    /// recommendation's status) is no verdict, unless a verdict's words start there ("approved to ship").
    private static func noVerdict(_ kind: SentenceWord, _ index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> Bool {
        kind.lower == "verdict" && isValue(words[index], context) && !readsAsVerdict(words[index], context)
            && !(index + 1 < words.count && ["to", "for"].contains(words[index + 1].lower))
    }
    private static func readsAsVerdict(_ word: SentenceWord, _ context: SentenceContext) -> Bool {
        context.closed.table[word.lemma]?[.verdict] != nil || context.closed.table[word.lower]?[.verdict] != nil
    }

    /// "the verdict 'amazing'", "status 'blocked' issues": a quoted word beside the name of a
    /// closed value's kind is meant as that value; one that is none is a value the registry lacks.
    static func unknownQuotedValue(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let kinds = ["verdict", "status", "kind", "state"]
        let word = words[index]
        // "the recommendations tagged 'messaging'": the registry keeps no tags or labels.
        if index > 0, ["tagged", "labelled", "labeled", "tag", "label", "tags", "labels"].contains(words[index - 1].lower), !isValue(word, context) {
            return "'\(word.typed)' (the registry keeps no tags or labels)"
        }
        // ("a verdict of 'approved'": the kind's name before "of" or "is".)
        // ("had their verdict come back as 'postponed'": the kind a few words before "as", in its clause.)
        let asFrom = words[max(0, index - 6)..<max(0, index - 1)].lastIndex(where: \.endsClause).map { $0 + 1 } ?? max(0, index - 6)
        let through = index > 1 && ["of", "is", "was"].contains(words[index - 1].lower) ? [index - 2]
            : index > 1 && words[index - 1].lower == "as" ? Array((asFrom..<(index - 1)).reversed()) : []
        let beside = ([index - 1, index + 1] + through).filter { words.indices.contains($0) && !words[$0].quoted }
            .map { $0 > index ? singular(words[$0].lower) : words[$0].lower }
        let listed = index + 1 < words.count && listedByValue.contains(words[index + 1].lower) ? beside.last : nil
        guard let kind = beside.first(where: kinds.contains) ?? listed, !ReadingVocabulary.stopWords.contains(word.lower),
              !isValue(word, context) || kind == "verdict" && !readsAsVerdict(word, context),
              context.closed.table[word.lower.split(separator: " ").map { SentenceWords.lemma(String($0)) }.joined(separator: " ")] == nil
        else { return nil }
        return "'\(word.typed)' (no \(kind) \(listed == nil ? "has that name" : "is of that kind"))"
    }

    /// What a verdict is said to be in other trades' words ("approved", "green"), none of them a verdict.
    private static let approvals: Set<String> = ["approved", "rejected", "pending", "passed", "failed", "blocked", "done", "complete", "completed",
                                                 "green", "red", "amber", "yellow", "signed", "ok", "okay", "fine", "good", "bad"]

    /// What anything may wait for without naming a status: a person, or a step of the work.
    static let awaited: Set<String> = [
        "someone", "somebody", "anyone", "anybody", "everyone", "approval", "input", "feedback", "answer", "response", "decision",
        "confirmation", "sign", "signoff", "design", "engineering", "dev", "devs", "developers", "designers", "team", "teams",
        // ("pending till date": how long, in Indian English.)
        "till", "until", "til", "since",
        // ("still waiting on data": what a loading state waits for.)
        "data", "network", "server", "results",
    ]
}
