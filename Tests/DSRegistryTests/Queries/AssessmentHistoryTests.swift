import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

@Suite struct AssessmentHistoryTests {
    let registry = HistoryRegistry.shared

    @Test func anEditToAPublishedVersionFailsWithFileAndLineAndWritesNothing() throws {
        let registry = try HistoryRegistry.seeded()
        let before = try registry.dumpContent()
        #expect(throws: InputErrors.self) {
            try registry.seed(from: HistoryRegistry.fixtures.appendingPathComponent("edited"), displayPrefix: "edited")
        }
        do {
            _ = try registry.seed(from: HistoryRegistry.fixtures.appendingPathComponent("edited"), displayPrefix: "edited")
        } catch let errors as InputErrors {
            #expect(errors.diagnostics.map(\.description) == [
                "edited/acme/toggle.yaml:15:5: error: assessment 1.0.0 of 'Toggle' is published and its content changed; a published assessment is immutable; restore it and add a new version (for example 1.0.1) with the new content",
            ])
        }
        #expect(try registry.dumpContent() == before)
    }

    @Test func aPublishedVersionCannotBeDroppedButADraftIsReplaced() throws {
        let folder = try TemporaryFolder(copying: HistoryRegistry.fixtures.appendingPathComponent("stage3"))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "toggle")
        try folder.replace("acme/toggle.yaml", "    title: Pressed state\n", with: "    title: Pressed and focus states\n")
        _ = try registry.seed(from: folder.url, displayPrefix: "toggle")
        #expect(try registry.value("SELECT title FROM assessment WHERE version = '1.2.0'") == "Pressed and focus states")
        try folder.replace("acme/toggle.yaml", "  - version: 1.0.0\n", with: "  - version: 1.0.0\n    status: draft\n")
        #expect(throws: InputErrors.self) { try registry.seed(from: folder.url, displayPrefix: "toggle") }
    }

    @Test func historyIsTheTimelineOldestFirst() throws {
        let table = try registry.history("toggle")
        #expect(table.rows.map { $0.map(\.text).joined(separator: " | ") } == [
            "2026-01 | 1.0.0 | assessed | major · Initial Assessment · published · verdict rework · C1 ✓ C2 ~ C5 ✗ C7 –",
            "2026-01 | 1.0.0 | issue opened | naming: Boolean naming is inconsistent.",
            "2026-01 | 1.0.0 | issue opened | no-pressed: No pressed state.",
            "2026-01 | 1.0.0 | recommendation proposed | add-pressed: Add a pressed state.",
            "2026-03 | 1.1.0 | assessed | minor · Sizes and icons · published · verdict refine · C1 ~ C2 ✓ C5 ~ C7 –",
            "2026-03 | 1.1.0 | issue opened | focus-ring: The focus ring is missing.",
            "2026-03 | 1.1.0 | issue resolved | naming: Boolean naming is inconsistent.",
            "2026-06 | 1.2.0 | assessed | minor · Pressed state · draft · verdict ready · C1 ✓ C2 ✓ C5 ✓ C7 ~",
            "2026-06 | 1.2.0 | issue resolved | no-pressed: No pressed state.",
            "2026-06 | 1.2.0 | recommendation done | add-pressed: Add a pressed state.",
        ])
    }

    @Test func diffReportsTheExactChanges() throws {
        let table = try registry.diff("Toggle", from: "1.0.0", to: "1.2.0")
        try Golden.check("diff-toggle-1.0.0-1.2.0.json", TableRenderer.render(table, as: .json))
        let criteria = table.records.filter { $0["aspect"] == "criterion" }.map { "\($0["item"]!): \($0["before"]!) → \($0["after"]!) \($0["change"]!)" }
        #expect(criteria == [
            "C1 Layer Structure & Naming: ready → ready unchanged",
            "C2 Variant & Property Naming: needs-refinement → ready improved",
            "C5 Interaction State Coverage: requires-rework → ready improved",
            "C7 Code Connect Linkability: not-mapped → needs-refinement improved",
        ])
        #expect(try registry.diff("Toggle", from: "1.0.0", to: "1.1.0").records.first { $0["item"] == "C1 Layer Structure & Naming" }?["change"] == "regressed")
        #expect(throws: RegistryError.invalidArgument("Toggle has no assessment 2.0.0; its versions are 1.0.0, 1.1.0, 1.2.0")) {
            try registry.diff("Toggle", from: "1.0.0", to: "2.0.0")
        }
    }

    @Test func asOfAnswersAsTheRegistryStoodThen() throws {
        let question = try #require(QuestionCatalog.named("criterion"))
        let now = try registry.ask(question, ["criterion": "C7"])
        let then = try registry.ask(question, ["criterion": "C7"], asOf: AsOf("1.0.0"))
        #expect(now.records.map { "\($0["version"]!) \($0["status"]!)" } == ["1.2.0 needs-refinement"])
        #expect(then.records.map { "\($0["version"]!) \($0["status"]!)" } == ["1.0.0 not-mapped"])
        #expect(try registry.ask(question, ["criterion": "C7"], asOf: AsOf("2026-03")).column("version") == ["1.1.0"])
        #expect(try registry.list(ComponentListQuery(), asOf: AsOf("1.1.0")).column("verdict") == ["refine"])
        let issues = try #require(QuestionCatalog.named("issues"))
        #expect(try registry.ask(issues, [:], asOf: AsOf("1.0.0")).column("key") == ["naming", "no-pressed"])
        #expect(try registry.componentDetail("toggle", asOf: AsOf("1.0.0")).assessments.map(\.version) == ["1.0.0"])
        #expect(AsOf("April") == nil)
    }

    @Test func questionsAcrossTime() throws {
        #expect(try ask(registry, "regressed").rows.isEmpty)
        let regressed = try #require(QuestionCatalog.named("regressed"))
        #expect(try registry.ask(regressed, [:], asOf: AsOf("1.1.0")).records == [[
            "system": "acme", "component": "Toggle", "criterion": "C1", "before_version": "1.0.0", "before": "ready",
            "after_version": "1.1.0", "after": "needs-refinement", "note": "The icon layer is unnamed."]])
        #expect(try ask(registry, "stale", "--older-than", "3m", "--today", "2026-11-22").records == [[
            "system": "acme", "component": "Toggle", "version": "1.2.0", "date": "2026-06", "months_since": "5"]])
        #expect(try ask(registry, "stale", "--today", "2026-11-22").rows.isEmpty)
        #expect(try ask(registry, "issue-age", "--today", "2026-11").rows.map { $0.map(\.text).joined(separator: " ") } == [
            "acme Toggle focus-ring open 2026-03  8",
            "acme Toggle no-pressed resolved 2026-01 2026-06 5",
            "acme Toggle naming resolved 2026-01 2026-03 2",
        ])
    }
}
