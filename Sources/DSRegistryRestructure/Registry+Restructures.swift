import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// A restructure as the registry records it.
package struct AppliedRestructure: Sendable, Equatable {
    package var id: String
    package var number: Int
    package var title: String
    package var path: String
    package var checksum: String
    package var appliedAt: String
}

/// What `migrate` (or `migrate --plan`) did or would do.
public struct RestructureRun: Sendable {
    /// One migration of the run, with the changes it made (or would make).
    public struct Step: Sendable {
        /// The migration's id: its file name without `.yaml` (`0003-detail-hero`).
        public var id: String
        package var title: String
        package var changes: [RestructureChange]
    }
    /// Applied (or, for a plan, that would be applied), in order.
    public var steps: [Step] = []
    /// Why the run stopped: the problems of the first migration that could not be applied, or
    /// of the folder itself. The run is then rolled back whole.
    package var diagnostics: [Diagnostic] = []
    /// Migrations that applied cleanly before the failing one, then were rolled back with it.
    package var rolledBack: [String] = []
    package var pendingAfterFailure: [String] = []
}

/// A `migrate` that stopped: the problems of the first migration that could not be applied,
/// and, in `run`, what applied before it (rolled back with it) and what was not attempted.
public struct RestructureFailure: DiagnosticConvertible, Sendable {
    /// What the run did before it stopped, and the problems that stopped it.
    public var run: RestructureRun
    package var plan: Bool

    /// The problems of the first migration that could not be applied, or of the folder.
    public var diagnostics: [Diagnostic] { run.diagnostics }

    /// "2 errors; nothing was applied; 0001-x applied cleanly and were rolled back with it":
    /// the count, the outcome, what was rolled back and what was not attempted.
    public var summary: String? {
        let count = run.diagnostics.count
        let before = plan ? run.steps.map(\.id) : run.rolledBack
        let kept = before.isEmpty ? "" : "; \(before.joined(separator: ", ")) \(plan ? "would apply before it" : "applied cleanly and were rolled back with it")"
        let waiting = run.pendingAfterFailure.isEmpty ? "" : "; not attempted: \(run.pendingAfterFailure.joined(separator: ", "))"
        return "\(count) error\(count == 1 ? "" : "s"); \(plan ? "the plan stops at the failing migration" : "nothing was applied")\(kept)\(waiting)"
    }
}

/// One line of `migrate status`.
public struct RestructureStatus: Sendable, Equatable {
    /// Where a migration stands; its raw value is what `migrate status` prints.
    public enum State: String, Sendable {
        /// Recorded as applied, its file unchanged.
        case applied
        /// A file not applied yet: `migrate` applies it.
        case pending
        /// Applied, but its file changed since.
        case drifted
        /// Applied, but its file is gone.
        case missing
        /// Pending, but numbered before an applied migration: `migrate` refuses it until renumbered.
        case outOfOrder = "out of order"
    }
    /// The migration's id (`0003-detail-hero`).
    public var id: String
    package var title: String
    /// Where it stands.
    public var state: State
    package var appliedAt: String?
}

/// How far `Registry.revert(_:)` goes back.
///
/// ```swift
/// let reverted = try registry.revert(.through("0003"))   // 0003 and every later one, newest first
/// ```
public enum RevertTarget: Sendable, Equatable {
    /// The latest applied restructure.
    case latest
    /// This restructure and every one applied after it ("0003", "3" or "0003-detail-hero").
    case through(String)
    /// All of them: the registry as the seeds alone make it.
    case all
}

// MARK: - Restructures

extension Registry {
    /// Applies the pending restructures of `set` in order, all in one transaction: a run that
    /// fails anywhere is rolled back whole, so the registry is as it was before or after the
    /// command, never between (a killed `dsreg migrate` included). With `plan`, the transaction
    /// is always rolled back: nothing is written.
    ///
    /// ```swift
    /// let set = RestructureSet.load(folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations")
    /// let run = try registry.migrate(set)
    /// print(run.steps.map(\.id))        // the migrations applied, in order
    /// ```
    ///
    /// - Parameters:
    ///   - set: the migrations folder, read with ``RestructureSet/load(folder:displayPrefix:)``.
    ///   - plan: work out what would apply, then roll it all back.
    ///   - now: when the migrations are recorded as applied.
    /// - Returns: the steps applied (or, with `plan`, that would be), with their changes.
    /// - Throws: ``RestructureFailure`` with every problem of the first migration that cannot be
    ///   applied (or of the folder), and what was rolled back with it.
    public func migrate(_ set: RestructureSet, plan: Bool = false, now: Date = Date()) throws -> RestructureRun {
        var run = RestructureRun()
        if set.diagnostics.hasErrors {
            run.diagnostics = set.diagnostics.sorted
            throw RestructureFailure(run: run, plan: plan)
        }
        let stamp = Self.timestamp(now)
        try writer.writeWithoutTransaction { db in
            // What is pending is read inside the write transaction: a second `migrate` started
            // at the same time waits, then finds nothing left to apply.
            try db.inTransaction(.immediate) {
                let applied = try Self.appliedRestructures(db)
                let problems = Self.ledgerProblems(applied: applied, set: set)
                if !problems.isEmpty {
                    run.diagnostics = problems
                    throw RestructureFailure(run: run, plan: plan)
                }
                let appliedIDs = Set(applied.map(\.id))
                let pending = set.restructures.filter { !appliedIDs.contains($0.id) }
                run = try Self.applyInOrder(pending) { restructure in
                    var changes: [RestructureChange] = []
                    try db.inSavepoint {
                        changes = try Self.apply(db, restructure, appliedAt: stamp)
                        return .commit
                    }
                    return changes
                }
                return plan || !run.diagnostics.isEmpty ? .rollback : .commit
            }
        }
        if !plan, !run.diagnostics.isEmpty {
            // Rolled back: the steps that succeeded before the failure are not applied either.
            run.rolledBack = run.steps.map(\.id)
            run.steps = []
        }
        if !run.diagnostics.isEmpty { throw RestructureFailure(run: run, plan: plan) }
        return run
    }

    /// Applies restructures one after another with `perform`, stopping at the first whose
    /// input is wrong: its problems are the run's diagnostics, and the rest are not attempted.
    static func applyInOrder(_ restructures: [Restructure],
                             _ perform: (Restructure) throws -> [RestructureChange]) throws -> RestructureRun {
        var run = RestructureRun()
        for (index, restructure) in restructures.enumerated() {
            do {
                let changes = try perform(restructure)
                run.steps.append(.init(id: restructure.id, title: restructure.title, changes: changes))
            } catch let errors as InputErrors {
                run.diagnostics = errors.diagnostics
                run.pendingAfterFailure = restructures[(index + 1)...].map(\.id)
                break
            }
        }
        return run
    }

    /// Applies one restructure inside the caller's transaction.
    package static func apply(_ db: Database, _ restructure: Restructure, appliedAt: String) throws -> [RestructureChange] {
        var applier = RestructureApplier(db: db, restructure: restructure)
        return try applier.apply(appliedAt: appliedAt)
    }

    /// Undoes applied restructures, newest first, inside the caller's transaction.
    package static func undo(_ db: Database, _ restructures: [AppliedRestructure]) throws {
        for restructure in restructures.sorted(by: { $0.number > $1.number }) {
            try UndoLog.undo(db, restructureID: restructure.id)
            try db.execute(sql: "DELETE FROM restructure WHERE id = ?", arguments: [restructure.id])
        }
    }

    /// Undoes restructures, newest first, in one transaction; returns the ids reverted.
    /// - Parameter target: how far back to go.
    /// - Throws: `RegistryError.invalidArgument` when no migration is applied or `target` names
    ///   none that is.
    public func revert(_ target: RevertTarget) throws -> [String] {
        try writer.write { db in
            let reverting = try Self.reverting(db, target)
            try Self.undo(db, reverting)
            return reverting.reversed().map(\.id)
        }
    }

    /// The applied restructures a revert to `target` undoes, oldest first.
    static func reverting(_ db: Database, _ target: RevertTarget) throws -> [AppliedRestructure] {
        let applied = try appliedRestructures(db)
        guard let latest = applied.last else {
            throw RegistryError.invalidArgument("no migration is applied; nothing to revert")
        }
        let from: Int
        switch target {
        case .latest: from = latest.number
        case .all: from = 0
        case .through(let text): from = try restructure(named: text, in: applied).number
        }
        return applied.filter { $0.number >= from }
    }

    /// Every migration file and every applied restructure, in order, with its state.
    /// - Parameter set: the migrations folder, to compare with what the registry recorded.
    public func restructureStatus(_ set: RestructureSet) throws -> [RestructureStatus] {
        let applied = try appliedRestructures()
        var lines: [RestructureStatus] = []
        for record in applied {
            let file = set.restructures.first { $0.id == record.id }
            let state: RestructureStatus.State = file == nil ? .missing : file?.matches(record.checksum) == true ? .applied : .drifted
            lines.append(.init(id: record.id, title: record.title, state: state, appliedAt: record.appliedAt))
        }
        let latest = applied.map(\.number).max() ?? 0
        for restructure in set.restructures where !applied.contains(where: { $0.id == restructure.id }) {
            lines.append(.init(id: restructure.id, title: restructure.title,
                state: restructure.number < latest ? .outOfOrder : .pending, appliedAt: nil))
        }
        return lines
    }

    package func appliedRestructures() throws -> [AppliedRestructure] {
        try writer.read { db in try Self.appliedRestructures(db) }
    }

    package static func appliedRestructures(_ db: Database) throws -> [AppliedRestructure] {
        try Row.fetchAll(db, sql: "SELECT * FROM restructure ORDER BY number").map {
            AppliedRestructure(id: $0["id"], number: $0["number"], title: $0["title"], path: $0["path"],
                checksum: $0["checksum"], appliedAt: $0["applied_at"])
        }
    }

    static func restructure(named text: String, in applied: [AppliedRestructure]) throws -> AppliedRestructure {
        if let exact = applied.first(where: { $0.id == text }) { return exact }
        if let number = Int(text), let match = applied.first(where: { $0.number == number }) { return match }
        if let match = applied.first(where: { $0.id.hasPrefix(text + "-") }) { return match }
        throw RegistryError.invalidArgument(
            "'\(text)' is not an applied migration; applied: \(applied.map(\.id).joined(separator: ", "))")
    }

    /// What makes it unsafe to apply more: a file changed after it was applied (checksum
    /// drift), an applied file that is gone, or a new file numbered before an applied one.
    static func ledgerProblems(applied: [AppliedRestructure], set: RestructureSet) -> [Diagnostic] {
        var problems = driftProblems(applied: applied, set: set)
        let latest = applied.last?.number ?? 0
        for file in set.restructures where file.number < latest && !applied.contains(where: { $0.id == file.id }) {
            problems.append(Diagnostic(.error, file: file.path, line: 1, column: 1,
                message: "\(file.id) is pending but is numbered before \(applied.last?.id ?? ""), which is applied",
                suggestion: "renumber it after the latest applied migration"))
        }
        return problems
    }

    /// Applied restructures whose file is gone or changed: they cannot be replayed.
    package static func driftProblems(applied: [AppliedRestructure], set: RestructureSet) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for record in applied {
            guard let file = set.restructures.first(where: { $0.id == record.id }) else {
                problems.append(Diagnostic(.error, file: record.path, line: 1, column: 1,
                    message: "migration \(record.id) is applied but its file is missing",
                    suggestion: "restore the file, or revert it first: dsreg migrate revert \(record.id)"))
                continue
            }
            if !file.matches(record.checksum) {
                problems.append(Diagnostic(.error, file: file.path, line: 1, column: 1,
                    message: "the file changed after it was applied (checksum \(record.checksum) when applied \(record.appliedAt), \(file.checksum) now)",
                    suggestion: "restore it, or revert it first (dsreg migrate revert \(record.id)) and apply it again"))
            }
        }
        return problems
    }

}
