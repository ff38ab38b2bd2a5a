import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// A fresh clone answers at once: a read command on the *default* registry that does not exist
/// yet builds it from `./Seeds` and `./Migrations` first.
extension RegistryLocation {
    /// Opens the registry for a read command: read-only, never changing the file. A missing
    /// *default* registry is built from `./Seeds` and `./Migrations` first (so a fresh clone
    /// answers questions at once); `notice` says so. A missing registry that was named
    /// explicitly is an error: a typo must not create a file.
    ///
    /// ```swift
    /// let registry = try RegistryLocation(explicit: nil).openForReading { notice in
    ///     FileHandle.standardError.write(Data((notice + "\n").utf8))
    /// }
    /// ```
    ///
    /// - Parameter notice: told when the default registry is being built, and why.
    /// - Throws: `RegistryError.missingDatabase` for a missing registry named explicitly; the
    ///   errors of `Registry.seed(from:displayPrefix:restructures:allowRemoval:progress:)`
    ///   when the default one cannot be built; `RegistryError` for a file that is not a usable registry.
    public func openForReading(notice: (String) -> Void) throws -> Registry {
        try prepareForReading(notice: notice)
        return try Registry.reading(at: path)
    }

    /// What `openForReading` does before it opens: a missing default registry is built. For
    /// `dsreg sql`, which reads through a connection of its own (`ReadOnlySQL.run(registryAt:…)`).
    /// - Parameter notice: told when the default registry is being built.
    /// - Throws: the errors of seeding when the default registry cannot be built.
    public func prepareForReading(notice: (String) -> Void) throws {
        if !exists, isDefault, FileManager.default.fileExists(atPath: "Seeds") {
            try buildDefault(notice: notice)
        }
    }

    /// Builds the default registry in a file of its own and renames it into place, under a
    /// lock: several commands started at once on a fresh clone build it once, the others wait
    /// and then read it, and a failed build removes only its own file.
    private func buildDefault(notice: (String) -> Void) throws {
        let lockPath = path + ".lock"
        let lock = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw RegistryError.unusablePath(path, reason: "cannot create '\(lockPath)' to build it (\(String(cString: strerror(errno))))",
                fix: "run dsreg in a folder you can write, or pass --db PATH")
        }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        guard !exists else { return }   // another command built it while this one waited
        let building = path + ".building-\(getpid())"
        notice("dsreg: \(path) does not exist; building it from ./Seeds and ./Migrations")
        do {
            let report: SeedReport
            let run: RestructureRun
            do {
                // A rollback-journal file: once closed it is whole in one file, ready to rename
                // (the first write command turns it to WAL).
                let registry = try Registry(DatabaseQueue(path: building, configuration: Registry.configuration()))
                report = try registry.seed(from: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds")
                run = try registry.migrate(RestructureSet.load(folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations"))
                try registry.writer.close()
            }
            guard rename(building, path) == 0 else {
                throw RegistryError.storage(path, message: "cannot move the built registry into place (\(String(cString: strerror(errno))))",
                    fix: "check that the folder is writable")
            }
            unlink(lockPath)
            notice("dsreg: seeded \(report.filesWritten) files and applied \(run.steps.count) migrations into \(path)")
        } catch {
            // Never leave a half-built registry behind, and never touch another's.
            for suffix in ["", "-wal", "-shm"] { unlink(building + suffix) }
            throw error
        }
    }
}
