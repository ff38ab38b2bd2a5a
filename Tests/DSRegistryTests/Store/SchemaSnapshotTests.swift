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

/// Shipped migrations never change. Golden/schema/vN.sql holds exactly what migration vN does to
/// the schema the migrations before it made: every object it adds or changes, as stored, and every
/// object it drops. An edit of a shipped migration changes its golden file, which a review must
/// refuse (add a migration instead). `SchemaUpgradeTests` holds each prefix against the
/// registry file its shipped version made, so rewriting a golden file cannot hide an edit.
@Suite struct SchemaSnapshotTests {
    /// The migrator's identifiers, oldest first ("v1-registry", …).
    static let migrations = Schema.migrator.migrations

    /// `sqlite_master` as text, by object ("table component"): its entry, its SQL as stored.
    static func entries(_ db: Database) throws -> [String: String] {
        let rows = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master")
        return Dictionary(uniqueKeysWithValues: rows.map { row in
            let type: String = row["type"], name: String = row["name"], table: String = row["tbl_name"]
            let sql: String? = row["sql"]
            return ("\(type) \(name)", "-- \(type) \(name) on \(table)\n" + (sql.map { $0 + ";" } ?? "-- (made by SQLite for a constraint)") + "\n")
        })
    }

    /// What one migration did: the entries it added or changed, then the objects it dropped.
    static func delta(from before: [String: String], to after: [String: String]) -> String {
        let changed = after.keys.sorted().filter { before[$0] != after[$0] }.compactMap { after[$0] }
        let dropped = before.keys.sorted().filter { after[$0] == nil }.map { "-- dropped \($0)\n" }
        return (changed + dropped).joined(separator: "\n")
    }

    /// The golden file of the schema the migrator makes up to `migration`: "v3-queries" → schema/v3.sql.
    static func goldenName(_ migration: String) -> String {
        "schema/\(migration.prefix { $0 != "-" }).sql"
    }

    @Test(arguments: migrations)
    func eachMigrationDoesWhatItsGoldenSays(_ migration: String) throws {
        let queue = try DatabaseQueue(configuration: Registry.configuration())
        var before: [String: String] = [:]
        if let index = Self.migrations.firstIndex(of: migration), index > 0 {
            try Schema.migrator.migrate(queue, upTo: Self.migrations[index - 1])
            before = try queue.read(Self.entries)
        }
        try Schema.migrator.migrate(queue, upTo: migration)
        try Golden.check(Self.goldenName(migration), Self.delta(from: before, to: try queue.read(Self.entries)))
    }

    /// Numbers rise one migration to the next. Branches reserve numbers (v13, v14 and v15 were
    /// built in parallel), so a branch may skip some until the lead orders them at merge.
    @Test func migrationIdentifiersAreNumberedInOrder() {
        let numbers = Self.migrations.map { Int($0.dropFirst().prefix { $0 != "-" }) ?? 0 }
        #expect(numbers.first == 1)
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "\(Self.migrations)")
    }

    /// v3's frozen copy of the facet parser reads every spec value of Seeds/ as `SpecFacet.parse`
    /// does today, so the migration fills `spec_facet` exactly as the seed writer would.
    @Test func theFrozenFacetParserAgreesWithTheLiveOneOnEverySeededSpec() throws {
        let specs = try SeededRegistry.shared.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT DISTINCT section, value FROM spec ORDER BY section, value")
        }
        #expect(!specs.isEmpty, "Seeds/ has specs to compare")
        var withFacets = 0
        for spec in specs {
            let value: String = spec["value"], section: String = spec["section"]
            let live = SpecFacet.parse(value, section: try #require(SpecSection(rawValue: section)))
            let frozen = V3SpecFacets.parse(value, section: section)
            #expect(Dictionary(uniqueKeysWithValues: frozen.map { ($0.aspect, $0.value) })
                        == Dictionary(uniqueKeysWithValues: live.map { ($0.key.rawValue, $0.value) }), "\(section): \(value)")
            if !frozen.isEmpty { withFacets += 1 }
        }
        #expect(withFacets > 0, "some seeded specs have facets")
    }

    /// Values written here, one per rule of the parser, so the agreement does not rest on what
    /// Seeds/ happens to hold.
    @Test func theFrozenFacetParserReadsEachKindOfSegment() {
        let cases: [(String, String, [String: String])] = [
            ("Heading/L — BarkAda 18/24", "typography", ["style": "Heading/L", "font": "BarkAda", "size": "18/24"]),
            ("text/primary · #0a2757", "colors", ["token": "text/primary", "color": "#0A2757"]),
            ("Proxima Soft Bold · 22 / 26", "typography", ["font": "Proxima Soft Bold", "size": "22/26"]),
            ("22 / 26", "layout", ["size": "22/26"]),
            ("16 px padding", "layout", [:]),
            ("#12345", "colors", [:]),
            ("Primary/Headlines/Section – Inter", "typography", ["style": "Primary/Headlines/Section", "font": "Inter"]),
            ("", "colors", [:]),
        ]
        for (value, section, expected) in cases {
            let frozen = Dictionary(uniqueKeysWithValues: V3SpecFacets.parse(value, section: section).map { ($0.aspect, $0.value) })
            let live = SpecFacet.parse(value, section: SpecSection(rawValue: section) ?? .layout)
            #expect(frozen == expected, "\(value)")
            #expect(Dictionary(uniqueKeysWithValues: live.map { ($0.key.rawValue, $0.value) }) == expected, "\(value)")
        }
    }

    /// Every table of a new registry is in exactly one of the live lists (Schema+Tables.swift),
    /// or is filled by the migrations themselves (`criterion`, GRDB's `grdb_migrations`).
    @Test func theLiveTableListsCoverEveryTable() throws {
        let tables: [String] = try Registry.inMemory().values(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
        let lists = [Schema.seededTables, Schema.restructuredTables, Schema.importedTables, Schema.restructureTables,
                     Schema.checkTables, Schema.observedTables,
                     ["criterion", "grdb_migrations"]]
        for table in tables {
            let owners = lists.filter { $0.contains(table) }.count + (Schema.isDerived(table) ? 1 : 0)
            #expect(owners == 1, "\(table) is in \(owners) lists")
        }
        let listed = Set(lists.joined())
        #expect(listed.subtracting(tables).isEmpty, "listed tables the schema lacks: \(listed.subtracting(tables).sorted())")
    }
}
