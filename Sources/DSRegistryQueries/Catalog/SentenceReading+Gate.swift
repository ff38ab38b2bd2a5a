
/// A CI gate said in words: the sentence asks to fail when the answer has rows.
extension SentenceReading {
    /// "…, fail if any", "fail if there are any found", "regressed C2 fail-if-any": a CI gate
    /// asked for (`--fail-if-any`). The words are taken out before the question is read. Only a
    /// clause of its own (or joined by "and" to a request that opens with its verb: "list raw
    /// values for backbase and fail if there are any"), "fail" (or "exit", "break the build")
    /// then "if any" and nothing more, counts: "components that fail C3, if any" and "which would fail if any token were
    /// removed" ask which fail.
    static func failingGate(_ words: [SentenceWord]) -> (words: [SentenceWord], failIfAny: Bool) {
        for index in words.indices where !words[index].quoted && ["fail", "exit", "break"].contains(words[index].lower) {
            // ("… for eb and fail if there are any, it's for CI": "and" joins a request too.)
            let joined = index > 1 && (["and", "then", "so"].contains(words[index - 1].lower) && words[index - 2].endsClause
                || ["and", "then"].contains(words[index - 1].lower) && ["run", "list", "show", "check", "query", "find", "get"].contains(words[0].lower))
            // ("regressed C2 fail-if-any": the option's name typed, anywhere.)
            guard index == 0 || words[index - 1].endsClause || joined || words[index].hyphenAfter, !words[index].endsClause else { continue }
            if words[index].lower == "break", !(index + 2 < words.count && words[index + 2].lower == "build") { continue }
            var at = index + 1
            // "fail the build if any", "exit non-zero if any", "exit 1 if any".
            while at < words.count, at - index <= 3, ["the", "build", "ci", "job", "pipeline", "non", "zero", "nonzero", "1"].contains(words[at].lower) { at += 1 }
            guard at + 1 < words.count, ["if", "when"].contains(words[at].lower) else { continue }
            at += 1
            if at + 2 < words.count, words[at].lower == "there", ["are", "is"].contains(words[at + 1].lower) { at += 2 }
            guard at < words.count, words[at].lower == "any" else { continue }
            at += 1
            // "… if any are found", "if any turn up", "if any show up".
            while at < words.count, at - index <= 8, !words[at - 1].endsClause,
                  ["are", "is", "found", "exist", "turn", "show", "up", "come"].contains(words[at].lower) { at += 1 }
            // "… if any", and the clause ends: "if any token were removed" says when, not a gate
            // ("exit non-zero when any component …" is one: exit is no score).
            guard at == words.count || words[at - 1].endsClause || words[index].lower == "exit" else { continue }
            let start = joined ? index - 1 : index
            return (SentenceWords.removing(Set(start..<at), from: words), true)
        }
        return (words, false)
    }
}
