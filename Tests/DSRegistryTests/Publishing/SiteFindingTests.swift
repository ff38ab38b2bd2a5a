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

/// Issue 36, items 1–3 of the second round's remainder: coverage shows what is assessed unless
/// asked for all, a token's swatch per mode, and a search result says where its words are.
@Suite struct SiteFindingTests {
    /// The toggle is a labelled checkbox in a form the script shows; the unassessed rows carry
    /// a class the stylesheet hides only once the script has set `cov-filtered` on the root.
    @Test func coverageHidesUnassessedComponentsBehindACheckbox() throws {
        let coverage = try BuiltSite.page("coverage.html")
        #expect(BuiltSite.element("cov-filter", in: coverage) == "<form class=\"filters\" id=\"cov-filter\" hidden>"
            + "<label class=\"check\"><input type=\"checkbox\" id=\"cov-all\" name=\"all\" value=\"1\"> Show components nobody has assessed</label>"
            + "<p id=\"cov-hidden\">13 of the 15 components in the matrix have no assessment yet: every cell of theirs would read “not assessed”, "
            + "so they are hidden unless the box is ticked, to let the real gaps show.</p></form>")
        #expect(coverage.contains("<script src=\"assets/site.js\" defer></script>"))
        #expect(coverage.components(separatedBy: "<tr class=\"unassessed\">").count - 1 == 13)
        // The assessed Section Header stays; a system with nothing assessed says so when filtered.
        let eb = try #require(BuiltSite.element("cov-eb", in: coverage))
        #expect(eb.contains("<tr><th scope=\"row\" data-label=\"Component\"><a href=\"components/eb/header.html\">Section Header</a></th>"))
        // A component is assessed when any cell of its row says more than "not assessed" (or
        // "not applicable"), whether or not it has a scorecard: the TabHeaderViewController stays.
        let backbase = try #require(BuiltSite.element("cov-backbase", in: coverage))
        #expect(backbase.hasPrefix("<section id=\"cov-backbase\"><h2>"))
        #expect(backbase.contains("<tr><th scope=\"row\" data-label=\"Component\"><a href=\"components/backbase/tab-header-view-controller.html\">TabHeaderViewController</a></th>"))
        #expect(!coverage.contains("class=\"cov-none\""))
        let css = SiteAssets.stylesheet
        #expect(css.contains(":root.cov-filtered tr.unassessed, :root.cov-filtered .cov-none .scroll { display: none; }"))
        #expect(css.contains(".cov-filtered-only { display: none; }"))
        #expect(SiteAssets.script.contains("toggle.checked = new URLSearchParams(window.location.search).get(\"all\") === \"1\" || "))
    }

    /// A token in two modes: each mode's name, its swatch and its value, the text beside the
    /// colour (never on it); a non-colour value per mode the same way without a swatch.
    @Test func aTokenInTwoModesShowsOneSwatchPerMode() throws {
        var data = try MigratedRegistry.shared.siteData()
        let index = try #require(data.systems.firstIndex { $0.id == "eb" })
        func token(_ path: String, _ mode: String, _ type: String, _ value: String) -> SiteData.Token {
            SiteData.Token(path: path, mode: mode, type: type, value: value, aliasOf: nil, resolvedValue: nil, dangling: nil,
                           aliasChain: nil, description: nil, deprecated: false, usages: [])
        }
        data.systems[index].tokens = [
            token("surface/page", "light", "color", "#FFFFFF"), token("surface/page", "dark", "color", "#16191E"),
            token("space/gutter", "compact", "dimension", "8px"), token("space/gutter", "roomy", "dimension", "16px"),
        ]
        let page = SiteBuilder(data: data).tokensPage(data.systems[index])
        let colour = try #require(BuiltSite.element("t-surface.page", in: page))
        #expect(colour.contains("<td data-label=\"Value per mode\"><ul class=\"modes\">"
            + "<li data-mode=\"light\"><span class=\"mode\">light</span>: <span class=\"swatch\" style=\"background:#FFFFFF\" aria-hidden=\"true\"></span><code>#FFFFFF</code></li>"
            + "<li data-mode=\"dark\"><span class=\"mode\">dark</span>: <span class=\"swatch\" style=\"background:#16191E\" aria-hidden=\"true\"></span><code>#16191E</code></li></ul></td>"))
        let space = try #require(BuiltSite.element("t-space.gutter", in: page))
        #expect(space.contains("<td data-label=\"Value per mode\"><ul class=\"modes\"><li data-mode=\"compact\"><span class=\"mode\">compact</span>: <code>8px</code></li>"
            + "<li data-mode=\"roomy\"><span class=\"mode\">roomy</span>: <code>16px</code></li></ul></td>"))
        // The swatch's edge is the scheme's muted colour, so a white or black swatch shows in both.
        #expect(SiteAssets.stylesheet.contains(".swatch { display: inline-block; width: 1.1em; height: 1.1em; border: 1px solid var(--muted);"))
    }

    /// The index names, per component, the section each text is in, as written.
    @Test func theSearchIndexKeepsEachSectionsText() throws {
        let script = try BuiltSite.page("assets/search-index.js")
        let json = try #require(script.split(separator: "\n").first?.dropFirst("window.DSREG_SEARCH = ".count).dropLast())
        struct Entry: Decodable { let key, system, name, url, text: String; let sections: [[String: String]] }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json.utf8))
        let header = try #require(entries.first { $0.key == "eb/header" })
        #expect(header.url == "components/eb/header.html")
        #expect(header.sections.map { $0["section"] ?? "" } == ["Name", "Description", "Issues", "Recommendations"])
        #expect(header.sections[0] == ["section": "Name", "text": "Section Header · Header"])
        #expect(header.sections[1] == ["section": "Description", "text": "section header · Header · The top-of-screen header pattern with title, leading back action, and trailing actions."])
        #expect(header.sections[2]["text"]?.hasPrefix("Family-wide naming conflict. \"Header\" prefix conflates 4 roles") == true)
        #expect(header.text.hasPrefix("section header eb design system section header header the top-of-screen"))
        // The results are built from text nodes and <mark> elements, never markup from the data.
        #expect(!SiteAssets.script.contains("innerHTML"))
        #expect(SiteAssets.script.contains("var mark = document.createElement(\"mark\");"))
    }
}
