import Foundation
import GRDB
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

/// `dsreg figma import` and `figma-evidence` (issue 38): a saved GET /v1/files/KEY response
/// becomes an observation beside the seeds, and the question reads the facts an assessment
/// reads off the file. Bad inputs are refused with what they are, and nothing is written.
@Suite struct FigmaImportTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Figma")
    static let header = "eb-header-before-restructure.json"
    static let button = "button-states.json"

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// A copy of the seeded fixture registry with `files` imported into eb.
    static func imported(_ files: String...) throws -> Registry {
        let registry = try SeededRegistry.shared.copy()
        _ = try registry.importFigma(files.map(url), paths: files, system: "eb", importedAt: "2026-01-01T00:00:00Z")
        return registry
    }

    @Test func theHeaderFileReadsAsTheSeedDescribesIt() throws {
        let library = try FigmaFileReader.read(Self.url(Self.header), path: Self.header)
        #expect(library.fileKey == "EB Header (fixture)" && library.lastModified == "2025-01-15T09:30:00Z")
        #expect(library.components.map(\.nodeID) == ["18430:2919"])
        let set = try #require(library.components.first)
        #expect(set.kind == .componentSet && set.page == "Fixture page")
        #expect(set.properties.map(\.name) == ["counter", "description", "edit", "icon", "left illustration", "link",
                                               "preamble", "right illustration"])
        #expect(set.properties.allSatisfy { $0.kind == .boolean && $0.defaultValue == "false" && $0.rawKey.contains("#90001:") })
        #expect(set.variants.count == 16)
    }

    @Test func theButtonFileKeepsEveryKindOfProperty() throws {
        let library = try FigmaFileReader.read(Self.url(Self.button), path: Self.button)
        #expect(library.components.map(\.name) == ["Button", "Icon / Chevron"])
        #expect(library.components.map(\.kind) == [.componentSet, .component])
        let properties = library.components[0].properties
        #expect(properties.map(\.rawKey) == ["Label#91002:0", "Leading icon#91002:1", "State"])
        #expect(properties.map(\.name) == ["Label", "Leading icon", "State"])
        #expect(properties.map(\.kind) == [.text, .instanceSwap, .variant])
        #expect(properties[1].values == ["COMPONENT fixtureiconchevron"])
        #expect(properties[2].values == ["Default", "Hover", "Pressed", "Disabled"])
        #expect(library.components[0].variants.map { $0.values.map { "\($0.property)=\($0.value)" } }
                == [["State=Default"], ["State=Hover"], ["State=Pressed"], ["State=Disabled"]])
    }

    @Test func aSuffixIsStrippedOnlyWhenItIsANodeID() {
        #expect(FigmaProperty.name(ofKey: "preamble#123:4") == "preamble")
        #expect(FigmaProperty.name(ofKey: "Label #3033:5") == "Label")
        #expect(FigmaProperty.name(ofKey: "State") == "State")
        #expect(FigmaProperty.name(ofKey: "Size#large") == "Size#large")
    }

    /// The acceptance: 8 booleans, 256 theoretical, 16 built, matched by node id.
    @Test func figmaEvidenceForHeaderSaysWhatTheSeedSays() throws {
        let answer = try ask(try Self.imported(Self.header, Self.button), "figma-evidence", "Header")
        #expect(answer.columns == ["system", "component", "figma_component", "matched_by", "booleans", "theoretical", "built",
                                   "states", "source"])
        #expect(answer.rows == [[.text("eb"), .text("Header"), .text("Header"), .text("node 18430:2919"), .integer(8),
                                 .integer(256), .integer(16), .null,
                                 .text("figma file EB Header (fixture), lastModified 2025-01-15T09:30:00Z")]])
    }

    @Test func figmaEvidenceListsTheButtonsStatesMatchedByName() throws {
        let answer = try ask(try Self.imported(Self.header, Self.button), "figma-evidence", "--system", "eb")
        #expect(answer.rows.map { $0[1] } == [.text("Button"), .text("Header")])
        #expect(answer.rows[0] == [.text("eb"), .text("Button"), .text("Button"), .text("name"), .integer(0), .integer(4),
                                   .integer(4), .text("State: default, hover, pressed, disabled"),
                                   .text("figma file Button states (fixture), lastModified 2025-02-01T12:00:00Z")])
    }

    /// Before the restructure the registry and the file agree about Header; the Button file
    /// has properties the registry does not record.
    @Test func figmaDriftListsWhereTheFileAndTheRegistryDisagree() throws {
        let registry = try Self.imported(Self.header, Self.button)
        #expect(try ask(registry, "figma-drift", "Header").rows.isEmpty)
        let button = try ask(registry, "figma-drift", "Button")
        #expect(button.columns == ["system", "component", "figma_component", "aspect", "registry", "figma", "source"])
        #expect(button.rows.map { [$0[3], $0[4], $0[5]] } == [
            [.text("property Label"), .text("missing"), .text("text")],
            [.text("property Leading icon"), .text("missing"), .text("instance")],
            [.text("property State"), .text("missing"), .text("variant")],
        ])
    }

    /// After the migrations Section Header has the restructured model; the file still has the
    /// 8 booleans and 16 variants: the drift is the restructure Figma has not caught up with.
    @Test func figmaDriftShowsTheRestructureTheFileHasNotCaughtUpWith() throws {
        let registry = try MigratedRegistry.shared.copy()
        _ = try registry.importFigma([Self.url(Self.header)], paths: [Self.header], system: "eb")
        let drift = try ask(registry, "figma-drift", "Header").rows.map { "\($0[3]): \($0[4]) / \($0[5])" }
        #expect(drift == [
            "text(\"name\"): text(\"Section Header\") / text(\"Header\")",
            "text(\"property preamble\"): text(\"text\") / text(\"boolean\")",
            "text(\"property description\"): text(\"text\") / text(\"boolean\")",
            "text(\"property leadingMedia\"): text(\"variant\") / text(\"missing\")",
            "text(\"property trailing\"): text(\"variant\") / text(\"missing\")",
            "text(\"property counter\"): text(\"missing\") / text(\"boolean\")",
            "text(\"property edit\"): text(\"missing\") / text(\"boolean\")",
            "text(\"property icon\"): text(\"missing\") / text(\"boolean\")",
            "text(\"property left illustration\"): text(\"missing\") / text(\"boolean\")",
            "text(\"property link\"): text(\"missing\") / text(\"boolean\")",
            "text(\"property right illustration\"): text(\"missing\") / text(\"boolean\")",
            "text(\"variants\"): text(\"7\") / text(\"16\")",
        ])
    }

    @Test func aFormerNameMatchesThroughTheOneLookup() throws {
        let registry = try MigratedRegistry.shared.copy()
        _ = try registry.importFigma([Self.url(Self.button)], paths: [Self.button], system: "eb")
        // After the migrations Header is Section Header; its node id still matches it.
        _ = try registry.importFigma([Self.url(Self.header)], paths: [Self.header], system: "eb")
        let answer = try ask(registry, "figma-evidence", "Header")
        #expect(answer.rows.map { [$0[1], $0[3], $0[5]] } == [[.text("Section Header"), .text("node 18430:2919"), .integer(256)]])
    }

    @Test func importingTheSameFileAgainReplacesItsObservation() throws {
        let registry = try Self.imported(Self.header)
        let report = try registry.importFigma([Self.url(Self.header)], paths: [Self.header], system: "eb")
        #expect(report.files.map(\.replaced) == [true])
        #expect(try registry.value("SELECT count(*) FROM figma_file") == 1)
        #expect(try registry.value("SELECT count(*) FROM figma_variant") == 16)
    }

    /// An observation writes only the Figma tables; seeding again keeps it.
    @Test func anObservationChangesNoSeedDataAndSurvivesASeed() throws {
        let registry = try SeededRegistry.shared.copy()
        // Every table but the observations, dumped as `dumpContent` dumps them.
        let facts = { () throws -> String in
            try registry.writer.read { db in
                let tables = try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
                    """).filter { !Schema.isDerived($0) && !Schema.observedTables.contains($0) }
                let output = TextBuffer()
                try db.dumpTables(tables, format: .quote(), tableHeader: .always, stableOrder: true, to: output)
                return output.text
            }
        }
        let before = try facts()
        _ = try registry.importFigma([Self.url(Self.header)], paths: [Self.header], system: "eb")
        #expect(try facts() == before)
        _ = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds")
        #expect(try registry.value("SELECT count(*) FROM figma_variant") == 16)
    }

    /// Each bad input, refused with what it is; the whole database is unchanged.
    @Test(arguments: [
        ("error-response.json", "1:1", "not a Figma file JSON: an error response from Figma's API (status 403: Invalid token)"),
        ("login-page.json", "1:1",
         "not a Figma file JSON: an HTML page (a login or error page saved instead of the API's answer)"),
        ("truncated-download.json", "196:49", "not a whole Figma file JSON: it ends before its JSON does (a truncated download?)"),
        ("syntax-error.json", "4:17", "not a Figma file JSON: invalid JSON at line 4, column 17"),
        ("component-sets-response.json", "1:1", "not a Figma file JSON: a published components list "
         + "(GET /v1/files/:key/component_sets), which has no property definitions or variants"),
        ("tokens-of-another-shape.json", "1:1", "not a Figma file JSON: JSON of another shape (keys 'color', "
         + "where a file has 'document' of type DOCUMENT, 'name' and 'lastModified')"),
    ])
    func aBadInputIsRefusedAndChangesNothing(_ file: String, _ place: String, _ message: String) throws {
        let registry = try Self.imported(Self.button)
        let before = try registry.dumpContent()
        var refusal: InputErrors?
        do {
            _ = try registry.importFigma([Self.url(Self.header), Self.url(file)], paths: [Self.header, file], system: "eb")
        } catch let error as InputErrors {
            refusal = error
        }
        let diagnostic = try #require(refusal?.diagnostics.first)
        #expect(refusal?.diagnostics.count == 1)
        #expect("\(diagnostic.file) \(diagnostic.line):\(diagnostic.column)" == "\(file) \(place)")
        #expect(diagnostic.message == message)
        #expect(diagnostic.suggestion?.hasSuffix(
            "curl -H \"X-Figma-Token: $FIGMA_TOKEN\" https://api.figma.com/v1/files/KEY -o library.json") == true)
        #expect(refusal?.summary == "1 error; nothing was written")
        #expect(try registry.dumpContent() == before)
    }

    @Test func theWalkRefusesNodesNestedPastItsBound() throws {
        var node: [String: Any] = ["id": "1:1", "name": "Leaf", "type": "FRAME"]
        for level in 0...FigmaFileReader.maximumDepth { node = ["id": "2:\(level)", "name": "Frame", "type": "FRAME", "children": [node]] }
        let document: [String: Any] = ["id": "0:0", "type": "DOCUMENT", "children": [node]]
        #expect(throws: InputErrors.self) { try FigmaTreeWalk.components(in: document, path: "deep.json") }
        var shallow: [String: Any] = ["id": "9:9", "name": "Deep", "type": "COMPONENT"]
        for level in 0..<(FigmaFileReader.maximumDepth - 2) { shallow = ["id": "3:\(level)", "name": "F", "type": "FRAME", "children": [shallow]] }
        let found = try FigmaTreeWalk.components(in: ["id": "0:0", "type": "DOCUMENT", "children": [shallow]], path: "ok.json")
        #expect(found.map(\.name) == ["Deep"])
    }

    /// The command line, exactly: the import's lines, the answer, a refusal's lines and exit 1.
    @Test func theCommandLinePrintsExactly() throws {
        let file = try SeededRegistryFile()
        try file.registry.writer.close()
        let imported = try DSRegBinary.run(["figma", "import", Self.url(Self.header).path, "--system", "eb", "--db", file.path])
        #expect(imported.status == 0)
        #expect(imported.errors == """
            dsreg: imported figma file 'EB Header (fixture)' (lastModified 2025-01-15T09:30:00Z) in eb: \
            1 component set, 0 standalone components, 16 variants
            dsreg: see what it shows with: dsreg query figma-evidence --system eb

            """)
        let answer = try DSRegBinary.run(["query", "figma-evidence", "Header", "--format", "csv", "--db", file.path])
        // CSV lines end with CRLF (RFC 4180).
        #expect(answer.output == "system,component,figma_component,matched_by,booleans,theoretical,built,states,source\r\n"
            + "eb,Header,Header,node 18430:2919,8,256,16,,\"figma file EB Header (fixture), lastModified 2025-01-15T09:30:00Z\"\r\n")
        let refused = try DSRegBinary.run(["figma", "import", "error-response.json", "--system", "eb", "--db", file.path],
                                          in: Self.folder)
        #expect(refused.status == 1)
        #expect(refused.errors == """
            error-response.json:1:1: error: not a Figma file JSON: an error response from Figma's API (status 403: Invalid token); \
            check the token and the file key, then fetch the file with: \
            curl -H "X-Figma-Token: $FIGMA_TOKEN" https://api.figma.com/v1/files/KEY -o library.json
            dsreg: 1 error; nothing was written

            """)
    }
}
