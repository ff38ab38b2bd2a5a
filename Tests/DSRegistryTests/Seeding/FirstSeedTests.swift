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

/// A first seed has its foreign keys checked once, before it commits, instead of row by row
/// (`Registry+FirstSeed.swift`). It must leave what the row-by-row checks leave, fail as they
/// fail, and leave the checks on whatever happens.
@Suite struct FirstSeedTests {
    static func foreignKeysAreOn(_ registry: Registry) throws -> Bool {
        try registry.writer.writeWithoutTransaction { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") } == true
    }

    /// The rows themselves are held by every golden dump of a first seed, taken when each row
    /// was checked as it went in; here, what the fast path leaves behind.
    @Test func aFirstSeedLeavesTheChecksOnAndNoRowPointingNowhere() throws {
        let registry = try Registry.inMemory()
        #expect(try registry.writer.read(Registry.isUnseeded))
        _ = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds")
        #expect(try Self.foreignKeysAreOn(registry))
        #expect(try !registry.writer.read(Registry.isUnseeded))
        #expect(try registry.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }.isEmpty)
    }

    /// A row pointing nowhere fails the whole write with SQLite's own error, names the row, and
    /// leaves the registry as it was, with the checks on.
    @Test func aDanglingRowFailsTheFirstSeedAndNothingIsWritten() throws {
        let registry = try Registry.inMemory()
        let before = try registry.dumpContent()
        #expect {
            _ = try registry.writeFirstSeed { db in
                try db.execute(sql: "INSERT INTO seed_file (path, content_hash, system_id) VALUES ('x.yaml', '0', 'nosuch')")
                return SeedReport()
            }
        } throws: { error in
            let error = error as? DatabaseError
            return error?.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
                && error?.message == "FOREIGN KEY constraint failed: seed_file row 1 refers to a design_system row that does not exist"
        }
        #expect(try registry.dumpContent() == before)
        #expect(try Self.foreignKeysAreOn(registry))
    }

    /// An error inside the write leaves the checks on too.
    @Test func anErrorInsideTheWriteLeavesTheChecksOn() throws {
        struct Refused: Error {}
        let registry = try Registry.inMemory()
        #expect(throws: Refused.self) { _ = try registry.writeFirstSeed { _ in throw Refused() } }
        #expect(try Self.foreignKeysAreOn(registry))
    }

    /// Another writer may seed between the look and the write: the run then writes with the
    /// checks on, so a row pointing nowhere fails as it goes in.
    @Test func aRegistrySeededMeanwhileIsWrittenWithTheChecksOn() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        #expect {
            _ = try registry.writeFirstSeed { db in
                #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
                try db.execute(sql: "INSERT INTO seed_file (path, content_hash, system_id) VALUES ('x.yaml', '0', 'nosuch')")
                return SeedReport()
            }
        } throws: { error in
            (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
        }
        #expect(try Self.foreignKeysAreOn(registry))
    }
}
