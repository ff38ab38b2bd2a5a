import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// `dsreg datasette`: a Datasette metadata file in which every catalog question and saved
/// question is a canned query, built from the question's own SQL, and the views have facets.
///
/// Datasette binds what is typed in its form as text, and an empty field as ''. dsreg binds
/// canonical values (a component's id, `not-mapped`, a number of months) and NULL for a
/// parameter not given. So each `:name` of the SQL is replaced by an SQL expression of the
/// same `:name` that does in SQL what `Registry.bind` does in Swift: '' is NULL (or the
/// parameter's default), a component, family or system name is looked up ignoring case, spaces
/// and punctuation, a closed value is lowercased with spaces read as dashes, a duration is
/// months, search words are quoted for FTS5. What SQL cannot do is left out: state synonyms
/// ("highlighted"), did-you-mean, and the search snippet of texts longer than FTS5's.
public enum DatasetteMetadata {
    /// Facets for the views people browse.
    static let facets: [String: [String]] = [
        "component_overview": ["system", "status", "family", "verdict"],
        "state_coverage_matrix": ["system", "state", "ios", "android", "figma"],
        // One row a platform, for any platform a system declares (issue 33: web, react-native …).
        "state_coverage_cell": ["system", "state", "platform", "support"],
        "declared_platform": ["system_id", "platform"],
        "issue_status": ["status", "criterion_id"],
        "recommendation_status": ["kind", "status"],
        "latest_criterion_score": ["criterion_id", "status"],
        "resolved_token": ["system", "type", "mode"],
        // What imported Figma libraries show (issue 38): states per set, changes between imports.
        "figma_state_support": ["state", "support"],
        "figma_change": ["system_id", "change"],
    ]

    /// The name Datasette gives the database of a file: its name without the extension
    /// (`copies/snapshot.sqlite` is `snapshot`). A bare name is itself.
    public static func databaseName(_ fileOrName: String) -> String {
        let file = (fileOrName as NSString).lastPathComponent
        let known = ["sqlite", "sqlite3", "db"].contains((file as NSString).pathExtension.lowercased())
        return known || fileOrName.contains("/") ? (file as NSString).deletingPathExtension : fileOrName
    }

    /// The metadata for a database Datasette names `database` (the file's name without .sqlite).
    ///
    /// ```swift
    /// let saved = SavedQuestions.load(folder: URL(fileURLWithPath: "Queries"), displayPrefix: "Queries").questions
    /// let metadata = DatasetteMetadata.json(database: DatasetteMetadata.databaseName("dsreg.sqlite"),
    ///                                       questions: QuestionCatalog.builtIn + saved)
    /// ```
    ///
    /// - Parameters:
    ///   - database: the database's name in Datasette, from ``databaseName(_:)``.
    ///   - questions: the questions to publish as canned queries, each under its name.
    ///   - platforms: the platforms beyond iOS, Android and Figma the registry's systems declare
    ///     (`Registry.extraPlatforms()`): a column each in a per-platform query.
    /// - Returns: the metadata file's JSON.
    public static func json(database: String, questions: [Question], platforms: [Platform] = []) -> String {
        var queries: [String: Any] = [:]
        for question in questions {
            var query: [String: Any] = [
                "sql": sql(for: question, platforms: platforms),
                "title": question.name,
                "description": question.summary + (question.parameters.isEmpty ? "" : " Parameters: " + question.parameters.map(describe).joined(separator: "; ") + "."),
            ]
            if !question.parameters.isEmpty { query["params"] = question.parameters.map(\.sqlName) }
            queries[question.name] = query
        }
        let tables = facets.mapValues { ["facets": $0] as [String: Any] }
        let metadata: [String: Any] = [
            "title": "dsreg registry",
            "description": "A design-system registry kept by dsreg: every question of `dsreg query` is a canned query here.",
            "databases": [database: ["queries": queries, "tables": tables]],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: metadata, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return JSONText.houseStyle(text) + "\n"
    }

    static func describe(_ parameter: QuestionParameter) -> String {
        var text = parameter.sqlName + (parameter.required ? " (required)" : "") + ": " + (parameter.help.hasSuffix(".") ? String(parameter.help.dropLast()) : parameter.help) + "."
        if let note = parameter.kind.declaredNote {
            text += " " + note.replacingOccurrences(of: "`", with: "")
        } else if let values = parameter.kind.values { text += " One of " + values.joined(separator: ", ") + "." }
        if let value = parameter.defaultValue { text += " Default " + value + "." }
        return text
    }

    /// The question's SQL with each parameter read as dsreg would bind it: the `:name` tokens
    /// replaced in one pass, never the same text inside a string literal, a quoted identifier
    /// or a comment (rewritten as text, `':platform'` became an expression and a default's
    /// backslashes were lost to a regular expression's template).
    package static func sql(for question: Question, platforms: [Platform] = []) -> String {
        // A component or family name is looked up within the system given, as dsreg does.
        let system = question.parameters.first { $0.kind == .system }.map { "(" + expression($0) + ")" }
        var expressions: [String: String] = [:]
        for parameter in question.parameters {
            expressions[parameter.sqlName] = "(" + expression(parameter, system: system) + ")"
        }
        let sql = Array(QuestionCatalog.expanding(question.sql, platforms: platforms).unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func isWord(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$" }
        func copy(through end: Int) {
            let stop = min(end, sql.count)
            out.append(contentsOf: sql[index..<stop])
            index = stop
        }
        while index < sql.count {
            let scalar = sql[index]
            switch scalar {
            case "'", "\"", "`", "[":
                // A literal or quoted identifier runs to its closing quote; a doubled quote is
                // one quote inside it.
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar
                var end = index + 1
                while end < sql.count {
                    if sql[end] == close {
                        if close != "]", end + 1 < sql.count, sql[end + 1] == close { end += 2; continue }
                        break
                    }
                    end += 1
                }
                copy(through: end + 1)
            case "-" where index + 1 < sql.count && sql[index + 1] == "-":
                copy(through: (sql[index...].firstIndex(of: "\n") ?? sql.count))
            case "/" where index + 1 < sql.count && sql[index + 1] == "*":
                var end = index + 2
                while end + 1 < sql.count, !(sql[end] == "*" && sql[end + 1] == "/") { end += 1 }
                copy(through: end + 2)
            case ":" where index == 0 || !isWord(sql[index - 1]):
                var end = index + 1
                while end < sql.count, isWord(sql[end]) { end += 1 }
                let name = String(String.UnicodeScalarView(sql[(index + 1)..<end]))
                if let expression = expressions[name] {
                    out.append(contentsOf: expression.unicodeScalars)
                    index = end
                } else {
                    copy(through: end)
                }
            default:
                out.append(scalar)
                index += 1
            }
        }
        return String(out)
    }

    /// What the text a person typed (`:name`) becomes; `system` is the question's system
    /// parameter's expression, within which a component or family name is looked up.
    static func expression(_ parameter: QuestionParameter, system: String? = nil) -> String {
        let within = { (column: String) in system.map { " AND (\($0) IS NULL OR \(column) = \($0))" } ?? "" }
        let name = ":" + parameter.sqlName
        let given = parameter.defaultValue.map { "coalesce(nullif(trim(\(name)), ''), \(literal($0)))" } ?? "nullif(trim(\(name)), '')"
        switch parameter.kind {
        case .component:
            return "SELECT n.component_id FROM component_name n WHERE n.lookup_key = \(key(given))\(within("n.system_id")) ORDER BY n.kind = 'current' DESC, n.id LIMIT 1"
        case .system:
            return "SELECT d.id FROM design_system d WHERE \(key("d.id")) = \(key(given)) OR \(key("d.name")) = \(key(given)) ORDER BY d.id LIMIT 1"
        case .family:
            return "SELECT f.id FROM family f WHERE (\(key("f.key")) = \(key(given)) OR \(key("f.name")) = \(key(given)))\(within("f.system_id")) ORDER BY f.id LIMIT 1"
        case .criterion:
            return "upper(\(given))"
        case .integer:
            return "CAST(\(given) AS INTEGER)"
        case .duration:
            let count = "CAST(substr(\(given), 1, length(\(given)) - 1) AS INTEGER)"
            return "CASE substr(\(given), -1) WHEN 'm' THEN \(count) WHEN 'y' THEN \(count) * 12 WHEN 'd' THEN (\(count) + 29) / 30 END"
        case .date:
            return "CASE \(given) WHEN 'today' THEN strftime('%Y-%m-%d', 'now') ELSE \(given) END"
        case .search:
            // Each word quoted, as dsreg does: the text is never FTS5 syntax.
            return "'\"' || replace(replace(\(given), '\"', ''), ' ', '\" \"') || '\"'"
        case .token, .text:
            return given
        case .flag:
            // Ticked: yes, 1, true or on; anything else (an empty field) leaves it off.
            return "CASE WHEN lower(\(given)) IN ('1', 'true', 'yes', 'on') THEN 1 END"
        default:
            return "replace(lower(\(given)), ' ', '-')"
        }
    }

    /// `NameKey` in SQL: lowercase, with the punctuation names carry removed.
    static func key(_ expression: String) -> String {
        var sql = "lower(\(expression))"
        for character in [" ", "-", "_", ".", "/", "(", ")", "&", ",", "'", "+", ":"] {
            sql = "replace(\(sql), \(literal(character)), '')"
        }
        return sql
    }

    static func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
}
