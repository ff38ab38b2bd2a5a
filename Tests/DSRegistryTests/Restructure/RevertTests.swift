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

/// `migrate revert`: the undo log gives back exactly the registry before the migrations.
@Suite struct RevertTests {
    @Test func revertingEverythingGivesTheDatabaseRightAfterSeeding() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let seeded = try registry.dumpContent()
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        let migrated = try registry.dumpContent()
        #expect(try registry.revert(.all) == [
            "0005-page-banner", "0004-detail-hero", "0003-merge-with-logo-into-title-bar",
            "0002-promote-trailing-actions", "0001-section-header",
        ])
        #expect(try registry.dumpContent() == seeded)
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        #expect(try registry.dumpContent() == migrated)
    }

    /// The full-text index is derived by triggers, which fire for the undo log's statements too.
    @Test func theSearchIndexFollowsARevert() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let seeded = try ask(registry, "search", "banner")
        #expect(seeded.column("component") == ["Header - Centered", "Header"])
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        #expect(try ask(registry, "search", "banner").column("component") == ["Page Banner", "Section Header"])
        _ = try registry.revert(.all)
        #expect(try ask(registry, "search", "banner") == seeded)
        try registry.writer.write { db in try db.execute(sql: "INSERT INTO search_index (search_index) VALUES ('integrity-check')") }
    }

    @Test func revertDownToAnIdLeavesTheEarlierOnesApplied() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        #expect(try registry.revert(.through("3")) == ["0005-page-banner", "0004-detail-hero", "0003-merge-with-logo-into-title-bar"])
        #expect(try registry.revert(.latest) == ["0002-promote-trailing-actions"])
        #expect(try registry.appliedRestructures().map(\.id) == ["0001-section-header"])
        #expect(try registry.value("SELECT status FROM component WHERE key = 'header-with-logo'") == "active")
        #expect(try registry.value("SELECT name FROM component WHERE key = 'header'") == "Section Header")
        #expect(throws: RegistryError.invalidArgument("'0004' is not an applied migration; applied: 0001-section-header")) {
            try registry.revert(.through("0004"))
        }
    }

    @Test func thePlanWritesNothing() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try registry.dumpContent()
        let plan = try registry.migrate(MigratedRegistry.load(), plan: true, now: MigratedRegistry.now)
        #expect(plan.steps.count == 5)
        #expect(plan.steps.first?.changes.last?.summary == "Section Header: properties 9 → 5, variants 16 → 7, slots 0 → 2")
        #expect(try registry.dumpContent() == before)
    }

    @Test func splitAndMergeWithVariantsRevertExactly() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try registry.dumpContent()
        let folder = TestPaths.fixtures.appendingPathComponent("Migrations/split-and-merge")
        let run = try registry.migrate(MigratedRegistry.load(folder), now: MigratedRegistry.now)
        #expect(run.diagnostics.isEmpty)
        #expect(run.steps.first?.changes.first?.summary == "split Header: Title + trailing counter → new component Counter Header (counter-header)")
        #expect(try registry.value("SELECT count(*) FROM variant v JOIN component c ON c.id = v.component_id WHERE c.key = 'header'") == 15)
        #expect(try registry.value("SELECT status FROM component WHERE key = 'counter-header'") == "merged")
        #expect(try registry.values("""
            SELECT v.name || ' ' || p.name || '=' || vv.value FROM variant v JOIN component c ON c.id = v.component_id
            JOIN variant_value vv ON vv.variant_id = v.id JOIN property p ON p.id = vv.property_id WHERE c.key = 'title-bar'
            """) == ["With counter badge=true"])
        // The counter style's bindings travelled with the variant.
        #expect(try registry.value("SELECT c.key FROM binding_group g JOIN component c ON c.id = g.component_id WHERE g.title = 'Title + Counter — Colors'") == "title-bar")
        _ = try registry.revert(.all)
        #expect(try registry.dumpContent() == before)
    }

    @Test func deprecateRecordsTheReplacement() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let folder = TestPaths.fixtures.appendingPathComponent("Migrations/deprecate")
        _ = try registry.migrate(MigratedRegistry.load(folder), now: MigratedRegistry.now)
        #expect(try registry.value("SELECT status FROM component WHERE key = 'link'") == "deprecated")
        #expect(try registry.value("""
            SELECT t.name || ': ' || r.note FROM relationship r JOIN component c ON c.id = r.component_id
            JOIN component t ON t.id = r.target_id WHERE c.key = 'link' AND r.kind = 'replaced-by'
            """) == "Text Button: Use a Text Button for in-text actions.")
    }
}
