import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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

/// `dsreg datasette`: the metadata makes every question a canned query, and Datasette from
/// PyPI, serving the registry immutable on 127.0.0.1, answers them with `dsreg query`'s rows
/// and leaves the file's bytes alone. Skipped, with the reason, where datasette is absent (a
/// failure under DSREG_REQUIRE_BROWSER=1).
@Suite(.serialized) struct DatasetteTests {
    @Test func everyQuestionIsACannedQueryWithItsParameters() throws {
        let saved = SavedQuestions.load(folder: TestPaths.packageRoot.appendingPathComponent("Queries"), displayPrefix: "Queries")
        let questions = QuestionCatalog.builtIn + saved.questions
        let text = DatasetteMetadata.json(database: "dsreg", questions: questions)
        let metadata = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let database = try #require((metadata["databases"] as? [String: Any])?["dsreg"] as? [String: Any])
        let queries = try #require(database["queries"] as? [String: [String: Any]])
        #expect(Set(queries.keys) == Set(questions.map(\.name)))
        #expect(queries.keys.contains("not-assessed") && queries.keys.contains("lacking-state"))
        let lacking = try #require(queries["lacking-state"])
        #expect(lacking["params"] as? [String] == ["state", "platform", "system", "include_unassessed"])
        #expect((lacking["title"] as? String) == "lacking-state")
        // Each parameter is read as dsreg binds it: '' is NULL, names are looked up.
        let sql = try #require(lacking["sql"] as? String)
        #expect(sql.contains("replace(lower(nullif(trim(:platform), '')), ' ', '-')"))
        #expect(!sql.contains(":platform IS NULL"))
        let facets = (database["tables"] as? [String: [String: [String]]])?["component_overview"]?["facets"]
        #expect(facets == ["system", "status", "family", "verdict"])
    }

    @Test func datasetteAnswersACannedQueryWithDsregsRows() throws {
        guard let datasette = ExternalTool.find("datasette") else {
            #expect(ExternalTool.skipped("datasette is not installed (pip install datasette)"))
            return
        }
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let db = folder.url.appendingPathComponent("registry.sqlite").path
        let migrations = TestPaths.packageRoot.appendingPathComponent("Migrations").path
        let queries = TestPaths.packageRoot.appendingPathComponent("Queries").path
        #expect(try DSRegBinary.run(["seed", "--from", folder.url.path, "--db", db]).status == 0)
        #expect(try DSRegBinary.run(["migrate", "--migrations", migrations, "--db", db]).status == 0)
        let metadata = folder.url.appendingPathComponent("metadata.json").path
        let wrote = try DSRegBinary.run(["datasette", "--db", db, "--queries", queries, "--output", metadata])
        #expect(wrote.status == 0, "\(wrote.errors)")
        #expect(wrote.output.hasPrefix("wrote \(QuestionCatalog.builtIn.count + 2) canned queries for database 'registry'"))
        let before = try Data(contentsOf: URL(fileURLWithPath: db))

        let log = folder.url.appendingPathComponent("datasette.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let server = Process()
        server.executableURL = datasette
        server.arguments = ["serve", "-i", db, "-m", metadata, "--host", "127.0.0.1", "-p", "0"]
        let handle = try FileHandle(forWritingTo: log)
        server.standardOutput = handle
        server.standardError = handle
        try server.run()
        defer {
            // Uvicorn's graceful shutdown can wait on a kept-alive connection: TERM, then KILL.
            server.terminate()
            for _ in 0..<50 where server.isRunning { usleep(100_000) }
            if server.isRunning { kill(server.processIdentifier, SIGKILL) }
            server.waitUntilExit()
        }
        var base: String?
        for _ in 0..<300 where base == nil {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: /Uvicorn running on (http:\/\/127\.0\.0\.1:\d+)/) { base = String(match.1) }
            else { usleep(100_000) }
        }
        let root = try #require(base, "datasette did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")

        for (path, question) in [
            // The canned query's own form field includes the components nobody assessed.
            ("registry/lacking-state.json?_shape=array&state=pressed&platform=figma&include_unassessed=yes",
             ["lacking-state", "pressed", "--platform", "figma", "--include-unassessed"]),
            ("registry/issues.json?_shape=array&component=header&status=Open", ["issues", "--component", "header", "--status", "open"]),
            ("registry/not-assessed.json?_shape=array&system=EB", ["not-assessed", "--system", "eb"]),
        ] {
            let served = try Self.rows(try Self.get(root + "/" + path))
            let asked = try DSRegBinary.run(["query"] + question + ["--db", db, "--queries", queries, "--format", "json"])
            let expected = try Self.rows(Data(asked.output.utf8))
            #expect(!expected.isEmpty, "\(question)")
            // dsreg keeps only the platform asked about; Datasette has every column.
            #expect(served.map { row in row.filter { expected.first?.keys.contains($0.key) ?? false } } == expected, "\(question)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    /// One GET, the connection closed after it (curl when there is one).
    static func get(_ address: String) throws -> Data {
        if let curl = ExternalTool.find("curl") {
            let result = try DSRegBinary.runProcess(curl, ["--silent", "--show-error", "--fail", "--max-time", "30", address])
            #expect(result.status == 0, "\(address): \(result.errors)")
            return Data(result.output.utf8)
        }
        return try Data(contentsOf: try #require(URL(string: address)))
    }

    /// Rows as text, so that a number and its JSON spelling compare equal.
    static func rows(_ data: Data) throws -> [[String: String]] {
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return array.map { $0.mapValues { $0 is NSNull ? "null" : "\($0)" } }
    }
}
