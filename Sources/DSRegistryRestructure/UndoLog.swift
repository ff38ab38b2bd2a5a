import GRDB
import DSRegistryCore
import DSRegistryStore

/// Records the inverse of every row change a restructure makes, so that reverting it leaves the
/// database exactly as it was, row ids included.
///
/// While a restructure runs, temporary triggers on every registry table write, for each row
/// inserted, deleted or updated, the SQL statement that undoes it into `restructure_undo`.
/// Foreign-key cascades fire triggers too, so rows removed by a cascade are recorded as well.
/// Reverting replays the statements newest first with foreign-key checks deferred to commit.
///
/// Chosen over SQLite's session extension, which Debian's libsqlite3 has but whose API the
/// system header only declares under compile-time flags GRDB's module does not set; triggers
/// need nothing but SQL. Values are written with `quote()`, exact for the TEXT and INTEGER
/// columns the schema has (it has no REAL columns, whose text form could round).
enum UndoLog {
    /// Creates the recording triggers; they live on this connection until `uninstall`, and
    /// vanish with the transaction if it rolls back.
    static func install(_ db: Database, restructureID: String) throws {
        let id = restructureID.replacingOccurrences(of: "'", with: "''")
        for table in try registryTables(db) {
            let columns = try db.columns(in: table).map(\.name)
            let primaryKey = try db.primaryKey(table)
            // A table whose primary key is its rowid restores the rowid through that column.
            let rowIDColumns = primaryKey.rowIDColumn == nil ? ["rowid"] : []
            let insertColumns = (rowIDColumns + columns).map { $0 == "rowid" ? "rowid" : $0.quotedDatabaseIdentifier }
            let oldValues = (rowIDColumns + columns).map { "quote(OLD.\($0 == "rowid" ? "rowid" : $0.quotedDatabaseIdentifier))" }
            let restoreRow = "'INSERT INTO \(quotedLiteral(table.quotedDatabaseIdentifier))(\(insertColumns.joined(separator: ","))) VALUES(' || "
                + oldValues.joined(separator: " || ',' || ") + " || ')'"
            let restoreColumns = "'UPDATE \(quotedLiteral(table.quotedDatabaseIdentifier)) SET ' || "
                + columns.map { "'\(quotedLiteral($0.quotedDatabaseIdentifier))=' || quote(OLD.\($0.quotedDatabaseIdentifier))" }
                    .joined(separator: " || ',' || ")
                + " || ' WHERE rowid=' || OLD.rowid"
            let name = "undo_\(table)"
            try db.execute(sql: """
                CREATE TEMP TRIGGER "\(name)_insert" AFTER INSERT ON main.\(table.quotedDatabaseIdentifier) BEGIN
                  INSERT INTO restructure_undo(restructure_id, statement)
                  VALUES ('\(id)', 'DELETE FROM \(quotedLiteral(table.quotedDatabaseIdentifier)) WHERE rowid=' || NEW.rowid);
                END;
                CREATE TEMP TRIGGER "\(name)_delete" AFTER DELETE ON main.\(table.quotedDatabaseIdentifier) BEGIN
                  INSERT INTO restructure_undo(restructure_id, statement) VALUES ('\(id)', \(restoreRow));
                END;
                CREATE TEMP TRIGGER "\(name)_update" AFTER UPDATE ON main.\(table.quotedDatabaseIdentifier) BEGIN
                  INSERT INTO restructure_undo(restructure_id, statement) VALUES ('\(id)', \(restoreColumns));
                END;
                """)
        }
    }

    static func uninstall(_ db: Database) throws {
        let triggers = try String.fetchAll(db, sql: "SELECT name FROM temp.sqlite_master WHERE type = 'trigger' AND name LIKE 'undo\\_%' ESCAPE '\\'")
        for trigger in triggers {
            try db.execute(sql: "DROP TRIGGER temp.\(trigger.quotedDatabaseIdentifier)")
        }
    }

    /// Replays the restructure's inverse statements, newest first. The caller deletes its
    /// `restructure` row afterwards (which removes the log by cascade).
    static func undo(_ db: Database, restructureID: String) throws {
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        let statements = try String.fetchCursor(db, sql: """
            SELECT statement FROM restructure_undo WHERE restructure_id = ? ORDER BY id DESC
            """, arguments: [restructureID])
        var pending: [String] = []
        while let statement = try statements.next() { pending.append(statement) }
        for statement in pending {
            try db.execute(sql: statement)
        }
    }

    /// Every table of registry facts: all but SQLite's, GRDB's, the restructure bookkeeping, the
    /// last Code Connect check and the Figma observations (no restructure writes them) and the derived tables (their triggers follow the facts, during an undo too).
    static func registryTables(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table'
              AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'grdb\\_%' ESCAPE '\\'
            ORDER BY name
            """).filter { !Schema.restructureTables.contains($0) && !Schema.checkTables.contains($0)
                && !Schema.observedTables.contains($0) && !Schema.isDerived($0) }
    }

    /// Text to place inside a single-quoted SQL literal.
    private static func quotedLiteral(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "''")
    }
}
