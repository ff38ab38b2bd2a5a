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

/// Observed Figma support fills the Figma column (issue 38): where the seed records nothing for
/// a component's state in Figma, the matched Figma set's State property says supported (it has
/// the state, through lacking-state's synonyms) or not modeled (it lacks it), with the file and
/// date. A seed's own Figma entry always wins; where the two disagree, figma-drift says so.
///
/// Lumen (Fixtures/Systems) is a made-up system; `lumen-toggle-v1.json` a made-up library whose
/// Toggle has State = Default, Hover, Focus, Disabled. Lumen's Toggle records Figma as
/// supported for pressed and not modeled for focused, and nothing for hover and loading.
@Suite struct FigmaStateTests {
    static let source = "figma file Lumen toggle (fixture), 2025-03-01"

    static func lumen(_ files: String...) throws -> Registry {
        let registry = try DeclaredPlatformTests.lumen.copy()
        _ = try registry.importFigma(files.map(FigmaImportTests.url), paths: files, system: "lumen", importedAt: "2026-01-01T00:00:00Z")
        return registry
    }

    @Test func aBlankFigmaCellTakesWhatTheFileShowsWithItsSource() throws {
        let registry = try Self.lumen("lumen-toggle-v1.json")
        #expect(TableRenderer.render(try ask(registry, "lacking-state", "hover"), as: .json) == """
            [
              {"system": "lumen", "component": "Chip", "state": "hover", "reason": "not recorded", "ios": "not recorded", "android": null, "figma": "not recorded", "web": "not recorded", "note": null},
              {"system": "lumen", "component": "Field", "state": "hover", "reason": "not recorded", "ios": "not applicable", "android": null, "figma": "not recorded", "web": "not recorded", "note": null},
              {"system": "lumen", "component": "Toggle", "state": "hover", "reason": "not recorded", "ios": "supported", "android": null, "figma": "supported", "web": "not recorded", "note": "Figma column read from \(Self.source)"}
            ]

            """)
        // Loading: the State property lacks it, so Figma is not modeled, said with the file.
        #expect(TableRenderer.render(try ask(registry, "lacking-state", "loading"), as: .json) == """
            [
              {"system": "lumen", "component": "Toggle", "state": "loading", "reason": "not supported", "ios": "supported", "android": null, "figma": "not modeled", "web": "not supported", "note": "Figma column read from \(Self.source)"},
              {"system": "lumen", "component": "Chip", "state": "loading", "reason": "not modeled", "ios": "not modeled", "android": null, "figma": "supported", "web": "supported", "note": null},
              {"system": "lumen", "component": "Field", "state": "loading", "reason": "not recorded", "ios": "not applicable", "android": null, "figma": "supported", "web": "not recorded", "note": null}
            ]

            """)
        // Before the import the same cells were blank.
        #expect(try ask(DeclaredPlatformTests.lumen, "lacking-state", "hover").records.last?["figma"] == "not recorded")
    }

    /// The file has Focus and lacks Pressed; Lumen's seed says the opposite, and wins.
    @Test func aSeedsOwnFigmaEntryWinsAndTheContradictionIsDrift() throws {
        let registry = try Self.lumen("lumen-toggle-v1.json")
        let focused = try ask(registry, "lacking-state", "focused").records.first { $0["component"] == "Toggle" }
        #expect(focused?["figma"] == "not modeled" && focused?["note"] == "")
        let pressed = try ask(registry, "lacking-state", "pressed").records.first { $0["component"] == "Toggle" }
        #expect(pressed?["figma"] == "supported" && pressed?["note"] == "")
        let drift = try ask(registry, "figma-drift", "Toggle").records.filter { $0["aspect"]?.hasPrefix("state ") == true }
        #expect(drift.map { [$0["aspect"], $0["registry"], $0["figma"], $0["source"]] } == [
            ["state pressed", "supported", "not modeled", "figma file Lumen toggle (fixture), lastModified 2025-03-01T10:00:00Z"],
            ["state focused", "not modeled", "supported", "figma file Lumen toggle (fixture), lastModified 2025-03-01T10:00:00Z"],
        ])
    }

    /// EB's Button records no states and has no assessment; the Button fixture's State has no
    /// focused: lacking-state lists it as not modeled in Figma, and not for pressed (which the
    /// file has), where it stays among the components nobody assessed.
    @Test func anUnassessedComponentIsListedWhereTheFileLacksTheState() throws {
        let registry = try FigmaImportTests.imported(FigmaImportTests.button)
        let focused = try ask(registry, "lacking-state", "focused")
        #expect(focused.records.first.map { [$0["component"], $0["reason"], $0["ios"], $0["figma"], $0["note"]] }
                == ["Button", "not modeled", "not assessed", "not modeled",
                    "Figma column read from figma file Button states (fixture), 2025-02-01"])
        #expect(focused.notes == ["and 28 components not assessed (--include-unassessed lists them)"])
        let pressed = try ask(registry, "lacking-state", "pressed")
        #expect(!pressed.records.contains { $0["component"] == "Button" })
        #expect(pressed.notes == (try ask(SeededRegistry.shared, "lacking-state", "pressed")).notes)
        // Asked about iOS only, the Figma cell is not asked about: Button is not listed.
        #expect(!(try ask(registry, "lacking-state", "focused", "--platform", "ios")).records.contains { $0["component"] == "Button" })
    }

    /// Datasette's `state_coverage_matrix`, the site's coverage page and component page, and
    /// the command read every cell the same, the observed ones included.
    @Test func theViewTheSiteAndTheCommandAgree() throws {
        let registry = try Self.lumen("lumen-toggle-v1.json")
        let matrix: [String] = try registry.values("""
            SELECT state || ' ' || figma FROM state_coverage_matrix WHERE component = 'Toggle' ORDER BY state
            """)
        #expect(matrix == ["default supported", "focused not-modeled", "hover supported", "loading not-modeled", "pressed supported"])
        let site = try registry.siteData()
        let toggle = try #require(site.systems.first?.components.first { $0.name == "Toggle" })
        for state in ["default", "focused", "hover", "loading", "pressed"] {
            let view: String? = try registry.value(
                "SELECT figma FROM state_coverage_matrix WHERE component = 'Toggle' AND state = '\(state)'")
            #expect(SiteBuilder.support(toggle, state: state, platform: "figma").value == view, "\(state)")
            let command = try ask(registry, "lacking-state", state, "--platform", "figma").records.first { $0["component"] == "Toggle" }
            #expect(command.map { $0["figma"]?.replacingOccurrences(of: " ", with: "-") } ?? "supported" == view, "\(state)")
        }
        #expect(SiteBuilder.support(toggle, state: "hover", platform: "figma").note == "Figma column read from \(Self.source)")
        #expect(SiteBuilder.support(toggle, state: "focused", platform: "figma").note == nil)
        let page = try #require(SiteBuilder(data: site).files().first { $0.path == "components/lumen/toggle.html" }?.content)
        #expect(page.contains(Self.source))
    }

    /// One answer: the command and its --print-sql run by the sqlite3 shell agree on the
    /// observed cells, and on the count of components nobody assessed.
    @Test func theCommandAndTheShellAgreeOnObservedCells() throws {
        guard let sqlite3 = ExternalTool.find("sqlite3") else {
            #expect(ExternalTool.skipped("sqlite3 is not installed (apt-get install sqlite3)"))
            return
        }
        let file = try SeededRegistryFile(of: try FigmaImportTests.imported(FigmaImportTests.button))
        try file.registry.writer.close()
        for state in ["focused", "pressed", "hover"] {
            let command = try DSRegBinary.run(["query", "lacking-state", state, "--format", "json", "--db", file.path])
            let script = try DSRegBinary.run(["query", "lacking-state", state, "--print-sql", "--db", file.path])
            let path = file.folder.url.appendingPathComponent("script.sql")
            try script.output.write(to: path, atomically: true, encoding: .utf8)
            let shell = try DSRegBinary.runProcess(sqlite3, ["-json", "-bail", file.path, ".read " + path.path])
            var results = try OneAnswerEverywhereTests.results(shell.output)
            let count = results.popLast()
            #expect(Int(count?.first?["not_assessed"] ?? "") == OneAnswerEverywhereTests.note(command.errors), "\(state)")
            #expect(results.first ?? [] == (try OneAnswerEverywhereTests.rows(command.output)), "\(state)")
        }
        let focused = try OneAnswerEverywhereTests.rows(try DSRegBinary.run(["query", "lacking-state", "focused", "--format", "json", "--db", file.path]).output)
        #expect(focused.first?["note"] == "Figma column read from figma file Button states (fixture), 2025-02-01")
    }

    /// v16's `figma_state_word` is the catalog's list of state names, written out.
    @Test func theFrozenStateWordsAreTheCatalogs() throws {
        let frozen: [String] = try Registry.inMemory().values("SELECT '(''' || key || ''', ''' || state || ''')' FROM figma_state_word ORDER BY key")
        #expect(frozen.joined(separator: ", ") == QuestionCatalog.stateNames)
    }
}
