import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// Criterion scores come from each component's latest assessment (`latest_criterion_score`).
    package static let criterion = Question(
        name: "criterion",
        summary: "Components by their status on one criterion (C1–C7) in their latest assessment, with the note.",
        discussion: """
            CRITERION is C1 to C7: \(Criterion.allCases.map { "\($0.rawValue) \($0.name)" }.joined(separator: ", ")), \
            or an id of a system's own set (dsreg query criteria --system S). \
            Statuses: \(CriterionStatus.rawValues.joined(separator: ", ")); "Not Mapped" works too. \
            Worst first. Components never assessed are not listed.
            """,
        parameters: [
            QuestionParameter("criterion", .criterion, positional: true, help: "The criterion, C1 to C7."),
            QuestionParameter("status", .criterionStatus, help: "Only this status."),
            systemFilter,
        ],
        sql: """
            SELECT c.system_id AS system, c.name AS component, s.criterion_id AS criterion, s.version,
                   s.status, s.note
            FROM latest_criterion_score s JOIN component c ON c.id = s.component_id
            WHERE s.criterion_id = :criterion AND (:status IS NULL OR s.status = :status) AND \(live)
              AND (:system IS NULL OR c.system_id = :system)
            ORDER BY CASE s.status WHEN 'not-mapped' THEN 0 WHEN 'requires-rework' THEN 1
                       WHEN 'needs-refinement' THEN 2 ELSE 3 END,
                     c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "which components have {criterion} {status}",
            "which components are {status} on {criterion}",
            "what is the status of {criterion}",
            "how do components score on {criterion}",
        ],
        emptyMessage: "no assessed components[ in {system}][ are {status}] on {criterion}",
        examples: [["criterion": "C7"]]
    )

    /// The criteria assessments are scored against: the default set (C1–C7), or a system's own
    /// when it declares one (`criterion.system_id`, v14).
    package static let criteria = Question(
        name: "criteria",
        summary: "The criteria assessments are scored against, in order, with what each measures.",
        discussion: """
            Without --system, the default set (C1–C7). With it, that system's own set when its \
            system.yaml declares one, else the default.
            """,
        parameters: [QuestionParameter("system", .system, help: "The criteria of this design system.")],
        sql: """
            SELECT cr.id, cr.name, cr.meaning, cr.ordinal
            FROM criterion cr
            WHERE cr.system_id = :system
               OR (cr.system_id IS NULL AND NOT EXISTS (SELECT 1 FROM criterion o WHERE o.system_id = :system))
            ORDER BY cr.ordinal
            """,
        phrasings: [
            "what are the criteria",
            "which criteria [is] [there]",
            "list [the] criteria",
            "what do the criteria mean",
        ],
        emptyMessage: "no criteria",
        examples: [[:]]
    )

    package static let verdict = Question(
        name: "verdict",
        summary: "Components whose latest assessment reached a verdict: ready, refine, rework, restructure or deprecate.",
        discussion: "Without VERDICT, every assessed component's verdict; --component asks about one.",
        parameters: [QuestionParameter("verdict", .verdict, positional: true, required: false, help: "Only this verdict.")]
            + componentFilters,
        sql: """
            SELECT c.system_id AS system, c.name AS component, la.version, la.date, la.verdict,
                   \(verdictProgress("la")) AS progress, la.verdict_note AS note
            FROM latest_assessment la JOIN component c ON c.id = la.component_id
            WHERE (:verdict IS NULL OR la.verdict = :verdict) AND \(live)
              AND (:component IS NULL OR c.id = :component)
              AND (:system IS NULL OR c.system_id = :system)
            ORDER BY c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "what is the verdict [for] [on] {component}",
            "what verdict did {component} get",
            "how was {component} judged",
            "what are the verdicts",
            "which verdicts [is] [there]",
            "which components have verdict {verdict}",
            "which components have [a] {verdict} verdict",
            "which components should we {verdict}",
            "which components need [a] {verdict}",
            "which components are {verdict}",
        ],
        emptyMessage: "no[ {verdict}] verdicts[ for {component}][ in {system}]",
        examples: [["verdict": "restructure"]]
    )

    /// An issue's status is the one its component's latest assessment records, or `resolved`
    /// once an applied restructure carried it out (`issue_status`).
    package static let issues = Question(
        name: "issues",
        summary: "Issues found by assessments, with their status at the latest assessment.",
        discussion: "Statuses: \(IssueStatus.rawValues.joined(separator: ", ")). An issue a migration carried out is resolved, and `resolved_by` names the migration.",
        parameters: [
            QuestionParameter("criterion", .criterion, help: "Only issues against this criterion."),
            QuestionParameter("status", .issueStatus, help: "Only issues with this status."),
        ] + componentFilters,
        sql: """
            SELECT c.system_id AS system, c.name AS component, i.key, i.criterion_id AS criterion,
                   i.status, i.title, i.resolved_by
            FROM issue_status i JOIN component c ON c.id = i.component_id
            WHERE (:criterion IS NULL OR i.criterion_id = :criterion)
              AND (:status IS NULL OR i.status = :status)
              AND (:component IS NULL OR i.component_id = :component)
              AND (:system IS NULL OR c.system_id = :system)
            ORDER BY c.system_id, c.name COLLATE NOCASE, i.ordinal
            """,
        phrasings: [
            Phrasing("what [is] [still] blocks code connect", fixed: ["criterion": "C7", "status": "open"]),
            Phrasing("what [is] [still] blocks {component}", fixed: ["status": "open"]),
            Phrasing("what [is] [still] blocks {criterion}", fixed: ["status": "open"]),
            Phrasing("what [is] blockers [is] [there] [for] [{component}]", fixed: ["status": "open"]),
            "which issues are {status}",
            "what issues does {component} have",
            "what {status} issues does {component} have",
            "which issues are {status} on {criterion}",
            "which issues are [open] on {criterion}",
            "what are the {status} issues",
            "what are the issues [of] [{component}]",
            "which {status} issues [is] [there] [for] [{component}]",
            "which issues [is] [there] [for] [{component}]",
            "which {status} issues [is] [there] on {criterion}",
        ],
        emptyMessage: "no issues[ on {criterion}][ with status {status}][ for {component}][ in {system}]",
        examples: [["component": "Section Header", "status": "open"]]
    )

    package static let recommendations = Question(
        name: "recommendations",
        summary: "Recommendations from assessments, with their status; done once a migration carried them out.",
        discussion: """
            Kinds: \(RecommendationKind.rawValues.joined(separator: ", ")). \
            Statuses: \(RecommendationStatus.rawValues.joined(separator: ", ")).
            """,
        parameters: [
            QuestionParameter("kind", .recommendationKind, help: "Only this kind."),
            QuestionParameter("status", .recommendationStatus, help: "Only this status."),
        ] + componentFilters,
        sql: """
            SELECT c.system_id AS system, c.name AS component, r.key, r.kind, r.status, r.title, r.done_by
            FROM recommendation_status r JOIN component c ON c.id = r.component_id
            WHERE (:kind IS NULL OR r.kind = :kind)
              AND (:status IS NULL OR r.status = :status)
              AND (:component IS NULL OR r.component_id = :component)
              AND (:system IS NULL OR c.system_id = :system)
            ORDER BY c.system_id, c.name COLLATE NOCASE, r.ordinal
            """,
        phrasings: [
            "which recommendations are {status}",
            "what recommendations does {component} have",
            "what are the {kind} recommendations",
            "what are the recommendations [for] [{component}]",
            "which {kind} recommendations [is] [there] [for] [{component}]",
            "which {status} recommendations [is] [there] [for] [{component}]",
            "which recommendations [is] [there] [for] [{component}]",
        ],
        emptyMessage: "no recommendations[ of kind {kind}][ with status {status}][ for {component}][ in {system}]",
        examples: [["kind": "rename"]]
    )
}
