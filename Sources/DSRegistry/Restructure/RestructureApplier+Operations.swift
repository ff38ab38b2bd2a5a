import GRDB

/// Each operation: check what it names against the registry as it is now, report every
/// problem, and write only when the operation is sound. The undo log records every write.
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

    // MARK: merge

    mutating func merge(_ o: Merge, at location: SourceLocation) throws {
        guard let source = try component(o.component, "merge"),
            let target = try component(o.into, other: source, "merge", role: "component to merge into", "be merged into itself")
        else { return }
        let targetVariantNames = Set(try self.variants(of: target.id).map(\.name))
        let variants = try self.variants(of: source.id)
        let targetProperties = try properties(of: target.id)
        var ok = true
        if variants.isEmpty {
            for mapping in o.variants {
                if let written = mapping.source {
                    error(at: written.location, "merge", "'\(source.name)' has no variant named '\(written.value)'; it has no variants",
                        suggestion: "describe what it becomes with as_variant")
                    ok = false
                }
            }
        } else {
            if let asVariant = o.asVariant {
                error(at: asVariant.name.location, "merge", "as_variant is for a component without variants; '\(source.name)' has \(variants.count): map each under 'variants'")
                ok = false
            }
            ok = checkMapped(variants.map(\.name), by: o.variants.compactMap(\.source), of: source.name, at: location, "merge",
                hint: { "add '\($0)': {name: …, values: {…}} under variants" }) && ok
        }
        var newNames = targetVariantNames
        for mapping in o.variants + [o.asVariant].compactMap({ $0 }) {
            if newNames.contains(mapping.name.value) {
                error(at: mapping.name.location, "merge", "'\(target.name)' already has a variant named '\(mapping.name.value)'")
                ok = false
            }
            newNames.insert(mapping.name.value)
            ok = checkAssignments(mapping.values, on: targetProperties, of: target.name, "merge") && ok
        }
        for section in o.move {
            ok = try checkMove(section, from: source, to: target) && ok
        }
        guard ok else { return }

        try touch(source.id)
        try touch(target.id)
        var ordinal = try nextOrdinal("variant", target.id)
        var moved: [String] = []
        for mapping in o.variants {
            guard let written = mapping.source, let variant = variants.first(where: { $0.name == written.value }) else { continue }
            try db.execute(sql: "UPDATE variant SET component_id = ?, name = ?, group_id = NULL, ordinal = ? WHERE id = ?",
                arguments: [target.id, mapping.name.value, ordinal, variant.id])
            try db.execute(sql: "DELETE FROM variant_value WHERE variant_id = ?", arguments: [variant.id])
            try insertValues(mapping.values, variantID: variant.id, properties: targetProperties)
            try db.execute(sql: "UPDATE binding_group SET component_id = ? WHERE variant_id = ?", arguments: [target.id, variant.id])
            try db.execute(sql: "UPDATE spec SET component_id = ? WHERE variant_id = ?", arguments: [target.id, variant.id])
            moved.append("\(variant.name) → \(mapping.name.value)")
            ordinal += 1
        }
        if let asVariant = o.asVariant {
            try db.execute(sql: """
                INSERT INTO variant (component_id, name, description, ordinal) VALUES (?, ?, ?, ?)
                """, arguments: [target.id, asVariant.name.value, "\(source.name), merged in by \(restructure.id).", ordinal])
            try insertValues(asVariant.values, variantID: db.lastInsertedRowID, properties: targetProperties)
            moved.append("\(source.name) itself → variant \(asVariant.name.value) (\(describe(asVariant.values)))")
        }
        for section in o.move {
            try move(section.value, from: source, to: target)
            moved.append("its \(section.value.rawValue)")
        }
        try db.execute(sql: "UPDATE component SET status = 'merged' WHERE id = ?", arguments: [source.id])
        try insertRelationship(from: source.id, "replaced-by", to: target.id, note: "merged into \(target.name) by \(restructure.id)")
        let what = moved.isEmpty ? "" : ": " + moved.joined(separator: ", ")
        record("merge", source.id, "merged \(source.name) into \(target.name)\(what)")
    }

    private mutating func checkMove(_ section: Located<Merge.Section>, from source: ComponentRef, to target: ComponentRef) throws -> Bool {
        let sql: String
        switch section.value {
        case .slots:
            sql = "SELECT s.name FROM slot s JOIN slot t ON t.name = s.name AND t.component_id = :target WHERE s.component_id = :source"
        case .states:
            sql = """
                SELECT s.state || CASE s.scope WHEN '' THEN '' ELSE ' (' || s.scope || ')' END FROM state_coverage s
                JOIN state_coverage t ON t.state = s.state AND t.scope = s.scope AND t.component_id = :target
                WHERE s.component_id = :source
                """
        case .bindings:
            return true
        }
        let clashes = try String.fetchAll(db, sql: sql, arguments: ["source": source.id, "target": target.id])
        if !clashes.isEmpty {
            error(at: section.location, "merge", "both '\(source.name)' and '\(target.name)' have \(section.value.rawValue): \(clashes.joined(separator: ", ")); moving them would duplicate them",
                suggestion: "leave \(section.value.rawValue) out of 'move' and describe them on '\(target.name)'")
            return false
        }
        return true
    }

    private func move(_ section: Merge.Section, from source: ComponentRef, to target: ComponentRef) throws {
        switch section {
        case .slots:
            let ordinal = try nextOrdinal("slot", target.id)
            try db.execute(sql: "UPDATE slot SET component_id = ?, anatomy_part_id = NULL, ordinal = ordinal + ? WHERE component_id = ?",
                arguments: [target.id, ordinal, source.id])
        case .states:
            let ordinal = try nextOrdinal("state_coverage", target.id)
            try db.execute(sql: "UPDATE state_coverage SET component_id = ?, ordinal = ordinal + ? WHERE component_id = ?",
                arguments: [target.id, ordinal, source.id])
        case .bindings:
            let ordinal = try nextOrdinal("binding_group", target.id)
            try db.execute(sql: "UPDATE binding_group SET component_id = ?, ordinal = ordinal + ? WHERE component_id = ? AND variant_id IS NULL",
                arguments: [target.id, ordinal, source.id])
        }
    }

    // MARK: split

    mutating func split(_ o: Split, at location: SourceLocation) throws {
        guard let c = try component(o.component, "split") else { return }
        var ok = true
        let key = o.key.value
        if key.isEmpty || !key.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) {
            error(at: o.key.location, "split", "the key '\(key)' must be lowercase letters, digits and hyphens (it is the new component's stable id)")
            ok = false
        } else if let holder = try String.fetchOne(db, sql: "SELECT name FROM component WHERE system_id = ? AND key = ?", arguments: [systemID, key]) {
            error(at: o.key.location, "split", "the key '\(key)' is already the id of '\(holder)' in \(systemID)")
            ok = false
        }
        ok = try nameIsFree(o.name, for: nil, "split") && ok
        var familyID = c.familyID
        if let written = o.family {
            if let family = try family(written, "split") { familyID = family.id } else { ok = false }
        }
        let properties = try properties(of: c.id)
        let variants = try variants(of: c.id)
        var moving: [VariantRow] = []
        if !o.rule.isEmpty {
            guard checkAssignments(o.rule, on: properties, of: c.name, "split") else { return }
            for variant in variants {
                let values = try variantValues(variant.id, properties)
                if o.rule.allSatisfy({ values[$0.property.value] == $0.value.value }) { moving.append(variant) }
            }
        } else {
            for written in o.variants {
                if let variant = variants.first(where: { $0.name == written.value }) {
                    moving.append(variant)
                } else {
                    error(at: written.location, "split", "'\(c.name)' has no variant named '\(written.value)'",
                        suggestion: Suggestion.didYouMean(written.value, in: variants.map(\.name)))
                    ok = false
                }
            }
        }
        if ok && moving.isEmpty {
            error(at: location, "split", "the rule selects no variant of '\(c.name)'; a split moves at least one")
            ok = false
        } else if ok && moving.count == variants.count {
            error(at: location, "split", "the rule selects every variant of '\(c.name)'; that is a rename, not a split",
                suggestion: "use op: rename")
            ok = false
        }
        guard ok else { return }

        try touch(c.id)
        try db.execute(sql: """
            INSERT INTO component (system_id, key, name, role, family_id, status, description)
            VALUES (?, ?, ?, ?, ?, 'active', ?)
            """, arguments: [systemID, key, o.name.value, o.role ?? c.role, familyID,
                             "Split from \(c.name) by \(restructure.id)."])
        let newID = db.lastInsertedRowID
        try touch(newID)
        try db.execute(sql: """
            INSERT INTO component_name (component_id, system_id, name, lookup_key, kind) VALUES (?, ?, ?, ?, 'current')
            """, arguments: [newID, systemID, o.name.value, ComponentName.lookupKey(for: o.name.value)])
        // The new component gets its own copy of the properties its variants are made of.
        for property in properties {
            try db.execute(sql: """
                INSERT INTO property (component_id, name, kind, default_value, required, implicit, figma_name, description, ordinal)
                SELECT ?, name, kind, default_value, required, implicit, figma_name, description, ordinal FROM property WHERE id = ?
                """, arguments: [newID, property.id])
            let copy = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO property_value SELECT ?, value, ordinal FROM property_value WHERE property_id = ?", arguments: [copy, property.id])
            try db.execute(sql: "INSERT INTO property_signature SELECT ?, platform, signature FROM property_signature WHERE property_id = ?", arguments: [copy, property.id])
            for variant in moving {
                try db.execute(sql: "UPDATE variant_value SET property_id = ? WHERE variant_id = ? AND property_id = ?", arguments: [copy, variant.id, property.id])
            }
        }
        for variant in moving {
            try db.execute(sql: "UPDATE variant SET component_id = ?, group_id = NULL WHERE id = ?", arguments: [newID, variant.id])
            try db.execute(sql: "UPDATE binding_group SET component_id = ? WHERE variant_id = ?", arguments: [newID, variant.id])
            try db.execute(sql: "UPDATE spec SET component_id = ? WHERE variant_id = ?", arguments: [newID, variant.id])
        }
        try insertRelationship(from: newID, "related", to: c.id, note: "split from \(c.name) by \(restructure.id)")
        record("split", c.id, "split \(c.name): \(moving.map(\.name).joined(separator: ", ")) → new component \(o.name.value) (\(key))")
    }

    // MARK: collapse-properties

    mutating func collapse(_ o: CollapseProperties, at location: SourceLocation) throws {
        guard let c = try component(o.component, "collapse-properties") else { return }
        let properties = try properties(of: c.id)
        let variants = try variants(of: c.id)
        var ok = true
        var collapsed: Set<String> = []
        for new in o.into {
            for old in new.from {
                if !properties.contains(where: { $0.name == old.value }) {
                    error(at: old.location, "collapse-properties", "'\(c.name)' has no property named '\(old.value)'",
                        suggestion: Suggestion.didYouMean(old.value, in: properties.map(\.name)))
                    ok = false
                } else if !collapsed.insert(old.value).inserted {
                    error(at: old.location, "collapse-properties", "property '\(old.value)' is collapsed twice")
                    ok = false
                }
            }
        }
        let kept = properties.filter { !collapsed.contains($0.name) }
        var newNames: Set<String> = []
        for new in o.into {
            if kept.contains(where: { $0.name == new.name.value }) || !newNames.insert(new.name.value).inserted {
                error(at: new.name.location, "collapse-properties", "'\(c.name)' would have two properties named '\(new.name.value)'")
                ok = false
            }
        }
        ok = checkMapped(variants.map(\.name), by: o.variants.map(\.variant), of: c.name, at: o.variantsLocation, "collapse-properties",
            hint: { "say what '\($0)' becomes under variants" }) && ok
        guard ok else { return }

        // The identity of each variant after the collapse: its kept values and its new ones.
        var signature: [String: String] = [:]   // variant name → "property=value; …"
        for outcome in o.variants {
            guard let variant = variants.first(where: { $0.name == outcome.variant.value }) else { continue }
            let keptValues = try variantValues(variant.id, kept)
            let newValues = outcome.values.filter { $0.value.value != RestructureFormat.noValue }
                .map { ($0.property.value, $0.value.value) }
            signature[variant.name] = (keptValues.map { ($0.key, $0.value) } + newValues).sorted { $0.0 < $1.0 }
                .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        var firstBySignature: [String: CollapseProperties.Outcome] = [:]
        var firstByName: [String: CollapseProperties.Outcome] = [:]
        for outcome in o.variants {
            guard let identity = signature[outcome.variant.value] else { continue }
            if let other = firstBySignature[identity], other.becomes.value != outcome.becomes.value {
                error(at: outcome.becomes.location, "collapse-properties",
                    "'\(other.variant.value)' and '\(outcome.variant.value)' become identical (\(identity.isEmpty ? "no values" : identity)) but are mapped to '\(other.becomes.value)' and '\(outcome.becomes.value)'",
                    suggestion: "identical variants are merged: make both become '\(other.becomes.value)'")
                ok = false
            }
            if let other = firstByName[outcome.becomes.value], signature[other.variant.value] != identity {
                error(at: outcome.becomes.location, "collapse-properties",
                    "'\(other.variant.value)' and '\(outcome.variant.value)' both become '\(outcome.becomes.value)' but differ (\(signature[other.variant.value] ?? "") vs \(identity))",
                    suggestion: "only variants with the same values can become one variant")
                ok = false
            }
            firstBySignature[identity] = firstBySignature[identity] ?? outcome
            firstByName[outcome.becomes.value] = firstByName[outcome.becomes.value] ?? outcome
        }
        guard ok else { return }

        try touch(c.id)
        let ordinals = Dictionary(properties.map { ($0.name, $0.ordinal) }, uniquingKeysWith: { a, _ in a })
        // In file order, not the set's: a second run must record the same undo log.
        for name in o.into.flatMap(\.from).map(\.value) {
            try db.execute(sql: "DELETE FROM property WHERE component_id = ? AND name = ?", arguments: [c.id, name])
        }
        var created: [PropertyRow] = []
        var slotOrdinal = try nextOrdinal("slot", c.id)
        for new in o.into {
            let ordinal = new.from.compactMap { ordinals[$0.value] }.min() ?? 0
            created.append(try insertProperty(new, componentID: c.id, ordinal: ordinal))
            if new.slot {
                try insertSlot(componentID: c.id, name: new.name.value, description: new.description, min: 0, max: 1,
                    components: [], other: new.values, ordinal: slotOrdinal)
                slotOrdinal += 1
            }
            record("collapse-properties", c.id,
                "\(new.from.map(\.value).joined(separator: ", ")) → \(new.name.value) (\(new.kind.rawValue)\(new.values.isEmpty ? "" : ": " + new.values.joined(separator: " | "))\(new.slot ? ", a slot" : ""))")
        }
        for outcome in o.variants {
            guard let variant = variants.first(where: { $0.name == outcome.variant.value }) else { continue }
            try insertValues(outcome.values, variantID: variant.id, properties: created)
        }
        // Variants that became identical merge into the first of them (in the component's
        // order), which takes the name the file gives; the others' styles move to it.
        var survivors: [(VariantRow, String)] = []
        var absorbed: [String: [String]] = [:]
        for outcome in o.variants.sorted(by: { a, b in
            (variants.first { $0.name == a.variant.value }?.ordinal ?? 0) < (variants.first { $0.name == b.variant.value }?.ordinal ?? 0)
        }) {
            guard let variant = variants.first(where: { $0.name == outcome.variant.value }) else { continue }
            if let survivor = survivors.first(where: { $0.1 == outcome.becomes.value })?.0 {
                try db.execute(sql: "UPDATE binding_group SET variant_id = ? WHERE variant_id = ?", arguments: [survivor.id, variant.id])
                try db.execute(sql: "UPDATE spec SET variant_id = ? WHERE variant_id = ?", arguments: [survivor.id, variant.id])
                try db.execute(sql: "DELETE FROM variant WHERE id = ?", arguments: [variant.id])
            } else {
                survivors.append((variant, outcome.becomes.value))
            }
            absorbed[outcome.becomes.value, default: []].append(variant.name)
        }
        // Two steps, so a new name may be an old name of another variant.
        for (variant, _) in survivors {
            try db.execute(sql: "UPDATE variant SET name = ? WHERE id = ?", arguments: ["\u{1}\(variant.id)", variant.id])
        }
        for (variant, name) in survivors {
            try db.execute(sql: "UPDATE variant SET name = ? WHERE id = ?", arguments: [name, variant.id])
        }
        // The groups described the old property matrix ("preamble × description permutations").
        let groups = try String.fetchAll(db, sql: "SELECT name FROM variant_group WHERE component_id = ? ORDER BY ordinal", arguments: [c.id])
        try db.execute(sql: "DELETE FROM variant_group WHERE component_id = ?", arguments: [c.id])
        if !groups.isEmpty {
            record("collapse-properties", c.id, "variant groups of the old matrix removed: \(groups.joined(separator: ", "))")
        }
        if !variants.isEmpty {
            record("collapse-properties", c.id, "variants \(variants.count) → \(survivors.count): "
                + survivors.map { "\($0.1) ← \((absorbed[$0.1] ?? []).joined(separator: ", "))" }.joined(separator: "; "))
        }
    }

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

// MARK: - Reads and writes the operations share

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
