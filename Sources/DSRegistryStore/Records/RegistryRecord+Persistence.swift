import GRDB
import GRDBSQLite
import DSRegistryCore

/// A row a seed writes by the thousand (per component: 128 variant values, 17 scores, 16
/// variants, 15 bindings, 15 recommendation statuses, 12 state supports, …). Its columns are
/// listed once, in one place, and bound by position to cached multi-row `INSERT`s (`RowBatches`):
/// GRDB's record path (an `Encodable` encoder, a dictionary-shaped container and an INSERT
/// built per row) cost about 14 µs a row, most of a 10,000-component seed. The same list
/// serves GRDB's `encode(to:)`, so a record written either way has the same columns.
///
/// Components and their names are gathered the same way: through GRDB's record path they and
/// the seed file's row (`SeedFile.record`) were a third of the writer's time.
package protocol BulkInsertable: RegistryRecord, Encodable, TableRecord {
    /// The table's columns, as the schema spells them, and the INSERT that binds them.
    static var insertion: BulkInsertion { get }
    /// One value per column of `insertion.columns`, in that order (NULL for an id SQLite assigns).
    var insertValues: [DatabaseValue] { get }
}

/// A table's column list and its positional INSERT, built once per record type.
package struct BulkInsertion: Sendable {
    let table: String
    package let columns: [String]
    /// The tables of bulk rows this table's foreign keys point to: `RowBatches` writes their
    /// pending rows first, so every parent key exists when SQLite checks it.
    let parents: [String]
    /// The INSERT of 1, 2, 4, …, `RowBatches.batch` rows (index: the power of two), the only
    /// sizes `RowBatches` writes, built once.
    private let sqlBySize: [String]

    init(_ table: String, _ columns: [String], parents: [String] = []) {
        self.table = table
        self.columns = columns
        self.parents = parents
        let head = "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
        let tuple = "(" + columns.map { _ in "?" }.joined(separator: ", ") + ")"
        sqlBySize = (0...RowBatches.batch.trailingZeroBitCount).map { power in
            head + repeatElement(tuple, count: 1 << power).joined(separator: ", ")
        }
    }

    /// The INSERT of `rows` rows at once: a power of two, at most `RowBatches.batch`.
    func sql(rows: Int) -> String {
        precondition(rows.nonzeroBitCount == 1 && rows <= RowBatches.batch, "RowBatches writes powers of two")
        return sqlBySize[rows.trailingZeroBitCount]
    }
}

extension BulkInsertable {
    package func encode(to container: inout PersistenceContainer) throws {
        for (column, value) in zip(Self.insertion.columns, insertValues) {
            container[column] = value
        }
    }
}

extension Database {
    /// Binds `values`, in order, to the cached statement `sql` and steps it once.
    ///
    /// The values are bound with `sqlite3_bind_*` and the statement stepped here, not through
    /// `Statement.execute(arguments:)`: building `StatementArguments` (a key path per value)
    /// and GRDB's execution bookkeeping were a sixth of a seed, for rows that only ever go
    /// into an open transaction of this connection. An error is GRDB's `DatabaseError`, as
    /// `execute` would throw it.
    func insertRows(sql: String, values: ArraySlice<DatabaseValue>) throws {
        let statement = try cachedStatement(sql: sql)
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(handle, index)
            case .int64(let number): code = sqlite3_bind_int64(handle, index, number)
            case .double(let number): code = sqlite3_bind_double(handle, index, number)
            case .string(let text): code = sqlite3_bind_text(handle, index, text, -1, Self.transient)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient) }
            }
            guard code == SQLITE_OK else { throw failure(code, statement) }
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let error = failure(code, statement)
            sqlite3_reset(handle)
            throw error
        }
        sqlite3_reset(handle)
    }

    private func failure(_ code: Int32, _ statement: Statement) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqliteConnection)),
                      sql: statement.sql)
    }

    /// SQLite copies bound text and blobs at once.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

extension VariantValue: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["variant_id", "property_id", "value"], parents: ["variant", "property"])
    package var insertValues: [DatabaseValue] {
        [variantId.databaseValue, propertyId.databaseValue, value.databaseValue]
    }
}

extension Variant: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "name", "group_id", "style", "description", "in_design", "in_development", "as_written",
        "ordinal",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, name.databaseValue, groupId.databaseValue, style.databaseValue,
            description.databaseValue, inDesign.databaseValue, inDevelopment.databaseValue, asWritten.databaseValue,
            ordinal.databaseValue,
        ]
    }
}

extension Property: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "name", "kind", "default_value", "required", "implicit", "figma_name", "description",
        "ordinal", "unit",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, name.databaseValue, kind.databaseValue,
            defaultValue.databaseValue, required.databaseValue, implicit.databaseValue, figmaName.databaseValue,
            description.databaseValue, ordinal.databaseValue, unit.databaseValue,
        ]
    }
}

extension PropertyValue: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["property_id", "value", "ordinal"], parents: ["property"])
    package var insertValues: [DatabaseValue] { [propertyId.databaseValue, value.databaseValue, ordinal.databaseValue] }
}

extension PropertySignature: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["property_id", "platform", "signature"], parents: ["property"])
    package var insertValues: [DatabaseValue] {
        [propertyId.databaseValue, platform.databaseValue, signature.databaseValue]
    }
}

extension StateCoverage: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "state", "scope", "label", "property", "note", "ordinal",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, state.databaseValue, scope.databaseValue, label.databaseValue,
            property.databaseValue, note.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension StateSupportRow: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["coverage_id", "platform", "support"], parents: ["state_coverage"])
    package var insertValues: [DatabaseValue] {
        [coverageId.databaseValue, platform.databaseValue, support.databaseValue]
    }
}

extension BindingGroup: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "variant_id", "title", "note", "ordinal",
    ], parents: ["component", "variant"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, variantId.databaseValue, title.databaseValue,
            note.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension TokenBinding: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "group_id", "role", "label", "token_path", "raw_value", "ordinal",
    ], parents: ["binding_group"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, groupId.databaseValue, role.databaseValue, label.databaseValue, tokenPath.databaseValue,
            rawValue.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension Token: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "system_id", "path", "mode", "type", "value", "alias_of", "description", "deprecated", "group_name", "label",
        "file_id", "line", "declared_type", "group_type", "value_json", "deprecation", "extensions", "resolved_value",
        "alias_depth", "dangling", "mode_dependent", "alias_chain",
    ])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, systemId.databaseValue, path.databaseValue, mode.databaseValue, type.databaseValue,
            value.databaseValue, aliasOf.databaseValue, description.databaseValue, deprecated.databaseValue,
            groupName.databaseValue, label.databaseValue, fileId.databaseValue, line.databaseValue,
            declaredType.databaseValue, groupType.databaseValue, valueJson.databaseValue, deprecation.databaseValue,
            extensions.databaseValue, resolvedValue.databaseValue, aliasDepth.databaseValue, dangling.databaseValue,
            modeDependent.databaseValue, aliasChain.databaseValue,
        ]
    }
}

extension Assessment: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "version", "version_major", "version_minor", "version_patch", "date", "kind", "title",
        "design_node", "status", "verdict", "verdict_note", "verdict_status", "overall_status", "headline", "summary",
        "content_hash", "property_count", "variant_count",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
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
    package static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "criterion_id", "status", "note"], parents: ["assessment"])
    package var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, criterionId.databaseValue, status.databaseValue, note.databaseValue]
    }
}

extension HealthCheck: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "dimension", "status", "note"], parents: ["assessment"])
    package var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, dimension.databaseValue, status.databaseValue, note.databaseValue]
    }
}

extension Issue: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "key", "criterion_id", "title", "detail", "ordinal",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, key.databaseValue, criterionId.databaseValue,
            title.databaseValue, detail.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension Recommendation: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "component_id", "key", "kind", "title", "detail", "ordinal",
    ], parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, componentId.databaseValue, key.databaseValue, kind.databaseValue, title.databaseValue,
            detail.databaseValue, ordinal.databaseValue,
        ]
    }
}

extension AssessmentIssue: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "issue_id", "status"], parents: ["assessment", "issue"])
    package var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, issueId.databaseValue, status.databaseValue]
    }
}

extension AssessmentRecommendation: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["assessment_id", "recommendation_id", "status"], parents: ["assessment", "recommendation"])
    package var insertValues: [DatabaseValue] {
        [assessmentId.databaseValue, recommendationId.databaseValue, status.databaseValue]
    }
}

extension Component: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, [
        "id", "system_id", "key", "name", "role", "family_id", "status", "description", "in_context", "import_statement",
        "external_dependencies", "since_version", "source",
    ])
    package var insertValues: [DatabaseValue] {
        [
            id.databaseValue, systemId.databaseValue, key.databaseValue, name.databaseValue, role.databaseValue,
            familyId.databaseValue, status.databaseValue, description.databaseValue, inContext.databaseValue,
            importStatement.databaseValue, externalDependencies.databaseValue, sinceVersion.databaseValue,
            source.databaseValue,
        ]
    }
}

extension ComponentName: BulkInsertable {
    package static let insertion = BulkInsertion(databaseTableName, ["id", "component_id", "system_id", "name", "lookup_key", "kind"],
                                                parents: ["component"])
    package var insertValues: [DatabaseValue] {
        [id.databaseValue, componentId.databaseValue, systemId.databaseValue, name.databaseValue, lookupKey.databaseValue, kind.databaseValue]
    }
}

extension SeedFile {
    /// Records what this run seeded from the file, replacing the row the last run wrote for the
    /// same path: one cached statement, where GRDB's `upsert` built its SQL on every call.
    package func record(_ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO seed_file (path, content_hash, system_id, component_id) VALUES (?, ?, ?, ?)
            ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, system_id = excluded.system_id,
              component_id = excluded.component_id
            """).execute(arguments: [path, contentHash, systemId, componentId])
    }
}
