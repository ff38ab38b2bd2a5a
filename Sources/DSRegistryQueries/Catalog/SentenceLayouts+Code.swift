/// Questions typed the way code is: a GraphQL query (`{ figmaDrift(component: "Title Bar") { … } }`),
/// a TOML or INI section (`[stale] older_than = "three months" system = "eb"`), a checklist's
/// item (`[ ] run the ready-lacking-focus check`), a pattern (`unmapped.*compose`,
/// `/leading media/ anywhere`, `verdict =~ /^approved$/`, `s/open/wont-fix/`). Each is read as
/// the words it lays out, only when its whole shape is there.
extension SentenceLayouts {
    /// `{ figmaEvidence(component: "Secton Header") { booleans built } }`, `query { verdict(verdict:
    /// restructure) { … } }`: each field asked for at the top, its name's words and its arguments'
    /// ("of: \"Section Header\"" is "of Section Header", "status: OPEN" "status open"); the fields
    /// it selects are what to show, not what to ask.
    static func fromGraphQL(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "{"), text.hasSuffix("}") else { return nil }
        let opening = text[..<open].split(separator: " ")
        guard opening.isEmpty || ["query", "subscription"].contains(opening[0].lowercased()) && opening.count <= 2 else { return nil }
        let body = Array(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var (fields, at) = ([String](), 0)
        while at < body.count {
            guard body[at].isLetter || body[at] == "_" else {
                // (Between fields: spaces and commas; anything else is no GraphQL.)
                guard body[at].isWhitespace || body[at] == "," else { return nil }
                at += 1
                continue
            }
            let start = at
            while at < body.count, body[at].isLetter || body[at].isNumber || body[at] == "_" { at += 1 }
            let name = String(body[start..<at])
            while at < body.count, body[at] == " " { at += 1 }
            var arguments: [String] = []
            if at < body.count, body[at] == "(" {
                guard let close = body[at...].firstIndex(of: ")") else { return nil }
                arguments = splitArguments(String(body[(at + 1)..<close])).map { said($0, of: name) }
                at = close + 1
            }
            while at < body.count, body[at] == " " { at += 1 }
            if at < body.count, body[at] == "{" {
                guard let end = closingBrace(from: at, body) else { return nil }
                at = end + 1
            }
            fields.append(([camelWords(name)] + arguments).joined(separator: " "))
        }
        return fields.isEmpty ? nil : fields.joined(separator: ". ")
    }

    /// `[a11y] sytem = "eb" platform = "andriod"`, `[recs] accepted?`, `[ ] run the … check`: a
    /// section's name and its keys' values as words (a question's text, under "ask", "what",
    /// "text" or "question", as it is); a name with three words or fewer after it is a question
    /// too. A checklist's box goes. Nil for any other text.
    static func fromSection(_ text: String) -> String? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        for bullet in ["- ", "* "] where rest.hasPrefix(bullet + "[") { rest = rest.dropFirst(2) }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
        let name = rest[rest.index(after: rest.startIndex)..<close]
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if ["", " ", "x", "X"].contains(name) { return after }
        // ("[DS-810] hover gaps android": a ticket's number labels the question, and stays a label.)
        guard name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || "_-. ".contains($0) }),
              !(name.split(separator: "-").last?.allSatisfy(\.isNumber) ?? false) else { return nil }
        let section = asking.subtracting(["search", "find"]).contains(name.lowercased()) ? "" : spaced(name)
        if let pairs = tomlPairs(after), !pairs.isEmpty {
            return (section.isEmpty ? "" : section + " ") + said(pairs, searched: ["search", "find"].contains(name.lowercased())).joined(separator: ", ")
        }
        guard after.split(separator: " ").count <= 3 else { return nil }
        return section + " " + after
    }

    /// `unmapped.*compose`, `.*unread badge.*`, `/leading media/ anywhere in the registry`,
    /// `verdict =~ /^approved$/`, `s/open/wont-fix/ on every C7 issue`: a pattern's words, its
    /// wildcards and anchors gone, a match said with "is". A pattern open at an end is text searched for; a substitution
    /// asks to change its first word to its second.
    static func fromPattern(_ text: String) -> String {
        var words: [String] = []
        for word in text.split(separator: " ") {
            let parts = word.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count >= 4, parts[0] == "s", !parts[1].isEmpty, !parts[2].isEmpty, parts[3...].allSatisfy({ $0.allSatisfy(\.isLetter) }) {
                words.append("change \(parts[1]) to \(parts[2])")
            } else {
                // ("verdict =~ /^approved$/": the verdict is what matches.)
                words.append(word == "=~" ? "is" : String(word))
            }
        }
        var said = words.joined(separator: " ")
        // ("/leading media/ anywhere": a pattern between slashes, whole.)
        if said.hasPrefix("/"), let close = said.dropFirst().firstIndex(of: "/"), !said[said.index(after: said.startIndex)..<close].isEmpty {
            let inner = said[said.index(after: said.startIndex)..<close]
            let quoted = inner.contains(" ") ? "\"\(unanchored(inner))\"" : unanchored(inner)
            said = "search " + quoted + said[said.index(after: close)...]
        }
        let open = said.hasPrefix(".*") || said.hasSuffix(".*")
        let core = said.replacingOccurrences(of: ".*", with: " ").replacingOccurrences(of: ".+", with: " ")
            .split(separator: " ").map { word in word.hasPrefix("/") && word.hasSuffix("/") && word.count > 2 ? unanchored(word.dropFirst().dropLast()) : String(word) }
            .joined(separator: " ")
        return open && !said.dropFirst(2).dropLast(2).contains(".*") ? "search \"\(core)\"" : core
    }

    /// Whether `text` has a pattern's marks: a wildcard, a match operator, a substitution, or a
    /// pattern between slashes first.
    static func looksLikePattern(_ text: String) -> Bool {
        // (One pass finds none of the marks in most sentences.)
        guard text.contains(where: { "*+~/".contains($0) }) else { return false }
        return text.contains(".*") || text.contains(".+") || text.contains(" =~ ") || text.hasPrefix("s/") || text.contains(" s/")
            || text.hasPrefix("/") && text.contains("/ ")
    }

    // MARK: - Pieces

    /// Keys whose value is the question itself.
    /// (A section or an element says "what", "search", "words" too; in JSON those are keys of their own.)
    private static let asking = questionKeys.union(["what", "search", "find", "words", "phrase"])

    /// Pairs of keys and values as words: a question's text as it is (quoted where it is searched
    /// for), `true` as the key, `false` as "not" and the key, any other as the key and its value.
    static func said(_ pairs: [(String, String)], searched: Bool) -> [String] {
        pairs.map { key, value -> String in
            if value == "true" { return camelWords(key) }
            if value == "false" { return "not " + camelWords(key) }
            if asking.contains(key.lowercased()) { return searched ? "\"\(value)\"" : value }
            return camelWords(key) + " " + value
        }
    }

    /// `key = "value" other = true  # a comment`: every pair, or nil when the text is not all pairs.
    static func tomlPairs(_ text: String) -> [(String, String)]? {
        let characters = Array(text)
        var (pairs, at) = ([(String, String)](), 0)
        let skipSpaces = { while at < characters.count, characters[at].isWhitespace { at += 1 } }
        while true {
            skipSpaces()
            if at == characters.count || characters[at] == "#" && !pairs.isEmpty { return pairs }
            let start = at
            while at < characters.count, characters[at].isLetter || characters[at].isNumber || "_-.".contains(characters[at]) { at += 1 }
            guard at > start else { return nil }
            let key = String(characters[start..<at])
            skipSpaces()
            guard at < characters.count, characters[at] == "=" else { return nil }
            at += 1
            skipSpaces()
            guard at < characters.count else { return nil }
            if characters[at] == "\"" || characters[at] == "'" {
                let quote = characters[at]
                guard let end = characters[(at + 1)...].firstIndex(of: quote) else { return nil }
                pairs.append((key, String(characters[(at + 1)..<end])))
                at = end + 1
            } else {
                let valueStart = at
                while at < characters.count, !characters[at].isWhitespace { at += 1 }
                pairs.append((key, String(characters[valueStart..<at])))
            }
        }
    }

    /// "component: \"Title Bar\"", "status: OPEN", "\"Title Bar\"": an argument as words, its
    /// key gone where it only says what the value is.
    private static func said(_ argument: String, of field: String) -> String {
        let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let raw = parts.last ?? ""
        let unquoted = raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2 ? String(raw.dropFirst().dropLast()) : raw
        let value = unquoted.allSatisfy { $0.isUppercase || $0 == "_" } ? spaced(unquoted.lowercased()) : unquoted
        guard parts.count == 2, !["name", "component", "id", "q", "query", "text", "search", "term", "input"].contains(parts[0].lowercased()),
              parts[0].lowercased() != field.lowercased() else { return value }
        return camelWords(parts[0]) + " " + value
    }

    private static func splitArguments(_ text: String) -> [String] {
        var (arguments, current, quoted) = ([String](), "", false)
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                arguments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return (arguments + [current]).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func closingBrace(from start: Int, _ characters: [Character]) -> Int? {
        var depth = 0
        for at in start..<characters.count {
            if characters[at] == "{" { depth += 1 } else if characters[at] == "}" {
                depth -= 1
                if depth == 0 { return at }
            }
        }
        return nil
    }

    /// "whatChangedBetweenFigmaImports" as "what changed between figma imports".
    /// ("iOS" stays one word: one lowercase letter before capitals is a brand's.)
    static func camelWords(_ name: String) -> String {
        var (words, lowerRun) = ("", 0)
        for character in name {
            if character.isUppercase, let last = words.last, last.isLowercase && lowerRun >= 2 || last.isNumber { words.append(" ") }
            lowerRun = character.isLowercase ? lowerRun + 1 : 0
            words.append(character)
        }
        return spaced(words).lowercased()
    }

    private static func unanchored(_ pattern: some StringProtocol) -> String {
        var text = String(pattern)
        if text.hasPrefix("^") { text.removeFirst() }
        if text.hasSuffix("$") { text.removeLast() }
        return text
    }

    /// `component,platform,state\n,figma,hovering`: a CSV header row and one row of values (the
    /// line break typed or written `\n`), read as a TOML section's keys and values are; an empty
    /// cell says nothing. Nil unless both rows have the same number of cells and the first is of names.
    static func fromCSV(_ text: String) -> String? {
        let lines = text.replacingOccurrences(of: "\\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count == 2 else { return nil }
        let keys = lines[0].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let cells = lines[1].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: [" ", "\""]) }
        guard (1...16).contains(keys.count), keys.count == cells.count,
              keys.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "_" || $0 == "-" } }) else { return nil }
        let read = zip(keys, cells).filter { !$0.1.isEmpty }.map { key, cell in questionKeys.contains(key) ? cell : spaced(key) + " " + cell }
        return read.isEmpty ? nil : read.joined(separator: ", ")
    }
}
