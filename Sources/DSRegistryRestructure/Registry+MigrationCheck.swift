import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg check` with the migrations folder: an applied migration whose file changed or is
/// gone is a finding, beside the registry's own invariants.
extension Registry {
    /// Every invariant of the registry (`check(adding:)`), and the checksums of the applied
    /// migrations against `restructures`, the migrations folder.
    package func check(restructures: RestructureSet) throws -> [RegistryFinding] {
        try check(adding: [Self.migrationChecksums(restructures)])
    }

    /// Opens the file at `path` read-only and checks it with the migrations folder.
    ///
    /// ```swift
    /// let findings = try Registry.check(at: "dsreg.sqlite", restructures: set)
    /// print(TableRenderer.render(.findings(findings), as: .table), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - path: the registry file; it is never written.
    ///   - restructures: the migrations folder, whose files the applied migrations must match.
    /// - Returns: every finding; empty when the registry passes every check.
    /// - Throws: `RegistryError` for a file that is missing, not a registry, or damaged.
    public static func check(at path: String, restructures: RestructureSet) throws -> [RegistryFinding] {
        try check(at: path, adding: [migrationChecksums(restructures)])
    }

    static func migrationChecksums(_ restructures: RestructureSet) -> RegistryCheck {
        { db in
            driftProblems(applied: try appliedRestructures(db), set: restructures).map { problem in
                RegistryFinding(check: .migrationChecksum, subject: problem.file,
                    problem: problem.message, fix: problem.suggestion ?? "restore the file")
            }
        }
    }
}
