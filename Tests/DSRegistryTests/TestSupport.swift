import Foundation
import GRDB
@testable import DSRegistry

/// Paths the tests read: the project's own Seeds/ and the fixtures beside the tests.
enum TestPaths {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let seeds = packageRoot.appendingPathComponent("Seeds")
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
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
