import Foundation
import GRDB
@testable import DSRegistry

/// Paths the tests read: the project's own Seeds/ and the fixtures beside the tests.
enum TestPaths {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = packageRoot.appendingPathComponent("Seeds")
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    /// Real design-system files from other teams, beside the project (`../shared/realdata`),
    /// read in place, never copied in. `DSREG_SHARED` points elsewhere when the clone is not
    /// next to them.
    static let realdata: URL = {
        let shared = ProcessInfo.processInfo.environment["DSREG_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return shared.appendingPathComponent("realdata")
    }()

    /// A clone elsewhere skips the real-data tests, saying why; CI (where `shared/` is always
    /// beside the clone) refuses to run without it, so there they never skip.
    static let realdataAvailable = FileManager.default.fileExists(atPath: realdata.appendingPathComponent("MANIFEST.md").path)

    /// The process's peak resident memory (Linux), for the summary lines of long tests.
    static func peakMemoryMB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}

/// A registry seeded from the real Seeds/ folder, built once per process and shared.
/// Read-only tests use it; tests that write make their own.
enum SeededRegistry {
    static let shared: Registry = {
        do {
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: TestPaths.seeds, displayPrefix: "Seeds")
            return registry
        } catch {
            fatalError("the project's Seeds/ must load: \(error)")
        }
    }()
}

extension Registry {
    /// One value from a query, for tests that check one fact.
    func value<T: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> T? {
        try writer.read { db in try T.fetchOne(db, sql: sql, arguments: arguments) }
    }

    func values<T: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> [T] {
        try writer.read { db in try T.fetchAll(db, sql: sql, arguments: arguments) }
    }
}


/// A scratch folder, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init(copying source: URL? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("dsreg-test-\(UUID().uuidString)")
        if let source {
            try FileManager.default.copyItem(at: source, to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    func replace(_ file: String, _ old: String, with new: String) throws {
        let path = url.appendingPathComponent(file)
        let text = try String(contentsOf: path, encoding: .utf8)
        precondition(text.contains(old), "fixture \(file) lacks '\(old)'")
        try text.replacingOccurrences(of: old, with: new).write(to: path, atomically: true, encoding: .utf8)
    }

    func append(_ file: String, _ text: String) throws {
        let path = url.appendingPathComponent(file)
        try (String(contentsOf: path, encoding: .utf8) + text).write(to: path, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
