import Foundation

/// Where the registry lives and how a missing default one gets built.
public struct RegistryLocation: Sendable {
    /// The environment variable that names the registry file.
    public static let environmentKey = "DSREG_DB"
    public static let defaultPath = "dsreg.sqlite"

    public var path: String
    /// True when the path came from neither `--db` nor `$DSREG_DB`.
    public var isDefault: Bool

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

    /// Opens the registry for a read command. A missing *default* registry is built from
    /// `./Seeds` and `./Migrations` first (so a fresh clone answers questions at once); `notice` says so. A
    /// missing registry that was named explicitly is an error: a typo must not create a file.
    public func openForReading(notice: (String) -> Void) throws -> Registry {
        if exists { return try Registry(path: path) }
        guard isDefault else { throw RegistryError.missingDatabase(path) }
        let seeds = URL(fileURLWithPath: "Seeds")
        guard FileManager.default.fileExists(atPath: seeds.path) else { throw RegistryError.missingDatabase(path) }
        notice("dsreg: \(path) does not exist; building it from ./Seeds and ./Migrations")
        do {
            let registry = try Registry(path: path)
            let report = try registry.seed(from: seeds, displayPrefix: "Seeds")
            let restructures = RestructureSet.load(folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations")
            let run = try registry.migrate(restructures)
            if !run.diagnostics.isEmpty { throw InputErrors(run.diagnostics) }
            notice("dsreg: seeded \(report.filesWritten) files and applied \(run.steps.count) migrations into \(path)")
            return registry
        } catch {
            // Never leave a half-built default registry behind.
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            throw error
        }
    }
}

public enum RegistryError: Error, CustomStringConvertible, Equatable {
    case missingDatabase(String)
    case unknownComponent(String, suggestions: [String])
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .missingDatabase(let path):
            return "no registry at '\(path)'; create it with: dsreg seed --db \(path)"
        case .unknownComponent(let name, let suggestions):
            let hint = suggestions.isEmpty
                ? "list the components with: dsreg list"
                : "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no component named '\(name)'; \(hint)"
        case .invalidArgument(let message):
            return message
        }
    }
}
