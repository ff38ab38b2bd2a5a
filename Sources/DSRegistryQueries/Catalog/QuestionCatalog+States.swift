import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// "Which components lack pressed state?" One row per component that does not support the
    /// state on every platform asked about, with a reason and the answer per platform.
    ///
    /// A platform's answer is the component's `state_support` for that state (across scopes, the
    /// most supportive wins); no row at all is "not assessed", which differs from "not modeled".
    /// The row's reason is the most telling of its platforms' answers: not supported, then not
    /// modeled, then not assessed, then not applicable.
    package static let lackingState = Question(
        name: "lacking-state",
        summary: "Components that lack a state, and why: not supported, not modeled, not assessed or not applicable.",
        discussion: """
            STATE is a canonical state (\(InteractionState.rawValues.joined(separator: ", "))) or a \
            platform word for one: iOS "highlighted" and web "active" both mean pressed.

            A component is listed when at least one platform asked about does not support the \
            state. Platforms a component does not ship on (its availability, else its system's \
            platforms) are not applicable and never a gap. "not assessed" means the registry has no row for that state and platform at \
            all, which is different from "not modeled" (the team looked and it is missing). \
            Rows whose reason is "not assessed" are counted in one line after the answer; \
            --include-unassessed lists them.
            """,
        parameters: [
            QuestionParameter("state", .state, positional: true, help: "The state to look for."),
            QuestionParameter("platform", .platform, help: "Only this platform."),
            systemFilter,
        ],
        sql: """
            WITH platform(name, ordinal) AS (VALUES ('ios', 1), ('android', 2), ('figma', 3)),
            \(ships),
            coverage AS (
              SELECT sc.component_id, ss.platform,
                     MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1
                         WHEN 'not-modeled' THEN 2 WHEN 'not-applicable' THEN 4 END) AS rank
              FROM state_coverage sc JOIN state_support ss ON ss.coverage_id = sc.id
              WHERE sc.state = :state
              GROUP BY sc.component_id, ss.platform),
            cell AS (
              -- A platform the component does not ship on is not applicable (rank 5), and no gap.
              SELECT c.id AS component_id, p.name AS platform,
                     CASE WHEN sh.component_id IS NULL THEN 5 ELSE ifnull(cov.rank, 3) END AS rank
              FROM component c CROSS JOIN platform p
              LEFT JOIN coverage cov ON cov.component_id = c.id AND cov.platform = p.name
              LEFT JOIN ships sh ON sh.component_id = c.id AND sh.platform = p.name
              WHERE \(live) AND (:platform IS NULL OR p.name = :platform)
                AND (:system IS NULL OR c.system_id = :system)),
            lacking AS (
              SELECT component_id,
                     MIN(CASE WHEN rank BETWEEN 1 AND 4 THEN rank END) AS reason_rank,
                     MAX(CASE platform WHEN 'ios' THEN rank END) AS ios,
                     MAX(CASE platform WHEN 'android' THEN rank END) AS android,
                     MAX(CASE platform WHEN 'figma' THEN rank END) AS figma
              FROM cell GROUP BY component_id
              HAVING reason_rank IS NOT NULL)
            SELECT c.system_id AS system, c.name AS component, :state AS state,
                   \(supportLabel("l.reason_rank")) AS reason,
                   \(supportLabel("l.ios")) AS ios, \(supportLabel("l.android")) AS android,
                   \(supportLabel("l.figma")) AS figma,
                   (SELECT note FROM state_coverage WHERE component_id = c.id AND state = :state
                    ORDER BY ordinal LIMIT 1) AS note
            FROM lacking l JOIN component c ON c.id = l.component_id
            ORDER BY l.reason_rank, c.system_id, c.name COLLATE NOCASE
            """,
        phrasings: [
            "which components lack {state} state on {platform}",
            "which components [that] lack [a] {state} state",
            "which components lack {state} on {platform}",
            "which components [that] lack {state}",
            "what lacks {state} state [on] [{platform}]",
            "which components [is] not {state}",
            "where is [a] {state} state missing",
            "which components have no {state} state on {platform}",
            "which components have no {state} state",
        ],
        emptyMessage: "no components[ in {system}] lack {state} state[ on {platform}]",
        columnsPerValueOf: "platform",
        unassessed: UnassessedRows(column: "reason", values: ["not assessed"])
    )

    /// The SQL text that names a support rank; NULL (a platform not asked about) stays NULL.
    private static func supportLabel(_ column: String) -> String {
        """
        CASE \(column) WHEN 0 THEN 'supported' WHEN 1 THEN 'not supported' WHEN 2 THEN 'not modeled' \
        WHEN 3 THEN 'not assessed' WHEN 4 THEN 'not applicable' WHEN 5 THEN 'not applicable' END
        """
    }

    /// The requirements every component is expected to document per platform. A heading trait
    /// is expected only of components that are headings (a header or title in name or role).
    package static let accessibility = Question(
        name: "a11y",
        summary: "Components missing an accessibility requirement (heading trait, touch target, reading order) on a platform.",
        discussion: """
            Expected on iOS and Android, where the component ships: a minimum touch target and a reading order for every \
            component, and a heading trait for headers and titles. A requirement counts when its \
            topic names it and it is recorded for that platform or for every platform. \
            "documented" is how many accessibility requirements the component records there; \
            components that record none there (nobody assessed them) are counted in one line \
            after the answer, and --include-unassessed lists them.
            """,
        parameters: [QuestionParameter("platform", .devicePlatform, help: "Only this platform (ios or android)."), systemFilter],
        sql: """
            WITH requirement(name, pattern, ordinal) AS (
              VALUES ('heading trait', '%heading%', 1), ('touch target', '%touch target%', 2),
                     ('reading order', '%reading order%', 3)),
            platform(name) AS (VALUES ('ios'), ('android')),
            \(ships),
            missing AS (
              -- Only on the platforms the component ships on.
              SELECT c.id AS component_id, p.name AS platform, r.name AS requirement, r.ordinal
              FROM component c CROSS JOIN platform p CROSS JOIN requirement r
              JOIN ships sh ON sh.component_id = c.id AND sh.platform = p.name
              WHERE \(live) AND (:platform IS NULL OR p.name = :platform)
                AND (:system IS NULL OR c.system_id = :system)
                AND (r.name <> 'heading trait' OR c.name LIKE '%header%' OR c.name LIKE '%title%'
                     OR ifnull(c.role, '') LIKE '%heading%')
                AND NOT EXISTS (
                  SELECT 1 FROM accessibility_requirement a
                  WHERE a.component_id = c.id AND (a.platform = p.name OR a.platform IS NULL)
                    AND lower(a.topic) LIKE r.pattern)
              ORDER BY r.ordinal)
            SELECT c.system_id AS system, c.name AS component, m.platform,
                   group_concat(m.requirement, ', ') AS missing,
                   (SELECT count(*) FROM accessibility_requirement a
                    WHERE a.component_id = c.id AND (a.platform = m.platform OR a.platform IS NULL)) AS documented
            FROM missing m JOIN component c ON c.id = m.component_id
            GROUP BY m.component_id, m.platform
            ORDER BY documented DESC, c.system_id, c.name COLLATE NOCASE, m.platform
            """,
        phrasings: [
            "which components miss accessibility requirements [on] [{platform}]",
            "which components lack accessibility [requirements] on {platform}",
            "which components lack accessibility [requirements]",
            "what accessibility is missing [on] [{platform}]",
            "which components [is] not accessible",
            "which accessibility gaps [is] [there]",
            "which accessibility requirements [is] missing",
        ],
        emptyMessage: "no components[ in {system}] miss an accessibility requirement[ on {platform}]",
        // No accessibility requirement recorded there at all: nobody assessed it.
        unassessed: UnassessedRows(column: "documented", values: ["0"])
    )
}
