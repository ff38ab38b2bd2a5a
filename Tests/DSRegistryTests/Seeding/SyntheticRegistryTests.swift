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

/// The benchmark generator: deterministic, and what it writes seeds, migrates and imports.
@Suite struct SyntheticRegistryTests {
    @Test func theSameSeedWritesTheSameFiles() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        #expect(try SyntheticRegistry(components: 100, systems: 5).write(to: first.url) == 111)
        try SyntheticRegistry(components: 100, systems: 5).write(to: second.url)
        for path in ["Seeds/sys0/c0.yaml", "Seeds/sys4/system.yaml", "Tokens/sys3.tokens.json", "Migrations/0001-family-restructure.yaml"] {
            let a = try String(contentsOf: first.url.appendingPathComponent(path), encoding: .utf8)
            let b = try String(contentsOf: second.url.appendingPathComponent(path), encoding: .utf8)
            #expect(a == b, "\(path)")
        }
    }

    @Test func aGeneratedRegistrySeedsMigratesAndImportsItsTokens() throws {
        let folder = try TemporaryFolder()
        try SyntheticRegistry(components: 100, systems: 5).write(to: folder.url)
        let registry = try Registry.inMemory()
        let report = try registry.seed(from: folder.url.appendingPathComponent("Seeds"), displayPrefix: "Seeds")
        #expect(report.filesWritten == 105)
        #expect(try registry.value("SELECT count(*) FROM variant") == 1600)
        #expect(try registry.value("SELECT count(*) FROM state_support") == 1200)
        #expect(try registry.value("SELECT count(*) FROM criterion_score") == registry.value("SELECT count(*) * 7 FROM assessment") as Int?)
        #expect(try registry.value("SELECT name FROM component WHERE key = 'c0'") == "Header 0")

        let migrations = RestructureSet.load(folder: folder.url.appendingPathComponent("Migrations"), displayPrefix: "Migrations")
        #expect(migrations.diagnostics.all.isEmpty)
        _ = try registry.migrate(migrations)
        #expect(try registry.value("SELECT name FROM component WHERE key = 'c0'") == "Header 0 Renamed")
        #expect(try registry.value("SELECT f.key FROM component c JOIN family f ON f.id = c.family_id WHERE c.key = 'c10'") == "banner")

        let tokens = try registry.importTokens(TokenImportSet.load([folder.url.appendingPathComponent("Tokens/sys0.tokens.json")]), system: "sys0")
        #expect((tokens.added, tokens.dangling) == (200, 0))
    }
}
