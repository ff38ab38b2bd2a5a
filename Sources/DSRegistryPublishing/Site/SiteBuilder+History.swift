import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// History: per component, each criterion's status per assessed version as a small inline
/// SVG (a labelled cell per version and criterion, with the status as text for screen readers
/// and in the cell), then `dsreg history`'s timeline; registry-wide, the changelog of restructures.
extension SiteBuilder {
    func historyPage(_ system: SiteData.System, _ component: SiteData.Component) -> String {
        let path = SitePaths.history(system.id, component.key)
        let root = SitePaths.root(of: path)
        let d = component.detail
        var content: [HTML] = [
            el(.h1, [:], txt("History: " + d.name)),
            el(.p, [:], el(.a, ["href": root + SitePaths.component(system.id, d.key)], txt("← " + d.name))),
        ]
        if !d.assessments.isEmpty { content.append(chart(d)) }
        content.append(component.history.isEmpty ? el(.p, [:], txt("No assessment and no restructure yet."))
            : SitePieces.table("Timeline, oldest first", ["Date", "Version", "Event", "Detail"], component.history.map {
                [el(.span, ["class": "date"], txt($0["date"] ?? "")), txt($0["version"] ?? ""), txt($0["event"] ?? ""), txt($0["detail"] ?? "")]
            }, rowHeaders: false))
        return layout.page(path, title: "History: " + d.name, content)
    }

    /// Versions across, criteria down; each cell the status's colour, symbol and a title.
    private func chart(_ d: ComponentDetail) -> HTML {
        let criteria = Criterion.allCases
        // Wide enough for the longest label at 11 px (7.5 px a character, with room to spare):
        // "✗ Requires Rework" was clipped to "✗ Requires Rewor" in 96 px.
        let labels = d.assessments.flatMap { a in
            [a.version + " · " + a.date] + criteria.map { c in Self.chartLabel(a.scores.first { $0.criterion == c.rawValue }?.status ?? "not-assessed") }
        }
        let longest = labels.map(\.count).max() ?? 0
        let cell = (width: max(96, Int((Double(longest) * 7.5).rounded(.up)) + 12), height: 22), left = 40, top = 20
        let width = left + cell.width * d.assessments.count + 4, height = top + cell.height * criteria.count + 4
        var parts: [HTML] = [el(.title_, [:], txt("Criteria status per version of " + d.name))]
        for (column, assessment) in d.assessments.enumerated() {
            parts.append(el(.text, ["class": "axis version", "x": String(left + column * cell.width + 4), "y": "14"], txt(assessment.version + " · " + assessment.date)))
            for (row, criterion) in criteria.enumerated() {
                let status = assessment.scores.first { $0.criterion == criterion.rawValue }?.status ?? "not-assessed"
                let x = left + column * cell.width, y = top + row * cell.height
                parts.append(el(.g, [:],
                    el(.title_, [:], txt("\(criterion.rawValue) at \(assessment.version): \(SiteStatus.label(status))")),
                    el(.rect, ["x": String(x), "y": String(y), "width": String(cell.width - 2), "height": String(cell.height - 2),
                               "fill": SiteStatus.fill(status), "stroke": "#555"]),
                    el(.text, ["x": String(x + 4), "y": String(y + 15)], txt(Self.chartLabel(status)))))
            }
        }
        for (row, criterion) in criteria.enumerated() {
            parts.append(el(.text, ["class": "axis", "x": "4", "y": String(top + row * cell.height + 15)], txt(criterion.rawValue)))
        }
        return el(.figure, [:],
            HTML.element(.svg, [.init("class", "chart"), .init("role", "img"), .init("width", String(width)), .init("height", String(height)),
                                .init("viewBox", "0 0 \(width) \(height)"), .init("aria-label", "Criteria status per version of " + d.name)], parts),
            el(.figcaption, [:], txt("Each criterion's status per assessed version (✓ ready, ~ needs refinement, ✗ requires rework, – not mapped).")))
    }

    static func chartLabel(_ status: String) -> String { SiteStatus.symbol(status) + " " + SiteStatus.label(status) }

    func changelogPage() -> String {
        let path = SitePaths.changelog
        var content: [HTML] = [
            el(.h1, [:], txt("Changelog of restructures")),
            el(.p, ["class": "muted"], txt("Every migration applied to the registry, oldest first, with what it changed.")),
        ]
        if data.restructures.isEmpty { content.append(el(.p, [:], txt("No migration has been applied."))) }
        for restructure in data.restructures {
            content.append(el(.section, ["id": SitePaths.slug(restructure.id)],
                el(.h2, [:], txt(restructure.id + ": " + restructure.title)),
                el(.p, [:], txt("Applied " + restructure.appliedAt)),
                SitePieces.table("Changes", ["Operation", "Component", "Change"], restructure.changes.map { change in
                    let component: HTML = if let key = change.componentKey, let system = change.system, let name = change.component {
                        el(.a, ["href": SitePaths.component(system, key)], txt(name))
                    } else { txt("–") }
                    return [txt(change.operation), component, txt(change.summary)]
                })))
        }
        return layout.page(path, title: "Changelog", content)
    }
}
