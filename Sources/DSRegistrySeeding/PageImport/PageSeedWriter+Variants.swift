import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The documented styles, written as the component's variants.
extension PageSeedWriter {
    struct Variant { var style: Style; var group: String?; var values: [(String, String)] }

    /// Each style with the property values its "Properties" rows set and the inventory group
    /// they fall in: the group whose slots name exactly the properties set, or the one group
    /// of permutations that covers them.
    func derivedVariants(_ properties: [Property]) -> [Variant] {
        let booleans = properties.filter { $0.kind == .boolean }.map(\.name)
        return page.styles.map { style in
            var values: [(String, String)] = []
            for row in style.values {
                let value = row.value.lowercased()
                if booleans.contains(row.label), ["yes", "true", "on"].contains(value) {
                    values.append((row.label, "true"))
                } else if let named = booleans.first(where: { $0.lowercased() == value }), !values.contains(where: { $0.0 == named }) {
                    values.append((named, "true"))
                }
            }
            let on = Set(values.map(\.0))
            let groups = page.groups.filter { group in
                let slots = (group.slots ?? "").lowercased()
                let names = Set(booleans.filter { PagePatterns.containsWord(slots, $0.lowercased()) })
                return names == on || (slots.contains("permutation") && on.isSubset(of: names))
            }
            return Variant(style: style, group: style.values.isEmpty ? nil : groups.count == 1 ? groups[0].name : nil, values: values)
        }
    }

    func specRole(_ label: String, section: String, parts: [String], previous: String?) -> String {
        let first = label.split(separator: " ").first.map { $0.lowercased() } ?? ""
        if section == "colors" { return PageText.key(label) }
        if parts.contains(first) { return first }
        if section == "typography", let previous { return previous }
        return "container"
    }

    func token(in value: String) -> String? {
        let known = Set(system.tokens.map(\.path))
        let pieces = value.components(separatedBy: " · ").flatMap { [$0] + $0.split(separator: " ").map(String.init) }
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.first { known.contains($0) }
    }

    mutating func variants() {
        let variants = derivedVariants(derivedProperties())
        guard !variants.isEmpty else { notes([.styles]); return }
        out.append("")
        out.append("variants:")
        for variant in variants { write(variant) }
        notes([.styles], indent: "  ")
    }

    mutating func write(_ variant: Variant) {
        let style = variant.style
        emit("  - name: \(Self.scalar(style.variantName))", style.line)
        if let group = variant.group { emit("    group: \(Self.scalar(group))", style.values.map(\.line).first) }
        emit("    style: \(Self.scalar(style.heading))", style.line)
        if let description = style.description { emit("    description: \(Self.scalar(description.text))", description.line) }
        if let design = style.inDesign { emit("    in_design: \(design)", style.marksLine) }
        if let development = style.inDevelopment { emit("    in_development: \(development)", style.marksLine) }
        if !style.values.isEmpty {
            emit("    as_written: \(Self.scalar(style.values.map { "\($0.label) \($0.value)" }.joined(separator: " · ")))", style.values.map(\.line).first, style.values.map(\.line).last)
            out.append("    values: {" + variant.values.map { "\(Self.scalar($0.0)): \($0.1)" }.joined(separator: ", ") + "}" + Self.where_(style.values.map(\.line)))
        }
        let specs = style.specs.filter { !$0.rows.isEmpty }
        if !specs.isEmpty {
            out.append("    specs:")
            let parts = style.specs.filter { $0.section == "colors" }.flatMap(\.rows).map { $0.label.split(separator: " ").first.map { $0.lowercased() } ?? "" }
            for (section, rows) in specs {
                out.append("      \(section):")
                var previous: String?
                for row in rows {
                    let role = specRole(row.label, section: section, parts: parts, previous: previous)
                    previous = role
                    emit("        - " + Self.flow([("role", role), ("label", row.label), ("value", row.value), ("token", token(in: row.value))]), row.line)
                }
            }
        }
        guard !style.bindings.isEmpty else { return }
        out.append("    bindings:")
        for table in style.bindings {
            emit("      - title: \(Self.scalar(table.title))", table.line)
            if let note = table.note { emit("        note: \(Self.scalar(note))", table.noteLine) }
            out.append("        roles:")
            for row in table.rows {
                emit("          - " + Self.flow([("role", PageText.key(row.label)), ("label", row.label), ("token", row.token), ("value", row.value)]), row.line)
            }
        }
    }
}
