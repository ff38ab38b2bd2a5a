import Foundation

/// Questions typed in another layout than a sentence, read as the sentence they lay out: a
/// numbered list ("1. components 2. missing error state 3. Android only"), a spreadsheet's
/// cells ("a11y;ios;eb"), key:value pairs ("issues:open show:how-long-open"), a URL or a path
/// ("/search?q=haptic+feedback", "/tokens/text/accent/link/usages"), a JSON object
/// (`{"q": "…", "system": "eb"}`), guessed flags ("--unmapped --swiftui"). Each is recognised
/// only whole (two list numbers in order from 1, three cells, two pairs, one word that starts
/// with a slash or a scheme, braces around the text, a text that opens with "--"), so a
/// sentence that merely has a colon or a number keeps its words.
enum SentenceLayouts {
    /// `text` as a sentence; `tokenExists` keeps a token path inside a URL whole.
    static func asSentence(_ text: String, tokenExists: (String) -> Bool) -> String {
        var trimmed = withoutAsides(text.trimmingCharacters(in: .whitespacesAndNewlines))
        // ("> look at …", ">>> registry.issues(…)": a text adventure's or Python's prompt, or a quoted line.)
        if trimmed.hasPrefix("> ") || trimmed.hasPrefix(">>") { trimmed = String(trimmed.drop { $0 == ">" || $0 == " " }) }
        trimmed = withPastedDataSetApart(withoutLeadingLabel(trimmed))
        if let url = fromURL(trimmed, tokenExists: tokenExists) ?? fromHTTPRequest(trimmed, tokenExists: tokenExists) { return url }
        if trimmed.hasPrefix("<"), let element = fromXML(trimmed) { return element }
        if trimmed.hasPrefix("="), let formula = fromFormula(trimmed) { return formula }
        if let query = fromJQL(trimmed) ?? fromCommandLine(trimmed) ?? fromMethodCall(trimmed) { return query }
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), let object = fromJSON(trimmed) ?? fromGraphQL(trimmed) { return object }
        if trimmed.hasSuffix("}"), trimmed.lowercased().hasPrefix("query"), let query = fromGraphQL(trimmed) { return query }
        if trimmed.hasPrefix("--") { return fromFlags(trimmed) }
        if trimmed.contains("\n") || trimmed.contains("\\n"), let row = fromCSV(trimmed) { return row }
        if trimmed.hasPrefix("|"), trimmed.hasSuffix("|"), let row = fromTableRow(trimmed) { return row }
        // (Each layout is looked for only when its mark is in the text: most sentences have none.)
        // ("There once was a title on an image… find anything …": an ellipsis ends a sentence as three stops do.)
        var text = trimmed.contains("…" as Character) ? trimmed.replacingOccurrences(of: "…", with: "...") : trimmed
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("- [") || trimmed.hasPrefix("* ["), let section = fromSection(trimmed) { text = section }
        if looksLikePattern(text) { text = fromPattern(text) }
        if text.contains("1.") || text.contains("1)"), let list = fromNumberedList(text) { text = list }
        if text.contains(";" as Character), let cells = fromCells(text) { text = cells }
        guard text.contains(where: { $0 == ":" || $0 == "=" }) else { return text }
        return fromPairs(text) ?? text
    }

    /// "1. components 2. missing error state 3. Android only": the numbers, in order from one,
    /// become commas.
    private static func fromNumberedList(_ text: String) -> String? {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var expected = 1
        for index in words.indices {
            let word = words[index]
            guard word.count >= 2, word.count <= 3, let mark = word.last, ".)".contains(mark), Int(word.dropLast()) == expected else { continue }
            words[index] = expected == 1 ? "" : ","
            expected += 1
        }
        guard expected > 2 else { return nil }
        return words.joined(separator: " ").replacingOccurrences(of: " ,", with: ",").trimmingCharacters(in: .whitespaces)
    }

    /// "a11y;ios;eb", "EB;Section Header;mark as resolved": cells pasted from a spreadsheet,
    /// two semicolons or more, none followed by a space, each cell a sentence of its own.
    private static func fromCells(_ text: String) -> String? {
        let cells = text.split(separator: ";", omittingEmptySubsequences: false)
        guard cells.count >= 3, !cells.dropFirst().contains(where: { $0.first?.isWhitespace == true }) else { return nil }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ". ")
    }

    /// "issues:open show:how-long-open count_to:first-of-october", "tokens:dangling": a key of
    /// letters, a colon, a value with no space after the colon; two pairs, or one that is the
    /// whole text. Keys and values are read as words (their underscores and hyphens as spaces);
    /// a kind's value as a kind's ("kind:shadow" is "kind of shadow"), and an action's first
    /// ("component:Badge action:rename" asks to rename).
    private static func fromPairs(_ text: String) -> String? {
        let words = text.split(separator: " ").map(String.init)
        let pair = { (word: String) -> (key: Substring, value: Substring)? in
            guard let colon = word.firstIndex(where: { $0 == ":" || $0 == "=" }), colon != word.startIndex, word.index(after: colon) != word.endIndex
            else { return nil }
            let (key, value) = (word[..<colon], word[word.index(after: colon)...])
            // ("state=focused": with "=", a key of letters only; "C3=0" is no pair.)
            guard key.first?.isLetter == true, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !value.hasPrefix("/"), value.first != ":",
                  word[colon] == ":" || key.allSatisfy({ $0.isLetter || $0 == "_" }) && value.first?.isLetter == true else { return nil }
            return (key, value)
        }
        let pairs = words.filter { pair($0) != nil }.count
        // ("raw-values kind=shadow": one pair with "=" is a pair too.)
        guard pairs >= 2 || pairs == 1 && (words.count == 1 || words.contains { $0.contains("=") && pair($0) != nil }) else { return nil }
        let actions = words.filter { pair($0).map { ["action", "op", "operation", "command", "cmd", "do"].contains($0.key.lowercased()) } == true }
        let read = words.filter { !actions.contains($0) }.map { word in
            pair(word).map { spaced($0.key) + (["kind", "type"].contains($0.key.lowercased()) ? " of " : " ") + spaced($0.value) } ?? word
        }
        return (actions.compactMap { pair($0).map { spaced($0.value) } } + read).joined(separator: " ")
    }

    /// "/eb/components/badge/what-breaks-if-we-touch-it", "https://dsreg.internal/search?q=haptic+feedback":
    /// one word that starts with a slash or a scheme; its segments are words (a run of them that
    /// is a token path the registry holds stays one), its query's keys and values too ("q",
    /// "query" say only that it is searched).
    static func fromURL(_ text: String, tokenExists: (String) -> Bool) -> String? {
        guard !text.contains(where: \.isWhitespace), text.count > 1 else { return nil }
        var rest = Substring(text)
        if let scheme = rest.range(of: "://"), rest[..<scheme.lowerBound].allSatisfy(\.isLetter), !rest[..<scheme.lowerBound].isEmpty {
            rest = rest[scheme.upperBound...]
            let host = rest.prefix { $0 != "/" && $0 != "?" }.lowercased()
            // ("https://www.google.com/maps/search/…": another site's page asks that site.)
            guard ownHost(host) else { return nil }
            rest = rest.dropFirst(host.count)
        } else if !rest.hasPrefix("/") {
            return nil
        }
        let (path, query) = rest.firstIndex(of: "?").map { (rest[..<$0], rest[rest.index(after: $0)...]) } ?? (rest, "")
        let segments = path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        guard segments.count <= 32 else { return nil }
        var read: [String] = []
        var at = 0
        while at < segments.count {
            // The longest run from here that is a token path, else the segment as words.
            let run = stride(from: segments.count, to: at + 1, by: -1).first { tokenExists(segments[at..<$0].joined(separator: "/")) }
            if let run {
                read.append(segments[at..<run].joined(separator: "/"))
                at = run
            } else {
                // ("theme.color.tab-header.selcted.foreground": a dotted path stays whole, a typo in it too.)
                read.append(segments[at].contains(".") && segments[at].first?.isLetter == true ? segments[at] : spaced(segments[at]))
                at += 1
            }
        }
        for field in query.split(separator: "&") {
            let parts = field.split(separator: "=", maxSplits: 1).map { $0.replacingOccurrences(of: "+", with: " ") }.map { $0.removingPercentEncoding ?? $0 }
            guard let key = parts.first else { continue }
            // ("include_unassessed=1": a flag set; "=0" one left off.)
            if parts.count == 2, Self.flagValues[parts[1].lowercased()] == false { continue }
            // ("?criterion=token-coverage", "?state=disabled": a key naming its value's kind says
            // nothing the value does not, and would be read as a question's word.)
            if !["q", "query", "term", "s"].contains(key.lowercased()), parts.count < 2 || !Self.kindKeys.contains(key.lowercased()) {
                read.append(spaced(key))
            }
            if parts.count == 2, Self.flagValues[parts[1].lowercased()] == nil { read.append(parts[1]) }
        }
        return read.joined(separator: " ")
    }

    /// A query field's value that sets a flag on or off.
    private static let flagValues: [String: Bool] = ["1": true, "true": true, "yes": true, "on": true, "0": false, "false": false, "no": false, "off": false]
    /// A query field's keys that name the kind of their value.
    private static let kindKeys: Set<String> = ["state", "platform", "os", "system", "status", "criterion", "component", "verdict"]

    /// "--unmapped --swiftui", "--issue no-code-connect --set-status resolved": options guessed
    /// for a question, read as words; a flag that changes something ("--set-status",
    /// "--delete") first, as the request it is.
    private static func fromFlags(_ text: String) -> String {
        var changes: [String] = []
        var read: [String] = []
        for word in text.split(separator: " ") {
            guard word.hasPrefix("--") else {
                read.append(String(word))
                continue
            }
            let flag = spaced(word.drop { $0 == "-" })
            let verb = flag.split(separator: " ").first.map { $0.lowercased() } ?? ""
            if ReadingVocabulary.destructive.contains(verb) || ReadingVocabulary.valueChanges[verb] != nil { changes.append(flag) } else { read.append(flag) }
        }
        return (changes + read).joined(separator: " ")
    }

    /// `{"question": "which components …", "system": "eb"}`, `{"search": "View All"}`: a JSON
    /// object's question first (under "question", "q", "query", "ask" or "text"), then each
    /// other key and its value as words, in the order typed.
    static func fromJSON(_ text: String) -> String? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any], !object.isEmpty else { return nil }
        // (Strings, whole numbers and lists of strings are said; anything else is not.)
        var said: [String: String] = [:]
        for (key, value) in object {
            if let text = value as? String { said[key] = text } else if let number = value as? Int { said[key] = String(number) }
            else if let list = value as? [String] { said[key] = list.joined(separator: ", ") }
        }
        let asking = questionKeys
        let position = { (key: String) in text.range(of: "\"" + key + "\"")?.lowerBound ?? text.endIndex }
        let typed = said.keys.sorted { position($0) < position($1) }
        let questions: [String] = typed.filter { asking.contains($0.lowercased()) }.compactMap { said[$0] }
        let others: [String] = typed.filter { !asking.contains($0.lowercased()) }.compactMap { key in
            said[key].map { spaced(key) + " " + $0 }
        }
        return (questions + others).joined(separator: ". ")
    }

    /// "| verdict | approved |": a table's row of a kind and its value, said as "verdict is approved".
    private static func fromTableRow(_ text: String) -> String? {
        let cells = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard cells.count == 2, ["verdict", "status", "state", "kind", "platform", "system", "criterion", "family"].contains(cells[0].lowercased())
        else { return nil }
        return cells[0] + " is " + cells[1]
    }

    /// Keys whose value is the question itself, in every layout that has keys (JSON, TOML, XML).
    static let questionKeys: Set<String> = ["question", "q", "query", "ask", "text", "prompt"]

    /// A key, a value, a path's segment or a flag as words: "how-long-open", "count_to".
    static func spaced(_ part: some StringProtocol) -> String {
        part.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
    }

    /// A host a registry's own pages may be served from: dsreg's or a registry's name, this
    /// machine, an address, or a private domain.
    private static func ownHost(_ host: String) -> Bool {
        let name = host.split(separator: ":").first.map(String.init) ?? host
        let labels = name.split(separator: ".")
        return name.contains("dsreg") || name.contains("registry") || name == "localhost" || labels.count == 1
            || labels.allSatisfy { $0.allSatisfy(\.isNumber) }
            || ["internal", "local", "lan", "corp", "intranet", "localhost", "test"].contains(labels.last.map(String.init) ?? "")
    }
}
