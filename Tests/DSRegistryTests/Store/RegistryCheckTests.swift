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

/// `dsreg check`: a sound registry passes; each invariant, broken by hand, is named with its fix.
@Suite struct RegistryCheckTests {
    /// A migrated copy of the project's registry, broken by `sql` (foreign keys off, as a
    /// corrupting hand would have them).
    func broken(_ sql: String) throws -> Registry {
        let registry = try MigratedRegistry.shared.copy()
        try registry.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: sql)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        return registry
    }

    @Test func theSeededAndTheMigratedRegistriesPass() throws {
        #expect(try SeededRegistry.shared.check(restructures: RestructureSet()) == [])
        #expect(try MigratedRegistry.shared.check(restructures: MigratedRegistry.load()) == [])
    }

    @Test func aRowWhoseParentIsGoneIsAForeignKeyFinding() throws {
        let registry = try broken("INSERT INTO variant_value (variant_id, property_id, value) VALUES (99999, 99999, 'x')")
        let findings = try registry.check(restructures: MigratedRegistry.load())
        #expect(findings.map(\.check) == [.foreignKey, .foreignKey])
        #expect(findings.first?.problem == "refers to a property row that does not exist"
            || findings.first?.problem == "refers to a variant row that does not exist")
    }

    @Test func aMergedComponentWithNoTargetLeavesItsFormerNamesNowhere() throws {
        let registry = try broken("""
            DELETE FROM relationship WHERE kind = 'replaced-by'
              AND component_id = (SELECT component_id FROM component_name WHERE lookup_key = 'headerwithlogo');
            INSERT INTO component_name (component_id, system_id, name, lookup_key, kind)
              SELECT component_id, system_id, 'Logo Header', 'logoheader', 'former' FROM component_name WHERE lookup_key = 'headerwithlogo';
            """)
        let findings = try registry.check(restructures: MigratedRegistry.load())
        #expect(findings == [RegistryFinding(check: .alias, subject: "former name 'Logo Header' of eb",
            problem: "leads to 'Header - With Logo', which is merged and replaced by no live component",
            fix: "revert the migration that merged it (dsreg migrate revert), or give the merged component a replaced-by target")])
    }

    /// A binding to a path nothing defines yet is no damage: it binds when a seed token or an
    /// imported file defines the path, in either order, and missing-tokens lists it meanwhile.
    /// (The fuzzer found check failing a registry seed had accepted.)
    @Test func aBindingToATokenNotYetDefinedIsNoFinding() throws {
        let registry = try broken("""
            UPDATE token_binding SET token_path = 'color/nowhere', raw_value = NULL
            WHERE id = (SELECT min(b.id) FROM token_binding b JOIN binding_group g ON g.id = b.group_id
                        JOIN component c ON c.id = g.component_id WHERE c.name = 'Section Header')
            """)
        #expect(try registry.check(restructures: MigratedRegistry.load()).isEmpty)
        let missing = try #require(QuestionCatalog.named("missing-tokens"))
        #expect(try registry.ask(missing, [:]).column("token").contains("color/nowhere"))
    }

    @Test func aVariantValueOutsideItsPropertyIsFound() throws {
        // TabHeaderViewController's "No subtitle" sets the boolean hideSubtitle: true.
        let registry = try broken("""
            UPDATE variant_value SET value = 'maybe'
            WHERE variant_id = (SELECT v.id FROM variant v JOIN component c ON c.id = v.component_id
                                WHERE c.name = 'TabHeaderViewController' AND v.name = 'No subtitle')
              AND property_id = (SELECT p.id FROM property p JOIN component c ON c.id = p.component_id
                                 WHERE c.name = 'TabHeaderViewController' AND p.name = 'hideSubtitle')
            """)
        let findings = try registry.check(restructures: MigratedRegistry.load())
        #expect(findings == [RegistryFinding(check: .variantValue, subject: "variant 'No subtitle' of TabHeaderViewController",
            problem: "has hideSubtitle = 'maybe', outside the values of hideSubtitle",
            fix: "correct the variant's value or the property's values in the seed file, then dsreg seed")])
    }

    @Test func aLaterVersionDatedEarlierIsFound() throws {
        let registry = try HistoryRegistry.seeded()
        try registry.writer.write { db in
            try db.execute(sql: "UPDATE assessment SET date = '2020-01-01' WHERE version = '1.1.0'")
        }
        let findings = try registry.check(restructures: RestructureSet())
        #expect(findings == [RegistryFinding(check: .assessmentOrder, subject: "assessment 1.1.0 of Toggle",
            problem: "is dated 2020-01-01, before 1.0.0 (2026-01)", fix: "correct the date or the version in the seed file")])
    }

    @Test func anAppliedMigrationWhoseFileChangedIsFound() throws {
        let folder = try TemporaryFolder(copying: MigratedRegistry.migrations)
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now)
        try folder.append("0004-detail-hero.yaml", "# edited after it was applied\n")
        let findings = try registry.check(restructures: MigratedRegistry.load(folder.url))
        #expect(findings.map(\.check) == [.migrationChecksum])
        #expect(findings.first?.subject == "Migrations/0004-detail-hero.yaml")
        #expect(findings.first?.problem.hasPrefix("the file changed after it was applied (checksum ") == true)
    }

    @Test func aSearchIndexThatDisagreesWithItsContentIsFound() throws {
        let registry = try broken("UPDATE search_index_content SET c2 = 'tampered' WHERE id = (SELECT min(id) FROM search_index_content)")
        let findings = try registry.check(restructures: MigratedRegistry.load())
        #expect(findings.map(\.check) == [.searchIndex])
    }

    /// The check writes nothing, even the FTS5 integrity-check that is spelled as an INSERT.
    @Test func checkingChangesNothing() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try registry.dumpContent()
        _ = try registry.check(restructures: RestructureSet())
        #expect(try registry.dumpContent() == before)
    }
}
