import GRDB
import DSRegistryCore
import DSRegistryStore

/// merge: a component's sections move into another, which it then points to (`replaced-by`).
extension RestructureApplier {
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
}
