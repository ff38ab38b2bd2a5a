import Foundation

/// Renders a `ResultTable` in every output format. The one place output shapes are decided.
public enum TableRenderer {
    /// - Parameters:
    ///   - width: the terminal width a table must fit (nil: no limit).
    ///   - color: bold column names (ANSI), for a terminal; added after padding, so alignment
    ///     is computed on the plain text.
    public static func render(_ table: ResultTable, as format: OutputFormat, width: Int? = nil, color: Bool = false) -> String {
        let body = rows(table, as: format, width: width, color: color)
        switch format {
        case .table where !table.notes.isEmpty: return body + table.notes.map { TerminalText.visible($0) + "\n" }.joined()
        // A blank line first: a line right after a markdown table would be read as one of its rows.
        case .markdown where !table.notes.isEmpty: return body + "\n" + table.notes.map { TerminalText.visible($0) + "\n" }.joined()
        default: return body
        }
    }

    /// The notes that go to standard error instead: for JSON, NDJSON and CSV, whose standard
    /// output is the rows and nothing else, so a pipe into `jq` or a spreadsheet stays exact.
    public static func standardErrorNotes(_ table: ResultTable, as format: OutputFormat) -> [String] {
        [.json, .ndjson, .csv].contains(format) ? table.notes.map { TerminalText.visible($0) } : []
    }

    static func rows(_ table: ResultTable, as format: OutputFormat, width: Int?, color: Bool) -> String {
        switch format {
        case .table:
            let plain = text(table, width: width)
            guard color, !table.rows.isEmpty, let newline = plain.firstIndex(of: "\n") else { return plain }
            return "\u{1B}[1m" + plain[..<newline] + "\u{1B}[0m" + plain[newline...]
        case .json: return json(table)
        case .ndjson: return table.rows.map { JSONText.object(table.columns, $0) + "\n" }.joined()
        case .csv: return csv(table)
        case .markdown: return markdown(table)
        }
    }

    static func text(_ table: ResultTable, width: Int?) -> String {
        if table.rows.isEmpty { return table.emptyMessage + "\n" }
        let cells = table.rows.map { $0.map { flatten($0.text) } }
        var widths = table.columns.indices.map { index in
            max(table.columns[index].count, cells.map { $0[index].count }.max() ?? 0)
        }
        if let width { widths = fit(widths, into: width, minimums: table.columns.map { min($0.count, 12) }) }
        func line(_ values: [String]) -> String {
            zip(values, widths).map { value, width in pad(truncate(value, to: width), to: width) }
                .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return line(table.columns) + line(widths.map { String(repeating: "─", count: $0) })
            + cells.map(line).joined()
    }

    /// Shrinks the widest columns first until the row fits; never below a column's minimum.
    static func fit(_ widths: [Int], into total: Int, minimums: [Int]) -> [Int] {
        var widths = widths
        let separators = 2 * max(widths.count - 1, 0)
        while widths.reduce(0, +) + separators > total {
            guard let index = widths.indices.filter({ widths[$0] > max(minimums[$0], 8) })
                .max(by: { widths[$0] < widths[$1] })
            else { break }
            widths[index] -= 1
        }
        return widths
    }

    static func truncate(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + "…"
    }

    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    /// Table cells are one line: newlines become spaces, and control characters are shown.
    static func flatten(_ text: String) -> String {
        TerminalText.visible(text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text)
    }

    static func json(_ table: ResultTable) -> String {
        if table.rows.isEmpty { return "[]\n" }
        return "[\n" + table.rows.map { "  " + JSONText.object(table.columns, $0) }.joined(separator: ",\n") + "\n]\n"
    }

    /// RFC 4180 CSV. A text cell that a spreadsheet would run as a formula (it starts with
    /// `=`, `+`, `-`, `@`, a tab or a CR and is not a number) gets a leading `'`, as OWASP
    /// advises: opening an export must not run `=HYPERLINK(…)` from seed text. Numbers, and
    /// text such as "-5" or "+1.5", stay as they are; `--format json` is exact.
    static func csv(_ table: ResultTable) -> String {
        csvLine(table.columns.map { .text($0) }, guarding: false) + table.rows.map { csvLine($0, guarding: true) }.joined()
    }

    /// One CSV record; `guarding` gives formula-like text its leading `'`.
    static func csvLine(_ cells: [ResultTable.Cell], guarding: Bool) -> String {
        func field(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline })
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        func guarded(_ cell: ResultTable.Cell) -> String {
            guard guarding, case .text(let text) = cell, let first = text.unicodeScalars.first,
                  ["=", "+", "-", "@", "\t", "\r"].contains(first), Double(text) == nil else { return cell.text }
            return "'" + text
        }
        return cells.map { field(guarded($0)) }.joined(separator: ",") + "\r\n"
    }

    static func markdown(_ table: ResultTable) -> String {
        if table.rows.isEmpty { return "_\(table.emptyMessage)_\n" }
        func row(_ values: [String]) -> String {
            "| " + values.map { flatten($0).replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return row(table.columns) + row(table.columns.map { _ in "---" }) + table.rows.map { row($0.map(\.text)) }.joined()
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
