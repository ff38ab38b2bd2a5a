import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The index's overview, above the matrices: how many components stand at each verdict and
/// each criterion status, then what needs action first — regressions (the `regressed`
/// question's own answer), states looked at and not modeled (the coverage rule
/// `lacking-state` reads), and the open issues, oldest first. Every count and row links on.
extension SiteBuilder {
    /// The open issues listed, oldest first; the rest are counted.
    static let openIssueRows = 10

    func overview() -> HTML {
        let components = data.systems.flatMap { system in system.components.map { (system, $0) } }
        let verdicts = (Verdict.allCases.map(\.rawValue) + ["not assessed"]).map { verdict in
            (verdict, components.filter { ($0.1.latest?.verdict ?? "not assessed") == verdict }.count)
        }
        let verdictRows: [[HTML]] = verdicts.map { verdict, count in
            [SiteStatus.badge(verdict == "not assessed" ? "not-assessed" : verdict, label: verdict == "not assessed" ? "Not assessed" : Verdict(rawValue: verdict)?.label),
             count == 0 ? txt("0") : el(.a, ["href": SitePaths.index + "?verdict=" + verdict.replacingOccurrences(of: " ", with: "+")], txt(String(count)))]
        }
        let statuses = CriterionStatus.allCases
        let criterionRows: [[HTML]] = Criterion.allCases.map { criterion in
            let scores = components.compactMap { $0.1.latest?.scores.first { $0.criterion == criterion.rawValue }?.status }
            return [txt(criterion.rawValue + " " + criterion.name)] + statuses.map { status in txt(String(scores.filter { $0 == status.rawValue }.count)) }
        }
        return el(.section, ["id": "overview", "aria-labelledby": "overview-h"],
            el(.h2, ["id": "overview-h"], txt("Overview")),
            el(.div, ["class": "overview"],
               SitePieces.table("Components by latest verdict", ["Verdict", "Components"], verdictRows, id: "overview-verdicts"),
               SitePieces.table("Latest status per criterion", ["Criterion"] + statuses.map(\.label), criterionRows, id: "overview-criteria")),
            el(.h3, [:], txt("Needs action first")),
            regressions(), notModeled(components), openIssues(components))
    }

    private func regressions() -> HTML {
        guard !data.regressions.isEmpty else { return el(.p, ["id": "overview-regressions"], txt("No component regressed: no latest assessment scores a criterion worse than the one before it.")) }
        return SitePieces.table("Regressions since the assessment before", ["Component", "Criterion", "Before", "After"], data.regressions.map { r in
            [link(r["system"], r["component"]), txt(r["criterion"] ?? ""),
             .group([SiteStatus.badge(r["before"] ?? ""), txt(" " + (r["before_version"] ?? ""))]),
             .group([SiteStatus.badge(r["after"] ?? ""), txt(" " + (r["after_version"] ?? ""))])]
        }, id: "overview-regressions")
    }

    private func notModeled(_ components: [(SiteData.System, SiteData.Component)]) -> HTML {
        let rows: [[HTML]] = components.flatMap { system, component in
            component.coverage.filter { $0.value == "not-modeled" }.keys.sorted().map { key -> [HTML] in
                let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
                return [link(system.id, component.name), txt(parts.first ?? key), txt(parts.count > 1 ? Platform(rawValue: parts[1])?.label ?? parts[1] : "")]
            }
        }
        guard !rows.isEmpty else { return el(.p, ["id": "overview-not-modeled"], txt("No state is recorded as not modeled.")) }
        return SitePieces.table("States looked at and not modeled", ["Component", "State", "Platform"], rows, id: "overview-not-modeled")
    }

    private func openIssues(_ components: [(SiteData.System, SiteData.Component)]) -> HTML {
        var issues: [(system: String, component: String, title: String, criterion: String?, opened: String, date: String)] = []
        for (system, component) in components {
            guard let latest = component.latest else { continue }
            for issue in latest.issues where issue.status == "open" && issue.resolvedBy == nil {
                let first = component.detail.assessments.first { a in a.issues.contains { $0.id == issue.id } } ?? latest
                issues.append((system.id, component.name, issue.title, issue.criterion, first.version, first.date))
            }
        }
        guard !issues.isEmpty else { return el(.p, ["id": "overview-issues"], txt("No issue is open.")) }
        let oldest = issues.sorted { ($0.date, $0.system, $0.component) < ($1.date, $1.system, $1.component) }
        let more = oldest.count - Self.openIssueRows
        return .group([SitePieces.table("Open issues, oldest first", ["Component", "Issue", "Criterion", "Open since"], oldest.prefix(Self.openIssueRows).map { i in
            [link(i.system, i.component), txt(i.title), SitePieces.optional(i.criterion), txt(i.opened + " · " + i.date)]
        }, id: "overview-issues"), more > 0 ? el(.p, ["class": "muted"], txt("and \(more) more open issue\(more == 1 ? "" : "s") (dsreg query issues --status open)")) : .empty])
    }

    private func link(_ system: String?, _ component: String?) -> HTML {
        guard let system, let component else { return txt(component ?? "") }
        return layout.componentLink("", system: system, name: component)
    }
}
