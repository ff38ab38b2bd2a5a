import GRDB

/// "Which components lack pressed state?" One row per component that does not support the state
/// on every platform asked about, with a reason and the answer per platform.
///
/// A platform's answer is the component's `state_support` for that state (across scopes, the
/// most supportive wins); no row at all is "not assessed", which differs from "not modeled".
/// The row's reason is the most telling of its platforms' answers: not supported, then not
/// modeled, then not assessed, then not applicable.
public struct LackingStateQuery: Sendable {
    public var state: InteractionState
    public var platform: Platform?

    public init(state: InteractionState, platform: Platform? = nil) {
        self.state = state
        self.platform = platform
    }

    static let sql = """
        WITH platform(name, ordinal) AS (VALUES ('ios', 1), ('android', 2), ('figma', 3)),
        coverage AS (
          SELECT sc.component_id, ss.platform,
                 MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1
                     WHEN 'not-modeled' THEN 2 WHEN 'not-applicable' THEN 4 END) AS rank
          FROM state_coverage sc JOIN state_support ss ON ss.coverage_id = sc.id
          WHERE sc.state = :state
          GROUP BY sc.component_id, ss.platform),
        cell AS (
          SELECT c.id AS component_id, p.name AS platform, ifnull(cov.rank, 3) AS rank
          FROM component c CROSS JOIN platform p
          LEFT JOIN coverage cov ON cov.component_id = c.id AND cov.platform = p.name
          WHERE c.status NOT IN ('merged', 'retired') AND (:platform IS NULL OR p.name = :platform)),
        lacking AS (
          SELECT component_id,
                 MIN(CASE WHEN rank > 0 THEN rank END) AS reason_rank,
                 MAX(CASE platform WHEN 'ios' THEN rank END) AS ios,
                 MAX(CASE platform WHEN 'android' THEN rank END) AS android,
                 MAX(CASE platform WHEN 'figma' THEN rank END) AS figma
          FROM cell GROUP BY component_id
          HAVING reason_rank IS NOT NULL)
        SELECT c.system_id AS system, c.name AS component, :state AS state,
               \(label("l.reason_rank")) AS reason,
               \(label("l.ios")) AS ios, \(label("l.android")) AS android, \(label("l.figma")) AS figma,
               (SELECT note FROM state_coverage WHERE component_id = c.id AND state = :state
                ORDER BY ordinal LIMIT 1) AS note
        FROM lacking l JOIN component c ON c.id = l.component_id
        ORDER BY l.reason_rank, c.system_id, c.name COLLATE NOCASE
        """

    /// The SQL text that names a support rank; NULL (a platform not asked about) stays NULL.
    private static func label(_ column: String) -> String {
        """
        CASE \(column) WHEN 0 THEN 'supported' WHEN 1 THEN 'not supported' WHEN 2 THEN 'not modeled' \
        WHEN 3 THEN 'not assessed' WHEN 4 THEN 'not applicable' END
        """
    }
}

extension Registry {
    public func lackingState(_ query: LackingStateQuery) throws -> ResultTable {
        try writer.read { db in
            var table = try ResultTable.fetch(db, sql: LackingStateQuery.sql,
                arguments: ["state": query.state.rawValue, "platform": query.platform?.rawValue],
                emptyMessage: "no components lack \(query.state.rawValue) state" + (query.platform.map { " on \($0.label)" } ?? ""))
            if let platform = query.platform {
                // Only the platform asked about is a column.
                let drop = Set(Platform.allCases.map(\.rawValue)).subtracting([platform.rawValue])
                let keep = table.columns.indices.filter { !drop.contains(table.columns[$0]) }
                table.columns = keep.map { table.columns[$0] }
                table.rows = table.rows.map { row in keep.map { row[$0] } }
            }
            return table
        }
    }
}
