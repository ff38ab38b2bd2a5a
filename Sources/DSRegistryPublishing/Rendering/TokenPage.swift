import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// `dsreg tokens show`: the token's fields, one block per mode, then the roles that use it.
public enum TokenPage {
    /// The page of one token, as `dsreg tokens show` prints it.
    ///
    /// ```swift
    /// let detail = try registry.tokenDetail("color.text.primary", system: "eb")
    /// print(TokenPage.render(detail, as: .table), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - detail: the token, from `Registry.tokenDetail(_:system:)`.
    ///   - format: `.table` for the text page; `.json` for one object with `token` and `used_by`;
    ///     `.ndjson`, `.csv` and `.markdown` for the token's rows only.
    ///   - width: the terminal width the page's tables must fit; nil when piped.
    ///   - color: statuses in colour, for a terminal.
    public static func render(_ detail: TokenDetail, as format: OutputFormat, width: Int? = nil, color: Bool = false) -> String {
        switch format {
        case .json:
            // One object, its keys the two tables' names; each table as `--format json` writes it.
            let token = TableRenderer.render(detail.token, as: .json).trimmingCharacters(in: .whitespacesAndNewlines)
            let usedBy = TableRenderer.render(detail.usedBy, as: .json).trimmingCharacters(in: .whitespacesAndNewlines)
            return "{\"token\": \(token), \"used_by\": \(usedBy)}\n"
        case .ndjson, .csv, .markdown:
            return TableRenderer.render(detail.token, as: format, width: width, color: color)
        case .table:
            var text = ""
            for record in detail.token.records {
                let fields = detail.token.columns.compactMap { column -> (String, String)? in
                    guard let value = record[column], !value.isEmpty, !(column == "deprecated" && value == "0"),
                          !(column == "mode_dependent" && value == "0"), !(column == "depth" && value == "0")
                    else { return nil }
                    if column == "missing_target" { return (column, value + " (not in the registry)") }
                    return (column, value)
                }
                let labelWidth = fields.map(\.0.count).max() ?? 0
                for (column, value) in fields {
                    text += column.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + value + "\n"
                }
                text += "\n"
            }
            text += "Used by\n"
            text += TableRenderer.render(detail.usedBy, as: .table, width: width, color: color)
            return text.hasSuffix("\n") ? text : text + "\n"
        }
    }
}
