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
/// Issue 36's navigation for long pages: breadcrumbs, a contents list of the sections present,
/// and "Figma and code" with the design node's Figma link and the Code Connect file of each
/// platform (the very text `dsreg codeconnect generate` writes), or the one reason there is none.
@Suite struct SiteNavigationTests {
    @Test func theHeaderPageHasBreadcrumbsAndAContentsListOfItsSections() throws {
        let page = try BuiltSite.page("components/eb/header.html")
        #expect(page.contains("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol><li><a href=\"../../index.html\">Registry</a></li><li><a href=\"../../index.html#sys-eb\">EB Design System</a></li><li>Header</li><li><span aria-current=\"page\">Section Header</span></li></ol></nav>"))
        let contents = try #require(page.range(of: "<nav class=\"toc\"").map { String(page[$0.lowerBound...].prefix { $0 != "\n" }) })
        let targets = contents.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(targets == ["scorecard", "issues", "variants", "states", "properties", "styles", "anatomy", "a11y", "code", "tokens", "relationships", "restructures"])
        for target in targets { #expect(page.contains("<section id=\"\(target)\""), "\(target)") }
    }

    @Test func withoutAFileURLTheNodeIsShownAndTheReasonSaidOnce() throws {
        let page = try BuiltSite.page("components/eb/header.html")
        let code = BuiltSite.text(try #require(BuiltSite.element("code", in: page)))
        #expect(code == "Figma and codeDesign node 18430:2919 (no Figma file URL: add figma_file_url to eb/system.yaml)No SwiftUI or Compose Code Connect file: no Figma file URL: add figma_file_url to eb/system.yaml, or pass --figma-file-url.")
    }

    @Test func withAFileURLThePageLinksToTheNodeAndShowsTheGeneratedFiles() throws {
        let data = try CodeConnectGenerateTests.registry.siteData()
        let eb = try #require(data.systems.first { $0.id == "eb" })
        let header = try #require(eb.components.first { $0.name == "Section Header" })
        let page = SiteBuilder(data: data).componentPage(eb, header)
        #expect(page.contains("<a href=\"https://www.figma.com/design/F1le/EB-Design-System?node-id=18430-2919\" rel=\"noopener\">open in Figma</a>"))
        for platform in CodeConnectPlatform.allCases {
            let file = try #require(try CodeConnectGenerateTests.registry.codeConnectFiles(["Section Header"], system: "eb", platform: platform).files.first)
            #expect(page.contains("<h3>\(platform.label) Code Connect<small class=\"muted\"> \(file.name)</small></h3>"))
            #expect(page.contains("<code>" + HTML.escape(file.text, attribute: false) + "</code>"))
        }
    }
}
