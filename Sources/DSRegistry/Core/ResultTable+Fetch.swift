import GRDB

extension ResultTable {
    /// Runs `sql` and keeps its column names and order as the table's columns.
    static func fetch(_ db: Database, sql: String, arguments: StatementArguments = [], emptyMessage: String) throws -> ResultTable {
        let statement = try db.makeStatement(sql: sql)
        let columns = statement.columnNames
        var rows: [[Cell]] = []
        let cursor = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try cursor.next() {
            rows.append((0..<columns.count).map { index in
                let value: DatabaseValue = row[index]
                switch value.storage {
                case .null: return .null
                case .int64(let int): return .integer(Int(int))
                case .double(let double): return .text(String(double))
                case .string(let string): return .text(string)
                case .blob: return .text("<blob>")
                }
            })
        }
        return ResultTable(columns: columns, rows: rows, emptyMessage: emptyMessage)
    }
}
