import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding

/// `dsreg review` and `dsreg compare`: each side built (or opened) and read into a snapshot,
/// then compared. A review builds each side's registry from that side's own `Seeds/`,
/// `Migrations/` and `Queries/` in a temporary folder (a ref through `git archive`, the
/// working tree in place, read only), the normal seed then migrate; nothing in the checkout or
/// the user's registry changes, and the temporary folder is removed however the run ends.
public enum RegistryReview {
    /// The folders of a side that a review reads.
    static let folders = ["Seeds", "Migrations", "Queries"]

    /// Reviews a change.
    ///
    /// ```swift
    /// let report = try RegistryReview.review(base: "origin/main", head: nil)
    /// print(ReviewRenderer.render(report, as: .markdown))
    /// ```
    ///
    /// - Parameters:
    ///   - base: the ref before the change; nil for the merge base with the default branch.
    ///   - head: the ref after it; nil for the working tree.
    ///   - folder: the folder holding `Seeds/` (the current folder by default).
    ///   - progress: told what is being built.
    /// - Returns: the report; a side that does not seed is its findings (file:line:col).
    /// - Throws: a diagnostic when git is missing, a ref is unknown, or the folder is not in a repository.
    public static func review(base: String?, head: String?, folder: URL = URL(fileURLWithPath: "."),
                              progress: (String) -> Void = { _ in }) throws -> ReviewReport {
        let git = GitRepository(folder: folder)
        let prefix = try git.prefix()
        let baseSide: (commit: String, label: String)
        if let base { baseSide = (try git.commit(base), base) } else { baseSide = try git.defaultBase() }
        let headCommit = try head.map { try git.commit($0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsreg-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        progress("dsreg: building \(baseSide.label)")
        let before = try side(commit: baseSide.commit, git: git, prefix: prefix, scratch: scratch.appendingPathComponent("base"),
                              progress: progress)
        progress("dsreg: building \(head ?? "the working tree")")
        let after: RegistrySnapshot
        if let headCommit {
            after = try side(commit: headCommit, git: git, prefix: prefix, scratch: scratch.appendingPathComponent("head"),
                         progress: progress)
        } else {
            after = try build(root: folder, registryFile: scratch.appendingPathComponent("head.sqlite"), progress: progress)
        }
        let start = Date()
        let report = RegistryComparison.compare(base: before, head: after, names: (baseSide.label, head ?? "working tree"))
        progress("dsreg: compared in \(seconds(since: start)) s")
        return report
    }

    /// "0.42": seconds since `start`, for the status lines that say where a review's time goes.
    static func seconds(since start: Date) -> String {
        String(format: "%.2f", Date().timeIntervalSince(start))
    }

    /// Compares two registry files, each opened read-only: no byte of either changes.
    /// - Parameters:
    ///   - base: the registry before the change.
    ///   - head: the registry after it.
    ///   - progress: told how long reading and comparing took.
    /// - Throws: `RegistryError` for a file that is missing or not a usable registry.
    public static func compare(_ base: String, _ head: String, progress: (String) -> Void = { _ in }) throws -> ReviewReport {
        var start = Date()
        let before = try Registry.reading(at: base).snapshot()
        let after = try Registry.reading(at: head).snapshot()
        progress("dsreg: read both registries in \(seconds(since: start)) s")
        start = Date()
        let report = RegistryComparison.compare(base: before, head: after, names: (base, head))
        progress("dsreg: compared in \(seconds(since: start)) s")
        return report
    }

    static func side(commit: String, git: GitRepository, prefix: String, scratch: URL,
                     progress: (String) -> Void) throws -> RegistrySnapshot {
        let tree = scratch.appendingPathComponent("tree")
        try git.export(commit, prefix: prefix, paths: folders, into: tree)
        return try build(root: tree.appendingPathComponent(prefix), registryFile: scratch.appendingPathComponent("registry.sqlite"),
                         progress: progress)
    }

    /// The normal build of a registry from a side's folders (seed, then migrate) into a new
    /// file, read into a snapshot. Input errors are the side's findings, not a failure.
    static func build(root: URL, registryFile: URL, progress: (String) -> Void) throws -> RegistrySnapshot {
        try FileManager.default.createDirectory(at: registryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let registry = try Registry(DatabaseQueue(path: registryFile.path, configuration: Registry.configuration()))
        defer { try? registry.writer.close() }
        let exists = { (name: String) in FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) }
        var start = Date()
        do {
            if exists("Seeds") {
                _ = try registry.seed(from: root.appendingPathComponent("Seeds"), displayPrefix: "Seeds")
            }
            _ = try registry.migrate(RestructureSet.load(folder: root.appendingPathComponent("Migrations"), displayPrefix: "Migrations"))
        } catch let error as any DiagnosticConvertible where !error.isUsageError {
            var snapshot = RegistrySnapshot()
            snapshot.buildProblems = error.diagnostics.filter { $0.severity == .error }.map(\.description)
            return snapshot
        }
        progress("dsreg: seeded and migrated in \(seconds(since: start)) s")
        start = Date()
        defer { progress("dsreg: read in \(seconds(since: start)) s") }
        return try registry.snapshot(questions: exists("Queries") ? root.appendingPathComponent("Queries") : nil)
    }
}
