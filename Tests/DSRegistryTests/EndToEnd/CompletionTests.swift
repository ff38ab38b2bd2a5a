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

/// Shell completion that knows the registry: component, system, family, question and token
/// names, read from the registry the typed words name, read-only and quietly.
@Suite struct CompletionTests {
    static func registryFile() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        _ = try MigratedRegistry.shared.copy(to: path)
        return (folder, path)
    }

    @Test func namesComeFromTheRegistryTheWordsName() throws {
        let (folder, path) = try Self.registryFile()
        _ = folder
        func names(_ kind: CompletionNames.Kind, _ prefix: String, _ words: [String] = []) -> [String] {
            CompletionNames.names(kind, words: ["dsreg"] + words + ["--db", path, prefix], prefix: prefix, environment: [:])
        }
        #expect(names(.component, "sec") == ["Section Header"])
        #expect(names(.component, "Card").starts(with: ["Card", "Card Body", "Card Cell"]))
        #expect(names(.system, "") == ["backbase", "eb", "sap-fiori"])
        #expect(names(.family, "hea") == ["header"])
        #expect(names(.token, "text/primary") == ["text/primary", "text/primary/body/secondary", "text/primary/headline/section"])
        #expect(names(.question, "lacking").contains("lacking-state"))
        #expect(names(.migration, "0004") == ["0004-detail-hero"])
        #expect(names(.tokenFile, "") == [])
        let saved = CompletionNames.names(.question, words: ["dsreg", "query", "--queries", TestPaths.packageRoot.appendingPathComponent("Queries").path, "ready"],
                                          prefix: "ready", environment: [:])
        #expect(saved == ["ready-lacking-focus"])
        // `--db=PATH` and $DSREG_DB name the registry too.
        #expect(CompletionNames.names(.system, words: ["dsreg", "list", "--db=\(path)"], prefix: "e", environment: [:]) == ["eb"])
        #expect(CompletionNames.names(.system, words: ["dsreg", "list"], prefix: "e", environment: ["DSREG_DB": path]) == ["eb"])
    }

    /// A completion never builds, upgrades or changes a registry, and never prints an error.
    @Test func completionIsReadOnlyAndQuiet() throws {
        let (folder, path) = try Self.registryFile()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try DSRegBinary.run(["---completion", "show", "--", "positional@0", "4", "3", "dsreg", "show", "--db", path, "Sec"])
        #expect(result.status == 0)
        #expect(result.output == "Section Header\n")
        #expect(result.errors == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)

        // No registry where the words point: no names, no file, no message.
        let empty = try TemporaryFolder()
        let none = try DSRegBinary.run(["---completion", "list", "--", "--family", "3", "0", "dsreg", "list", "--family", ""], in: empty.url)
        #expect(none.status == 0 && none.output.isEmpty && none.errors.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.url.path).isEmpty)
        let notARegistry = folder.url.appendingPathComponent("notes.txt")
        try "hello".write(to: notARegistry, atomically: true, encoding: .utf8)
        #expect(CompletionNames.names(.component, words: ["--db", notARegistry.path], prefix: "", environment: [:]) == [])
    }

    @Test func queryCompletesAQuestionFirstThenComponents() throws {
        let (folder, path) = try Self.registryFile()
        _ = folder
        let first = try DSRegBinary.run(["---completion", "query", "--", "positional@0", "4", "4", "dsreg", "query", "--db", path, "lack"])
        #expect(first.output == "lacking-state\n")
        let second = try DSRegBinary.run(["---completion", "query", "--", "positional@0", "5", "3", "dsreg", "query", "--db", path, "dependents", "Sec"])
        #expect(second.output == "Section Header\n")
    }

    @Test func everyShellGetsAScriptThatCallsBack() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try DSRegBinary.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.output.contains("---completion show -- positional@0"), "\(shell)")
        }
    }
}
