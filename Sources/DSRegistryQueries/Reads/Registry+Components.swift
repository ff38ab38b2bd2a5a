import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// Everything the registry holds about one component, for `dsreg show`.
    ///
    /// ```swift
    /// let detail = try registry.componentDetail("Header", system: "eb")
    /// ```
    ///
    /// - Parameters:
    ///   - name: the component's name, current or former (matched ignoring case and spacing).
    ///   - system: the design system's id or name, when several systems share the name.
    ///   - asOf: the registry as it stood at a version or date; nil for now.
    ///   - mode: the token mode whose values the bindings show (`show --mode`); nil for
    ///     `default`, else each token's first mode, named.
    /// - Throws: `LookupError` for an unknown name, or one several systems share without `system`.
    public func componentDetail(_ name: String, system: String? = nil, asOf: AsOf? = nil, mode: String? = nil) throws -> ComponentDetail {
        try reading(asOf: asOf) { db in
            let lookup = NameLookup(db)
            let systemID = try lookup.system(system)
            let resolved = try lookup.component(name, system: systemID)
            return try ComponentDetailFetch(db: db, id: resolved.id, mode: mode).fetch(matched: resolved.formerName)
        }
    }
}

extension Registry {
    /// The components that match `query`, with their latest assessment: `dsreg list`.
    /// - Parameters:
    ///   - query: the filters.
    ///   - asOf: the registry as it stood at a version or date; nil for now.
    /// - Returns: columns `system`, `component`, `role`, `family`, `status`, `latest_version`,
    ///   `verdict`, `assessed`.
    /// - Throws: `LookupError` for an unknown system or family.
    public func list(_ query: ComponentListQuery, asOf: AsOf? = nil) throws -> ResultTable {
        try reading(asOf: asOf) { db in
            let lookup = NameLookup(db)
            let system = try lookup.system(query.system)
            let families = try query.family.map { try lookup.families($0, system: system).map(\.id) }
            return try ResultTable.fetch(db, sql: ComponentListQuery.sql,
                arguments: ["system": system, "families": families.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }, "status": query.status?.rawValue],
                emptyMessage: "no components match")
        }
    }
}
