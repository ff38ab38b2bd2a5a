import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif
import DSRegistryCore

/// Where the registry lives and how a missing default one gets built.
///
/// ```swift
/// let location = RegistryLocation(explicit: dbOption)   // --db, else $DSREG_DB, else ./dsreg.sqlite
/// let registry = try location.openForWriting { notice in print(notice) }
/// ```
public struct RegistryLocation: Sendable {
    /// The environment variable that names the registry file.
    public static let environmentKey = "DSREG_DB"
    package static let defaultPath = "dsreg.sqlite"

    /// The registry file's path, as given.
    public var path: String
    /// True when the path came from neither `--db` nor `$DSREG_DB`.
    package var isDefault: Bool

    /// `--db PATH`, else `$DSREG_DB`, else `./dsreg.sqlite`.
    /// - Parameters:
    ///   - explicit: the path given on the command line, or nil.
    ///   - environment: where `DSREG_DB` is read from (tests pass their own).
    public init(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let explicit {
            (path, isDefault) = (explicit, false)
        } else if let fromEnvironment = environment[Self.environmentKey], !fromEnvironment.isEmpty {
            (path, isDefault) = (fromEnvironment, false)
        } else {
            (path, isDefault) = (Self.defaultPath, true)
        }
    }

    /// True when a file (or anything) is at ``path``.
    public var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Opens the registry for a write command, creating it and upgrading its schema as needed.
    /// - Parameter notice: told, once, when another process holds the write lock and dsreg
    ///   waits for it (up to five minutes).
    /// - Throws: ``RegistryError`` for a path that cannot be a registry, a file that is not
    ///   one or was written by a newer dsreg, damage, or a lock held too long.
    public func openForWriting(waiting notice: (@Sendable (String) -> Void)? = nil) throws -> Registry {
        try Registry.writing(at: path, waiting: notice)
    }
}
