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

/// Migration files with one defect each: refused with their exact errors, nothing written.
@Suite struct MalformedMigrationTests {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("Migrations")
    static let failing = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
        .filter { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/expected.txt").path) }
        .sorted()

    /// Each folder holds migrations with one defect and expected.txt with the exact errors.
    /// The run leaves nothing, the migrations before the failing one included: one transaction.
    @Test(arguments: failing)
    func refusedWithItsExactErrorsAndNothingWritten(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let registry = try MigratedRegistry.freshlySeeded()
        let set = MigratedRegistry.load(folder)
        let before = try registry.dumpContent()
        let run = try MigratedRegistry.failure(registry.migrate(set, now: MigratedRegistry.now))
        #expect(run.diagnostics.map(\.description) == expected)
        #expect(run.steps.isEmpty)
        #expect(run.rolledBack == (name == "later-fails" ? ["0001-rename"] : []))
        #expect(try registry.dumpContent() == before)
    }

    @Test func aFileChangedAfterItWasAppliedIsRefused() throws {
        let folder = try TemporaryFolder(copying: Self.fixtures.appendingPathComponent("later-fails"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("0002-rename.yaml"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("expected.txt"))
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now)
        let applied = try registry.dumpContent()
        try folder.replace("0001-rename.yaml", "to: Section Header", with: "to: Section Heading")
        try """
            id: 0002-more
            title: Anything after the drift
            system: eb
            operations:
              - {op: rename, component: Title Bar, to: App Bar}
            """.write(to: folder.url.appendingPathComponent("0002-more.yaml"), atomically: true, encoding: .utf8)
        let set = MigratedRegistry.load(folder.url)
        let run = try MigratedRegistry.failure(registry.migrate(set, now: MigratedRegistry.now))
        let checksum = try #require(registry.appliedRestructures().first?.checksum)
        let now = try #require(set.restructures.first?.checksum)
        #expect(run.diagnostics.map(\.description) == [
            "Migrations/0001-rename.yaml:1:1: error: the file changed after it was applied (checksum \(checksum) when applied 2026-11-18T11:06:40Z, \(now) now); restore it, or revert it first (dsreg migrate revert 0001-rename) and apply it again",
        ])
        #expect(run.steps.isEmpty)
        #expect(try registry.dumpContent() == applied)
        #expect(try registry.restructureStatus(set).map(\.state) == [.drifted, .pending])
    }

    @Test func aNewFileNumberedBeforeAnAppliedOneIsRefused() throws {
        let folder = try TemporaryFolder(copying: MigratedRegistry.migrations)
        for name in ["0002-promote-trailing-actions", "0004-detail-hero", "0005-page-banner"] {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("\(name).yaml"))
        }
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now)
        try """
            id: 0002-late
            title: Written after 0005 was applied, numbered before it
            system: eb
            operations:
              - {op: deprecate, component: Link, replacement: Text Button}
            """.write(to: folder.url.appendingPathComponent("0002-late.yaml"), atomically: true, encoding: .utf8)
        let before = try registry.dumpContent()
        let run = try MigratedRegistry.failure(registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now))
        #expect(run.diagnostics.map(\.description) == [
            "Migrations/0002-late.yaml:1:1: error: 0002-late is pending but is numbered before 0003-merge-with-logo-into-title-bar, which is applied; renumber it after the latest applied migration",
        ])
        #expect(try registry.dumpContent() == before)
    }

    @Test func fileNamesMustCarryANumber() throws {
        let folder = try TemporaryFolder()
        try "id: x\n".write(to: folder.url.appendingPathComponent("rename-header.yaml"), atomically: true, encoding: .utf8)
        let set = MigratedRegistry.load(folder.url)
        #expect(set.diagnostics.all.map(\.description) == [
            "Migrations/rename-header.yaml:1:1: error: a migration file's name starts with its four-digit number and a hyphen, found 'rename-header.yaml'; rename it like 0006-rename-header.yaml",
        ])
    }

    /// Migrations/schema.json documents the keys the reader accepts.
    @Test func jsonSchemaMatchesTheMigrationFormat() throws {
        let data = try Data(contentsOf: MigratedRegistry.migrations.appendingPathComponent("schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: [String: Any]])
        var formats = RestructureFormat.operations
        formats["file"] = RestructureFormat.file
        formats["carry_out"] = RestructureFormat.carryOut
        formats["new_property"] = RestructureFormat.newProperty
        formats["variant_target"] = RestructureFormat.variantTarget
        #expect(Set(defs.keys) == Set(formats.keys))
        for (name, keys) in formats {
            let properties = (defs[name]?["properties"] as? [String: Any]).map { Set($0.keys) }
            #expect(properties == Set(keys.allowed), "\(name) properties")
            #expect(Set(defs[name]?["required"] as? [String] ?? []) == Set(keys.required), "\(name) required")
        }
    }
}
