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
}
