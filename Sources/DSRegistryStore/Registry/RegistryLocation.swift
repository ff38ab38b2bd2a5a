import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif
import DSRegistryCore

/// Where the registry lives and how a missing default one gets built.
public struct RegistryLocation: Sendable {
    /// The environment variable that names the registry file.
    public static let environmentKey = "DSREG_DB"
    package static let defaultPath = "dsreg.sqlite"

    public var path: String
    /// True when the path came from neither `--db` nor `$DSREG_DB`.
    package var isDefault: Bool

    /// `--db PATH`, else `$DSREG_DB`, else `./dsreg.sqlite`.
    public init(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let explicit {
            (path, isDefault) = (explicit, false)
        } else if let fromEnvironment = environment[Self.environmentKey], !fromEnvironment.isEmpty {
            (path, isDefault) = (fromEnvironment, false)
        } else {
            (path, isDefault) = (Self.defaultPath, true)
        }
    }

    public var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Opens the registry for a write command, creating it and upgrading its schema as needed.
    public func openForWriting(waiting notice: (@Sendable (String) -> Void)? = nil) throws -> Registry {
        try Registry.writing(at: path, waiting: notice)
    }
}
