import DSRegistryCore
import DSRegistryStore


/// Reads one migration file into a `Restructure`, strictly: unknown keys, wrong types, unknown
/// operations and in-file contradictions (a value outside the new property's values, a variant
/// written twice) are reported with their line and column. Whether the names exist in the
/// registry is checked when the file is applied, against the registry as it is then.
struct RestructureParser {
    let reader: YAMLReader

    func restructure(_ root: YAMLNode, id: String, number: Int, path: String, checksum: String, byteChecksum: String) -> Restructure? {
        guard let m = reader.mapping(root, "a migration file", keys: RestructureFormat.file) else { return nil }
        if let written = m.locatedText("id"), written.value != id {
            reader.error(at: written.location, "the id '\(written.value)' differs from the file's name '\(id)'",
                suggestion: "write id: \(id), or rename the file")
        }
        let carriesOut = m.list("carries_out").compactMap(carryOut)
        // `operations:` with every item commented out (a new file's template) lists none.
        let unwritten = m.values["operations"].map { YAMLReader.describeKind($0) == "null" } ?? false
        let operations = unwritten ? [] : m.list("operations").compactMap(operation)
        if m.has("operations") && operations.isEmpty && !reader.diagnostics.hasErrors {
            reader.error(at: m.location(of: "operations"), "the migration lists no operations",
                suggestion: "uncomment one of the operations the file shows, or write one (Migrations/README.md)")
        }
        guard let title = m.text("title"), let system = m.locatedText("system") else { return nil }
        return Restructure(id: id, number: number, path: path, checksum: checksum, byteChecksum: byteChecksum, title: title,
            description: m.text("description"), system: system, carriesOut: carriesOut, operations: operations)
    }

    private func carryOut(_ node: YAMLNode) -> CarryOut? {
        guard let c = reader.mapping(node, "an item of carries_out", keys: RestructureFormat.carryOut),
            let component = c.locatedText("component")
        else { return nil }
        return CarryOut(component: component, recommendations: c.locatedTexts("recommendations"),
            issues: c.locatedTexts("issues"), trackedItems: c.locatedTexts("tracked_items"))
    }

    // MARK: Operations

    private func operation(_ node: YAMLNode) -> Located<RestructureOperation>? {
        let location = reader.location(node)
        guard case .mapping = node else {
            reader.error(node, "expected an operation as a mapping with 'op', found \(YAMLReader.describeKind(node))")
            return nil
        }
        guard let opNode = node["op"], let op = reader.text(opNode, "'op' of an operation") else {
            reader.error(node, "an operation needs 'op', one of: \(RestructureOperation.names.joined(separator: ", "))")
            return nil
        }
        guard let keys = RestructureFormat.operations[op] else {
            reader.error(opNode, "unknown operation '\(op)'; expected one of: \(RestructureOperation.names.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(op, in: RestructureOperation.names))
            return nil
        }
        guard let m = reader.mapping(node, "a \(op) operation", keys: keys), let component = m.locatedText("component") else {
            return nil
        }
        let parsed: RestructureOperation?
        switch op {
        case "rename":
            parsed = m.locatedText("to").map { .rename(Rename(component: component, to: $0, role: m.text("role"))) }
        case "merge":
            parsed = merge(m, component)
        case "rehome":
            parsed = rehome(m, component)
        case "split":
            parsed = split(m, component)
        case "collapse-properties":
            parsed = collapse(m, component)
        case "promote":
            guard let slot = m.locatedText("slot"), let element = m.locatedText("element"), let to = m.locatedText("to")
            else { return nil }
            parsed = .promote(Promote(component: component, slot: slot, element: element, to: to, note: m.text("note")))
        case "add-slot":
            guard let name = m.locatedText("name") else { return nil }
            let min = m.int("min") ?? 0
            let max = m.int("max")
            if let max, max < min {
                reader.error(at: m.location(of: "max"), "add-slot '\(name.value)': max \(max) is below min \(min)")
            }
            parsed = .addSlot(AddSlot(component: component, name: name, description: m.text("description"),
                components: m.locatedTexts("components"), other: m.texts("other"), min: min, max: max))
        case "add-property":
            parsed = addProperty(m, component)
        case "deprecate":
            parsed = .deprecate(Deprecate(component: component, replacement: m.locatedText("replacement"), note: m.text("note")))
        default:
            parsed = nil
        }
        return parsed.map { Located(value: $0, location: location) }
    }

    private func merge(_ m: MappingReader, _ component: Located<String>) -> RestructureOperation? {
        guard let into = m.locatedText("into") else { return nil }
        let variants = m.entries("variants").compactMap { source, node in
            variantTarget(node, source: source, what: "the place of variant '\(source.value)' in '\(into.value)'")
        }
        let asVariant = m.values["as_variant"].flatMap {
            variantTarget($0, source: nil, what: "the variant '\(component.value)' becomes in '\(into.value)'")
        }
        let move = m.list("move").compactMap { node -> Located<Merge.Section>? in
            guard let text = reader.text(node, "an item of 'move'") else { return nil }
            guard let section = Merge.Section(rawValue: text) else {
                let names = Merge.Section.allCases.map(\.rawValue)
                reader.error(node, "merge cannot move '\(text)'; it moves: \(names.joined(separator: ", "))",
                    suggestion: Suggestion.didYouMean(text, in: names))
                return nil
            }
            return Located(value: section, location: reader.location(node))
        }
        return .merge(Merge(component: component, into: into, variants: variants, asVariant: asVariant, move: move))
    }

    private func variantTarget(_ node: YAMLNode, source: Located<String>?, what: String) -> Merge.VariantMapping? {
        guard let t = reader.mapping(node, what, keys: RestructureFormat.variantTarget), let name = t.locatedText("name")
        else { return nil }
        return Merge.VariantMapping(source: source, name: name, values: assignments(t.entries("values")))
    }

    private func assignments(_ entries: [(Located<String>, YAMLNode)]) -> [PropertyAssignment] {
        entries.compactMap { property, node in
            reader.text(node, "the value of '\(property.value)'").map {
                PropertyAssignment(property: property, value: Located(value: $0, location: reader.location(node)))
            }
        }
    }

    private func rehome(_ m: MappingReader, _ component: Located<String>) -> RestructureOperation? {
        var family = Rehome.FamilyChange.unchanged
        if let node = m.values["family"] {
            if YAMLReader.describeKind(node) == "null" {
                family = .none
            } else if let key = reader.text(node, "'family' of a rehome operation") {
                family = .family(Located(value: key, location: reader.location(node)))
            }
        }
        let near = m.locatedText("near")
        if case .unchanged = family, near == nil {
            reader.error(at: m.location, "rehome '\(component.value)' moves nothing; give 'family' (null for none) or 'near'")
        }
        return .rehome(Rehome(component: component, family: family, near: near))
    }

    private func split(_ m: MappingReader, _ component: Located<String>) -> RestructureOperation? {
        guard let key = m.locatedText("key"), let name = m.locatedText("name") else { return nil }
        let rule = assignments(m.entries("where"))
        let variants = m.locatedTexts("variants")
        if rule.isEmpty == variants.isEmpty {
            reader.error(at: m.location, "split '\(component.value)' needs exactly one of 'where' (a rule on property values) or 'variants' (the names that move)")
        }
        return .split(Split(component: component, key: key, name: name, role: m.text("role"),
            family: m.locatedText("family"), rule: rule, variants: variants))
    }

    private func collapse(_ m: MappingReader, _ component: Located<String>) -> RestructureOperation? {
        let into = m.list("into").compactMap { newProperty($0, collapse: true) }
        let axes = into.filter(\.isVariantAxis).map(\.name.value)
        // Each variant's entry holds `becomes` and a value of every new enumerated property.
        let keys = MappingKeys(["becomes"] + axes, required: ["becomes"] + axes)
        let outcomes = m.entries("variants").compactMap { variant, node -> CollapseProperties.Outcome? in
            guard let o = reader.mapping(node, "what variant '\(variant.value)' becomes", keys: keys),
                let becomes = o.locatedText("becomes")
            else { return nil }
            let values = axes.compactMap { axis in
                o.locatedText(axis).map { PropertyAssignment(property: Located(value: axis, location: o.location(of: axis)), value: $0) }
            }
            for assignment in values {
                guard let property = into.first(where: { $0.name.value == assignment.property.value }) else { continue }
                checkValue(assignment.value, of: property, operation: "collapse-properties")
            }
            return CollapseProperties.Outcome(variant: variant, becomes: becomes, values: values)
        }
        if !into.isEmpty, !m.has("variants") {
            reader.error(at: m.location, "collapse-properties on '\(component.value)' says nothing of its variants",
                suggestion: "add 'variants:' with what every existing variant becomes (an empty mapping when it has none)")
        }
        return .collapseProperties(CollapseProperties(component: component, into: into, variants: outcomes,
            variantsLocation: m.location(of: "variants")))
    }

    private func addProperty(_ m: MappingReader, _ component: Located<String>) -> RestructureOperation? {
        guard let property = newProperty(m, collapse: false) else { return nil }
        let variants = m.entries("variants").compactMap { variant, node -> PropertyAssignment? in
            guard let value = reader.text(node, "the value of '\(property.name.value)' for '\(variant.value)'") else { return nil }
            let assignment = PropertyAssignment(property: variant, value: Located(value: value, location: reader.location(node)))
            checkValue(assignment.value, of: property, operation: "add-property")
            return assignment
        }
        return .addProperty(AddProperty(component: component, property: property, variants: variants))
    }

    private func newProperty(_ node: YAMLNode, collapse: Bool) -> NewProperty? {
        guard let p = reader.mapping(node, "a new property", keys: RestructureFormat.newProperty) else { return nil }
        return newProperty(p, collapse: collapse)
    }

    private func newProperty(_ p: MappingReader, collapse: Bool) -> NewProperty? {
        guard let name = p.locatedText("name"), let kind = p.vocabulary("kind", PropertyKind.self) else { return nil }
        let values = p.texts("values")
        if kind == .variant && values.isEmpty {
            reader.error(at: p.location, "new variant property '\(name.value)' lists no values; an enumerated property needs 'values'")
        }
        if kind != .variant && !values.isEmpty {
            reader.error(at: p.location(of: "values"), "new property '\(name.value)' is \(kind.rawValue), but lists values; only variant properties enumerate values")
        }
        if values.contains(RestructureFormat.noValue) {
            reader.error(at: p.location(of: "values"), "'\(RestructureFormat.noValue)' cannot be a value of '\(name.value)': it means a variant leaves the property unset",
                suggestion: "write optional: true instead")
        }
        let from = collapse ? p.locatedTexts("from") : []
        if collapse && from.isEmpty {
            reader.error(at: p.location(of: "from"), "new property '\(name.value)' collapses nothing; list the old properties under 'from'")
        }
        var property = NewProperty(name: name, kind: kind, from: from, values: values, defaultValue: p.text("default"),
            required: p.bool("required") ?? false, optional: p.bool("optional") ?? false, slot: p.bool("slot") ?? false,
            description: p.text("description"), signatures: p.signatures("signatures", of: "property '\(name.value)'"),
            location: p.location)
        if let value = property.defaultValue {
            checkValue(Located(value: value, location: p.location(of: "default")), of: property, operation: "default")
        }
        if property.kind == .boolean, property.optional {
            reader.error(at: p.location(of: "optional"), "boolean property '\(name.value)' cannot be optional; false is its absence")
            property.optional = false
        }
        return property
    }

    /// A value written for a new property must be one of its values (or `none` when optional).
    private func checkValue(_ value: Located<String>, of property: NewProperty, operation: String) {
        guard property.isVariantAxis else { return }
        if value.value == RestructureFormat.noValue {
            if !property.optional {
                reader.error(at: value.location, "\(operation): '\(property.name.value)' is not optional, so a variant cannot leave it unset ('\(RestructureFormat.noValue)')",
                    suggestion: "write one of: \(property.allowedValues.joined(separator: ", ")), or mark the property optional: true")
            }
            return
        }
        if !property.allowedValues.contains(value.value) {
            var allowed = property.allowedValues
            if property.optional { allowed.append(RestructureFormat.noValue) }
            reader.error(at: value.location, "\(operation): '\(value.value)' is not a value of '\(property.name.value)'; expected one of: \(allowed.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(value.value, in: allowed) ?? YAMLReader.booleanHint(value.value))
        }
    }
}
