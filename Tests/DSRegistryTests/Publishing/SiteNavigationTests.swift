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

/// Issue 36's navigation for long pages: breadcrumbs, a contents list of the sections present,
/// and "Figma and code" with the design node's Figma link and the Code Connect file of each
/// platform (the very text `dsreg codeconnect generate` writes), or the one reason there is none.
@Suite struct SiteNavigationTests {
    @Test func theHeaderPageHasBreadcrumbsAndAContentsListOfItsSections() throws {
        let page = try BuiltSite.page("components/eb/header.html")
        #expect(page.contains("<nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol><li><a href=\"../../index.html\">Registry</a></li><li><a href=\"../../index.html#sys-eb\">EB Design System</a></li><li>Header</li><li><span aria-current=\"page\">Section Header</span></li></ol></nav>"))
        let contents = try #require(page.range(of: "<nav class=\"toc\"").map { String(page[$0.lowerBound...].prefix { $0 != "\n" }) })
        let targets = contents.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(targets == ["scorecard", "issues", "variants", "states", "properties", "styles", "anatomy", "a11y", "code", "tokens", "relationships", "restructures", "resources"])
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

    /// Where each section `dsreg show` prints sits on the component page (section ids); a
    /// heading missing here is a section the page has no place for, and fails the test.
    static func place(ofShowSection heading: String, index: Int) -> [String]? {
        if index == 0 { return ["summary"] }
        if heading.hasPrefix("Assessment") { return ["scorecard", "not-assessed"] }
        if heading.hasPrefix("Style: ") { return ["styles", "tokens"] }
        let places = ["Properties": "properties", "Variants": "variants", "Token bindings": "tokens", "States": "states",
                      "Anatomy": "anatomy", "Slots": "anatomy", "Behavior and interaction": "behavior", "Usage": "usage",
                      "API": "api", "Accessibility": "a11y", "Localizable strings": "strings", "Relationships": "relationships",
                      "Restructures": "restructures", "Resources": "resources", "Examples": "examples"]
        return places[heading].map { [$0] }
    }

    /// Issue 36: every section `show` prints has a place on the component page, for every
    /// component of the default registry.
    @Test func everySectionShowPrintsHasAPlaceOnTheComponentPage() throws {
        let data = try MigratedRegistry.shared.siteData()
        var checked = Set<String>()
        for system in data.systems {
            for component in system.components {
                let page = try BuiltSite.page("components/\(system.id)/\(component.key).html")
                for (index, section) in ComponentPage.sections(component.detail).enumerated() {
                    let places = try #require(Self.place(ofShowSection: section.heading, index: index), "show's '\(section.heading)' has no place on the page")
                    let found = places.contains { place in
                        switch place {
                        case "summary": page.contains("<dl class=\"facts\">")
                        case "not-assessed": page.contains("No assessment is recorded for this component.")
                        default: page.contains("<section id=\"\(place)\"")
                        }
                    }
                    #expect(found, "\(component.name): show's '\(section.heading)' is not on its page (looked for \(places))")
                    checked.insert(places[0])
                }
            }
        }
        // The registry exercises every kind of section, so none of the places goes untested.
        #expect(checked.isSuperset(of: ["summary", "scorecard", "properties", "variants", "styles", "tokens", "states", "anatomy",
                                        "behavior", "usage", "api", "a11y", "strings", "relationships", "restructures", "resources", "examples"]))
    }
}
