import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Renders a `ResultTable` in every output format. The one place output shapes are decided.
public enum TableRenderer {
    /// Renders `table` as `format`, its notes after it (for table and markdown).
    ///
    /// ```swift
    /// let text = TableRenderer.render(answer, as: .csv)
    /// ```
    ///
    /// - Parameters:
    ///   - table: the answer to render.
    ///   - format: the output format; JSON keys and CSV headers are the column names.
    ///   - width: the terminal width a table must fit (nil: piped, nothing cut or wrapped).
    ///     On a terminal, long cells wrap within their column (see `TableRenderer+Wrapping`).
    ///   - color: for a terminal: bold column names and statuses in colour (`StatusColor`),
    ///     added after padding, so alignment is computed on the plain text.
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
        case .table: return text(table, width: width, color: color)
        case .json: return json(table)
        case .ndjson: return table.rows.map { JSONText.object(table.columns, $0) + "\n" }.joined()
        case .csv: return csv(table)
        case .markdown: return markdown(table)
        }
    }

    /// Piped, a column is as wide as its widest cell up to this many characters; a longer cell
    /// runs on past its column instead of padding every other row to its length (one 4 MB cell
    /// made 144 MB of spaces).
    package static let pipedColumnLimit = 100

    static func text(_ table: ResultTable, width: Int?, color: Bool = false) -> String {
        if table.rows.isEmpty { return table.emptyMessage + "\n" }
        let cells = table.rows.map { $0.map { flatten($0.text) } }
        let lengths = cells.map { $0.map(\.count) }
        var widths = table.columns.indices.map { index in
            max(table.columns[index].count, lengths.map { $0[index] }.filter { width != nil || $0 <= pipedColumnLimit }.max() ?? 0)
        }
        if let width { widths = fitting(table.columns, cells, natural: widths, into: width) }
        var out = ""
        for header in width == nil ? [table.columns] : wrapRow(table.columns, widths: widths) {
            let text = line(header, widths: widths)
            out += (color ? "\u{1B}[1m" + text + "\u{1B}[0m" : text) + "\n"
        }
        out += line(widths.map { String(repeating: "─", count: $0) }, widths: widths) + "\n"
        for row in cells {
            if width != nil {
                for segment in wrapRow(row, widths: widths) { out += line(segment, widths: widths, color: color) + "\n" }
            } else {
                out += line(row, widths: widths, color: color) + "\n"
            }
        }
        return out
    }

    /// One line of a table: each value padded to its column (a longer one runs on), two
    /// spaces between columns, no trailing spaces; statuses coloured when `color`.
    static func line(_ values: [String], widths: [Int], color: Bool = false) -> String {
        var out = ""
        for (index, value) in values.enumerated() {
            let last = index == values.count - 1
            let padding = last ? "" : String(repeating: " ", count: max(widths[index] - value.count, 0) + 2)
            out += (color ? StatusColor.colored(value) : value) + padding
        }
        return out.trimmingTrailingSpaces()
    }

    /// Shrinks the widest columns first until the row fits; never below a column's minimum.
    static func fit(_ widths: [Int], into total: Int, minimums: [Int], floor lowest: Int = 8) -> [Int] {
        var widths = widths
        let separators = 2 * max(widths.count - 1, 0)
        while widths.reduce(0, +) + separators > total {
            let floor = widths.indices.map { max(minimums[$0], lowest) }
            guard let index = widths.indices.filter({ widths[$0] > floor[$0] }).max(by: { widths[$0] < widths[$1] })
            else { break }
            // Down to the next widest column at once (a 4 MB cell is not shrunk a character at a time).
            let second = widths.indices.filter { $0 != index }.map { widths[$0] }.max() ?? 0
            let excess = widths.reduce(0, +) + separators - total
            let target = max(floor[index], widths[index] - excess, second)
            widths[index] = target < widths[index] ? target : widths[index] - 1
        }
        return widths
    }

    static func longestWord(_ text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            if character == " " { current = 0 } else { current += 1; longest = max(longest, current) }
            if longest >= 16 { return longest }
        }
        return longest
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
        var text = ""
        appendCSVLine(table.columns.map { .text($0) }, guarding: false, to: &text)
        for row in table.rows { appendCSVLine(row, guarding: true, to: &text) }
        return text
    }

    /// Appends one CSV record to `text`; `guarding` gives formula-like text its leading `'`.
    /// Cells are examined as UTF-8 bytes: a 50,000-row answer spent more time here walking
    /// Characters than SQLite spent finding the rows.
    static func appendCSVLine(_ cells: [ResultTable.Cell], guarding: Bool, to text: inout String) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { text.append(",") }
            var value = cell.text
            if guarding, case .text = cell, let first = value.utf8.first,
               first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "@") || first == 0x09 || first == 0x0D, Double(value) == nil {
                value = "'" + value
            }
            if needsQuotes(value) {
                // Doubling quotes byte by byte: Foundation's replacingOccurrences goes through NSString.
                var bytes: [UInt8] = [0x22]
                bytes.reserveCapacity(value.utf8.count + 8)
                for byte in value.utf8 {
                    bytes.append(byte)
                    if byte == 0x22 { bytes.append(0x22) }
                }
                bytes.append(0x22)
                text.append(String(decoding: bytes, as: UTF8.self))
            } else {
                text.append(value)
            }
        }
        text.append("\r\n")
    }

    /// A comma, a quote or a line break (any of Unicode's: U+000A to U+000D, U+0085, U+2028,
    /// U+2029) makes a field quoted.
    private static func needsQuotes(_ value: String) -> Bool {
        var utf8 = value.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A...0x0D: return true
            case 0x80...: return value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline })
            default: continue
            }
        }
        return false
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
