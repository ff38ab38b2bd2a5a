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

/// Docs that run: every example in every `--help`, and every `$ dsreg …` line of the README,
/// is run against the default registry in a fresh clone (as sqlite-utils tests its docs), and
/// every example fits 80 columns, so none is broken across lines when help is printed.
@Suite(.serialized) struct HelpExampleTests {
    static let commands: [[String]] = [
        [], ["seed"], ["migrate"], ["migrate", "apply"], ["migrate", "status"], ["migrate", "revert"],
        ["list"], ["show"], ["history"], ["diff"], ["query"], ["sql"], ["tokens"], ["tokens", "import"],
        ["tokens", "list"], ["tokens", "show"], ["tokens", "export"], ["check"], ["generate"],
        ["codeconnect"], ["codeconnect", "generate"], ["codeconnect", "check"],
        ["new"], ["new", "system"], ["new", "component"], ["new", "migration"], ["tokens", "remove"],
        ["site"], ["datasette"], ["import"], ["import", "page"], ["figma"], ["figma", "import"], ["review"], ["compare"],
    ]

    /// The example commands of a help text: the lines after "Examples:", a trailing `\` or an
    /// open quote joining the next line, each cut where its description starts (two spaces
    /// outside quotes).
    static func examples(in help: String) -> (commands: [String], lines: [String]) {
        guard let start = help.range(of: "Examples:\n") else { return ([], []) }
        let lines = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("  ") }.map(String.init)
        var commands: [String] = []
        var pending = ""
        for line in lines {
            var text = pending.isEmpty || pending.hasSuffix("\n") ? pending + line : pending + line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty { text = text.trimmingCharacters(in: .whitespaces) }
            if text.hasSuffix("\\") {
                text.removeLast()
                pending = text.trimmingCharacters(in: .whitespaces) + " "
                continue
            }
            if text.filter({ $0 == "\"" }).count % 2 == 1 {
                pending = text + "\n"
                continue
            }
            pending = ""
            commands.append(cutDescription(text))
        }
        return (commands, lines)
    }

    static func cutDescription(_ line: String) -> String {
        var inQuotes = false
        var previous: Character = "x"
        for (offset, character) in line.enumerated() {
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes, character == " ", previous == " " {
                return String(line.prefix(offset - 1))
            }
            previous = character
        }
        return line
    }

    /// A clone with the project's seeds, Migrations and Queries and a built registry, beside a
    /// `shared` that links to the real one (examples read `../shared/realdata`).
    final class Clone {
        let root: TemporaryFolder
        let url: URL

        init() throws {
            root = try TemporaryFolder()
            url = root.url.appendingPathComponent("clone")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            // Seeds as shipped (the copy the tests read: the README shows the project's own data).
            try FileManager.default.copyItem(at: TestPaths.seeds, to: url.appendingPathComponent("Seeds"))
            for folder in ["Migrations", "Queries"] {
                try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent(folder),
                                                 to: url.appendingPathComponent(folder))
            }
            try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent("shared"),
                                                       withDestinationURL: TestPaths.realdata.deletingLastPathComponent())
            // The default registry, seeded and migrated, and `seeds.sqlite`, seeded only: copies
            // of the shared registries, made from the same files.
            _ = try MigratedRegistry.shared.copy(to: url.appendingPathComponent("dsreg.sqlite").path)
            _ = try SeededRegistry.shared.copy(to: url.appendingPathComponent("seeds.sqlite").path)
            // The README shows two refusals from fixture folders.
            // The Figma examples import a fixture library (a saved GET /v1/files/KEY response).
            for (folder, name) in [("Migrations", "rename-taken"), ("Malformed", "several-errors"),
                                   ("Figma", "eb-header-before-restructure.json"), ("Figma", "button-states.json"),
                                   ("Figma", "button-states-v2.json")] {
                try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("\(folder)/\(name)"),
                                                 to: url.appendingPathComponent(name))
            }
        }

        /// Runs a command line as a shell would, with this build's dsreg first on the PATH.
        /// `dsreg review` reads git: the clone becomes a repository of one commit first.
        func run(_ command: String) throws -> DSRegBinary.Result {
            if command.contains("dsreg review"), !FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) {
                let git = "git -c user.name=t -c user.email=t@example.com -c commit.gpgsign=false"
                _ = try DSRegBinary.runProcess(URL(fileURLWithPath: "/bin/sh"),
                    ["-c", "git init -q && \(git) add -A && \(git) commit -q -m clone"], in: url)
            }
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = DSRegBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment.removeValue(forKey: RegistryLocation.environmentKey)
            return try DSRegBinary.runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: url, environment: environment)
        }
    }

    static func mayRun(_ command: String) -> Bool {
        (!command.contains("../shared/realdata") || TestPaths.realdataAvailable)
            && (!command.contains("sqlite3") || FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"))
    }

    /// A `--fail-if-any` or `--fail-on` gate may fail: that is what it is for.
    static func expected(_ command: String) -> Set<Int32> {
        command.contains("--fail-if-any") || command.contains("--fail-on") ? [0, 1] : [0]
    }

    @Test(arguments: commands)
    func everyHelpExampleRunsAndFitsEightyColumns(_ command: [String]) throws {
        let help = try DSRegBinary.run(command + ["--help"])
        #expect(help.status == 0)
        let (examples, lines) = Self.examples(in: help.output)
        #expect(!examples.isEmpty, "\(command) has examples")
        for line in lines { #expect(line.count <= 80, "\(command): '\(line)' is wider than 80 columns") }
        let clone = try Clone()
        for example in examples where Self.mayRun(example) {
            #expect(example.hasPrefix("dsreg ") || example.contains("| dsreg "), "\(example)")
            let result = try clone.run(example)
            #expect(Self.expected(example).contains(result.status), "\(example) exited \(result.status): \(result.errors)")
        }
    }

    /// The README's `$ dsreg …` lines and its first set-up command answer on the default
    /// registry, as a new user types them. Where the README shows errors, the command fails
    /// and prints exactly those lines.
    @Test func everyREADMECommandRuns() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var commands: [(command: String, shown: [String])] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("$ dsreg ") {
            let shown = lines[(index + 1)...].prefix { !$0.hasPrefix("$ ") && !$0.hasPrefix("```") }
            commands.append((Self.cutDescription(String(line.dropFirst(2))), Array(shown)))
        }
        let setUp = try #require(lines.first { $0.hasPrefix("swift run dsreg ") })
        commands.insert((Self.cutDescription(String(setUp.dropFirst("swift run ".count))), []), at: 0)
        #expect(commands.count >= 10)
        let clone = try Clone()
        for (command, shown) in commands where Self.mayRun(command) {
            let result = try clone.run(command)
            let errors = shown.filter { $0.contains(": error: ") || $0.hasPrefix("dsreg: ") }
            if errors.isEmpty {
                #expect(Self.expected(command).contains(result.status), "\(command) exited \(result.status): \(result.errors)")
                #expect(!result.output.isEmpty, "\(command) printed nothing")
            } else {
                #expect(result.status == 1, "\(command) must fail as the README shows")
                #expect(result.errors.split(separator: "\n").map(String.init).filter { !$0.contains("warning:") } == errors, "\(command)")
            }
        }
    }

    /// A mistyped command gets the closest one, as every other name does.
    @Test func aMistypedCommandGetsDidYouMean() throws {
        let typo = try DSRegBinary.run(["lst"])
        #expect(typo.status == 64)
        #expect(typo.errors == "dsreg: no command 'lst'; did you mean 'list'? (dsreg list --help)\n")
        let unknown = try DSRegBinary.run(["zzzz"])
        #expect(unknown.errors == "dsreg: no command 'zzzz'; see the commands with: dsreg --help\n")
    }

    /// `show --format json` writes JSON in the style of every other command.
    @Test func showsJSONIsInTheHouseStyle() throws {
        #expect(JSONText.houseStyle("{\n  \"a\" : [\n\n  ],\n  \"b : c\" : {\n\n  }\n}") == "{\n  \"a\": [],\n  \"b : c\": {}\n}")
        let page = ComponentPage.render(try SeededRegistry.shared.componentDetail("Header"), as: .json)
        #expect(!page.contains("\" : "))
        #expect(page.contains("\"absorbed\": [],"))
        #expect((try? JSONSerialization.jsonObject(with: Data(page.utf8))) != nil)
    }
}
