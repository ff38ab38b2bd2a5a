import GRDB

/// `dsreg list`: the components, with their latest assessment.
public struct ComponentListQuery: Sendable {
    public var system: String?
    public var family: String?
    public var status: LifecycleStatus?

    public init(system: String? = nil, family: String? = nil, status: LifecycleStatus? = nil) {
        self.system = system
        self.family = family
        self.status = status
    }

    static let sql = """
        SELECT c.system_id AS system, c.name AS component, c.role, f.name AS family, c.status,
               a.version AS latest_version, a.verdict,
               CASE WHEN a.id IS NULL THEN 'not assessed' ELSE a.date END AS assessed
        FROM component c
        LEFT JOIN family f ON f.id = c.family_id
        LEFT JOIN assessment a ON a.id = (
          SELECT id FROM assessment WHERE component_id = c.id
          ORDER BY version_major DESC, version_minor DESC, version_patch DESC LIMIT 1)
        WHERE (:system IS NULL OR c.system_id = :system)
          AND (:family IS NULL OR f.key = :family OR lower(f.name) = lower(:family))
          AND (:status IS NULL OR c.status = :status)
        ORDER BY c.system_id, c.name COLLATE NOCASE
        """
}

extension Registry {
    public func list(_ query: ComponentListQuery) throws -> ResultTable {
        try writer.read { db in
            let system = try Self.resolveSystem(db, query.system)
            return try ResultTable.fetch(db, sql: ComponentListQuery.sql,
                arguments: ["system": system, "family": query.family, "status": query.status?.rawValue],
                emptyMessage: "no components match")
        }
    }
}
