import DSRegistryCore
import DSRegistryStore

/// One rule for what a coverage cell (a component, a state, a platform) says, read by
/// `lacking-state`, the site's coverage page and Datasette's coverage view alike:
///
/// - the component does not ship on the platform: **not applicable**, never a gap;
/// - the registry records the state there: the most supportive of its rows (across scopes):
///   supported, not supported, not modeled, or not applicable as recorded;
/// - the component was assessed (it has an assessment, or records any state at all: a reference
///   system's API page lists its states) but nothing is recorded for this cell: **not
///   recorded**, a gap the assessment left open, which a reviewer must see;
/// - nobody assessed the component: **not assessed**, which says nothing but "assess it".
extension QuestionCatalog {
    /// The cell's rank, most telling gap first. `cov.rank` is the recorded answer (a LEFT JOIN
    /// of `coverage`), `sh` a LEFT JOIN of `ships` and `a` a LEFT JOIN of `assessed`.
    static let coverageRank = """
        CASE WHEN sh.component_id IS NULL THEN 6 WHEN cov.rank IS NOT NULL THEN cov.rank
             WHEN a.component_id IS NOT NULL THEN 3 ELSE 4 END
        """

    /// The CTEs the rule reads: `ships`, `coverage(component_id, state, platform, rank, source)`
    /// for the states `states` (an SQL condition on `sc.state`), and `assessed(component_id)`.
    /// A Figma cell the seed records nothing for takes the observed support (`figma_state_support`,
    /// issue 38: supported, or not modeled when the file's State property lacks the state) and
    /// says its `source`; a seed's own Figma entry always wins.
    static func coverageFacts(states: String) -> String {
        """
        \(ships),
        recorded AS (
          SELECT sc.component_id, sc.state, ss.platform,
                 MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1
                     WHEN 'not-modeled' THEN 2 WHEN 'not-applicable' THEN 5 END) AS rank
          FROM state_coverage sc JOIN state_support ss ON ss.coverage_id = sc.id
          WHERE \(states)
          GROUP BY sc.component_id, sc.state, ss.platform),
        coverage AS (
          SELECT component_id, state, platform, rank, NULL AS source FROM recorded
          UNION ALL
          -- A Figma cell the seed leaves blank: what the matched Figma file shows (supported
          -- when any matched set has the state), with the file it was read from.
          SELECT sc.component_id, sc.state, 'figma', MIN(CASE sc.support WHEN 'supported' THEN 0 ELSE 2 END), sc.source
          FROM figma_state_support sc
          WHERE \(states) AND NOT EXISTS (SELECT 1 FROM recorded r WHERE r.component_id = sc.component_id
                                                                    AND r.state = sc.state AND r.platform = 'figma')
          GROUP BY sc.component_id, sc.state),
        assessed(component_id) AS (
          SELECT component_id FROM assessment UNION SELECT component_id FROM state_coverage)
        """
    }

    /// The words of a rank; NULL (a platform not asked about) stays NULL.
    static func coverageLabel(_ column: String) -> String {
        """
        CASE \(column) WHEN 0 THEN 'supported' WHEN 1 THEN 'not supported' WHEN 2 THEN 'not modeled' \
        WHEN 3 THEN 'not recorded' WHEN 4 THEN 'not assessed' WHEN 5 THEN 'not applicable' WHEN 6 THEN 'not applicable' END
        """
    }

    /// Every cell of every component, for each state some component of its system records:
    /// `component_id, state, platform, reason, source` (the site's coverage page; `Schema`'s v12
    /// `state_coverage_matrix` is this rule frozen, for the states each component records).
    package static let coverageCells = """
        WITH platform(system_id, name, ordinal) AS (SELECT system_id, platform, ordinal FROM declared_platform),
        \(coverageFacts(states: "1")),
        system_state AS (
          SELECT DISTINCT c.system_id, sc.state FROM state_coverage sc JOIN component c ON c.id = sc.component_id)
        SELECT c.id AS component_id, st.state, p.name AS platform, \(coverageLabel(coverageRank)) AS reason,
               CASE WHEN sh.component_id IS NOT NULL THEN cov.source END AS source
        FROM component c JOIN system_state st ON st.system_id = c.system_id JOIN platform p ON p.system_id = c.system_id
        LEFT JOIN coverage cov ON cov.component_id = c.id AND cov.state = st.state AND cov.platform = p.name
        LEFT JOIN ships sh ON sh.component_id = c.id AND sh.platform = p.name
        LEFT JOIN assessed a ON a.component_id = c.id
        """
}
