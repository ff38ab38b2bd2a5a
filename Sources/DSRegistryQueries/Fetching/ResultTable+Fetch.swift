import GRDB
import DSRegistryCore
import DSRegistryStore

extension ResultTable {
    /// Runs `sql` and keeps its column names and order as the table's columns.
    /// - Parameter limits: when given, the query stops at them (see `QueryLimits`).
    /// - Parameter cached: compile the SQL once per connection (a query run once per component).
    package static func fetch(_ db: Database, sql: String, arguments: StatementArguments = [], emptyMessage: String,
                      limits: QueryLimits? = nil, cached: Bool = false) throws -> ResultTable {
        guard let limits else { return try fetch(db, sql: sql, arguments: arguments, emptyMessage: emptyMessage, watch: nil, cached: cached) }
        let watch = QueryWatch(limits)
        return try watch.watching(db.sqliteConnection) {
            try fetch(db, sql: sql, arguments: arguments, emptyMessage: emptyMessage, watch: watch, cached: cached)
        }
    }

    private static func fetch(_ db: Database, sql: String, arguments: StatementArguments, emptyMessage: String,
                              watch: QueryWatch?, cached: Bool) throws -> ResultTable {
        let statement = try cached ? db.cachedStatement(sql: sql) : db.makeStatement(sql: sql)
        let columns = statement.columnNames
        var rows: [[Cell]] = []
        let cursor = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try cursor.next() {
            let cells = (0..<columns.count).map { index in Cell(row[index] as DatabaseValue) }
            try watch?.collect(cells)
            rows.append(cells)
        }
        return ResultTable(columns: columns, rows: rows, emptyMessage: emptyMessage)
    }
}

extension ResultTable.Cell {
    /// A value as every answer shows it: a real as Swift writes it, a blob as `<blob>`.
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let int): self = .integer(Int(int))
        case .double(let double): self = .text(String(double))
        case .string(let string): self = .text(string)
        case .blob: self = .text("<blob>")
        }
    }
}
