import Foundation
import GRDB
import DSRegistryCore

/// What can go wrong with the registry itself: its file, or an argument about it.
/// SQLite's own errors never reach a person raw: `RegistryError.translating` turns them into
/// what happened to which file and what to do.
public enum RegistryError: DiagnosticConvertible, CustomStringConvertible, Equatable {
    /// No registry file at the path named (`--db` or `$DSREG_DB`).
    case missingDatabase(String)
    /// An argument that is not valid for what it names; the message says why.
    case invalidArgument(String)
    /// The path names a folder, a `file:` URI, or a file that cannot be opened.
    case unusablePath(String, reason: String, fix: String)
    /// The file is SQLite but holds no dsreg schema, or is not SQLite at all.
    case notARegistry(String, reason: String)
    /// Written by a newer dsreg: its schema has migrations this dsreg does not know.
    case newerSchema(String, unknown: [String])
    /// Written by an older dsreg: reading it needs a schema upgrade, which only writes do.
    case olderSchema(String, missing: [String])
    /// SQLite reported the file damaged.
    case damaged(String, message: String)
    /// Another process holds the write lock longer than dsreg waits.
    case locked(String, waited: TimeInterval, holder: String?)
    /// The disk is full, the file read-only, or another I/O failure, with SQLite's words.
    case storage(String, message: String, fix: String)

    /// False: a problem with the registry, not with how the command was asked (exit 1).
    public var isUsageError: Bool { false }

    /// One error diagnostic with no place: code `invalid-argument` for ``invalidArgument(_:)``,
    /// `registry-file` for the rest, each with what to do.
    public var diagnostics: [Diagnostic] {
        let (message, fix) = parts
        let code: DiagnosticCode = if case .invalidArgument = self { .invalidArgument } else { .registryFile }
        return [Diagnostic(.error, code: code, location: nil, message: message, suggestion: fix)]
    }

    /// The diagnostic as text.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    private var parts: (String, String?) {
        switch self {
        case .missingDatabase(let path):
            return ("no registry at '\(path)'", "create it with: dsreg seed --db \(path)")
        case .invalidArgument(let message):
            return (message, nil)
        case .unusablePath(let path, let reason, let fix):
            return ("cannot use '\(path)' as the registry: \(reason)", fix)
        case .notARegistry(let path, let reason):
            return ("'\(path)' is not a dsreg registry: \(reason)",
                    "point --db at a registry file, or build a new one with: dsreg seed --db NEW.sqlite")
        case .newerSchema(let path, let unknown):
            return ("'\(path)' was written by a newer dsreg (its schema has \(unknown.joined(separator: ", ")), which this dsreg \(DSRegistryInfo.version) does not know)",
                    "read it with the dsreg that wrote it, or upgrade dsreg")
        case .olderSchema(let path, let missing):
            return ("'\(path)' was written by an older dsreg (its schema lacks \(missing.joined(separator: ", "))); read commands never change the file",
                    "upgrade it once with a write command: dsreg migrate --db \(path)")
        case .damaged(let path, let message):
            return ("'\(path)' is damaged (SQLite: \(message))",
                    "rebuild it from the seeds and migrations into a new file: dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite")
        case .locked(let path, let waited, let holder):
            return ("'\(path)' is locked by another process writing to it\(holder.map { " (\($0))" } ?? ""); gave up after \(Int(waited)) s",
                    "wait for it to finish, then run this again")
        case .storage(let path, let message, let fix):
            return ("cannot write '\(path)': \(message)", fix)
        }
    }

    /// SQLite's error, said as what happened to the file at `path` and what to do.
    /// Errors that are not SQLite's pass through unchanged.
    public static func translating(_ error: Error, path: String) -> Error {
        guard let error = error as? DatabaseError else { return error }
        let message = error.message ?? "\(error.resultCode)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_NOTADB:
            return RegistryError.notARegistry(path, reason: "it is not a SQLite database (\(message))")
        case .SQLITE_CORRUPT:
            return RegistryError.damaged(path, message: message)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return RegistryError.locked(path, waited: Registry.writerWait, holder: LockHolder.describe(path))
        case .SQLITE_READONLY:
            return RegistryError.storage(path, message: "the file or its folder is read-only (\(message))",
                fix: "make the file and its folder writable, or write to another file with --db")
        case .SQLITE_FULL:
            return RegistryError.storage(path, message: "the disk is full; nothing was written",
                fix: "free some space, then run the command again")
        case .SQLITE_CANTOPEN:
            return RegistryError.unusablePath(path, reason: "SQLite cannot open it (\(message))",
                fix: "check that the folder exists and the file is readable")
        case .SQLITE_IOERR:
            return RegistryError.storage(path, message: "an I/O error (\(message))", fix: "check the disk, then run the command again")
        default:
            return RegistryError.storage(path, message: "SQLite error \(error.resultCode.rawValue): \(message)",
                fix: "run dsreg check --db \(path) to see whether the file is sound")
        }
    }
}
