import GRDB
import DSRegistryCore

/// One object of the schema as `sqlite_master` holds it.
package struct SchemaObject: Sendable, Equatable {
    package var type: String
    package var name: String
    package var tableName: String
    package var sql: String?
}

extension Schema {
    /// The schema objects this code creates, from its own statements (the migrator run on an
    /// empty in-memory database): what `--as-of` re-creates views from, and what `dsreg check`
    /// compares a file's stored definitions against. SQL stored in a file is never executed.
    /// Built once per process: `check` and every `--as-of` read ask for it.
    /// - Throws: SQLite's own error when the schema cannot be built, which only a broken
    ///   installation can cause.
    package static func expectedObjects() throws -> [SchemaObject] {
        try builtObjects.get()
    }

    private static let builtObjects = Result<[SchemaObject], any Error> {
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        return try queue.read { db in try objects(db) }
    }

    /// The objects of `db`'s main schema, internal ones (`sqlite_autoindex_…`) left out.
    static func objects(_ db: Database) throws -> [SchemaObject] {
        try Row.fetchAll(db, sql: """
            SELECT type, name, tbl_name, sql FROM main.sqlite_master
            WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name
            """).map { SchemaObject(type: $0["type"], name: $0["name"], tableName: $0["tbl_name"], sql: $0["sql"]) }
    }
}
