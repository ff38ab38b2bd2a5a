import GRDB
import DSRegistryCore
import DSRegistryStore

/// split: a new component made from some of another's variants and properties.
extension RestructureApplier {
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
}
