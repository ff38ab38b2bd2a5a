import GRDB
import DSRegistryCore

/// One thing `dsreg check` found wrong, and what to do about it.
public struct RegistryFinding: Sendable, Equatable {
    /// The invariant broken; its raw value is what `dsreg check` prints.
    package enum Check: String, Sendable, CaseIterable {
        case integrity, foreignKey = "foreign-key", alias, migrationChecksum = "migration-checksum"
        case variantValue = "variant-value", assessmentOrder = "assessment-order", searchIndex = "search-index"
        case schema
    }

    package var check: Check
    /// What it is about ("component 12 'Header'", "assessment 1.1.0 of Toggle").
    package var subject: String
    package var problem: String
    package var fix: String

    package init(check: Check, subject: String, problem: String, fix: String) {
        self.check = check
        self.subject = subject
        self.problem = problem
        self.fix = fix
    }
}

/// A check a feature adds to `dsreg check`, run on the same snapshot as the registry's own.
package typealias RegistryCheck = (Database) throws -> [RegistryFinding]

extension RegistryFinding {
    /// SQLite found the file itself damaged.
    static func damaged(_ message: String) -> RegistryFinding {
        RegistryFinding(check: .integrity, subject: "database file", problem: "damaged: \(message)",
            fix: "restore the file from a backup, or rebuild it from the seeds and migrations into a new file: dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite")
    }
}

extension Registry {
    /// Every invariant of the registry, checked on one snapshot: SQLite's own
    /// (`integrity_check`, `foreign_key_check`), then the registry's, each one query below.
    /// `more` are the checks features add on the same snapshot (the applied migrations'
    /// checksums: `check(restructures:)`).
    ///
    /// It reads only: it works on a registry opened read-only, and never writes. A file
    /// too damaged for the checks to run is one finding, with the way to rebuild it.
    package func check(adding more: [RegistryCheck] = []) throws -> [RegistryFinding] {
        do {
            return try writer.read { db in try Self.findings(db, more: more) }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode) {
            return [RegistryFinding.damaged(error.message ?? "\(error.resultCode)")]
        }
    }

    /// Opens the file at `path` read-only and checks it; a file too damaged to open is a
    /// finding too, not an error.
    package static func check(at path: String, adding more: [RegistryCheck] = []) throws -> [RegistryFinding] {
        do {
            return try Registry.reading(at: path).check(adding: more)
        } catch RegistryError.damaged(_, let message) {
            return [RegistryFinding.damaged(message)]
        } catch RegistryError.notARegistry(_, let reason) where reason.hasPrefix("it is not a SQLite database") {
            // A registry whose first page was overwritten reads as no database at all.
            return [RegistryFinding.damaged("not a SQLite database any more (its header is gone)")]
        }
    }

    private static func findings(_ db: Database, more: [RegistryCheck]) throws -> [RegistryFinding] {
        var findings: [RegistryFinding] = []
        for line in try String.fetchAll(db, sql: "PRAGMA integrity_check") where line != "ok" {
            findings.append(RegistryFinding(check: .integrity, subject: "database file", problem: line,
                fix: "restore the file from a backup, or rebuild it: dsreg seed into a new file, then dsreg migrate"))
        }
        for dangling in try DanglingRow.fetchAll(db) {
            findings.append(RegistryFinding(check: .foreignKey, subject: dangling.subject, problem: dangling.problem,
                fix: "re-seed (dsreg seed) to rewrite the rows seed files own; report it if it persists"))
        }
        for (check, sql, fix) in invariants {
            for row in try Row.fetchAll(db, sql: sql) {
                findings.append(RegistryFinding(check: check, subject: row["subject"], problem: row["problem"], fix: fix))
            }
        }
        for check in more {
            findings += try check(db)
        }
        findings += try schemaFindings(db)
        // The index must hold exactly the rows its sources give: none lost, none added.
        let lost = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (\(Schema.searchRows) EXCEPT SELECT rowid, kind, component_id, system_id, title, body FROM search_index)
            """) ?? 0
        let extra = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT rowid, kind, component_id, system_id, title, body FROM search_index
                                  EXCEPT SELECT * FROM (\(Schema.searchRows)))
            """) ?? 0
        if lost + extra > 0 {
            findings.append(RegistryFinding(check: .searchIndex, subject: "search_index",
                problem: "it differs from what it indexes: \(lost) row\(lost == 1 ? "" : "s") missing, \(extra) row\(extra == 1 ? "" : "s") that no source gives",
                fix: "rebuild it: sqlite3 dsreg.sqlite \"INSERT INTO search_index(search_index) VALUES ('rebuild')\""))
        }
        if let problem = try Self.searchIndexProblem(db) {
            findings.append(RegistryFinding(check: .searchIndex, subject: "search_index", problem: problem,
                fix: "rebuild it: sqlite3 dsreg.sqlite \"INSERT INTO search_index(search_index) VALUES ('rebuild')\""))
        }
        return findings
    }

    /// The registry's own invariants: (check, SQL returning `subject` and `problem`, fix).
    /// "No former name equals a current one" is not among them: `UNIQUE (system_id,
    /// lookup_key)` on `component_name` makes it impossible while `integrity_check` passes.
    static let invariants: [(RegistryFinding.Check, String, String)] = [
        (.alias, """
            -- A former name must lead to a live component: its own, or through 'replaced-by' the
            -- component it was merged into.
            WITH RECURSIVE follow(name_id, component_id, depth) AS (
              SELECT n.id, n.component_id, 0 FROM component_name n WHERE n.kind = 'former'
              UNION ALL
              SELECT f.name_id, r.target_id, f.depth + 1
              FROM follow f JOIN component c ON c.id = f.component_id AND c.status = 'merged'
              JOIN relationship r ON r.component_id = c.id AND r.kind = 'replaced-by'
              WHERE f.depth < 50)
            SELECT 'former name ''' || n.name || ''' of ' || n.system_id AS subject,
                   'leads to ''' || c.name || ''', which is ' || c.status || ' and replaced by no live component' AS problem
            FROM component_name n
            JOIN follow f ON f.name_id = n.id
            JOIN component c ON c.id = f.component_id
            WHERE f.depth = (SELECT max(depth) FROM follow WHERE name_id = n.id) AND c.status = 'merged'
            """, "revert the migration that merged it (dsreg migrate revert), or give the merged component a replaced-by target"),
        (.variantValue, """
            -- A variant's value lies in its property's domain: a listed value, or true/false.
            SELECT 'variant ''' || v.name || ''' of ' || c.name AS subject,
                   'has ' || p.name || ' = ''' || vv.value || ''', outside the values of ' || p.name AS problem
            FROM variant_value vv JOIN variant v ON v.id = vv.variant_id
            JOIN property p ON p.id = vv.property_id JOIN component c ON c.id = v.component_id
            WHERE (p.kind = 'boolean' AND vv.value NOT IN ('true', 'false'))
               OR (p.kind = 'variant' AND EXISTS (SELECT 1 FROM property_value WHERE property_id = p.id)
                   AND NOT EXISTS (SELECT 1 FROM property_value pv WHERE pv.property_id = p.id AND pv.value = vv.value))
            """, "correct the variant's value or the property's values in the seed file, then dsreg seed"),
        (.assessmentOrder, """
            -- A later version is never dated before an earlier one.
            SELECT 'assessment ' || a.version || ' of ' || c.name AS subject,
                   'is dated ' || a.date || ', before ' || b.version || ' (' || b.date || ')' AS problem
            FROM assessment a JOIN assessment b ON b.component_id = a.component_id
              AND (b.version_major, b.version_minor, b.version_patch) < (a.version_major, a.version_minor, a.version_patch)
              AND b.date > a.date
            JOIN component c ON c.id = a.component_id
            """, "correct the date or the version in the seed file"),
    ]
}

extension ResultTable {
    /// `dsreg check`'s answer: one row per finding, or the all-clear.
    public static func findings(_ findings: [RegistryFinding]) -> ResultTable {
        ResultTable(columns: ["check", "subject", "problem", "fix"],
                    rows: findings.map { [.text($0.check.rawValue), .text($0.subject), .text($0.problem), .text($0.fix)] },
                    emptyMessage: "the registry passes every check")
    }
}

extension Registry {
    /// FTS5 checks its index against its content with a command written as an INSERT, which a
    /// read-only connection refuses. So the index's shadow tables are copied into an in-memory
    /// database holding the same table (made from the code's own statement), and checked there.
    /// Returns what FTS5 reports, or nil when the index matches its content.
    static func searchIndexProblem(_ db: Database) throws -> String? {
        guard let definition = try Schema.expectedObjects().first(where: { $0.name == "search_index" })?.sql else { return nil }
        let shadows = ["data", "idx", "content", "docsize", "config"].map { "search_index_\($0)" }
        let rows = try Dictionary(uniqueKeysWithValues: shadows.map { table in
            (table, try Row.fetchAll(db, sql: "SELECT * FROM main.\(table)"))
        })
        let copy = try DatabaseQueue()
        return try copy.write { memory in
            try memory.execute(sql: definition)
            for table in shadows {
                guard let first = rows[table]?.first else { continue }
                try memory.execute(sql: "DELETE FROM \(table)")
                let marks = Array(repeating: "?", count: first.count).joined(separator: ", ")
                let insert = try memory.makeStatement(sql: "INSERT INTO \(table) VALUES (\(marks))")
                for row in rows[table] ?? [] { try insert.execute(arguments: StatementArguments(row.databaseValues)) }
            }
            do {
                try memory.execute(sql: "INSERT INTO search_index(search_index) VALUES ('integrity-check')")
                return nil
            } catch let error as DatabaseError {
                return error.message ?? "integrity-check failed"
            }
        }
    }
}

extension Registry {
    /// Every table, index, view and trigger must be exactly what this code creates: a view or
    /// trigger whose stored SQL was edited (to run other statements, say) is tampering.
    static func schemaFindings(_ db: Database) throws -> [RegistryFinding] {
        let expected = try Schema.expectedObjects()
        let stored = try Schema.objects(db)
        let fix = "rebuild the registry from its seeds and migrations into a new file: dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite"
        var findings: [RegistryFinding] = []
        for object in expected {
            guard let actual = stored.first(where: { $0.type == object.type && $0.name == object.name }) else {
                findings.append(RegistryFinding(check: .schema, subject: "\(object.type) \(object.name)", problem: "missing", fix: fix))
                continue
            }
            if actual.sql != object.sql {
                findings.append(RegistryFinding(check: .schema, subject: "\(object.type) \(object.name)",
                    problem: "its definition differs from the one dsreg creates (edited by hand, or tampered with)", fix: fix))
            }
        }
        for object in stored where !expected.contains(where: { $0.type == object.type && $0.name == object.name }) {
            findings.append(RegistryFinding(check: .schema, subject: "\(object.type) \(object.name)",
                problem: "not part of the dsreg schema", fix: "drop it, or " + fix))
        }
        return findings
    }
}

/// A row whose foreign key points to no row (`PRAGMA foreign_key_check`): what `dsreg check`
/// reports and what fails a first seed (`Registry+FirstSeed.swift`).
package struct DanglingRow {
    var table: String
    var rowID: Int64?
    var parent: String

    package var subject: String { "\(table) row \(rowID.map(String.init) ?? "?")" }
    package var problem: String { "refers to a \(parent) row that does not exist" }

    package static func fetchAll(_ db: Database, limit: Int? = nil) throws -> [DanglingRow] {
        var found: [DanglingRow] = []
        let rows = try Row.fetchCursor(db, sql: "PRAGMA foreign_key_check")
        while found.count < limit ?? .max, let row = try rows.next() {
            found.append(DanglingRow(table: row[0], rowID: row[1], parent: row[2]))
        }
        return found
    }
}
