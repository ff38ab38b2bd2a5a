import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Coverage: per system, components × states, each cell saying for each platform the system
/// declares (iOS, Android and Figma when it declares none; issue 33) whether the state is supported, not supported, not modeled, not recorded (an assessed
/// component's blank cell), not assessed (nobody assessed the component) or not applicable
/// (the component does not ship there), with the note on hover and focus.
extension SiteBuilder {
    /// The platforms of a system's cells: those it declares, in order.
    static func platforms(_ system: SiteData.System) -> [String] {
        system.components.first?.detail.system.platforms ?? Platform.defaults.map(\.rawValue)
    }

    /// One platform's answer for a state, as `lacking-state` and Datasette's
    /// `state_coverage_matrix` give it: the cell's reason by `QuestionCatalog.coverageCells`,
    /// with the note of the component's first row for the state (none where it does not ship),
    /// and the Figma file a blank Figma cell was read from.
    static func support(_ component: SiteData.Component, state: String, platform: String) -> (value: String, note: String?) {
        let value = component.coverage[state + " " + platform] ?? "not-assessed"
        let note = value == "not-applicable" && !component.ships.contains(platform) ? nil
            : component.detail.states.first { $0.state == state && $0.support[platform] != nil }?.note
                ?? component.detail.states.first { $0.state == state }?.note
        if platform == "figma", let source = component.figmaSources[state] {
            return (value, (note.map { $0 + "; " } ?? "") + "Figma column read from " + source)
        }
        return (value, note)
    }

    func coveragePage() -> String {
        let path = SitePaths.coverage
        var content: [HTML] = [
            el(.h1, [:], txt("State coverage")),
            el(.p, ["class": "muted"], txt("Per component and state, what each platform its system declares does: supported, not supported, not modeled (looked at and missing), not recorded (assessed, but the cell was left blank), not assessed (nobody assessed the component) or not applicable (the component does not ship there). A dotted underline has a note: hover or focus it.")),
        ]
        var listedCount = 0, hiddenCount = 0
        for system in data.systems {
            let present = Set(system.components.flatMap { $0.detail.states.map(\.state) })
            let states = InteractionState.allCases.map(\.rawValue).filter(present.contains)
            guard !states.isEmpty else {
                // Listed all the same, so that a system missing from the page is never a surprise.
                let count = system.components.count
                content.append(el(.section, ["id": "cov-" + SitePaths.slug(system.id)], el(.h2, [:], txt(system.name)),
                    el(.p, [:], txt("\(system.name) records no interaction states for any of its \(count) component\(count == 1 ? "" : "s"), so there is no coverage to show; a component's states come from the states section of its seed file."))))
                continue
            }
            let platforms = Self.platforms(system)
            let listed = system.components.filter { $0.detail.status != "merged" && $0.detail.status != "retired" }
            let unassessed = listed.map { Self.unassessed($0, states: states, platforms: platforms) }
            listedCount += listed.count
            hiddenCount += unassessed.filter { $0 }.count
            let rows: [[HTML]] = listed.map { component in
                [el(.a, ["href": SitePaths.component(system.id, component.key)], txt(component.name))] + states.map { state in
                    el(.ul, ["class": "cov"], platforms.map { platform in
                        let (value, note) = Self.support(component, state: state, platform: platform)
                        let id = "cov-\(SitePaths.slug(system.id))-\(SitePaths.slug(component.key))-\(state)-\(platform)"
                        return el(.li, ["id": id],
                            el(.span, ["data-note": note, "tabindex": note == nil ? nil : "0", "title": note],
                               txt((Platform(rawValue: platform)?.label ?? platform) + " "), SiteStatus.badge(value)))
                    })
                }
            }
            let none = unassessed.allSatisfy { $0 }
            content.append(el(.section, ["id": "cov-" + SitePaths.slug(system.id), "class": none ? "cov-none" : nil],
                el(.h2, [:], txt(system.name)),
                none ? el(.p, ["class": "cov-filtered-only"], txt("No component of \(system.name) has an assessment, so its rows are hidden; tick “Show components nobody has assessed” to see them.")) : .empty,
                SitePieces.table(system.name + ": components × states (" + platforms.map { Platform(rawValue: $0)?.label ?? $0 }.joined(separator: ", ") + ")",
                                 ["Component"] + states, rows, rowClasses: unassessed.map { $0 ? "unassessed" : nil })))
        }
        content.insert(coverageToggle(hidden: hiddenCount, of: listedCount), at: 2)
        return layout.page(path, title: "Coverage", scripts: [SitePaths.script], content)
    }

    /// A component nobody assessed for its states: every cell of its row reads "not assessed"
    /// (or "not applicable", where it does not ship).
    static func unassessed(_ component: SiteData.Component, states: [String], platforms: [String]) -> Bool {
        states.allSatisfy { state in
            platforms.allSatisfy { ["not-assessed", "not-applicable"].contains(support(component, state: state, platform: $0).value) }
        }
    }

    /// The toggle over the matrix: by default only assessed components are shown (the script
    /// sets `cov-filtered` on the root, and the stylesheet then hides `tr.unassessed`); ticked,
    /// or with `?all=1` in the address, every component. Without script the form stays hidden
    /// and every row shows.
    func coverageToggle(hidden: Int, of listed: Int) -> HTML {
        el(.form, ["class": "filters", "id": "cov-filter", "hidden": ""],
            el(.label, ["class": "check"], el(.input, ["type": "checkbox", "id": "cov-all", "name": "all", "value": "1"]),
               txt(" Show components nobody has assessed")),
            el(.p, ["id": "cov-hidden"], txt("\(hidden) of the \(listed) components in the matrix have no assessment yet: every cell of theirs would read “not assessed”, so they are hidden unless the box is ticked, to let the real gaps show.")))
    }
}
