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

/// docs/dsreg.1, the man page argument-parser's `generate-manual` plugin makes from the
/// commands' help, kept equal to that help. Regenerate it with
/// `swift package plugin generate-manual --configuration debug --date YYYY-MM-DD` and copy
/// `.build/plugins/GenerateManual/outputs/dsreg/dsreg.1` to docs/, or run this suite with
/// DSREG_UPDATE_GOLDEN=1 once the plugin's tool is built.
@Suite struct ManualPageTests {
    static let page = TestPaths.packageRoot.appendingPathComponent("docs/dsreg.1")
    /// Built by the plugin (`swift package plugin generate-manual`) next to dsreg.
    static let tool = DSRegBinary.url.deletingLastPathComponent().appendingPathComponent("generate-manual-tool")

    /// "November 23, 2026" of the page's `.Dd` line as the tool's `--date` (2026-11-23).
    static func date(of text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        let date = try #require(formatter.date(from: String(line.dropFirst(4))))
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    /// Byte for byte what the plugin's tool writes today, when the tool is built.
    @Test func theManualPageIsWhatThePluginMakes() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.tool.path) else {
            // (.ci/run builds the tool and runs this suite again with DSREG_REQUIRE_MANUAL_TOOL=1.)
            #expect(ProcessInfo.processInfo.environment["DSREG_REQUIRE_MANUAL_TOOL"] != "1", "\(Self.tool.path) is not built; run `swift package plugin generate-manual` first")
            print("ManualPageTests: \(Self.tool.path) is not built (swift package plugin generate-manual builds it); checking the page's content only")
            return
        }
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        let folder = try TemporaryFolder()
        let result = try DSRegBinary.runProcess(Self.tool, [DSRegBinary.url.path, "--date", try Self.date(of: committed),
                                                            "--output-directory", folder.url.path])
        #expect(result.status == 0, "\(result.errors)")
        let made = try String(contentsOf: folder.url.appendingPathComponent("dsreg.1"), encoding: .utf8)
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try made.write(to: Self.page, atomically: true, encoding: .utf8)
        }
        #expect(made == committed, "docs/dsreg.1 is stale; rerun with DSREG_UPDATE_GOLDEN=1")
    }

    /// Every command, its abstract and every option the help lists is on the page (and the
    /// page names no command the help lacks): this holds wherever the plugin's tool is absent.
    @Test func theManualPageHasEveryCommandAndOption() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let dump = try DSRegBinary.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let items = page.split(separator: "\n").filter { $0.hasPrefix(".It Fl ") }
        var commands: [String] = []
        func visit(_ command: [String: Any]) {
            guard command["shouldDisplay"] as? Bool != false, let name = command["commandName"] as? String else { return }
            commands.append(name)
            if let abstract = command["abstract"] as? String, !abstract.isEmpty { #expect(page.contains(abstract), "\(name): \(abstract)") }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                for option in argument["names"] as? [[String: Any]] ?? [] where option["kind"] as? String == "long" {
                    let long = "-" + (option["name"] as? String ?? "")
                    #expect(items.contains { $0.contains("Fl \(long) ") || $0.hasSuffix("Fl \(long)") || $0.contains(", \(long)") },
                            "\(name) -\(long)")
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { visit(sub) }
        }
        visit(try #require(root["command"] as? [String: Any]))
        #expect(commands.contains("remove") && commands.contains("component"))
        let onPage = page.split(separator: "\n").filter { $0.hasPrefix(".It Em ") }.map { String($0.dropFirst(7)) }
        #expect(Set(onPage).subtracting(commands).isEmpty, "the page names commands the help lacks")
    }
}
