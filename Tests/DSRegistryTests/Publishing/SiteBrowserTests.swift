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

/// The built site in a real browser: headless Chromium (Debian's `chromium`) loads the pages
/// from file://, runs their script, and the rendered DOM is asserted on, with no console
/// message at all. Skipped, with the reason printed, where Chromium is absent; CI sets
/// DSREG_REQUIRE_BROWSER=1, which makes that a failure. Screenshots at 1280 and 390 px go to a
/// scratch folder (the README's come from SiteLayoutBrowserTests).
@Suite(.serialized) struct SiteBrowserTests {
    static let browser = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(ExternalTool.find).first

    /// The page after its scripts ran (and a redirect was followed), and what the browser
    /// logged to the console.
    static func render(_ page: String, _ browser: URL) throws -> (dom: String, console: [String]) {
        let profile = try TemporaryFolder()
        let result = try DSRegBinary.runProcess(browser, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile.url.path,
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=3000", "--dump-dom",
            Self.address(page),
        ])
        let console = result.errors.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        return (result.output, console)
    }

    /// `file:///…/site/PAGE`, the page's query kept as written.
    static func address(_ page: String) -> String {
        let root = BuiltSite.url.absoluteString
        return root + (root.hasSuffix("/") ? "" : "/") + page
    }

    @Test func theFourFactsRenderInChromiumWithNoConsoleMessages() throws {
        guard let browser = Self.browser else {
            #expect(ExternalTool.skipped("chromium is not installed (apt-get install chromium)"))
            return
        }
        let index = try Self.render("index.html", browser)
        #expect(index.console == [])
        #expect(BuiltSite.text(try #require(BuiltSite.element("cell-eb-header-c1", in: index.dom))).hasPrefix("✗ Requires Rework"))
        // The script ran: the filters are shown and count the rows.
        #expect(BuiltSite.text(try #require(BuiltSite.element("shown", in: index.dom))) == "31")

        let header = try Self.render(SitePaths.name("eb", "Header"), browser)
        #expect(header.console == [])
        #expect(header.dom.contains("<h1>Section Header</h1>"))
        // The current name's page redirects, and the browser follows it to the stable URL.
        let moved = try Self.render("components/eb/section-header.html", browser)
        #expect(moved.dom.contains("<title>Section Header · dsreg</title>"))
        #expect(moved.dom.contains("<h1>Section Header</h1>"))

        let coverage = try Self.render("coverage.html", browser)
        #expect(coverage.console == [])
        #expect(BuiltSite.text(try #require(BuiltSite.element("cov-eb-header-pressed-figma", in: coverage.dom))) == "Figma ! not modeled")

        let tabHeader = try Self.render("components/backbase/tab-header-view-controller.html", browser)
        #expect(tabHeader.console == [])
        #expect(BuiltSite.text(try #require(BuiltSite.element("tokens", in: tabHeader.dom)))
            .contains("! dangling alias: theme.color.tab-header.selected.foreground → theme.color.foreground.brand — target theme.color.foreground.brand is missing"))
    }

    /// The search box over the prebuilt index, given in the URL as a shared link would.
    @Test func searchFindsWhatQuerySearchCovers() throws {
        guard let browser = Self.browser else {
            #expect(ExternalTool.skipped("chromium is not installed (apt-get install chromium)"))
            return
        }
        let found = try Self.render("index.html?q=256%20theoretical", browser)
        #expect(found.console == [])
        let results = try #require(BuiltSite.element("search-results", in: found.dom))
        #expect(BuiltSite.text(results) == "Section Header (EB Design System) · in Issues…Rename each by role. · 8 boolean props, 256 theoretical combos, 16 built. The boolean model implies …")
        #expect(results.contains("<span class=\"section\">Issues</span><div class=\"snippet\">…Rename each by role. · 8 boolean props, <mark>256</mark> <mark>theoretical</mark> combos,"))
        #expect(BuiltSite.text(try #require(BuiltSite.element("shown", in: found.dom))) == "1")
        let filtered = try Self.render("index.html?system=backbase", browser)
        #expect(BuiltSite.text(try #require(BuiltSite.element("shown", in: filtered.dom))) == "3")
    }

    @Test func screenshotsAtDesktopAndPhoneWidths() throws {
        guard let browser = Self.browser else {
            #expect(ExternalTool.skipped("chromium is not installed (apt-get install chromium)"))
            return
        }
        let scratch = try TemporaryFolder()
        let folder = scratch.url
        for (name, page) in [("index", "index.html"), ("component", "components/eb/header.html"), ("coverage", "coverage.html")] {
            for (width, height) in [(1280, 1000), (390, 844)] {
                let file = folder.appendingPathComponent("\(name)-\(width).png")
                let profile = try TemporaryFolder()
                let result = try DSRegBinary.runProcess(browser, [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                    "--user-data-dir=" + profile.url.path, "--virtual-time-budget=3000",
                    "--window-size=\(width),\(height)", "--screenshot=" + file.path, Self.address(page),
                ])
                #expect(result.status == 0, "\(result.errors)")
                let png = try Data(contentsOf: file)
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "\(file.path)")
            }
        }
        print("screenshots in \(folder.path)")
    }
}
