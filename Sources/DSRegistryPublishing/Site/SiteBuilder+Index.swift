import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The index: per system, a matrix of components × criteria C1–C7 with verdict, DS Health and
/// the latest version; filters (system, family, verdict, lifecycle) and a search box over the
/// prebuilt index of what `query search` covers.
extension SiteBuilder {
    func indexPage() -> String {
        let path = SitePaths.index
        var content: [HTML] = [
            el(.h1, [:], txt("Design-system registry")),
            el(.p, ["class": "muted"], txt("\(data.systems.count) systems, \(data.systems.map(\.components.count).reduce(0, +)) components. Each cell is the latest assessment's status on one criterion; open a cell (click, tap, or Enter on it) for its criterion and note; the component's page lists every note.")),
            overview(),
            filters(),
            legend(),
            el(.p, ["id": "no-match", "hidden": ""], txt("No component matches the search and filters; clear one to see more.")),
        ]
        for system in data.systems {
            content.append(el(.section, ["data-system": system.id, "aria-labelledby": "sys-" + SitePaths.slug(system.id)],
                el(.h2, ["id": "sys-" + SitePaths.slug(system.id)], txt(system.name + " "), el(.small, ["class": "muted"], txt("(" + system.id + ")"))),
                matrix(system)))
        }
        return layout.page(path, title: "Registry", scripts: [SitePaths.searchIndex, SitePaths.script], content)
    }

    private func filters() -> HTML {
        func choice(_ name: String, _ label: String, _ values: [String]) -> HTML {
            el(.label, [:], txt(label), el(.select, ["name": name],
                [el(.option, ["value": ""], txt("all"))] + values.map { el(.option, ["value": $0], txt($0)) }))
        }
        let components = data.systems.flatMap(\.components)
        let sorted = { (values: [String]) in Array(Set(values)).sorted() }
        return el(.form, ["id": "filters", "class": "filters", "hidden": "", "role": "search", "aria-label": "Filter components"],
            el(.label, [:], txt("Search"), el(.input, ["type": "search", "name": "q", "placeholder": "names, issues, guidelines…"])),
            el(.label, [:], txt("System"), el(.select, ["name": "system"],
                [el(.option, ["value": ""], txt("all"))] + data.systems.map { el(.option, ["value": $0.id], txt($0.name)) })),
            choice("family", "Family", sorted(components.compactMap(\.detail.family))),
            choice("verdict", "Verdict", sorted(components.map { $0.latest?.verdict ?? "not assessed" })),
            choice("lifecycle", "Lifecycle", sorted(components.map(\.detail.status))),
            el(.p, ["aria-live": "polite"], el(.span, ["id": "shown"], txt("")), txt(" shown")),
            el(.ul, ["id": "search-results", "aria-label": "Search results"]))
    }

    /// The matrix's columns: the header's words (each cell's `data-label` on phones) and the
    /// key its sort value has on the row (`data-sort-KEY`).
    static let matrixColumns: [(label: String, key: String)] = [("Component", "component"), ("Family", "family"), ("Lifecycle", "lifecycle")]
        + Criterion.allCases.map { ($0.rawValue, $0.rawValue.lowercased()) } + [("Verdict", "verdict"), ("DS Health", "health"), ("Latest", "latest")]

    private func matrix(_ system: SiteData.System) -> HTML {
        SitePieces.scrolling(system.name + ": components × criteria", el(.table, ["class": "matrix reflow", "data-sortable": ""],
            el(.caption, [:], txt(system.name + ": components × criteria C1–C7 (latest assessment)")),
            el(.thead, [:], el(.tr, [:], Self.matrixColumns.map { column in
                el(.th, ["scope": "col", "title": Criterion(rawValue: column.label)?.name, "data-sort-key": column.key], txt(column.label))
            })),
            el(.tbody, [:], system.components.map { matrixRow(system, $0) })))
    }

    /// One component's row: its cells, each labelled by its column, and on the row the filters'
    /// values and, per column, the value the script sorts by (empty for "not assessed", which
    /// sorts last both ways). Without script the rows keep this, the server's, order.
    private func matrixRow(_ system: SiteData.System, _ component: SiteData.Component) -> HTML {
        let d = component.detail
        let latest = component.latest
        let prefix = "\(SitePaths.slug(system.id))-\(SitePaths.slug(d.key))"
        var cells: [HTML] = [
            el(.th, ["scope": "row", "data-label": "Component"], el(.a, ["href": SitePaths.component(system.id, d.key)], txt(d.name))),
            el(.td, ["data-label": "Family"], SitePieces.optional(d.family)),
            el(.td, ["data-label": "Lifecycle"], SiteStatus.badge(d.status)),
        ]
        var sort: [HTML.Attribute] = [.init("data-sort-component", d.name), .init("data-sort-family", d.family ?? ""), .init("data-sort-lifecycle", d.status)]
        if latest == nil {
            cells.append(el(.td, ["colspan": String(Criterion.allCases.count), "id": "cell-\(prefix)-c1", "data-label": "C1–C7"],
                SiteStatus.badge("not-assessed", label: "not assessed on any criterion")))
        }
        for criterion in Criterion.allCases {
            let score = latest?.scores.first { $0.criterion == criterion.rawValue }
            sort.append(.init("data-sort-" + criterion.rawValue.lowercased(), score.map { Self.rank($0.status, CriterionStatus.allCases.map(\.rawValue)) } ?? ""))
            guard latest != nil else { continue }
            let id = "\(prefix)-\(criterion.rawValue.lowercased())"
            cells.append(el(.td, ["id": "cell-" + id, "data-label": criterion.rawValue], score.map {
                Self.note(SiteStatus.badge($0.status, compact: true), id: "note-" + id,
                          SiteStatus.label($0.status) + ". " + criterion.name + ($0.note.map { ": " + $0 } ?? "."))
            } ?? SiteStatus.badge("not-assessed")))
        }
        cells.append(el(.td, ["id": "cell-\(prefix)-verdict", "data-label": "Verdict"],
            latest.map { SiteStatus.badge($0.verdict, label: $0.verdict.capitalized) } ?? SiteStatus.badge("not-assessed")))
        cells.append(el(.td, ["data-label": "DS Health"], latest.map { health($0.health) } ?? txt("–")))
        cells.append(el(.td, ["class": "nowrap", "data-label": "Latest"], latest.map { txt($0.version + " · " + $0.date) } ?? txt("–")))
        let healthRank = latest.map { l in l.health.isEmpty ? "" : String(l.health.map { Int(Self.rank($0.status, HealthStatus.allCases.map(\.rawValue))) ?? 0 }.reduce(0, +)) } ?? ""
        sort += [.init("data-sort-verdict", latest.map { Self.rank($0.verdict, Verdict.allCases.map(\.rawValue)) } ?? ""),
                 .init("data-sort-health", healthRank), .init("data-sort-latest", latest?.date ?? "")]
        let filters: [HTML.Attribute] = [.init("data-key", system.id + "/" + d.key), .init("data-system", system.id), .init("data-family", d.family ?? ""),
                                         .init("data-verdict", latest?.verdict ?? "not assessed"), .init("data-lifecycle", d.status)]
        return HTML.element(.tr, filters + sort, cells)
    }

    /// A status's place in its vocabulary, best first, as the sort value ("9" for a value the
    /// vocabulary does not know, after every known one).
    static func rank(_ status: String, _ order: [String]) -> String {
        order.firstIndex(of: status).map(String.init) ?? "9"
    }

    /// DS Health in one compact cell: a symbol per check, and each check's words and note
    /// when the cell is opened.
    func health(_ checks: [ComponentDetail.Health]) -> HTML {
        guard !checks.isEmpty else { return txt("–") }
        return el(.details, ["class": "note"],
            el(.summary, [:], SitePieces.joined(checks.map { SiteStatus.badge($0.status, label: $0.dimension + " " + $0.status, compact: true) }, " ")),
            el(.ul, ["class": "cov"], checks.map { check in
                el(.li, [:], txt(check.dimension + ": " + SiteStatus.label(check.status) + (check.note.map { " — " + $0 } ?? "")))
            }))
    }

    /// What the compact cells' symbols mean, above the matrices.
    private func legend() -> HTML {
        el(.p, ["class": "legend"], [txt("Key: ")] + ["ready", "needs-refinement", "requires-rework", "not-mapped", "not-modeled", "pass", "warn", "fail"].map {
            .group([SiteStatus.badge($0), txt(" ")])
        } + [txt("Open a cell for its words and note; C1–C7 name their criterion on hover and on the component's page.")])
    }

    /// A status whose note opens on click, tap, Enter or Space (a `details` element), not only
    /// on hover as a `title` did.
    static func note(_ badge: HTML, id: String?, _ text: String) -> HTML {
        el(.details, ["class": "note"], el(.summary, [:], badge), el(.p, ["id": id], txt(text)))
    }

    /// One entry per component: `text` is its names, role, family, description, issues,
    /// recommendations and guidelines, lowercased (what `query search` covers) and matched by
    /// every word; `sections` holds the same words as written, by the section of the component's
    /// page they are in, so that a result can say where the hit is and show it.
    func searchIndex() -> String {
        var entries: [SearchEntry] = []
        for system in data.systems {
            for component in system.components {
                let d = component.detail
                let issues = d.assessments.flatMap { $0.issues.map { $0.title + " " + ($0.detail ?? "") } }
                let recommendations = d.assessments.flatMap { $0.recommendations.map { $0.title + " " + ($0.detail ?? "") } }
                let sections: [SearchEntry.Section] = [
                    .init(section: "Name", text: ([d.name] + d.formerNames).joined(separator: " · ")),
                    .init(section: "Description", text: [d.role, d.family, d.description].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")),
                    .init(section: "Issues", text: issues.joined(separator: " · ")),
                    .init(section: "Recommendations", text: recommendations.joined(separator: " · ")),
                    .init(section: "Usage", text: d.guidelines.map(\.text).joined(separator: " · ")),
                ].filter { !$0.text.isEmpty }
                var words = [d.name, system.name, d.role ?? "", d.family ?? "", d.description ?? ""] + d.formerNames
                words += issues + recommendations + d.guidelines.map(\.text)
                entries.append(SearchEntry(key: system.id + "/" + d.key, system: system.name, name: d.name,
                                           url: SitePaths.component(system.id, d.key),
                                           text: words.joined(separator: " ").lowercased(), sections: sections))
            }
        }
        return "window.DSREG_SEARCH = " + SiteJSON.encode(entries) + ";\n"
    }
}

/// A component in the search index (`assets/search-index.js`).
struct SearchEntry: Encodable, Equatable {
    struct Section: Encodable, Equatable {
        var section, text: String
    }
    var key, system, name, url, text: String
    var sections: [Section]
}
