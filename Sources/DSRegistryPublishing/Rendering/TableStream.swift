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
    public private(set) var rows = 0
    private var columns: [String] = []
    private let write: (String) -> Void
    private var pending = ""
    private static let block = 64 << 10

    /// Nil for a format that needs the whole table (table, markdown).
    public init?(_ format: OutputFormat, write: @escaping (String) -> Void) {
        guard [.json, .ndjson, .csv].contains(format) else { return nil }
        self.format = format
        self.write = write
    }

    public func begin(columns: [String]) {
        self.columns = columns
        if format == .csv { TableRenderer.appendCSVLine(columns.map { .text($0) }, guarding: false, to: &pending) }
    }

    public func row(_ cells: [ResultTable.Cell]) throws {
        switch format {
        case .json: pending += (rows == 0 ? "[\n  " : ",\n  ") + JSONText.object(columns, cells)
        case .ndjson: pending += JSONText.object(columns, cells) + "\n"
        default: TableRenderer.appendCSVLine(cells, guarding: true, to: &pending)
        }
        rows += 1
        if pending.utf8.count >= Self.block { flush() }
    }

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
