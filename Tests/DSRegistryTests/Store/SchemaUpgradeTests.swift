import Foundation
import GRDB
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

/// A registry file made by each shipped schema version (Fixtures/Schema, made by that version's
/// own dsreg; its README says how) opens with today's code, reaches today's schema and keeps
/// what it held.
@Suite struct SchemaUpgradeTests {
    static let versions = ["v1", "v2", "v3", "v4", "v5"]
    static let folder = TestPaths.fixtures.appendingPathComponent("Schema")

    /// The restructures the v2 … v5 files applied, as they were applied (checksums included).
    static let restructures = RestructureSet.load(folder: folder.appendingPathComponent("Migrations"), displayPrefix: "Migrations")

    /// A copy of the fixture of `version`, opened with the write path (which runs the migrator).
    static func upgraded(_ version: String, in scratch: TemporaryFolder) throws -> Registry {
        let copy = scratch.url.appendingPathComponent("\(version).sqlite")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("\(version).sqlite"), to: copy)
        return try Registry(path: copy.path)
    }

    static func schema(_ writer: any DatabaseReader) throws -> [String: String] {
        try writer.read { db in try SchemaSnapshotTests.entries(db) }
    }

    /// The file as the shipped version left it is the schema today's migrator makes up to that
    /// version: no shipped migration was edited since. One known exception: dsreg at f175a9d
    /// edited v3's `issue_status` and `recommendation_status` in place, so v4 and v5 files carry
    /// the views that v6-status-views now installs everywhere.
    @Test(arguments: versions)
    func theShippedFileHasTheSchemaOfItsVersion(_ version: String) throws {
        let file = try DatabaseQueue(path: Self.folder.appendingPathComponent("\(version).sqlite").path,
                                     configuration: { var c = Configuration(); c.readonly = true; return c }())
        let migration = try #require(SchemaSnapshotTests.migrations.first { $0.hasPrefix(version + "-") })
        let prefix = try DatabaseQueue(configuration: Registry.configuration())
        try Schema.migrator.migrate(prefix, upTo: migration)
        var expected = try Self.schema(prefix)
        if version == "v4" || version == "v5" {
            let current = try Self.schema(Registry.inMemory().writer)
            for view in ["view issue_status", "view recommendation_status"] {
                let today = current[view]
                #expect(today != nil, "today's schema has no \(view)")
                expected[view] = today
            }
        }
        #expect(try Self.schema(file) == expected)
        let applied: [String] = try file.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied.last == migration)
    }

    @Test(arguments: versions)
    func anOldFileUpgradesToTodaysSchema(_ version: String) throws {
        let scratch = try TemporaryFolder()
        let registry = try Self.upgraded(version, in: scratch)
        #expect(try Self.schema(registry.writer) == Self.schema(Registry.inMemory().writer))
        #expect(try registry.values("SELECT identifier FROM grdb_migrations ORDER BY rowid") == SchemaSnapshotTests.migrations)
        #expect(try registry.check(restructures: Self.restructures).map(\.problem) == [])
    }

    @Test(arguments: versions)
    func anUpgradedFileKeepsItsFacts(_ version: String) throws {
        let scratch = try TemporaryFolder()
        let registry = try Self.upgraded(version, in: scratch)
        let restructured = version != "v1"
        #expect(try registry.value("SELECT count(*) FROM design_system") == 3)
        #expect(try registry.value("SELECT count(*) FROM component") == 31)
        #expect(try registry.value("SELECT count(*) FROM spec") == 44)
        let header = restructured ? "Section Header" : "Header"
        #expect(try registry.values("""
            SELECT c.name || ' ' || s.version || ' ' || s.criterion_id || ' ' || s.status
            FROM latest_criterion_score s JOIN component c ON c.id = s.component_id
            WHERE s.criterion_id IN ('C3', 'C7') ORDER BY s.criterion_id
            """) == ["\(header) 1.0.0 C3 ready", "\(header) 1.0.0 C7 not-mapped"])
        #expect(try registry.value("SELECT verdict FROM assessment") == "restructure")
        // v4 fingerprints published assessments when they are seeded; older files have none yet.
        #expect(try registry.value("SELECT count(content_hash) FROM assessment") == (["v4", "v5"].contains(version) ? 1 : 0))

        let transaction = try registry.resolveComponent("Header - Transaction")
        #expect(transaction.name == (restructured ? "Detail Hero" : "Header - Transaction"))
        #expect(transaction.formerName == (restructured ? "Header - Transaction" : nil))
        #expect(try registry.value("SELECT count(*) FROM component_name WHERE kind = 'former'") == (restructured ? 3 : 0))
        #expect(try registry.value("SELECT count(*) FROM restructure") == (restructured ? 5 : 0))
        #expect(try registry.value("SELECT status FROM issue_status WHERE key = 'boolean-explosion'") == (restructured ? "resolved" : "open"))

        // v3 filled the facets of specs seeded before it; the search index covers old rows.
        #expect(try registry.value("SELECT count(*) FROM spec_facet") == 45)
        #expect(try registry.values("""
            SELECT title FROM search_index WHERE search_index MATCH 'title:hero OR title:transaction' AND kind = 'component'
            """) == [restructured ? "Detail Hero" : "Header - Transaction"])

        // v5 resolved the seeded tokens' aliases in SQL: backbase's three dangle.
        #expect(try registry.value("SELECT count(*) FROM token WHERE file_id IS NULL") == 24)
        #expect(try registry.values("SELECT dangling FROM token WHERE dangling IS NOT NULL ORDER BY path") == [
            "theme.color.foreground.brand", "theme.color.background.none", "theme.color.foreground.support"])
        if version == "v5" {
            #expect(try registry.values("SELECT path || ' ' || format FROM token_file") == ["brand/brand.tokens.json dtcg"])
            #expect(try registry.values("SELECT path || ' ' || change FROM token_change ORDER BY id") == [
                "brand.navy changed", "space.medium added"])
            #expect(try registry.value("SELECT resolved_value || ' via ' || alias_chain FROM token WHERE path = 'brand.accent'")
                    == "#0B2A5C via brand.accent → brand.navy")
        }
    }

    /// Files made before v3 got their facets from the migration's frozen parser: the same rows
    /// the seed writer's `SpecFacet.parse` gives for the same specs.
    @Test(arguments: ["v1", "v2"])
    func theFrozenV3FacetsEqualTheLiveParser(_ version: String) throws {
        let scratch = try TemporaryFolder()
        let registry = try Self.upgraded(version, in: scratch)
        let (stored, live) = try registry.writer.read { db in
            let stored = try String.fetchAll(db, sql: "SELECT spec_id || ' ' || aspect || ' ' || value FROM spec_facet")
            var live: [String] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, section, value FROM spec") {
                let id: Int64 = row["id"]
                let section = try #require(SpecSection(rawValue: row["section"]))
                live += SpecFacet.parse(row["value"], section: section).map { "\(id) \($0.key.rawValue) \($0.value)" }
            }
            return (stored.sorted(), live.sorted())
        }
        #expect(stored.count == 45)
        #expect(stored == live)
    }
}
