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

/// Issue 32, the third hardening round: command-line edges an attacker (or an accident) reaches
/// without touching a seed file: `--timeout`, `--db` naming a special file, a failing pager.
@Suite struct HardeningTests {
    /// Runs the binary, killing it after `seconds`: a test of a hang must not hang itself.
    static func runBounded(_ arguments: [String], seconds: Double = 20,
                           environment: [String: String]? = nil) throws -> (result: DSRegBinary.Result, killed: Bool) {
        let process = Process()
        process.executableURL = DSRegBinary.url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let killed = process.isRunning
        // SIGKILL: a command blocked opening a FIFO does not end on SIGTERM.
        if killed { kill(process.processIdentifier, SIGKILL) }
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (DSRegBinary.Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                                   errors: String(decoding: err, as: UTF8.self)), killed)
    }

    /// `--timeout 2e10` died with SIGILL (exit 132): the deadline overflowed a UInt64.
    @Test func aHugeTimeoutIsRefusedNotACrash() throws {
        let file = try RegistryFileCopy()
        for value in ["2e10", "18446744073", "1e300", "604801"] {
            for command in [["sql", "select 1"], ["query", "a11y"]] {
                let result = try DSRegBinary.run(command + ["--timeout", value, "--db", file.path])
                #expect(result.status == 64, "\(command) \(value)")
                #expect(result.errors.hasPrefix("Error: --timeout takes 0 to 604800 seconds (a week); '\(value)' is more: pass 0 for no limit\n"),
                        "\(command) \(value): \(result.errors)")
                #expect(result.output == "")
            }
        }
        // A week is the longest; the library never overflows whatever it is given.
        let week = try DSRegBinary.run(["sql", "select 1 AS n", "--timeout", "604800", "--db", file.path, "--format", "csv"])
        #expect(week.status == 0 && week.output == "n\r\n1\r\n")
        #expect(try ReadOnlySQL.run(path: file.path, sql: "select 1 AS n", limits: QueryLimits(timeout: 1e300)).records == [["n": "1"]])
        try file.expectUnchanged()
    }

    /// `--db` naming a FIFO hung `list`, `sql`, `check`, `site` and TAB completion: opening a
    /// FIFO waits for a writer. Only a regular file is a registry.
    @Test func aFIFOAsTheRegistryIsRefusedByName() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("registry.sqlite").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let expected = "dsreg: cannot use '\(fifo)' as the registry: it is a FIFO (named pipe), not a regular file; "
            + "point --db at the registry's own file, e.g. --db \(folder.url.path)/dsreg.sqlite\n"
        let site = folder.url.appendingPathComponent("site").path
        for command in [["list"], ["sql", "select 1"], ["query", "a11y"], ["check"], ["site", "--output", site], ["seed", "--from", TestPaths.seeds.path]] {
            let (result, killed) = try Self.runBounded(command + ["--db", fifo])
            #expect(!killed, "\(command) hung on a FIFO")
            #expect(result.status == 1, "\(command)")
            #expect(result.errors == expected, "\(command): \(result.errors)")
        }
        let (completion, killed) = try Self.runBounded(["---completion", "show", "--", "positional@0", "4", "0", "dsreg", "show", "--db", fifo, ""])
        #expect(!killed && completion.status == 0 && completion.output.isEmpty && completion.errors.isEmpty)
        #expect(CompletionNames.names(.component, words: ["--db", fifo], prefix: "", environment: [:]) == [])
        // A character device is refused alike.
        let device = try Self.runBounded(["list", "--db", "/dev/zero"]).result
        #expect(device.errors == "dsreg: cannot use '/dev/zero' as the registry: it is a character device, not a regular file; "
            + "point --db at the registry's own file, e.g. --db /dev/dsreg.sqlite\n")
    }

    /// A pager that fails (`PAGER=false`) showed nothing and exited 0: the text is printed as
    /// is, after a warning that names the pager and the fix.
    @Test func aFailingPagerStillShowsTheText() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            #expect(ExternalTool.skipped("script (util-linux) is not installed"))
            return
        }
        let file = try RegistryFileCopy()
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        environment["LINES"] = "10"
        environment["TERM"] = "dumb"
        environment["PAGER"] = "false"
        func onTerminal(_ arguments: String) throws -> String {
            try DSRegBinary.runProcess(script, ["-qec", "\(DSRegBinary.url.path) \(arguments) --db \(file.path)", "/dev/null"],
                                       environment: environment).output
        }
        let unpaged = try onTerminal("list --no-pager")
        #expect(unpaged.contains("component"))
        #expect(try onTerminal("list") == "dsreg: the pager 'false' exited with status 1; the text follows without it "
            + "(set PAGER to one that works, or pass --no-pager)\r\n" + unpaged)
        try file.expectUnchanged()
    }
}
