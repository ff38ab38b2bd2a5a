import Foundation
import GRDB
import GRDBSQLite
import DSRegistryCore
import DSRegistryStore

/// The read-only door: runs one SQL statement that a person wrote (`dsreg sql`, saved
/// questions) so that it can read the registry and do nothing else, whatever its text.
///
/// Four locks, each enough on its own for what it covers:
/// - the file is opened read-only (`SQLITE_OPEN_READONLY`), so no statement can change it;
/// - `PRAGMA query_only` refuses writes to temporary tables too;
/// - no database can be attached (`SQLITE_LIMIT_ATTACHED` is 0), so no other file is read;
/// - an authorizer allows only reading: SELECT, reads (virtual tables too: FTS5 `MATCH`,
///   `json_each`, `dbstat`, `pragma_table_info()`), recursive CTEs, functions other than
///   `load_extension`, and pragmas that read (from a short list). It names what it refused.
/// The statement's own text is never changed and parameters are bound, never spliced in.
/// GRDB keeps its own authorizer on its connections, so the door uses SQLite directly.
public enum ReadOnlySQL {
    /// Runs `sql` against the registry file at `path` with named `parameters` (`:name`).
    /// - Parameters:
    ///   - setUp: trusted statements run before the locks close (the temp views of `AsOf`);
    ///     never user text.
    ///   - limits: how long the statement may run and how large its answer may grow.
    ///   - sink: where rows go as they are read; nil collects them into the table returned (then
    ///     bounded by `limits`). A streamed answer is returned with no rows.
    ///   - checkingRegistry: look first, on this connection, that the file is a registry a read
    ///     accepts as it is (`registryAt:`).
    package static func run(path: String, sql: String, parameters: [String: DatabaseValue] = [:], emptyMessage: String = "no rows",
                           setUp: [String] = [], limits: QueryLimits = .standard, sink: RowSink? = nil,
                           checkingRegistry: Bool = false) throws -> ResultTable {
        guard FileManager.default.fileExists(atPath: path) else { throw RegistryError.missingDatabase(path) }
        try Registry.checkRegularFile(path)
        var connection: OpaquePointer?
        // In a folder no one can write, a WAL file is read immutable (see `Registry.reading`).
        let target = Registry.immutableURI(path) ?? path
        let opened = sqlite3_open_v2(target, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil)
        defer { sqlite3_close_v2(connection) }
        guard opened == SQLITE_OK, let db = connection else {
            // `Registry.reading` says why a registry cannot be read, in its words.
            if checkingRegistry { _ = try Registry.reading(at: path) }
            throw SQLError.cannotOpen(path: path, message: connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")
        }
        sqlite3_busy_timeout(db, Int32(Registry.busyTimeout * 1000))
        if checkingRegistry, !Registry.hasCurrentSchema(db) { _ = try Registry.reading(at: path) }
        sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0)
        // One prepared statement at a time: a multi-statement execute is never used.
        for statement in setUp {
            var prepared: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code = statement.withCString { sqlite3_prepare_v2(db, $0, -1, &prepared, &tail) }
            defer { sqlite3_finalize(prepared) }
            guard code == SQLITE_OK, sqlite3_step(prepared) == SQLITE_DONE else {
                throw SQLError.cannotOpen(path: path, message: String(cString: sqlite3_errmsg(db)))
            }
        }
        guard sqlite3_exec(db, "PRAGMA query_only = ON", nil, nil, nil) == SQLITE_OK else {
            throw SQLError.cannotOpen(path: path, message: String(cString: sqlite3_errmsg(db)))
        }
        let guardian = Guardian()
        sqlite3_set_authorizer(db, { context, action, first, second, _, _ in
            guard let context else { return SQLITE_DENY }
            let guardian = Unmanaged<Guardian>.fromOpaque(context).takeUnretainedValue()
            return guardian.authorize(action, first.map { String(cString: $0) }, second.map { String(cString: $0) })
        }, Unmanaged.passUnretained(guardian).toOpaque())
        return try withExtendedLifetime(guardian) {
            let statement = try prepare(db, sql, guardian)
            defer { sqlite3_finalize(statement) }
            try bind(statement, parameters)
            let watch = QueryWatch(limits)
            return try watch.watching(db) { try fetch(db, statement, watch, emptyMessage, sink: sink) }
        }
    }

    /// The same, with parameters as typed on the command line (bound as text).
    package static func run(path: String, sql: String, textParameters: [String: String], limits: QueryLimits = .standard,
                           sink: RowSink? = nil) throws -> ResultTable {
        try run(path: path, sql: sql, parameters: textParameters.mapValues(\.databaseValue), limits: limits, sink: sink)
    }

    /// `dsreg sql`: the same on the registry file at `path`, checked first as
    /// `Registry.reading(at:)` checks it, with the same errors, but on the door's own
    /// connection: opening the file a second time through GRDB only to look at it was a tenth of
    /// `dsreg sql "select 1"`. A file that fails the look is opened by `Registry.reading`,
    /// which says why.
    ///
    /// ```swift
    /// let table = try ReadOnlySQL.run(registryAt: "dsreg.sqlite",
    ///                                 sql: "SELECT name FROM component WHERE system_id = :system",
    ///                                 textParameters: ["system": "eb"])
    /// ```
    ///
    /// - Parameters:
    ///   - path: the registry file; it is opened read-only and never changed.
    ///   - sql: one statement; a second statement, or one that writes, is refused.
    ///   - textParameters: values for the statement's `:name` parameters, bound as text.
    ///   - limits: how long the statement may run and how large its answer may grow.
    ///   - sink: where rows go as they are read; the returned table then has no rows.
    /// - Throws: `RegistryError` for a file that is missing or not a registry; an SQL error
    ///   for a statement that fails, is refused or runs past `limits`.
    public static func run(registryAt path: String, sql: String, textParameters: [String: String], limits: QueryLimits = .standard,
                           sink: RowSink? = nil) throws -> ResultTable {
        try Registry.checkUsable(path, forWriting: false)
        return try run(path: path, sql: sql, parameters: textParameters.mapValues(\.databaseValue), limits: limits, sink: sink,
                       checkingRegistry: true)
    }

    /// SQL read from standard input or a file, refused unless it is UTF-8: an invalid byte
    /// silently replaced would run a statement other than the one written.
    /// - Parameter data: the bytes read.
    /// - Returns: the text.
    /// - Throws: an SQL error naming the line and column of the first byte that is not UTF-8.
    public static func decode(_ data: Data) throws -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return String(decoding: data, as: UTF8.self)
            case .error:
                let before = String(decoding: data.prefix(offset), as: UTF8.self)
                let line = before.split(separator: "\n", omittingEmptySubsequences: false)
                throw SQLError.notUTF8(byte: data[data.startIndex + offset], line: line.count, column: (line.last?.count ?? 0) + 1)
            }
        }
    }

    /// Compiles the one statement `sql` holds; anything after it must be blank or comments.
    static func prepare(_ db: OpaquePointer, _ sql: String, _ guardian: Guardian) throws -> OpaquePointer {
        let utf8 = Array(sql.utf8CString)
        return try utf8.withUnsafeBufferPointer { buffer -> OpaquePointer in
            guard let base = buffer.baseAddress else { throw SQLError.noStatement }
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(db, base, -1, &statement, &tail)
            if code != SQLITE_OK {
                if let refusal = guardian.refusal { throw SQLError.refused(refusal) }
                throw SQLError.invalid(message: String(cString: sqlite3_errmsg(db)),
                    position: SQLPosition(sql, byteOffset: Int(sqlite3_error_offset(db))))
            }
            guard let statement else { throw SQLError.noStatement }
            if let tail, tail.pointee != 0 {
                var next: OpaquePointer?
                let rest = sqlite3_prepare_v2(db, tail, -1, &next, nil)
                sqlite3_finalize(next)
                if rest != SQLITE_OK || next != nil {
                    sqlite3_finalize(statement)
                    throw SQLError.moreThanOneStatement(position: SQLPosition(sql, byteOffset: tail - base))
                }
            }
            guard sqlite3_stmt_readonly(statement) != 0 else {
                sqlite3_finalize(statement)
                throw SQLError.refused("the statement writes; dsreg sql only reads")
            }
            return statement
        }
    }

    static func bind(_ statement: OpaquePointer, _ parameters: [String: DatabaseValue]) throws {
        let count = sqlite3_bind_parameter_count(statement)
        guard count > 0 else { return }
        var missing: [String] = []
        for index in 1...count {
            guard let raw = sqlite3_bind_parameter_name(statement, index) else {
                throw SQLError.positionalParameter
            }
            let name = String(String(cString: raw).dropFirst())
            guard let value = parameters[name] else { missing.append(name); continue }
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(statement, index)
            case .int64(let int): code = sqlite3_bind_int64(statement, index, int)
            case .double(let double): code = sqlite3_bind_double(statement, index, double)
            case .string(let string): code = sqlite3_bind_text(statement, index, string, -1, sqliteTransient)
            case .blob(let data):
                code = data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), sqliteTransient) }
            }
            guard code == SQLITE_OK else { throw SQLError.invalid(message: "cannot bind :\(name)", position: nil) }
        }
        if !missing.isEmpty { throw SQLError.missingParameters(missing) }
    }

    static func fetch(_ db: OpaquePointer, _ statement: OpaquePointer, _ watch: QueryWatch, _ emptyMessage: String,
                      sink: RowSink? = nil) throws -> ResultTable {
        let columnCount = sqlite3_column_count(statement)
        let columns = (0..<columnCount).map { index in
            sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column\(index + 1)"
        }
        var rows: [[ResultTable.Cell]] = []
        sink?.begin(columns: columns)
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw watch.stopped(code) ?? SQLError.invalid(message: String(cString: sqlite3_errmsg(db)), position: nil)
            }
            let row = (0..<columnCount).map { index -> ResultTable.Cell in
                switch sqlite3_column_type(statement, index) {
                case SQLITE_NULL: .null
                case SQLITE_INTEGER: .integer(Int(sqlite3_column_int64(statement, index)))
                case SQLITE_FLOAT: .text(String(sqlite3_column_double(statement, index)))
                case SQLITE_TEXT: .text(text(statement, index))
                default: .text("<blob>")
                }
            }
            if let sink {
                // Streamed: nothing is held, so only the clock bounds it.
                if watch.isPastDeadline() { throw SQLError.timedOut(seconds: watch.limits.timeout ?? 0) }
                try sink.row(row)
            } else {
                try watch.collect(row)
                rows.append(row)
            }
        }
        sink?.end(emptyMessage: emptyMessage)
        return ResultTable(columns: columns, rows: rows, emptyMessage: emptyMessage)
    }

    /// A text column by its length, not up to its first NUL: `'a' || char(0) || 'b'` is three
    /// characters, and a NUL must not cut what follows it.
    static func text(_ statement: OpaquePointer, _ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// SQLite copies bound text and blobs at once (its SQLITE_TRANSIENT).
    private static let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Pragmas that only read, without a value. Anything else, and any setting given a value,
    /// is refused.
    static let readingPragmas: Set<String> = [
        "user_version", "schema_version", "application_id", "page_count", "page_size",
        "freelist_count", "encoding", "compile_options", "function_list", "pragma_list",
        "module_list", "collation_list", "database_list", "data_version", "foreign_keys",
        "query_only", "table_list", "integrity_check", "quick_check", "foreign_key_check",
    ]

    /// Pragmas whose argument names a table or index to describe, not a value to set.
    static let describingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
        "foreign_key_list", "foreign_key_check", "integrity_check", "quick_check",
    ]

    /// Decides each action SQLite asks about while compiling, and keeps the first refusal.
    final class Guardian: @unchecked Sendable {
        // Touched only on the thread that runs the statement.
        var refusal: String?

        func authorize(_ action: Int32, _ first: String?, _ second: String?) -> Int32 {
            switch action {
            case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE:
                return SQLITE_OK
            case SQLITE_FUNCTION:
                let name = (second ?? "").lowercased()
                if ["load_extension", "fts3_tokenizer"].contains(name) { return deny("the function \(name)() is refused") }
                return SQLITE_OK
            case SQLITE_PRAGMA:
                let name = (first ?? "").lowercased()
                if second == nil, ReadOnlySQL.readingPragmas.contains(name) { return SQLITE_OK }
                if ReadOnlySQL.describingPragmas.contains(name) { return SQLITE_OK }
                return deny("PRAGMA \(name)\(second.map { " = \($0)" } ?? "") is refused: dsreg sql cannot change settings")
            case SQLITE_ATTACH, SQLITE_DETACH:
                return deny("ATTACH and DETACH are refused: dsreg sql reads the registry only")
            case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
                if ["sqlite_master", "sqlite_temp_master"].contains(first ?? "") {
                    // Connecting a virtual table (FTS5 MATCH, json_each, dbstat,
                    // pragma_table_info()) declares its columns with a CREATE TABLE that SQLite
                    // compiles, and discards, as an UPDATE of sqlite_master. A real schema
                    // change also inserts or deletes a sqlite_master row, or asks for its own
                    // action (CREATE, DROP, ALTER), and is refused there; a plain UPDATE of
                    // sqlite_master is refused by SQLite itself, and the file is read-only.
                    if action == SQLITE_UPDATE { return SQLITE_OK }
                    return deny("schema changes are refused: dsreg sql only reads")
                }
                let verb = action == SQLITE_INSERT ? "INSERT" : action == SQLITE_UPDATE ? "UPDATE" : "DELETE"
                return deny("\(verb) on \(first ?? "a table") is refused: dsreg sql only reads")
            case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
                return deny("transactions are refused: dsreg sql runs one query")
            default:
                return deny("only queries are allowed: dsreg sql refuses statements that change the schema or the database")
            }
        }

        private func deny(_ message: String) -> Int32 {
            if refusal == nil { refusal = message }
            return SQLITE_DENY
        }
    }
}

/// A place in SQL text, for errors: line and column (1-based), and the line itself.
package struct SQLPosition: Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var text: String

    init?(_ sql: String, byteOffset: Int) {
        guard byteOffset >= 0 else { return nil }
        let bytes = Array(sql.utf8)
        let offset = min(byteOffset, bytes.count)
        let before = bytes[..<offset]
        line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    }
}

package enum SQLError: DiagnosticConvertible, Equatable, CustomStringConvertible, Sendable {
    package var diagnostics: [Diagnostic] { [Diagnostic(.error, code: .sql, location: nil, message: description)] }

    case cannotOpen(path: String, message: String)
    case refused(String)
    case invalid(message: String, position: SQLPosition?)
    case noStatement
    case moreThanOneStatement(position: SQLPosition?)
    case positionalParameter
    case missingParameters([String])
    case notUTF8(byte: UInt8, line: Int, column: Int)
    /// Stopped by `QueryLimits.timeout`, in seconds.
    case timedOut(seconds: Double)
    /// Stopped by `QueryLimits.answerBytes` (the limit, in bytes) after this many rows.
    case answerTooLarge(rows: Int, limit: Int)

    package var description: String {
        switch self {
        case .cannotOpen(let path, let message):
            return "cannot open '\(path)' to read: \(message)"
        case .refused(let message):
            return message
        case .invalid(let message, let position):
            guard let position else { return "SQL error: \(message)" }
            return "SQL error at line \(position.line), column \(position.column): \(message)\n  \(position.text)\n  "
                + String(repeating: " ", count: max(position.column - 1, 0)) + "^"
        case .noStatement:
            return "no SQL statement given; pass one as an argument or on standard input"
        case .moreThanOneStatement(let position):
            return "one statement at a time; another one starts"
                + (position.map { " at line \($0.line), column \($0.column)" } ?? "")
        case .positionalParameter:
            return "use named parameters (:name) and pass them with -p name value; '?' has no name"
        case .missingParameters(let names):
            return "no value for " + names.map { ":\($0)" }.joined(separator: ", ") + "; pass "
                + names.map { "-p \($0) VALUE" }.joined(separator: " ")
        case .notUTF8(let byte, let line, let column):
            return "the SQL is not UTF-8: byte 0x" + String(byte, radix: 16, uppercase: true)
                + " at line \(line), column \(column); save it as UTF-8 (iconv -t UTF-8)"
        case .timedOut(let seconds):
            return "stopped after \(Self.number(seconds)) s; narrow the query or pass --timeout \(Self.number(seconds * 4))"
        case .answerTooLarge(let rows, let limit):
            let size = limit.isMultiple(of: 1 << 20) ? "\(limit >> 20) MB" : "\(limit) bytes"
            return "stopped at row \(rows): the answer passed \(size), the most dsreg holds; narrow the query (WHERE, LIMIT, fewer columns)"
        }
    }

    /// 30, 0.2: seconds as a person writes them.
    static func number(_ value: Double) -> String {
        String(format: "%g", value)
    }
}
