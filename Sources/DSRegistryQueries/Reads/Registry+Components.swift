import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    public func componentDetail(_ name: String, system: String? = nil, asOf: AsOf? = nil) throws -> ComponentDetail {
        try reading(asOf: asOf) { db in
            let lookup = NameLookup(db)
            let systemID = try lookup.system(system)
            let resolved = try lookup.component(name, system: systemID)
            return try ComponentDetailFetch(db: db, id: resolved.id).fetch(matched: resolved.formerName)
        }
    }
}

extension Registry {
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
