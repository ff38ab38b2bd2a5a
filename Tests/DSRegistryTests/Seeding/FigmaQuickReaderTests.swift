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

/// The quick reader of `dsreg figma import` (issue 38's speed item): it reads a well-formed file
/// to exactly the library Foundation's tree gives, and declines everything it does not decide
/// itself (bad JSON, unusual values, deep nesting), which Foundation's path then reads or refuses
/// as before.
@Suite struct FigmaQuickReaderTests {
    /// Foundation's reading of `json`, as before the quick reader.
    static func tree(_ json: String) throws -> FigmaLibrary {
        try FigmaFileReader.library(FigmaFileReader.object(in: Data(json.utf8), path: "t.json"), path: "t.json")
    }

    static func quick(_ json: String) throws -> FigmaLibrary {
        try FigmaQuickReader.library(in: Data(json.utf8), path: "t.json")
    }

    static func declines(_ json: String) -> Bool {
        do {
            _ = try quick(json)
            return false
        } catch {
            return error is FigmaQuickReadDeclined
        }
    }

    /// A file whose one page holds `children` (JSON text), with `extra` root members.
    static func file(_ children: String, extra: String = "") -> String {
        """
        {"name": "Lib", "lastModified": "2026-01-01T00:00:00Z", "version": "7"\(extra),
         "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT",
          "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\(children)]}]}}
        """
    }

    static let set = """
        {"id": "1:1", "name": "Button", "type": "COMPONENT_SET", "description": "A button",
         "componentPropertyDefinitions": {
           "State": {"type": "VARIANT", "defaultValue": "Default", "variantOptions": ["Default", "Hover"]},
           "Icon#1:2": {"type": "BOOLEAN", "defaultValue": true},
           "Label#1:3": {"type": "TEXT", "defaultValue": "Go"},
           "Lead#1:4": {"type": "INSTANCE_SWAP", "defaultValue": "9:9", "preferredValues": [{"type": "COMPONENT", "key": "k1"}, {"key": "k2"}]},
           "Odd": {"type": "SLOT"}, "Bad": 3},
         "children": [{"id": "1:2", "name": "State=Default", "type": "COMPONENT", "children": [{"id": "1:5", "type": "TEXT", "characters": "Go"}]},
                      {"id": "1:3", "name": "State=Hover", "type": "COMPONENT", "absoluteBoundingBox": {"x": -1.5e+2, "y": 0, "width": 1E2}},
                      {"id": "1:4", "name": "", "type": "COMPONENT"}, {"id": "1:6", "name": "Note", "type": "TEXT"}]}
        """

    @Test func theFixturesReadAsFoundationReadsThem() throws {
        for name in ["eb-header-before-restructure.json", "button-states.json", "variables-two-modes.json"] {
            let data = try Data(contentsOf: FigmaImportTests.url(name))
            let tree = try? FigmaFileReader.library(FigmaFileReader.object(in: data, path: name), path: name)
            let quick = try? FigmaQuickReader.library(in: data, path: name)
            #expect(quick == tree, "\(name)")
        }
    }

    @Test func everyKindOfPropertyReadsAsTheTreeReadsIt() throws {
        let json = Self.file(Self.set + #", {"id": "2:1", "name": "Icon", "type": "COMPONENT"}"#)
        let library = try Self.quick(json)
        #expect(library == (try Self.tree(json)))
        #expect(library.version == "7" && library.fileKey == "Lib")
        #expect(library.components.map(\.name) == ["Button", "Icon"])
        let button = library.components[0]
        #expect(button.description == "A button" && button.page == "Page")
        #expect(button.properties.map(\.rawKey) == ["Icon#1:2", "Label#1:3", "Lead#1:4", "State"])
        #expect(button.properties.map(\.defaultValue) == ["true", "Go", "9:9", "Default"])
        #expect(button.properties.map(\.values) == [[], [], ["COMPONENT k1", "COMPONENT k2"], ["Default", "Hover"]])
        #expect(button.variants.map(\.nodeID) == ["1:2", "1:3"])
    }

    /// A set without an id is no component: the walk goes into it and finds its variants as
    /// standalone components; layers that hold no component are passed over either way.
    @Test func theWalkFindsWhatTheTreeWalkFinds() throws {
        let json = Self.file("""
            {"id": "5:0", "type": "FRAME", "name": "Frame", "children": [
              {"name": "Set", "type": "COMPONENT_SET", "children": [{"id": "5:1", "name": "A=1", "type": "COMPONENT"}]},
              {"id": 7, "name": "Numbered", "type": "COMPONENT"},
              {"id": "5:2", "name": "Empty kids", "type": "FRAME", "children": "none"},
              {"id": "5:3", "name": "Nested", "type": "GROUP", "children": [{"id": "5:4", "name": "Deep", "type": "COMPONENT"}]}]}
            """)
        #expect(try Self.quick(json) == (try Self.tree(json)))
        #expect(try Self.quick(json).components.map(\.name) == ["A=1", "Deep"])
    }

    @Test func escapesAndUnicodeReadAsFoundationReadsThem() throws {
        let names = [#"Quote \" back \\ slash \/ tab \t nl \n"#, #"caf\u00e9 \u00E9"#, #"smile \ud83d\ude00"#, "raw é ü 😀 中文",
                     #"nul \u0000 end"#, #"\b\f\r"#]
        for name in names {
            let json = Self.file(#"{"id": "3:1", "name": "\#(name)", "type": "COMPONENT", "skipped": "\#(name)"}"#)
            #expect(try Self.quick(json) == (try Self.tree(json)), "\(name)")
        }
        let json = Self.file(#"{"id": "3:1", "name": "caf\u00e9 \ud83d\ude00 \"q\"", "type": "COMPONENT"}"#)
        #expect(try Self.quick(json).components.map(\.name) == ["café 😀 \"q\""])
        let key = Self.file(#"{"\u0069d": "3:2", "name": "Escaped key", "type": "COMPONENT"}"#)
        #expect(try Self.quick(key).components.map(\.nodeID) == ["3:2"])
    }

    @Test(arguments: [
        #"lone high \ud83d here"#, #"lone low \ude00"#, #"bad escape \x"#, #"short \u12"#, #"not hex \u12G4"#,
        "tab\there", "newline\nhere",
    ])
    func aStringItCannotReadExactlyIsDeclined(_ name: String) {
        #expect(Self.declines(Self.file(#"{"id": "3:1", "name": "\#(name)", "type": "FRAME"}"#)))
    }

    @Test func invalidUTF8IsDeclinedEvenWhereItIsSkipped() {
        var bytes = Array(Self.file(#"{"id": "3:1", "name": "N", "type": "FRAME", "characters": "XY"}"#).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "X"))!
        bytes[at] = 0xC3
        bytes[at + 1] = 0x28                        // a lead byte without its continuation
        #expect(throws: FigmaQuickReadDeclined.self) { try FigmaQuickReader.library(in: Data(bytes), path: "t.json") }
    }

    @Test(arguments: ["0", "-0.5e+10", "1E2", "12.25", "-7", "3e-2"])
    func aValidNumberIsPassedOver(_ number: String) throws {
        let json = Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT", "x": \#(number)}"#)
        #expect(try Self.quick(json) == (try Self.tree(json)))
    }

    @Test(arguments: ["01", "1.", ".5", "-", "1e", "+1", "NaN", "Infinity", "1e999", "0x10", "tru", "nul"])
    func anInvalidOrUnrepresentableNumberIsDeclined(_ number: String) {
        #expect(Self.declines(Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT", "x": \#(number)}"#)))
    }

    /// Every truncation of a file is declined, and Foundation's path refuses it.
    @Test func everyTruncationIsDeclinedAndRefused() throws {
        let bytes = Array(Self.file(Self.set).utf8)
        for count in 0..<bytes.count {
            let data = Data(bytes[0..<count])
            #expect(throws: FigmaQuickReadDeclined.self) { try FigmaQuickReader.library(in: data, path: "t.json") }
            if count % 41 == 0 {
                #expect(throws: InputErrors.self) { try Self.tree(String(decoding: data, as: UTF8.self)) }
            }
        }
        #expect(try FigmaQuickReader.library(in: Data(bytes + Array(" \n\t\r".utf8)), path: "t.json").components.count == 1)
        #expect(Self.declines(Self.file(Self.set) + " x"))
        #expect(Self.declines(Self.file(Self.set) + " {}"))
    }

    /// Shapes and values the quick reader leaves to the tree, and what the tree makes of them.
    @Test func unusualShapesAreLeftToTheTree() throws {
        let cases = [
            Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT", "id": "3:2"}"#),            // a read key twice
            Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT"}, 3"#),                     // a child that is no object
            Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT_SET", "componentPropertyDefinitions": {"A": {"type": "VARIANT", "variantOptions": [1, 2]}}}"#),
            Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT_SET", "componentPropertyDefinitions": {"A": {"type": "TEXT", "defaultValue": 4}}}"#),
            Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT"}"#, extra: #", "status": 200"#),
            #"["not", "an", "object"]"#, "\u{FEFF}" + Self.file(""), #"{"document": 3, "name": "X"}"#,
        ]
        for json in cases {
            #expect(Self.declines(json), "\(json)")
            // Whatever the tree makes of it, reading through FigmaFileReader gives the same.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("quick-\(UUID().uuidString).json")
            try Data(json.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let read = try? FigmaFileReader.read(url, path: "t.json")
            #expect(read == (try? Self.tree(json)))
        }
    }

    @Test func aNumericVersionReadsAsFoundationPrintsIt() throws {
        for version in ["12", "1.5", "true", "null"] {
            let json = #"{"name": "Lib", "version": \#(version), "document": {"id": "0:0", "type": "DOCUMENT", "children": []}}"#
            #expect(try Self.quick(json) == (try Self.tree(json)), "\(version)")
        }
    }

    /// JSON nested past the scanner's bound (in a value it skips) and nodes past the walk's
    /// bound are declined; the tree then reads the first and refuses the second as before.
    @Test func deepNestingIsDeclinedAndDecidedByTheTree() throws {
        let deepValue = String(repeating: "[", count: 490) + String(repeating: "]", count: 490)
        let json = Self.file(#"{"id": "3:1", "name": "N", "type": "COMPONENT", "x": \#(deepValue)}"#)
        #expect(Self.declines(json))
        #expect(try Self.tree(json).components.map(\.name) == ["N"])
        var node = #"{"id": "9:9", "name": "Leaf", "type": "COMPONENT"}"#
        for level in 0...FigmaFileReader.maximumDepth { node = #"{"id": "2:\#(level)", "type": "FRAME", "children": [\#(node)]}"# }
        #expect(Self.declines(Self.file(node)))
        #expect(throws: InputErrors.self) { try Self.tree(Self.file(node)) }
    }

    /// A variant name is split the same byte by byte (ASCII) as Character by Character.
    @Test(arguments: ["State=Pressed, Size=Large", "a=1,b = 2 ,  c\t=\t3", "=x", "a=", "==b", "=a=b", " , ,", "x=1,,y=2",
                      "a=b=c", "a = \r\n", "\r\n=1", "k =  ", "no pairs", ""])
    func anASCIINameSplitsAsItsCharactersDo(_ name: String) throws {
        let ascii = try #require(FigmaVariant.asciiPairs(name))
        let characters = FigmaVariant.characterPairs(name)
        #expect(ascii.map { "\($0.property)|\($0.value)" } == characters.map { "\($0.property)|\($0.value)" })
        #expect(FigmaVariant.asciiPairs("Größe=groß") == nil)
        #expect(FigmaVariant(nodeID: "1:1", name: "Größe = groß , É=\u{00A0}x\u{00A0}").values.map { "\($0.property)|\($0.value)" }
                == ["Größe|groß", "É|x"])
    }
}
