import Foundation
import GRDB
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

/// `dsreg codeconnect check` on Fixtures/CodeConnect (its README says what each file holds),
/// against Fixtures/Seeds after Migrations/.
@Suite struct CodeConnectCheckTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("CodeConnect")
    static let now = Date(timeIntervalSince1970: 1_795_100_000)

    static func check(_ registry: Registry) throws -> CodeConnectCheck {
        try registry.checkCodeConnect(folder: folder, shown: "CodeConnect", system: "eb", now: now)
    }

    /// Every finding, exactly: three components connected, Section Header drifted, three
    /// nodes no component has, the broken file with its line; the other nine not connected.
    @Test func theFixtureCodebaseGivesItsExactFindings() throws {
        let check = try Self.check(try MigratedRegistry.shared.copy())
        #expect(check.files == 5)
        let lines = check.findings.map { f in
            [f.component ?? "-", f.kind.rawValue, f.platform?.rawValue ?? "-", f.property ?? "-", f.value ?? "-",
             f.file.map { "\($0):\(f.line ?? 0)" } ?? "-"].joined(separator: " ")
        }
        #expect(lines == [
            "Avatar not-connected - - - -",
            "Badge connected swiftui - - ios/Badge.figma.swift:4",
            "Button not-connected - - - -",
            "Detail Hero not-connected - - - -",
            "Icon not-connected - - - -",
            "Icon Button not-connected - - - -",
            "Link not-connected - - - -",
            "Page Banner not-connected - - - -",
            "Section Header connected swiftui - - ios/EBSectionHeader.figma.swift:6",
            "Section Header property-not-in-registry swiftui eyebrow - ios/EBSectionHeader.figma.swift:10",
            "Section Header property-not-in-code swiftui preamble - ios/EBSectionHeader.figma.swift:6",
            "Section Header value-not-in-code swiftui leadingMedia illustration ios/EBSectionHeader.figma.swift:16",
            "Text Button not-connected - - - -",
            "Title Bar connected compose - - android/TitleBar.figma.kt:9",
            "Visual Popup not-connected - - - -",
            "- unknown-node compose - 99999:1 android/Orphan.figma.kt:4",
            "- unknown-node compose - 18432:7 android/TitleBar.figma.kt:9",
            "- unknown-node swiftui - 18431:40 ios/Badge.figma.swift:4",
            "- unreadable swiftui - - ios/Broken.figma.swift:9",
        ])
        #expect(check.findings.last?.detail == "a string literal is never closed")
        #expect(check.findings.first { $0.kind == .unknownNode && $0.value == "18432:7" }?.detail
                == "EBTitleBarDoc links to node 18432:7, which is no component's design node; matched Title Bar by name: record the node in its assessment")
        #expect(check.problems.count == 16)
    }

    /// The result is stored in place of the last one, with its time, folder and system.
    @Test func theLastCheckIsStoredAndReplacesThePreviousOne() throws {
        let registry = try MigratedRegistry.shared.copy()
        _ = try Self.check(registry)
        let check = try Self.check(registry)
        let stored: [Row] = try registry.writer.read { db in try Row.fetchAll(db, sql: "SELECT checked_at, folder, system_id, files FROM codeconnect_check") }
        #expect(stored.count == 1)
        #expect(stored.first?["checked_at"] == "2026-11-19T14:53:20Z")
        #expect(stored.first?["folder"] == "CodeConnect")
        #expect(stored.first?["system_id"] == "eb")
        #expect(try registry.value("SELECT count(*) FROM codeconnect_finding") == check.findings.count)
        #expect(try registry.values("SELECT kind FROM codeconnect_finding ORDER BY ordinal") == check.findings.map(\.kind.rawValue))
        #expect(try registry.check(restructures: MigratedRegistry.load()).map(\.problem) == [])
    }

    /// The generated files check clean against the registry they came from.
    @Test func generatedFilesCheckConnectedWithNoDrift() throws {
        let registry = try MigratedRegistry.shared.copy()
        let folder = try TemporaryFolder()
        for platform in CodeConnectPlatform.allCases {
            _ = try registry.codeConnectFiles(["Section Header"], system: "eb", platform: platform,
                                              figmaFileURL: "https://www.figma.com/design/F1le/EB").write(to: folder.url)
        }
        let check = try registry.checkCodeConnect(folder: folder.url, shown: "out", system: "eb")
        let header = check.findings.filter { $0.component == "Section Header" }
        #expect(header.map(\.kind) == [.connected, .connected])
        #expect(Set(header.compactMap(\.platform)) == [.swiftui, .compose])
        #expect(check.files == 2)
    }

    @Test func aMissingFolderIsAnErrorAndWritesNothing() throws {
        let registry = try MigratedRegistry.shared.copy()
        #expect(throws: RegistryError.invalidArgument("no folder /nonexistent/cc; give the folder that holds the Code Connect files")) {
            try registry.checkCodeConnect(folder: URL(fileURLWithPath: "/nonexistent/cc"), shown: "cc", system: nil)
        }
        #expect(try registry.value("SELECT count(*) FROM codeconnect_check") == 0)
    }

    /// The scanner reads each construct of both kinds and says where it could not.
    @Test func theScannerReadsBothKindsAndFailsWithALine() throws {
        let swift = CodeConnectScanner.scan("""
            struct A_doc: FigmaConnect {
              let figmaNodeUrl = "https://www.figma.com/design/k/n?node-id=1-2"
              @FigmaBoolean("On", mapping: [true: .a, false: .b]) var on: X = .a
              @FigmaProp("Style", mapping: ["P": S.p, "Q": S.q]) var style: S = .p
            }
            """, platform: .swiftui)
        #expect(try swift.get().first?.properties.map { "\($0.figmaName) \($0.kind.rawValue) \($0.values ?? [])" }
                == ["On boolean []", "Style enum [\"P\", \"Q\"]"])
        #expect(CodeConnectScanner.scan("struct A: FigmaConnect {\n  @FigmaEnum(name) var x = 1\n}", platform: .swiftui)
                == .failure(.init(line: 2, message: "@FigmaEnum does not start with the Figma property's name as a string literal")))
        #expect(CodeConnectScanner.scan("@FigmaConnect(url = \"u\")\nclass A {\n  @FigmaProperty(FigmaType.Enum, \"S\")\n  val s = 1\n}", platform: .compose)
                == .failure(.init(line: 3, message: "@FigmaProperty(FigmaType.Enum, \"S\") is not set to Figma.mapping(\"value\" to …)")))
        #expect(try CodeConnectScanner.scan("@FigmaConnect(url = \"u?node-id=1-2\")\nclass A {\n  val q = '\"'\n  val e = '\\''\n  @FigmaProperty(FigmaType.Text, \"T\") val t = \"x\"\n}", platform: .compose)
                .get().first?.properties.map(\.figmaName) == ["T"])
        #expect(CodeConnectScanner.scan("struct A: FigmaConnect {\n /* open", platform: .swiftui)
                == .failure(.init(line: 2, message: "a block comment is never closed")))
    }

    /// Every output format, and --fail-if-any, through the command.
    @Test func theCommandPrintsEveryFormatAndGates() throws {
        let scratch = try TemporaryFolder()
        let path = scratch.url.appendingPathComponent("r.sqlite").path
        _ = try MigratedRegistry.shared.copy(to: path)
        for format in OutputFormat.allCases {
            let result = try DSRegBinary.run(["codeconnect", "check", Self.folder.path, "--system", "eb", "--db", path, "--format", format.rawValue])
            #expect(result.status == 0, "\(format): \(result.errors)")
            #expect(result.output.contains("eyebrow"), "\(format)")
        }
        let json = try DSRegBinary.run(["codeconnect", "check", Self.folder.path, "--system", "eb", "--db", path, "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 19)
        #expect(rows.last?["file"] as? String == "ios/Broken.figma.swift" && rows.last?["line"] as? Int == 9)
        let gate = try DSRegBinary.run(["codeconnect", "check", Self.folder.path, "--system", "eb", "--db", path, "--fail-if-any"])
        #expect(gate.status == 1)
        #expect(gate.errors.contains("5 Code Connect files read; 3 of 12 components connected; 16 findings beside connected"))
    }

    /// C7 measured: connected / total per system from the stored check, and beside C7 on show.
    @Test func coverageAndShowReadTheStoredCheck() throws {
        let registry = try MigratedRegistry.shared.copy()
        let before = try ask(registry, "codeconnect-coverage", "--system", "eb")
        #expect(before.records == [["system": "eb", "connected": "", "total": "12", "swiftui": "", "compose": "", "not_connected": "", "drifted": "",
                                    "problems": "0", "checked_at": "", "folder": ""]])
        #expect(try registry.componentDetail("Section Header").codeConnect == nil)
        _ = try Self.check(registry)
        let coverage = try ask(registry, "codeconnect-coverage")
        #expect(coverage.column("system") == ["backbase", "eb", "sap-fiori"])
        #expect(coverage.records[1] == [
            "system": "eb", "connected": "3", "total": "12", "swiftui": "2", "compose": "1",
            "not_connected": "Avatar, Button, Detail Hero, Icon, Icon Button, Link, Page Banner, Text Button, Visual Popup",
            "drifted": "Section Header", "problems": "3", "checked_at": "2026-11-19T14:53:20Z", "folder": "CodeConnect"])
        #expect(coverage.records[0]["connected"] == "" && coverage.records[0]["checked_at"] == "", "backbase was not checked")
        let detail = try registry.componentDetail("Header")
        #expect(detail.codeConnect == "connected, 3 findings (swiftui; checked 2026-11-19T14:53:20Z)")
        let page = ComponentPage.render(detail, as: .table, width: 400)
        #expect(page.split(separator: "\n").contains { $0.hasPrefix("C7 ") && $0.hasSuffix("· Code Connect: connected, 3 findings (swiftui; checked 2026-11-19T14:53:20Z)") })
        #expect(try registry.componentDetail("Title Bar").codeConnect == "connected (compose; checked 2026-11-19T14:53:20Z)")
        #expect(try registry.componentDetail("Avatar", system: "eb").codeConnect == "not connected (checked 2026-11-19T14:53:20Z)")
    }

    /// A property mapped as another kind than the registry's, and a mapping held in a variable
    /// (its values unseen, so not compared).
    @Test func aPropertyOfAnotherKindIsFound() throws {
        let registry = try MigratedRegistry.shared.copy()
        let folder = try TemporaryFolder()
        try """
            struct EBSectionHeader_doc: FigmaConnect {
                let figmaNodeUrl = "https://www.figma.com/design/F1le/EB?node-id=18430-2919"
                @FigmaBoolean("preamble") var preamble: Bool = false
                @FigmaString("description") var description: String = ""
                @FigmaEnum("leadingMedia", mapping: media) var leadingMedia: EBLeadingMedia? = nil
                @FigmaEnum("trailing", mapping: ["illustration": .illustration, "link": .link, "edit": .edit, "counter": .counter])
                var trailing: EBHeaderTrailing? = nil
                var body: some View { EBSectionHeader(title: "t") }
            }
            """.write(to: folder.url.appendingPathComponent("H.swift"), atomically: true, encoding: .utf8)
        let check = try registry.checkCodeConnect(folder: folder.url, shown: "f", system: "eb")
        let header = check.findings.filter { $0.component == "Section Header" }
        #expect(header.map(\.kind) == [.connected, .kindDiffers])
        #expect(header.last?.detail == "'preamble' is a text property in the registry, mapped as boolean in code (expected text)")
        #expect(header.last?.line == 3)
    }

    /// A node id is unique within one file: where the system names its Figma file, a URL of
    /// another file does not match its nodes (the document is then matched by name).
    @Test func aNodeOfAnotherFileDoesNotMatch() throws {
        let registry = try CodeConnectGenerateTests.registry.copy()
        let folder = try TemporaryFolder()
        for (name, key) in [("A", "F1le"), ("B", "Other")] {
            try """
                struct Thing\(name)_doc: FigmaConnect {
                    let figmaNodeUrl = "https://www.figma.com/design/\(key)/EB?node-id=18430-2919"
                    var body: some View { Text("") }
                }
                """.write(to: folder.url.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let check = try registry.checkCodeConnect(folder: folder.url, shown: "f", system: "eb")
        #expect(check.findings.filter { $0.component == "Section Header" && $0.kind == .connected }.map(\.file) == ["A.swift"])
        #expect(check.findings.filter { $0.kind == .unknownNode }.map { "\($0.file ?? ""):\($0.value ?? "")" } == ["B.swift:18430:2919"])
    }
}
