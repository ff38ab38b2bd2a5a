import GRDB
import DSRegistryCore

extension SeedWriter {
    /// A system's own criteria (v14's `criterion.system_id`), in its file's order. Rows are
    /// updated in place, so the scores that name them stay; one the file no longer lists is
    /// deleted (a score still naming it fails the run, as a foreign key).
    func writeCriteria(_ system: SystemSeed) throws {
        // Park the current rows out of the way of UNIQUE (system_id, ordinal) and (system_id, name).
        try db.execute(sql: "UPDATE criterion SET ordinal = -1 - ordinal, name = char(1) || id WHERE system_id = ?",
                       arguments: [system.id])
        for (index, criterion) in system.criteria.enumerated() {
            try db.execute(sql: """
                INSERT INTO criterion (id, system_id, name, meaning, ordinal) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, meaning = excluded.meaning, ordinal = excluded.ordinal
                  WHERE criterion.system_id = excluded.system_id
                """, arguments: [criterion.id, system.id, criterion.name, criterion.meaning, index + 1])
        }
        try db.execute(sql: "DELETE FROM criterion WHERE system_id = ? AND ordinal < 0", arguments: [system.id])
    }
}
