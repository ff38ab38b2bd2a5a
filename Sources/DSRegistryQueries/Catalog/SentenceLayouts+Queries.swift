/// Questions typed as another tool's query: an HTTP request line (`GET /search?q=view+all
/// HTTP/1.1`), an XML element (`<stale olderThan="a full year" system="eb"/>`), a spreadsheet
/// formula (`=FILTER(Issues, Criterion="Native Mappability")`), a Jira query (`project = DS AND
/// status = Open`), a command line of one's own (`ds clan header --sys eb | head`). Each is
/// recognised by its opening only (a method and a path, "<", "=" and a function, "project =",
/// "ds" or "dsreg"), and read as the words it lays out.
extension SentenceLayouts {
    /// `GET /components/Badge/dependents HTTP/1.1 Host: dsreg.internal`: the path read as a URL
    /// is; a method that writes (`PATCH`, `DELETE` …) asks to change; headers go, but for a note.
    static func fromHTTPRequest(_ text: String, tokenExists: (String) -> Bool) -> String? {
        // (The first word is looked at before the text is split: most sentences open with no method.)
        guard methods[String(text.prefix { $0 != " " })] != nil else { return nil }
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, let verb = methods[words[0]], words[1].hasPrefix("/") || words[1].contains("://") else { return nil }
        var read = [verb, fromURL(words[1], tokenExists: tokenExists) ?? spaced(words[1])]
        // ("POST /recommendations/merge-with-logo?status=accepted": a write's query string says what it sets.)
        if !verb.isEmpty, let mark = words[1].firstIndex(of: "?"), let path = fromURL(String(words[1][..<mark]), tokenExists: tokenExists),
           let fields = fromURL("/" + words[1][mark...], tokenExists: tokenExists) {
            read = [verb, path, "to", fields]
        }
        var keep = false
        // ("PATCH … {"verdict": "ready"}": the body says what it sets.)
        if let body = text.firstIndex(of: "{"), text.hasSuffix("}"), let object = fromJSON(String(text[body...])) {
            return [verb, fromURL(words[1], tokenExists: tokenExists) ?? spaced(words[1]), verb.isEmpty ? "" : "to", object].joined(separator: " ")
        }
        for word in words.dropFirst(2) where !word.uppercased().hasPrefix("HTTP/") {
            // ("X-Note: roles pointing at tokens …": what the asker says; "Host:", "X-Team:" say nothing.)
            if word.hasSuffix(":"), word.count > 1 {
                keep = ["note", "comment", "question", "reason", "context", "description"].contains { word.lowercased().contains($0) }
            } else if keep {
                read.append(word)
            }
        }
        return read.filter { !$0.isEmpty }.joined(separator: " ")
    }
    private static let methods = ["GET": "", "HEAD": "", "POST": "change", "PUT": "change", "PATCH": "change", "DELETE": "delete"]

    /// `<issues status="wont-fx" component="Secton Header"/>`, `<!-- note --> <specConflicts/>`,
    /// `<search>touch target</search>`: the element's name, its attributes as a TOML section's
    /// keys are read, and its text; comments go.
    static func fromXML(_ text: String) -> String? {
        var text = text
        while let open = text.range(of: "<!--"), let close = text.range(of: "-->", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("<"), text.hasSuffix(">"), let end = text.firstIndex(of: ">") else { return nil }
        var tag = text[text.index(after: text.startIndex)..<end]
        let closed = tag.hasSuffix("/")
        if closed { tag = tag.dropLast() }
        let name = tag.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard name.first?.isLetter == true, let pairs = tomlPairs(String(tag.dropFirst(name.count))) else { return nil }
        var inner = ""
        if !closed {
            guard text.hasSuffix("</\(name)>") else { return nil }
            inner = String(text[text.index(after: end)..<text.index(text.endIndex, offsetBy: -(name.count + 3))])
        }
        return ([camelWords(String(name))] + said(pairs, searched: ["search", "find"].contains(name.lowercased())) + [inner])
            .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `=FILTER(States, State="disbaled", Supported=FALSE, Platform="iOS")`: a formula's tables,
    /// keys and values as words (its functions and cell ranges go), `Key=FALSE` as "not key",
    /// `>= 3` as "at least 3"; words after it are a remark, kept.
    static func fromFormula(_ text: String) -> String? {
        guard text.hasPrefix("="), text.dropFirst().prefix(while: \.isLetter).count >= 2,
              text.dropFirst().drop(while: \.isLetter).first == "(" else { return nil }
        var (read, calls) = ([String](), [String]())
        let tokens = formulaTokens(String(text.dropFirst()), remarks: true)
        let compares = { (token: FormulaToken?) in if case .compare = token { return true } else { return false } }
        let named = { (token: FormulaToken?) in if case .name = token { return true } else { return false } }
        for (at, token) in tokens.enumerated() {
            let (previous, next) = (at > 0 ? tokens[at - 1] : nil, at + 1 < tokens.count ? tokens[at + 1] : nil)
            switch token {
            case .name(let name) where next == .open:
                // (A spreadsheet's function goes, but for one that searches or measures time; a
                // function of the asker's own, "=CODECONNECT(coverage)", is words.)
                calls.append(name)
                if ["SEARCH", "FIND", "SEARCHB", "FINDB"].contains(name) { read.append("search") }
                if ["DATEDIF", "DAYS", "NETWORKDAYS", "YEARFRAC"].contains(name) { read.append("how long") }
                if !spreadsheetFunctions.contains(name.uppercased()) { read.append(camelWords(name)) }
            case .name(let name):
                if ["TRUE", "FALSE"].contains(name.uppercased()) { continue }
                // ("Key=FALSE": the key is not so.)
                if next == .compare("="), at + 2 < tokens.count, tokens[at + 2] == .name("FALSE") { read.append("not") }
                let sheet = name.split(separator: "!").first.map(String.init) ?? name
                // (A cell or a range, "A:A", "B2", goes; a number stays after a comparison; a column is
                // said as a table filtered, a key compared, a sheet, or in words of prose ("LastReview
                // older than …"), never alone: "DATEDIF(Raised, …, Closed)" says no status.)
                let cell = sheet.allSatisfy { $0.isUppercase || $0.isNumber || $0 == ":" || $0 == "$" } && !sheet.allSatisfy(\.isNumber)
                let table = previous == .open && at > 1 && ["FILTER", "COUNTIF", "COUNTIFS", "QUERY", "UNIQUE"].contains { tokens[at - 2] == .name($0) }
                let own = calls.last.map { !spreadsheetFunctions.contains($0.uppercased()) } ?? true
                let said = sheet.allSatisfy(\.isNumber) ? compares(previous)
                    : table || own || name.contains("!") || compares(next) || named(previous) || named(next)
                if !cell, said { read.append(camelWords(sheet)) }
            case .text(let value): read.append(value)
            case .compare(let symbol): read.append(comparisons[symbol] ?? "")
            case .open: continue
            case .close: _ = calls.popLast()
            case .comma: read.append(",")
            case .rest(let words): read.append(". " + words)
            }
        }
        return read.filter { !$0.isEmpty }.joined(separator: " ").replacingOccurrences(of: " ,", with: ",")
    }
    private static let spreadsheetFunctions: Set<String> = [
        "FILTER", "COUNTIF", "COUNTIFS", "SUMIF", "SUMIFS", "VLOOKUP", "HLOOKUP", "XLOOKUP", "INDEX", "MATCH", "ISNA", "ISBLANK", "IF", "IFS",
        "AND", "OR", "NOT", "TODAY", "NOW", "DATEDIF", "DAYS", "POWER", "SUM", "COUNT", "COUNTA", "UNIQUE", "SORT", "QUERY", "LEN", "TEXT",
        "CONCAT", "IFERROR", "ISNUMBER", "LOWER", "UPPER", "TRIM", "SEARCH", "FIND", "SEARCHB", "FINDB", "AVERAGE", "MAX", "MIN", "ROWS",
        "REGEXMATCH", "ARRAYFORMULA", "EDATE", "EOMONTH", "DATE", "NETWORKDAYS", "YEARFRAC", "SORTBY", "TAKE", "XMATCH", "LET", "LAMBDA",
    ]
    private static let comparisons = [">=": "at least", "<=": "at most", ">": "more than", "<": "less than", "<>": "not", "=": "", "!=": "not",
                                      "~": "mentioning", "!~": "not mentioning"]

    /// `project = DS AND latestVerdict = "restructuring" ORDER BY updated DESC`: a Jira query's
    /// clauses, its project and its order gone; `text ~ "haptic feedback"` searches the phrase;
    /// `lastAssessed < "eighteen months ago"` is "last assessed before eighteen months ago".
    static func fromJQL(_ text: String) -> String? {
        let opening = text.split(separator: " ", maxSplits: 2)
        guard opening.count == 3, opening[0].lowercased() == "project", ["=", "in", "!="].contains(opening[1].lowercased()) else { return nil }
        // ("… -- then bulk change all results": a remark after "--", said after the query.)
        let (query, remark) = opening[2].range(of: " -- ").map { (String(opening[2][..<$0.lowerBound]), " -- " + opening[2][$0.upperBound...]) }
            ?? (String(opening[2]), "")
        let all = formulaTokens(query, remarks: false)
        // ("project = DS dangling aliases": with no clause, the words after the project.)
        let tokens = all.contains(.name("AND")) ? all.drop { $0 != .name("AND") }.dropFirst() : all.dropFirst()
        var read: [String] = []
        for (at, token) in zip(tokens.indices, tokens) {
            switch token {
            case .name("AND"): read.append(",")
            case .name("OR"): read.append("or")
            case .name("NOT"): read.append("not")
            case .name("ORDER"): return read.filter { !$0.isEmpty }.joined(separator: " ").replacingOccurrences(of: " ,", with: ",") + remark
            case .name(let name) where jqlWords.contains(name): read.append(name.lowercased())
            case .name(let name): read.append(name.first?.isLowercase == true ? camelWords(name) : name)
            case .text(let value): read.append(at > tokens.startIndex && tokens[at - 1] == .compare("~") ? "\"\(value)\"" : value)
            case .compare(let symbol): read.append(["<": "before", "<=": "before", ">": "after", ">=": "after"][symbol] ?? comparisons[symbol] ?? "")
            case .comma: read.append(",")
            case .open, .close, .rest: continue
            }
        }
        return read.filter { !$0.isEmpty }.joined(separator: " ").replacingOccurrences(of: " ,", with: ",") + remark
    }

    private static let jqlWords: Set<String> = ["CHANGED", "FROM", "TO", "WAS", "IS", "EMPTY", "IN", "BY", "DURING", "BEFORE", "AFTER", "ON", "NULL"]

    /// `registry.lacking_state("focussed", platform="figam")  # for the audit`,
    /// `reg.components["Visual Popup"].delete()`: a method called on the registry, typed at a
    /// Python prompt; the receiver goes, the method's and its arguments' words stay, a comment is
    /// a remark.
    static func fromMethodCall(_ text: String) -> String? {
        let receiver = text.prefix { $0.isLetter || $0 == "_" }
        guard ["registry", "reg", "dsreg", "ds", "db", "r"].contains(receiver.lowercased()), text.dropFirst(receiver.count).first == "." else { return nil }
        let (code, remark) = text.range(of: " #").map { (String(text[..<$0.lowerBound]), ". " + text[$0.upperBound...]) } ?? (text, "")
        guard code.contains("(") else { return nil }
        let cleaned = code.dropFirst(receiver.count + 1).replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
        var read: [String] = []
        for token in formulaTokens(cleaned, remarks: false) {
            switch token {
            case .name(let name):
                // ("….delete()": a method that changes anything is the request, said first.)
                for part in name.split(separator: ".").map({ camelWords(String($0)).trimmingCharacters(in: .whitespaces) }) {
                    let verb = part.split(separator: " ").first.map(String.init) ?? ""
                    if ReadingVocabulary.destructive.contains(verb) || ReadingVocabulary.valueChanges[verb] != nil { read.insert(part, at: 0) } else { read.append(part) }
                }
            case .text(let value): read.append(value)
            case .comma: read.append(",")
            case .compare(let symbol): read.append(comparisons[symbol] ?? "")
            case .open, .close, .rest: continue
            }
        }
        return read.filter { !$0.isEmpty }.joined(separator: " ").replacingOccurrences(of: " ,", with: ",") + remark
    }

    /// `ds raw --kind shadow --sys eb | wc -l`, `dsreg gaps --what "can't show it's busy" --os android`:
    /// a command line of one's own, its program and pipes gone, each flag's name as words and each
    /// value as it is; a comment after "#" is kept, as words.
    static func fromCommandLine(_ text: String) -> String? {
        // ("/dsreg verdict ready eb", "!ds figma hist Header": a chat's slash or bang command too.)
        let program = text.prefix { $0 != " " }.lowercased()
        let buildTool = buildTools.contains(program)
        guard buildTool || ["ds", "dsreg", "/ds", "/dsreg", "!ds", "!dsreg"].contains(program) else { return nil }
        let words = buildTool ? scriptTarget(text) : text.split(separator: " ").map(String.init)
        guard words.count >= 2, !words[1].hasPrefix("-") || words.count > 2 else { return nil }
        var read: [String] = []
        var piped = false
        for word in words.dropFirst(words.count > 2 && words[1].lowercased() == "query" ? 2 : 1) {
            if word == "#" || word.hasPrefix("#") && word.count > 1 && word.dropFirst().first?.isLetter == true {
                piped = false
                read.append(".")
                if word.count > 1 { read.append(String(word.dropFirst())) }
                continue
            }
            if word == "|" { piped = true }
            // ("-i", "-k2": a short flag of the asker's own tool says nothing.)
            if piped || word.hasPrefix("-") && !word.hasPrefix("--") && word.count <= 4 { continue }
            if word.hasPrefix("--"), word.count > 2 {
                let parts = word.dropFirst(2).split(separator: "=", maxSplits: 1)
                // (Each option a clause: "issue-age, status in-progress", never "issue-age status".)
                // ("--kind shadow": a kind's value is said as one, "kind of shadow".)
                let kind = ["kind", "type"].contains(parts[0].lowercased()) ? " of" : ""
                // ("Q=\"View All\"": the question's own words, no key.)
                let key = questionKeys.contains(parts[0].lowercased()) && parts.count == 2 ? "" : spaced(parts[0]) + kind
                read.append(", " + key + (parts.count == 2 ? " " + parts[1].replacingOccurrences(of: "\"", with: "") : ""))
            } else {
                read.append(word.replacingOccurrences(of: "\"", with: ""))
            }
        }
        return read.joined(separator: " ").replacingOccurrences(of: " .", with: ".").replacingOccurrences(of: " ,", with: ",")
            .trimmingCharacters(in: [",", " "])
    }
}

extension SentenceLayouts {
    /// Programs whose target or script may be named for a question (`make stale`, `npm run stale`).
    private static let buildTools: Set<String> = ["make", "npm", "yarn", "pnpm"]

    /// `make token-usage TOKEN=text/brand`, `npm run stale -- --older-than "five months"`, `yarn
    /// audit:how-long-open`: a build tool's target named for the question, laid out as a command
    /// line of one's own (`ds token-usage --token=text/brand`): its variables as options, a
    /// script's "-- " and ":" gone. Empty when the words are no such target (`npm install -g x`).
    static func scriptTarget(_ text: String) -> [String] {
        var words = text.split(separator: " ").map(String.init)
        if words.first?.lowercased() != "make", words.count > 1, words[1].lowercased() == "run" { words.remove(at: 1) }
        guard words.count >= 2, words[1].first?.isLetter == true, words[1].allSatisfy({ $0.isLetter || $0.isNumber || "-_:".contains($0) }),
              !["install", "i", "add", "remove", "uninstall", "build", "test", "publish", "clean", "all", "init", "ci", "update"].contains(words[1].lowercased())
        else { return [] }
        var read = ["ds", spaced(words[1].replacingOccurrences(of: ":", with: " "))]
        for word in words.dropFirst(2) where word != "--" {
            // ("TOKEN=text/brand", "OLDER_THAN=\"two quarters\"": a variable is an option.)
            if let equals = word.firstIndex(of: "="), word.first?.isLetter == true, word[..<equals].allSatisfy({ $0.isLetter || $0 == "_" }) {
                read.append("--" + word[..<equals].lowercased().replacingOccurrences(of: "_", with: "-") + word[equals...])
            } else {
                read.append(word)
            }
        }
        return read
    }
}

/// A formula's tokens: names (functions, tables, keys, ranges), quoted texts, comparisons,
/// brackets and commas; what follows the formula's last bracket is the asker's remark.
enum FormulaToken: Equatable {
    case name(String), text(String), compare(String), open, close, comma, rest(String)
}

extension SentenceLayouts {
    /// `text` as a formula's or a Jira query's tokens; with `remarks`, the words after its last
    /// bracket are one remark.
    static func formulaTokens(_ text: String, remarks: Bool) -> [FormulaToken] {
        let characters = Array(text)
        var (tokens, at, depth) = ([FormulaToken](), 0, 0)
        while at < characters.count {
            let character = characters[at]
            if remarks, depth == 0, !tokens.isEmpty, character.isWhitespace {
                let rest = String(characters[at...]).trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { tokens.append(.rest(rest)) }
                break
            }
            if character.isWhitespace {
                at += 1
            } else if character == "\"" {
                let end = characters[(at + 1)...].firstIndex(of: "\"") ?? characters.count
                tokens.append(.text(String(characters[(at + 1)..<end])))
                at = end + 1
            } else if "<>=!~".contains(character) {
                var symbol = String(character)
                if at + 1 < characters.count, "=>~".contains(characters[at + 1]), character != "=" { symbol.append(characters[at + 1]) }
                tokens.append(.compare(symbol))
                at += symbol.count
            } else if "(),;".contains(character) {
                depth += character == "(" ? 1 : character == ")" ? -1 : 0
                tokens.append(character == "(" ? .open : character == ")" ? .close : .comma)
                at += 1
            } else {
                let start = at
                while at < characters.count, !characters[at].isWhitespace, !"\"<>=~(),;".contains(characters[at]),
                      characters[at] != "!" || at > start && at + 1 < characters.count && characters[at + 1] != "=" { at += 1 }
                if at == start { at += 1 } else { tokens.append(.name(String(characters[start..<at]))) }
            }
        }
        return tokens
    }
}
