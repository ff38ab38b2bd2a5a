import Foundation
import Testing

/// The `dsreg` executable end to end: help text, exit codes, where errors go. `swift test`
/// builds every product, so the binary sits next to the test bundle.
@Suite struct CommandLineTests {
    static let binary = Bundle.main.bundleURL.appendingPathComponent("dsreg")

    struct Result { var status: Int32; var output: String; var errors: String }

    func dsreg(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    static let commands = [
        ["seed"], ["migrate"], ["migrate", "apply"], ["migrate", "status"], ["migrate", "revert"],
        ["list"], ["show"], ["query"], ["query", "lacking-state"],
    ]

    /// Every command explains itself: an overview line and examples.
    @Test(arguments: commands)
    func everyCommandHasHelpWithExamples(_ command: [String]) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "dsreg is built next to the tests")
        let result = try dsreg(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "), "\(command) has an abstract")
        #expect(result.output.contains("Examples:") || command == ["query"], "\(command) has examples")
    }

    @Test func revertRefusesAnIdAndAllTogetherWithExit64() throws {
        let result = try dsreg(["migrate", "revert", "0001", "--all", "--db", "/nonexistent/x.sqlite"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: give a migration id or --all, not both"))
    }

    @Test func aBadMigrationExitsOneAndSaysNothingWasApplied() throws {
        let folder = try TemporaryFolder()
        let db = folder.url.appendingPathComponent("r.sqlite").path
        let seeds = TestPaths.seeds.path
        #expect(try dsreg(["seed", "--from", seeds, "--db", db]).status == 0)
        let fixture = TestPaths.fixtures.appendingPathComponent("Migrations/rename-taken").path
        let result = try dsreg(["migrate", "--migrations", fixture, "--db", db])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == """
            \(fixture)/0001-rename.yaml:5:41: error: rename: 'Title Bar' is already taken: it is the name of 'Title Bar' in eb; choose another name; former names stay reserved so that they keep resolving
            dsreg: 1 error; the failing migration was not applied

            """)
        let status = try dsreg(["migrate", "status", "--migrations", fixture, "--db", db, "--format", "csv"])
        #expect(status.output == "migration,state,applied_at,title\r\n0001-rename,pending,,Header takes a name that Title Bar holds\r\n")  // CSV per RFC 4180
    }
}
