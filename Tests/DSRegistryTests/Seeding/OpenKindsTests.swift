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

/// Issue 33 on a made-up system (Fixtures/OpenKinds, "Tidal UI"): color, number and dimension
/// properties, plain headed guidance, the criteria question, the search over properties,
/// options, states, variants and slots, and `show` with modes, roles and resolved aliases.
@Suite struct OpenKindsTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("OpenKinds")

    static let registry: Registry = {
        do {
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: folder, displayPrefix: "OpenKinds")
            return registry
        } catch {
            fatalError("Fixtures/OpenKinds must load: \(error)")
        }
    }()

    @Test func colorNumberAndDimensionPropertiesAreStoredWithTheirUnit() throws {
        let rows: [String] = try Self.registry.values(
            "SELECT name || ' ' || kind || ' ' || ifnull(unit, '-') || ' ' || ifnull(default_value, '-') FROM property ORDER BY ordinal")
        #expect(rows == ["swellTone variant - calm", "crestColor color - #2C2C2C", "crestHeight dimension pt 32", "foamCount number - 3"])
        let guidelines: [String] = try Self.registry.values(
            "SELECT ifnull(kind, '(none)') || ' ' || ifnull(section, '-') || ': ' || text FROM guideline ORDER BY ordinal")
        #expect(guidelines == ["(none) Label text: Keep the label to two words.", "dont -: Do not put two wave buttons side by side."])
    }

    @Test func aUnitOnlyOnADimensionAndANumberDefaultOnlyANumber() throws {
        let folder = try TemporaryFolder(copying: Self.folder)
        try folder.replace("tidal/wave-button.yaml", "{name: foamCount, kind: number, default: \"3\"}",
                           with: "{name: foamCount, kind: number, unit: px, default: three}")
        try folder.replace("tidal/wave-button.yaml", "{name: crestHeight, kind: dimension, unit: pt, default: \"32\"}",
                           with: "{name: crestHeight, kind: dimension, unit: pts, default: 32pt}")
        let errors = try Registry.inMemory().seedErrors(from: folder.url, displayPrefix: "OpenKinds")
        #expect(errors == [
            "OpenKinds/tidal/wave-button.yaml:9:48: error: unknown unit 'pts'; expected one of: px, pt, dp, rem, em, %; did you mean 'pt' or 'px'?",
            "OpenKinds/tidal/wave-button.yaml:9:62: error: default of 'crestHeight' must be a number, found '32pt'; write the number alone (32) and the unit under unit: (unit: px)",
            "OpenKinds/tidal/wave-button.yaml:10:43: error: property 'foamCount' is number, but has a unit; only dimension properties have one; write kind: dimension, or leave unit out",
            "OpenKinds/tidal/wave-button.yaml:10:56: error: default of 'foamCount' must be a number, found 'three'",
        ])
    }

    @Test func showRendersTheNewKindsAndPlainGuidance() throws {
        let page = ComponentPage.render(try Self.registry.componentDetail("Wave Button"), as: .markdown)
        try Golden.check("show-wave-button.md", page)
    }

    @Test func showGivesRolesResolvedAliasesAndTheModeItShows() throws {
        func roles(_ mode: String?) throws -> [String] {
            let detail = try Self.registry.componentDetail("Wave Button", mode: mode)
            return detail.bindings.flatMap(\.roles).map { "\($0.role) \(ComponentPage.registryValue($0))" }
        }
        #expect(try roles(nil) == ["height-small 32px (mode desktop)", "height-large 32px (mode desktop)",
                                   "selected-text #2C2C2C (→ {gray-800})"])
        #expect(try roles("mobile") == ["height-small 40px (mode mobile)", "height-large 40px (mode mobile)",
                                        "selected-text #2C2C2C (→ {gray-800})"])
        let text = ComponentPage.render(try Self.registry.componentDetail("Wave Button"), as: .table)
        #expect(text.contains("\nHeight (height-small)  wave/height                  32px (mode desktop)\n"))
        #expect(text.contains("\nSelected text          wave/text/selected           #2C2C2C (→ {gray-800})\n"))
    }

    @Test func searchFindsPropertiesOptionsStatesVariantsAndSlots() throws {
        func hits(_ text: String) throws -> [String] {
            let table = try ask(Self.registry, "search", text)
            return zip(table.column("kind"), table.column("title")).map { "\($0) \($1)" }
        }
        #expect(try hits("crestHeight") == ["property crestHeight"])
        #expect(try hits("choppy") == ["variant Choppy", "option choppy"])
        #expect(try hits("harbour-ring") == ["state Keyboard focus"])
        #expect(try hits("focus-visible") == ["state Keyboard focus"])
        #expect(try hits("anchorGlyph") == ["slot anchorGlyph"])
        #expect(try hits("swellTone") == ["property swellTone", "option calm", "option choppy"])
    }

    @Test func theCriteriaQuestionListsTheDefaultSet() throws {
        let table = try ask(Self.registry, "criteria")
        #expect(table.columns == ["id", "name", "meaning", "ordinal"])
        #expect(table.column("id") == ["C1", "C2", "C3", "C4", "C5", "C6", "C7"])
        #expect(table.column("name")[3] == "Native Mappability")
        #expect(table.column("meaning")[3] == "Each design property, variant and slot has a direct counterpart in the code API on every "
            + "platform the system ships on (a parameter, an enumeration case, a child or slot), with no workaround.")
        // A system that declares no set of its own is scored against the default.
        #expect(try ask(SeededRegistry.shared, "criteria", "--system", "eb").column("id") == table.column("id"))
        #expect(try Self.registry.value("SELECT count(*) FROM criterion WHERE meaning IS NULL") == 0)
    }

    @Test func aSystemsOwnCriteriaAreItsSetAndItsAssessmentsScoreAgainstThem() throws {
        let own = try ask(Self.registry, "criteria", "--system", "tidal")
        #expect(own.records == [
            ["id": "A1", "name": "Anatomy Named", "meaning": "Every drawn part has a name the code uses.", "ordinal": "1"],
            ["id": "A2", "name": "Tokens Bound", "meaning": "Every value is a token.", "ordinal": "2"],
            ["id": "A3", "name": "States Drawn", "meaning": "Every state is drawn and built.", "ordinal": "3"],
            ["id": "A4", "name": "Linked", "meaning": "The design links to its code.", "ordinal": "4"],
        ])
        let scores: [String] = try Self.registry.values("SELECT criterion_id || ' ' || status FROM criterion_score ORDER BY criterion_id")
        #expect(scores == ["A1 ready", "A3 needs-refinement"])
        #expect(try ask(Self.registry, "criterion", "a3").column("note") == ["No hover state drawn."])
        #expect(throws: QuestionError.invalidValue(parameter: "criterion", value: "A9",
                                                   expected: Criterion.rawValues + ["A1", "A2", "A3", "A4"])) {
            try ask(Self.registry, "criterion", "A9")
        }
        #expect(try Self.registry.value("SELECT criterion_id FROM issue") == "A3")
    }

    @Test func aCriterionOutsideTheSystemsSetIsAnErrorWithItsPlace() throws {
        let folder = try TemporaryFolder(copying: Self.folder)
        try folder.replace("tidal/wave-button.yaml", "      A3: {status: needs-refinement", with: "      A5: {status: needs-refinement")
        try folder.replace("tidal/wave-button.yaml", "criterion: A3,", with: "criterion: C5,")
        let errors = try Registry.inMemory().seedErrors(from: folder.url, displayPrefix: "OpenKinds")
        #expect(errors == [
            "OpenKinds/tidal/wave-button.yaml:37:7: error: unknown criterion 'A5'; system 'tidal' scores against its own criteria: A1, A2, A3, A4; did you mean 'A1' or 'A2' or 'A3'?",
            "OpenKinds/tidal/wave-button.yaml:39:35: error: unknown criterion 'C5'; system 'tidal' scores against its own criteria: A1, A2, A3, A4; did you mean 'A1' or 'A2' or 'A3'?",
        ])
        try folder.replace("tidal/system.yaml", "{id: A4, name: Linked", with: "{id: C7, name: Linked")
        let own = try Registry.inMemory().seedErrors(from: folder.url, displayPrefix: "OpenKinds")
        #expect(own.first == "OpenKinds/tidal/system.yaml:14:10: error: criterion id 'C7' is one of the default set's (C1–C7); "
            + "a system's own set takes ids of its own; write another id (A1, A2, …), or leave criteria: out to use the default set")
    }
}
