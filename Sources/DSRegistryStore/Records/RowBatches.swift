import GRDB
import DSRegistryCore

/// The rows a seed writes, gathered per table and written as multi-row INSERTs across
/// components: 256 rows cost SQLite one statement (one cursor on the table, each index and each
/// parent key, one search-index savepoint) instead of 256.
///
/// Rows other rows point to (properties, variants, assessments, issues, …) get their ids here,
/// before they are written, so their children can be gathered too: `newID(for:)` counts up
/// from the largest id the table held when first asked, the id SQLite itself gives a table
/// without AUTOINCREMENT. A table's rows keep their order, so a seed gets the same ids as one
/// INSERT a row would have given.
///
/// A table is written when its batch is full, its parents' pending rows first (`parents`), so
/// every foreign key is checked against a row already there. The caller writes the rest
/// (`flush()`) before anything reads the tables or writes them another way, and before a row
/// written another way points to a pending one (`flush(_:)`).
package final class RowBatches {
    /// The most rows a statement takes: a power of two, as part batches are written in powers
    /// of two. 256 against 64: a 2k seed's median 3.27 against 3.47 s in ten alternating runs
    /// (the tables' last pages stay in the cache between a table's writes).
    static let batch = 256

    /// Rows per full statement for a run that writes `files` files: the smallest power of two
    /// at least `files`, from 8 to `batch`. SQLite compiles an INSERT of n rows in about the
    /// time it runs n single-row INSERTs (a 128-row `assessment` INSERT, 5 ms), so a statement
    /// pays only when it is used many times: a one-file re-seed compiled INSERTs of 256, 128,
    /// 64, … rows for each table and ran each once (30 ms of about 300 in one profile).
    package static func rowsPerStatement(files: Int) -> Int {
        min(batch, max(8, 1 << (Int.bitWidth - max(files - 1, 1).leadingZeroBitCount)))
    }

    /// Rows per full statement in this run: a power of two, at most `batch`.
    let rowsPerStatement: Int

    private struct Pending {
        var insertion: BulkInsertion
        var values: [DatabaseValue] = []
        var rows = 0
    }

    private let db: Database
    private var indices: [String: Int] = [:]
    private var tables: [Pending] = []
    private var nextIDs: [String: Int64] = [:]

    package init(_ db: Database, rowsPerStatement: Int = batch) {
        precondition(rowsPerStatement.nonzeroBitCount == 1 && rowsPerStatement <= Self.batch, "a power of two, at most 256")
        self.db = db
        self.rowsPerStatement = rowsPerStatement
    }

    /// The id the next new row of `Row`'s table is written with.
    package func newID<Row: BulkInsertable>(for _: Row.Type) throws -> Int64 {
        let table = Row.insertion.table
        let id: Int64
        if let next = nextIDs[table] {
            id = next
        } else {
            // The table name comes from the record type, never from input.
            id = try (Int64.fetchOne(db, sql: "SELECT max(rowid) FROM \(table)") ?? 0) + 1
        }
        nextIDs[table] = id + 1
        return id
    }

    package func append<Row: BulkInsertable>(_ row: Row) throws {
        let index = self.index(Row.insertion)
        tables[index].values.append(contentsOf: row.insertValues)
        tables[index].rows += 1
        if tables[index].rows == rowsPerStatement { try flush(index) }
    }

    /// Writes the pending rows of `Row`'s table, and first those of its parents.
    package func flush<Row: BulkInsertable>(_: Row.Type) throws {
        if let index = indices[Row.insertion.table] { try flush(index) }
    }

    /// Writes every pending row.
    package func flush() throws {
        for index in tables.indices { try flush(index) }
    }

    private func index(_ insertion: BulkInsertion) -> Int {
        if let known = indices[insertion.table] { return known }
        tables.append(Pending(insertion: insertion))
        indices[insertion.table] = tables.count - 1
        return tables.count - 1
    }

    private func flush(_ index: Int) throws {
        guard tables[index].rows > 0 else { return }
        for parent in tables[index].insertion.parents {
            if let parentIndex = indices[parent] { try flush(parentIndex) }
        }
        // A full batch is one statement; a part batch (a parent written early, the last rows)
        // goes in as statements of 128, 64, …, 1 rows: a table compiles and caches at most
        // nine sizes of its INSERT.
        let columns = tables[index].insertion.columns.count
        var written = 0
        while written < tables[index].rows {
            let left = tables[index].rows - written
            let rows = 1 << (Int.bitWidth - 1 - left.leadingZeroBitCount)   // the largest power of two ≤ left
            try db.insertRows(sql: tables[index].insertion.sql(rows: rows),
                              values: tables[index].values[(written * columns)..<((written + rows) * columns)])
            written += rows
        }
        tables[index].values.removeAll(keepingCapacity: true)
        tables[index].rows = 0
    }
}
