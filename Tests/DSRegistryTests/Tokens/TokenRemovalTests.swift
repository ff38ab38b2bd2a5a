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

/// `dsreg tokens remove`, and why `tokens export` leaves a token out.
@Suite struct TokenRemovalTests {
    /// The registry's dump without `token_change`, which records the removal on purpose.
    static func dumpWithoutChanges(_ registry: Registry) throws -> String {
        let copy = try registry.copy()
        try copy.writer.write { try $0.execute(sql: "DELETE FROM token_change") }
        return try copy.dumpContent()
    }

    @Test func removingAnImportedFileLeavesTheRegistryAsBeforeTheImport() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try Self.dumpWithoutChanges(registry)
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("theme.json")
        try ##"{"theme": {"color": {"foreground": {"brand": "#0B5FFF"}, "background": {"none": "#00000000"}}}}"##
            .write(to: file, atomically: true, encoding: .utf8)
        _ = try registry.importTokens(TokenImportSet.load([file]), system: "backbase")
        #expect(try registry.value("SELECT dangling FROM token WHERE path = 'theme.color.tab-header.selected.foreground'") == String?.none)

        let report = try registry.removeTokens(system: "Backbase", files: ["theme.json"], removedAt: "2026-11-03T00:00:00Z")
        #expect(report == TokenRemovalReport(files: ["theme.json"], tokens: 2, nowDangling: [
            "theme.color.tab-header.selected.foreground (default)", "theme.color.tab-header.unselected.background (default)",
        ]))
        // The seed's tokens, every component, binding and resolution: as before the import.
        #expect(try Self.dumpWithoutChanges(registry) == before)
        let changes: [String] = try registry.values("SELECT change || ' ' || path || ' ' || ifnull(old_value, '-') FROM token_change ORDER BY id")
        #expect(changes == [##"removed theme.color.background.none "#00000000""##, ##"removed theme.color.foreground.brand "#0B5FFF""##])
    }

    @Test func anUnknownFileOrNoImportIsRefusedAndNothingChanges() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try registry.dumpContent()
        #expect(throws: RegistryError.invalidArgument("system 'eb' has no imported token files (its seed tokens are edited in its system.yaml)")) {
            try registry.removeTokens(system: "eb", files: nil)
        }
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("brand.tokens.json")
        try ##"{"brand": {"$type": "color", "primary": {"$value": "#005CE5"}}}"##.write(to: file, atomically: true, encoding: .utf8)
        _ = try registry.importTokens(TokenImportSet.load([file]), system: "eb")
        let imported = try registry.dumpContent()
        #expect(throws: Diagnostic(.error, code: .notFound, location: nil, message: "system 'eb' has no imported token file 'brand.token.json'",
                                   suggestion: "did you mean 'brand.tokens.json'?")) {
            try registry.removeTokens(system: "eb", files: ["brand.tokens.json", "brand.token.json"])
        }
        #expect(try registry.dumpContent() == imported)
        _ = try registry.removeTokens(system: "eb", files: nil)
        #expect(try Self.dumpWithoutChanges(registry) == before)
    }

    @Test func theCommandNeedsFilesOrAll() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        _ = try MigratedRegistry.shared.copy(to: path)
        let neither = try DSRegBinary.run(["tokens", "remove", "--system", "eb", "--db", path])
        #expect(neither.status == 64)
        #expect(neither.errors.contains("name the token files to remove, or --all (not both)"))
    }

    /// Every token export leaves out says why, and what to do.
    @Test func exportSaysWhyATokenIsLeftOut() throws {
        let skipped = try SeededRegistry.shared.exportTokens(system: "eb").skipped
        #expect(skipped.contains("text/brand: it has no value (a seed token named without one, line 30 of its system.yaml); DTCG has no token without a value: give it a value or an alias there"))
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        _ = try SeededRegistry.shared.copy(to: path)
        let export = try DSRegBinary.run(["tokens", "export", "--system", "eb", "--db", path])
        #expect(export.errors.contains("warning: not exported: text/brand: it has no value"))
    }
}
