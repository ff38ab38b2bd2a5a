import GRDB

/// One thing `dsreg check` found wrong, and what to do about it.
public struct RegistryFinding: Sendable, Equatable {
    /// The invariant broken; its raw value is what `dsreg check` prints.
    public enum Check: String, Sendable, CaseIterable {
        case integrity, foreignKey = "foreign-key", alias, migrationChecksum = "migration-checksum"
        case binding, variantValue = "variant-value", assessmentOrder = "assessment-order", searchIndex = "search-index"
    }

    public var check: Check
    /// What it is about ("component 12 'Header'", "assessment 1.1.0 of Toggle").
    public var subject: String
    public var problem: String
    public var fix: String
}

extension Registry {
    /// Every invariant of the registry, checked on one snapshot: SQLite's own
    /// (`integrity_check`, `foreign_key_check`), then the registry's, each one query below.
    /// `restructures` is the migrations folder, for the checksums of applied migrations.
    ///
    /// It runs on the writer connection in a transaction that is always rolled back: FTS5's
    /// `integrity-check` is spelled as an INSERT, which a read-only connection refuses.
    /// Nothing is ever written.
    public func check(restructures: RestructureSet) throws -> [RegistryFinding] {
        var findings: [RegistryFinding] = []
        try writer.writeWithoutTransaction { db in
            try db.inTransaction(.deferred) {
                findings = try Self.findings(db, restructures: restructures)
                return .rollback
            }
        }
        return findings
    }

    private static func findings(_ db: Database, restructures: RestructureSet) throws -> [RegistryFinding] {
        var findings: [RegistryFinding] = []
        for line in try String.fetchAll(db, sql: "PRAGMA integrity_check") where line != "ok" {
            findings.append(RegistryFinding(check: .integrity, subject: "database file", problem: line,
                fix: "restore the file from a backup, or rebuild it: dsreg seed into a new file, then dsreg migrate"))
        }
        for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
            let table: String = row[0], parent: String = row[2]
            let rowID: Int64? = row[1]
            findings.append(RegistryFinding(check: .foreignKey, subject: "\(table) row \(rowID.map(String.init) ?? "?")",
                problem: "refers to a \(parent) row that does not exist",
                fix: "re-seed (dsreg seed) to rewrite the rows seed files own; report it if it persists"))
        }
        for (check, sql, fix) in invariants {
            for row in try Row.fetchAll(db, sql: sql) {
                findings.append(RegistryFinding(check: check, subject: row["subject"], problem: row["problem"], fix: fix))
            }
        }
        for problem in driftProblems(applied: try appliedRestructures(db), set: restructures) {
            findings.append(RegistryFinding(check: .migrationChecksum, subject: problem.file,
                problem: problem.message, fix: problem.suggestion ?? "restore the file"))
        }
        // FTS5 checks its index against its content table; an error means they differ.
        do {
            try db.execute(sql: "INSERT INTO search_index(search_index) VALUES ('integrity-check')")
        } catch let error as DatabaseError {
            findings.append(RegistryFinding(check: .searchIndex, subject: "search_index",
                problem: error.message ?? "integrity-check failed",
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
        (.binding, """
            -- A role names a token the registry has, or carries the raw value the page showed.
            SELECT 'role ''' || b.label || ''' of ' || c.name AS subject,
                   'is bound to token ' || b.token_path || ', which no system defines, and has no raw value' AS problem
            FROM token_binding b JOIN binding_group g ON g.id = b.group_id JOIN component c ON c.id = g.component_id
            WHERE b.raw_value IS NULL AND b.token_path IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM token t WHERE t.path = b.token_path)
            """, "import the token file that defines it (dsreg tokens import), or write the role's value in the seed"),
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
