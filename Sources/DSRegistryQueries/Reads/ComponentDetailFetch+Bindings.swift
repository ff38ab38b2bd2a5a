import GRDB
import DSRegistryCore
import DSRegistryStore

extension ComponentDetailFetch {
    /// The token roles of the component (or of one of its variants), each with its token's
    /// value in the mode asked for (`mode`), else in `default`, else in the token's first mode
    /// (named), and an alias followed to the value it ends at.
    func bindingGroups(variantID: Int64?, merged: Int64? = nil) throws -> [ComponentDetail.BindingGroupInfo] {
        try Row.fetchAll(db, cached: """
            SELECT id, title, note FROM binding_group
            WHERE component_id = ? AND +variant_id IS ? AND +merged_variant_id IS ? ORDER BY ordinal
            """, arguments: [id, variantID, merged]).map { g in
            ComponentDetail.BindingGroupInfo(title: g["title"], note: g["note"], roles: try Row.fetchAll(db, cached: """
                SELECT b.role, b.label, b.token_path, b.raw_value, t.value AS token_value, t.alias_of AS token_alias,
                       t.mode AS token_mode, c.system_id
                FROM token_binding b JOIN binding_group g ON g.id = b.group_id JOIN component c ON c.id = g.component_id
                LEFT JOIN token t ON t.id = (
                  SELECT t2.id FROM token t2
                  WHERE t2.system_id = c.system_id AND t2.path IN \(TokenPath.sqlSpellings("b.token_path"))
                  ORDER BY t2.mode <> ifnull(:mode, 'default'), t2.mode <> 'default', t2.id LIMIT 1)
                WHERE b.group_id = :group ORDER BY b.ordinal
                """, arguments: ["group": g["id"] as Int64, "mode": mode]).map { row in
                let alias: String? = row["token_alias"]
                let mode: String? = row["token_mode"]
                return ComponentDetail.BindingInfo(
                    role: row["role"], label: row["label"], token: row["token_path"], value: row["raw_value"],
                    tokenValue: row["token_value"], tokenAlias: alias,
                    tokenMode: mode == "default" ? nil : mode,
                    resolvedValue: try alias.flatMap { try resolve($0, system: row["system_id"], mode: mode ?? "default") })
            })
        }
    }

    /// The value an alias ends at, in `mode` (else `default`); nil for a dangling alias or a cycle.
    func resolve(_ alias: String, system: String, mode: String) throws -> String? {
        var path = alias
        var seen: Set<String> = []
        while seen.insert(path).inserted, seen.count <= 32 {
            guard let row = try Row.fetchOne(db, sql: """
                SELECT value, alias_of FROM token WHERE system_id = ? AND path = ? AND mode IN (?, 'default')
                ORDER BY mode = 'default' LIMIT 1
                """, arguments: [system, path, mode]) else { return nil }
            if let value: String = row["value"] { return value }
            guard let next: String = row["alias_of"] else { return nil }
            path = next
        }
        return nil
    }
}
