/// A question written as SQL, read as the words it asks with.
extension SentenceWords {
    /// "select * from missing_tokens where …", "select component, note from criterion …": a
    /// question written as SQL. What it selects and the word "from" say "list": the table named
    /// is what it asks about. A value compared in quotes is read as words without its quotes
    /// ("status = 'in-progres'", a typo read too; "interval '9 months'"); a pattern after LIKE
    /// is searched for, without its wildcards. Only columns are selected: "select avg(age) from
    /// issues" asks another question, "Select the recommendations from …" is English. "WHERE" is
    /// "with" (a clause of place would hide "platform = 'watchOS'"); a join's tables and aliases go
    /// ("c.system_id" is "system id"), and a comment after "--" is read as words. (The SQL itself is never run.)
    static func withoutSelect(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 2, words[0].lower == "select", !words[0].quoted,
              let from = words.prefix(8).firstIndex(where: { $0.lower == "from" && !$0.quoted }), from + 1 < words.count,
              !words[1..<from].contains(where: { ["the", "a", "an", "all", "any", "some", "every", "avg", "count", "sum", "min", "max",
                                                   "average", "distinct"].contains($0.lower) })
        else { return words }
        var read = [Self.word("list", quoted: false)]
        // ("… JOIN assessments a ON a.component_id = c.id": a table's alias, and the joins, say nothing.)
        let comment = words.firstIndex { $0.typed.hasPrefix("--") } ?? words.count
        let aliases = Set(words[..<comment].compactMap { word in word.isPath ? word.lower.split(separator: ".").first.map(String.init) : nil }.filter { $0.count <= 3 })
        for (at, word) in words.enumerated().dropFirst(from + 1) {
            if at < comment, aliases.contains(word.lower) || joinWords.contains(word.lower) { continue }
            if at < comment, word.isPath, let dot = word.typed.firstIndex(of: "."), aliases.contains(word.typed[..<dot].lowercased()) {
                // ("a.is_latest": a flag's name, without its "is".)
                let column = word.typed[word.typed.index(after: dot)...]
                var parts = split((column.lowercased().hasPrefix("is_") ? String(column.dropFirst(3)) : String(column)).replacingOccurrences(of: "_", with: " "), limit: 8).words
                for index in parts.indices { (parts[index].endsClause, parts[index].endsSentence) = (index == parts.count - 1 && word.endsClause, false) }
                read += parts
                continue
            }
            if word.quoted, let last = read.last, ["like", "ilike"].contains(last.lower), !last.quoted {
                read[read.count - 1] = Self.word("mentioning", quoted: false)
                var pattern = word
                pattern.typed = word.typed.trimmingCharacters(in: ["%"])
                (pattern.lower, pattern.original) = (pattern.typed.lowercased(), pattern.typed)
                read.append(pattern)
            } else if word.quoted {
                // ("a.verdict = 'approved'": the value compared is what the kind is.)
                if let last = read.last, ["verdict", "status", "kind", "state", "type"].contains(last.lower) { read.append(Self.word("is", quoted: false)) }
                var unquoted = split(word.typed, limit: 16).words
                if !unquoted.isEmpty { unquoted[unquoted.count - 1].endsClause = word.endsClause }
                read += unquoted
            } else {
                read.append(word.lower == "where" ? Self.word("with", quoted: false) : word)
            }
        }
        return read
    }

    private static let joinWords: Set<String> = ["join", "inner", "left", "right", "outer", "on", "group", "by", "having", "order", "limit",
                                                 "asc", "desc", "distinct", "is_latest"]
}
