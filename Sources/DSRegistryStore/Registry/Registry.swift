import Foundation
import GRDB
import DSRegistryCore

/// The registry database: owns the connection, configures it, runs the schema migrations in
/// `init`, and exposes intention-named reads and writes. The CLI talks only to this type.
public final class Registry: Sendable {
    /// Readers never block writers (WAL); a reader waits this long for a file being recovered.
    package static let busyTimeout: TimeInterval = 10
    /// A writer waits this long for another writer to finish (a full seed of 10,000 components
    /// takes under two minutes here), saying so on stderr after a second, then gives up naming
    /// what holds the file.
    package static let writerWait: TimeInterval = 300

    package let writer: any DatabaseWriter
    /// The registry file's path as given (not the URI an immutable read may open it by).
    package let path: String

    /// Opens (creating if needed) the registry at `path` in WAL mode, upgrading its schema:
    /// the write path. Commands open through `Registry.writing(at:)` and `Registry.reading(at:)`.
    package convenience init(path: String, waiting notice: (@Sendable (String) -> Void)? = nil) throws {
        var configuration = Self.configuration()
        configuration.busyMode = .callback(Self.waitForWriter(path, notice: notice))
        let pool = try DatabasePool(path: path, configuration: configuration)
        try self.init(pool)
    }

    /// SQLite calls this while another connection holds the write lock: wait in 20 ms steps up
    /// to `writerWait`, telling `notice` once, after a second, what is being waited for.
    static func waitForWriter(_ path: String, notice: (@Sendable (String) -> Void)?) -> Database.BusyCallback {
        let step: TimeInterval = 0.02
        return { tries in
            let waited = Double(tries) * step
            guard waited < writerWait else { return false }
            if tries == Int(1 / step), let notice {
                let holder = LockHolder.describe(path).map { " (\($0))" } ?? ""
                notice("dsreg: another process is writing to \(path)\(holder); waiting for it to finish (up to \(Int(writerWait)) s)")
            }
            usleep(UInt32(step * 1_000_000))
            return true
        }
    }

    /// An in-memory registry, for tests.
    package static func inMemory() throws -> Registry {
        try Registry(DatabaseQueue(configuration: configuration()))
    }

    package init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        self.path = writer.path
        try Schema.migrator.migrate(writer)
    }

    /// A registry opened as it is, for reading: its schema was checked, never migrated.
    init(unmigrated writer: any DatabaseWriter, path: String) {
        self.writer = writer
        self.path = path
    }

    package static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "dsreg"
        return configuration
    }
}

extension Registry {
    /// A moment as the registry stores it (`applied_at`, `imported_at`): ISO 8601 in UTC.
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
