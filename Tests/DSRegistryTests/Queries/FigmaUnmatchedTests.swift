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
