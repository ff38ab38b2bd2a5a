import Foundation

/// A team's own questions: `.sql` files in a folder (`Queries/` by default), each one SQL
/// statement after a header of `--` comment lines:
///
///     -- name: ready-lacking-focus
///     -- description: Ready components that lack focused state on a platform.
///     -- param: platform device-platform default=ios The platform to check.
///     -- phrase: which ready components lack focus on {platform}
///     -- empty: every ready component has focused state on {platform}
///     SELECT …  WHERE ss.platform = :platform
///
/// `param: NAME KIND [positional] [required] [default=VALUE] HELP` declares a parameter; its
/// KIND is one of `QuestionParameter.Kind` (a state, a component, …), so a saved question
/// checks and resolves its arguments exactly like a built-in one. Saved questions run
/// through the read-only door (`ReadOnlySQL`).
public enum SavedQuestions {
    public static let keys = ["name", "description", "param", "phrase", "empty", "unassessed"]
    /// The largest saved question read: one SQL statement and its header (the shipped ones are
    /// under 2 KB). A 64 MB file took 7.5 s and 530 MB to read and parse, on every question
    /// asked and every TAB; it is refused before a byte of it is read, like a seed file.
    public static let fileLimit = 1 << 20

    public static func load(folder: URL, displayPrefix: String) -> (questions: [Question], diagnostics: DiagnosticList) {
        var diagnostics = DiagnosticList()
        var questions: [Question] = []
        let files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for file in files {
            let display = displayPrefix + "/" + file.lastPathComponent
            if let problem = unreadable(file) {
                diagnostics.append(Diagnostic(.error, file: display, line: 1, column: 1, message: problem.message, suggestion: problem.fix))
                continue
            }
            guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(Diagnostic(.error, file: display, line: 1, column: 1, message: "cannot read the file as UTF-8 text"))
                continue
            }
            if let question = parse(text, stem: file.deletingPathExtension().lastPathComponent, file: display, into: &diagnostics) {
                questions.append(question)
            }
        }
        var seen: [String: String] = [:]
        for question in questions {
            guard case .saved(let path) = question.origin else { continue }
            if QuestionCatalog.named(question.name) != nil {
                diagnostics.append(Diagnostic(.error, file: path, line: 1, column: 1,
                    message: "the saved question '\(question.name)' has the name of a built-in question", suggestion: "rename it"))
            } else if let other = seen[question.name] {
                diagnostics.append(Diagnostic(.error, file: path, line: 1, column: 1,
                    message: "the question '\(question.name)' is also defined in \(other)", suggestion: "rename one of them"))
            }
            seen[question.name] = path
        }
        // A file with an error is left out; the others stand (one broken file must not take
        // every question down with it).
        let broken = Set(diagnostics.errors.map(\.file))
        return (questions.filter { question in
            guard case .saved(let path) = question.origin else { return true }
            return !broken.contains(path)
        }, diagnostics)
    }

    /// Why `file` is not read: over `fileLimit`, or not a regular file (a FIFO would hang the
    /// read); nil for a file to read.
    static func unreadable(_ file: URL) -> (message: String, fix: String)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            return ("it is not a regular file", "a saved question is a .sql file: remove this one from the folder")
        }
        if let size = attributes[.size] as? Int, size > fileLimit {
            return ("the file is \(size >> 20) MB, over the \(fileLimit >> 20) MB dsreg reads as a saved question",
                    "a saved question is one SQL statement: trim it, or move the file out of the folder")
        }
        return nil
    }

    static func parse(_ text: String, stem: String, file: String, into diagnostics: inout DiagnosticList) -> Question? {
        var name = stem
        var summary: String?
        var parameters: [QuestionParameter] = []
        var phrasings: [Phrasing] = []
        var empty: String?
        var unassessed: UnassessedRows?
        var sqlLines: [String] = []
        var inHeader = true
        let errorsBefore = diagnostics.errors.count
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let number = offset + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard inHeader, trimmed.hasPrefix("--") else {
                if !trimmed.isEmpty { inHeader = false }
                sqlLines.append(line)
                continue
            }
            let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let colon = body.firstIndex(of: ":"), !body[..<colon].contains(" ") else { sqlLines.append(line); continue }
            let key = String(body[..<colon]).lowercased()
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let column = (line.range(of: key).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
            func error(_ message: String, _ suggestion: String? = nil) {
                diagnostics.append(Diagnostic(.error, file: file, line: number, column: column, message: message, suggestion: suggestion))
            }
            switch key {
            case "name":
                if value.isEmpty || !value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
                    error("expected a name of lowercase letters, digits and '-', found '\(value)'")
                } else {
                    name = value
                }
            case "description": summary = value
            case "phrase": phrasings.append(Phrasing(value))
            case "empty": empty = value
            case "unassessed":
                // `COLUMN = VALUE[, VALUE…]`: the rows about components nobody assessed.
                let parts = value.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let values = parts.count == 2 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                if parts.count == 2, !parts[0].isEmpty, !values.isEmpty, !values.contains("") {
                    unassessed = UnassessedRows(column: parts[0], values: Set(values))
                } else {
                    error("expected 'unassessed: COLUMN = VALUE[, VALUE…]', found '\(value)'")
                }
            case "param":
                if let parameter = parameter(value, error: error) {
                    if parameters.contains(where: { $0.name == parameter.name }) {
                        error("the parameter '\(parameter.name)' is declared twice")
                    } else {
                        parameters.append(parameter)
                    }
                }
            default:
                error("unknown header key '\(key)'; expected one of: \(keys.joined(separator: ", "))", Suggestion.didYouMean(key, in: keys))
            }
        }
        let sql = sqlLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if summary == nil {
            diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1,
                message: "a saved question needs a '-- description:' line saying what it answers"))
        }
        if sql.isEmpty {
            diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1, message: "the file has no SQL after its header"))
        }
        for phrasing in phrasings {
            for element in QuestionGrammar.elements(of: phrasing.pattern) {
                if case .capture(let captured) = element.innermost, !parameters.contains(where: { $0.name == captured }) {
                    diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1,
                        message: "the phrase '\(phrasing.pattern)' uses {\(captured)}, which no '-- param:' declares"))
                }
            }
        }
        guard diagnostics.errors.count == errorsBefore, let summary else { return nil }
        return Question(name: name, summary: summary, parameters: parameters, sql: sql, phrasings: phrasings,
            emptyMessage: empty ?? "no rows", unassessed: unassessed, origin: .saved(path: file))
    }

    /// `platform device-platform positional required default=ios The platform to check.`
    static func parameter(_ text: String, error: (String, String?) -> Void) -> QuestionParameter? {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else {
            error("expected 'param: NAME KIND [positional] [required] [default=VALUE] HELP', found '\(text)'", nil)
            return nil
        }
        let name = words.removeFirst()
        let kindText = words.removeFirst()
        guard let kind = QuestionParameter.Kind(rawValue: kindText) else {
            let kinds = QuestionParameter.Kind.allCases.map(\.rawValue)
            error("unknown parameter kind '\(kindText)'; expected one of: \(kinds.joined(separator: ", "))", Suggestion.didYouMean(kindText, in: kinds))
            return nil
        }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            error("a parameter name is letters, digits and '_' (it is :\(name) in the SQL), found '\(name)'", nil)
            return nil
        }
        var positional = false, required = false
        var defaultValue: String?
        while let word = words.first {
            if word == "positional" { positional = true } else if word == "required" { required = true } else if word.hasPrefix("default=") {
                defaultValue = String(word.dropFirst("default=".count))
            } else { break }
            words.removeFirst()
        }
        return QuestionParameter(name, kind, positional: positional, required: required || positional,
            defaultValue: defaultValue, help: words.joined(separator: " "))
    }
}

extension QuestionGrammar.Element {
    var innermost: QuestionGrammar.Element {
        if case .optional(let inner) = self { return inner.innermost }
        return self
    }
}
