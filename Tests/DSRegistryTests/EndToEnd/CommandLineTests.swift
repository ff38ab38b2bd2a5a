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

/// The `dsreg` executable end to end: help text, exit codes, where errors go.
@Suite struct CommandLineTests {
    func dsreg(_ arguments: [String]) throws -> DSRegBinary.Result {
        try DSRegBinary.run(arguments)
    }

    static let commands = [
        ["seed"], ["migrate"], ["migrate", "apply"], ["migrate", "status"], ["migrate", "revert"],
        ["list"], ["show"], ["history"], ["diff"], ["query"], ["sql"],
        ["tokens"], ["tokens", "import"], ["tokens", "list"], ["tokens", "show"], ["tokens", "export"], ["check"], ["generate"],
    ] + QuestionCatalog.builtIn.map { ["query", $0.name] }

    /// Every command explains itself: an overview line and examples.
    @Test(arguments: commands)
    func everyCommandHasHelpWithExamples(_ command: [String]) throws {
        #expect(FileManager.default.isExecutableFile(atPath: DSRegBinary.url.path), "dsreg is built next to the tests")
        let result = try dsreg(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "), "\(command) has an abstract")
        #expect(result.output.contains("Examples:"), "\(command) has examples")
    }

    @Test func aQuestionsHelpShowsItsParametersPhrasingsAndSQL() throws {
        let result = try dsreg(["query", "criterion", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--status <criterion-status>  Only this status. Values: ready, needs-refinement, requires-rework, not-mapped."))
        #expect(result.output.contains("  dsreg query \"which components have {criterion} {status}\""))
        #expect(result.output.contains("FROM latest_criterion_score s JOIN component c ON c.id = s.component_id"))
    }

    @Test func questionsAnswerInPlainWordsAndGateCI() throws {
        let file = try SeededRegistryFile()
        let sentence = try dsreg(["query", "which components have C7 not mapped", "--db", file.path, "--format", "csv"])
        #expect(sentence.status == 0)
        #expect(sentence.errors == "→ dsreg query criterion C7 --status not-mapped\n")
        #expect(sentence.output.hasPrefix("system,component,criterion,version,status,note\r\neb,Header,C7,1.0.0,not-mapped,"))
        let gate = try dsreg(["query", "criterion", "C7", "--fail-if-any", "--db", file.path, "--format", "json"])
        #expect(gate.status == 1)
        #expect(gate.errors == "dsreg: 1 row; failing because of --fail-if-any\n")
        let empty = try dsreg(["query", "verdict", "ready", "--fail-if-any", "--db", file.path, "--format", "json"])
        #expect(empty.status == 0)
        #expect(empty.output == "[]\n")
        let table = try dsreg(["query", "verdict", "ready", "--db", file.path])
        #expect(table.output == "no ready verdicts\n")
    }

    @Test func badQuestionsExit64AndBadNamesExit1() throws {
        let file = try SeededRegistryFile()
        let state = try dsreg(["query", "lacking-state", "sparkly", "--db", file.path])
        #expect(state.status == 64)
        #expect(state.errors.hasPrefix("dsreg: 'sparkly' is not a valid state; expected one of: default, hover, pressed,"))
        let name = try dsreg(["query", "lacking-stat", "pressed", "--db", file.path])
        #expect(name.status == 64)
        #expect(name.errors == "dsreg: no question named 'lacking-stat'; did you mean 'lacking-state'?; list them with: dsreg query --list\n")
        let sentence = try dsreg(["query", "how tall is the moon", "--db", file.path])
        #expect(sentence.status == 64)
        let component = try dsreg(["query", "dependents", "Headr", "--db", file.path])
        #expect(component.status == 1)
        #expect(component.errors == "dsreg: no component named 'Headr'; did you mean 'Header'?\n")
    }

    @Test func sqlRefusesWritesAndLeavesTheFileAlone() throws {
        let file = try SeededRegistryFile()
        let before = try file.registry.dumpContent()
        let write = try dsreg(["sql", "DELETE FROM component", "--db", file.path])
        #expect(write.status == 1)
        #expect(write.errors == "dsreg: DELETE on component is refused: dsreg sql only reads\n")
        let read = try dsreg(["sql", "SELECT name FROM component WHERE system_id = :s ORDER BY name LIMIT 2", "-p", "s", "backbase", "--db", file.path, "--format", "csv"])
        #expect(read.output == "name\r\nAvatar\r\nNavigationController\r\n")
        let odd = try dsreg(["sql", "SELECT 1", "-p", "s", "--db", file.path])
        #expect(odd.status == 64)
        #expect(try file.registry.dumpContent() == before)
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
            dsreg: 1 error; nothing was applied

            """)
        let status = try dsreg(["migrate", "status", "--migrations", fixture, "--db", db, "--format", "csv"])
        #expect(status.output == "migration,state,applied_at,title\r\n0001-rename,pending,,Header takes a name that Title Bar holds\r\n")  // CSV per RFC 4180
    }
}
