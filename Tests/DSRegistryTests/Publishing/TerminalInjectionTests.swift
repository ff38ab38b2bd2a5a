import Foundation
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

/// Seed text reaches the terminal only with its control and bidi characters shown: no clear
/// screen, no OSC 52 clipboard write, no window title, no cursor-up-and-erase hiding lines, no
/// right-to-left override. JSON stays exact; CSV guards cells a spreadsheet would run.
@Suite struct TerminalInjectionTests {
    static let hostile = "Clear\u{1B}[2J, clip\u{1B}]52;c;ZXZpbA==\u{07}, title\u{1B}]0;owned\u{07}, hide\u{1B}[1A\u{1B}[2K, cr\rrlo\u{202E}txt.exe"
    static let shown = "Clear␛[2J, clip␛]52;c;ZXZpbA==␇, title␛]0;owned␇, hide␛[1A␛[2K, cr rlo⟨U+202E⟩txt.exe"

    @Test func controlAndBidiCharactersAreShownNotObeyed() {
        #expect(TerminalText.visible(Self.hostile) == "Clear␛[2J, clip␛]52;c;ZXZpbA==␇, title␛]0;owned␇, hide␛[1A␛[2K, cr␍rlo⟨U+202E⟩txt.exe")
        #expect(TerminalText.visible("two\nlines\ttab", keepingNewlines: true) == "two\nlines␉tab")
        #expect(TerminalText.visible("plain – text ✓") == "plain – text ✓")
    }

    @Test func everyHumanFormatShowsThemAndJSONStaysExact() throws {
        let registry = try SeededRegistry.shared.copy()
        try registry.writer.write { db in
            try db.execute(sql: "UPDATE component SET description = ? WHERE name = 'Header'", arguments: [Self.hostile])
        }
        let list = try registry.list(ComponentListQuery(system: "eb"))
        let page = try registry.componentDetail("Header")
        let table = TableRenderer.render(try registry.ask(try #require(QuestionCatalog.named("search")), ["text": "clear"]), as: .table)
        for text in [ComponentPage.render(page, as: .table, width: 200), ComponentPage.render(page, as: .markdown), table] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0 == "\r" })
        }
        #expect(ComponentPage.render(page, as: .markdown).contains(TerminalText.visible(Self.hostile)))
        let cells = try registry.writer.read { db in
            try ResultTable.fetch(db, sql: "SELECT description FROM component WHERE name = 'Header'", emptyMessage: "")
        }
        #expect(TableRenderer.render(cells, as: .markdown).contains(Self.shown))
        #expect(TableRenderer.render(cells, as: .table).contains(Self.shown))
        #expect(TableRenderer.render(list, as: .table).contains("Header") )
        // JSON keeps the text exactly, escaped by JSON's own rules.
        let json = ComponentPage.render(page, as: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(decoded?["description"] as? String == Self.hostile)
    }

    @Test func diagnosticsShowThemToo() throws {
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["show", "Head\u{1B}[2Jer\u{202E}", "--db", file.path])
        #expect(result.status == 1)
        #expect(result.errors == "dsreg: no component named 'Head␛[2Jer⟨U+202E⟩'; list them with: dsreg list\n")
    }

    /// A spreadsheet runs a cell that starts with = + - @ as a formula: such text gets a
    /// leading ', numbers and signed numbers stay as they are.
    @Test func csvGuardsFormulaCellsAndKeepsNumbers() {
        let table = ResultTable(columns: ["a", "b", "c", "d", "e"],
            rows: [[.text("=HYPERLINK(\"http://x\")"), .text("-5"), .integer(-3), .text("@sum"), .text("+1.5")]], emptyMessage: "")
        #expect(TableRenderer.render(table, as: .csv) == "a,b,c,d,e\r\n\"'=HYPERLINK(\"\"http://x\"\")\",-5,-3,'@sum,+1.5\r\n")
    }
}
