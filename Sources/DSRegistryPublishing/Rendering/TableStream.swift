import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// JSON, NDJSON or CSV written a row at a time, byte for byte what `TableRenderer` writes for
/// the same table. Rows are handed to `write` in blocks of about 64 KB, as the sqlite3 shell's
/// buffered output does: a write per row of a 50,000-row answer cost more than reading it.
public final class TableStream: RowSink {
    package let format: OutputFormat
    /// The rows written so far.
    public private(set) var rows = 0
    private var columns: [String] = []
    private let write: (String) -> Void
    private var pending = ""
    private static let block = 64 << 10

    /// Nil for a format that needs the whole table (table, markdown).
    ///
    /// ```swift
    /// let stream = TableStream(.ndjson) { FileHandle.standardOutput.write(Data($0.utf8)) }!
    /// _ = try registry.ask(question, arguments, sink: stream)
    /// ```
    ///
    /// - Parameters:
    ///   - format: `.json`, `.ndjson` or `.csv`.
    ///   - write: called with each block of output, in order.
    public init?(_ format: OutputFormat, write: @escaping (String) -> Void) {
        guard [.json, .ndjson, .csv].contains(format) else { return nil }
        self.format = format
        self.write = write
    }

    /// Starts the answer: for CSV, writes the header line.
    /// - Parameter columns: the column names, the keys of every JSON object.
    public func begin(columns: [String]) {
        self.columns = columns
        if format == .csv { TableRenderer.appendCSVLine(columns.map { .text($0) }, guarding: false, to: &pending) }
    }

    /// Adds one row; output is written once about 64 KB are held.
    /// - Parameter cells: one cell per column, in the order given to ``begin(columns:)``.
    public func row(_ cells: [ResultTable.Cell]) throws {
        switch format {
        case .json: pending += (rows == 0 ? "[\n  " : ",\n  ") + JSONText.object(columns, cells)
        case .ndjson: pending += JSONText.object(columns, cells) + "\n"
        default: TableRenderer.appendCSVLine(cells, guarding: true, to: &pending)
        }
        rows += 1
        if pending.utf8.count >= Self.block { flush() }
    }

    /// Ends the answer (JSON's closing bracket, or `[]` for no rows) and writes what is held.
    /// - Parameter emptyMessage: unused by these formats: an empty answer is `[]` or nothing.
    public func end(emptyMessage: String) {
        if format == .json { pending += rows == 0 ? "[]\n" : "\n]\n" }
        flush()
    }

    /// Writes what is held: at the end, and when an answer stops part way (its rows so far
    /// come before the message that says why).
    public func flush() {
        guard !pending.isEmpty else { return }
        write(pending)
        pending = ""
    }
}
