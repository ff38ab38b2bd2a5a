import Foundation
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

/// A long seed shows its progress on standard error when that is a terminal, and nothing when
/// it is piped. `DSREG_PROGRESS_AFTER_MS=0` draws at once instead of after a second; a pseudo-
/// terminal comes from util-linux's `script`.
@Suite struct ProgressLineTests {
    static let script = URL(fileURLWithPath: "/usr/bin/script")

    func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DSREG_PROGRESS_AFTER_MS"] = "0"
        environment["TERM"] = "xterm"
        return environment
    }

    @Test func aSeedOnATerminalShowsFilesParsedAndWrittenThenErasesTheLine() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.script.path) else {
            print("skipped: no /usr/bin/script (util-linux) to make a pseudo-terminal")
            return
        }
        let folder = try TemporaryFolder()
        let command = [DSRegBinary.url.path, "seed", "--from", TestPaths.seeds.path, "--db", folder.url.appendingPathComponent("r.sqlite").path]
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try DSRegBinary.runProcess(Self.script, ["-qec", command, "/dev/null"], environment: environment())
        #expect(result.status == 0)
        #expect(result.output.contains("\r\u{1B}[Kseeding: 1 of "))
        #expect(result.output.contains(" files parsed"))
        // The last drawn line is erased before the warnings and the summary.
        #expect(result.output.contains(" files written\r\u{1B}[K"))
        #expect(result.output.hasSuffix(" written, 0 unchanged\r\n"))
    }

    @Test func aPipedSeedPrintsOnlyItsSummary() throws {
        let folder = try TemporaryFolder()
        let result = try DSRegBinary.runProcess(DSRegBinary.url, ["seed", "--from", TestPaths.seeds.path, "--db", folder.url.appendingPathComponent("r.sqlite").path],
                                                environment: environment())
        #expect(result.status == 0)
        #expect(!result.errors.contains("\r"))
        #expect(!result.errors.contains("seeding:"))
        #expect(result.errors.hasSuffix(" written, 0 unchanged\n"))
    }
}
