import GRDB
import DSRegistryCore

extension NameLookup {
    /// Every component `text` names (current or former name), in every system: the candidates
    /// of a name several systems share.
    package func components(named text: String) throws -> [ResolvedComponent] {
        try Row.fetchAll(db, sql: Self.componentSQL, arguments: ["key": NameKey.of(text), "system": nil as String?]).map { row in
            let kind: String = row["kind"]
            return ResolvedComponent(id: row["id"], systemId: row["system_id"], name: row["name"],
                formerName: kind == "former" ? row["matched"] : nil)
        }
    }
}
