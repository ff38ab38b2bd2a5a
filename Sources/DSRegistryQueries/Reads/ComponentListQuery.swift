import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg list`: the components, with their latest assessment.
public struct ComponentListQuery: Sendable {
    package var system: String?
    package var family: String?
    package var status: LifecycleStatus?

    /// The filters of `dsreg list`; nil lists every value.
    ///
    /// ```swift
    /// let table = try registry.list(ComponentListQuery(system: "eb", status: .active))
    /// ```
    ///
    /// - Parameters:
    ///   - system: a design system's id or name.
    ///   - family: a family's key or name (within `system` when given).
    ///   - status: a lifecycle status.
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
        LEFT JOIN latest_assessment a ON a.component_id = c.id
        WHERE (:system IS NULL OR c.system_id = :system)
          AND (:families IS NULL OR c.family_id IN (SELECT value FROM json_each(:families)))
          AND (:status IS NULL OR c.status = :status)
        ORDER BY c.system_id, c.name COLLATE NOCASE
        """
}
