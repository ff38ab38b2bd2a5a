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

/// `figma-unmatched` (issue 38): what matched nothing on either side of an imported library.
/// The Button fixture's standalone "Icon / Chevron" matches no EB component (EB's is "Icon");
/// Header matches by its design node, Button by name; every other live EB component has no
/// Figma counterpart in the two files (the fixture registry is seeded, not migrated).
@Suite struct FigmaUnmatchedTests {
    @Test func bothSidesAreListedExactly() throws {
        let registry = try FigmaImportTests.imported(FigmaImportTests.header, FigmaImportTests.button)
        let answer = try ask(registry, "figma-unmatched")
        #expect(answer.columns == ["side", "system", "name", "node_id", "page", "source"])
        #expect(answer.rows.filter { $0[0] == .text("figma") }.map { $0.map(\.text) } == [
            ["figma", "eb", "Icon / Chevron", "91003:1", "Buttons", "figma file Button states (fixture)"],
        ])
        let registrySide = answer.rows.filter { $0[0] == .text("registry") }.map { $0[2].text }
        #expect(registrySide == ["Avatar", "Badge", "Header - Centered", "Header - Transaction", "Header - With Logo", "Icon",
                                 "Icon Button", "Link", "Text Button", "Title Bar", "Visual Popup"])
    }

    /// A system nobody imported a file for has nothing to compare: no rows, not every component.
    @Test func aSystemWithNoImportedLibraryIsNotListed() throws {
        let registry = try FigmaImportTests.imported(FigmaImportTests.header)
        #expect(try ask(registry, "figma-unmatched", "--system", "backbase").rows.isEmpty)
        #expect(try ask(registry, "figma-unmatched").rows.allSatisfy { $0[1] == .text("eb") })
    }

    @Test func withNoImportTheAnswerSaysHowToImport() throws {
        let registry = try SeededRegistry.shared.copy()
        #expect(try ask(registry, "figma-unmatched").rows.isEmpty)
        #expect(QuestionCatalog.figmaUnmatched.emptyMessage.contains("dsreg figma import FILE.json --system S"))
    }
}

/// The component page shows what `figma-evidence` and `figma-drift` say of the component, in a
/// Figma library section, and no such section when no imported library matches it.
@Suite struct FigmaLibrarySectionTests {
    @Test func theButtonPageShowsTheEvidenceAndTheDrift() throws {
        let registry = try FigmaImportTests.imported(FigmaImportTests.header, FigmaImportTests.button)
        let files = SiteBuilder(data: try registry.siteData()).files()
        let button = try #require(files.first { $0.path == "components/eb/button.html" }?.content)
        #expect(button.contains("id=\"figma-library\""))
        #expect(button.contains("<th scope=\"row\" data-label=\"Figma component\">Button</th><td data-label=\"Matched by\">name</td><td data-label=\"Booleans\">0</td><td data-label=\"Theoretical\">4</td><td data-label=\"Built\">4</td><td data-label=\"States\">State: default, hover, pressed, disabled</td>"))
        #expect(button.contains("<th scope=\"row\" data-label=\"Aspect\">property State</th><td data-label=\"Registry\">missing</td><td data-label=\"Figma\">variant</td>"))
        let header = try #require(files.first { $0.path == "components/eb/header.html" }?.content)
        #expect(header.contains("<th scope=\"row\" data-label=\"Figma component\">Header</th><td data-label=\"Matched by\">node 18430:2919</td><td data-label=\"Booleans\">8</td><td data-label=\"Theoretical\">256</td><td data-label=\"Built\">16</td>"))
        #expect(header.contains("The file and the registry agree on properties, kinds and variant counts."))
        let badge = try #require(files.first { $0.path == "components/eb/badge.html" }?.content)
        #expect(!badge.contains("id=\"figma-library\""))
    }
}

/// `figma-drift Section Header` (issue 38's done-when): the differences built into
/// `eb-section-header-after-restructure.json` against the migrated registry, exactly.
@Suite struct FigmaDriftTests {
    @Test func theSectionHeaderFixtureReportsExactlyItsBuiltInDifferences() throws {
        let registry = try MigratedRegistry.shared.copy()
        let file = "eb-section-header-after-restructure.json"
        _ = try registry.importFigma([FigmaImportTests.url(file)], paths: [file], system: "eb")
        let drift = try ask(registry, "figma-drift", "Section Header").rows.map { "\($0[3].text): \($0[4].text) / \($0[5].text)" }
        #expect(drift == [
            "property description: text / boolean",
            "property showDivider: missing / boolean",
            "option leadingMedia=None: missing / option",
            "option leadingMedia=Avatar: missing / option",
            "option trailing=None: missing / option",
            "option trailing=illustration: option / missing",
            "variants: 7 / 5",
        ])
        let evidence = try ask(registry, "figma-evidence", "Section Header").rows.map { $0.map(\.text) }
        #expect(evidence == [["eb", "Section Header", "Section Header", "node 18430:2919", "2", "64", "5", "",
                              "figma file EB Section Header (fixture), lastModified 2025-06-02T08:00:00Z"]])
    }

    /// A set matched by its node whose Figma name is another: renamed on one side only.
    @Test func aNodeMatchedSetWithAnotherNameIsANameDifference() throws {
        let registry = try MigratedRegistry.shared.copy()
        _ = try registry.importFigma([FigmaImportTests.url(FigmaImportTests.header)], paths: [FigmaImportTests.header], system: "eb")
        let first = try #require(try ask(registry, "figma-drift", "Section Header").rows.first)
        #expect(first.map(\.text).prefix(6) == ["eb", "Section Header", "Header", "name", "Section Header", "Header"])
    }
}
