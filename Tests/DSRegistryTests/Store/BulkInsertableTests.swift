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
        CriterionScore(assessmentId: 1, criterionId: "C1", status: .ready, note: nil),
        HealthCheck(assessmentId: 1, dimension: .reusable, status: .pass, note: nil),
        Issue(componentId: 1, key: "i", title: "t", ordinal: 0),
        Recommendation(componentId: 1, key: "r", kind: .rename, title: "t", ordinal: 0),
        AssessmentIssue(assessmentId: 1, issueId: 1, status: .open),
        AssessmentRecommendation(assessmentId: 1, recommendationId: 1, status: .proposed),
        Component(systemId: "s", key: "k", name: "n", status: .active),
        ComponentName(componentId: 1, systemId: "s", name: "n", lookupKey: "n", kind: .current),
        Token(systemId: "s", path: "p", mode: "default", deprecated: false),
    ]


    /// Columns only a restructure writes (`carries_out`): a seeded row leaves them NULL.
    static let restructureColumns: [String: Set<String>] = [
        "issue": ["resolved_by"], "recommendation": ["done_by"], "binding_group": ["merged_variant_id"],
        "component_name": ["renamed_by"],
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

    /// A bulk table's parents are exactly the bulk tables its foreign keys point to, so
    /// `RowBatches` writes every parent row before a child that needs it.
    @Test(arguments: 0..<rows.count)
    func everyBulkRowNamesTheBulkTablesItPointsTo(_ index: Int) throws {
        let insertion = type(of: Self.rows[index]).insertion
        let bulkTables = Set(Self.rows.map { type(of: $0).insertion.table })
        let pointedTo: [String] = try Registry.inMemory().writer.read { db in
            try Row.fetchAll(db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [insertion.table]).map { $0[0] }
        }
        #expect(Set(insertion.parents) == Set(pointedTo).intersection(bulkTables), "\(insertion.table)")
    }

    /// Rows gathered in `RowBatches` are written as multi-row INSERTs: they keep their order and
    /// get the ids one INSERT each would have given, a batch boundary included; a bad row fails
    /// the whole write with SQLite's own message, and the transaction leaves nothing behind.
    @Test(arguments: [8, RowBatches.batch])
    func leafRowsGetTheIdsSingleInsertsWouldAndFailAsOne(rowsPerStatement: Int) throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let group: Int64 = try #require(try registry.value("SELECT min(id) FROM binding_group"))
        let before: Int64 = try #require(try registry.value("SELECT max(id) FROM token_binding"))
        let count = rowsPerStatement * 2 + 3
        try registry.writer.write { db in
            let rows = RowBatches(db, rowsPerStatement: rowsPerStatement)
            for index in 0..<count {
                try rows.append(TokenBinding(groupId: group, role: "role \(index)", label: "l", tokenPath: nil, rawValue: "1", ordinal: 1000 + index))
            }
            try rows.flush()
        }
        let written: [String] = try registry.values("SELECT id || ' ' || role FROM token_binding WHERE id > ? ORDER BY id", [before])
        #expect(written == (0..<count).map { "\(before + 1 + Int64($0)) role \($0)" })

        let dump = try registry.dumpContent()
        #expect(throws: DatabaseError.self) {
            try registry.writer.write { db in
                let rows = RowBatches(db)
                try rows.append(TokenBinding(groupId: group, role: "fine", label: "l", tokenPath: nil, rawValue: "1", ordinal: 1))
                try rows.append(TokenBinding(groupId: 999_999, role: "no such group", label: "l", tokenPath: nil, rawValue: "1", ordinal: 2))
                try rows.flush()
            }
        }
        #expect(try registry.dumpContent() == dump)
    }

    /// A run of few files writes statements of few rows: compiling a statement costs about as
    /// much as running its rows one by one, so a large one pays only when it is used often.
    @Test func aRunOfFewFilesWritesStatementsOfFewRows() {
        #expect([0, 1, 2, 8, 9, 100, 128, 129, 2000].map(RowBatches.rowsPerStatement(files:)) == [8, 8, 8, 8, 16, 128, 128, 256, 256])
    }

    /// A parent gets its id before it is written: the largest id its table holds plus one, then
    /// counting up, as SQLite would give. A child batch that fills first writes the parents'
    /// pending rows before its own, so the foreign keys hold.
    @Test func parentsGetTheirIdsBeforeTheyAreWrittenAndAreWrittenFirst() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        let component: Int64 = try #require(try registry.value("SELECT min(id) FROM component"))
        let before: Int64 = try #require(try registry.value("SELECT max(id) FROM property"))
        let ids = try registry.writer.write { db in
            let rows = RowBatches(db)
            var ids: [Int64] = []
            for name in ["first", "second"] {
                let id = try rows.newID(for: Property.self)
                ids.append(id)
                try rows.append(Property(id: id, componentId: component, name: name, kind: .boolean, required: false,
                                         implicit: false, ordinal: 100 + ids.count))
                for ordinal in 0..<RowBatches.batch {
                    try rows.append(PropertyValue(propertyId: id, value: "\(name) \(ordinal)", ordinal: ordinal))
                }
            }
            try rows.flush()
            return ids
        }
        #expect(ids == [before + 1, before + 2])
        let written: [String] = try registry.values("SELECT id || ' ' || name FROM property WHERE id > ? ORDER BY id", [before])
        #expect(written == ["\(before + 1) first", "\(before + 2) second"])
        let values: Int = try #require(try registry.value("SELECT count(*) FROM property_value WHERE property_id > ?", [before]))
        #expect(values == RowBatches.batch * 2)
    }
}
