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

/// Generated Code Connect files from signatures and names an attacker (or a typo) writes
/// (issue 32): parameters named with a Swift or Kotlin keyword, type text that is no type, type
/// names that differ only in case, and a component name of 330 characters.
@Suite struct CodeConnectHardeningTests {
    static let swiftKeywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
    static let kotlinKeywords = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]

    /// Section Header as Code Connect sees it, from the fixture registry with a Figma file.
    static func sectionHeader() throws -> CodeConnectComponent {
        let found = try CodeConnectGenerateTests.registry.writer.read { db in
            try CodeConnectComponent.fetch(db, names: ["Section Header"], system: "eb")
        }
        return try #require(found.first)
    }

    static func swiftc() -> String? {
        ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ExternalTool.find("swiftc")?.path
    }

    /// `guard: String` made `var guard: String`, which no Swift parses. Every keyword is now a
    /// parameter in backticks, and every file parses (`swiftc -parse`).
    @Test func keywordParametersAreEscapedAndTheSwiftParses() throws {
        let base = try Self.sectionHeader()
        let title = try #require(base.properties.firstIndex { $0.signatures[.swiftui] == "preamble?: String" })
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for keyword in Self.swiftKeywords {
            var c = base
            c.properties[title].signatures[.swiftui] = "\(keyword)?: String"
            guard case .success(let mapping) = CodeConnectMapping.make(c, .swiftui, figmaFileURL: nil) else {
                Issue.record("\(keyword): not generated")
                continue
            }
            let text = mapping.render()
            #expect(text.contains("    var `\(keyword)`: String = "), "\(keyword)")
            let label = keyword == "inout" ? "`\(keyword)`" : keyword
            #expect(text.contains("            \(label): self.`\(keyword)`,"), "\(keyword)")
            let path = folder.url.appendingPathComponent("K_\(keyword).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        for keyword in Self.kotlinKeywords {
            var c = base
            let compose = try #require(base.properties[title].signatures[.compose])
            c.properties[title].signatures[.compose] = compose.replacingOccurrences(of: "preamble:", with: "\(keyword):")
            guard case .success(let mapping) = CodeConnectMapping.make(c, .compose, figmaFileURL: nil) else {
                Issue.record("\(keyword): not generated for Compose")
                continue
            }
            #expect(mapping.render().contains("    val `\(keyword)`: String = "), "\(keyword)")
        }
        guard let swiftc = Self.swiftc() else {
            #expect(ExternalTool.skipped("swiftc not found; generated Swift files not parsed"))
            return
        }
        let result = try DSRegBinary.runProcess(URL(fileURLWithPath: swiftc), ["-parse"] + paths, in: folder.url)
        #expect(result.status == 0 && result.errors == "", "\(result.errors)")
    }

    /// Type text with spaces or unbalanced `<` `>` went into the file as written.
    @Test func typeTextThatIsNoTypeIsSkippedWithItsReason() throws {
        let base = try Self.sectionHeader()
        let index = try #require(base.properties.firstIndex { $0.signatures[.compose] == "trailing: EBHeaderTrailing?" })
        for type in ["EB Header", "Array<String", "Array<String>>", "A,B", "Foo<>", "Foo..Bar", "Foo<Bar,>", "class", "A<B C>"] {
            var c = base
            c.properties[index].signatures[.compose] = "trailing: \(type)?"
            let reason = "the Compose signature of '\(c.properties[index].name)' ('trailing: \(type)?') is not 'name: Type'"
            #expect(throws: CodeConnectMapping.Reason(reason), "\(type)") { try CodeConnectMapping.make(c, .compose, figmaFileURL: nil).get() }
        }
        for type in ["EBHeaderTrailing", "Foo.Bar", "Array<String>", "Dictionary<String, Int>", "Foo<Bar<Baz>>"] {
            #expect(CodeSignature.parse("trailing: \(type)")?.type == type, "\(type)")
        }
    }

    /// `ABcThing` and `ABCThing` overwrote each other on a case-insensitive disk: the second
    /// is skipped, saying which file it would take.
    @Test func typeNamesDifferingOnlyInCaseGetOneFile() throws {
        var first = try Self.sectionHeader(), second = first
        first.name = "ABc Thing"
        second.name = "ABC Thing"
        let generation = CodeConnectGeneration.make([first, second], platform: .swiftui, figmaFileURL: nil)
        #expect(generation.files.map(\.name) == ["EBABcThing.figma.swift"])
        #expect(generation.skipped == [.init(system: "eb", component: "ABC Thing",
            reason: "its file EBABCThing.figma.swift differs only in case from EBABcThing.figma.swift, another component's; "
                + "on a disk that ignores case one would overwrite the other: rename one")])
    }

    /// A 330-character name stopped generate before it wrote anything: the file name was over
    /// 255 bytes. It is cut and hashed; the other components are written.
    @Test func aLongNameGetsABoundedFileNameAndTheOthersAreWritten() throws {
        var long = try Self.sectionHeader()
        long.name = String(repeating: "Very Long ", count: 33)
        let generation = CodeConnectGeneration.make([long, try Self.sectionHeader()], platform: .swiftui, figmaFileURL: nil)
        let folder = try TemporaryFolder()
        let written = try generation.write(to: folder.url)
        #expect(written.count == 2)
        let name = try #require(generation.files.first?.name)
        #expect(name.utf8.count == FileName.longest && name.hasPrefix("EBVeryLongVeryLong") && name.hasSuffix(".figma.swift"))
        #expect(generation.files.last?.name == "EBSectionHeader.figma.swift")
    }
}
