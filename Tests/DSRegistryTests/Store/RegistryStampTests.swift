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

/// A registry's header says what it is (`application_id`) and which schema it has
/// (`user_version`), so `dsreg sql` can accept it without making SQLite load the schema.
@Suite struct RegistryStampTests {
    static func header(_ reader: any DatabaseReader) throws -> (Int32, Int32) {
        try reader.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
        }
    }

    /// The stamp the read door trusts is what the migrations write; a migration added without
    /// moving `user_version` and `Schema.stamp` fails here.
    @Test func aNewRegistryCarriesTheStampOfTheLastMigration() throws {
        let registry = try Registry.inMemory()
        let (applicationID, version) = try Self.header(registry.writer)
        #expect(applicationID == Schema.stamp.applicationID)
        #expect(version == Schema.stamp.version)
        // The number of the last migration ("v15-figma" → 15): branches reserve numbers, so
        // it can be more than the count of migrations until the lead orders them at merge.
        let last = try #require(Schema.migrator.migrations.last)
        #expect(Int(version) == Int(last.dropFirst().prefix { $0 != "-" }))
    }

    @Test func anUpgradedFileIsStampedAndAFileWithoutTheStampIsCheckedInFull() throws {
        let scratch = try TemporaryFolder()
        let upgraded = try SchemaUpgradeTests.upgraded("v5", in: scratch)
        let (applicationID, version) = try Self.header(upgraded.writer)
        #expect(applicationID == Schema.stamp.applicationID && version == Schema.stamp.version)

        // The shipped v5 file has no stamp: `sql` reads its migrations and says to upgrade it,
        // in the words `list` uses.
        let old = scratch.url.appendingPathComponent("old.sqlite")
        try FileManager.default.copyItem(at: SchemaUpgradeTests.folder.appendingPathComponent("v5.sqlite"), to: old)
        let sql = try DSRegBinary.run(["sql", "SELECT 1", "--db", old.path], in: scratch.url)
        let list = try DSRegBinary.run(["list", "--db", old.path], in: scratch.url)
        #expect(sql.status == 1)
        #expect(!sql.errors.isEmpty && sql.errors == list.errors)
    }
}
