/// A read command's answer as rows: what every tabular format renders.
/// JSON keys are the column names (snake_case); keys may be added, never renamed.
///
/// A program reads the rows, or hands the table to `TableRenderer` (in `DSRegistryPublishing`)
/// to render it in an ``OutputFormat``:
///
/// ```swift
/// for row in answer.rows {
///     print(row.map { cell in
///         switch cell {
///         case .text(let text): text
///         case .integer(let value): String(value)
///         case .null: "-"
///         }
///     }.joined(separator: " | "))
/// }
/// ```
public struct ResultTable: Sendable, Equatable {
    /// One value of a row, as SQLite returned it.
    public enum Cell: Sendable, Equatable, Hashable {
        /// A text value.
        case text(String)
        /// An integer value (counts, line numbers, flags).
        case integer(Int)
        /// SQL NULL: no value (empty in text output, `null` in JSON).
        case null

        public var text: String {
            switch self {
            case .text(let text): text
            case .integer(let value): String(value)
            case .null: ""
            }
        }
    }

    public var columns: [String]
    /// The rows, each with one cell per column, in the answer's order.
    public var rows: [[Cell]]
    /// What a table says when there are no rows ("no components lack pressed state").
    public var emptyMessage: String
    /// Lines a person reads after the answer ("and 30 components not assessed …"): printed
    /// after a table or markdown, and on standard error for JSON, NDJSON and CSV, whose output
    /// stays exactly the rows.
    public var notes: [String] = []

    public init(columns: [String], rows: [[Cell]], emptyMessage: String) {
        self.columns = columns
        self.rows = rows
        self.emptyMessage = emptyMessage
    }

    /// The values of one column, for tests and summaries.
    package func column(_ name: String) -> [String] {
        guard let index = columns.firstIndex(of: name) else { return [] }
        return rows.map { $0.indices.contains(index) ? $0[index].text : "" }
    }

    /// Rows as dictionaries keyed by column, for tests.
    public var records: [[String: String]] {
        rows.map { row in
            Dictionary(uniqueKeysWithValues: zip(columns, row.map(\.text)))
        }
    }
}

/// How an answer is written: the values of `--format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a terminal (wrapped to its width) or a pipe.
    case table
    /// One JSON array of objects keyed by column name.
    case json
    /// One JSON object a line.
    case ndjson
    /// Comma-separated values with a header line.
    case csv
    /// A GitHub-flavoured markdown table.
    case markdown
}
