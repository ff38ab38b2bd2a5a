import Foundation
import GRDB
import GRDBSQLite

/// The five INSERTs of a Figma observation, prepared once per import and run with their values
/// bound straight to SQLite: a 5,000-set library writes about 215,000 rows, and building GRDB's
/// `StatementArguments` for each (an array of boxed values, then its checks) was half the time
/// spent writing them.
struct FigmaRows {
    let db: Database
    let component: Statement, property: Statement, propertyValue: Statement, variant: Statement, variantValue: Statement

    init(_ db: Database) throws {
        self.db = db
        // A node id seen twice in one file (a malformed response) keeps its first occurrence.
        component = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO figma_component (file_id, node_id, kind, name, lookup_key, description, page, ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        property = try db.makeStatement(sql: """
            INSERT INTO figma_property (figma_component_id, raw_key, name, name_key, kind, default_value, ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        propertyValue = try db.makeStatement(sql: """
            INSERT INTO figma_property_value (property_id, value, value_key, ordinal) VALUES (?, ?, ?, ?)
            """)
        variant = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO figma_variant (figma_component_id, node_id, name, ordinal) VALUES (?, ?, ?, ?)
            """)
        variantValue = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO figma_variant_value (variant_id, property, value) VALUES (?, ?, ?)
            """)
    }

    /// Runs `statement` with the values `bind` binds; the new row's id, or nil when
    /// `INSERT OR IGNORE` inserted nothing.
    func insert(_ statement: Statement, _ bind: (Binder) -> Void) throws -> Int64? {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        bind(Binder(handle: handle))
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(handle)
        return db.changesCount > 0 ? db.lastInsertedRowID : nil
    }

    /// Binds values to the parameters of one statement, 1-based as SQLite counts them.
    struct Binder {
        let handle: OpaquePointer

        func callAsFunction(_ index: Int32, _ value: Int64) {
            sqlite3_bind_int64(handle, index, value)
        }

        func callAsFunction(_ index: Int32, _ value: Int) {
            sqlite3_bind_int64(handle, index, Int64(value))
        }

        /// Text, copied by SQLite (SQLITE_TRANSIENT); NULL for nil.
        func callAsFunction(_ index: Int32, _ value: String?) {
            guard var text = value else {
                sqlite3_bind_null(handle, index)
                return
            }
            text.withUTF8 { bytes in
                // An empty buffer may have no address, and a NULL pointer would bind NULL.
                guard let start = bytes.baseAddress, !bytes.isEmpty else {
                    "".withCString { _ = sqlite3_bind_text(handle, index, $0, 0, Self.transient) }
                    return
                }
                let text = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
                sqlite3_bind_text(handle, index, text, Int32(bytes.count), Self.transient)
            }
        }

        static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    }
}
