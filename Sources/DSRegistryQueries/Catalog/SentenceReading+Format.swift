import DSRegistryCore

/// "… as CSV", "in json pls", "--format ndjson", "as a markdown table": the output a sentence
/// asks for. Its words are no part of the question: they are taken out before it is read.
extension SentenceReading {
    private static let formatNames: [String: OutputFormat] = [
        "csv": .csv, "json": .json, "ndjson": .ndjson, "jsonl": .ndjson, "markdown": .markdown, "md": .markdown, "table": .table,
    ]
    /// Words before a format that ask for it ("as", "in", "--format").
    private static let formatCues: Set<String> = ["as", "in", "into", "to", "format", "output"]
    /// Words after a format that name it as one ("json format", "a markdown table", "csv file").
    private static let formatNouns: Set<String> = ["format", "output", "file", "table", "please", "pls", "plz", "thanks", "thx"]

    /// The sentence's words without the asking for a format, and the last format asked for.
    /// A format's name counts beside a word that asks for it or names it as one, or ending its
    /// clause: "search for csv" searches.
    static func outputFormat(_ words: [SentenceWord]) -> (words: [SentenceWord], format: OutputFormat?) {
        var format: OutputFormat?
        var dropped = Set<Int>()
        for (index, word) in words.enumerated() where !word.quoted {
            guard let named = formatNames[word.lower] else { continue }
            var start = index
            while start > 0, ["a", "an", "the"].contains(words[start - 1].lower), !words[start - 1].endsClause { start -= 1 }
            let cue = start > 0 && !words[start - 1].endsClause ? words[start - 1].lower : ""
            // "as a table", "in a table" ask for one; "in the table", "the table component" do not.
            let cued = named == .table ? cue == "as" || cue == "in" && start < index && words[start].lower == "a" : formatCues.contains(cue)
            let end = !word.endsClause && index + 1 < words.count && formatNouns.contains(words[index + 1].lower) ? index + 2 : index + 1
            // "csv please", "rework verdicts json", "…, csv, it's for the report": a format's own
            // name beside a noun or ending its clause, unless it is what is searched for
            // ("anything mentioning json"). "md" and "table" are everyday words too.
            let searched = ReadingVocabulary.searchCues.contains(cue) || ["find", "search", "grep"].contains(cue)
            let alone = named != .table && word.lower != "md" && !searched && (end > index + 1 || word.endsClause)
            guard cued || alone else { continue }
            format = named
            dropped.formUnion((cued ? start - 1 : start)..<end)
        }
        guard format != nil else { return (words, nil) }
        return (SentenceWords.removing(dropped, from: words), format)
    }

    /// "…, fail if any", "fail if there are any found", "regressed C2 fail-if-any": a CI gate
    /// asked for (`--fail-if-any`). The words are taken out before the question is read. Only a
    /// clause of its own, "fail" (or "exit", "break the build") then "if any" and nothing more,
    /// counts: "components that fail C3, if any" and "which would fail if any token were
    /// removed" ask which fail.
    static func failingGate(_ words: [SentenceWord]) -> (words: [SentenceWord], failIfAny: Bool) {
        for index in words.indices where !words[index].quoted && ["fail", "exit", "break"].contains(words[index].lower) {
            let joined = index > 1 && ["and", "then", "so"].contains(words[index - 1].lower) && words[index - 2].endsClause
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
