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

/// Every set MANIFEST.md lists, imported as a set, with figures checked by hand against the
/// files: tokens (after a later file overrides an earlier one), whole-value aliases, tokens
/// whose chain breaks, the modes, and values read at the end of real chains.
@Suite(.enabled(if: TestPaths.realdataAvailable, "needs ../shared/realdata beside the clone (or DSREG_SHARED)"))
struct TokenRealDataTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var set: String
        var tokens: Int
        var aliases: Int
        var dangling: Int
        var modes: [String]
        /// (path, mode, resolved value)
        var values: [(String, String, String?)] = []
        var testDescription: String { self.set }
    }

    static let tier1: [Expectation] = [
        // Group $type inheritance; text.json overrides object-values.json's two typography tokens.
        Expectation(set: "amzn-style-dictionary/examples/basic/tokens", tokens: 54, aliases: 2, dangling: 0, modes: ["default"],
            values: [("text.typography.heading", "default", #"{"fontFamily":"Open Sans, sans-serif","fontWeight":"extra-bold","fontSize":"28px","lineHeight":"1.8"}"#)]),
        // Modes as files: global.tokens.json is the base; light and dark alias into it.
        Expectation(set: "microsoft-fluentui-token-pipeline/src/demo/w3c", tokens: 989, aliases: 258, dangling: 0, modes: ["default", "dark", "light"],
            values: [("NeutralForeground1.Fill.Color.Rest", "light", "#242424"), ("NeutralForeground1.Fill.Color.Rest", "dark", "#ffffff")]),
        // Math stays as written, with its references substituted; Tokens Studio's `opacity` is 25%.
        Expectation(set: "tokens-studio-sd-transforms/test/integration/tokens", tokens: 64, aliases: 12, dangling: 0, modes: ["default"],
            values: [("dimension.sm", "default", "4px * 2"), ("colors.blue-alpha", "default", "rgba(#0000FF, 50%)")]),
        // JSON5 with comments and unquoted keys; dimension objects read as 20px.
        Expectation(set: "primer-primitives/src/tokens", tokens: 85, aliases: 31, dangling: 19, modes: ["default"],
            values: [("base.size.2", "default", "20px"), ("text.display.lineBoxHeight", "default", "1.375"), ("text.display.size", "default", nil)]),
        Expectation(set: "amzn-style-dictionary/examples/complete/tokens", tokens: 324, aliases: 49, dangling: 0, modes: ["default"],
            values: [("color.font.link", "default", "#009688")]),
        // globals.json holds plain values that other tokens build on: "{globals.baseline}{globals.unit}".
        Expectation(set: "amzn-style-dictionary/examples/advanced/referencing_aliasing/tokens", tokens: 22, aliases: 9, dangling: 0, modes: ["default"],
            values: [("button.text.size", "default", "16px"), ("color.font.faded", "default", #"{"r":146,"g":153,"b":162}"#)]),
        // hue, saturation and lightness live in the example's JavaScript, not its tokens: dangling.
        Expectation(set: "amzn-style-dictionary/examples/advanced/transitive-transforms/tokens", tokens: 81, aliases: 3, dangling: 72, modes: ["default"],
            values: [("alpha.2", "default", "0.75")]),
        Expectation(set: "amzn-style-dictionary/examples/advanced/yaml-tokens/tokens", tokens: 4, aliases: 1, dangling: 0, modes: ["default"],
            values: [("color.base.success", "default", "rgb(0,255,0)")]),
        Expectation(set: "amzn-style-dictionary/examples/advanced/tokens-deprecation/tokens", tokens: 6, aliases: 0, dangling: 0, modes: ["default"],
            values: []),
        // light/ is the base; *.dark.json override it; chains up to four aliases long.
        Expectation(set: "patternfly-design-tokens/packages/module/tokens", tokens: 1114, aliases: 918, dangling: 0, modes: ["default", "dark"],
            values: [("global.color.status.read.on-secondary", "default", "#ffffff"), ("global.color.status.read.on-secondary", "dark", "#383838")]),
        // {x.value} aliases; spacing.* is computed by the build, so radius aliases dangle.
        Expectation(set: "cds-snc-gcds-tokens/tokens", tokens: 240, aliases: 64, dangling: 61, modes: ["default"],
            values: [("button.border.radius", "default", nil)]),
        // $themes.json: sets become modes; the subset lacks alias/dark, so dark components dangle.
        Expectation(set: "adobe-spectrum-tokens-studio-data/src/tokens-studio/foundations", tokens: 687, aliases: 288, dangling: 19, modes: ["dark", "desktop", "light", "mobile"],
            values: [("Component.table.selected-row-background", "light", "#3b63fb"), ("Component.table.selected-row-background", "dark", nil)]),
        // Modes inside a token (`sets`), types from $schema, deprecation with renames.
        Expectation(set: "adobe-spectrum-design-data/packages/tokens/src", tokens: 1693, aliases: 436, dangling: 0, modes: ["default", "dark", "desktop", "light", "mobile", "wireframe"],
            values: [("accent-background-color-down", "light", "rgb(39, 77, 234)"), ("accent-content-color-selected", "default", nil)]),
    ]

    static func load(_ set: String) throws -> TokenImportSet {
        let url = TestPaths.realdata.appendingPathComponent(set)
        try #require(FileManager.default.fileExists(atPath: url.path), "realdata must be at \(TestPaths.realdata.path) (or set DSREG_SHARED)")
        return TokenImportSet.load([url])
    }

    @Test(arguments: tier1)
    func everyTier1SetImportsWithItsExactFigures(_ expected: Expectation) throws {
        let registry = try Registry.inMemory()
        let report = try registry.importTokens(try Self.load(expected.set), system: "real", createSystem: true)
        #expect(report.tokens == expected.tokens)
        #expect(report.aliases == expected.aliases)
        #expect(report.dangling == expected.dangling)
        #expect(report.modes == expected.modes)
        #expect(report.warnings.filter { $0.severity == .error }.isEmpty)
        for (path, mode, value) in expected.values {
            let stored: String? = try registry.value("SELECT resolved_value FROM token WHERE path = ? AND mode = ?", [path, mode])
            #expect(stored == value, "\(path) (\(mode))")
            let exists: Bool? = try registry.value("SELECT 1 FROM token WHERE path = ? AND mode = ?", [path, mode])
            #expect(exists == true, "\(path) (\(mode)) is imported")
        }
    }

    @Test func spectrumDeprecationsAndModeDependentAliasesAreKept() throws {
        let registry = try Registry.inMemory()
        _ = try registry.importTokens(try Self.load("adobe-spectrum-design-data/packages/tokens/src"), system: "spectrum", createSystem: true)
        let deprecated: Int? = try registry.value("SELECT count(*) FROM token WHERE deprecated = 1")
        #expect(deprecated == 125)
        // A base alias whose target exists only per mode resolves per mode, and does not dangle.
        let modeDependent: Int? = try registry.value("SELECT count(*) FROM token WHERE mode_dependent = 1")
        #expect(modeDependent == 140)
        let chain: String? = try registry.value("SELECT alias_chain FROM token WHERE path = 'accent-background-color-down' AND mode = 'light'")
        #expect(chain == "accent-background-color-down → accent-color-1000 → blue-1000")
    }

    @Test func styleDictionaryDeprecationKeepsItsComment() throws {
        let registry = try Registry.inMemory()
        _ = try registry.importTokens(try Self.load("amzn-style-dictionary/examples/advanced/tokens-deprecation/tokens"), system: "sd", createSystem: true)
        let note: String? = try registry.value("SELECT deprecation FROM token WHERE path = 'color.base.red' AND deprecated = 1")
        #expect(note == #"replace with the "blue" color"#)
    }

    @Test func primerDanglingAliasesAreListedWithTheirTargets() throws {
        let registry = try Registry.inMemory()
        let report = try registry.importTokens(try Self.load("primer-primitives/src/tokens"), system: "primer", createSystem: true)
        #expect(report.warnings.contains { $0.message.hasPrefix("focus.outlineColor aliases {borderColor.accent.emphasis}, which is not in the registry") })
        let table = try registry.ask(QuestionCatalog.danglingAliases, [:])
        let focus = table.records.first { $0["token"] == "focus.outlineColor" }
        #expect(focus?["missing_target"] == "borderColor.accent.emphasis")
        #expect(focus?["kind"] == "alias")
    }

    /// Tier 2: each imports, or is refused with the format it was recognized as and why.
    @Test(arguments: [
        ("cds-snc-gcds-tokens/build/dispatches/design.tokens.json", nil),
        ("microsoft-fluentui-token-pipeline/src/demo/fluentui.json", "Fluent UI token pipeline JSON"),
        ("ibm-carbon/packages/themes/src/dtcg/components/button.json", "DTCG groups without values (IBM Carbon themes)"),
        ("salesforce-ux-design-system/design-tokens", "Theo (Salesforce)"),
        ("material-foundation-material-tokens/dsp/data/tokens.json", "DSP (Design System Package)"),
        ("adobe-spectrum-design-data/packages/design-data/tokens", "Spectrum design-data (a list of tokens with structured names)"),
    ] as [(String, String?)])
    func everyTier2SetImportsOrIsRefusedByName(_ set: String, _ refusedAs: String?) throws {
        let loaded = try Self.load(set)
        guard let refusedAs else {
            let registry = try Registry.inMemory()
            let report = try registry.importTokens(loaded, system: "figma", createSystem: true)
            #expect(report.tokens == 34)
            let extensions: String? = try registry.value("SELECT extensions FROM token WHERE path = 'color.color.utils.blue'")
            #expect(extensions?.hasPrefix(#"{"org.lukasoppermann.figmaDesignTokens":{"styleId":"#) == true)
            return
        }
        #expect(!loaded.diagnostics.errors.isEmpty)
        for error in loaded.diagnostics.errors {
            #expect(error.message.hasPrefix("dsreg does not import this file (detected format: \(refusedAs)): "), "\(error)")
        }
    }

    /// The largest set resolves and re-imports quickly enough to measure in a benchmark, and
    /// re-importing it unchanged writes nothing.
    @Test func reimportingAnUnchangedSetChangesNothing() throws {
        let registry = try Registry.inMemory()
        let set = try Self.load("adobe-spectrum-design-data/packages/tokens/src")
        _ = try registry.importTokens(set, system: "spectrum", createSystem: true, importedAt: "2026-11-01T00:00:00Z")
        let before = try registry.dumpContent()
        let again = try registry.importTokens(set, system: "spectrum", importedAt: "2026-11-02T00:00:00Z")
        #expect(again.filesUnchanged == 7)
        #expect(again.filesWritten == 0)
        #expect(try registry.dumpContent() == before)
    }

    /// import → export → import gives the same tokens: values, aliases, types, descriptions,
    /// deprecations, extensions and every resolution; and the second export is byte-identical.
    @Test(arguments: [
        "microsoft-fluentui-token-pipeline/src/demo/w3c",
        "primer-primitives/src/tokens",
        "adobe-spectrum-design-data/packages/tokens/src",
        "cds-snc-gcds-tokens/tokens",
        "amzn-style-dictionary/examples/complete/tokens",
        "amzn-style-dictionary/examples/basic/tokens",
        "adobe-spectrum-tokens-studio-data/src/tokens-studio/foundations",
        "patternfly-design-tokens/packages/module/tokens",
    ])
    func exportThenImportGivesTheSameTokens(_ set: String) throws {
        let original = try Registry.inMemory()
        _ = try original.importTokens(try Self.load(set), system: "x", createSystem: true)
        let exported = try original.exportTokens(system: "x")
        #expect(exported.skipped.isEmpty)
        let folder = try TemporaryFolder()
        for file in exported.files {
            try file.json.write(to: folder.url.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let copy = try Registry.inMemory()
        _ = try copy.importTokens(TokenImportSet.load([folder.url]), system: "x", createSystem: true)
        #expect(try copy.dumpTokens(system: "x") == original.dumpTokens(system: "x"))
        #expect(try copy.exportTokens(system: "x").files == exported.files)
    }

    /// Tokens Studio's test files define `shadow` in one file and `shadow.single` in another:
    /// a token and a group at once, which DTCG cannot write. Export says so instead of guessing.
    @Test func aPathThatIsATokenAndAGroupIsNotExportedAndSaysWhy() throws {
        let registry = try Registry.inMemory()
        _ = try registry.importTokens(try Self.load("tokens-studio-sd-transforms/test/integration/tokens"), system: "x", createSystem: true)
        let exported = try registry.exportTokens(system: "x")
        let why = ": a token and a group at once (other tokens' paths continue below it); DTCG cannot write both, so the tokens below it are exported and it is not"
        #expect(exported.skipped == ["shadow.double" + why, "shadow.single" + why])
    }
}
