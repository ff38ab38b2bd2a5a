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

/// `dsreg sql` and saved questions read through `ReadOnlySQL`; nothing written gets through.
@Suite struct ReadOnlyDoorTests {
    /// Each attempt and the exact refusal it gets.
    static let attempts: [(String, SQLError)] = [
        ("DELETE FROM component", .refused("DELETE on component is refused: dsreg sql only reads")),
        ("UPDATE component SET name = 'x'", .refused("UPDATE on component is refused: dsreg sql only reads")),
        ("INSERT INTO criterion VALUES ('C8', 'x', 8)", .refused("INSERT on criterion is refused: dsreg sql only reads")),
        ("WITH x AS (SELECT 1) DELETE FROM component", .refused("DELETE on component is refused: dsreg sql only reads")),
        ("DROP TABLE component", .refused("schema changes are refused: dsreg sql only reads")),
        ("CREATE TABLE t (a)", .refused("schema changes are refused: dsreg sql only reads")),
        ("CREATE TEMP TABLE t (a)", .refused("schema changes are refused: dsreg sql only reads")),
        ("ATTACH '/tmp/other.sqlite' AS other", .refused("ATTACH and DETACH are refused: dsreg sql reads the registry only")),
        ("PRAGMA query_only = OFF", .refused("PRAGMA query_only = OFF is refused: dsreg sql cannot change settings")),
        ("PRAGMA writable_schema = ON", .refused("PRAGMA writable_schema = ON is refused: dsreg sql cannot change settings")),
        ("PRAGMA journal_mode = DELETE", .refused("PRAGMA journal_mode = DELETE is refused: dsreg sql cannot change settings")),
        ("SELECT load_extension('/tmp/evil.so')", .refused("the function load_extension() is refused")),
        ("BEGIN IMMEDIATE", .refused("transactions are refused: dsreg sql runs one query")),
        ("VACUUM", .refused("the statement writes; dsreg sql only reads")),
        ("REINDEX", .refused("only queries are allowed: dsreg sql refuses statements that change the schema or the database")),
        ("SELECT 1; DELETE FROM component", .moreThanOneStatement(position: nil)),
        // The same writes, disguised: case, comments, other verbs, virtual tables, schemas.
        ("delete   from COMPONENT", .refused("DELETE on component is refused: dsreg sql only reads")),
        ("/* harmless */ DELETE FROM component", .refused("DELETE on component is refused: dsreg sql only reads")),
        ("-- a comment\nUPDATE assessment SET verdict = 'ready'", .refused("UPDATE on assessment is refused: dsreg sql only reads")),
        ("REPLACE INTO criterion VALUES ('C1', 'x', 1)", .refused("INSERT on criterion is refused: dsreg sql only reads")),
        ("INSERT OR IGNORE INTO criterion SELECT * FROM criterion", .refused("INSERT on criterion is refused: dsreg sql only reads")),
        ("INSERT INTO search_index (search_index) VALUES ('delete-all')", .refused("INSERT on search_index is refused: dsreg sql only reads")),
        ("DELETE FROM main.component", .refused("DELETE on component is refused: dsreg sql only reads")),
        ("CREATE VIEW v AS SELECT 1", .refused("schema changes are refused: dsreg sql only reads")),
        ("CREATE TRIGGER t AFTER INSERT ON component BEGIN DELETE FROM component; END", .refused("only queries are allowed: dsreg sql refuses statements that change the schema or the database")),
        ("CREATE INDEX i ON component(name)", .refused("schema changes are refused: dsreg sql only reads")),
        ("ALTER TABLE component ADD COLUMN x TEXT", .refused("only queries are allowed: dsreg sql refuses statements that change the schema or the database")),
        ("DROP VIEW latest_assessment", .refused("schema changes are refused: dsreg sql only reads")),
        ("ANALYZE", .refused("schema changes are refused: dsreg sql only reads")),
        ("SAVEPOINT s", .refused("transactions are refused: dsreg sql runs one query")),
        ("DETACH main", .refused("ATTACH and DETACH are refused: dsreg sql reads the registry only")),
        ("PRAGMA foreign_keys = OFF", .refused("PRAGMA foreign_keys = OFF is refused: dsreg sql cannot change settings")),
        ("PRAGMA user_version = 5", .refused("PRAGMA user_version = 5 is refused: dsreg sql cannot change settings")),
        ("PRAGMA main.application_id = 1", .refused("PRAGMA application_id = 1 is refused: dsreg sql cannot change settings")),
        ("PRAGMA cache_size = 1", .refused("PRAGMA cache_size = 1 is refused: dsreg sql cannot change settings")),
        ("PRAGMA wal_checkpoint(TRUNCATE)", .refused("PRAGMA wal_checkpoint = TRUNCATE is refused: dsreg sql cannot change settings")),
        ("PRAGMA incremental_vacuum", .refused("PRAGMA incremental_vacuum is refused: dsreg sql cannot change settings")),
        ("SELECT load_extension('libsqlite3.so')", .refused("the function load_extension() is refused")),
        ("VACUUM INTO '/tmp/dsreg-copy.sqlite'", .refused("the statement writes; dsreg sql only reads")),
        // Virtual tables may be read (below), never written or created; nor may the schema table.
        ("DELETE FROM search_index WHERE search_index MATCH 'button'", .refused("DELETE on search_index is refused: dsreg sql only reads")),
        ("UPDATE search_index SET title = 'x'", .refused("UPDATE on search_index is refused: dsreg sql only reads")),
        ("INSERT INTO search_index_data VALUES (99, x'00')", .refused("INSERT on search_index_data is refused: dsreg sql only reads")),
        ("UPDATE dbstat SET name = 'x'", .invalid(message: "table dbstat may not be modified", position: nil)),
        ("CREATE VIRTUAL TABLE temp.v USING fts5(a)", .refused("schema changes are refused: dsreg sql only reads")),
        ("UPDATE sqlite_master SET sql = 'CREATE TABLE x (a)' WHERE name = 'component'", .invalid(message: "table sqlite_master may not be modified", position: nil)),
        ("UPDATE sqlite_temp_master SET name = 'x'", .invalid(message: "table sqlite_temp_master may not be modified", position: nil)),
    ]

    @Test func everyWriteAttemptIsRefusedAndNothingChanges() throws {
        let file = try SeededRegistryFile()
        let before = try file.registry.dumpContent()
        for (sql, refusal) in Self.attempts {
            do {
                _ = try ReadOnlySQL.run(path: file.path, sql: sql)
                Issue.record("not refused: \(sql)")
            } catch let error as SQLError {
                if case .moreThanOneStatement = refusal, case .moreThanOneStatement = error { continue }
                #expect(error == refusal, "\(sql)")
            }
        }
        #expect(try file.registry.dumpContent() == before)
        print("read-only door: \(Self.attempts.count) write, attach, extension and pragma attempts, all refused; the registry unchanged")
    }

    /// A saved question is SQL a person wrote: the same attempts, saved as .sql files and asked.
    @Test func everyWriteAttemptSavedAsAQuestionIsRefused() throws {
        let file = try SeededRegistryFile()
        let before = try file.registry.dumpContent()
        let folder = try TemporaryFolder()
        for (index, (sql, _)) in Self.attempts.enumerated() where !sql.contains(";") {
            try "-- name: attempt-\(index)\n-- description: A write in disguise.\n\(sql)\n"
                .write(to: folder.url.appendingPathComponent("attempt-\(index).sql"), atomically: true, encoding: .utf8)
        }
        let saved = SavedQuestions.load(folder: folder.url, displayPrefix: "Queries")
        #expect(saved.questions.count == Self.attempts.filter { !$0.0.contains(";") }.count)
        for question in saved.questions {
            #expect(throws: SQLError.self, "\(question.sql)") { try file.registry.ask(question, [:]) }
        }
        #expect(try file.registry.dumpContent() == before)
    }

    @Test func readsWorkWithNamedParametersThatAreNeverSQL() throws {
        let file = try SeededRegistryFile()
        let table = try ReadOnlySQL.run(path: file.path, sql: "SELECT component, ios, figma FROM state_coverage_matrix WHERE state = :state",
            parameters: ["state": "pressed".databaseValue])
        #expect(table.records == [["component": "Header", "ios": "not-applicable", "figma": "not-modeled"]])
        let injected = try ReadOnlySQL.run(path: file.path, sql: "SELECT count(*) AS n FROM component WHERE name = :name",
            parameters: ["name": "x'; DROP TABLE component; --".databaseValue])
        #expect(injected.records == [["n": "0"]])
        #expect(try ReadOnlySQL.run(path: file.path, sql: "PRAGMA table_info(spec_facet)").column("name") == ["spec_id", "aspect", "value"])
    }

    /// Issue 17, point 4: reading through a virtual table (FTS5, json_each, dbstat, a table-valued
    /// pragma) connects it, which the authorizer saw as an update of sqlite_master and refused.
    static let virtualTableReads: [(name: String, sql: String, column: String, values: [String])] = [
        ("fts5", "SELECT title FROM search_index WHERE search_index MATCH :text ORDER BY rowid", "title", ["No Code Connect mappings."]),
        ("json-each", "SELECT value FROM json_each(json_array(:text, 'b'))", "value", ["\"connect\"", "b"]),
        ("dbstat", "SELECT count(*) > 0 AS pages FROM dbstat WHERE name = 'component' AND :text IS NOT NULL", "pages", ["1"]),
        ("pragma-function", "SELECT name FROM pragma_table_info('spec_facet') WHERE :text IS NOT NULL", "name", ["spec_id", "aspect", "value"]),
    ]

    @Test func virtualTablesThatOnlyReadAreAllowed() throws {
        let file = try SeededRegistryFile()
        for read in Self.virtualTableReads {
            let table = try ReadOnlySQL.run(path: file.path, sql: read.sql, textParameters: ["text": "\"connect\""])
            #expect(table.column(read.column) == read.values, "\(read.name)")
        }
    }

    /// The same reads saved as questions whose parameter is of the documented `search` kind.
    @Test func savedQuestionsWithASearchParameterRun() throws {
        let file = try SeededRegistryFile()
        let folder = try TemporaryFolder()
        for read in Self.virtualTableReads {
            try "-- name: \(read.name)\n-- description: A read through a virtual table.\n-- param: text search positional The words.\n\(read.sql)\n"
                .write(to: folder.url.appendingPathComponent("\(read.name).sql"), atomically: true, encoding: .utf8)
        }
        let saved = SavedQuestions.load(folder: folder.url, displayPrefix: "Queries")
        #expect(saved.diagnostics.all.isEmpty)
        for read in Self.virtualTableReads {
            let question = try #require(saved.questions.first { $0.name == read.name })
            let table = try file.registry.ask(question, question.arguments(from: ["connect"]))
            #expect(table.column(read.column) == read.values, "\(read.name)")
        }
    }

    @Test func malformedSQLGetsSQLitesMessageAndThePosition() throws {
        let file = try SeededRegistryFile()
        // "FORM" reads as an alias of the column, so SQLite stops at the next word.
        let sql = "SELECT name\nFORM component"
        do {
            _ = try ReadOnlySQL.run(path: file.path, sql: sql)
            Issue.record("malformed SQL ran")
        } catch let error as SQLError {
            #expect(error.description == "SQL error at line 2, column 6: near \"component\": syntax error\n  FORM component\n       ^")
        }
        #expect(throws: SQLError.missingParameters(["state"])) {
            try ReadOnlySQL.run(path: file.path, sql: "SELECT * FROM state_coverage WHERE state = :state")
        }
        #expect(throws: SQLError.positionalParameter) { try ReadOnlySQL.run(path: file.path, sql: "SELECT ?") }
        #expect(throws: SQLError.noStatement) { try ReadOnlySQL.run(path: file.path, sql: "  -- nothing\n") }
    }
}
