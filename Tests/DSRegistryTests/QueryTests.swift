import Foundation
import Testing
@testable import DSRegistry

@Suite struct QueryTests {
    let registry = SeededRegistry.shared

    @Test func lackingPressedListsHeaderAsNotModeled() throws {
        let table = try registry.lackingState(LackingStateQuery(state: .pressed))
        let byName = Dictionary(table.records.map { ("\($0["system"]!)/\($0["component"]!)", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["eb/Header"]?["reason"] == "not modeled")
        #expect(byName["eb/Header"]?["figma"] == "not modeled")
        #expect(byName["eb/Header"]?["ios"] == "not applicable")
        #expect(byName["sap-fiori/Card Header"]?["reason"] == "not assessed")
        #expect(byName["backbase/TabHeaderViewController"]?["reason"] == "not assessed")
        #expect(table.column("reason").first == "not modeled")
        // No seed documents a supported pressed state, so every component is listed.
        let components: Int? = try registry.value("SELECT count(*) FROM component")
        #expect(table.rows.count == components)
    }

    @Test func lackingDefaultStateOmitsHeaderWhichSupportsIt() throws {
        let table = try registry.lackingState(LackingStateQuery(state: .default, platform: .ios))
        #expect(!table.column("component").contains("Header"))
        #expect(table.columns == ["system", "component", "state", "reason", "ios", "note"])
    }

    @Test func platformSynonymsFindTheCanonicalState() {
        #expect(InteractionState(anyName: "highlighted") == .pressed)
        #expect(InteractionState(anyName: "Active") == .pressed)
        #expect(InteractionState(anyName: "Focused (a11y)") == nil)
        #expect(InteractionState(anyName: "focused") == .focused)
    }

    @Test func lackingStateJSONIsGolden() throws {
        let table = try registry.lackingState(LackingStateQuery(state: .pressed, platform: .figma))
        try Golden.check("lacking-state-pressed-figma.json", TableRenderer.render(table, as: .json))
    }

    @Test func showCardHeaderMarkdownIsGolden() throws {
        let detail = try registry.componentDetail("card header")
        try Golden.check("show-card-header.md", ComponentPage.render(detail, as: .markdown))
    }

    @Test func showResolvesCaseAndPunctuationAndSuggests() throws {
        #expect(try registry.resolveComponent("header-with logo").name == "Header - With Logo")
        #expect(throws: RegistryError.unknownComponent("Headr", suggestions: ["Header"])) {
            try registry.resolveComponent("Headr")
        }
        #expect(throws: RegistryError.invalidArgument("'Avatar' names a component in several systems (backbase, eb, sap-fiori); add --system with one of them")) {
            try registry.resolveComponent("Avatar")
        }
        #expect(try registry.componentDetail("Avatar", system: "backbase").relationships.map(\.component) == ["TabHeaderViewController"])
    }

    @Test func listFiltersByFamily() throws {
        let table = try registry.list(ComponentListQuery(system: "EB Design System", family: "Header"))
        #expect(table.column("component") == ["Header", "Header - Centered", "Header - Transaction", "Header - With Logo"])
        #expect(table.column("verdict") == ["restructure", "", "", ""])
        #expect(table.column("assessed") == ["2026-04", "not assessed", "not assessed", "not assessed"])
    }
}

/// Golden files for rendered output: Tests/DSRegistryTests/Golden. Run the tests with
/// DSREG_UPDATE_GOLDEN=1 to rewrite them, then review the diff.
enum Golden {
    static func check(_ name: String, _ actual: String) throws {
        let url = TestPaths.testsFolder.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "golden \(name) differs; rerun with DSREG_UPDATE_GOLDEN=1 and review the diff")
    }
}
