import Foundation
import GRDB
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Paths the tests read: the fixtures beside the tests, and the project's own Seeds/.
enum TestPaths {
    /// `Tests/DSRegistryTests/`: this file is in its `Support/` folder.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    /// A copy of Seeds/ as shipped (the three source documents), which every test of dsreg's
    /// behaviour reads: whole answers, goldens, counts. A team's own components in Seeds/ change
    /// none of them.
    static let seeds = fixtures.appendingPathComponent("Seeds")
    /// The project's Seeds/ as it is now: only the facts of the three source documents are
    /// asserted on it (HeaderSeedTests, ReferenceSeedTests), and that it seeds, migrates and
    /// passes check.
    static let shippedSeeds = packageRoot.appendingPathComponent("Seeds")
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

// MARK: - Registries

/// A registry seeded from the copy of Seeds/ (`TestPaths.seeds`), built once per process and
/// shared. Read-only tests use it; tests that write take a copy.
enum SeededRegistry {
    static let shared = seeded(from: TestPaths.seeds, "Fixtures/Seeds")

    /// The project's Seeds/ as it is now, for the facts of the source documents.
    static let shipped = seeded(from: TestPaths.shippedSeeds, "the project's Seeds/")

    private static func seeded(from folder: URL, _ name: String) -> Registry {
        do {
            let registry = try Registry.inMemory()
            _ = try registry.seed(from: folder, displayPrefix: "Seeds")
            return registry
        } catch {
            fatalError("\(name) must load: \(error)")
        }
    }
}

/// The restructure the Header assessment plans, applied from the project's Migrations/.
enum MigratedRegistry {
    static let migrations = TestPaths.packageRoot.appendingPathComponent("Migrations")
    /// A fixed clock, so that two runs record the same `applied_at`.
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static let shared: Registry = {
        do {
            let registry = try freshlySeeded()
            _ = try registry.migrate(load(), now: now)
            return registry
        } catch {
            fatalError("Fixtures/Seeds and Migrations/ must load: \(error)")
        }
    }()

    static func load(_ folder: URL = migrations) -> RestructureSet {
        RestructureSet.load(folder: folder, displayPrefix: "Migrations")
    }

    /// The run of a `migrate` that must fail; a run that succeeded is a test failure.
    static func failure(_ migrate: @autoclosure () throws -> RestructureRun) throws -> RestructureRun {
        do {
            let run = try migrate()
            Issue.record("the migration applied, but it must be refused: \(run.steps.map(\.id))")
            return run
        } catch let failure as RestructureFailure {
            return failure.run
        }
    }

    /// A registry of its own with the copy of Seeds/ seeded: a copy of the shared one, the same content as
    /// seeding again at a fraction of the cost.
    static func freshlySeeded() throws -> Registry {
        try SeededRegistry.shared.copy()
    }
}

/// Toggle over three versions (Fixtures/History): seeded stage by stage, as a team would.
enum HistoryRegistry {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("History")

    static func seeded(through stages: [String] = ["stage1", "stage2", "stage3"]) throws -> Registry {
        let registry = try Registry.inMemory()
        for stage in stages {
            _ = try registry.seed(from: fixtures.appendingPathComponent(stage), displayPrefix: stage)
        }
        return registry
    }

    static let shared: Registry = {
        do { return try seeded() } catch { fatalError("Fixtures/History must seed: \(error)") }
    }()
}

/// A registry file seeded from the copy of Seeds/ (the read-only door and the executable open files, not
/// memory).
final class SeededRegistryFile {
    let folder: TemporaryFolder
    let path: String
    let registry: Registry

    /// A copy of `source` (the seeded fixture registry unless said) as a file in a scratch folder.
    init(of source: Registry = SeededRegistry.shared) throws {
        folder = try TemporaryFolder()
        path = folder.url.appendingPathComponent("registry.sqlite").path
        registry = try source.copy(to: path)
    }

    /// Moves everything from the write-ahead log into the registry file (the log stays, empty).
    func checkpoint() throws {
        try registry.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }
}

extension Registry {
    /// One value from a query, for tests that check one fact.
    func value<T: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> T? {
        try writer.read { db in try T.fetchOne(db, sql: sql, arguments: arguments) }
    }

    func values<T: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> [T] {
        try writer.read { db in try T.fetchAll(db, sql: sql, arguments: arguments) }
    }

    /// An in-memory copy of this registry, made by SQLite's backup: the same content.
    func copy() throws -> Registry {
        let queue = try DatabaseQueue(configuration: Registry.configuration())
        try writer.backup(to: queue)
        return try Registry(queue)
    }

    /// A registry file at `path` (WAL, as dsreg makes them) holding a copy of this registry:
    /// what seeding or migrating the file would have written, in a few milliseconds.
    func copy(to path: String) throws -> Registry {
        let file = try Registry(path: path)
        try writer.backup(to: file.writer)
        return file
    }

    /// Every error a seed run reports, as printed; none when it succeeds.
    func seedErrors(from folder: URL, displayPrefix: String = "Seeds", restructures: RestructureSet = RestructureSet()) -> [String] {
        do {
            _ = try seed(from: folder, displayPrefix: displayPrefix, restructures: restructures)
            return []
        } catch let errors as InputErrors {
            return errors.diagnostics.filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }
}

/// Asks a question as the command line would: its name, then the words after it.
func ask(_ registry: Registry, _ name: String, _ words: String...) throws -> ResultTable {
    let question = try #require(QuestionCatalog.named(name), "no built-in question \(name)")
    return try registry.ask(question, question.arguments(from: words))
}

// MARK: - Files

/// Golden files for rendered output: Tests/DSRegistryTests/Golden. Run the tests with
/// DSREG_UPDATE_GOLDEN=1 to rewrite them, then review the diff.
enum Golden {
    static func check(_ name: String, _ actual: String) throws {
        let url = TestPaths.testsFolder.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "golden \(name) differs; rerun with DSREG_UPDATE_GOLDEN=1 and review the diff")
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

/// The migrated fixture registry as a closed file in a scratch folder, with what it held: for
/// tests that run a command on it and then assert that no byte and no row changed.
struct RegistryFileCopy {
    let folder: TemporaryFolder
    let path: String
    let dump: String
    let bytes: Data

    init() throws {
        let file = try SeededRegistryFile(of: MigratedRegistry.shared)
        (folder, path) = (file.folder, file.path)
        dump = try file.registry.dumpContent()
        try file.registry.writer.close()
        bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Fails the test when the file or its rows differ from the copy's.
    func expectUnchanged() throws {
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try Registry.reading(at: path).dumpContent() == dump)
    }
}
