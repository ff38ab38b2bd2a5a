import GRDB
import Testing
@testable import DSRegistry

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

    /// Rows gathered in `LeafRows` are written as multi-row INSERTs: they keep their order and
    /// get the ids one INSERT each would have given, a batch boundary included; a bad row fails
    /// the whole write with SQLite's own message, and the transaction leaves nothing behind.
    @Test func leafRowsGetTheIdsSingleInsertsWouldAndFailAsOne() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let group: Int64 = try #require(try registry.value("SELECT min(id) FROM binding_group"))
        let before: Int64 = try #require(try registry.value("SELECT max(id) FROM token_binding"))
        let count = LeafRows.batch * 2 + 3
        try registry.writer.write { db in
            let leaves = LeafRows(db)
            for index in 0..<count {
                try leaves.append(TokenBinding(groupId: group, role: "role \(index)", label: "l", tokenPath: nil, rawValue: "1", ordinal: 1000 + index))
            }
            try leaves.flush()
        }
        let written: [String] = try registry.values("SELECT id || ' ' || role FROM token_binding WHERE id > ? ORDER BY id", [before])
        #expect(written == (0..<count).map { "\(before + 1 + Int64($0)) role \($0)" })

        let dump = try registry.dumpContent()
        #expect(throws: DatabaseError.self) {
            try registry.writer.write { db in
                let leaves = LeafRows(db)
                try leaves.append(TokenBinding(groupId: group, role: "fine", label: "l", tokenPath: nil, rawValue: "1", ordinal: 1))
                try leaves.append(TokenBinding(groupId: 999_999, role: "no such group", label: "l", tokenPath: nil, rawValue: "1", ordinal: 2))
                try leaves.flush()
            }
        }
        #expect(try registry.dumpContent() == dump)
    }
}
