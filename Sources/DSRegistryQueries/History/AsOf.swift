import GRDB
import DSRegistryCore
import DSRegistryStore

/// "The registry as it stood then": `--as-of 1.0.0` or `--as-of 2026-04`.
///
/// Works by shadowing, on the connection that answers, the tables a judgement lives in with
/// temporary views of the same name: `assessment` keeps the versions at or before the point
/// (per component, by version or by date), and `issue` / `recommendation` forget the
/// restructures applied after a date. SQLite resolves unqualified names in the temp schema
/// first, and the registry's own views are re-created there from the code's own statements
/// (never from SQL stored in the file, which a crafted file could fill), so every
/// question, `list` and `show` answer as of then without a second copy of any query.
/// Issues and recommendations no assessment had raised by then are left out. Names,
/// properties and variants are not versioned: they read as they are now.
public enum AsOf: Sendable, Equatable, CustomStringConvertible {
    /// Each component's assessments up to this version.
    case version(SemanticVersion)
    /// What was assessed by this date (`YYYY-MM` or `YYYY-MM-DD`).
    case date(String)

    /// A semantic version, else a date (YYYY-MM or YYYY-MM-DD); nil for anything else.
    ///
    /// ```swift
    /// let then = AsOf("2026-04")!
    /// let answer = try registry.list(ComponentListQuery(system: "eb"), asOf: then)
    /// ```
    public init?(_ text: String) {
        if let version = SemanticVersion(text) {
            self = .version(version)
        } else if let date = AssessmentDate.parse(text) {
            self = .date(date)
        } else {
            return nil
        }
    }

    /// The point as typed back: `1.0.0` or `2026-04`.
    public var description: String {
        switch self {
        case .version(let version): version.description
        case .date(let date): date
        }
    }

    /// The views that read assessments, re-created over the shadowing ones, in dependency order.
    static let derivedViews = ["latest_assessment", "component_overview", "latest_criterion_score",
                               "issue_status", "recommendation_status"]

    /// The statements that install the shadows, one statement each; run them on the answering
    /// connection. Values are inlined because they were parsed into digits and dashes above.
    package func statements() throws -> [String] {
        let inRange: String
        /// True when the restructure named in `column` had been applied by then.
        let appliedBy: (String) -> String
        switch self {
        case .version(let v):
            inRange = "(version_major, version_minor, version_patch) <= (\(v.major), \(v.minor), \(v.patch))"
            // A version has no clock: restructure outcomes are left out.
            appliedBy = { _ in "0" }
        case .date(let date):
            inRange = "substr(date, 1, \(date.count)) <= '\(date)'"
            appliedBy = { column in
                "(SELECT substr(applied_at, 1, \(date.count)) FROM main.restructure WHERE id = \(column)) <= '\(date)'"
            }
        }
        var statements = [
            "CREATE TEMP VIEW assessment AS SELECT * FROM main.assessment WHERE \(inRange)",
            """
            CREATE TEMP VIEW issue AS SELECT id, component_id, key, criterion_id, title, detail, ordinal,
              CASE WHEN \(appliedBy("resolved_by")) THEN resolved_by END AS resolved_by
            FROM main.issue i
            WHERE EXISTS (SELECT 1 FROM main.assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id
                          WHERE ai.issue_id = i.id)
            """,
            """
            CREATE TEMP VIEW recommendation AS SELECT id, component_id, key, kind, title, detail, ordinal,
              CASE WHEN \(appliedBy("done_by")) THEN done_by END AS done_by
            FROM main.recommendation r
            WHERE EXISTS (SELECT 1 FROM main.assessment_recommendation ar JOIN assessment a ON a.id = ar.assessment_id
                          WHERE ar.recommendation_id = r.id)
            """,
        ]
        let views = try Schema.expectedObjects().filter { $0.type == "view" }
        for view in Self.derivedViews {
            guard let sql = views.first(where: { $0.name == view })?.sql, sql.hasPrefix("CREATE VIEW ") else { continue }
            statements.append("CREATE TEMP VIEW " + sql.dropFirst("CREATE VIEW ".count))
        }
        return statements
    }

    static let shadows = ["assessment", "issue", "recommendation"] + derivedViews
}
