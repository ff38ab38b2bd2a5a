import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// A page per component, laid out like its assessment page (`dsreg show`): scorecard, health,
/// states, issues and recommendations, styles, property mapping, anatomy and slots,
/// accessibility, Figma and code, tokens with alias chains, relationships as links, former
/// names and restructures; breadcrumbs and a contents list above (SiteBuilder+Navigation).
extension SiteBuilder {
    func componentPage(_ system: SiteData.System, _ component: SiteData.Component) -> String {
        let path = SitePaths.component(system.id, component.key)
        let root = SitePaths.root(of: path)
        let d = component.detail
        var content: [HTML] = []
        appendAssessment(component, to: &content)
        content += variantsAndUsage(d)
        appendStructure(system, component, root: root, to: &content)
        content += guidance(d)
        content += figmaAndCode(component)
        content += figmaLibrary(component)
        content += figmaHistory(component)
        content += tokens(system, d, root: root)
        appendHistoryLinks(d, root: root, to: &content)
        content += references(d)
        let head = [breadcrumbs(system, d, root: root), el(.h1, [:], txt(d.name)), summary(system, component, root: root), contents(content)]
        return layout.page(path, title: d.name, head + content)
    }

    /// The latest assessment's scorecard, issues and recommendations, or a note that there is none.
    private func appendAssessment(_ component: SiteData.Component, to content: inout [HTML]) {
        let d = component.detail
        if let latest = component.latest {
            content.append(section("scorecard", "Scorecard: \(latest.version) · \(latest.date)", [
                el(.p, [:], txt("\(latest.kind.capitalized) · \(latest.title) · verdict "), SiteStatus.badge(latest.verdict, label: latest.verdict.capitalized),
                   latest.verdictNote.map { txt(" — " + $0) } ?? .empty),
                SitePieces.table("Criteria", ["Criterion", "Name", "Status", "Note"], latest.scores.map {
                    [txt($0.criterion), txt($0.name), SiteStatus.badge($0.status), SitePieces.optional($0.note)]
                }, id: "scores"),
                SitePieces.table("DS Health", ["Dimension", "Status", "Note"], latest.health.map {
                    [txt($0.dimension), SiteStatus.badge($0.status), SitePieces.optional($0.note)]
                }),
            ]))
            // When each was first recorded: its age, read from the assessments that list it.
            func opened(_ id: String, issue: Bool) -> String {
                d.assessments.first { a in issue ? a.issues.contains { $0.id == id } : a.recommendations.contains { $0.id == id } }
                    .map { $0.version + " · " + $0.date } ?? "–"
            }
            content.append(section("issues", "Issues and recommendations", [
                SitePieces.table("Issues at \(latest.version)", ["Issue", "Criterion", "Opened", "Status", "Detail"], latest.issues.map {
                    [txt($0.title), SitePieces.optional($0.criterion), txt(opened($0.id, issue: true)),
                     .group([SiteStatus.badge($0.resolvedBy == nil ? $0.status : "resolved"),
                             $0.resolvedBy.map { txt(" by " + $0) } ?? .empty]), SitePieces.optional($0.detail)]
                }),
                SitePieces.table("Recommendations at \(latest.version)", ["Recommendation", "Kind", "Proposed", "Status", "Detail"], latest.recommendations.map {
                    [txt($0.title), txt($0.kind), txt(opened($0.id, issue: false)), .group([SiteStatus.badge($0.doneBy == nil ? $0.status : "done"),
                     $0.doneBy.map { txt(" by " + $0) } ?? .empty]), SitePieces.optional($0.detail)]
                }),
            ]))
        } else {
            content.append(el(.p, [:], SiteStatus.badge("not-assessed"), txt(" No assessment is recorded for this component.")))
        }
    }

    /// States per platform, the property mapping, styles, anatomy and slots, accessibility.
    private func appendStructure(_ system: SiteData.System, _ component: SiteData.Component, root: String,
                                 to content: inout [HTML]) {
        let d = component.detail
        if !d.states.isEmpty {
            let platforms = d.system.platforms
            content.append(section("states", "States", [SitePieces.table("States per platform",
                ["State", "Scope"] + platforms.map { Platform(rawValue: $0)?.label ?? $0 } + ["Note"],
                d.states.map { s in
                    [txt(s.state), txt(s.scope.isEmpty ? "–" : s.scope)] + platforms.map { platform in
                        component.ships.contains(platform) ? stateCell(component, s, platform) : SiteStatus.badge("not-applicable")
                    } + [SitePieces.optional(s.note)]
                })]))
        }
        if !d.properties.isEmpty {
            content.append(section("properties", "Property mapping: Figma → SwiftUI → Compose", [SitePieces.table("Properties",
                ["Figma", "Kind", "Values", "Default", "SwiftUI", "Compose"], d.properties.map { p in
                    [txt(p.figmaName ?? p.name), txt(p.shownKind), txt(p.values.joined(separator: " | ")), SitePieces.optional(p.defaultValue),
                     code(p.signatures["swiftui"] ?? p.signatures["uikit"]), code(p.signatures["compose"])]
                })]))
        }
        content += styles(d)
        if !d.anatomy.isEmpty || !d.slots.isEmpty {
            content.append(section("anatomy", "Anatomy and slots", [
                d.anatomy.isEmpty ? .empty : SitePieces.table("Parts", ["Part", "Label", "Optional", "Description"], d.anatomy.map {
                    [txt($0.name), SitePieces.optional($0.label), txt($0.optional ? "optional" : "required"), SitePieces.optional($0.description)]
                }),
                d.slots.isEmpty ? .empty : SitePieces.table("Slots", ["Slot", "Holds", "Accepts", "Description"], d.slots.map { s in
                    [txt(s.name), txt("\(s.min)–\(s.max.map(String.init) ?? "any")"),
                     SitePieces.joined(s.accepts.map { a in
                        .group([a.component.map { layout.componentLink(root, system: system.id, name: $0) } ?? txt(a.other ?? ""),
                                a.note.map { txt(" (" + $0 + ")") } ?? .empty])
                     }), SitePieces.optional(s.description)]
                }),
            ]))
        }
        if !d.accessibility.isEmpty {
            content.append(section("a11y", "Accessibility", [SitePieces.table("Requirements", ["Topic", "Platform", "Kind", "Text"], d.accessibility.map {
                [txt($0.topic), txt($0.platform.flatMap { Platform(rawValue: $0)?.label } ?? "all"), txt($0.kind), txt($0.text)]
            })]))
        }
    }

    /// Relationships as links to the other components, and the restructures as links to the changelog.
    private func appendHistoryLinks(_ d: ComponentDetail, root: String, to content: inout [HTML]) {
        if !d.relationships.isEmpty {
            content.append(section("relationships", "Relationships", [el(.ul, [:], d.relationships.map { r in
                el(.li, [:], txt(Self.relationship(r.kind, outgoing: r.direction == "outgoing") + " "),
                   layout.componentLink(root, system: r.system, name: r.component), r.note.map { txt(" — " + $0) } ?? .empty)
            })]))
        }
        if !d.restructures.isEmpty {
            content.append(section("restructures", "Restructures", [SitePieces.table("Changes made by migrations", ["Migration", "Applied", "Operation", "Change"],
                d.restructures.map { [el(.a, ["href": root + SitePaths.changelog + "#" + SitePaths.slug($0.migration)], txt($0.migration)),
                                      txt($0.appliedAt), txt($0.operation), txt($0.change)] })]))
        }
    }

    /// How a relationship reads from this component's side: "uses Avatar" from Card Header's
    /// page, "used by Card Header" from Avatar's; "replaced by" and "replaces" likewise.
    static func relationship(_ kind: String, outgoing: Bool) -> String {
        switch RelationshipKind(rawValue: kind) {
        case .uses: outgoing ? "uses" : "used by"
        case .replacedBy: outgoing ? "replaced by" : "replaces"
        case .related: "related to"
        case .sibling: "sibling of"
        case nil: outgoing ? kind.replacingOccurrences(of: "-", with: " ") : "named as " + kind.replacingOccurrences(of: "-", with: " ") + " by"
        }
    }

    func section(_ id: String, _ heading: String, _ content: [HTML]) -> HTML {
        el(.section, ["id": id, "aria-labelledby": id + "-h"], [el(.h2, ["id": id + "-h"], txt(heading))] + content)
    }

    private func code(_ text: String?) -> HTML {
        guard let text else { return txt("–") }
        return el(.code, [:], txt(text))
    }

    private func summary(_ system: SiteData.System, _ component: SiteData.Component, root: String) -> HTML {
        let d = component.detail
        var facts: [HTML] = [
            el(.dt, [:], txt("System")), el(.dd, [:], txt("\(system.name) (\(system.id))")),
            el(.dt, [:], txt("Lifecycle")), el(.dd, [:], SiteStatus.badge(d.status)),
        ]
        func fact(_ label: String, _ value: HTML) { facts += [el(.dt, [:], txt(label)), el(.dd, [:], value)] }
        if let role = d.role { fact("Role", txt(role)) }
        if let family = d.family { fact("Family", txt(family)) }
        if !d.availability.isEmpty {
            fact("Ships on", txt(d.availability.map { (Platform(rawValue: $0.platform)?.label ?? $0.platform) + ($0.minOs.map { " " + $0 + "+" } ?? "") }.joined(separator: ", ")))
        }
        if !d.formerNameHistory.isEmpty {
            fact("Former names", el(.span, ["id": "former-names"], SitePieces.joined(d.formerNameHistory.map { n in
                .group([txt(n.name), n.renamedBy.map { by in .group([txt(" (renamed by "),
                    el(.a, ["href": root + SitePaths.changelog + "#" + SitePaths.slug(by)], txt(by)), txt(")")]) } ?? .empty])
            })))
        }
        if let target = d.mergedInto {
            fact("Merged into", el(.span, ["id": "merged-into"], layout.componentLink(root, system: system.id, name: target)))
        }
        if !d.absorbed.isEmpty {
            fact("Absorbed", SitePieces.joined(d.absorbed.map { layout.componentLink(root, system: system.id, name: $0.component) }))
        }
        fact("History", el(.a, ["href": root + SitePaths.history(system.id, d.key)], txt("\(d.assessments.count) assessment\(d.assessments.count == 1 ? "" : "s") and every restructure")))
        return .group([el(.dl, ["class": "facts"], facts), d.description.map { el(.p, [:], txt($0)) } ?? .empty])
    }

    /// The documented variants' styles: what each says of itself (as `show`'s "Style:" blocks
    /// do, merged variants' included), then colours with swatches, typography, layout.
    private func styles(_ d: ComponentDetail) -> [HTML] {
        let specs = d.variants.flatMap { v in v.specs.map { (v.name, $0) } }
        let described: [(String, String)] = d.variants.flatMap { v in
            [v.description.map { (v.style ?? v.name, $0) }] + v.merged.map { m in m.description.map { (m.style ?? m.name, $0) } }
        }.compactMap { $0 }
        guard !specs.isEmpty || !described.isEmpty else { return [] }
        let descriptions: HTML = described.isEmpty ? .empty : el(.dl, ["class": "facts"], described.flatMap { style, text in
            [el(.dt, [:], txt(style)), el(.dd, [:], txt(text))]
        })
        return [section("styles", "Styles", [descriptions, specs.isEmpty ? .empty : SitePieces.table("Specs per variant", ["Variant", "Section", "Label", "Value", "Token"], specs.map { variant, s in
            [txt(variant), txt(s.section), txt(s.label), SitePieces.value(s.value), code(s.token)]
        })])]
    }

    /// The component's token roles: each bound token with its value, alias chain and whether
    /// the chain dangles (or the token is missing from the registry).
    private func tokens(_ system: SiteData.System, _ d: ComponentDetail, root: String) -> [HTML] {
        let groups = d.bindings + d.variants.flatMap(\.bindings)
        let roles = groups.flatMap { g in g.roles.map { (g.title, $0) } }
        guard !roles.isEmpty else { return [] }
        let modes = Dictionary(grouping: system.tokens) { TokenPath.key($0.path) }
        let byPath = modes.mapValues { $0[0] }
        let rows: [[HTML]] = roles.map { group, role in
            guard let path = role.token else { return [txt(role.label), txt(group), txt("–"), SitePieces.value(role.value), txt("raw value, no token")] }
            let token = byPath[TokenPath.key(path)]
            let link = token == nil ? el(.code, [:], txt(path))
                : el(.a, ["href": root + SitePaths.tokens(system.id) + "#" + SitePaths.tokenAnchor(path)], el(.code, [:], txt(path)))
            let state: HTML
            if let token, let missing = token.dangling {
                state = el(.span, ["class": "flag dangling"], SiteStatus.badge("dangling", label: "dangling alias"), txt(": " + (token.aliasChain ?? path) + " — target " + missing + " is missing"))
            } else if let token {
                state = txt(token.aliasChain ?? (token.aliasOf.map { "alias of " + $0 } ?? "own value"))
            } else {
                state = .group([SiteStatus.badge("not-assessed", label: "not in registry"), txt(" the token is not imported")])
            }
            // A token with modes (light and dark, …): each mode's name, swatch and value.
            let perMode = modes[TokenPath.key(path)] ?? []
            let value = perMode.count > 1 ? el(.ul, ["class": "modes"], perMode.map { t in
                el(.li, ["data-mode": t.mode], el(.span, ["class": "mode"], txt(t.mode)), txt(": "), SitePieces.value(t.resolvedValue ?? t.value))
            }) : SitePieces.value(token?.resolvedValue ?? role.tokenValue ?? role.value)
            return [txt(role.label), txt(group), link, value, state]
        }
        return [section("tokens", "Tokens", [SitePieces.table("Token roles", ["Role", "Group", "Token", "Value", "Alias chain"], rows)])]
    }

    /// A state's cell on a platform: what the seed records, else (Figma) what the imported
    /// Figma file shows, with the file and date (issue 38), else not recorded.
    private func stateCell(_ component: SiteData.Component, _ state: ComponentDetail.StateInfo, _ platform: String) -> HTML {
        if let recorded = state.support[platform] { return SiteStatus.badge(recorded) }
        guard platform == "figma", let source = component.figmaSources[state.state],
              let observed = component.coverage[state.state + " figma"] else { return SiteStatus.badge("not-recorded") }
        return .group([SiteStatus.badge(observed), el(.small, ["class": "muted"], txt(" " + source))])
    }

    /// What an imported Figma library shows of the component (`figma-evidence`: booleans,
    /// theoretical combinations, variants built, interaction states, the file) and where the
    /// file and the registry disagree (`figma-drift`), when a library matches it (issue 38).
    private func figmaLibrary(_ component: SiteData.Component) -> [HTML] {
        guard !component.figmaEvidence.isEmpty else { return [] }
        let cell = { (row: [String: String], key: String) in SitePieces.optional(row[key].flatMap { $0.isEmpty ? nil : $0 }) }
        var content: [HTML] = [SitePieces.table("What the imported Figma library shows",
            ["Figma component", "Matched by", "Booleans", "Theoretical", "Built", "States", "Source"], component.figmaEvidence.map { row in
                ["figma_component", "matched_by", "booleans", "theoretical", "built", "states", "source"].map { cell(row, $0) }
            })]
        content.append(component.figmaDrift.isEmpty
            ? el(.p, [:], txt("The file and the registry agree on properties, kinds and variant counts."))
            : SitePieces.table("Where the Figma file and the registry disagree", ["Aspect", "Registry", "Figma", "Source"],
                               component.figmaDrift.map { row in ["aspect", "registry", "figma", "source"].map { cell(row, $0) } }))
        return [section("figma-library", "Figma library", content)]
    }

    /// What changed in the component's Figma set between two imports of its library
    /// (`figma-history`), when anything did.
    private func figmaHistory(_ component: SiteData.Component) -> [HTML] {
        guard !component.figmaHistory.isEmpty else { return [] }
        return [section("figma-history", "Figma history", [SitePieces.table("Changes between imports of the Figma library",
            ["Change", "Detail", "Before", "After", "From", "To"], component.figmaHistory.map { row in
                ["change", "detail", "before", "after", "from_version", "to_version"].map { SitePieces.optional(row[$0].flatMap { $0.isEmpty ? nil : $0 }) }
            })])]
    }
}
