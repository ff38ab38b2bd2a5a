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

/// Token import on the project's own registry: bad input refused whole with its exact errors,
/// new versions of a file recorded, the Backbase theme's dangling aliases, bindings.
@Suite struct TokenImportTests {
    static let bad = TestPaths.fixtures.appendingPathComponent("Tokens/Bad")

    /// Each folder of Fixtures/Tokens/Bad is one import; `expected.txt` holds every error it
    /// must report, in order, and the registry must be unchanged afterwards.
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: bad.path).sorted())
    func badInputIsRefusedWholeWithItsExactErrors(_ name: String) throws {
        let folder = Self.bad.appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let strict = FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict").path)
        let registry = try MigratedRegistry.freshlySeeded()
        let before = try registry.dumpContent()
        let system = name == "strict-dangling" ? "backbase" : "eb"
        let error = #expect(throws: InputErrors.self) {
            try registry.importTokens(TokenImportSet.load([folder]), system: system, strict: strict)
        }
        #expect(error.map { $0.description + "\n" } == expected)
        #expect(try registry.dumpContent() == before)
    }

    @Test func theBackbaseAliasStaysDanglingUntilAFileDefinesItsTarget() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        var detail = try registry.tokenDetail("theme.color.tab-header.selected.foreground")
        #expect(detail.token.records.first?["alias_of"] == "theme.color.foreground.brand")
        #expect(detail.token.records.first?["missing_target"] == "theme.color.foreground.brand")
        #expect(detail.usedBy.records.first?["component"] == "TabHeaderViewController")
        #expect(throws: RegistryError.invalidArgument("no token 'theme.color.foreground.brand' in the registry; it is the missing target of theme.color.tab-header.selected.foreground (a dangling alias); import the file that defines it")) {
            try registry.tokenDetail("theme.color.foreground.brand")
        }

        let theme = try TemporaryFolder()
        try ##"{"theme": {"color": {"foreground": {"brand": "#0B5FFF"}, "background": {"none": "#00000000"}}}}"##
            .write(to: theme.url.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        let report = try registry.importTokens(TokenImportSet.load([theme.url.appendingPathComponent("theme.json")]), system: "backbase")
        #expect(report.added == 2)
        #expect(report.dangling == 1)   // theme.color.foreground.support is still missing
        detail = try registry.tokenDetail("theme.color.tab-header.selected.foreground")
        #expect(detail.token.records.first?["resolved_value"] == "#0B5FFF")
        #expect(detail.token.records.first?["missing_target"] == "")
        let dangling = try registry.ask(QuestionCatalog.danglingAliases, [:]).column("token")
        #expect(dangling == ["theme.color.tab-header.unselected.foreground"])
    }

    @Test func aNewVersionOfAFileUpdatesItsTokensAndRecordsWhatChanged() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("brand.tokens.json")
        try ##"{"brand": {"$type": "color", "primary": {"$value": "#005CE5"}, "old": {"$value": "#111111"}, "link": {"$value": "{brand.primary}"}}}"##
            .write(to: file, atomically: true, encoding: .utf8)
        let first = try registry.importTokens(TokenImportSet.load([file]), system: "eb", importedAt: "2026-11-01T00:00:00Z")
        #expect((first.added, first.changed, first.removed) == (3, 0, 0))
        let linkID: Int64? = try registry.value("SELECT id FROM token WHERE path = 'brand.link'")

        try ##"{"brand": {"$type": "color", "primary": {"$value": "#0047B3"}, "link": {"$value": "{brand.primary}"}, "new": {"$value": "#FFFFFF"}}}"##
            .write(to: file, atomically: true, encoding: .utf8)
        let second = try registry.importTokens(TokenImportSet.load([file]), system: "eb", importedAt: "2026-11-02T00:00:00Z")
        #expect((second.added, second.changed, second.removed) == (1, 1, 1))
        let changes: [String] = try registry.values("""
            SELECT change || ' ' || path || ' ' || ifnull(old_value, '-') || ' → ' || ifnull(new_value, '-') FROM token_change ORDER BY id
            """)
        #expect(changes == [
            ##"changed brand.primary "#005CE5" → "#0047B3""##,
            ##"added brand.new - → "#FFFFFF""##,
            ##"removed brand.old "#111111" → -"##,
        ])
        // The alias kept its row and follows its target's new value.
        #expect(try registry.value("SELECT id FROM token WHERE path = 'brand.link'") == linkID)
        #expect(try registry.value("SELECT resolved_value FROM token WHERE path = 'brand.link'") == "#0047B3")
    }

    @Test func seedTokensBindAndABindingWithoutItsTokenIsKeptAndListed() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let usage = try registry.ask(QuestionCatalog.tokenUsage, ["token": "text/accent/eyebrow"])
        #expect(usage.records.map { "\($0["component"] ?? "") \($0["variant"] ?? "") \($0["role"] ?? "")" } == ["Header Full stack preamble"])
        #expect(try registry.ask(QuestionCatalog.missingTokens, [:]).rows.isEmpty)
        // A token removed (say, by a theme that no longer defines it): the binding stays, flagged.
        try registry.writer.write { db in try db.execute(sql: "DELETE FROM token WHERE path = 'text/accent/eyebrow'") }
        let missing = try registry.ask(QuestionCatalog.missingTokens, [:])
        #expect(missing.records.map { "\($0["component"] ?? "") \($0["role"] ?? "") \($0["token"] ?? "") \($0["raw_value"] ?? "")" }
            == ["Header preamble text/accent/eyebrow #005CE5"])
    }

    @Test func reimportingIsAFileByFileAffairAndSeedingKeepsImportedTokens() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let folder = try TemporaryFolder()
        try ##"{"theme.color.foreground.brand": "#0B5FFF"}"##.write(to: folder.url.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
        _ = try registry.importTokens(TokenImportSet.load([folder.url]), system: "backbase")
        // Seeding again (even after a change to the system file) leaves imported tokens alone.
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        try seeds.replace("backbase/system.yaml", "label: Tab Height}", with: "label: Tab Height, description: 32 points}")
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(try registry.value("SELECT resolved_value FROM token WHERE path = 'theme.color.tab-header.selected.foreground'") == "#0B5FFF")
    }
}
