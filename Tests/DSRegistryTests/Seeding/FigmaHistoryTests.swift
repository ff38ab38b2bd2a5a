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

/// Observation history (issue 38): importing a newer response of a file replaces its
/// observation and keeps what changed in `figma_change`, which `figma-history` answers.
///
/// `lumen-toggle-v1.json` → `lumen-toggle-v2.json` (made-up, Fixtures/Figma): Toggle's
/// Description is added, Icon goes from boolean to instance swap, Label is removed, State
/// gains Pressed and loses Disabled (options and built variants), Icon / Check is renamed Icon
/// / Checkmark, Spinner is added and Icon / Dot removed.
@Suite struct FigmaHistoryTests {
    static let v1 = "lumen-toggle-v1.json", v2 = "lumen-toggle-v2.json"
    static let from = "version 3000000001, 2025-03-01T10:00:00Z", to = "version 3000000002, 2025-04-10T08:00:00Z"

    @Test func aNewerResponseKeepsWhatChanged() throws {
        let registry = try FigmaStateTests.lumen(Self.v1)
        #expect(try ask(registry, "figma-history").rows.isEmpty)
        let report = try registry.importFigma([FigmaImportTests.url(Self.v2)], paths: [Self.v2], system: "lumen",
                                              importedAt: "2026-01-02T00:00:00Z")
        #expect(report.files.map(\.replaced) == [true])
        let answer = try ask(registry, "figma-history", "--system", "lumen")
        #expect(answer.columns == ["system", "component", "figma_component", "change", "detail", "before", "after",
                                   "from_version", "to_version", "source"])
        #expect(answer.rows.allSatisfy { $0[7] == .text(Self.from) && $0[8] == .text(Self.to)
                                         && $0[9] == .text("figma file Lumen toggle (fixture)") })
        #expect(answer.records.map { [$0["component"]!, $0["figma_component"]!, $0["change"]!, $0["detail"]!, $0["before"]!, $0["after"]!] } == [
            ["Toggle", "Toggle", "property added", "Description", "", "text"],
            ["Toggle", "Toggle", "property kind changed", "Icon", "boolean", "instance-swap"],
            ["Toggle", "Toggle", "property removed", "Label", "text", ""],
            ["Toggle", "Toggle", "option added", "State=Pressed", "", ""],
            ["Toggle", "Toggle", "option removed", "State=Disabled", "", ""],
            ["Toggle", "Toggle", "variant added", "State=Pressed", "", ""],
            ["Toggle", "Toggle", "variant removed", "State=Disabled", "", ""],
            ["", "Icon / Checkmark", "component renamed", "", "Icon / Check", "Icon / Checkmark"],
            ["", "Spinner", "component added", "", "", "Spinner"],
            ["", "Icon / Dot", "component removed", "", "Icon / Dot", ""],
        ])
        // Only Toggle's, by any of its names; the new observation is what the other questions read.
        #expect(try ask(registry, "figma-history", "Toggle").rows.count == 7)
        #expect(try ask(registry, "figma-evidence", "Toggle").records.first?["states"] == "State: default, hover, focused, pressed")
        #expect(try registry.value("SELECT count(*) FROM figma_change WHERE imported_at = '2026-01-02T00:00:00Z'") == 10)
    }

    /// The same response again changes nothing; history accumulates in import order.
    @Test func theSameResponseAgainAddsNoChangeAndHistoryAccumulates() throws {
        let registry = try FigmaStateTests.lumen(Self.v1, Self.v1)
        #expect(try registry.value("SELECT count(*) FROM figma_change") == 0)
        _ = try registry.importFigma([Self.v2, Self.v1].map(FigmaImportTests.url), paths: [Self.v2, Self.v1], system: "lumen")
        let changes = try ask(registry, "figma-history", "Toggle").records.map { "\($0["change"]!) \($0["detail"]!)" }
        #expect(changes.count == 14)
        // Properties in the order of the newer response, then options, then variants.
        #expect(changes[7...] == ["property kind changed Icon", "property removed Description", "property added Label",
                                  "option added State=Disabled", "option removed State=Pressed",
                                  "variant added State=Disabled", "variant removed State=Pressed"])
    }

    /// The component page shows the same rows in a Figma history section.
    @Test func theComponentPageShowsTheHistory() throws {
        let registry = try FigmaStateTests.lumen(Self.v1, Self.v2)
        let site = try registry.siteData()
        let toggle = try #require(site.systems.first?.components.first { $0.name == "Toggle" })
        #expect(toggle.figmaHistory == (try ask(registry, "figma-history", "Toggle")).records)
        let page = try #require(SiteBuilder(data: site).files().first { $0.path == "components/lumen/toggle.html" }?.content)
        #expect(page.contains("id=\"figma-history\"") && page.contains("<th scope=\"row\" data-label=\"Change\">property kind changed</th><td data-label=\"Detail\">Icon</td><td data-label=\"Before\">boolean</td><td data-label=\"After\">instance-swap</td>"))
        let chip = try #require(SiteBuilder(data: site).files().first { $0.path == "components/lumen/chip.html" }?.content)
        #expect(!chip.contains("figma-history"))
    }

    /// The command line: a replacing import says where to see what changed; the answer, exactly.
    @Test func theCommandLineSaysWhereToSeeTheChanges() throws {
        let file = try SeededRegistryFile(of: DeclaredPlatformTests.lumen)
        try file.registry.writer.close()
        let first = try DSRegBinary.run(["figma", "import", Self.v1, "--system", "lumen", "--db", file.path], in: FigmaImportTests.folder)
        #expect(first.status == 0 && !first.errors.contains("figma-history"))
        let second = try DSRegBinary.run(["figma", "import", Self.v2, "--system", "lumen", "--db", file.path], in: FigmaImportTests.folder)
        #expect(second.status == 0)
        #expect(second.errors.hasSuffix("""
            dsreg: see what changed with: dsreg query figma-history --system lumen

            """))
        let answer = try DSRegBinary.run(["query", "figma-history", "Toggle", "--format", "csv", "--db", file.path])
        let range = "\"\(Self.from)\",\"\(Self.to)\",figma file Lumen toggle (fixture)\r\n"
        #expect(answer.output == "system,component,figma_component,change,detail,before,after,from_version,to_version,source\r\n"
            + "lumen,Toggle,Toggle,property added,Description,,text," + range
            + "lumen,Toggle,Toggle,property kind changed,Icon,boolean,instance-swap," + range
            + "lumen,Toggle,Toggle,property removed,Label,text,," + range
            + "lumen,Toggle,Toggle,option added,State=Pressed,,," + range
            + "lumen,Toggle,Toggle,option removed,State=Disabled,,," + range
            + "lumen,Toggle,Toggle,variant added,State=Pressed,,," + range
            + "lumen,Toggle,Toggle,variant removed,State=Disabled,,," + range)
    }

    /// A refused file in the same import writes no history either.
    @Test func aRefusedImportRecordsNoChange() throws {
        let registry = try FigmaStateTests.lumen(Self.v1)
        #expect(throws: InputErrors.self) {
            try registry.importFigma([Self.v2, "error-response.json"].map(FigmaImportTests.url), paths: [Self.v2, "error-response.json"],
                                     system: "lumen")
        }
        #expect(try registry.value("SELECT count(*) FROM figma_change") == 0)
        #expect(try ask(registry, "figma-history").emptyMessage.hasPrefix("no changes between two imports of a Figma library"))
    }
}
