import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Properties (the Property Mapping and the inventory's boolean list), variant groups and the
/// documented styles as variants.
extension PageSeedWriter {
    struct Property {
        var name: String; var kind: PropertyKind; var required = false; var implicit = false
        var figmaName: String?; var swiftui: String?; var compose: String?; var lines: [Int]
    }

    /// Implicit properties first (the component's own content), then the page's order.
    func derivedProperties() -> [Property] {
        var implicit: [Property] = [], others: [Property] = []
        func add(_ property: Property) {
            if let index = others.firstIndex(where: { $0.name == property.name }) { others[index].lines += property.lines } else { others.append(property) }
        }
        for row in page.mappings {
            let signatures = (row.swiftui, row.compose)
            if row.figma.lowercased().hasPrefix("(implicit)") {
                let name = String(row.swiftui.prefix { $0 != ":" && $0 != "?" })
                let type = row.swiftui.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                let kind: PropertyKind = type.hasPrefix("String") ? .text : type.hasPrefix("Bool") ? .boolean : .instance
                let required = row.compose.contains("(required)") || row.swiftui.contains("(required)") || !row.swiftui.contains("?")
                implicit.append(Property(name: name, kind: kind, required: required, implicit: true, swiftui: signatures.0, compose: signatures.1, lines: [row.line]))
            } else if row.figma.contains(":"), let match = row.figma.firstMatch(of: PagePatterns.figmaProperty) {
                let kind = PropertyKind(lenient: String(match.2).split(separator: " ")[0].description) ?? .boolean
                add(Property(name: String(match.1), kind: kind, figmaName: row.figma, swiftui: signatures.0, compose: signatures.1, lines: [row.line]))
            } else {
                for name in row.figma.components(separatedBy: " + ").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                    guard page.booleans.contains(name) else { continue }
                    add(Property(name: name, kind: .boolean, swiftui: signatures.0, compose: signatures.1, lines: [row.line] + [page.booleansLine].compactMap { $0 }))
                }
            }
        }
        for name in page.booleans where !others.contains(where: { $0.name == name }) {
            add(Property(name: name, kind: .boolean, lines: [page.booleansLine].compactMap { $0 }))
        }
        return implicit + others
    }

    /// Figma names in a mapping row that are neither typed ("name: boolean") nor in the
    /// inventory's boolean list: their kind is not on the page.
    func untypedMappingNames() -> [(name: String, line: Int)] {
        page.mappings.flatMap { row -> [(name: String, line: Int)] in
            guard !row.figma.lowercased().hasPrefix("(implicit)"), !row.figma.contains(":") else { return [] }
            return row.figma.components(separatedBy: " + ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !page.booleans.contains($0) }.map { ($0, row.line) }
        }
    }

    mutating func properties() {
        let properties = derivedProperties()
        if !properties.isEmpty {
            out.append("")
            out.append("properties:")
            for p in properties {
                let signatures = p.swiftui == nil && p.compose == nil ? "" : ", signatures: " + Self.flow([("swiftui", p.swiftui), ("compose", p.compose)])
                var pairs: [(String, String?)] = [("name", p.name), ("kind", p.kind.rawValue)]
                if p.required { pairs.append(("required", "true")) }
                if p.implicit { pairs.append(("implicit", "true")) }
                // An "independent boolean property" of the inventory is a toggle, off unless set.
                if p.kind == .boolean, page.booleans.contains(p.name) { pairs.append(("default", "false")) }
                pairs.append(("figma_name", p.figmaName))
                let text = Self.flow(pairs).dropLast() + signatures + "}"
                out.append("  - " + text + Self.where_(p.lines))
            }
        }
        for (name, line) in untypedMappingNames() {
            out.append("  # page line \(line) (not read): '\(name)' is mapped, but the page gives it no kind")
        }
        notes([.mapping], indent: "  ")
        guard !page.groups.isEmpty else { notes([.inventory]); return }
        let variants = derivedVariants(properties)
        out.append("")
        out.append("variant_groups:")
        for group in page.groups {
            let named = variants.filter { $0.group == group.name }.count
            let count = group.count.map { $0 == named ? String($0) : nil } ?? nil
            let stated = group.count.map { $0 == named ? "" : " (count \($0) on the page; \(named) of its variants are documented)" } ?? ""
            out.append("  - " + Self.flow([("name", group.name), ("count", count), ("slots_enabled", group.slots)]) + Self.where_([group.line]) + stated)
        }
        notes([.inventory], indent: "  ")
    }
}
