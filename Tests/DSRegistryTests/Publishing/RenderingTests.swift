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

@Suite struct RenderingTests {
    let table = ResultTable(columns: ["component", "note"], rows: [[.text("Header"), .text("a, \"b\"\nc")], [.text("Card"), .null]], emptyMessage: "none")

    @Test func csvQuotesCommasQuotesAndNewlines() {
        #expect(TableRenderer.render(table, as: .csv) == "component,note\r\nHeader,\"a, \"\"b\"\"\nc\"\r\nCard,\r\n")
    }

    @Test func jsonKeepsColumnOrderAndNulls() {
        #expect(TableRenderer.render(table, as: .json) == "[\n  {\"component\": \"Header\", \"note\": \"a, \\\"b\\\"\\nc\"},\n  {\"component\": \"Card\", \"note\": null}\n]\n")
    }

    @Test func emptyAnswers() {
        let empty = ResultTable(columns: ["a"], rows: [], emptyMessage: "no components lack pressed state")
        #expect(TableRenderer.render(empty, as: .json) == "[]\n")
        #expect(TableRenderer.render(empty, as: .table) == "no components lack pressed state\n")
    }

    @Test func tableFitsTheWidthByWrappingWithoutBreakingAlignment() {
        let wide = ResultTable(columns: ["name", "note"], rows: [[.text("Header"), .text(String(repeating: "x", count: 200))]], emptyMessage: "")
        let lines = TableRenderer.render(wide, as: .table, width: 40).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.dropFirst(2).map { $0.dropFirst(8) }.joined() == String(repeating: "x", count: 200))
    }

    @Test func colorBoldsOnlyTheHeaderAndKeepsAlignment() {
        let plain = TableRenderer.render(table, as: .table)
        let colored = TableRenderer.render(table, as: .table, color: true)
        #expect(colored == "\u{1B}[1mcomponent  note\u{1B}[0m" + plain.dropFirst("component  note".count))
        // Only tables on a terminal get color; scripts never see escape codes.
        #expect(TableRenderer.render(table, as: .json, color: true) == TableRenderer.render(table, as: .json))
    }

    @Test func suggestionsFindCloseNames() {
        #expect(Suggestion.didYouMean("trailng", in: ["preamble", "trailing"]) == "did you mean 'trailing'?")
        #expect(Suggestion.didYouMean("zzz", in: ["preamble", "trailing"]) == nil)
    }
}
