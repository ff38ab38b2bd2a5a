import Foundation
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

/// Issue 17, points 3, 11, 13 and 14: what a person asks (`dsreg sql`, `dsreg query`, saved
/// questions) is bounded in time and memory and says so when it stops; a long text does not
/// make search slow; `--print-sql` cannot be made to run a shell command; SQL that is not
/// UTF-8 is refused and a NUL does not cut an answer.
@Suite struct QueryBoundsTests {
    static let forever = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"
    static let stopped = "stopped after 0.2 s; narrow the query or pass --timeout 0.8"
    static let quick = QueryLimits(timeout: 0.2)

    /// A saved question in its own folder, loaded.
    static func saved(_ name: String, _ header: String, _ sql: String) throws -> (Question, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try "-- name: \(name)\n-- description: A test question.\n\(header)\(sql)\n"
            .write(to: folder.url.appendingPathComponent("\(name).sql"), atomically: true, encoding: .utf8)
        let saved = SavedQuestions.load(folder: folder.url, displayPrefix: "Queries")
        #expect(saved.diagnostics.all.isEmpty)
        return (try #require(saved.questions.first), folder)
    }

    // MARK: - Point 3: time and memory

    @Test func aQueryThatNeverEndsStopsAtItsTimeLimitAndSaysWhy() throws {
        let file = try SeededRegistryFile()
        #expect(throws: SQLError.timedOut(seconds: 0.2)) { try ReadOnlySQL.run(path: file.path, sql: Self.forever, limits: Self.quick) }
        #expect(SQLError.timedOut(seconds: 0.2).description == Self.stopped)
        #expect(SQLError.timedOut(seconds: 30).description == "stopped after 30 s; narrow the query or pass --timeout 120")
        // A saved question runs through the same door.
        let (question, _) = try Self.saved("forever", "", Self.forever)
        #expect(throws: SQLError.timedOut(seconds: 0.2)) { try file.registry.ask(question, [:], limits: Self.quick) }
    }

    /// Built-in questions run through GRDB: the same limit, and the pooled connection is
    /// released clean (the next question on it runs to its end).
    @Test func aBuiltInQuestionStopsTooAndTheConnectionStaysUsable() throws {
        let file = try SeededRegistryFile()
        let forever = Question(name: "forever", summary: "Counts forever.", sql: Self.forever, emptyMessage: "none")
        #expect(throws: SQLError.timedOut(seconds: 0.2)) { try file.registry.ask(forever, [:], limits: Self.quick) }
        #expect(throws: SQLError.timedOut(seconds: 0.2)) { try file.registry.ask(forever, [:], asOf: AsOf("1.0.0"), limits: Self.quick) }
        let counted = Question(name: "counted", summary: "Counts to a million.",
            sql: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000) SELECT count(*) AS n FROM c",
            emptyMessage: "none")
        #expect(try file.registry.ask(counted, [:], limits: QueryLimits(timeout: nil)).records == [["n": "1000000"]])
        #expect(try file.registry.ask(QuestionCatalog.search, ["text": "code connect"]).column("title") == ["No Code Connect mappings."])
    }

    /// A function that runs long is one step of SQLite's machine, where the progress handler
    /// cannot stop it: the limit is looked at with each row too.
    @Test func theTimeLimitIsAlsoLookedAtWithEachRow() throws {
        let watch = QueryWatch(QueryLimits(timeout: 0))
        #expect(throws: SQLError.timedOut(seconds: 0)) { try watch.collect([.integer(1)]) }
        #expect(throws: Never.self) { try QueryWatch(QueryLimits(timeout: nil)).collect([.integer(1)]) }
    }

    /// A cartesian select grew memory with nothing printed; the answer dsreg collects is bounded.
    @Test func anAnswerTooLargeToHoldStopsAndSaysWhere() throws {
        let file = try SeededRegistryFile()
        let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x, 'twenty characters ..' AS t FROM c"
        // Each row: 64 + 16 for the integer + 16 + 32 + 20 for the text = 148 bytes.
        let small = QueryLimits(timeout: 30, answerBytes: 10_000)
        #expect(throws: SQLError.answerTooLarge(rows: 68, limit: 10_000)) { try ReadOnlySQL.run(path: file.path, sql: endless, limits: small) }
        #expect(SQLError.answerTooLarge(rows: 68, limit: 10_000).description
            == "stopped at row 68: the answer passed 10000 bytes, the most dsreg holds; narrow the query (WHERE, LIMIT, fewer columns)")
        #expect(SQLError.answerTooLarge(rows: 985_428, limit: QueryLimits.defaultAnswerBytes).description
            == "stopped at row 985428: the answer passed 128 MB, the most dsreg holds; narrow the query (WHERE, LIMIT, fewer columns)")
        let question = Question(name: "endless", summary: "Endless.", sql: endless, emptyMessage: "none")
        #expect(throws: SQLError.answerTooLarge(rows: 68, limit: 10_000)) { try file.registry.ask(question, [:], limits: small) }
    }

    @Test func theCommandLineStopsWithTheMessageAndExitOne() throws {
        let file = try SeededRegistryFile()
        let sql = try DSReg.run(["sql", "--timeout", "0.2", Self.forever, "--db", file.path])
        #expect(sql.status == 1)
        #expect(sql.output.isEmpty)
        #expect(sql.errors == "dsreg: \(Self.stopped)\n")
        let (_, folder) = try Self.saved("forever", "", Self.forever)
        let query = try DSReg.run(["query", "forever", "--timeout", "0.2", "--queries", folder.url.path, "--db", file.path])
        #expect(query.status == 1)
        #expect(query.errors == "dsreg: \(Self.stopped)\n")
        let negative = try DSReg.run(["sql", "--timeout=-1", "SELECT 1", "--db", file.path])
        #expect(negative.status == 64)
        #expect(negative.errors.hasPrefix("Error: --timeout takes zero or more seconds (0: no limit)\n"))
        let unlimited = try DSReg.run(["sql", "--timeout", "0", "SELECT 1 AS one", "--db", file.path, "--format", "csv"])
        #expect(unlimited.output == "one\r\n1\r\n")
    }

    // MARK: - Point 11: search over long text

    /// FTS5's snippet() is quadratic in a text's matches: a 1 MB description of 131,072 matches
    /// took 77 s (and now stops at the 30 s limit). The snippet of a long text is made from the
    /// chunk holding its first match.
    @Test func searchOverAMegabyteOfTextAnswersWithItsSnippets() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let everyWord = String(repeating: "pressed ", count: 131_072)
        let filler = String(repeating: "lorem ipsum ", count: 43_690)
        try folder.replace("eb/link.yaml", "  Named by the Header assessment: trailing actions should be real Button/Badge/Link instances; Link carries its own pressed state.",
                           with: "  " + everyWord)
        try folder.replace("eb/badge.yaml", "  The Header assessment plans that the drawn \"Counter\" becomes a Badge instance.",
                           with: "  " + filler + "a pressed state. " + filler)
        let location = folder.url.appendingPathComponent("registry.sqlite").path
        let registry = try Registry(path: location)
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        #expect(try registry.value("SELECT max(length(description)) FROM component") == 1_048_577)
        let answer = try registry.ask(QuestionCatalog.search, ["text": "pressed"])
        let rows = answer.records.filter { ["Link", "Badge"].contains($0["component"]) }
        #expect(rows == [
            ["system": "eb", "component": "Link", "kind": "component", "title": "Link",
             "snippet": String(repeating: "[pressed] ", count: 11) + "[pressed]…"],
            ["system": "eb", "component": "Badge", "kind": "component", "title": "Badge",
             "snippet": "…lorem ipsum lorem ipsum a [pressed] state. lorem ipsum lorem ipsum lorem…"],
        ])
        // The short texts keep FTS5's own snippet.
        #expect(answer.records.first { $0["title"] == "No pressed/disabled states on the actionable slots." }?["snippet"]
            == "No [pressed]/disabled states on the actionable slots.")
        // v14 indexes states too: Header's and Link's pressed states are the two more rows.
        #expect(answer.rows.count == 10)
    }

    @Test func theScratchIndexTokenizesAsTheSearchIndexDoes() {
        #expect(Schema.v3Search.contains("tokenize = '\(SearchSnippet.tokenize)'"))
    }

    @Test func longTextsAreCutAtSpacesIntoChunks() throws {
        let text = String(repeating: "word ", count: 450) + String(repeating: "é", count: 1_200)
        let chunks = SearchSnippet.chunks(text)
        #expect(chunks.joined() == text)
        #expect(chunks.map(\.utf8.count) == [1_000, 1_000, 1_000, 1_000, 650])
        // The match opens the last chunk; the words before it come from the one before.
        #expect(try SearchSnippet.snippet(["", String(repeating: "x ", count: 2_000) + "the end"], matching: "\"end\"")
            == "…x x x x x x x x x x the [end]")
        #expect(try SearchSnippet.snippet(["no match", "nor here"], matching: "\"end\"") == "")
    }

    // MARK: - Point 13: --print-sql

    /// A newline in a text argument ended the `.parameter set` line and the shell ran the rest.
    @Test func aPrintedScriptKeepsEveryArgumentOnItsLine() throws {
        let file = try SeededRegistryFile()
        let (question, _) = try Self.saved("echo", """
            -- param: note text positional The note.
            -- param: other text Another note.

            """, "SELECT hex(:note) AS note, hex(:other) AS other")
        let note = "x\n.shell touch PWNED", other = "y\n.shell touch PWNED2 #\r\t'\"\\ é"
        let script = try file.registry.shellScript(question, question.arguments(from: [note, "--other", other]))
        #expect(script == """
            .parameter set :note "'x' || char(10) || '.shell touch PWNED'"
            .parameter set :other "'y' || char(10) || '.shell touch PWNED2 #' || char(13) || char(9) || '''\\"\\\\ é'"
            SELECT hex(:note) AS note, hex(:other) AS other;

            """)
        #expect(script.split(separator: "\n").filter { $0.hasPrefix(".") }.count == 2)
        guard let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: FileManager.default.isExecutableFile) else {
            print("sqlite3 is not installed: the script was not run")
            return
        }
        let scratch = try TemporaryFolder()
        let result = try DSReg.run(["-batch", file.path], binary: URL(fileURLWithPath: sqlite3), in: scratch.url, input: Data(script.utf8))
        #expect(result.errors == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [])
        #expect(result.output == Self.hex(note) + "|" + Self.hex(other) + "\n")
    }

    static func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02X", $0) }.joined()
    }

    // MARK: - Point 14: encodings

    @Test func sqlThatIsNotUTF8IsRefusedWithWhereItBreaks() throws {
        #expect(throws: SQLError.notUTF8(byte: 0xFF, line: 2, column: 12)) {
            try ReadOnlySQL.decode(Data("SELECT 1\nWHERE 'café".utf8) + Data([0xFF]) + Data("' = 'x'".utf8))
        }
        #expect(try ReadOnlySQL.decode(Data("SELECT 'café'".utf8)) == "SELECT 'café'")
        let file = try SeededRegistryFile()
        let result = try DSReg.run(["sql", "--db", file.path], input: Data("SELECT 'a".utf8) + Data([0xC3, 0x28]) + Data("' AS t".utf8))
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors == "dsreg: the SQL is not UTF-8: byte 0xC3 at line 1, column 10; save it as UTF-8 (iconv -t UTF-8)\n")
    }

    @Test func aNULInATextValueDoesNotCutTheAnswer() throws {
        let file = try SeededRegistryFile()
        let table = try ReadOnlySQL.run(path: file.path, sql: "SELECT 'a' || char(0) || 'b' AS t, 'after' AS u")
        #expect(table.records == [["t": "a\u{0}b", "u": "after"]])
        let result = try DSReg.run(["sql", "SELECT 'a' || char(0) || 'b' AS t, 'after' AS u", "--db", file.path, "--format", "json"])
        #expect(result.output == "[\n  {\"t\": \"a\\u0000b\", \"u\": \"after\"}\n]\n")
    }
}

/// Runs the `dsreg` binary (or another), with standard input, for the tests above.
enum DSReg {
    struct Result { var status: Int32; var output: String; var errors: String }

    static func run(_ arguments: [String], binary: URL = DSRegBinary.url, in folder: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: input ?? Data())
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }
}
