import GRDB
import DSRegistryCore
import DSRegistryStore

/// collapse-properties: several properties become one, and every variant is mapped.
extension RestructureApplier {
    // MARK: collapse-properties

    mutating func collapse(_ o: CollapseProperties, at location: SourceLocation) throws {
        guard let c = try component(o.component, "collapse-properties") else { return }
        let properties = try properties(of: c.id)
        let variants = try variants(of: c.id)
        guard let kept = checkCollapsedProperties(o, of: c, properties: properties, variants: variants),
              try checkVariantOutcomes(o, variants: variants, kept: kept)
        else { return }

        try touch(c.id)
        let created = try replaceCollapsedProperties(o, componentID: c.id, properties: properties)
        for outcome in o.variants {
            guard let variant = variants.first(where: { $0.name == outcome.variant.value }) else { continue }
            try insertValues(outcome.values, variantID: variant.id, properties: created)
        }
        let (survivors, absorbed) = try mergeIdenticalVariants(o, variants: variants)
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

    /// Each property collapsed exists and is collapsed once, no two properties would share a
    /// name, and every variant is mapped; every problem is reported.
    /// - Returns: the properties the collapse keeps, or nil when it cannot be applied.
    private mutating func checkCollapsedProperties(_ o: CollapseProperties, of c: ComponentRef, properties: [PropertyRow],
                                                   variants: [VariantRow]) -> [PropertyRow]? {
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
        return ok ? kept : nil
    }

    /// Variants that become identical must be mapped to the same variant, and variants
    /// mapped to the same one must become identical; every conflict is reported.
    private mutating func checkVariantOutcomes(_ o: CollapseProperties, variants: [VariantRow], kept: [PropertyRow]) throws -> Bool {
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
        var ok = true
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
        return ok
    }

    /// Deletes the collapsed properties and inserts the new ones (each at the place of the
    /// first it replaces), with a slot for each that asks for one.
    /// - Returns: the new properties, for the variants' values.
    private mutating func replaceCollapsedProperties(_ o: CollapseProperties, componentID: Int64,
                                                     properties: [PropertyRow]) throws -> [PropertyRow] {
        let ordinals = Dictionary(properties.map { ($0.name, $0.ordinal) }, uniquingKeysWith: { a, _ in a })
        // In file order, not the set's: a second run must record the same undo log.
        for name in o.into.flatMap(\.from).map(\.value) {
            try db.execute(sql: "DELETE FROM property WHERE component_id = ? AND name = ?", arguments: [componentID, name])
        }
        var created: [PropertyRow] = []
        var slotOrdinal = try nextOrdinal("slot", componentID)
        for new in o.into {
            let ordinal = new.from.compactMap { ordinals[$0.value] }.min() ?? 0
            created.append(try insertProperty(new, componentID: componentID, ordinal: ordinal))
            if new.slot {
                try insertSlot(componentID: componentID, name: new.name.value, description: new.description, min: 0, max: 1,
                    components: [], other: new.values, ordinal: slotOrdinal)
                slotOrdinal += 1
            }
            record("collapse-properties", componentID,
                "\(new.from.map(\.value).joined(separator: ", ")) → \(new.name.value) (\(new.kind.rawValue)\(new.values.isEmpty ? "" : ": " + new.values.joined(separator: " | "))\(new.slot ? ", a slot" : ""))")
        }
        return created
    }

    /// Variants that became identical merge into the first of them (in the component's
    /// order), which takes the name the file gives; the others' styles move to it.
    /// - Returns: each surviving variant with its new name, and the variants each name absorbed.
    private func mergeIdenticalVariants(_ o: CollapseProperties, variants: [VariantRow]) throws
        -> (survivors: [(VariantRow, String)], absorbed: [String: [String]])
    {
        var survivors: [(VariantRow, String)] = []
        var absorbed: [String: [String]] = [:]
        for outcome in o.variants.sorted(by: { a, b in
            (variants.first { $0.name == a.variant.value }?.ordinal ?? 0) < (variants.first { $0.name == b.variant.value }?.ordinal ?? 0)
        }) {
            guard let variant = variants.first(where: { $0.name == outcome.variant.value }) else { continue }
            if let survivor = survivors.first(where: { $0.1 == outcome.becomes.value })?.0 {
                try merge(variant, into: survivor)
            } else {
                survivors.append((variant, outcome.becomes.value))
            }
            absorbed[outcome.becomes.value, default: []].append(variant.name)
        }
        return (survivors, absorbed)
    }

    /// Merges `variant` into `survivor`: it becomes a `merged_variant` of the survivor, with
    /// what it documented, and its specs and token roles keep naming it (those it had taken in
    /// from an earlier collapse keep naming theirs), so each documented style stays its own.
    private func merge(_ variant: VariantRow, into survivor: VariantRow) throws {
        try db.execute(sql: """
            INSERT INTO merged_variant (variant_id, name, style, description, in_design, in_development, as_written, ordinal, merged_by)
            SELECT ?, name, style, description, in_design, in_development, as_written, ordinal, ? FROM variant WHERE id = ?
            """, arguments: [survivor.id, restructure.id, variant.id])
        let merged = db.lastInsertedRowID
        for table in ["spec", "binding_group"] {
            try db.execute(sql: """
                UPDATE \(table) SET variant_id = ?, merged_variant_id = ifnull(merged_variant_id, ?) WHERE variant_id = ?
                """, arguments: [survivor.id, merged, variant.id])
        }
        try db.execute(sql: "UPDATE merged_variant SET variant_id = ? WHERE variant_id = ?", arguments: [survivor.id, variant.id])
        try db.execute(sql: "DELETE FROM variant WHERE id = ?", arguments: [variant.id])
    }
}
