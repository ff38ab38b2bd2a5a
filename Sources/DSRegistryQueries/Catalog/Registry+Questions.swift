import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// Asks a question: checks each argument against its parameter's kind, binds the canonical
    /// values (a component's id, a state's canonical name) and runs the SQL. A saved question's
    /// SQL was written by a person, so it runs through the read-only door.
    ///
    /// ```swift
    /// let question = QuestionCatalog.named("lacking-state")!
    /// let answer = try registry.ask(question, try question.arguments(from: ["pressed", "--platform", "android"]))
    /// ```
    ///
    /// - Parameters:
    ///   - question: a built-in question (``QuestionCatalog``) or a saved one (``SavedQuestions``).
    ///   - arguments: parameter name → value as typed, from ``Question/arguments(from:)`` or
    ///     ``SentenceReading/arguments``.
    ///   - asOf: answer as the registry stood at a version or date; nil for now.
    ///   - limits: how long the statement may run and how large the answer may grow.
    ///   - sink: where the rows go as they are read (streamed output); the answer is
    ///     then returned with no rows. A built-in answer that must be whole before it is shown (a
    ///     name several systems share, search snippets) is collected first, then handed over.
    /// - Returns: the answer, its columns those of the question's SQL.
    /// - Throws: ``QuestionError`` for a value that is not valid, ``/DSRegistryStore/LookupError`` for a name the
    ///   registry does not know, `SQLError` for a saved question's SQL that fails or writes,
    ///   or for any question stopped by `limits`.
    public func ask(_ question: Question, _ arguments: QuestionArguments, asOf: AsOf? = nil,
                    limits: QueryLimits = .standard, sink: RowSink? = nil) throws -> ResultTable {
        switch question.origin {
        case .builtIn:
            return try reading(asOf: asOf) { db in
                do {
                    if let sink, !question.fillsLongSnippets {
                        return try Self.answer(db, question, arguments, limits: limits, streamingTo: sink)
                    }
                    let table = try Self.answer(db, question, arguments, limits: limits)
                    return try sink.map(table.handed) ?? table
                } catch let error as LookupError {
                    // A component or family several systems share, and no --system: the answer
                    // for each of those systems, by system.
                    guard let (system, systems) = Self.sharedSystems(error, question, arguments) else { throw error }
                    let tables = try systems.map { id in
                        try Self.answer(db, question, arguments.merging([system.name: id]) { _, new in new }, limits: limits)
                    }
                    let table = ResultTable(bySystem: tables, systems: systems, emptyMessage: question.emptyMessage(arguments))
                    return try sink.map(table.handed) ?? table
                }
            }
        case .saved:
            let bound = try bind(question, arguments)
            let shadows = try asOf?.statements() ?? []
            var hidden = 0
            if let count = question.notAssessed {
                let table = try ReadOnlySQL.run(path: path, sql: count, parameters: bound.values, setUp: shadows, limits: limits)
                hidden = table.rows.first?.first.flatMap { Int($0.text) } ?? 0
            }
            let counter = sink.map(RowCounter.init)
            var table = try ReadOnlySQL.run(path: path, sql: question.sql, parameters: bound.values,
                emptyMessage: question.emptyMessage(bound.display, notAssessed: hidden), setUp: shadows, limits: limits, sink: counter)
            if let note = question.notAssessedNote(hidden, answerIsEmpty: (counter?.rows ?? table.rows.count) == 0) {
                table.notes.append(note)
            }
            return table
        }
    }

    /// How many components `question`'s answer leaves out as not assessed: its `notAssessed`
    /// statement, bound as the answer is (0 for a question with none).
    static func notAssessed(_ db: Database, _ question: Question, _ values: [String: DatabaseValue]) throws -> Int {
        guard let sql = question.notAssessed else { return 0 }
        return try Int.fetchOne(db, sql: sql, arguments: StatementArguments(values)) ?? 0
    }

    /// One built-in question's answer, its arguments bound within `db`.
    package static func answer(_ db: Database, _ question: Question, _ arguments: QuestionArguments, limits: QueryLimits) throws -> ResultTable {
        let bound = try bind(db, question, arguments)
        let hidden = try notAssessed(db, question, bound.values)
        let sql = QuestionCatalog.expanding(question.sql, platforms: try QuestionCatalog.extraPlatforms(db))
        var table = try ResultTable.fetch(db, sql: sql, arguments: StatementArguments(bound.values),
            emptyMessage: question.emptyMessage(bound.display, notAssessed: hidden), limits: limits)
        if let note = question.notAssessedNote(hidden, answerIsEmpty: table.rows.isEmpty) { table.notes.append(note) }
        if question.fillsLongSnippets, let search = question.parameters.first(where: { $0.kind == .search }),
           case .string(let query) = bound.values[search.sqlName]?.storage {
            table = try SearchSnippet.fill(table, db, query: query)
        }
        return table.keepingColumns(of: question, bound.display)
    }

    /// The question as the `sqlite3` shell runs it: one `.parameter set` per bound value, then
    /// the SQL, then (a gap question) the statement counting the components it left out as not
    /// assessed. `Benchmarks/run.sh` times it against `dsreg query` to measure the floor.
    /// A name several systems share is answered for each of them, in one statement.
    public func shellScript(_ question: Question, _ arguments: QuestionArguments) throws -> String {
        let bound: (values: [String: DatabaseValue], display: QuestionArguments)
        do {
            bound = try bind(question, arguments)
        } catch let error as LookupError where question.origin == .builtIn {
            return try sharedNameScript(question, arguments, error)
        }
        let sql = try writer.read { db in QuestionCatalog.expanding(question.sql, platforms: try QuestionCatalog.extraPlatforms(db)) }
        return Self.parameterLines(bound.values) + sql + ";\n" + (question.notAssessed.map { $0 + ";\n" } ?? "")
    }

    /// One `.parameter set` line per bound value, by name.
    static func parameterLines(_ values: [String: DatabaseValue]) -> String {
        var script = ""
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            // The shell evaluates VALUE as SQL after removing one level of double quotes, so a
            // literal quoted for SQL, then for the shell, arrives as itself ('2025-01-01' would
            // otherwise be the number 2023).
            let literal: String
            switch value.storage {
            case .null: literal = "NULL"
            case .int64(let number): literal = String(number)
            case .double(let number): literal = String(number)
            case .string(let text): literal = Self.sqlLiteral(text)
            case .blob(let bytes): literal = "X'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
            }
            let shellQuoted = literal.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            script += ".parameter set :\(name) \"\(shellQuoted)\"\n"
        }
        return script
    }

    /// A text as an SQL expression that stays on one line: quotes doubled, and each control
    /// character written as `char(N)`. A newline kept as itself would end the `.parameter set`
    /// line, and the shell would run the rest of the text as its own command (`.shell …`).
    static func sqlLiteral(_ text: String) -> String {
        var parts: [String] = []
        var run = ""
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x20 || scalar.value == 0x7F else { run.unicodeScalars.append(scalar); continue }
            if !run.isEmpty { parts.append("'" + run.replacingOccurrences(of: "'", with: "''") + "'") }
            run = ""
            parts.append("char(\(scalar.value))")
        }
        if !run.isEmpty || parts.isEmpty { parts.append("'" + run.replacingOccurrences(of: "'", with: "''") + "'") }
        return parts.joined(separator: " || ")
    }

    /// The values to bind, by parameter name (NULL for a parameter not given), and the
    /// arguments as a person reads them (a component's current name).
    package func bind(_ question: Question, _ arguments: QuestionArguments) throws -> (values: [String: DatabaseValue], display: QuestionArguments) {
        try writer.read { db in try Self.bind(db, question, arguments) }
    }

    static func bind(_ db: Database, _ question: Question, _ arguments: QuestionArguments) throws -> (values: [String: DatabaseValue], display: QuestionArguments) {
        var values: [String: DatabaseValue] = [:]
        var display: QuestionArguments = [:]
        // The system first: a component or family name is looked up within it.
        let ordered = question.parameters.sorted { ($0.kind == .system ? 0 : 1) < ($1.kind == .system ? 0 : 1) }
        var system: String?
        for parameter in ordered {
            guard let text = arguments[parameter.name] else {
                values[parameter.sqlName] = .null
                continue
            }
            let (value, shown) = try resolve(db, parameter, text, system: system)
            if parameter.kind == .system { system = value.storage.value as? String }
            values[parameter.sqlName] = value
            display[parameter.name] = shown
        }
        return (values, display)
    }

    /// One argument checked and made canonical: the value bound and the text shown.
    static func resolve(_ db: Database, _ parameter: QuestionParameter, _ text: String, system: String?) throws -> (DatabaseValue, String) {
        switch parameter.kind {
        case .component:
            let component = try NameLookup(db).component(text, system: system)
            return (component.id.databaseValue, component.name)
        case .system:
            let id = try NameLookup(db).system(text) ?? text
            return (id.databaseValue, id)
        case .family:
            let family = try NameLookup(db).family(text, system: system)
            return (family.id.databaseValue, family.name)
        case .token:
            let path = try NameLookup(db).token(text)
            return (path.databaseValue, path)
        case .search:
            let words = SearchSnippet.words(text)
            guard !words.isEmpty else {
                throw QuestionError.invalidValue(parameter: "search text", value: text, expected: ["one or more words"])
            }
            // Each word quoted: the user's text is never FTS5 query syntax.
            return (words.map { "\"\($0)\"" }.joined(separator: " ").databaseValue, text)
        case .duration:
            guard let months = QuestionParameter.Kind.months(in: text) else {
                throw QuestionError.invalidValue(parameter: parameter.name, value: text, expected: ["a duration such as 6m, 1y or 90d"])
            }
            return (months.databaseValue, text)
        case .date:
            guard let date = parameter.kind.canonical(text) else {
                throw QuestionError.invalidValue(parameter: parameter.name, value: text, expected: ["a date such as 2026-04 or 2026-04-15", "today"])
            }
            return (date.databaseValue, date)
        case .flag:
            guard let value = parameter.kind.canonical(text).flatMap({ Int($0) }) else {
                throw QuestionError.invalidValue(parameter: parameter.name, value: text, expected: ["yes or no (1 or 0)"])
            }
            return (value.databaseValue, value == 1 ? "yes" : "no")
        case .state:
            // A canonical state, a built-in synonym, or a word a system declares for a platform
            // ("keyboard-focus" on Lumen's web is focused).
            return try QuestionCatalog.state(db, text, system: system)
        case .platform, .devicePlatform:
            let platform = try QuestionCatalog.platform(db, text, parameter: parameter.kind.rawValue.replacingOccurrences(of: "-", with: " "),
                                                        system: system, code: parameter.kind == .devicePlatform)
            return (platform.rawValue.databaseValue, platform.rawValue)
        case .criterion:
            // C1–C7, or an id of a system's own set (v14), within --system when given.
            if let canonical = parameter.kind.canonical(text) { return (canonical.databaseValue, canonical) }
            let own = try String.fetchAll(db, sql: """
                SELECT id FROM criterion WHERE system_id IS NOT NULL AND (:system IS NULL OR system_id = :system)
                ORDER BY system_id, ordinal
                """, arguments: ["system": system])
            if let id = own.first(where: { $0.lowercased() == text.lowercased() }) { return (id.databaseValue, id) }
            throw QuestionError.invalidValue(parameter: "criterion", value: text, expected: Criterion.rawValues + own)
        case .integer:
            guard let value = Int(text) else {
                throw QuestionError.invalidValue(parameter: parameter.name, value: text, expected: ["a whole number"])
            }
            return (value.databaseValue, String(value))
        default:
            guard let canonical = parameter.kind.canonical(text) else {
                throw QuestionError.invalidValue(parameter: parameter.kind.rawValue.replacingOccurrences(of: "-", with: " "),
                    value: text, expected: parameter.kind.values ?? [])
            }
            return (canonical.databaseValue, canonical)
        }
    }
}

extension ResultTable {
    /// The answers for each system a shared name names, one after another, with a `system`
    /// column first when the question's answer has none.
    init(bySystem tables: [ResultTable], systems: [String], emptyMessage: String) {
        let columns = tables.first?.columns ?? []
        let hasSystem = columns.contains("system")
        self.init(columns: hasSystem ? columns : ["system"] + columns, rows: [], emptyMessage: emptyMessage)
        for (table, system) in zip(tables, systems) {
            rows += hasSystem ? table.rows : table.rows.map { [.text(system)] + $0 }
        }
    }

    /// When a question has a column per value of a parameter and that parameter was given,
    /// keeps only the column asked about (`lacking-state --platform ios` shows `ios`).
    func keepingColumns(of question: Question, _ arguments: QuestionArguments) -> ResultTable {
        guard let keep = Self.keptColumns(columns, of: question, arguments) else { return self }
        var table = self
        table.columns = keep.map { columns[$0] }
        table.rows = rows.map { row in keep.map { row[$0] } }
        return table
    }

    /// The columns of a per-platform question that are not platforms.
    static let fixedColumns: Set<String> = ["system", "component", "state", "reason", "note"]

    /// The indexes of the columns `keepingColumns` keeps; nil when it keeps them all.
    static func keptColumns(_ columns: [String], of question: Question, _ arguments: QuestionArguments) -> [Int]? {
        guard let name = question.columnsPerValueOf, let asked = arguments[name],
              var values = question.parameter(name)?.kind.values else { return nil }
        // Every platform column, built-in or declared, is one value's column.
        if question.parameter(name)?.kind == .platform { values += columns.filter { Platform(rawValue: $0) != nil && !Self.fixedColumns.contains($0) } }
        let drop = Set(values).subtracting([asked])
        return columns.indices.filter { !drop.contains(columns[$0]) }
    }

    /// A collected answer handed to `sink` row by row, returned with no rows as a streamed
    /// answer is.
    func handed(to sink: RowSink) throws -> ResultTable {
        sink.begin(columns: columns)
        for row in rows { try sink.row(row) }
        sink.end(emptyMessage: emptyMessage)
        var table = self
        table.rows = []
        return table
    }
}
