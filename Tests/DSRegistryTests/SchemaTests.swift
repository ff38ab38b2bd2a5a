import Foundation
import GRDB
import Testing
@testable import DSRegistry

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

    @Test func everyCheckListEqualsItsVocabulary() throws {
        let pairs: [(String, String, [String])] = [
            ("component", "status", LifecycleStatus.rawValues), ("property", "kind", PropertyKind.rawValues),
            ("property_signature", "platform", SignaturePlatform.rawValues), ("state_coverage", "state", InteractionState.rawValues),
            ("state_support", "platform", Platform.rawValues), ("state_support", "support", StateSupport.rawValues),
            ("token", "type", TokenType.rawValues), ("spec", "section", SpecSection.rawValues),
            ("api_type", "kind", ApiTypeKind.rawValues), ("api_member", "kind", ApiMemberKind.rawValues),
            ("availability", "platform", Platform.rawValues), ("accessibility_requirement", "kind", AccessibilityKind.rawValues),
            ("guideline", "kind", GuidelineKind.rawValues), ("behavior", "kind", BehaviorKind.rawValues),
            ("relationship", "kind", RelationshipKind.rawValues), ("criterion", "id", Criterion.rawValues),
            ("recommendation", "kind", RecommendationKind.rawValues), ("assessment", "kind", AssessmentKind.rawValues),
            ("assessment", "status", AssessmentStatus.rawValues), ("assessment", "verdict", Verdict.rawValues),
            ("assessment", "overall_status", CriterionStatus.rawValues), ("health_check", "dimension", HealthDimension.rawValues),
            ("health_check", "status", HealthStatus.rawValues), ("criterion_score", "status", CriterionStatus.rawValues),
            ("assessment_issue", "status", IssueStatus.rawValues), ("assessment_recommendation", "status", RecommendationStatus.rawValues),
            ("tracked_item", "status", TrackedItemStatus.rawValues), ("component_name", "kind", ComponentName.Kind.rawValues),
            ("restructure_change", "operation", RestructureChange.operations), ("spec_facet", "aspect", SpecAspect.rawValues),
        ]
        for (table, column, values) in pairs {
            #expect(try checkList(table, column) == values, "\(table).\(column)")
        }
    }

    @Test func criteriaTableNamesTheSevenCriteria() throws {
        let registry = try Registry.inMemory()
        let rows: [String] = try registry.values("SELECT id || ' ' || name FROM criterion ORDER BY ordinal")
        #expect(rows == Criterion.allCases.map { "\($0.rawValue) \($0.name)" })
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
        let data = try Data(contentsOf: TestPaths.seeds.appendingPathComponent("schema.json"))
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

/// Records that encode their columns by hand (RegistryRecord+Persistence.swift) must write
/// every column of their table, or a column added later would silently stay empty.
@Suite struct BulkInsertableTests {
    static let rows: [any BulkInsertable & Sendable] = [
        VariantValue(variantId: 1, propertyId: 1, value: "x"),
        Variant(componentId: 1, name: "v", ordinal: 0),
        Property(componentId: 1, name: "p", kind: .boolean, required: false, implicit: false, ordinal: 0),
        PropertyValue(propertyId: 1, value: "x", ordinal: 0),
        PropertySignature(propertyId: 1, platform: .swiftui, signature: "s"),
        StateCoverage(componentId: 1, state: .pressed, scope: "c", ordinal: 0),
        StateSupportRow(coverageId: 1, platform: .ios, support: .supported),
        BindingGroup(componentId: 1, title: "t", ordinal: 0),
        TokenBinding(groupId: 1, role: "r", label: "l", tokenPath: "t", rawValue: nil, ordinal: 0),
        Assessment(componentId: 1, version: "1.0.0", versionMajor: 1, versionMinor: 0, versionPatch: 0, date: "2025-01-01",
                   kind: .major, title: "t", status: .published, verdict: .ready),
        CriterionScore(assessmentId: 1, criterionId: .c1, status: .ready, note: nil),
        HealthCheck(assessmentId: 1, dimension: .reusable, status: .pass, note: nil),
        Issue(componentId: 1, key: "i", title: "t", ordinal: 0),
        Recommendation(componentId: 1, key: "r", kind: .rename, title: "t", ordinal: 0),
        AssessmentIssue(assessmentId: 1, issueId: 1, status: .open),
        AssessmentRecommendation(assessmentId: 1, recommendationId: 1, status: .proposed),
    ]

    /// Columns only a restructure writes (`carries_out`): a seeded row leaves them NULL.
    static let restructureColumns: [String: Set<String>] = [
        "issue": ["resolved_by"], "recommendation": ["done_by"], "binding_group": ["merged_variant_id"],
    ]

    /// A bulk row binds a value to every column of its table, by name and by position.
    @Test(arguments: 0..<rows.count)
    func everyBulkRowListsEveryColumnOfItsTableOnce(_ index: Int) throws {
        let row = Self.rows[index]
        let table = type(of: row).databaseTableName
        let listed = type(of: row).insertion.columns
        let columns = try Registry.inMemory().writer.read { db in try db.columns(in: table).map(\.name) }
        #expect(Set(columns).subtracting(listed) == Self.restructureColumns[table, default: []], "\(table)")
        #expect(Set(listed).isSubset(of: columns), "\(table)")
        #expect(Set(listed).count == listed.count, "\(table) lists a column twice")
        #expect(row.insertValues.count == listed.count, "\(table) has one value per column")
        let encoded = try row.databaseDictionary.keys
        #expect(Set(encoded) == Set(listed), "\(table): GRDB's encode(to:) writes the same columns")
    }
}
