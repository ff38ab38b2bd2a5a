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

/// Issue 36's overview: counts by verdict and criterion status, then what needs action first
/// (regressions from the `regressed` question, states not modeled, open issues oldest first),
/// each linking on. Read as text, cell by cell, from the built index.
@Suite struct SiteOverviewTests {
    /// The rows of the table with this id, each cell's text joined by " | ".
    static func rows(_ id: String, in page: String) throws -> [String] {
        let table = try #require(BuiltSite.element(id, in: page))
        let body = table.components(separatedBy: "<tbody>").last ?? ""
        return body.components(separatedBy: "</tr>").dropLast().map { row in
            row.components(separatedBy: "<t").dropFirst(2).map { cell in
                BuiltSite.text("<t" + cell).trimmingCharacters(in: .whitespaces)
            }.joined(separator: " | ")
        }
    }

    @Test func theDefaultRegistrysOverviewCountsAndListsTheOpenGaps() throws {
        let index = try BuiltSite.page("index.html")
        #expect(try Self.rows("overview-verdicts", in: index) == [
            "✓ Ready | 0", "~ Refine | 0", "✗ Rework | 0", "↻ Restructure | 1", "⊘ Deprecate | 0", "– Not assessed | 30"])
        #expect(index.contains("<a href=\"index.html?verdict=restructure\">1</a>"))
        #expect(try Self.rows("overview-criteria", in: index)[6] == "C7 Code Connect Linkability | 0 | 0 | 0 | 1")
        #expect(BuiltSite.text(try #require(BuiltSite.element("overview-regressions", in: index)))
                == "No component regressed: no latest assessment scores a criterion worse than the one before it.")
        #expect(try Self.rows("overview-not-modeled", in: index) == ["Section Header | disabled | Figma", "Section Header | pressed | Figma"])
        #expect(try Self.rows("overview-issues", in: index) == [
            "Section Header | No pressed/disabled states on the actionable slots. | C5 | 1.0.0 · 2026-04",
            "Section Header | No Code Connect mappings. | C7 | 1.0.0 · 2026-04"])
        #expect(index.contains("<a href=\"components/eb/header.html\">Section Header</a>"))
    }

    /// A registry whose latest assessment scores C1 worse than the one before lists it, with
    /// both statuses and versions: the `regressed` question's answer, not a second rule.
    @Test func aRegressionIsListedFromTheRegressedQuestion() throws {
        let registry = try HistoryRegistry.seeded(through: ["stage1", "stage2"])
        let data = try registry.siteData()
        #expect(data.regressions == (try registry.ask(QuestionCatalog.regressed, [:])).records)
        let page = SiteBuilder(data: data).indexPage()
        #expect(try Self.rows("overview-regressions", in: page).first?.hasPrefix("Toggle | C1 | ") == true)
    }
}
