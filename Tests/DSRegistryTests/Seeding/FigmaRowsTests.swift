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

/// The Figma import binds its rows straight to SQLite (`FigmaRows`): texts, empty texts and
/// NULLs land as GRDB stored them, a node id seen twice keeps its first occurrence, and a
/// row SQLite refuses fails the import with nothing written.
@Suite struct FigmaRowsTests {
    static func imported(_ json: String) throws -> (Registry, Result<FigmaImportReport, Error>) {
        let registry = try SeededRegistry.shared.copy()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = Result { try registry.importFigma([url], paths: ["rows.json"], system: "eb", importedAt: "2026-01-01T00:00:00Z") }
        return (registry, result)
    }

    static func file(_ children: String) -> String {
        #"{"name": "Rows", "document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Page", "type": "CANVAS", "children": [\#(children)]}]}}"#
    }

    @Test func textsEmptyTextsAndNullsAreStoredAsTheyRead() throws {
        let (registry, result) = try Self.imported(Self.file("""
            {"id": "1:1", "name": "Chip ✓", "type": "COMPONENT_SET",
             "componentPropertyDefinitions": {"Label#1:9": {"type": "TEXT", "defaultValue": ""}, "Size": {"type": "VARIANT", "variantOptions": ["", "Größe L"]}},
             "children": [{"id": "1:2", "name": "Size= , Tone=Ünï", "type": "COMPONENT"}, {"id": "1:2", "name": "Size=L", "type": "COMPONENT"}]},
            {"id": "1:1", "name": "Chip again", "type": "COMPONENT"}
            """))
        let report = try result.get()
        #expect(report.files.map(\.variants) == [2])
        #expect(try Self.rows(registry, "SELECT node_id, name, lookup_key, description IS NULL, page FROM figma_component")
                == ["1:1|Chip ✓|chip|1|Page"])
        #expect(try Self.rows(registry, "SELECT raw_key, name, default_value IS NULL, quote(default_value) FROM figma_property ORDER BY ordinal")
                == ["Label#1:9|Label|0|''", "Size|Size|1|NULL"])
        #expect(try Self.rows(registry, "SELECT quote(value), quote(value_key), ordinal FROM figma_property_value ORDER BY ordinal")
                == ["''|''|0", "'Größe L'|'größel'|1"])
        #expect(try Self.rows(registry, "SELECT node_id, name FROM figma_variant") == ["1:2|Size= , Tone=Ünï"])
        #expect(try Self.rows(registry, "SELECT property, quote(value) FROM figma_variant_value ORDER BY property")
                == ["Size|''", "Tone|'Ünï'"])
    }

    /// A property key SQLite's CHECK refuses ('' is no key): the import fails, nothing is written.
    @Test func aRowSQLiteRefusesFailsTheWholeImport() throws {
        let (registry, result) = try Self.imported(Self.file("""
            {"id": "1:1", "name": "Chip", "type": "COMPONENT_SET", "componentPropertyDefinitions": {"": {"type": "TEXT"}}}
            """))
        #expect(throws: DatabaseError.self) { try result.get() }
        #expect(try Self.rows(registry, "SELECT count(*) FROM figma_file") == ["0"])
    }

    /// Each row's columns joined with "|", as text.
    static func rows(_ registry: Registry, _ sql: String) throws -> [String] {
        try registry.writer.read { db in
            try Row.fetchAll(db, sql: sql).map { row in
                row.databaseValues.map { value in String.fromDatabaseValue(value) ?? Int64.fromDatabaseValue(value).map { "\($0)" } ?? "NULL" }
                    .joined(separator: "|")
            }
        }
    }
}
