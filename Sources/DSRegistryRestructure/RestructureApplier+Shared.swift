import GRDB
import DSRegistryCore
import DSRegistryStore

/// Each operation checks what it names against the registry as it is now, reports every
/// problem, and writes only when the operation is sound; the undo log records every write.
/// These are the reads and writes the operations share.
struct PropertyRow {
    var id: Int64
    var name: String
    var kind: PropertyKind
    var values: [String]
    var ordinal: Int

    var allowedValues: [String] { kind == .boolean ? ["true", "false"] : values }
}

struct VariantRow {
    var id: Int64
    var name: String
    var ordinal: Int
}

extension RestructureApplier {
    /// A second component an operation names, which must not be `c` itself.
    mutating func component(_ name: Located<String>, other c: ComponentRef, _ operation: String, role: String,
                            _ selfProblem: String) throws -> ComponentRef? {
        guard let other = try component(name, operation, role: role) else { return nil }
        guard other.id != c.id else {
            error(at: name.location, operation, "'\(c.name)' cannot \(selfProblem)")
            return nil
        }
        return other
    }

    func properties(of componentID: Int64) throws -> [PropertyRow] {
        try Row.fetchAll(db, sql: """
            SELECT p.id, p.name, p.kind, p.ordinal,
                   (SELECT group_concat(value, char(31)) FROM (SELECT value FROM property_value WHERE property_id = p.id ORDER BY ordinal)) AS "values"
            FROM property p WHERE p.component_id = ? ORDER BY p.ordinal, p.id
            """, arguments: [componentID]).map { row in
            PropertyRow(id: row["id"], name: row["name"], kind: PropertyKind(rawValue: row["kind"]) ?? .text,
                values: (row["values"] as String?)?.split(separator: "\u{1F}").map(String.init) ?? [], ordinal: row["ordinal"])
        }
    }

    func variants(of componentID: Int64) throws -> [VariantRow] {
        try Row.fetchAll(db, sql: "SELECT id, name, ordinal FROM variant WHERE component_id = ? ORDER BY ordinal, id", arguments: [componentID])
            .map { VariantRow(id: $0["id"], name: $0["name"], ordinal: $0["ordinal"]) }
    }

    /// A variant's values of the given properties, by property name.
    func variantValues(_ variantID: Int64, _ properties: [PropertyRow]) throws -> [String: String] {
        var values: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT property_id, value FROM variant_value WHERE variant_id = ?", arguments: [variantID]) {
            if let property = properties.first(where: { $0.id == row["property_id"] }) { values[property.name] = row["value"] }
        }
        return values
    }

    func nextOrdinal(_ table: String, _ componentID: Int64) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT ifnull(max(ordinal) + 1, 0) FROM \(table) WHERE component_id = ?", arguments: [componentID]) ?? 0
    }

    /// Every existing name must be mapped, and every mapped name must exist.
    mutating func checkMapped(_ names: [String], by written: [Located<String>], of owner: String, at location: SourceLocation,
                              _ operation: String, hint: (String) -> String) -> Bool {
        var ok = true
        for name in names where !written.contains(where: { $0.value == name }) {
            error(at: location, operation, "variant '\(name)' of '\(owner)' is not mapped", suggestion: hint(name))
            ok = false
        }
        var seen: Set<String> = []
        for name in written {
            if !names.contains(name.value) {
                error(at: name.location, operation, "'\(owner)' has no variant named '\(name.value)'",
                    suggestion: Suggestion.didYouMean(name.value, in: names))
                ok = false
            } else if !seen.insert(name.value).inserted {
                error(at: name.location, operation, "variant '\(name.value)' is mapped twice")
                ok = false
            }
        }
        return ok
    }

    /// Each assignment names a property of the component and one of its values.
    mutating func checkAssignments(_ assignments: [PropertyAssignment], on properties: [PropertyRow], of owner: String,
                                   _ operation: String) -> Bool {
        var ok = true
        for a in assignments {
            guard let property = properties.first(where: { $0.name == a.property.value }) else {
                error(at: a.property.location, operation, "'\(owner)' has no property named '\(a.property.value)'",
                    suggestion: Suggestion.didYouMean(a.property.value, in: properties.map(\.name)))
                ok = false
                continue
            }
            let allowed = property.allowedValues
            if !allowed.isEmpty, !allowed.contains(a.value.value) {
                error(at: a.value.location, operation, "'\(a.value.value)' is not a value of '\(property.name)' of '\(owner)'; expected one of: \(allowed.joined(separator: ", "))",
                    suggestion: Suggestion.didYouMean(a.value.value, in: allowed))
                ok = false
            }
        }
        return ok
    }

    func insertValues(_ assignments: [PropertyAssignment], variantID: Int64, properties: [PropertyRow]) throws {
        for a in assignments where a.value.value != RestructureFormat.noValue {
            guard let property = properties.first(where: { $0.name == a.property.value }) else { continue }
            try db.execute(sql: "INSERT INTO variant_value (variant_id, property_id, value) VALUES (?, ?, ?)",
                arguments: [variantID, property.id, a.value.value])
        }
    }

    func insertProperty(_ new: NewProperty, componentID: Int64, ordinal: Int) throws -> PropertyRow {
        try db.execute(sql: """
            INSERT INTO property (component_id, name, kind, default_value, required, description, ordinal)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [componentID, new.name.value, new.kind.rawValue, new.defaultValue, new.required, new.description, ordinal])
        let id = db.lastInsertedRowID
        for (index, value) in new.values.enumerated() {
            try db.execute(sql: "INSERT INTO property_value (property_id, value, ordinal) VALUES (?, ?, ?)", arguments: [id, value, index])
        }
        for (platform, signature) in new.signatures {
            try db.execute(sql: "INSERT INTO property_signature (property_id, platform, signature) VALUES (?, ?, ?)",
                arguments: [id, platform.rawValue, signature])
        }
        return PropertyRow(id: id, name: new.name.value, kind: new.kind, values: new.values, ordinal: ordinal)
    }

    func insertSlot(componentID: Int64, name: String, description: String?, min: Int, max: Int?,
                    components: [Int64], other: [String], ordinal: Int) throws {
        try db.execute(sql: """
            INSERT INTO slot (component_id, name, description, min_count, max_count, ordinal) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [componentID, name, description, min, max, ordinal])
        let slotID = db.lastInsertedRowID
        for (index, component) in components.enumerated() {
            try db.execute(sql: "INSERT INTO slot_accept (slot_id, component_id, ordinal) VALUES (?, ?, ?)", arguments: [slotID, component, index])
        }
        for (index, text) in other.enumerated() {
            try db.execute(sql: "INSERT INTO slot_accept (slot_id, other, ordinal) VALUES (?, ?, ?)",
                arguments: [slotID, text, components.count + index])
        }
    }

    /// Adds a relationship unless the same one exists.
    func insertRelationship(from source: Int64, _ kind: String, to target: Int64, note: String) throws {
        try db.execute(sql: """
            INSERT INTO relationship (component_id, kind, target_id, note, ordinal)
            SELECT :source, :kind, :target, :note, (SELECT ifnull(max(ordinal) + 1, 0) FROM relationship WHERE component_id = :source)
            WHERE NOT EXISTS (SELECT 1 FROM relationship WHERE component_id = :source AND kind = :kind AND target_id = :target)
            """, arguments: ["source": source, "kind": kind, "target": target, "note": note])
    }

    func describe(_ assignments: [PropertyAssignment]) -> String {
        assignments.map { "\($0.property.value) = \($0.value.value)" }.joined(separator: ", ")
    }
}
