import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// A first seed writes every row of the registry in one transaction. SQLite checks each
/// foreign key as its row goes in: a look-up in the parent's key index per reference, a sixth
/// of SQLite's row path. A first seed has them checked once instead, all together, before it
/// commits (`PRAGMA foreign_key_check`, 51 ms at 2,000 components): the same guarantee, and
/// the same error when it fails. This is SQLite's own advice for bulk loads.
///
/// Only a registry nothing was seeded into qualifies: such a seed deletes nothing, so no
/// cascade or SET NULL of a foreign key is missed while the checks are off.
extension Registry {
    /// Nothing seeded and nothing restructured yet: no seed file, no component, no applied migration.
    static func isUnseeded(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT NOT EXISTS (SELECT 1 FROM seed_file) AND NOT EXISTS (SELECT 1 FROM component)
              AND NOT EXISTS (SELECT 1 FROM restructure)
            """) ?? false
    }

    /// Runs the seed's transaction `write` with foreign keys checked at its end, not row by
    /// row. Another writer may seed between the caller's look and this transaction's start:
    /// then the run is written the usual way.
    func writeFirstSeed(_ write: (Database) throws -> SeedReport) throws -> SeedReport {
        // Foreign keys can be switched only outside a transaction; they are switched back on
        // whatever the write did, before its error is thrown.
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        let written = Result { () throws -> SeedReport? in
            try writer.write { db in
                guard try Self.isUnseeded(db) else { return nil }
                let report = try write(db)
                try Self.checkForeignKeys(db)
                return report
            }
        }
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
        if let report = try written.get() { return report }
        return try writer.write(write)
    }

    /// Fails as SQLite fails an INSERT whose foreign key points nowhere, naming the first row.
    static func checkForeignKeys(_ db: Database) throws {
        guard let dangling = try DanglingRow.fetchAll(db, limit: 1).first else { return }
        throw DatabaseError(resultCode: .SQLITE_CONSTRAINT_FOREIGNKEY,
            message: "FOREIGN KEY constraint failed: \(dangling.subject) \(dangling.problem)")
    }
}
