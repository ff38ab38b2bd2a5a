import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// What `dsreg show` prints under Variants and Usage, on the component's page: the variants
/// built (with the properties each sets away from its default, and its style) and the do, don't
/// and consider guidelines, each styled by its kind.
extension SiteBuilder {
    func variantsAndUsage(_ d: ComponentDetail) -> [HTML] {
        var sections: [HTML] = []
        if !d.variants.isEmpty {
            let booleans = d.properties.filter { $0.kind == "boolean" }.count
            let groups = d.variantGroups.map { $0.name + " (\($0.variantCount))" }.joined(separator: ", ")
            let sentence = "\(d.variants.count) variant\(d.variants.count == 1 ? "" : "s") built"
                + (booleans > 0 ? " of 2^\(booleans) = \(1 << min(booleans, 62)) boolean combinations" : "")
                + (groups.isEmpty ? "." : ", in \(d.variantGroups.count) groups: " + groups + ".")
            let defaults = Dictionary(d.properties.map { ($0.name, $0.defaultValue ?? "") }, uniquingKeysWith: { a, _ in a })
            sections.append(section("variants", "Variants", [el(.p, [:], txt(sentence)),
                SitePieces.table("Variants and what each sets", ["Variant", "Group", "Values", "Style"], d.variants.map { v in
                    let set = d.properties.compactMap { p -> String? in
                        guard let value = v.values[p.name], value != defaults[p.name] else { return nil }
                        return value == "true" ? p.name : "\(p.name)=\(value)"
                    }
                    let styles = ([v.style] + v.merged.map(\.style)).compactMap { $0 }
                    return [txt(v.name), SitePieces.optional(v.group), txt(set.isEmpty ? "(defaults)" : set.joined(separator: ", ")),
                            txt(styles.isEmpty ? "–" : styles.joined(separator: "; "))]
                })]))
        }
        if !d.guidelines.isEmpty {
            sections.append(section("usage", "Usage", [el(.ul, ["class": "rules"], d.guidelines.map { g in
                let kind = g.kind.flatMap { GuidelineKind(rawValue: $0) }
                let extra = [g.section, g.illustration.map { "illustration: " + $0 }].compactMap { $0 }
                // Plain headed guidance has no kind: its section heads it.
                let head = kind?.label ?? g.kind ?? g.section ?? "Guidance"
                return el(.li, ["class": "rule rule-" + FileName.slug(g.kind ?? "guidance").lowercased()],
                    el(.strong, [:], txt(head)), txt(" " + g.text),
                    extra.isEmpty ? .empty : el(.small, ["class": "muted"], txt(" (" + extra.joined(separator: "; ") + ")")))
            })]))
        }
        return sections
    }
}
