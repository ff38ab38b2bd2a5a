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

/// Issue 36, the site's second round: exact facts on the generated pages for what a design
/// team reads every morning (the layout facts are SiteBrowserTests', in real Chromium).
@Suite struct SiteSecondRoundTests {
    /// Defect 3: "Restructure" was a grey "–", exactly like "not assessed".
    @Test func everyVerdictHasItsOwnSymbolAndStyle() throws {
        let notAssessed = Self.rule("st-not-assessed")
        var seen: Set<String> = [notAssessed]
        for verdict in Verdict.allCases {
            #expect(SiteStatus.symbol(verdict.rawValue) != "–", "\(verdict.rawValue)")
            let rule = Self.rule("st-" + verdict.rawValue)
            #expect(!rule.isEmpty && !seen.contains(rule), "\(verdict.rawValue): '\(rule)'")
            seen.insert(rule)
        }
        let page = try BuiltSite.page("components/eb/header.html")
        let scorecard = try #require(BuiltSite.element("scorecard", in: page))
        #expect(scorecard.contains("<span class=\"st st-restructure\"><span aria-hidden=\"true\">\(SiteStatus.symbol("restructure"))</span> Restructure</span>"))
        let index = try BuiltSite.page("index.html")
        #expect(BuiltSite.text(try #require(BuiltSite.element("cell-eb-header-verdict", in: index))).contains("Restructure"))
    }

    /// The declarations of `.CLASS { … }` in the screen stylesheet (the rule that names it).
    static func rule(_ name: String) -> String {
        let light = SiteAssets.stylesheet.components(separatedBy: "@media print")[0]
        for line in light.split(separator: "\n") where line.contains("." + name + " ") || line.contains("." + name + ",") {
            if let open = line.firstIndex(of: "{") { return String(line[open...]) }
        }
        return ""
    }

    /// Defect 5: "← uses by Card Header" and "replaced-by by Header - With Logo".
    @Test func inverseRelationshipsReadAsEnglish() throws {
        let avatar = BuiltSite.text(try #require(BuiltSite.element("relationships", in: try BuiltSite.page("components/sap-fiori/avatar.html"))))
        #expect(avatar.contains("used by Card Header — Left accessory"), "\(avatar)")
        var all = ""
        for file in BuiltSite.files() where file.hasPrefix("components/") {
            if let section = BuiltSite.element("relationships", in: try BuiltSite.page(file)) { all += BuiltSite.text(section) + "\n" }
        }
        #expect(!all.contains(" by by ") && !all.contains("uses by") && !all.contains("replaced-by") && !all.contains("←"))
        #expect(all.contains("replaces Header - With Logo"), "\(all)")
    }

    /// Defect 6: SAP Fiori records no states, and vanished from Coverage without a word.
    @Test func coverageNamesASystemWithNoStateRows() throws {
        let coverage = try BuiltSite.page("coverage.html")
        let fiori = BuiltSite.text(try #require(BuiltSite.element("cov-sap-fiori", in: coverage)))
        let count = try MigratedRegistry.shared.siteData().systems.first { $0.id == "sap-fiori" }!.components.count
        #expect(fiori.contains("SAP Fiori for iOS records no interaction states for any of its \(count) components"), "\(fiori)")
    }

    /// Defect 8: the index's notes were only in `title`, which keyboard and touch cannot open.
    @Test func indexNotesOpenWithoutHover() throws {
        let index = try BuiltSite.page("index.html")
        let cell = try #require(BuiltSite.element("cell-eb-header-c1", in: index))
        #expect(cell.contains("<details"))
        #expect(BuiltSite.text(try #require(BuiltSite.element("note-eb-header-c1", in: index)))
            == "Requires Rework. Layer Structure & Naming: \"Header\" prefix shared with 3 structurally different components. Rename to Section Header.")
        #expect(!cell.contains("title="))
    }

    /// Defect 9: `dsreg show` prints Variants and Usage; the page left both out.
    @Test func theComponentPageShowsVariantsAndGuidelines() throws {
        let data = try MigratedRegistry.shared.siteData()
        let header = try #require(data.systems.first { $0.id == "eb" }?.components.first { $0.key == "header" })
        let page = try BuiltSite.page("components/eb/header.html")
        let variants = try #require(BuiltSite.element("variants", in: page))
        #expect(variants.components(separatedBy: "<tr>").count - 2 == header.detail.variants.count)
        #expect(BuiltSite.text(variants).contains("Full stack"))
        let card = try #require(data.systems.first { $0.id == "sap-fiori" }?.components.first { $0.key == "card-header" })
        let usage = try #require(BuiltSite.element("usage", in: try BuiltSite.page("components/sap-fiori/card-header.html")))
        #expect(usage.components(separatedBy: "<li class=\"rule rule-").count - 1 == card.detail.guidelines.count)
        #expect(usage.contains("<li class=\"rule rule-dont\"><strong>Don't</strong> "))
        #expect(BuiltSite.text(usage).contains("Consider") || !card.detail.guidelines.contains { $0.kind == "consider" })
    }

    /// Defect 4: with no hit, the index said nothing and kept three empty headers.
    @Test func theIndexHasASentenceForNoMatch() throws {
        let index = try BuiltSite.page("index.html")
        #expect(BuiltSite.element("no-match", in: index)?.contains("hidden") == true)
        #expect(SiteAssets.script.contains("history.replaceState"))
    }

    /// Defect 10: dark mode, a toggle on every page, and table wrappers keyboard users can scroll.
    @Test func everyPageHasTheThemeToggleAndFocusableScrollRegions() throws {
        #expect(SiteAssets.stylesheet.contains("@media (prefers-color-scheme: dark)"))
        for file in BuiltSite.files() where file.hasSuffix(".html") {
            let page = try BuiltSite.page(file)
            if page.contains("http-equiv=\"refresh\"") { continue }
            #expect(page.contains("id=\"theme-toggle\""), "\(file)")
            for match in page.matches(of: /<div class="scroll"[^>]*>/) {
                #expect(match.0.contains("tabindex=\"0\"") && match.0.contains("role=\"region\"") && match.0.contains("aria-label=\""), "\(file): \(match.0)")
            }
        }
    }
}
