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

/// Names become file names only through one slug, and export never writes outside --output
/// (a Tokens Studio theme, or --mode, named `a/../../../PWNED` wrote PWNED.tokens.json above it).
@Suite struct TokenExportPathTests {
    @Test func slugsKeepNamesInsideTheirFolder() {
        #expect(FileName.slug("a/../../../PWNED") == "a-PWNED")
        #expect(FileName.slug("../../etc/passwd") == "etc-passwd")
        #expect(FileName.slug(".profile") == "profile")
        #expect(FileName.slug("dark") == "dark")
        #expect(FileName.slug("High Contrast (beta)") == "High-Contrast-beta")
        #expect(FileName.slug("v1.2") == "v1.2")
        #expect(FileName.slug("///") == "unnamed")
    }

    @Test func exportNeverWritesOutsideItsFolder() throws {
        let work = try TemporaryFolder()
        let tokens = work.url.appendingPathComponent("brand.tokens.json")
        try ##"{"color": {"brand": {"$type": "color", "$value": "#0055ff"}}}"##.write(to: tokens, atomically: true, encoding: .utf8)
        let registry = try SeededRegistry.shared.copy()
        _ = try registry.importTokens(TokenImportSet.load([tokens], mode: "a/../../../PWNED"), system: "acme", createSystem: true)
        let output = work.url.appendingPathComponent("out/deep")
        let (files, _) = try registry.exportTokens(system: "acme", mode: nil)
        #expect(try TokenExport.write(files, to: output) == ["acme.a-PWNED.tokens.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["acme.a-PWNED.tokens.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.url.path).sorted() == ["brand.tokens.json", "out"])
        // A name that would still resolve elsewhere is refused, not written.
        let hostile = TokenExport.File(mode: "x", name: "../escaped.tokens.json", json: "{}")
        #expect(throws: RegistryError.invalidArgument("refusing to write '../escaped.tokens.json' outside \(output.path)")) {
            try TokenExport.write([hostile], to: output)
        }
        #expect(!FileManager.default.fileExists(atPath: work.url.appendingPathComponent("out/escaped.tokens.json").path))
    }
}
