import Foundation
import Synchronization
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

/// Issue 8: writers killed at random moments, and writers racing each other and readers, on a
/// synthetic registry, through the real `dsreg` binary. The registry must always be as it was
/// before a command or as it is after it, and pass `check`.
///
/// The default `swift test` kills each command twice and races one round; `DSREG_KILLS=50` and
/// `DSREG_CONCURRENT_ROUNDS=10` are the long form (`.ci/run`) and the README's figures.
@Suite(.serialized) struct WriterSafetyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let killsPerCommand = Int(environment["DSREG_KILLS"] ?? "") ?? 2
    static let concurrentRounds = Int(environment["DSREG_CONCURRENT_ROUNDS"] ?? "") ?? 1
    /// The synthetic registry's size: the long form's 120 components (a seed long enough for
    /// most kills to land inside it), or 40 for the short form, a third of the work per kill.
    static let syntheticComponents = environment["DSREG_KILLS"] == nil ? 40 : 120

    /// The synthetic registry's files, the state before any command, and after seeding.
    final class Stage: @unchecked Sendable {
        let folder: TemporaryFolder
        let empty: URL, seeded: URL
        init() throws {
            folder = try TemporaryFolder()
            try SyntheticRegistry(components: WriterSafetyTests.syntheticComponents, systems: 4).write(to: folder.url)
            empty = folder.url.appendingPathComponent("empty.sqlite")
            seeded = folder.url.appendingPathComponent("seeded.sqlite")
            try Self.open(empty) { _ in }
            try Self.open(seeded) { registry in
                _ = try registry.seed(from: self.folder.url.appendingPathComponent("Seeds"), displayPrefix: "Seeds")
            }
        }
        func path(_ relative: String) -> String { folder.url.appendingPathComponent(relative).path }

        /// Opens a registry file, uses it and closes it: the last close checkpoints the WAL, so
        /// the file alone holds the state and can be copied.
        static func open(_ url: URL, _ use: (Registry) throws -> Void) throws {
            try use(try Registry(path: url.path))
        }
    }

    struct Command {
        var name: String
        var before: URL
        var arguments: [String]
    }

    func commands(_ stage: Stage) -> [Command] {
        [
            Command(name: "seed", before: stage.empty, arguments: ["seed", "--from", stage.path("Seeds")]),
            Command(name: "migrate", before: stage.seeded, arguments: ["migrate", "--migrations", stage.path("Migrations")]),
            Command(name: "tokens import", before: stage.seeded,
                    arguments: ["tokens", "import", stage.path("Tokens/sys0.tokens.json"), "--system", "sys0"]),
        ]
    }

    /// A registry's content with the clock taken out (when a migration or import ran).
    static func state(of url: URL) throws -> String {
        var dump = ""
        try Stage.open(url) { registry in dump = try registry.dumpContent() }
        return dump.replacing(/'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z'/, with: "'<time>'")
    }

    /// What `dsreg check` finds, with the stage's migrations folder for the checksums.
    static func findings(of url: URL, _ stage: Stage) throws -> [RegistryFinding] {
        var findings: [RegistryFinding] = []
        let migrations = RestructureSet.load(folder: stage.folder.url.appendingPathComponent("Migrations"), displayPrefix: "Migrations")
        try Stage.open(url) { registry in findings = try registry.check(restructures: migrations) }
        return findings
    }

    static func copy(_ source: URL, to target: URL) throws {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: target.path + suffix)
        }
        try FileManager.default.copyItem(at: source, to: target)
    }

    @Test func aKilledWriterLeavesTheStateBeforeOrAfter() throws {
        let stage = try Stage()
        var random = SplitMix64(seed: 0x5EED)
        var summary: [String] = []
        for command in commands(stage) {
            let work = stage.folder.url.appendingPathComponent("kill.sqlite")
            // One run to completion: the state after, and how long the command takes.
            try Self.copy(command.before, to: work)
            let clock = ContinuousClock()
            let start = clock.now
            let whole = try DSRegBinary.start(command.arguments + ["--db", work.path])
            whole.waitUntilExit()
            let duration = clock.now - start
            #expect(whole.terminationStatus == 0, "\(command.name) runs")
            let after = try Self.state(of: work)
            let before = try Self.state(of: command.before)
            #expect(before != after)

            var killed = 0, finished = 0, other: [String] = []
            for _ in 0..<Self.killsPerCommand {
                try Self.copy(command.before, to: work)
                let process = try DSRegBinary.start(command.arguments + ["--db", work.path])
                // Anywhere from start-up to just past the end of the run.
                let wait = Double(random.next() % 1_000) / 1_000 * duration.seconds * 1.1
                Thread.sleep(forTimeInterval: wait)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                if process.terminationReason == .uncaughtSignal { killed += 1 } else { finished += 1 }
                let state = try Self.state(of: work)
                if state != before && state != after { other.append("killed at \(wait) s: neither before nor after") }
                let findings = try Self.findings(of: work, stage)
                if !findings.isEmpty { other.append("killed at \(wait) s: \(findings)") }
            }
            #expect(other.isEmpty, "\(command.name): \(other)")
            summary.append("\(command.name) (\(String(format: "%.2f", duration.seconds)) s): \(killed) killed before finishing, \(finished) finished first")
        }
        print("killed writers, \(Self.killsPerCommand) per command on a \(Self.syntheticComponents)-component registry: \(summary.joined(separator: "; ")); every registry was as before or after and passed check")
    }

    @Test func twoWritersAndThreeReadersEndAsIfOneAfterTheOther() throws {
        let stage = try Stage()
        let work = stage.folder.url.appendingPathComponent("race.sqlite")
        let migrate = commands(stage)[1].arguments, tokens = commands(stage)[2].arguments
        // Serially, in either order: the same final state (the clock aside).
        try Self.copy(stage.seeded, to: work)
        for arguments in [migrate, tokens] {
            let process = try DSRegBinary.start(arguments + ["--db", work.path])
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let serial = try Self.state(of: work)

        // Every reader sees whole writes: tokens 0 or 200; restructures 0 with no former names,
        // or 1 with its two renames' former names.
        let probe = """
            SELECT (SELECT count(*) FROM token WHERE file_id IS NOT NULL) || ' ' || (SELECT count(*) FROM restructure)
                   || ' ' || (SELECT count(*) FROM component_name WHERE kind = 'former') AS seen
            """
        let whole: Set<String> = ["0 0 0", "200 0 0", "0 1 2", "200 1 2"]
        var reads = 0, seen: Set<String> = [], problems: [String] = []
        for round in 0..<Self.concurrentRounds {
            try Self.copy(stage.seeded, to: work)
            let writers = try [migrate, tokens].map { try DSRegBinary.start($0 + ["--db", work.path]) }
            let results = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 3) { _ in
                for _ in 0..<4 {
                    guard let read = try? DSRegBinary.run(["sql", probe, "--db", work.path, "--format", "csv"]) else { continue }
                    let line = read.output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
                    results.withLock { $0.append(read.status == 0 ? line : "exit \(read.status)") }
                }
            }
            for writer in writers {
                writer.waitUntilExit()
                if writer.terminationStatus != 0 { problems.append("round \(round): a writer exited \(writer.terminationStatus)") }
            }
            for line in results.withLock({ $0 }) {
                reads += 1
                seen.insert(line)
                if !whole.contains(line) { problems.append("round \(round): a reader saw '\(line)'") }
            }
            let final = try Self.state(of: work)
            if final != serial { problems.append("round \(round): the final state differs from running the writers one after the other") }
            if try !Self.findings(of: work, stage).isEmpty { problems.append("round \(round): check fails") }
        }
        #expect(problems.isEmpty, "\(problems)")
        print("concurrent use: \(Self.concurrentRounds) rounds of 2 writers and 3 readers, \(reads) reads, states seen \(seen.sorted()); writers wait for each other up to \(Int(Registry.writerWait)) s")
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
