/// Where a query's rows go as they are read. `TableStream` writes JSON, NDJSON or CSV row by
/// row, so an answer of any size is never held whole (user-written SQL: `dsreg sql`, saved
/// questions); tables and markdown need every row for their widths and are collected.
public protocol RowSink: AnyObject {
    func begin(columns: [String])
    func row(_ cells: [ResultTable.Cell]) throws
    func end(emptyMessage: String)
}

/// JSON, NDJSON or CSV written a row at a time, byte for byte what `TableRenderer` writes for
/// the same table.
public final class TableStream: RowSink {
    public let format: OutputFormat
    public private(set) var rows = 0
    private var columns: [String] = []
    private let write: (String) -> Void

    /// Nil for a format that needs the whole table (table, markdown).
    public init?(_ format: OutputFormat, write: @escaping (String) -> Void) {
        guard [.json, .ndjson, .csv].contains(format) else { return nil }
        self.format = format
        self.write = write
    }

    public func begin(columns: [String]) {
        self.columns = columns
        if format == .csv { write(TableRenderer.csvLine(columns.map { .text($0) }, guarding: false)) }
    }

    public func row(_ cells: [ResultTable.Cell]) throws {
        switch format {
        case .json: write((rows == 0 ? "[\n  " : ",\n  ") + JSONText.object(columns, cells))
        case .ndjson: write(JSONText.object(columns, cells) + "\n")
        default: write(TableRenderer.csvLine(cells, guarding: true))
        }
        rows += 1
    }

    public func end(emptyMessage: String) {
        if format == .json { write(rows == 0 ? "[]\n" : "\n]\n") }
    }
}
