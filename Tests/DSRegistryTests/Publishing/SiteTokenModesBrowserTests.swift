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

/// Issue 36: a token with modes shows a swatch per mode, named, in the mode's colour, whether the
/// page is light or dark. No token of the default registry has several modes, so the site is
/// built from the fixture Figma library (`Fixtures/Figma/variables-two-modes.json`: Theme has
/// Light and Dark) and read in real headless Chromium (`Fixtures/Browser/token_swatches.py`).
/// Skipped, with the reason, without Chromium, chromedriver or Selenium; DSREG_REQUIRE_BROWSER=1
/// makes that a failure.
@Suite(.serialized) struct SiteTokenModesBrowserTests {
    struct Swatch: Decodable, Equatable { var mode, colour, size, text: String }
    struct View: Decodable { var background: String; var rows: [String: [Swatch]] }

    static let rows = ["color.text.primary", "color.background.overlay", "color.white"]

    /// The fixture library's site: its token page, written to a scratch folder.
    static func tokenPage(_ folder: URL) throws -> URL {
        let registry = try FigmaVariablesTests.imported()
        _ = try SiteWriter.write(SiteBuilder(data: try registry.siteData()).files(), to: folder)
        return folder.appendingPathComponent(SitePaths.tokens("figlib"))
    }

    @Test func theTokenPageListsEachModeWithItsSwatch() throws {
        let folder = try TemporaryFolder()
        let page = try String(contentsOf: try Self.tokenPage(folder.url), encoding: .utf8)
        let row = try #require(BuiltSite.element(SitePaths.tokenAnchor("color.text.primary"), in: page))
        #expect(row.contains("<li data-mode=\"light\"><span class=\"mode\">light</span>: <span class=\"swatch\" style=\"background:#11161E\" aria-hidden=\"true\"></span><code>#11161E</code></li>"))
        #expect(row.contains("<li data-mode=\"dark\"><span class=\"mode\">dark</span>: <span class=\"swatch\" style=\"background:#FFFFFF\" aria-hidden=\"true\"></span><code>#FFFFFF</code></li>"))
    }

    @Test func bothModesSwatchesShowInTheirColoursInLightAndDarkPages() throws {
        guard ExternalTool.find("chromium") != nil, ExternalTool.find("chromedriver") != nil, let python = ExternalTool.find("python3"),
              (try? DSRegBinary.runProcess(python, ["-c", "import selenium"]).status) == 0 else {
            #expect(ExternalTool.skipped("chromium, chromedriver or python3 with selenium is missing (.ci/run installs them)"))
            return
        }
        let folder = try TemporaryFolder()
        let page = try Self.tokenPage(folder.url)
        let script = TestPaths.fixtures.appendingPathComponent("Browser/token_swatches.py")
        let result = try DSRegBinary.runProcess(python, [script.path, page.path] + Self.rows.map(SitePaths.tokenAnchor))
        #expect(result.status == 0, "\(result.errors)")
        let views = try JSONDecoder().decode([String: View].self, from: Data(result.output.utf8))
        #expect(views.keys.sorted() == ["1280-dark", "1280-light", "390-dark", "390-light"])
        for (key, view) in views.sorted(by: { $0.key < $1.key }) {
            #expect(view.background == (key.hasSuffix("dark") ? "rgb(22, 25, 30)" : "rgb(255, 255, 255)"), "\(key)")
            // Each mode under its name, in its own colour (the page lists the modes by name).
            let primary = view.rows[SitePaths.tokenAnchor("color.text.primary")] ?? []
            #expect(primary.map { $0.mode + " " + $0.colour } == ["dark rgb(255, 255, 255)", "light rgb(17, 22, 30)"], "\(key)")
            let overlay = view.rows[SitePaths.tokenAnchor("color.background.overlay")] ?? []
            #expect(overlay.map { $0.mode + " " + $0.colour } == ["dark rgb(17, 22, 30)", "light rgba(0, 0, 0, 0.5)"], "\(key)")
            // A one-mode token: one swatch, under its one mode.
            #expect(view.rows[SitePaths.tokenAnchor("color.white")]?.map(\.mode) == ["default"], "\(key)")
            for swatch in primary + overlay { #expect(swatch.size != "0x0", "\(key): \(swatch.text)") }
        }
    }
}
