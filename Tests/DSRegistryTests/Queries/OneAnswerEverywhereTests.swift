import Foundation
import GRDB
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Issue 31, "done when": every catalog and shipped saved question, with its documented
/// example arguments and with `--include-unassessed`, gives the same rows, row for row, as
/// `dsreg query … --format json`, as its `--print-sql` run by `sqlite3 -json`, and as its
/// Datasette canned query (`datasette serve -i … --get`, the JSON API without a server). The
/// note's count is the script's second statement. Skipped, with the reason, where sqlite3 or
/// datasette is absent (a failure under DSREG_REQUIRE_BROWSER=1, as `.ci/run` sets).
@Suite(.serialized) struct OneAnswerEverywhereTests {
    /// One registry (the seeds, then the migrations), its metadata and the questions.
    final class Setup {
        let folder: TemporaryFolder
        let db: String
        let metadata: String
        let queries = TestPaths.packageRoot.appendingPathComponent("Queries").path
        let questions: [Question]

        init() throws {
            folder = try TemporaryFolder(copying: TestPaths.seeds)
            db = folder.url.appendingPathComponent("registry.sqlite").path
            metadata = folder.url.appendingPathComponent("metadata.json").path
            let migrations = TestPaths.packageRoot.appendingPathComponent("Migrations").path
            #expect(try DSRegBinary.run(["seed", "--from", folder.url.path, "--db", db]).status == 0)
            #expect(try DSRegBinary.run(["migrate", "--migrations", migrations, "--db", db]).status == 0)
            let wrote = try DSRegBinary.run(["datasette", "--db", db, "--queries", queries, "--output", metadata])
            #expect(wrote.status == 0, "\(wrote.errors)")
            let saved = SavedQuestions.load(folder: URL(fileURLWithPath: queries), displayPrefix: "Queries")
            #expect(saved.diagnostics.sorted.isEmpty)
            questions = QuestionCatalog.builtIn + saved.questions
        }
    }

    /// A question asked one way: its arguments, and whether --include-unassessed is given.
    struct Asking: CustomStringConvertible {
        var question: Question
        var arguments: QuestionArguments
        var description: String { "dsreg query " + question.commandLine(arguments) }
    }

    /// Every example of every question, and each again with --include-unassessed.
    static func askings(_ questions: [Question]) -> [Asking] {
        questions.flatMap { question in
            question.examples.flatMap { example -> [Asking] in
                var every = example
                guard let flag = question.includeUnassessedParameter else { return [Asking(question: question, arguments: example)] }
                every[flag.name] = "1"
                return [Asking(question: question, arguments: example), Asking(question: question, arguments: every)]
            }
        }
    }

    @Test func everyQuestionHasADocumentedExample() throws {
        let setup = try Setup()
        #expect(setup.questions.count == QuestionCatalog.builtIn.count + 2)
        #expect(setup.questions.filter(\.examples.isEmpty).map(\.name) == [])
    }

    @Test func theCommandTheShellAndDatasetteGiveTheSameRows() throws {
        guard let sqlite3 = ExternalTool.find("sqlite3") else {
            #expect(ExternalTool.skipped("sqlite3 is not installed (apt-get install sqlite3)"))
            return
        }
        guard let datasette = ExternalTool.find("datasette") else {
            #expect(ExternalTool.skipped("datasette is not installed (pip install datasette)"))
            return
        }
        let setup = try Setup()
        let before = try Data(contentsOf: URL(fileURLWithPath: setup.db))
        var compared = 0
        for asking in Self.askings(setup.questions) {
            let question = asking.question
            let words = ["query", question.name] + question.words(for: asking.arguments)
            let command = try DSRegBinary.run(words + ["--db", setup.db, "--queries", setup.queries, "--format", "json"])
            #expect(command.status == 0, "\(asking): \(command.errors)")
            let rows = try Self.rows(command.output)

            // --print-sql, run by the sqlite3 shell: the rows, then the count of the note.
            let script = try DSRegBinary.run(words + ["--print-sql", "--db", setup.db, "--queries", setup.queries])
            #expect(script.status == 0, "\(asking): \(script.errors)")
            let file = setup.folder.url.appendingPathComponent("script.sql")
            try script.output.write(to: file, atomically: true, encoding: .utf8)
            let shell = try DSRegBinary.runProcess(sqlite3, ["-json", "-bail", setup.db, ".read " + file.path])
            #expect(shell.status == 0 && shell.errors.isEmpty, "\(asking): \(shell.errors)")
            var results = try Self.results(shell.output)
            if question.notAssessed != nil {
                let count = results.popLast()
                #expect(count?.map { Array($0.keys) } == [["not_assessed"]], "\(asking)")
                let hidden = Int(count?.first?["not_assessed"] ?? "") ?? -1
                let note = Self.note(command.errors)
                #expect(hidden == note, "\(asking): the script counts \(hidden), the command says \(command.errors)")
            }
            #expect(results.count <= 1, "\(asking): \(results.count) answers")
            #expect(Self.shown(results.first ?? [], asking) == rows, "\(asking): sqlite3 differs")

            // The canned query, its parameters as typed (the form's fields).
            var path = "/registry/\(question.name).json?_shape=array"
            for parameter in question.parameters {
                guard let value = asking.arguments[parameter.name] else { continue }
                let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
                path += "&\(parameter.sqlName)=\(encoded)"
            }
            // A name several systems share: the form asks one system at a time, so Datasette is
            // asked for each, one after another, as the command answers.
            var served: [[String: String]] = []
            let systems = try Self.sharedSystems(setup, asking)
            for system in systems {
                served += try Self.datasette(datasette, setup, path + "&system=" + system, asking)
            }
            if systems.isEmpty { served = try Self.datasette(datasette, setup, path, asking) }
            #expect(Self.shown(served, asking) == rows, "\(asking): Datasette differs: \(path)")
            compared += 1
        }
        // 27 questions, 29 examples, 3 of them again with --include-unassessed.
        #expect(compared == 33)
        #expect(try Data(contentsOf: URL(fileURLWithPath: setup.db)) == before)
    }

    /// A name several systems share: the command answers for each system, and so does the
    /// printed script (one statement). Datasette answers for the system its form names: the
    /// answers for each system, one after another, are the command's.
    @Test func aSharedNameIsAnsweredForEverySystemEverywhere() throws {
        guard let sqlite3 = ExternalTool.find("sqlite3"), let datasette = ExternalTool.find("datasette") else {
            #expect(ExternalTool.skipped("sqlite3 or datasette is not installed"))
            return
        }
        let setup = try Setup()
        let question = try #require(QuestionCatalog.named("dependents"))
        let words = ["query", "dependents", "Avatar", "--db", setup.db]
        let command = try DSRegBinary.run(words + ["--format", "json"])
        let rows = try Self.rows(command.output)
        #expect(rows.map { $0["system"] } == ["backbase", "sap-fiori"])
        let script = try DSRegBinary.run(words + ["--print-sql"])
        #expect(script.status == 0, "\(script.errors)")
        #expect(script.output.hasPrefix(".parameter set :component_1 "))
        #expect(script.output.components(separatedBy: "\nUNION ALL\n").count == 3)
        let file = setup.folder.url.appendingPathComponent("shared.sql")
        try script.output.write(to: file, atomically: true, encoding: .utf8)
        let shell = try DSRegBinary.runProcess(sqlite3, ["-json", setup.db, ".read " + file.path])
        #expect(try Self.results(shell.output) == [rows])
        var served: [[String: String]] = []
        for system in ["backbase", "eb", "sap-fiori"] {
            let asking = Asking(question: question, arguments: ["component": "Avatar", "system": system])
            served += try Self.datasette(datasette, setup, "/registry/dependents.json?_shape=array&component=Avatar&system=\(system)", asking)
        }
        #expect(served == rows)
    }

    // MARK: - Reading the three answers

    /// The systems that share the component or family name asked about, when no system is
    /// given and there are several; else none.
    static func sharedSystems(_ setup: Setup, _ asking: Asking) throws -> [String] {
        guard asking.arguments["system"] == nil,
              let parameter = asking.question.parameters.first(where: { [.component, .family].contains($0.kind) }),
              let name = asking.arguments[parameter.name] else { return [] }
        let registry = try Registry.reading(at: setup.db)
        let systems = try registry.writer.read { db in
            try String.fetchAll(db, sql: parameter.kind == .component
                ? "SELECT DISTINCT system_id FROM component_name WHERE lookup_key = ? ORDER BY system_id"
                : "SELECT DISTINCT system_id FROM family WHERE lower(key) = lower(?) OR lower(name) = lower(?) ORDER BY system_id",
                arguments: parameter.kind == .component ? [NameKey.of(name)] : [name, name])
        }
        return systems.count > 1 ? systems : []
    }

    static func datasette(_ tool: URL, _ setup: Setup, _ path: String, _ asking: Asking) throws -> [[String: String]] {
        let result = try DSRegBinary.runProcess(tool, ["serve", "-i", setup.db, "-m", setup.metadata, "--get", path])
        #expect(result.status == 0, "\(asking): \(path): \(result.errors)")
        return try rows(result.output)
    }

    /// The rows a person is shown: a question with a column per value of a parameter shows
    /// only the asked one (`lacking-state --platform figma` has no `ios`); the SQL has them all.
    static func shown(_ rows: [[String: String]], _ asking: Asking) -> [[String: String]] {
        guard let name = asking.question.columnsPerValueOf, let asked = asking.arguments[name],
              let values = asking.question.parameter(name)?.kind.values else { return rows }
        let dropped = Set(values).subtracting([asked])
        return rows.map { $0.filter { !dropped.contains($0.key) } }
    }

    /// "and 28 components not assessed (…)" → 28; no note → 0.
    static func note(_ errors: String) -> Int {
        guard let match = errors.firstMatch(of: /(?:and )?(\d+) (?:components?|rows?) not assessed/) else { return 0 }
        return Int(match.1) ?? -1
    }

    /// JSON arrays, one per statement that had rows (sqlite3 -json prints none for no rows).
    static func results(_ output: String) throws -> [[[String: String]]] {
        let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        // Raw line breaks only come between values: a text's own are escaped.
        return try trimmed.components(separatedBy: "]\n[").enumerated().map { index, part in
            try rows((index == 0 ? "" : "[") + part + (part.hasSuffix("]") ? "" : "]"))
        }
    }

    /// Rows as text, so that a number and its JSON spelling compare equal.
    static func rows(_ text: String) throws -> [[String: String]] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]], "not rows: \(text.prefix(300))")
        return array.map { $0.mapValues { $0 is NSNull ? "null" : "\($0)" } }
    }
}
