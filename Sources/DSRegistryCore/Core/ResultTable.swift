/// A read command's answer as rows: what every tabular format renders.
/// JSON keys are the column names (snake_case); keys may be added, never renamed.
public struct ResultTable: Sendable, Equatable {
    public enum Cell: Sendable, Equatable, Hashable {
        case text(String)
        case integer(Int)
        case null

        package var text: String {
            switch self {
            case .text(let text): text
            case .integer(let value): String(value)
            case .null: ""
            }
        }
    }

    package var columns: [String]
    public var rows: [[Cell]]
    /// What a table says when there are no rows ("no components lack pressed state").
    package var emptyMessage: String
    /// Lines a person reads after the answer ("and 30 components not assessed …"): printed
    /// after a table or markdown, and on standard error for JSON, NDJSON and CSV, whose output
    /// stays exactly the rows.
    package var notes: [String] = []

    package init(columns: [String], rows: [[Cell]], emptyMessage: String) {
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
    package var records: [[String: String]] {
        rows.map { row in
            Dictionary(uniqueKeysWithValues: zip(columns, row.map(\.text)))
        }
    }
}

public enum OutputFormat: String, CaseIterable, Sendable {
    case table, json, ndjson, csv, markdown
}
