import Foundation
import GRDB
import GRDBSQLite
import DSRegistryCore

/// Reading and writing open the file apart.
///
/// A write opens read-write in WAL mode and brings the schema up to date (`Registry(path:)`).
/// A read (`Registry.reading(at:)`) opens read-only: no migrator, no journal-mode change, no
/// byte of the file changed; it refuses, with the path and why, a file that is not a registry,
/// one written by a newer dsreg, and one whose schema would need an upgrade.
extension Registry {
    /// Opens the registry at `path` for a read command.
    package static func reading(at path: String) throws -> Registry {
        try checkUsable(path, forWriting: false)
        var configuration = configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in try checkSchema(db, path: path) }
            return Registry(unmigrated: queue, path: path)
        } catch let error as DatabaseError where [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode.primaryResultCode) {
            // A WAL-mode file in a folder no one can write: SQLite cannot create the shared-memory
            // index readers need. No writer can be at work there either (it could not create its
            // log), so the file is read as it stands: immutable.
            guard let immutable = immutableURI(path) else { throw RegistryError.translating(error, path: path) }
            do {
                let queue = try DatabaseQueue(path: immutable, configuration: configuration)
                try queue.read { db in try checkSchema(db, path: path) }
                return Registry(unmigrated: queue, path: path)
            } catch {
                throw RegistryError.translating(error, path: path)
            }
        } catch {
            throw RegistryError.translating(error, path: path)
        }
    }

    /// `file:PATH?immutable=1` when the file's folder cannot be written and no write-ahead log
    /// holds content the file lacks; nil otherwise.
    package static func immutableURI(_ path: String) -> String? {
        // Most registries sit in a folder that can be written: said without Foundation's URL,
        // which was a third of the door's own work in `dsreg sql "select 1"`. A path with `..`
        // goes the long way, where it is resolved as text.
        if !path.contains(".."), access(folder(of: path), W_OK) == 0 { return nil }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (absolute as NSString).deletingLastPathComponent
        guard access(folder, W_OK) != 0 else { return nil }
        let log = (try? FileManager.default.attributesOfItem(atPath: absolute + "-wal"))?[.size] as? Int ?? 0
        guard log == 0, let encoded = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        return "file:\(encoded)?immutable=1"
    }

    /// The folder a file path names, as `access` reads it: "." for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Opens (creating if needed) the registry at `path` for a write command, upgrading its
    /// schema. A file that is SQLite but not a registry is refused, never turned into one.
    package static func writing(at path: String, waiting notice: (@Sendable (String) -> Void)? = nil) throws -> Registry {
        try checkUsable(path, forWriting: true)
        do {
            if FileManager.default.fileExists(atPath: path) {
                // Look before migrating: another application's database stays as it is.
                var configuration = configuration()
                configuration.readonly = true
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                try queue.read { db in try checkSchema(db, path: path, allowingOlder: true) }
                try queue.close()
            }
            return try Registry(path: path, waiting: notice)
        } catch {
            throw RegistryError.translating(error, path: path)
        }
    }

    /// A path that can never be a registry file: a folder, a `file:` URI, a missing folder.
    package static func checkUsable(_ path: String, forWriting: Bool) throws {
        if path.hasPrefix("file:") {
            throw RegistryError.unusablePath(path, reason: "dsreg takes a file path, not a URI",
                fix: "pass the file's path: --db \(path.dropFirst(5).split(separator: "?").first.map(String.init) ?? "dsreg.sqlite")")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue {
                throw RegistryError.unusablePath(path, reason: "it is a folder",
                    fix: "name a file in it: --db \((path as NSString).appendingPathComponent("dsreg.sqlite"))")
            }
            try checkRegularFile(path)
            return
        }
        // A missing folder is said alike by read and write commands: it is what is wrong first.
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw RegistryError.unusablePath(path, reason: "its folder '\(folder)' does not exist",
                fix: "create the folder first: mkdir -p \(folder)")
        }
        guard forWriting else { throw RegistryError.missingDatabase(path) }
    }

    /// Refuses a FIFO, a device or a socket by name: opening a FIFO waits for a writer that
    /// never comes (`list`, `sql`, `check`, `site` and TAB completion hung), and a device is no
    /// registry. Symbolic links are followed: a link to a registry file is that file.
    package static func checkRegularFile(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        let folder = (path as NSString).deletingLastPathComponent
        throw RegistryError.unusablePath(path, reason: "it is \(kind), not a regular file",
            fix: "point --db at the registry's own file, e.g. --db \(folder.isEmpty ? "" : folder + "/")dsreg.sqlite")
    }

    /// True when `connection` (SQLite's own, not GRDB's) is on a registry that `checkSchema`
    /// accepts as it is: every migration this dsreg knows applied, and no other. False for
    /// anything else, which `reading(at:)` then explains.
    package static func hasCurrentSchema(_ connection: OpaquePointer) -> Bool {
        // The header first: it is read without loading the schema, which a question loads
        // anyway but `select 1` never would.
        if headerValue(connection, "application_id") == Schema.stamp.applicationID,
           headerValue(connection, "user_version") == Schema.stamp.version {
            return true
        }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        let sql = """
            SELECT identifier FROM grdb_migrations
            WHERE EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations')
            """
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else { return false }
        var applied: Set<String> = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return false }
            applied.insert(String(cString: text))
        }
        let known = Schema.migrator.migrations
        return !known.isEmpty && applied == Set(known)
    }

    /// A number from the file's header (`application_id`, `user_version`); nil when unreadable.
    private static func headerValue(_ connection: OpaquePointer, _ pragma: String) -> Int32? {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(connection, "PRAGMA \(pragma)", -1, &statement, nil) == SQLITE_OK,
              sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return sqlite3_column_int(statement, 0)
    }

    /// Refuses a file that is not a dsreg registry, or whose schema this dsreg cannot read
    /// as it is. Reading `sqlite_master` is what fails on a file that is not SQLite at all.
    package static func checkSchema(_ db: Database, path: String, allowingOlder: Bool = false) throws {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
            """)
        if tables.isEmpty {
            // An empty file: a write makes it a registry; a read has nothing to read.
            if allowingOlder { return }
            throw RegistryError.notARegistry(path, reason: "it is empty")
        }
        guard tables.contains("grdb_migrations") else {
            let shown = tables.prefix(5).joined(separator: ", ") + (tables.count > 5 ? ", …" : "")
            throw RegistryError.notARegistry(path, reason: "it has no dsreg schema (its tables: \(shown))")
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = Schema.migrator.migrations
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { throw RegistryError.newerSchema(path, unknown: unknown) }
        let missing = known.filter { !applied.contains($0) }
        if applied.isEmpty { throw RegistryError.notARegistry(path, reason: "its dsreg schema was never created") }
        if !missing.isEmpty, !allowingOlder { throw RegistryError.olderSchema(path, missing: missing) }
    }
}
