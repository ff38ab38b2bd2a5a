import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistryReview
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// The comparison is a pure function over two snapshots: tested here with values, no git.
@Suite struct ComparisonTests {
    static func toggle(_ name: String = "Toggle") -> ComponentSnapshot {
        var component = ComponentSnapshot(system: "acme", key: "toggle", name: name, status: "active", family: nil, role: "switch")
        component.states = ["pressed": ["ios": "supported", "android": "supported"]]
        component.assessments = [AssessmentSnapshot(version: "1.0.0", status: "published", verdict: "refine", fingerprint: "one")]
        component.variants = ["On", "Off"]
        return component
    }

    static func snapshot(_ components: ComponentSnapshot...) -> RegistrySnapshot {
        var snapshot = RegistrySnapshot()
        snapshot.systems = ["acme": "Acme"]
        for component in components { snapshot.components[component.id] = component }
        return snapshot
    }

    @Test func aRenameIsOneRenameAndALostStateIsARegression() {
        var renamed = Self.toggle("Switch")
        renamed.formerNames = [.init(name: "Toggle", renamedBy: "0001-switch")]
        renamed.states["pressed"]?["android"] = "not-supported"
        renamed.assessments[0].fingerprint = "edited"
        renamed.variants.insert("Mixed")
        let report = RegistryComparison.compare(base: Self.snapshot(Self.toggle()), head: Self.snapshot(renamed), names: ("a", "b"))
        #expect(report.findings.map { "\($0.subject) \($0.area) \($0.change) \($0.item)" } == [
            "Switch component renamed Switch",
            "Switch assessment published-changed 1.0.0",
            "Switch state lost pressed on android",
            "Switch variant added Mixed",
        ])
        #expect(report.fails(.regression) && report.fails(.publishedChange) && !report.fails(.removal) && report.fails(.any))
        #expect(report.findings.first?.by == "0001-switch")
    }

    @Test func twoEqualSnapshotsHaveNoFindings() {
        let report = RegistryComparison.compare(base: Self.snapshot(Self.toggle()), head: Self.snapshot(Self.toggle()), names: ("a", "b"))
        #expect(report.findings.isEmpty)
        #expect(ReviewRenderer.render(report, as: .markdown) == "**dsreg review** `a` → `b`: 0 changes, 0 regressions, 0 removals, 0 published changes\n\nNo changes to the registry.\n")
    }

    @Test func aSideThatDoesNotBuildIsTheOnlyFinding() {
        var broken = RegistrySnapshot()
        broken.buildProblems = ["Seeds/acme/toggle.yaml:3:9: error: unknown status 'actve'"]
        let report = RegistryComparison.compare(base: Self.snapshot(Self.toggle()), head: broken, names: ("a", "b"))
        #expect(report.findings.map(\.change) == ["does-not-seed"])
        #expect(ReviewRenderer.render(report, as: .terminal).contains("✗ b does not seed: Seeds/acme/toggle.yaml:3:9"))
    }
}
