import GRDB
import DSRegistryCore
import DSRegistryStore

/// promote, add-slot, add-property and deprecate: the smaller operations.
extension RestructureApplier {
    // MARK: promote

    mutating func promote(_ o: Promote) throws {
        guard let c = try component(o.component, "promote") else { return }
        let target = try component(o.to, other: c, "promote", role: "component to promote to", "hold instances of itself")
        let slots = try Row.fetchAll(db, sql: "SELECT id, name FROM slot WHERE component_id = ? ORDER BY ordinal", arguments: [c.id])
        guard let slot = slots.first(where: { ($0["name"] as String) == o.slot.value }) else {
            error(at: o.slot.location, "promote", "'\(c.name)' has no slot named '\(o.slot.value)'",
                suggestion: Suggestion.didYouMean(o.slot.value, in: slots.map { $0["name"] }) ?? "add it with add-slot, or collapse properties into it with slot: true")
            return
        }
        let slotID: Int64 = slot["id"]
        let accepts = try Row.fetchAll(db, sql: """
            SELECT a.id, a.other, c.name AS component FROM slot_accept a LEFT JOIN component c ON c.id = a.component_id
            WHERE a.slot_id = ? ORDER BY a.ordinal
            """, arguments: [slotID])
        guard let accept = accepts.first(where: { ($0["other"] as String?) == o.element.value }) else {
            let drawn = accepts.compactMap { $0["other"] as String? }
            let instances = accepts.compactMap { $0["component"] as String? }
            if let target, instances.contains(target.name) {
                error(at: o.element.location, "promote", "slot '\(o.slot.value)' of '\(c.name)' already holds \(target.name) instances; '\(o.element.value)' is not drawn there")
            } else {
                error(at: o.element.location, "promote", "slot '\(o.slot.value)' of '\(c.name)' holds no drawn element '\(o.element.value)'; it holds: \(drawn.isEmpty ? "none" : drawn.joined(separator: ", "))",
                    suggestion: Suggestion.didYouMean(o.element.value, in: drawn))
            }
            return
        }
        guard let target else { return }
        try touch(c.id)
        try db.execute(sql: "UPDATE slot_accept SET component_id = ?, other = NULL, note = ? WHERE id = ?",
            arguments: [target.id, "was drawn in place as '\(o.element.value)'; promoted by \(restructure.id)", accept["id"] as Int64])
        try insertRelationship(from: c.id, "uses", to: target.id,
            note: o.note ?? "\(o.slot.value) '\(o.element.value)' is a \(target.name) instance (promoted by \(restructure.id))")
        record("promote", c.id, "\(c.name) \(o.slot.value) '\(o.element.value)' → an instance of \(target.name)")
    }

    // MARK: add-slot, add-property, deprecate

    mutating func addSlot(_ o: AddSlot) throws {
        guard let c = try component(o.component, "add-slot") else { return }
        var ok = true
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM slot WHERE component_id = ? AND name = ?", arguments: [c.id, o.name.value]) == true {
            error(at: o.name.location, "add-slot", "'\(c.name)' already has a slot named '\(o.name.value)'")
            ok = false
        }
        var components: [ComponentRef] = []
        for name in o.components {
            if let accepted = try component(name, "add-slot") { components.append(accepted) } else { ok = false }
        }
        guard ok else { return }
        try touch(c.id)
        try insertSlot(componentID: c.id, name: o.name.value, description: o.description, min: o.min, max: o.max,
            components: components.map(\.id), other: o.other, ordinal: try nextOrdinal("slot", c.id))
        let holds = components.map(\.name) + o.other
        record("add-slot", c.id, "\(c.name) gains slot \(o.name.value)\(holds.isEmpty ? "" : " (holds \(holds.joined(separator: " | ")))")")
    }

    mutating func addProperty(_ o: AddProperty, at location: SourceLocation) throws {
        guard let c = try component(o.component, "add-property") else { return }
        let properties = try properties(of: c.id)
        let variants = try variants(of: c.id)
        var ok = true
        if properties.contains(where: { $0.name == o.property.name.value }) {
            error(at: o.property.name.location, "add-property", "'\(c.name)' already has a property named '\(o.property.name.value)'")
            ok = false
        }
        for assignment in o.variants where !variants.contains(where: { $0.name == assignment.property.value }) {
            error(at: assignment.property.location, "add-property", "'\(c.name)' has no variant named '\(assignment.property.value)'",
                suggestion: Suggestion.didYouMean(assignment.property.value, in: variants.map(\.name)))
            ok = false
        }
        if o.property.isVariantAxis, o.property.defaultValue == nil, !o.property.optional {
            ok = checkMapped(variants.map(\.name), by: o.variants.map(\.property), of: c.name, at: location, "add-property",
                hint: { "give '\($0)' a value of '\(o.property.name.value)' under variants, or give the property a default" }) && ok
        }
        guard ok else { return }
        try touch(c.id)
        let created = try insertProperty(o.property, componentID: c.id, ordinal: try nextOrdinal("property", c.id))
        if o.property.isVariantAxis {
            for variant in variants {
                let value = o.variants.first { $0.property.value == variant.name }?.value.value ?? o.property.defaultValue
                guard let value, value != RestructureFormat.noValue else { continue }
                try db.execute(sql: "INSERT INTO variant_value (variant_id, property_id, value) VALUES (?, ?, ?)",
                    arguments: [variant.id, created.id, value])
            }
        }
        let values = o.property.values.isEmpty ? "" : " = " + o.property.values.joined(separator: " | ")
        record("add-property", c.id, "\(c.name) gains property \(o.property.name.value)\(values)")
    }

    mutating func deprecate(_ o: Deprecate) throws {
        guard let c = try component(o.component, "deprecate") else { return }
        var replacement: ComponentRef?
        if let written = o.replacement {
            guard let r = try component(written, other: c, "deprecate", role: "replacement", "replace itself") else { return }
            replacement = r
        }
        if c.status == LifecycleStatus.deprecated.rawValue {
            error(at: o.component.location, "deprecate", "'\(c.name)' is already deprecated")
            return
        }
        try touch(c.id)
        try db.execute(sql: "UPDATE component SET status = 'deprecated' WHERE id = ?", arguments: [c.id])
        if let replacement {
            try insertRelationship(from: c.id, "replaced-by", to: replacement.id,
                note: o.note ?? "deprecated by \(restructure.id); use \(replacement.name)")
        }
        record("deprecate", c.id, "deprecated \(c.name)\(replacement.map { "; replaced by \($0.name)" } ?? "")")
    }
}
