import Foundation
import Testing
@testable import DSRegistry

/// The restructure the Header assessment plans, applied from the project's Migrations/.
enum MigratedRegistry {
    static let migrations = TestPaths.packageRoot.appendingPathComponent("Migrations")
    /// A fixed clock, so that two runs record the same `applied_at`.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static let shared: Registry = {
        do {
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds")
            _ = try registry.migrate(load(), now: now)
            return registry
        } catch {
            fatalError("Seeds/ and Migrations/ must load: \(error)")
        }
    }()

    static func load(_ folder: URL = migrations) -> RestructureSet {
        RestructureSet.load(folder: folder, displayPrefix: "Migrations")
    }

    /// The run of a `migrate` that must fail; a run that succeeded is a test failure.
    static func failure(_ migrate: @autoclosure () throws -> RestructureRun) throws -> RestructureRun {
        do {
            let run = try migrate()
            Issue.record("the migration applied, but it must be refused: \(run.steps.map(\.id))")
            return run
        } catch let failure as RestructureFailure {
            return failure.run
        }
    }

    static func freshlySeeded() throws -> Registry {
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds")
        return registry
    }
}

@Suite struct HeaderRestructureTests {
    let registry = MigratedRegistry.shared

    func properties(of key: String) throws -> [String] {
        try registry.values("SELECT p.name FROM property p JOIN component c ON c.id = p.component_id WHERE c.key = ? ORDER BY p.ordinal", [key])
    }

    @Test func sectionHeaderHasTheThreeSlotModelPlusTitleAndDescription() throws {
        #expect(try registry.value("SELECT name FROM component WHERE key = 'header'") == "Section Header")
        #expect(try properties(of: "header") == ["title", "preamble", "description", "leadingMedia", "trailing"])
        #expect(try registry.values("""
            SELECT v.value FROM property_value v JOIN property p ON p.id = v.property_id
            JOIN component c ON c.id = p.component_id WHERE c.key = 'header' AND p.name = 'trailing' ORDER BY v.ordinal
            """) == ["illustration", "link", "edit", "counter"])
        #expect(try registry.value("""
            SELECT s.signature FROM property_signature s JOIN property p ON p.id = s.property_id
            JOIN component c ON c.id = p.component_id WHERE c.key = 'header' AND p.name = 'leadingMedia' AND s.platform = 'compose'
            """) == "leadingMedia: EBLeadingMedia?")
    }

    @Test func theSixteenVariantsBecomeSevenCanonicalPatterns() throws {
        let rows: [String] = try registry.values("""
            SELECT v.name || ': ' || ifnull((SELECT group_concat(p.name || '=' || vv.value, ', ') FROM variant_value vv
                JOIN property p ON p.id = vv.property_id WHERE vv.variant_id = v.id), '')
            FROM variant v JOIN component c ON c.id = v.component_id WHERE c.key = 'header' ORDER BY v.ordinal
            """)
        #expect(rows == [
            "Text: ", "Leading icon: leadingMedia=icon", "Leading illustration: leadingMedia=illustration",
            "Trailing illustration: trailing=illustration", "Trailing link: trailing=link",
            "Trailing edit: trailing=edit", "Trailing counter: trailing=counter",
        ])
        // Full stack's documented style merged into Text with its bindings.
        #expect(try registry.values("""
            SELECT g.title FROM binding_group g JOIN variant v ON v.id = g.variant_id WHERE v.name = 'Text' ORDER BY g.ordinal
            """) == ["Title — Colors", "Full Stack — Colors"])
        #expect(try registry.value("SELECT count(*) FROM variant_group g JOIN component c ON c.id = g.component_id WHERE c.key = 'header'") == 0)
    }

    @Test func trailingLinkEditAndCounterAreInstancesOfRealComponents() throws {
        let accepts: [String] = try registry.values("""
            SELECT ifnull(t.name, a.other) FROM slot_accept a JOIN slot s ON s.id = a.slot_id
            JOIN component c ON c.id = s.component_id LEFT JOIN component t ON t.id = a.component_id
            WHERE c.key = 'header' AND s.name = 'trailing' ORDER BY a.ordinal
            """)
        #expect(accepts == ["illustration", "Text Button", "Icon Button", "Badge"])
        #expect(try registry.values("""
            SELECT t.name FROM relationship r JOIN component c ON c.id = r.component_id JOIN component t ON t.id = r.target_id
            WHERE c.key = 'header' AND r.kind = 'uses' ORDER BY r.ordinal
            """) == ["Text Button", "Icon Button", "Badge"])
    }

    @Test func titleBarAbsorbsHeaderWithLogo() throws {
        #expect(try properties(of: "title-bar") == ["leading"])
        #expect(try registry.value("SELECT s.name || ' max ' || s.max_count FROM slot s JOIN component c ON c.id = s.component_id WHERE c.key = 'title-bar'") == "leading max 1")
        #expect(try registry.values("""
            SELECT v.name || ': ' || p.name || '=' || vv.value FROM variant v JOIN component c ON c.id = v.component_id
            JOIN variant_value vv ON vv.variant_id = v.id JOIN property p ON p.id = vv.property_id WHERE c.key = 'title-bar'
            """) == ["With logo: leading=logo"])
        let merged = try registry.componentDetail("Header - With Logo")
        #expect(merged.status == "merged")
        #expect(merged.mergedInto == "Title Bar")
        let target = try registry.componentDetail("Title Bar")
        #expect(target.absorbed.map(\.component) == ["Header - With Logo"])
        #expect(target.absorbed.first?.mergedBy == "0003-merge-with-logo-into-title-bar")
        // A merged record is not a component any more: questions about components skip it.
        #expect(!(try ask(registry, "lacking-state", "pressed").column("component").contains("Header - With Logo")))
    }

    @Test func detailHeroLeftTheFamilyAndSitsNextToVisualPopup() throws {
        let detail = try registry.componentDetail("Header - Transaction")
        #expect(detail.name == "Detail Hero")
        #expect(detail.family == nil)
        #expect(detail.relationships.map { "\($0.direction) \($0.kind) \($0.component)" } == ["outgoing related Visual Popup"])
        #expect(try registry.value("SELECT count(*) FROM relationship r JOIN component t ON t.id = r.target_id WHERE t.key = 'header-transaction' AND r.kind = 'sibling'") == 0)
    }

    @Test func headerCenteredIsNamedByItsRole() throws {
        let detail = try registry.componentDetail("Header - Centered")
        #expect(detail.name == "Page Banner")
        #expect(detail.role == "page banner")
    }

    @Test func oldNamesResolveAndSayWhoRenamedThem() throws {
        let resolved = try registry.resolveComponent("Header")
        #expect(resolved.name == "Section Header")
        #expect(resolved.formerName == "Header")
        let detail = try registry.componentDetail("header")
        #expect(detail.formerNameHistory.map { "\($0.name) by \($0.renamedBy ?? "-")" } == ["Header by 0001-section-header"])
        #expect(detail.restructures.first?.change == "renamed Header → Section Header; role section header")
        // History stays attached: the 1.0.0 assessment and its issues are Section Header's.
        #expect(detail.assessments.map(\.version) == ["1.0.0"])
        #expect(try ask(registry, "lacking-state", "pressed", "--platform", "figma").column("component").contains("Section Header"))
    }

    @Test func theRecommendationsCarriedOutAreDoneAndLinked() throws {
        let done: [String] = try registry.values("""
            SELECT r.key || ' ' || ifnull(r.done_by, 'open') FROM recommendation r JOIN component c ON c.id = r.component_id
            WHERE c.key = 'header' ORDER BY r.ordinal
            """)
        #expect(done == [
            "rename-section-header 0001-section-header", "collapse-props 0001-section-header",
            "promote-actions 0002-promote-trailing-actions", "rehome-transaction 0004-detail-hero",
            "merge-with-logo 0003-merge-with-logo-into-title-bar", "family-decision 0005-page-banner",
        ])
        let issues: [String] = try registry.values("""
            SELECT i.key || ' ' || ifnull(i.resolved_by, 'open') FROM issue i JOIN component c ON c.id = i.component_id
            WHERE c.key = 'header' ORDER BY i.ordinal
            """)
        #expect(issues == [
            "family-naming 0005-page-banner", "boolean-explosion 0001-section-header",
            "drawn-trailing-actions 0002-promote-trailing-actions", "missing-action-states open", "no-code-connect open",
        ])
        #expect(try registry.values("SELECT title || ' ' || ifnull(done_by, 'open') FROM tracked_item ORDER BY ordinal") == [
            "Verdict: Restructure 0001-section-header", "Family restructure plan 0005-page-banner",
            "Trailing actions should be real components 0002-promote-trailing-actions", "C7 — Code Connect open",
        ])
        // The published assessment keeps what it recorded.
        #expect(try registry.value("SELECT count(*) FROM assessment_recommendation WHERE status = 'proposed'") == 6)
    }

    @Test func statusListsEveryMigrationApplied() throws {
        let status = try registry.restructureStatus(MigratedRegistry.load())
        #expect(status.map { "\($0.id) \($0.state.rawValue)" } == [
            "0001-section-header applied", "0002-promote-trailing-actions applied",
            "0003-merge-with-logo-into-title-bar applied", "0004-detail-hero applied", "0005-page-banner applied",
        ])
        #expect(status.first?.appliedAt == "2026-11-18T11:06:40Z")
    }
}

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
