import DSRegistryCore
import DSRegistryStore

extension QuestionCatalog {
    /// "Which components lack pressed state?" One row per component that does not support the
    /// state on every platform asked about, with a reason and the answer per platform.
    ///
    /// A platform's answer is the cell's, by the one rule of `coverageRank`: recorded, not
    /// recorded (an assessed component's blank cell), not assessed (nobody assessed the
    /// component) or not applicable. The row's reason is the most telling of its platforms'
    /// answers: not supported, then not modeled, not recorded, not assessed, not applicable.
    /// Rows of components nobody assessed are left out by the SQL itself unless
    /// `:include_unassessed`, and `notAssessed` counts them.
    package static let lackingState = Question(
        name: "lacking-state",
        summary: "Components that lack a state, and why: not supported, not modeled, not recorded, not assessed or not applicable.",
        discussion: """
            STATE is a canonical state (\(InteractionState.rawValues.joined(separator: ", "))) or a \
            platform word for one: iOS "highlighted" and web "active" both mean pressed.

            A component is listed when at least one platform asked about does not support the \
            state. Platforms a component does not ship on (its availability, else its system's \
            platforms) are not applicable and never a gap. "not recorded" is a blank cell of a \
            component someone assessed (it has an assessment, or records states): the assessment \
            left it open, and it is listed. "not assessed" means nobody assessed the component at \
            all; both differ from "not modeled" (the team looked and it is missing). Components \
            nobody assessed are left out by the SQL (:include_unassessed) and counted in one line \
            after the answer; --include-unassessed lists them.
            """,
        parameters: [
            QuestionParameter("state", .state, positional: true, help: "The state to look for."),
            QuestionParameter("platform", .platform, help: "Only this platform."),
            systemFilter, Question.includeUnassessed,
        ],
        sql: lackingStateFacts + """
            SELECT c.system_id AS system, c.name AS component, :state AS state,
                   \(coverageLabel("l.reason_rank")) AS reason,
                   \(coverageLabel("l.ios")) AS ios, \(coverageLabel("l.android")) AS android,
                   \(coverageLabel("l.figma")) AS figma,\(declaredPlatformColumns.label)
                   CASE WHEN l.figma_source IS NULL THEN \(seedNote)
                        ELSE ifnull(\(seedNote) || '; ', '') || 'Figma column read from ' || l.figma_source END AS note
            FROM lacking l JOIN component c ON c.id = l.component_id
            WHERE l.assessed OR :include_unassessed
            ORDER BY l.reason_rank, c.system_id, c.name COLLATE NOCASE
            """,
        notAssessed: lackingStateFacts + """
            SELECT count(*) AS not_assessed FROM lacking WHERE NOT assessed AND :include_unassessed IS NOT 1
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
        examples: [["state": "pressed"], ["state": "focused", "platform": "figma"]]
    )

    /// The note of the component's first row for the state.
    static let seedNote = "(SELECT note FROM state_coverage WHERE component_id = c.id AND state = :state ORDER BY ordinal LIMIT 1)"

    /// What `lacking-state` reads, for its rows and for its count of components nobody
    /// assessed: each cell by `coverageRank`, and per component the most telling gap.
    static let lackingStateFacts = """
        WITH platform(system_id, name, ordinal) AS (SELECT system_id, platform, ordinal FROM declared_platform),
        \(coverageFacts(states: "sc.state = :state")),
        cell AS (
          SELECT c.id AS component_id, p.name AS platform, \(coverageRank) AS rank,
                 CASE WHEN sh.component_id IS NOT NULL THEN cov.source END AS source,
                 a.component_id IS NOT NULL OR (sh.component_id IS NOT NULL AND cov.source IS NOT NULL AND cov.rank = 2) AS assessed
          FROM component c JOIN platform p ON p.system_id = c.system_id
          LEFT JOIN coverage cov ON cov.component_id = c.id AND cov.platform = p.name
          LEFT JOIN ships sh ON sh.component_id = c.id AND sh.platform = p.name
          LEFT JOIN assessed a ON a.component_id = c.id
          WHERE \(live) AND (:platform IS NULL OR p.name = :platform)
            AND (:system IS NULL OR c.system_id = :system)),
        lacking AS (
          -- Not applicable where it does not ship (6) is no gap.
          SELECT component_id, MAX(assessed) AS assessed,
                 MIN(CASE WHEN rank BETWEEN 1 AND 5 THEN rank END) AS reason_rank,
                 MAX(CASE platform WHEN 'ios' THEN rank END) AS ios,
                 MAX(CASE platform WHEN 'android' THEN rank END) AS android,
                 MAX(CASE platform WHEN 'figma' THEN rank END) AS figma,
                 MAX(CASE platform WHEN 'figma' THEN source END) AS figma_source\(declaredPlatformColumns.rank)
          FROM cell GROUP BY component_id
          HAVING reason_rank IS NOT NULL)

        """

    /// The requirements every component is expected to document per platform. A heading trait
    /// is expected only of components that are headings (a header or title in name or role).
    package static let accessibility = Question(
        name: "a11y",
        summary: "Components missing an accessibility requirement (heading trait, touch target, reading order) on a platform.",
        discussion: """
            Expected on every code platform its system declares (iOS and Android by default; web, React Native … \
            when declared), where the component ships: a minimum touch target and a reading order for every \
            component, and a heading trait for headers and titles. A requirement counts when its \
            topic names it and it is recorded for that platform or for every platform. \
            "documented" is how many accessibility requirements the component records there; \
            "reason" is "not recorded" for a component someone assessed (it has an assessment or \
            records any requirement) and "not assessed" for one nobody did. Those are left out by \
            the SQL (:include_unassessed) and counted in one line after the answer; \
            --include-unassessed lists them.
            """,
        parameters: [QuestionParameter("platform", .devicePlatform, help: "Only this platform."), systemFilter,
                     Question.includeUnassessed],
        sql: accessibilityFacts + """
            SELECT c.system_id AS system, c.name AS component, m.platform,
                   group_concat(m.requirement, ', ') AS missing,
                   (SELECT count(*) FROM accessibility_requirement a
                    WHERE a.component_id = c.id AND (a.platform = m.platform OR a.platform IS NULL)) AS documented,
                   CASE WHEN m.assessed THEN 'not recorded' ELSE 'not assessed' END AS reason
            FROM missing m JOIN component c ON c.id = m.component_id
            WHERE m.assessed OR :include_unassessed
            GROUP BY m.component_id, m.platform
            ORDER BY documented DESC, c.system_id, c.name COLLATE NOCASE, m.platform
            """,
        notAssessed: accessibilityFacts + """
            SELECT count(DISTINCT component_id) AS not_assessed FROM missing
            WHERE NOT assessed AND :include_unassessed IS NOT 1
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
        examples: [["platform": "ios"]]
    )

    /// What `a11y` reads, for its rows and for its count of components nobody assessed: each
    /// requirement missing on a platform the component ships on, and whether anyone assessed
    /// the component (an assessment, or any accessibility requirement recorded).
    static let accessibilityFacts = """
        WITH requirement(name, pattern, ordinal) AS (
          VALUES ('heading trait', '%heading%', 1), ('touch target', '%touch target%', 2),
                 ('reading order', '%reading order%', 3)),
        platform(system_id, name) AS (SELECT system_id, platform FROM declared_platform WHERE platform <> 'figma'),
        \(ships),
        assessed(component_id) AS (
          SELECT component_id FROM assessment UNION SELECT component_id FROM accessibility_requirement),
        missing AS (
          -- Only on the platforms the component ships on.
          SELECT c.id AS component_id, p.name AS platform, r.name AS requirement, r.ordinal,
                 c.id IN (SELECT component_id FROM assessed) AS assessed
          FROM component c JOIN platform p ON p.system_id = c.system_id CROSS JOIN requirement r
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

        """
}
