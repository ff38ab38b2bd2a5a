/// Where a query's rows go as they are read. `TableStream` writes JSON, NDJSON or CSV row by
/// row, so an answer of any size is never held whole (`dsreg sql`, and every question); tables
/// and markdown need every row for their widths and are collected.
public protocol RowSink: AnyObject {
    func begin(columns: [String])
    func row(_ cells: [ResultTable.Cell]) throws
    func end(emptyMessage: String)
}
