import Foundation
import DSRegistryCore
import DSRegistryStore

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
    package static let keys = ["name", "description", "param", "phrase", "concepts", "values", "empty", "unassessed", "example"]
    /// The largest saved question read: one SQL statement and its header (the shipped ones are
    /// under 2 KB). A 64 MB file took 7.5 s and 530 MB to read and parse, on every question
    /// asked and every TAB; it is refused before a byte of it is read, like a seed file.
    package static let fileLimit = 1 << 20

    /// Reads every `.sql` file of `folder` (not recursively), in file-name order.
    ///
    /// ```swift
    /// let (saved, diagnostics) = SavedQuestions.load(folder: URL(fileURLWithPath: "Queries"), displayPrefix: "Queries")
    /// let questions = QuestionCatalog.builtIn + saved
    /// ```
    ///
    /// - Parameters:
    ///   - folder: the folder of saved questions; a missing folder has none.
    ///   - displayPrefix: how the folder is shown in diagnostics ("Queries").
    /// - Returns: the questions read, and a diagnostic for every file that could not be (such a
    ///   file is left out; the others still load).
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
                diagnostics.append(builtInNameTaken(question.name, path: path))
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

    /// A saved file named like the built-in question `name`, found by its name alone (no byte
    /// of it is read): asking the built-in answers, with this said. A file that takes a
    /// built-in's name in its `-- name:` header is found only when the folder is read.
    public static func shadowing(_ name: String, folder: URL, displayPrefix: String) -> Diagnostic? {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".sql").path) else { return nil }
        return builtInNameTaken(name, path: displayPrefix + "/" + name + ".sql")
    }

    static func builtInNameTaken(_ name: String, path: String) -> Diagnostic {
        Diagnostic(.error, file: path, line: 1, column: 1,
            message: "the saved question '\(name)' has the name of a built-in question", suggestion: "rename it")
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

    /// What a saved question's `-- key: value` header lines declare.
    private struct Header {
        var name: String
        var summary: String?
        var parameters: [QuestionParameter] = []
        var phrasings: [Phrasing] = []
        var concepts: [String] = []
        var values: [QuestionParameter.Kind: Set<String>] = [:]
        var empty: String?
        var unassessed: UnassessedRows?
        var examples: [(text: String, line: Int, column: Int)] = []

        /// One header line's key and value; `error` reports a bad one at its place.
        mutating func read(_ key: String, _ value: String, error: (String, String?) -> Void) {
            switch key {
            case "name":
                if value.isEmpty || !value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
                    error("expected a name of lowercase letters, digits and '-', found '\(value)'", nil)
                } else {
                    name = value
                }
            case "description": summary = value
            case "phrase": phrasings.append(Phrasing(value))
            case "concepts": concepts += value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            case "values":
                // `KIND=VALUE[, KIND=VALUE…]`: values the SQL answers for without a parameter.
                for pair in value.split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard parts.count == 2, let kind = QuestionParameter.Kind(rawValue: parts[0]), let allowed = kind.values else {
                        error("expected 'values: KIND=VALUE[, KIND=VALUE…]' with a closed KIND (state, verdict, …), found '\(pair.trimmingCharacters(in: .whitespaces))'", nil)
                        continue
                    }
                    guard allowed.contains(parts[1]) else {
                        error("'\(parts[1])' is not a \(kind.rawValue); expected one of: \(allowed.joined(separator: ", "))",
                              Suggestion.didYouMean(parts[1], in: allowed))
                        continue
                    }
                    values[kind, default: []].insert(parts[1])
                }
            case "empty": empty = value
            case "unassessed":
                // `COLUMN = VALUE[, VALUE…]`: the rows about components nobody assessed.
                let parts = value.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let values = parts.count == 2 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                if parts.count == 2, !parts[0].isEmpty, !values.isEmpty, !values.contains("") {
                    unassessed = UnassessedRows(column: parts[0], values: Set(values))
                } else {
                    error("expected 'unassessed: COLUMN = VALUE[, VALUE…]', found '\(value)'", nil)
                }
            case "param":
                if let parameter = SavedQuestions.parameter(value, error: error) {
                    if parameters.contains(where: { $0.name == parameter.name }) {
                        error("the parameter '\(parameter.name)' is declared twice", nil)
                    } else {
                        parameters.append(parameter)
                    }
                }
            default:
                error("unknown header key '\(key)'; expected one of: \(keys.joined(separator: ", "))", Suggestion.didYouMean(key, in: keys))
            }
        }
    }

    static func parse(_ text: String, stem: String, file: String, into diagnostics: inout DiagnosticList) -> Question? {
        var header = Header(name: stem)
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
            if key == "example" {
                header.examples.append((value, number, column))
                continue
            }
            header.read(key, value) { message, suggestion in
                diagnostics.append(Diagnostic(.error, file: file, line: number, column: column, message: message, suggestion: suggestion))
            }
        }
        let sql = sqlLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        check(header, sql: sql, file: file, into: &diagnostics)
        guard diagnostics.errors.count == errorsBefore, let summary = header.summary else { return nil }
        return question(header, summary: summary, sql: sql, file: file, into: &diagnostics)
    }

    /// What the header and SQL must have together: a description, some SQL, and a declared
    /// parameter for each one a phrase captures.
    private static func check(_ header: Header, sql: String, file: String, into diagnostics: inout DiagnosticList) {
        if header.summary == nil {
            diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1,
                message: "a saved question needs a '-- description:' line saying what it answers"))
        }
        if sql.isEmpty {
            diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1, message: "the file has no SQL after its header"))
        }
        for phrasing in header.phrasings {
            for element in QuestionGrammar.elements(of: phrasing.pattern) {
                if case .capture(let captured) = element.innermost, !header.parameters.contains(where: { $0.name == captured }) {
                    diagnostics.append(Diagnostic(.error, file: file, line: 1, column: 1,
                        message: "the phrase '\(phrasing.pattern)' uses {\(captured)}, which no '-- param:' declares"))
                }
            }
        }
    }

    /// The question a checked header and its SQL make, its examples read as its arguments.
    private static func question(_ header: Header, summary: String, sql: String, file: String,
                                 into diagnostics: inout DiagnosticList) -> Question? {
        var parameters = header.parameters
        // The header's rule is written into the SQL: the rows, and the count of those left out.
        if header.unassessed != nil, !parameters.contains(where: { $0.sqlName == Question.includeUnassessed.sqlName }) {
            parameters.append(Question.includeUnassessed)
        }
        let question = Question(name: header.name, summary: summary, parameters: parameters, sql: sql, emptyMessage: "")
        var arguments: [QuestionArguments] = []
        for example in header.examples {
            // The words after the name, as typed on the command line (no quoting).
            do {
                arguments.append(try question.arguments(from: example.text.split(separator: " ").map(String.init)))
            } catch {
                diagnostics.append(Diagnostic(.error, file: file, line: example.line, column: example.column,
                    message: "the example '\(example.text)' is not this question's arguments: \(error)"))
                return nil
            }
        }
        var saved = Question(name: header.name, summary: summary, parameters: parameters, sql: header.unassessed?.rows(of: sql) ?? sql,
            notAssessed: header.unassessed?.count(of: sql), phrasings: header.phrasings, emptyMessage: header.empty ?? "no rows",
            unassessed: header.unassessed, examples: arguments, origin: .saved(path: file))
        saved.concepts = QuestionConcepts.saved(declared: header.concepts, phrasings: header.phrasings)
        saved.concepts?.values = header.values
        return saved
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
