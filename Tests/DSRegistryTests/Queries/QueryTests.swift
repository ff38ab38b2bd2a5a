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

@Suite struct QueryTests {
    let registry = SeededRegistry.shared

    /// `--print-sql`: what the benchmarks hand the sqlite3 shell. Values are canonical and bound
    /// as SQL literals quoted once more for the shell, so a date stays text.
    @Test func aQuestionPrintsAsAShellScriptWithItsBoundParameters() throws {
        let registry = SeededRegistry.shared
        let script = try registry.shellScript(QuestionCatalog.lackingState, ["state": "highlighted"])
        #expect(script.hasPrefix(".parameter set :include_unassessed \"NULL\"\n.parameter set :platform \"NULL\"\n.parameter set :state \"'pressed'\"\n.parameter set :system \"NULL\"\nWITH platform(system_id, name, ordinal)"))
        // The rows, then the count of the components they leave out as not assessed.
        #expect(script.contains("ORDER BY l.reason_rank, c.system_id, c.name COLLATE NOCASE;\nWITH platform(system_id, name, ordinal)"))
        #expect(script.hasSuffix("SELECT count(*) AS not_assessed FROM lacking WHERE NOT assessed AND :include_unassessed IS NOT 1;\n"))
        let stale = try registry.shellScript(QuestionCatalog.stale, ["today": "2026-11-22"])
        #expect(stale.hasPrefix(".parameter set :older_than \"NULL\"\n.parameter set :system \"NULL\"\n.parameter set :today \"'2026-11-22'\"\n"))
        let component = try registry.shellScript(QuestionCatalog.dependents, ["component": "HEADER"])
        let headerID: Int64? = try registry.value("SELECT id FROM component WHERE name = 'Header'")
        #expect(component.hasPrefix(".parameter set :component \"\(headerID ?? 0)\"\n.parameter set :system \"NULL\"\n"))
    }

    @Test func platformSynonymsFindTheCanonicalState() {
        #expect(InteractionState(anyName: "highlighted") == .pressed)
        #expect(InteractionState(anyName: "Active") == .pressed)
        #expect(InteractionState(anyName: "Focused (a11y)") == nil)
        #expect(InteractionState(anyName: "focused") == .focused)
    }

    @Test func showCardHeaderMarkdownIsGolden() throws {
        let detail = try registry.componentDetail("card header")
        try Golden.check("show-card-header.md", ComponentPage.render(detail, as: .markdown))
    }

    @Test func showResolvesCaseAndPunctuationAndSuggests() throws {
        #expect(try registry.resolveComponent("header-with logo").name == "Header - With Logo")
        #expect(throws: LookupError.notFound(.component, "Headr", within: nil, suggestions: ["Header"])) {
            try registry.resolveComponent("Headr")
        }
        #expect(LookupError.notFound(.component, "Headr", within: nil, suggestions: ["Header"]).description
            == "no component named 'Headr'; did you mean 'Header'?")
        #expect(throws: LookupError.ambiguous(.component, "Avatar", systems: ["backbase", "eb", "sap-fiori"])) {
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
