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

@Suite struct SchemaTests {
    /// The CHECK list of `table.column`, as written in the schema.
    func checkList(_ table: String, _ column: String) throws -> [String] {
        let registry = try Registry.inMemory()
        let sql: String = try #require(try registry.value("SELECT sql FROM sqlite_master WHERE name = ?", [table]))
        let flat = sql.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        let marker = "CHECK (\(column) IN ("
        let start = try #require(flat.range(of: marker))
        let rest = flat[start.upperBound...]
        let end = try #require(rest.range(of: "))"))
        return rest[..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
    }

    /// Platforms are data since v13 (issue 33): a platform column takes any lowercase slug, as
    /// `Platform(rawValue:)` does, and no closed list.
    @Test func everyPlatformColumnChecksASlug() throws {
        let registry = try Registry.inMemory()
        let slug = "platform GLOB '[a-z]*' AND platform NOT GLOB '*[^a-z0-9-]*'"
        for table in ["state_support", "availability", "accessibility_requirement"] {
            let sql: String = try #require(try registry.value("SELECT sql FROM sqlite_master WHERE name = ?", [table]))
            #expect(sql.contains("CHECK (\(slug))"), "\(table).platform")
            #expect(!sql.contains("platform IN ("), "\(table).platform")
        }
        for id in ["ios", "web", "react-native", "compose-multiplatform", "watchos"] { #expect(Platform(rawValue: id) != nil) }
        for id in ["iOS", "", "-web", "2d", "react native", "web_app"] { #expect(Platform(rawValue: id) == nil, "\(id)") }
    }

    @Test func everyCheckListEqualsItsVocabulary() throws {
        let pairs: [(String, String, [String])] = [
            ("component", "status", LifecycleStatus.rawValues), ("property", "kind", PropertyKind.rawValues),
            ("property_signature", "platform", SignaturePlatform.rawValues), ("state_coverage", "state", InteractionState.rawValues),
            ("platform_state_word", "state", InteractionState.rawValues), ("state_support", "support", StateSupport.rawValues),
            ("token", "type", TokenType.rawValues), ("spec", "section", SpecSection.rawValues),
            ("api_type", "kind", ApiTypeKind.rawValues), ("api_member", "kind", ApiMemberKind.rawValues),
            ("accessibility_requirement", "kind", AccessibilityKind.rawValues),
            ("guideline", "kind", GuidelineKind.rawValues), ("behavior", "kind", BehaviorKind.rawValues),
            ("relationship", "kind", RelationshipKind.rawValues), ("property", "unit", PropertyUnit.rawValues),
            ("recommendation", "kind", RecommendationKind.rawValues), ("assessment", "kind", AssessmentKind.rawValues),
            ("assessment", "status", AssessmentStatus.rawValues), ("assessment", "verdict", Verdict.rawValues),
            ("assessment", "overall_status", CriterionStatus.rawValues), ("health_check", "dimension", HealthDimension.rawValues),
            ("health_check", "status", HealthStatus.rawValues), ("criterion_score", "status", CriterionStatus.rawValues),
            ("assessment_issue", "status", IssueStatus.rawValues), ("assessment_recommendation", "status", RecommendationStatus.rawValues),
            ("tracked_item", "status", TrackedItemStatus.rawValues), ("component_name", "kind", ComponentName.Kind.rawValues),
            ("restructure_change", "operation", RestructureChange.operations), ("spec_facet", "aspect", SpecAspect.rawValues),
            ("codeconnect_finding", "kind", CodeConnectCheck.Kind.rawValues),
            ("codeconnect_finding", "platform", CodeConnectPlatform.rawValues),
        ]
        for (table, column, values) in pairs {
            #expect(try checkList(table, column) == values, "\(table).\(column)")
        }
    }

    @Test func criteriaTableNamesTheSevenCriteria() throws {
        let registry = try Registry.inMemory()
        let rows: [String] = try registry.values("SELECT id || ' ' || name FROM criterion WHERE system_id IS NULL ORDER BY ordinal")
        #expect(rows == Criterion.allCases.map { "\($0.rawValue) \($0.name)" })
        let meanings: [String] = try registry.values("SELECT meaning FROM criterion WHERE system_id IS NULL ORDER BY ordinal")
        #expect(meanings == Criterion.allCases.map(\.meaning))
    }

    @Test func constraintsLiveInTheSchema() throws {
        let registry = try Registry.inMemory()
        try registry.writer.write { db in
            try db.execute(sql: "INSERT INTO design_system (id, name) VALUES ('x', 'X')")
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO component (system_id, key, name, status) VALUES ('x', 'a', 'A', 'alive')")
            }
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: "INSERT INTO component (system_id, key, name) VALUES ('nowhere', 'a', 'A')")
            }
        }
    }

    @Test func fileRegistryUsesWALWithForeignKeys() throws {
        let folder = try TemporaryFolder()
        let registry = try Registry(path: folder.url.appendingPathComponent("r.sqlite").path)
        let mode: String? = try registry.value("PRAGMA journal_mode")
        let keys: Int? = try registry.value("PRAGMA foreign_keys")
        #expect(mode == "wal")
        #expect(keys == 1)
    }

    /// Seeds/schema.json documents the same keys the reader accepts, for every kind of mapping.
    @Test func jsonSchemaMatchesTheSeedFormat() throws {
        let data = try Data(contentsOf: TestPaths.shippedSeeds.appendingPathComponent("schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: [String: Any]])
        #expect(Set(defs.keys) == Set(SeedFormat.all.keys))
        for (name, keys) in SeedFormat.all {
            let properties = (defs[name]?["properties"] as? [String: Any]).map { Set($0.keys) }
            #expect(properties == Set(keys.allowed), "\(name) properties")
            let required = Set(defs[name]?["required"] as? [String] ?? [])
            #expect(required == Set(keys.required), "\(name) required")
        }
    }
}
