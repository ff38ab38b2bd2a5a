/// Where a query's rows go as they are read. `TableStream` writes JSON, NDJSON or CSV row by
/// row, so an answer of any size is never held whole (`dsreg sql`, and every question); tables
/// and markdown need every row for their widths and are collected.
///
/// The query calls ``begin(columns:)`` once, ``row(_:)`` for each row in order, then
/// ``end(emptyMessage:)`` once, also when there were no rows.
public protocol RowSink: AnyObject {
    /// The answer starts.
    /// - Parameter columns: the column names, in order.
    func begin(columns: [String])
    /// One row of the answer.
    /// - Parameter cells: one cell per column.
    /// - Throws: to stop the query (a write that failed); the query rethrows it.
    func row(_ cells: [ResultTable.Cell]) throws
    /// The answer is complete.
    /// - Parameter emptyMessage: what to say when no row came ("no components match").
    func end(emptyMessage: String)
}
