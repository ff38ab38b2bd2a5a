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

/// Platforms as data (issue 33), on Lumen (Fixtures/Systems/lumen), a made-up web-first system
/// that ships on the web, iOS and in Figma, each with its own words for states: the web's
/// `down`, `keyboard-focus`, `focus-visible` and `pending`, and an iOS `highlighted` that means
/// hover (not UIKit's pressed).
@Suite struct DeclaredPlatformTests {
    static let lumen: Registry = {
        do {
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: TestPaths.fixtures.appendingPathComponent("Systems"), displayPrefix: "Systems")
            return registry
        } catch {
            fatalError("Fixtures/Systems must load: \(error)")
        }
    }()

    @Test func theSystemDeclaresItsPlatformsAndTheirWords() throws {
        let registry = Self.lumen
        #expect(try registry.values("SELECT platform_id || ' ' || name || ' ' || ifnull(language, '-') FROM system_platform ORDER BY ordinal")
                == ["web Web React/TypeScript", "ios iOS SwiftUI", "figma Figma Figma"])
        #expect(try registry.values("SELECT platform_id || ' ' || word || ' ' || state FROM platform_state_word ORDER BY platform_id, word") == [
            "ios highlighted hover", "web down pressed", "web focus-visible focused", "web keyboard-focus focused", "web pending loading"])
        // The source's word stays as the label beside the state it means.
        #expect(try registry.values("""
            SELECT sc.state || ' ' || ifnull(sc.label, '-') FROM state_coverage sc JOIN component c ON c.id = sc.component_id
            WHERE c.name = 'Toggle' ORDER BY sc.ordinal
            """) == ["default -", "pressed down", "hover highlighted", "focused keyboard-focus", "loading pending"])
    }

    /// A component is read in its system's words: when system.yaml changes what a word means,
    /// a re-seed reads the unchanged component files again (before, Toggle kept `pressed`).
    @Test func aChangedStateWordIsReadIntoUnchangedComponentsOnReseed() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Systems"))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Systems")
        let states = "SELECT sc.state FROM state_coverage sc JOIN component c ON c.id = sc.component_id WHERE c.name = 'Toggle' AND sc.label = 'down'"
        #expect(try registry.values(states) == ["pressed"])
        try folder.replace("lumen/system.yaml", "      down: pressed\n", with: "      down: selected\n")
        _ = try registry.seed(from: folder.url, displayPrefix: "Systems", restructures: RestructureSet(), allowRemoval: false, now: Date().addingTimeInterval(10))
        #expect(try registry.values(states) == ["selected"])
    }

    /// The web-first fixture has its own criteria (L1–L3) and a colour property too: its
    /// Toggle's assessment is scored against the set, and the questions answer in it.
    @Test func lumensOwnCriteriaAndColourProperty() throws {
        #expect(try ask(Self.lumen, "criteria", "--system", "lumen").column("id") == ["L1", "L2", "L3"])
        #expect(try ask(Self.lumen, "criterion", "L3", "--system", "lumen").records.map { [$0["component"], $0["status"], $0["note"]] }
                == [["Toggle", "requires-rework", "Loading is not built on the web."]])
        #expect(try Self.lumen.values("SELECT p.name || ' ' || p.kind || ' ' || p.default_value FROM property p JOIN component c ON c.id = p.component_id WHERE c.name = 'Toggle' AND p.kind = 'color'")
                == ["trackColor color #1F6FEB"])
    }

    @Test func lackingLoadingOnTheWeb() throws {
        let table = try ask(Self.lumen, "lacking-state", "loading", "--platform", "web")
        #expect(TableRenderer.render(table, as: .table, width: 80) == """
            system  component  state    reason         web            note
            ──────  ─────────  ───────  ─────────────  ─────────────  ────
            lumen   Toggle     loading  not supported  not supported
            lumen   Field      loading  not recorded   not recorded

            """)
        // Every platform: iOS, Android and Figma keep their keys; the web's is added.
        let every = try ask(Self.lumen, "lacking-state", "loading")
        #expect(every.columns == ["system", "component", "state", "reason", "ios", "android", "figma", "web", "note"])
        #expect(TableRenderer.render(every, as: .json) == """
            [
              {"system": "lumen", "component": "Toggle", "state": "loading", "reason": "not supported", "ios": "supported", "android": null, "figma": "not recorded", "web": "not supported", "note": null},
              {"system": "lumen", "component": "Chip", "state": "loading", "reason": "not modeled", "ios": "not modeled", "android": null, "figma": "supported", "web": "supported", "note": null},
              {"system": "lumen", "component": "Field", "state": "loading", "reason": "not recorded", "ios": "not applicable", "android": null, "figma": "supported", "web": "not recorded", "note": null}
            ]

            """)
    }

    @Test func aPlatformNoSystemDeclaresIsRefusedWithTheList() throws {
        let error = try #require(throws: QuestionError.self) { try ask(Self.lumen, "lacking-state", "loading", "--platform", "android") }
        #expect(error.description == "'android' is not a valid platform; expected one of: web, ios, figma")
        let a11y = try #require(throws: QuestionError.self) { try ask(Self.lumen, "a11y", "--platform", "figma") }
        #expect(a11y.description == "'figma' is not a valid device platform; expected one of: web, ios")
    }

    /// A question's state may be a word a system declares: `keyboard-focus` is focused.
    @Test func aDeclaredStateWordIsAskedAbout() throws {
        let byWord = try ask(Self.lumen, "lacking-state", "keyboard-focus", "--platform", "web")
        #expect(byWord == (try ask(Self.lumen, "lacking-state", "focused", "--platform", "web")))
        #expect(byWord.column("state") == ["focused"])
        let error = try #require(throws: QuestionError.self) { try ask(Self.lumen, "lacking-state", "keybord-focus") }
        #expect(error.description == "'keybord-focus' is not a valid state; expected one of: default, hover, pressed, focused, disabled, selected, deselected, dragged, error, loading, expanded, collapsed, read-only, highlighted, down, focus-visible, keyboard-focus, pending; did you mean 'keyboard-focus'?")
    }

    @Test func a11yOnTheWeb() throws {
        let table = try ask(Self.lumen, "a11y", "--platform", "web")
        #expect(TableRenderer.render(table, as: .table, width: 80) == """
            system  component  platform  missing        documented  reason
            ──────  ─────────  ────────  ─────────────  ──────────  ────────────
            lumen   Field      web       reading order  1           not recorded
            lumen   Toggle     web       touch target   1           not recorded
            and 1 component not assessed (--include-unassessed lists it)

            """)
        #expect(table.notes == ["and 1 component not assessed (--include-unassessed lists it)"])
    }

    @Test func plainWordsReadTheDeclaredPlatforms() throws {
        let match = try Self.lumen.interpret("which components lack loading on web", among: QuestionCatalog.builtIn)
        #expect(match.question.name == "lacking-state")
        #expect(match.arguments == ["state": "loading", "platform": "web"])
        #expect(try Self.lumen.ask(match.question, match.arguments) == (try ask(Self.lumen, "lacking-state", "loading", "--platform", "web")))
    }

    @Test func showHasAColumnPerDeclaredPlatform() throws {
        let detail = try Self.lumen.componentDetail("Toggle")
        try Golden.check("platforms/show-toggle-80.txt", ComponentPage.render(detail, as: .table, width: 80))
        try Golden.check("platforms/show-toggle.json", ComponentPage.render(detail, as: .json))
    }

    @Test func theSiteMatrixHasTheDeclaredPlatforms() throws {
        let files = SiteBuilder(data: try Self.lumen.siteData()).files()
        let coverage = try #require(files.first { $0.path == SitePaths.coverage }).content
        let start = try #require(coverage.range(of: "<section id=\"cov-lumen\""))
        let end = try #require(coverage.range(of: "</section>", range: start.upperBound..<coverage.endIndex))
        try Golden.check("platforms/site-coverage-lumen.html", String(coverage[start.lowerBound..<end.upperBound]) + "\n")
    }

    /// Datasette's canned query is the question's SQL with the web's column added, read as
    /// Datasette binds it ('' for a parameter not given): the same rows as the command.
    @Test func datasettesLackingStateHasTheWebColumn() throws {
        let question = QuestionCatalog.lackingState
        let sql = DatasetteMetadata.sql(for: question, platforms: try Self.lumen.extraPlatforms())
        let rows = try Self.lumen.writer.read { db in
            try Row.fetchAll(db, sql: sql, arguments: ["state": "loading", "platform": "web", "system": "", "include_unassessed": ""])
        }
        #expect(rows.map { [$0["component"], $0["web"]] as [String?] } == [["Toggle", "not supported"], ["Field", "not recorded"]])
        #expect(rows.first.map { Array($0.columnNames) } == ["system", "component", "state", "reason", "ios", "android", "figma", "web", "note"])
    }

    /// Code Connect targets a platform the system declares: Lumen declares no Android, so a
    /// Compose file for a component with no availability of its own is skipped, saying why.
    @Test func codeConnectSkipsAPlatformTheSystemDoesNotDeclare() throws {
        let compose = try Self.lumen.codeConnectFiles(["Chip"], system: nil, platform: .compose)
        #expect(compose.skipped.map(\.reason) == ["it does not ship on Android"])
        let swiftui = try Self.lumen.codeConnectFiles(["Chip"], system: nil, platform: .swiftui)
        #expect(swiftui.skipped.map(\.reason) != ["it does not ship on iOS"])
    }

    /// The default registry (no system declares a list) keeps its three columns and its SQL.
    @Test func aRegistryThatDeclaresNothingKeepsItsThreePlatforms() throws {
        #expect(try SeededRegistry.shared.extraPlatforms() == [])
        let table = try ask(SeededRegistry.shared, "lacking-state", "pressed")
        #expect(table.columns == ["system", "component", "state", "reason", "ios", "android", "figma", "note"])
    }
}
