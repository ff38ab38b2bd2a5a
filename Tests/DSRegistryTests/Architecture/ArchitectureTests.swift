import Foundation
import Testing

/// The shape of the sources, checked from the sources. SwiftPM already refuses an import that
/// points up the layers (Package.swift lists each target's dependencies); these tests hold what
/// it cannot see: the folders inside one target point one way, `Registry` is extended only in
/// `Registry+Feature.swift` files, and no function outside the templates passes 80 lines.
@Suite struct ArchitectureTests {
    static let sources = TestPaths.packageRoot.appendingPathComponent("Sources")

    @Test func foldersInsideATargetPointOneWay() throws {
        let graph = try SourceGraph(sources: Self.sources)
        #expect(graph.cycles().map(\.description) == [])
    }

    /// The check itself is tested: two folders that use each other's types are a cycle, and
    /// the finding names the types and the files that use them.
    @Test func aCycleBetweenTwoFoldersIsFound() {
        let graph = SourceGraph(files: [
            .init(target: "Lib", folder: "Parsing", name: "Parser.swift",
                  text: "struct Parser { var node: Node }"),
            .init(target: "Lib", folder: "Model", name: "Node.swift",
                  text: "struct Node {}\n// Parser is only named in a comment here\nextension Node { func parse() -> Parser? { nil } }"),
            .init(target: "Lib", folder: "Output", name: "Printer.swift",
                  text: "struct Printer { let text = \"Parser\"; var node: Node }"),
        ])
        #expect(graph.cycles().map(\.description) == [
            "Lib: Model ↔ Parsing (Model uses Parser in Node.swift; Parsing uses Node in Parser.swift)",
        ])
    }

    @Test func registryIsExtendedOnlyInRegistryPlusFiles() throws {
        let graph = try SourceGraph(sources: Self.sources)
        let misplaced = graph.files.filter { file in
            file.text.range(of: #"(?m)^(public |package )?extension Registry\b"#, options: .regularExpression) != nil
                && !file.name.hasPrefix("Registry+") && file.name != "Registry.swift"
        }
        #expect(misplaced.map { "\($0.target)/\($0.folder)/\($0.name)" } == [])
    }

    /// Templates (text laid out as the file it writes) are exempt; everything else is split at
    /// its seams before it passes 80 lines.
    @Test func noFunctionIsLongerThanEightyLines() throws {
        let graph = try SourceGraph(sources: Self.sources)
        let exempt: Set<String> = ["SeedTemplate.swift", "RestructureTemplate.swift", "SiteAssets.swift"]
        let long = graph.files.filter { !exempt.contains($0.name) }.flatMap { file in
            FunctionLengths.measure(file.text).filter { $0.lines > 80 }.map { "\(file.name):\($0.line) \($0.name) (\($0.lines) lines)" }
        }
        #expect(long == [])
    }

    /// The measure itself is tested: a function counts from its first line to its closing
    /// brace whatever its signature's length, nested functions and closures inside it, braces
    /// in strings (and in string literals inside their interpolations) and comments not at
    /// all; a requirement without a body is no function.
    @Test func functionLengthsCountWhatAReaderCounts() {
        let text = """
            protocol Sink {
                func begin(columns: [String])
                func row(_ values: [String]) throws
            }
            struct S {
                static func < (a: S, b: S) -> Bool {
                    true
                }
                func load(folder: String,
                          names: [String: String],
                          progress: (Int) -> Void = { _ in }) -> Int
                {
                    func nested() -> String { "}" }
                    // a brace in a comment: }
                    return [1].map { $0 }.count
                }
                init(text: String) {}
                func say(_ flag: Bool) -> String {
                    "a \\(flag ? "b (\\"{\\")" : "c '\\(#"}"#)'") d"
                }
            }
            """
        let measured = FunctionLengths.measure(text).map { "\($0.name):\($0.line) \($0.lines)" }
        #expect(measured == ["<:6 3", "load:9 8", "nested:13 1", "init:17 1", "say:18 3"])
    }
}
