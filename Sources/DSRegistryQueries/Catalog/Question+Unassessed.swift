import DSRegistryCore
import DSRegistryStore

/// A saved question's rule for its rows about components nobody assessed (its header's
/// `-- unassessed: COLUMN = VALUE[, VALUE…]`): rows whose `column` holds one of `values`.
/// When the file is read, the rule is written into the question's SQL (`rows(of:)`, which
/// keeps them only with `:include_unassessed`) and its count (`count(of:)`), so that the
/// command, `--print-sql` and Datasette give the same rows; nothing is filtered after the SQL.
package struct UnassessedRows: Sendable, Equatable {
    package var column: String
    package var values: Set<String>

    package init(column: String, values: Set<String>) {
        self.column = column
        self.values = values
    }

    /// `COLUMN IN ('v1', 'v2')`, the values in order so the text is stable.
    private var matches: String {
        "\"" + column.replacingOccurrences(of: "\"", with: "\"\"") + "\" IN ("
            + values.sorted().map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: ", ") + ")"
    }

    /// The saved SQL as a subquery (a trailing `;` dropped, a newline before the `)` so that a
    /// last `-- comment` ends there).
    private static func inner(_ sql: String) -> String {
        var text = sql.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(";") { text = String(text.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines) }
        return "SELECT * FROM (\n" + text + "\n)"
    }

    /// The saved SQL's rows less those of the rule, unless `:include_unassessed`.
    func rows(of sql: String) -> String {
        Self.inner(sql) + "\nWHERE :include_unassessed OR ifnull(" + matches + ", 0) = 0"
    }

    /// How many distinct rows `rows(of:)` leaves out (none with `:include_unassessed`).
    func count(of sql: String) -> String {
        "SELECT count(*) AS not_assessed FROM (SELECT DISTINCT * FROM (\n" + Self.inner(sql)
            + "\nWHERE " + matches + ")) WHERE :include_unassessed IS NOT 1"
    }
}

extension Question {
    /// `--include-unassessed`, bound as `:include_unassessed`: a gap question's SQL keeps the
    /// rows about components nobody assessed only when it is 1. In Datasette it is a form field.
    package static let includeUnassessed = QuestionParameter("include-unassessed", .flag,
        help: "Also list the components nobody assessed, which are otherwise counted in one line.")

    /// The question's `--include-unassessed` (a saved question may declare its own,
    /// `-- param: include_unassessed flag …`); nil when it takes none.
    public var includeUnassessedParameter: QuestionParameter? {
        parameters.first { $0.sqlName == Self.includeUnassessed.sqlName && $0.kind == .flag }
    }

    /// "and 30 components not assessed (--include-unassessed lists them)": the count from
    /// `notAssessed`, said after an answer with rows or alone after an empty one. A saved
    /// question's rule counts rows, a built-in's components.
    func notAssessedNote(_ count: Int, answerIsEmpty: Bool) -> String? {
        guard count > 0 else { return nil }
        let saved = origin != .builtIn
        let noun = saved ? (count == 1 ? "row" : "rows") : (count == 1 ? "component" : "components")
        return (answerIsEmpty ? "" : "and ") + "\(count) \(noun) not assessed (--include-unassessed lists \(count == 1 ? "it" : "them"))"
    }
}
