/// "| Badge | 0 | 1 | 1 | figma evidence badge", "eb,Page Banner,1.0.0,2026-04,restructure <- which
/// other components …?", `{"state":"expanded"} which components lack …`, "- no-code-connect (open
/// since April)  how old is every issue …?": data pasted before the question (a table's row, a
/// CSV line, JSON, a YAML line, a list) is what the asker was looking at, not what they ask: it
/// goes, unless the question points back at it ("… the issues that match this"), where it is
/// told before the question (`SentenceWords.markedTold`). Only a part that looks like data is
/// set apart, and only where words follow it.
extension SentenceLayouts {
    static func withPastedDataSetApart(_ text: String) -> String {
        guard let cut = pastedTable(text) ?? pastedObject(text) ?? pastedBeforeGap(text) ?? pastedPair(text) else { return text }
        let pasted = String(text[..<cut]), question = text[cut...].drop { " <-—–:>".contains($0) }
        // ("issues: {status: open, …}  # what's still on the table?", "SELECT … ; -- recursively": a
        // comment on what was typed, which is the question; "=FILTER(…)  plus the other way round".)
        guard question.split(separator: " ").count >= 2, !["#", "//", "--"].contains(where: { text[cut...].drop { $0 == " " }.hasPrefix($0) }),
              !pasted.hasPrefix("="), !queryWords.contains(pasted.prefix { $0.isLetter }.lowercased()) else { return text }
        let label = String(pasted.map { "[]{}()|\"`<>?".contains($0) ? " " : $0 == ";" ? "," : $0 })
            .split(separator: " ").joined(separator: " ")
        // ("… list the issues that match this", "what's in that group now": a question that points
        // back at what was pasted reads it as told before it, `SentenceWords.markedTold`.)
        let asked = question.lowercased().split { !$0.isLetter }
        let pointing = zip(asked, asked.dropFirst() + [""]).contains { word, next in
            ["this", "these", "those"].contains(word) || word == "that" && ["one", "row", "line", "entry", "record", "group", "list", "issue", "component"].contains(next)
        }
        if pointing { return label + ". " + question }
        return String(question)
    }

    /// "| State | iOS | … | yes | which components …": a table's cells, three pipes or more,
    /// with the question after the last; where the question begins.
    private static func pastedTable(_ text: String) -> String.Index? {
        guard text.filter({ $0 == "|" }).count >= 3, let last = text.lastIndex(of: "|") else { return nil }
        let after = text.index(after: last)
        // ("Section Header | 8 | 256 | 16   show every …": the last cell, then a gap.)
        if let gap = text[after...].range(of: "  "), text.distance(from: after, to: gap.lowerBound) <= 32 { return gap.upperBound }
        return text[after...].split(separator: " ").count >= 3 ? after : nil
    }

    /// `{"role": "Amount", …} show the missing tokens …`: a JSON object (or a list of them)
    /// that opens the text, the question after its closing brace.
    private static func pastedObject(_ text: String) -> String.Index? {
        guard text.hasPrefix("{") || text.hasPrefix("[{") else { return nil }
        var depth = 0
        var quoted = false
        for index in text.indices.prefix(4_096) {
            switch text[index] {
            case "\"": quoted.toggle()
            case "{" where !quoted, "[" where !quoted: depth += 1
            case "}" where !quoted, "]" where !quoted:
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: break
            }
        }
        return nil
    }

    /// "eb,Page Banner,1.0.0,2026-04,restructure <- which …", "Section Header | 8 | 256 | 16   show
    /// every …", "- from_version: 3 - to_version: 4   what changed …": a part that looks like
    /// data, then a gap (two spaces or more, an arrow, a dash) and the question.
    private static func pastedBeforeGap(_ text: String) -> String.Index? {
        guard let gap = [text.range(of: "  "), text.range(of: " <- "), text.range(of: " <-- "), text.range(of: " -- "),
                         text.range(of: " — "), text.range(of: " – ")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }),
              gap.lowerBound > text.startIndex else { return nil }
        let head = text[..<gap.lowerBound]
        // (A question before the gap is no data: "- which lack pressed?  - and on android".)
        guard !head.split(whereSeparator: { " ,|".contains($0) }).contains(where: { $0.count > 1 && $0.hasSuffix("?") }) else { return nil }
        let commas = zip(head, head.dropFirst()).filter { $0.0 == "," && $0.1 != " " }.count
        let looksLikeData = commas >= 2 || head.contains("|") || head.contains("{") || head.contains(";") || head.hasPrefix("- ")
            || head.hasPrefix("* ") || opensWithKey(head) || head.filter({ $0 == "," }).count >= 4 && !head.contains("?")
        return looksLikeData ? gap.upperBound : nil
    }

    /// `missing_target: "theme.color.foreground.brand" any dangling aliases …?`: a YAML key with
    /// a quoted value, the question after it (three words or more, not "AND status:…", which
    /// goes on with the query).
    private static func pastedPair(_ text: String) -> String.Index? {
        guard opensWithKey(text[...]), let colon = text.firstIndex(of: ":") else { return nil }
        let value = text[text.index(after: colon)...].drop { $0 == " " }
        guard value.first == "\"", let close = value.dropFirst().firstIndex(of: "\"") else { return nil }
        let rest = text[value.index(after: close)...].split(separator: " ")
        guard rest.count >= 3, !["and", "or", "&&", "||", "not"].contains(rest[0].lowercased()) else { return nil }
        return value.index(after: close)
    }

    /// First words of a query language's statement, typed as the question itself.
    private static let queryWords: Set<String> = ["select", "with", "update", "delete", "insert", "from", "match", "project"]

    /// Whether `text` opens with a key and a colon: a word with no space, of letters, digits
    /// and `_.-`, with an underscore or a dot in it or none of it a capital ("missing_target:",
    /// "theme.color.x:", "background:"), not a word of asking ("Question:").
    private static func opensWithKey(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return false }
        // (`"missing_target": …`: a JSON key, in its quotes.)
        let key = text[..<colon].hasPrefix("\"") && text[..<colon].hasSuffix("\"") ? text[..<colon].dropFirst().dropLast() : text[..<colon]
        return key.count <= 64 && key.allSatisfy { $0.isLetter || $0.isNumber || "_.-".contains($0) }
            && (key.contains("_") || key.contains(".") || key.allSatisfy { !$0.isUppercase })
            && !["question", "q", "ask", "re", "fw", "fwd", "note", "todo", "subject", "search", "find", "filter", "tags", "tag", "label", "labels",
                 "context", "background", "summary", "update", "status", "ps", "edit", "fyi", "btw"].contains(key.lowercased())
    }
}
