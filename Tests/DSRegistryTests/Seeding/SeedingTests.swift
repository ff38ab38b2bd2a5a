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

@Suite struct SeedingTests {
    /// On the project's Seeds/ as they are, a team's own files included.
    @Test func seedingTwiceLeavesEveryTableIdentical() throws {
        let once = try Registry.inMemory()
        _ = try once.seed(from: TestPaths.shippedSeeds, displayPrefix: "Seeds")
        let twice = try Registry.inMemory()
        _ = try twice.seed(from: TestPaths.shippedSeeds, displayPrefix: "Seeds")
        let afterFirst = try twice.dumpContent()
        let report = try twice.seed(from: TestPaths.shippedSeeds, displayPrefix: "Seeds")
        #expect(report.filesWritten == 0)
        #expect(report.filesUnchanged == SeedSet.yamlFiles(in: TestPaths.shippedSeeds).count)
        #expect(try twice.dumpContent() == afterFirst)
        #expect(try once.dumpContent() == afterFirst)
    }

    /// The project's Seeds/ and Migrations/ as they are, a team's own files included: they seed,
    /// the migrations apply, and the registry passes every check.
    @Test func theShippedSeedsAndMigrationsMakeASoundRegistry() throws {
        let registry = try SeededRegistry.shipped.copy()
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        #expect(try registry.check(restructures: MigratedRegistry.load()) == [])
        #expect(try SeededRegistry.shipped.check(restructures: RestructureSet()) == [])
    }

    @Test func componentIdsSurviveAnEditedFile() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "")
        let before: Int64? = try registry.value("SELECT id FROM component WHERE key = 'widget'")
        try folder.replace("acme/widget.yaml", "{name: Plain, group: All, values: {}}", with: "{name: Plain, group: All, values: {}, description: Bare}")
        let report = try registry.seed(from: folder.url, displayPrefix: "")
        #expect(report.filesWritten == 1)
        #expect(try registry.value("SELECT id FROM component WHERE key = 'widget'") == before)
        #expect(try registry.value("SELECT description FROM variant WHERE name = 'Plain'") == "Bare")
    }

    /// Every folder under Fixtures/Malformed is the Valid fixture with one defect; its
    /// expected.txt holds the exact errors. The registry must be exactly as before.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures.appendingPathComponent("Malformed").path).sorted())
    func malformedSeedIsRefusedWithItsExactErrors(_ name: String) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("Malformed").appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: TestPaths.fixtures.appendingPathComponent("Valid"), displayPrefix: "")
        let before = try registry.dumpContent()
        let error = try #require(throws: InputErrors.self) {
            try registry.seed(from: folder, displayPrefix: name)
        }
        #expect(error.diagnostics.filter { $0.severity == .error }.map(\.description) == expected)
        #expect(try registry.dumpContent() == before)
    }

    @Test func emptyFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        let registry = try Registry.inMemory()
        let error = try #require(throws: InputErrors.self) { try registry.seed(from: folder.url, displayPrefix: "Empty") }
        #expect(error.diagnostics.map(\.description) == ["Empty:1:1: error: no seed files (.yaml) found in 'Empty'; pass --from with the folder that holds system.yaml files"])
    }

    @Test func removedFileRemovesItsComponent() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "")
        try folder.replace("acme/widget.yaml", "relationships:\n  - {kind: uses, component: Knob}\n", with: "")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("acme/knob.yaml"))
        let report = try registry.seed(from: folder.url, displayPrefix: "")
        #expect(report.componentsRemoved == ["Knob"])
        #expect(try registry.values("SELECT name FROM component") == ["Widget"])
    }
}
