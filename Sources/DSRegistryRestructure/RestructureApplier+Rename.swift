import GRDB
import DSRegistryCore
import DSRegistryStore

/// rename and rehome: a component takes a new name, or moves to another family. The old name
/// stays reserved, so it keeps resolving.
extension RestructureApplier {
    // MARK: rename

    mutating func rename(_ o: Rename) throws {
        guard let c = try component(o.component, "rename") else { return }
        guard try nameIsFree(o.to, for: c, "rename") else { return }
        try touch(c.id)
        try db.execute(sql: "UPDATE component SET name = ?, role = coalesce(?, role) WHERE id = ?",
            arguments: [o.to.value, o.role, c.id])
        try db.execute(sql: """
            UPDATE component_name SET kind = 'former', renamed_by = ? WHERE component_id = ? AND kind = 'current'
            """, arguments: [restructure.id, c.id])
        try db.execute(sql: """
            INSERT INTO component_name (component_id, system_id, name, lookup_key, kind) VALUES (?, ?, ?, ?, 'current')
            """, arguments: [c.id, systemID, o.to.value, ComponentName.lookupKey(for: o.to.value)])
        let role = o.role.map { "; role \($0)" } ?? ""
        record("rename", c.id, "renamed \(c.name) → \(o.to.value)\(role)")
    }

    /// A new name may not be any name (current or former) of another component of the system;
    /// a component's own former name would undo an earlier rename: a cycle.
    mutating func nameIsFree(_ name: Located<String>, for c: ComponentRef?, _ operation: String) throws -> Bool {
        let key = ComponentName.lookupKey(for: name.value)
        guard !key.isEmpty else {
            error(at: name.location, operation, "the name '\(name.value)' has no letters or digits")
            return false
        }
        guard let holder = try Row.fetchOne(db, sql: """
            SELECT n.kind, n.renamed_by, n.name AS written, c.id, c.name FROM component_name n
            JOIN component c ON c.id = n.component_id WHERE n.system_id = ? AND n.lookup_key = ?
            """, arguments: [systemID, key])
        else { return true }
        let kind: String = holder["kind"]
        let holderName: String = holder["name"]
        if let c, holder["id"] == c.id {
            if kind == "current" {
                error(at: name.location, operation, "'\(c.name)' is already named '\(name.value)'")
            } else {
                let by: String? = holder["renamed_by"]
                error(at: name.location, operation,
                    "renaming '\(c.name)' to '\(name.value)' forms a rename cycle: '\(holder["written"] as String)' is its former name\(by.map { ", retired by \($0)" } ?? "")",
                    suggestion: by.map { "to undo that rename, revert it: dsreg migrate revert \($0)" })
            }
            return false
        }
        let how = kind == "current" ? "the name of" : "a former name of"
        error(at: name.location, operation, "'\(name.value)' is already taken: it is \(how) '\(holderName)' in \(systemID)",
            suggestion: "choose another name; former names stay reserved so that they keep resolving")
        return false
    }

    // MARK: rehome

    mutating func rehome(_ o: Rehome) throws {
        guard let c = try component(o.component, "rehome") else { return }
        var newFamily: Int64?? = .none   // .none: unchanged; .some(nil): out of any family
        var familyName: String?
        switch o.family {
        case .unchanged: break
        case .none: newFamily = .some(nil)
        case .family(let written):
            guard let family = try family(written, "rehome") else { return }
            newFamily = .some(family.id)
            familyName = family.name
        }
        var neighbour: ComponentRef?
        if let near = o.near {
            guard let n = try component(near, other: c, "rehome", role: "neighbour", "be placed next to itself") else { return }
            neighbour = n
        }
        try touch(c.id)
        var parts: [String] = []
        if case .some(let family) = newFamily, family != c.familyID {
            let oldName = try c.familyID.flatMap { try String.fetchOne(db, sql: "SELECT name FROM family WHERE id = ?", arguments: [$0]) }
            // Siblings are members of one family; leaving it ends those links, both ways.
            var removed = 0
            if let old = c.familyID {
                try db.execute(sql: """
                    DELETE FROM relationship WHERE kind = 'sibling'
                      AND ((component_id = :id AND target_id IN (SELECT id FROM component WHERE family_id = :family))
                        OR (target_id = :id AND component_id IN (SELECT id FROM component WHERE family_id = :family)))
                    """, arguments: ["id": c.id, "family": old])
                removed = db.changesCount
            }
            try db.execute(sql: "UPDATE component SET family_id = ? WHERE id = ?", arguments: [family, c.id])
            let move = familyName.map { "moved into family \($0)" } ?? "moved out of family \(oldName ?? "(none)")"
            parts.append(move + (removed == 0 ? "" : removed == 1 ? " (1 sibling link ended)" : " (\(removed) sibling links ended)"))
        }
        if let neighbour {
            try insertRelationship(from: c.id, "related", to: neighbour.id,
                note: "placed next to \(neighbour.name) by \(restructure.id)")
            parts.append("placed next to \(neighbour.name)")
        }
        if !parts.isEmpty { record("rehome", c.id, "\(c.name): " + parts.joined(separator: "; ")) }
    }
}
