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

/// `dsreg codeconnect generate`: Section Header's files from the fixture seeds after the
/// migrations, every generated Swift file through `swiftc -parse`, and what a whole system skips.
@Suite struct CodeConnectGenerateTests {
    static let fileURL = "https://www.figma.com/design/F1le/EB-Design-System"

    /// Fixtures/Seeds with EB's Figma file named in its system.yaml, seeded and migrated.
    static let registry: Registry = {
        do {
            let seeds = try TemporaryFolder(copying: TestPaths.seeds)
            try seeds.replace("eb/system.yaml", "code_prefix: EB\n", with: "code_prefix: EB\nfigma_file_url: \(fileURL)\n")
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
            _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
            return registry
        } catch {
            fatalError("Fixtures/Seeds with a Figma file URL must load: \(error)")
        }
    }()

    @Test(arguments: CodeConnectPlatform.allCases)
    func sectionHeaderMatchesItsGoldenFile(_ platform: CodeConnectPlatform) throws {
        let generation = try Self.registry.codeConnectFiles(["Section Header"], system: "eb", platform: platform)
        #expect(generation.skipped == [])
        let file = try #require(generation.files.first)
        #expect(file.name == (platform == .swiftui ? "EBSectionHeader.figma.swift" : "EBSectionHeader.figma.kt"))
        #expect(file.text.contains("?node-id=18430-2919"))
        try Golden.check("codeconnect/\(file.name)", file.text)
    }

    /// system.yaml's figma_file_url is stored as written, and a URL that is not a Figma file's
    /// is refused with its place.
    @Test func theFileURLComesFromSystemYAMLAndIsChecked() throws {
        #expect(try Self.registry.value("SELECT figma_file_url FROM design_system WHERE id = 'eb'") == Self.fileURL)
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        try seeds.replace("eb/system.yaml", "code_prefix: EB\n", with: "code_prefix: EB\nfigma_file_url: https://www.figma.com/design/K/EB?node-id=1-2\n")
        #expect(try Registry.inMemory().seedErrors(from: seeds.url) == [
            "Seeds/eb/system.yaml:6:17: error: figma_file_url: 'https://www.figma.com/design/K/EB?node-id=1-2' carries a query or fragment; give the file's URL only: the node comes from each component's design node"])
    }

    /// The former name resolves, and --figma-file-url stands in for a system without one.
    @Test func theFormerNameAndAnExplicitFileURLWork() throws {
        let generation = try MigratedRegistry.shared.codeConnectFiles(["header"], system: nil, platform: .swiftui)
        #expect(generation.files == [])
        #expect(generation.skipped.map(\.reason) == ["no Figma file URL: add figma_file_url to eb/system.yaml, or pass --figma-file-url"])
        let given = try MigratedRegistry.shared.codeConnectFiles(["header"], system: nil, platform: .swiftui,
                                                                 figmaFileURL: "https://www.figma.com/design/Other/EB")
        #expect(given.files.first?.text.contains("\"https://www.figma.com/design/Other/EB?node-id=18430-2919\"") == true)
        #expect(throws: RegistryError.invalidArgument("--figma-file-url: 'https://example.com/x' is not an https://www.figma.com URL")) {
            try MigratedRegistry.shared.codeConnectFiles(["header"], system: nil, platform: .swiftui, figmaFileURL: "https://example.com/x")
        }
    }

    /// Generating for a whole system writes what can be mapped and says why it skipped the rest.
    @Test func aWholeSystemListsWhatItSkippedAndWhy() throws {
        let generation = try Self.registry.codeConnectFiles([], system: "eb", platform: .swiftui)
        #expect(generation.files.map(\.component) == ["Section Header"])
        let skipped = Dictionary(uniqueKeysWithValues: generation.skipped.map { ($0.component, $0.reason) })
        #expect(skipped.count == 12)
        #expect(skipped["Header - With Logo"] == "it is merged: it has no code of its own")
        #expect(skipped["Title Bar"] == "property 'leading' has no SwiftUI signature")
        #expect(skipped["Badge"] == "the registry holds no properties for it")
        #expect(generation.table.column("result").filter { $0 == "skipped" }.count == 12)
    }

    /// Header before the restructure: eight booleans on three parameters, which Code Connect
    /// cannot map (C7 "No Code Connect mappings").
    @Test func theHeaderBeforeItsRestructureIsSkippedWithTheReason() throws {
        let generation = try SeededRegistry.shared.codeConnectFiles(["Header"], system: "eb", platform: .compose,
                                                                    figmaFileURL: Self.fileURL)
        #expect(generation.skipped.map(\.reason) == ["boolean property 'preamble' maps to 'String?' in Compose; a Figma boolean gives Boolean"])
    }

    @Test func aComponentThatDoesNotShipOnThePlatformIsSkipped() throws {
        let generation = try SeededRegistry.shared.codeConnectFiles(["TabHeaderViewController"], system: nil, platform: .compose)
        #expect(generation.skipped.map(\.reason) == ["it does not ship on Android"])
    }

    /// Every Swift file generated from the fixture registry parses; skipped, and said, without swiftc.
    @Test func everyGeneratedSwiftFileParses() throws {
        let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let swiftc else {
            print("CodeConnectGenerateTests: swiftc not found; generated Swift files not parsed")
            return
        }
        let folder = try TemporaryFolder()
        let generation = try Self.registry.codeConnectFiles([], system: nil, platform: .swiftui)
        let written = try generation.write(to: folder.url)
        #expect(!written.isEmpty)
        for path in written {
            let result = try DSRegBinary.runProcess(URL(fileURLWithPath: swiftc), ["-parse", path], in: folder.url,
                                                    environment: ProcessInfo.processInfo.environment)
            #expect(result.status == 0, "\(path): \(result.errors)")
        }
    }

    /// A value from data cannot end a string literal or a comment early.
    @Test func dataIsEscapedInLiteralsAndComments() {
        #expect(CodeConnectMapping.literal("a\"b\\c\n$x", .swiftui) == #""a\"b\\c\n$x""#)
        #expect(CodeConnectMapping.literal("a\"b\\c\n$x", .compose) == #""a\"b\\c\n\$x""#)
        #expect(CodeConnectMapping.comment("a\nb\u{202E}c") == "a b c")
        #expect(CodeSignature.parse("leadingMedia?: icon | illustration")
                == CodeSignature(parameter: "leadingMedia", type: nil, values: ["icon", "illustration"], optional: true))
        #expect(CodeSignature.parse("title: String (required)") == CodeSignature(parameter: "title", type: "String", values: [], optional: false))
        #expect(CodeSignature.parse("trailing: EBHeaderTrailing?") == CodeSignature(parameter: "trailing", type: "EBHeaderTrailing", values: [], optional: true))
        #expect(CodeSignature.parse("a sentence, not a signature") == nil)
    }
}
