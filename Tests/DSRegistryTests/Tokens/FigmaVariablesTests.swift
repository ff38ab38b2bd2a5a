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

/// Figma's local variables response as a token file (issue 38, item 5): the fixture library's
/// two collections, Primitives (one mode) and Theme (Light and Dark), read by `tokens import`.
@Suite struct FigmaVariablesTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Figma")
    static let url = folder.appendingPathComponent("variables-two-modes.json")
    /// The id of a variable of another library, which the file aliases but does not hold.
    static let remote = "VariableID:9f3a5c0d1e2b4a6f8091a2b3c4d5e6f708192a3b/1204:87"

    static func imported() throws -> Registry {
        let registry = try MigratedRegistry.freshlySeeded()
        let set = TokenImportSet.load([url])
        #expect(set.diagnostics.all.isEmpty)
        _ = try registry.importTokens(set, system: "figlib", createSystem: true)
        return registry
    }

    /// Each variable in each mode of its collection: its path, mode, type and value or alias.
    @Test func everyVariableIsATokenInEachModeOfItsCollection() throws {
        let set = TokenImportSet.load([Self.url])
        #expect(set.diagnostics.all.isEmpty)
        #expect(set.files.map(\.format) == [.dtcg])
        #expect(set.modes == ["default", "dark", "light"])
        let rows = try #require(set.files.first).tokens.map { token in
            "\(token.path) \(token.mode) \(token.ownType ?? "-") "
                + (token.aliasOf.map { "-> \($0)" } ?? token.value.map(TokenValueText.display) ?? "")
        }
        #expect(rows == [
            "color.blue.500 default color #0B5FFF",
            "color.gray.900 default color #11161E",
            "color.white default color #FFFFFF",
            "spacing.md default number 16",
            "font.family.body default string Inter",
            "color.text.primary light color -> color.gray.900",
            "color.text.primary dark color -> color.white",
            "color.background.overlay light color #00000080",
            "color.background.overlay dark color -> color.gray.900",
            "color.brand.accent light color -> \(Self.remote)",
            "color.brand.accent dark color -> color.blue.500",
            "color.border.focus light color -> color.brand.accent",
            "color.border.focus dark color -> color.brand.accent",
            "layout.compact light boolean false",
            "layout.compact dark boolean true",
        ])
    }

    /// Aliases resolve in their own mode, then in `default` (where the one-mode collection is).
    @Test func aliasChainsResolvePerMode() throws {
        let registry = try Self.imported()
        let primary = try registry.tokenDetail("color.text.primary", system: "figlib").token.records
        #expect(primary.map { [$0["mode"], $0["type"], $0["resolved_value"], $0["chain"]] } == [
            ["dark", "color", "#FFFFFF", "color.text.primary → color.white"],
            ["light", "color", "#11161E", "color.text.primary → color.gray.900"],
        ])
        let focus = try registry.tokenDetail("color.border.focus", system: "figlib").token.records
        #expect(focus.map { [$0["mode"], $0["resolved_value"], $0["chain"], $0["depth"], $0["missing_target"]] } == [
            ["dark", "#0B5FFF", "color.border.focus → color.brand.accent → color.blue.500", "2", ""],
            ["light", "", "color.border.focus → color.brand.accent → \(Self.remote)", "2", Self.remote],
        ])
        let spacing = try registry.tokenDetail("spacing.md", system: "figlib").token.records
        #expect(spacing.map { [$0["mode"], $0["type"], $0["value"]] } == [["default", "number", "16"]])
        let hidden = try registry.tokenDetail("color.gray.900", system: "figlib").token.records
        #expect(hidden.map { $0["extensions"] } == [
            #"{"com.figma":{"id":"VariableID:1:11","collection":"Primitives","scopes":["ALL_SCOPES"],"hiddenFromPublishing":true}}"#,
        ])
        #expect(hidden.map { $0["deprecated"] } == ["0"])
    }

    /// The alias to a remote library's variable stays, dangling, and the question lists it.
    @Test func anAliasToARemoteVariableIsDangling() throws {
        let registry = try Self.imported()
        let dangling = try registry.ask(QuestionCatalog.danglingAliases, ["system": "figlib"]).records
        #expect(dangling.map { [$0["token"], $0["mode"], $0["missing_target"]] } == [
            ["color.brand.accent", "light", Self.remote],
        ])
    }

    /// Figma's error body is refused with what it is, not read as two plain tokens.
    @Test func anErrorBodyIsRefusedWithWhatItIs() throws {
        let set = TokenImportSet.load([Self.folder.appendingPathComponent("error-response.json")])
        #expect(set.files.isEmpty)
        #expect(set.diagnostics.all.map(\.description) == [
            "error-response.json:1:1: error: dsreg does not import this file (detected format: a Figma API error response): "
                + "Figma answered 403 (\"Invalid token\") instead of the variables; "
                + "fetch GET /v1/files/:key/variables/local again with a token that may read the file",
        ])
    }

    /// The command line, exactly: the import's summary, `tokens list` and `tokens show` of one token.
    @Test func theCommandLinePrintsExactly() throws {
        let file = try SeededRegistryFile()
        try file.registry.writer.close()
        let imported = try DSRegBinary.run(["tokens", "import", Self.url.path, "--system", "figlib", "--new-system", "--db", file.path])
        #expect(imported.status == 0)
        #expect(imported.errors == """
            variables-two-modes.json:76:1: warning: color.brand.accent (light) aliases {\(Self.remote)}, \
            which is not in the registry; kept and listed by `dsreg query dangling-aliases`
            dsreg: imported 1 file into figlib (new system): 1 written, 0 unchanged; 15 tokens added, 0 changed, 0 removed. \
            The system has 15 tokens (7 aliases, 2 dangling) in modes default, dark, light

            """)
        let list = try DSRegBinary.run(["tokens", "list", "--system", "figlib", "--prefix", "color.text", "--db", file.path])
        #expect(list.output == """
            system  path                mode   type   value    alias_of        missing_target  deprecated
            ──────  ──────────────────  ─────  ─────  ───────  ──────────────  ──────────────  ──────────
            figlib  color.text.primary  dark   color  #FFFFFF  color.white                     0
            figlib  color.text.primary  light  color  #11161E  color.gray.900                  0

            """)
        let show = try DSRegBinary.run(["tokens", "show", "color.text.primary", "--system", "figlib", "--db", file.path])
        #expect(show.output == """
            system          figlib
            path            color.text.primary
            mode            dark
            type            color
            declared_type   color
            alias_of        color.white
            chain           color.text.primary → color.white
            depth           1
            resolved_value  #FFFFFF
            description     Body text
            extensions      {"com.figma":{"id":"VariableID:2:20","collection":"Theme","scopes":["TEXT_FILL"]}}
            file            variables-two-modes.json
            line            58

            system          figlib
            path            color.text.primary
            mode            light
            type            color
            declared_type   color
            alias_of        color.gray.900
            chain           color.text.primary → color.gray.900
            depth           1
            resolved_value  #11161E
            description     Body text
            extensions      {"com.figma":{"id":"VariableID:2:20","collection":"Theme","scopes":["TEXT_FILL"]}}
            file            variables-two-modes.json
            line            58

            Used by
            no component uses color.text.primary

            """)
    }
}
