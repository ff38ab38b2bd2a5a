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

/// Seeds and restructures composed: seeding after migrating replays the migrations, and
/// resurrects nothing.
@Suite struct SeedAndMigrateTests {
    /// A later assessment of the same component, written after the restructure, in its file.
    static let laterAssessment = """
          - version: 1.1.0
            date: 2026-06
            kind: minor
            title: Section Header after the restructure
            status: draft
            verdict: refine
            summary: Section Header has the 3-slot model (preamble, leadingMedia, trailing).
            scores:
              C2: {status: ready, note: 3 slots; 7 canonical patterns.}

        """

    /// What a registry says of every component, without row ids: comparable across runs.
    func everything(_ registry: Registry) throws -> String {
        let keys: [String] = try registry.values("SELECT system_id || '/' || key FROM component ORDER BY system_id, key")
        return try keys.map { systemAndKey in
            let parts = systemAndKey.split(separator: "/", maxSplits: 1).map(String.init)
            let name: String = try #require(try registry.value("SELECT name FROM component WHERE system_id = ? AND key = ?", [parts[0], parts[1]]))
            return ComponentPage.json(try registry.componentDetail(name, system: parts[0]))
        }.joined(separator: "\n") + (try registry.values("SELECT id || applied_at || checksum FROM restructure ORDER BY number") as [String]).joined()
    }

    @Test func seedingAgainAfterMigratingResurrectsNothing() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        let migrated = try registry.dumpContent()
        let report = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(report.filesWritten == 0)
        #expect(report.restructuresReplayed.isEmpty)
        #expect(try registry.dumpContent() == migrated)
    }

    @Test func aSeedWrittenAfterTheRestructureLandsOnTheRestructuredComponent() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        // Order 1: seed, migrate, then the seed gains an assessment.
        let first = try Registry.inMemory()
        _ = try first.seed(from: folder.url, displayPrefix: "Seeds")
        _ = try first.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        try folder.append("eb/header.yaml", Self.laterAssessment)
        let report = try first.seed(from: folder.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(report.filesWritten == 1)
        #expect(report.restructuresReplayed.count == 5)
        let detail = try first.componentDetail("Section Header")
        #expect(detail.assessments.map(\.version) == ["1.0.0", "1.1.0"])
        #expect(detail.properties.map(\.name) == ["title", "preamble", "description", "leadingMedia", "trailing"])
        #expect(try first.values("SELECT name FROM component_name WHERE component_id = ? ORDER BY id", [detail.id]) == ["Header", "Section Header"])
        #expect(try first.value("SELECT count(*) FROM component WHERE system_id = 'eb'") == 13)

        // Order 2: the edited seed first, then migrate. Same registry.
        let second = try Registry.inMemory()
        _ = try second.seed(from: folder.url, displayPrefix: "Seeds")
        _ = try second.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        #expect(try everything(first) == everything(second))
    }

    @Test func aSeedThatBreaksAnAppliedMigrationIsRefusedWhole() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        let before = try registry.dumpContent()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("eb/title-bar.yaml"))
        let error = try #require(throws: InputErrors.self) {
            try registry.seed(from: folder.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        }
        let replay = "the seeds changed so that 0003-merge-with-logo-into-title-bar no longer applies"
        #expect(error.diagnostics.map(\.description) == [
            "Migrations/0003-merge-with-logo-into-title-bar.yaml:16:16: error: \(replay): add-property: no component named 'Title Bar' in eb; list the components with: dsreg list --system eb",
            "Migrations/0003-merge-with-logo-into-title-bar.yaml:23:16: error: \(replay): add-slot: no component named 'Title Bar' in eb; list the components with: dsreg list --system eb",
            "Migrations/0003-merge-with-logo-into-title-bar.yaml:31:11: error: \(replay): merge: no component to merge into named 'Title Bar' in eb; list the components with: dsreg list --system eb",
        ])
        #expect(try registry.dumpContent() == before)
    }
}
