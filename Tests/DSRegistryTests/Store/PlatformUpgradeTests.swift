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

/// v13-platforms (issue 33) carries a registry written at v12 over: a file migrated up to v12
/// holds the seeded and restructured copy of Seeds/ (every row of every table, copied from a
/// registry at today's schema); opened with today's code it reaches v13 and answers every
/// catalog question, each example with and without --include-unassessed, exactly as the
/// registry it was copied from, and its coverage view says what v12's said.
@Suite struct PlatformUpgradeTests {
    /// A registry file at v12 holding `source`'s rows, and v12's `state_coverage_matrix` of it.
    static func v12File(copying source: Registry, at path: String) throws -> [Row] {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try Schema.migrator.migrate(queue, upTo: "v12-coverage-matrix")
        let tables = try queue.read { db in
            try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                  AND name NOT LIKE 'search_index%' AND name <> 'grdb_migrations' ORDER BY rowid
                """)
        }
        // v12's columns of each table: a later migration may have added some (v14's unit).
        let columns = try queue.read { db in
            try tables.map { table in try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map { "\"" + ($0["name"] as String) + "\"" } }
        }
        let rows = try source.writer.read { db in
            try zip(tables, columns).map { table, names in try Row.fetchAll(db, sql: "SELECT \(names.joined(separator: ", ")) FROM \(table)") }
        }
        try queue.write { db in
            for ((table, names), rows) in zip(zip(tables, columns), rows) {
                for row in rows {
                    let marks = Array(repeating: "?", count: row.count).joined(separator: ", ")
                    try db.execute(sql: "INSERT OR REPLACE INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(marks))", arguments: StatementArguments(row.databaseValues))
                }
            }
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 12)
        let matrix = try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM state_coverage_matrix ORDER BY component_id, state") }
        try queue.close()
        return matrix
    }

    @Test func aV12RegistryAnswersEveryQuestionAsBefore() throws {
        let source = MigratedRegistry.shared
        let scratch = try TemporaryFolder()
        let path = scratch.url.appendingPathComponent("v12.sqlite").path
        let matrixAtV12 = try Self.v12File(copying: source, at: path)
        #expect(matrixAtV12.count == 6)   // the states Header and Tab Header record

        let upgraded = try Registry(path: path)
        #expect(try upgraded.value("PRAGMA user_version") == Int(Schema.stamp.version))
        #expect(try upgraded.values("SELECT identifier FROM grdb_migrations ORDER BY rowid") == SchemaSnapshotTests.migrations)
        #expect(try upgraded.check(restructures: MigratedRegistry.load()).map(\.problem) == [])
        let matrix = try upgraded.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM state_coverage_matrix ORDER BY component_id, state") }
        #expect(matrix == matrixAtV12)
        // Every system declares nothing: each ships on iOS, Android and Figma, as before.
        #expect(try upgraded.value("SELECT count(*) FROM system_platform") == 0)
        #expect(try upgraded.values("SELECT DISTINCT platform FROM declared_platform ORDER BY ordinal") == ["ios", "android", "figma"])

        var asked = 0
        for asking in OneAnswerEverywhereTests.askings(QuestionCatalog.builtIn) {
            let before = try source.ask(asking.question, asking.arguments)
            let after = try upgraded.ask(asking.question, asking.arguments)
            #expect(after == before, "\(asking)")
            asked += 1
        }
        #expect(asked == 31)   // with v14's criteria question, v15's two Figma questions, v16's figma-history and figma-unmatched

        // The relaxed columns take any declared platform now.
        try upgraded.writer.write { db in
            try db.execute(sql: "UPDATE availability SET platform = 'react-native' WHERE rowid = (SELECT min(rowid) FROM availability)")
        }
        #expect(try upgraded.value("SELECT count(*) FROM availability WHERE platform = 'react-native'") == 1)
    }
}
