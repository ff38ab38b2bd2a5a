import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The parts of `dsreg show` that are reference rather than assessment: behavior and
/// interaction, the code API, localizable strings, resources and examples. Each has a section
/// on the component's page, so the page never shows less than the terminal
/// (`SiteNavigationTests` compares the two lists of sections).
extension SiteBuilder {
    /// Behavior and interaction, the API and the localizable strings.
    func guidance(_ d: ComponentDetail) -> [HTML] {
        var sections: [HTML] = []
        if !d.behaviors.isEmpty {
            sections.append(section("behavior", "Behavior and interaction", [SitePieces.table("Behaviors", ["Kind", "Name", "Part", "Description"], d.behaviors.map {
                [txt(BehaviorKind(rawValue: $0.kind)?.label ?? $0.kind), txt($0.name), SitePieces.optional($0.part), txt($0.description)]
            })]))
        }
        if !d.api.isEmpty {
            sections.append(section("api", "API", d.api.map { type in
                .group([el(.h3, [:], el(.code, [:], txt(type.name)), el(.small, ["class": "muted"], txt(" " + type.kind))),
                        type.description.map { el(.p, [:], txt($0)) } ?? .empty,
                        type.members.isEmpty ? .empty : SitePieces.table("Members of \(type.name)", ["Member", "Kind", "Type", "Default", "Description"], type.members.map { m in
                            let parameters = m.parameters.map { p in "\(p.name): \(p.type)" + (p.defaultValue.map { " = \($0)" } ?? "") + (p.required ? " (required)" : "") }
                            return [el(.code, [:], txt(m.name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))), txt(m.kind),
                                    SitePieces.optional(m.type), SitePieces.optional(m.defaultValue), SitePieces.optional(m.description)]
                        })])
            }))
        }
        if !d.strings.isEmpty {
            sections.append(section("strings", "Localizable strings", [SitePieces.table("Strings", ["Key", "Default"], d.strings.map {
                [el(.code, [:], txt($0.key)), txt("\u{201C}" + $0.defaultValue + "\u{201D}")]
            })]))
        }
        return sections
    }

    /// Resources (linked when their URL is a web address) and code examples.
    func references(_ d: ComponentDetail) -> [HTML] {
        var sections: [HTML] = []
        if !d.resources.isEmpty {
            sections.append(section("resources", "Resources", [el(.dl, ["class": "facts"], d.resources.flatMap { r -> [HTML] in
                let title: HTML = r.url.flatMap { url in url.hasPrefix("https://") || url.hasPrefix("http://") ? el(.a, ["href": url, "rel": "noopener"], txt(r.title)) : nil }
                    ?? .group([txt(r.title), r.url.map { txt(" (" + $0 + ")") } ?? .empty])
                return [el(.dt, [:], txt(r.label)), el(.dd, [:], title)]
            })]))
        }
        if !d.examples.isEmpty {
            sections.append(section("examples", "Examples", d.examples.map { example in
                .group([el(.h3, [:], txt(example.title)),
                        el(.pre, ["class": "snippet", "tabindex": "0", "aria-label": "Example: " + example.title], el(.code, [:], txt(example.code)))])
            }))
        }
        return sections
    }
}
