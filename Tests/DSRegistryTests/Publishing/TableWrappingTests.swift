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

/// Tables people can read: on a terminal long cells wrap within their column (goldens at 80
/// columns, rendered with an explicit width); piped, nothing is cut and one long cell does not
/// pad every row; statuses carry colour only on a terminal; tall output goes through a pager.
@Suite struct TableWrappingTests {
    static func strip(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test(arguments: [("issues", ["--status", "open"]), ("lacking-state", ["pressed"]), ("criterion", ["C5"])])
    func questionsWrapAtEightyColumns(_ name: String, _ words: [String]) throws {
        let question = try #require(QuestionCatalog.named(name))
        let table = try MigratedRegistry.shared.ask(question, question.arguments(from: words))
        let text = TableRenderer.render(table, as: .table, width: 80)
        for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        try Golden.check("wrapped/\(name)-80.txt", text)
        // Nothing is cut: no ellipsis but the data's own.
        let ellipses = text.filter { $0 == "…" }.count
        var own = 0
        for row in table.rows { for cell in row { own += cell.text.filter { $0 == "…" }.count } }
        #expect(ellipses == own)
    }

    @Test func theComponentPageWrapsAtEightyColumns() throws {
        let page = ComponentPage.render(try MigratedRegistry.shared.componentDetail("Header"), as: .table, width: 80)
        for line in page.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        try Golden.check("wrapped/show-header-80.txt", page)
    }

    @Test func aCellWrapsAtSpacesThenAtHyphensAndNeverLosesACharacter() {
        #expect(TableRenderer.wrap("No pressed/disabled states on the actionable slots.", width: 13)
            == ["No", "pressed/", "disabled", "states on the", "actionable", "slots."])
        #expect(TableRenderer.wrap("missing-action-states", width: 13) == ["missing-", "action-states"])
        #expect(TableRenderer.wrap("TabHeaderViewController", width: 10) == ["TabHeaderV", "iewControl", "ler"])
        #expect(TableRenderer.wrap("", width: 5) == [""])
        let wide = ResultTable(columns: ["name", "note"], rows: [[.text("Header"), .text(String(repeating: "x", count: 200))]], emptyMessage: "")
        let lines = TableRenderer.render(wide, as: .table, width: 40).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.dropFirst(2).map { $0.dropFirst(8) }.joined() == String(repeating: "x", count: 200))
    }

    /// Piped, a 4 MB cell is written whole, once: no other row is padded to its length.
    @Test func pipedOutputIsNeverCutAndNotPaddedToAHugeCell() {
        let huge = String(repeating: "y", count: 4_000_000)
        var rows: [[ResultTable.Cell]] = [[.text(huge), .text("open")]]
        for index in 0..<35 { rows.append([.text("title \(index)"), .text("open")]) }
        let text = TableRenderer.render(ResultTable(columns: ["title", "status"], rows: rows, emptyMessage: ""), as: .table)
        #expect(text.utf8.count < 4_001_000)
        #expect(text.contains(huge + "  open\n"))
        #expect(text.contains("\ntitle 0   open\n"))
    }

    @Test func statusesCarryColourAndKeepAlignment() throws {
        let table = try ask(MigratedRegistry.shared, "issues", "--status", "open")
        let colored = TableRenderer.render(table, as: .table, width: 80, color: true)
        #expect(colored.contains("\u{1B}[31mopen\u{1B}[0m"))
        #expect(Self.strip(colored) == TableRenderer.render(table, as: .table, width: 80))
        #expect(StatusColor.colored("pass") == "\u{1B}[32mpass\u{1B}[0m")
        #expect(StatusColor.colored("not assessed") == "\u{1B}[2mnot assessed\u{1B}[0m")
        #expect(StatusColor.colored("Open issues") == "Open issues")
    }

    /// `show` colours the verdict and every status of its tables, and nothing else changes.
    @Test func theComponentPageColoursItsStatuses() throws {
        let detail = try MigratedRegistry.shared.componentDetail("Header")
        let colored = ComponentPage.render(detail, as: .table, width: 80, color: true)
        #expect(colored.contains("Verdict:     \u{1B}[31mRestructure\u{1B}[0m (done by 0001-section-header)"))
        #expect(colored.contains("\u{1B}[33mPartial\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[31mRequires Rework\u{1B}[0m"))
        #expect(Self.strip(colored) == ComponentPage.render(detail, as: .table, width: 80))
    }

    /// A terminal, made by `script`: the pager runs when the answer is taller than the screen,
    /// not with --no-pager or when piped; colours only without NO_COLOR and TERM=dumb.
    @Test func onATerminalTallOutputIsPagedAndColouredUnlessAskedNot() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else { return }
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        _ = try MigratedRegistry.shared.copy(to: path)
        func onTerminal(_ arguments: String, _ environment: [String: String]) throws -> String {
            var base = ProcessInfo.processInfo.environment
            base["COLUMNS"] = "80"
            base["LINES"] = "10"
            base["TERM"] = "xterm"
            base["PAGER"] = "sed s/^/paged:/"
            base.removeValue(forKey: "NO_COLOR")
            base.merge(environment) { $1 }
            let result = try DSRegBinary.runProcess(script, ["-qec", "\(DSRegBinary.url.path) \(arguments) --db \(path)", "/dev/null"],
                                                    environment: base)
            return result.output
        }
        let paged = try onTerminal("list", [:])
        #expect(paged.hasPrefix("paged:\u{1B}[1msystem"))
        #expect(paged.contains("\u{1B}[32mactive\u{1B}[0m"))
        let whole = try onTerminal("list --no-pager", [:])
        #expect(!whole.contains("paged:") && whole.contains("\u{1B}[1msystem"))
        let short = try onTerminal("query criterion C7", [:])
        #expect(!short.contains("paged:"))
        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let plain = try onTerminal("list --no-pager", environment)
            #expect(!plain.contains("\u{1B}["), "\(environment)")
        }
        let piped = try DSRegBinary.run(["list", "--db", path])
        #expect(!piped.output.contains("\u{1B}[") && piped.output.contains("not assessed"))
    }
}
