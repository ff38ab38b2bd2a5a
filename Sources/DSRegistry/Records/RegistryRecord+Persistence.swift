import GRDB

/// A row a seed writes by the thousand (per component: 128 variant values, 17 scores, 16
/// variants, 15 bindings, 15 recommendation statuses, 12 state supports, …). Its columns are
/// listed once, in one place, and bound by position to one cached `INSERT` statement:
/// GRDB's record path (an `Encodable` encoder, a dictionary-shaped container and an INSERT
/// built per row) cost about 14 µs a row, most of a 10,000-component seed. The same list
/// serves GRDB's `encode(to:)`, so a record written either way has the same columns.
public protocol BulkInsertable: RegistryRecord, Encodable, TableRecord {
    /// The table's columns, as the schema spells them, and the INSERT that binds them.
    static var insertion: BulkInsertion { get }
    /// One value per column of `insertion.columns`, in that order (NULL for an id SQLite assigns).
    var insertValues: [DatabaseValue] { get }
}

/// A table's column list and its positional INSERT, built once per record type.
public struct BulkInsertion: Sendable {
    public let columns: [String]
    let sql: String

    init(_ table: String, _ columns: [String]) {
        self.columns = columns
        sql = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }
}

extension BulkInsertable {
    public func encode(to container: inout PersistenceContainer) throws {
        for (column, value) in zip(Self.insertion.columns, insertValues) {
            container[column] = value
        }
    }
}

extension Database {
    /// Inserts `row` through its table's cached statement; returns the new row id.
    @discardableResult
    func insertRow<Row: BulkInsertable>(_ row: Row) throws -> Int64 {
        try cachedStatement(sql: Row.insertion.sql).execute(arguments: StatementArguments(row.insertValues))
        return lastInsertedRowID
    }
}

extension VariantValue: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["variant_id", "property_id", "value"])
    public var insertValues: [DatabaseValue] {
        [variantId.databaseValue, propertyId.databaseValue, value.databaseValue]
    }
}

extension Variant: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "name", "group_id", "style", "description", "in_design", "in_development", "as_written",
        "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, name.databaseValue, groupId.databaseValue, style.databaseValue,
            description.databaseValue, inDesign.databaseValue, inDevelopment.databaseValue, asWritten.databaseValue,
            ordinal.databaseValue,
        ]
    }
}

extension Property: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "name", "kind", "default_value", "required", "implicit", "figma_name", "description",
        "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, name.databaseValue, kind.databaseValue,
            defaultValue.databaseValue, required.databaseValue, implicit.databaseValue, figmaName.databaseValue,
            description.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension PropertyValue: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["property_id", "value", "ordinal"])
    public var insertValues: [DatabaseValue] { [propertyId.databaseValue, value.databaseValue, ordinal.databaseValue] }
}

extension PropertySignature: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["property_id", "platform", "signature"])
    public var insertValues: [DatabaseValue] {
        [propertyId.databaseValue, platform.databaseValue, signature.databaseValue]
    }
}

extension StateCoverage: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "state", "scope", "label", "property", "note", "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, state.databaseValue, scope.databaseValue, label.databaseValue,
            property.databaseValue, note.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension StateSupportRow: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["coverage_id", "platform", "support"])
    public var insertValues: [DatabaseValue] {
        [coverageId.databaseValue, platform.databaseValue, support.databaseValue]
    }
}

extension BindingGroup: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "variant_id", "title", "note", "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, variantId.databaseValue, title.databaseValue,
            note.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension TokenBinding: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "group_id", "role", "label", "token_path", "raw_value", "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, groupId.databaseValue, role.databaseValue, label.databaseValue, tokenPath.databaseValue,
            rawValue.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension Assessment: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "version", "version_major", "version_minor", "version_patch", "date", "kind", "title",
        "design_node", "status", "verdict", "verdict_note", "verdict_status", "overall_status", "headline", "summary",
        "content_hash", "property_count", "variant_count",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, version.databaseValue, versionMajor.databaseValue,
            versionMinor.databaseValue, versionPatch.databaseValue, date.databaseValue, kind.databaseValue,
            title.databaseValue, designNode.databaseValue, status.databaseValue, verdict.databaseValue,
            verdictNote.databaseValue, verdictStatus.databaseValue, overallStatus.databaseValue, headline.databaseValue,
            summary.databaseValue, contentHash.databaseValue, propertyCount.databaseValue, variantCount.databaseValue,
        ]
    }
}

extension CriterionScore: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "criterion_id", "status", "note"])
    public var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, criterionId.databaseValue, status.databaseValue, note.databaseValue]
    }
}

extension HealthCheck: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "dimension", "status", "note"])
    public var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, dimension.databaseValue, status.databaseValue, note.databaseValue]
    }
}

extension Issue: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "key", "criterion_id", "title", "detail", "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, key.databaseValue, criterionId.databaseValue,
            title.databaseValue, detail.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension Recommendation: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "key", "kind", "title", "detail", "ordinal",
    ])
    public var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, key.databaseValue, kind.databaseValue, title.databaseValue,
            detail.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension AssessmentIssue: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "issue_id", "status"])
    public var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, issueId.databaseValue, status.databaseValue]
    }
}

extension AssessmentRecommendation: BulkInsertable {
    public static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "recommendation_id", "status"])
    public var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, recommendationId.databaseValue, status.databaseValue]
    }
}
