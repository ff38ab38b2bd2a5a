import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Registry dates have month precision; a date's month number makes month arithmetic SQL.
    private static func month(_ date: String) -> String {
        "(CAST(substr(\(date), 1, 4) AS INTEGER) * 12 + CAST(substr(\(date), 6, 2) AS INTEGER))"
    }

    private static let criterionRank = """
        criterion_rank(status, value) AS (
          VALUES ('not-mapped', 0), ('requires-rework', 1), ('needs-refinement', 2), ('ready', 3))
        """

    /// Compares each component's latest assessment with the one before it.
    package static let regressed = Question(
        name: "regressed",
        summary: "Components whose latest assessment scores a criterion worse than the assessment before it.",
        discussion: "Scores rank ready > needs-refinement > requires-rework > not-mapped. With --as-of, \"latest\" is the latest then.",
        parameters: [QuestionParameter("criterion", .criterion, help: "Only this criterion."), systemFilter],
        sql: """
            WITH ranked AS (
              SELECT a.*, ROW_NUMBER() OVER (PARTITION BY component_id
                       ORDER BY version_major DESC, version_minor DESC, version_patch DESC) AS recency
              FROM assessment a),
            \(criterionRank)
            SELECT c.system_id AS system, c.name AS component, y.criterion_id AS criterion,
                   p.version AS before_version, x.status AS before, l.version AS after_version, y.status AS after,
                   y.note
            FROM ranked l
            JOIN ranked p ON p.component_id = l.component_id AND p.recency = 2
            JOIN criterion_score y ON y.assessment_id = l.id
            JOIN criterion_score x ON x.assessment_id = p.id AND x.criterion_id = y.criterion_id
            JOIN criterion_rank rx ON rx.status = x.status
            JOIN criterion_rank ry ON ry.status = y.status
            JOIN component c ON c.id = l.component_id
            WHERE l.recency = 1 AND ry.value < rx.value AND (:criterion IS NULL OR y.criterion_id = :criterion)
              AND \(live) AND (:system IS NULL OR c.system_id = :system)
            ORDER BY c.system_id, c.name COLLATE NOCASE, y.criterion_id
            """,
        phrasings: [
            "which components regressed [on] [{criterion}]",
            "what got worse [on] [{criterion}]",
            "which components got worse [on] [{criterion}]",
        ],
        emptyMessage: "no component[ in {system}] regressed[ on {criterion}]",
        examples: [[:]]
    )

    package static let stale = Question(
        name: "stale",
        summary: "Components not re-assessed for a while: their latest assessment is older than a duration.",
        discussion: "Durations: 6m, 1y, 90d (rounded up to months; assessment dates have month precision). Never-assessed components are not listed (see not-assessed).",
        parameters: [
            QuestionParameter("older-than", .duration, defaultValue: "6m", help: "How old the latest assessment must be (default 6m)."),
            QuestionParameter("today", .date, defaultValue: "today", help: "The date to count from (default: today)."),
            systemFilter,
        ],
        sql: """
            SELECT c.system_id AS system, c.name AS component, la.version, la.date,
                   \(month(":today")) - \(month("la.date")) AS months_since
            FROM latest_assessment la JOIN component c ON c.id = la.component_id
            WHERE \(month(":today")) - \(month("la.date")) >= :older_than AND \(live)
              AND (:system IS NULL OR c.system_id = :system)
            ORDER BY months_since DESC, c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "which components are stale",
            "which components have not been assessed for {older-than}",
            "what is older than {older-than}",
        ],
        emptyMessage: "every assessed component[ in {system}] was assessed in the last {older-than}",
        examples: [["older-than": "6m", "today": "2026-11-01"]]
    )

    /// An issue opens with the first assessment that names it and closes with the first that
    /// records it resolved (or won't fix), or when a restructure resolved it.
    package static let issueAge = Question(
        name: "issue-age",
        summary: "How long each issue stayed open, or has been open: from the assessment that raised it to the one that closed it, or today.",
        parameters: [
            QuestionParameter("status", .issueStatus, help: "Only issues with this status now."),
            QuestionParameter("today", .date, defaultValue: "today", help: "The date open issues are counted to (default: today)."),
            systemFilter,
        ],
        sql: """
            WITH step AS (
              SELECT ai.issue_id, a.date, ai.status
              FROM assessment_issue ai JOIN assessment a ON a.id = ai.assessment_id),
            opened AS (SELECT issue_id, min(date) AS date FROM step GROUP BY issue_id),
            closed AS (
              SELECT issue_id, min(date) AS date FROM step WHERE status IN ('resolved', 'wont-fix') GROUP BY issue_id),
            span AS (
              SELECT s.issue_id, s.component_id, s.key, s.status, s.ordinal, o.date AS opened,
                     coalesce(cl.date, (SELECT substr(applied_at, 1, 10) FROM restructure WHERE id = s.resolved_by)) AS closed
              FROM issue_status s JOIN opened o ON o.issue_id = s.issue_id
              LEFT JOIN closed cl ON cl.issue_id = s.issue_id)
            SELECT c.system_id AS system, c.name AS component, sp.key, sp.status, sp.opened, sp.closed,
                   \(month("ifnull(sp.closed, :today)")) - \(month("sp.opened")) AS months_open
            FROM span sp JOIN component c ON c.id = sp.component_id
            WHERE (:status IS NULL OR sp.status = :status) AND (:system IS NULL OR c.system_id = :system)
            ORDER BY months_open DESC, c.system_id, c.name COLLATE NOCASE, sp.ordinal
            """,
        phrasings: [
            "how long have issues been open",
            "how old are the {status} issues",
            "how old are the issues",
        ],
        emptyMessage: "no issues[ with status {status}][ in {system}]",
        examples: [["status": "open", "today": "2026-11-01"]]
    )
}
