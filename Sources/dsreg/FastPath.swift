import ArgumentParser
import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// The commands run most often, started without argument-parser: its reading of a command
/// line walks every option of every command with `Mirror` and looks up protocol conformances
/// across the whole binary, a quarter of the run of `dsreg sql "select 1"` (`perf record`).
///
/// Exact by construction: it knows one narrow shape of each command line and hands every
/// other one, untouched, to argument-parser (any option it does not know, `--help`, `=`
/// spellings, a repeated option, a value that looks like an option, an option of a question
/// that is not built in). Argument-parser gives `query` every word it does not know, in order;
/// so does this path.
/// What it reads, it answers through the same `SQLRequest` and `QuestionRequest` as the
/// commands do, and it ends as argument-parser would. `FastPathTests` runs a corpus of command
/// lines both ways and compares output, errors and exit status. `DSREG_NO_FAST_PATH=1` turns
/// it off.
enum FastPath {
    enum Invocation {
        /// `dsreg --version`, alone.
        case version
        /// `dsreg sql SQL`, with any of --db PATH, --format F, --no-pager, --fail-if-any.
        case sql(SQLRequest)
        /// `dsreg query NAME WORD…`: a question's name (or a sentence) and its words, with a
        /// built-in question's own options (`--system sys0`), and any of --db, --format,
        /// --no-pager, --fail-if-any, --include-unassessed, --print-sql.
        case question(QuestionRequest)
    }

    static let switchKey = "DSREG_NO_FAST_PATH"

    /// The invocation `arguments` (without the program's name) spell, when they have the shape
    /// this path knows; nil hands them to argument-parser.
    static func recognise(_ arguments: [String], environment: [String: String] = environment()) -> Invocation? {
        guard (environment[switchKey] ?? "").isEmpty, let command = arguments.first else { return nil }
        if arguments == ["--version"] { return .version }
        guard command == "sql" || command == "query" else { return nil }
        var output = AnswerOutput()
        var gate = AnswerGate()
        var db: String?
        // An array, not a Set: a few options, and the first Set<String> of a process costs the
        // runtime a generic metadata lookup.
        var flags: [String] = []
        var words: [String] = []
        var questionOptions: [String] = []
        if command == "query" {
            // A question's name, a saved question's or a sentence: all are words to the command.
            guard arguments.count > 1, !arguments[1].hasPrefix("-") else { return nil }
            let builtIn = QuestionCatalog.builtIn.first { $0.name == arguments[1] }
            questionOptions = builtIn?.parameters.filter { !$0.positional }.map { "--" + $0.name } ?? []
        }
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard !word.isEmpty else { return nil }
            guard word.hasPrefix("-") else {
                words.append(word)
                continue
            }
            guard !flags.contains(word) else { return nil }
            flags.append(word)
            switch word {
            case "--db", "--format":
                guard index < arguments.count, !arguments[index].isEmpty, !arguments[index].hasPrefix("-") else { return nil }
                let value = arguments[index]
                index += 1
                if word == "--db" {
                    db = value
                } else {
                    guard let format = OutputFormat(rawValue: value) else { return nil }
                    output.format = format
                    output.formatGiven = true
                }
            case "--no-pager": output.pager = false
            case "--fail-if-any": gate.failIfAny = true
            case "--include-unassessed", "--print-sql": guard command == "query" else { return nil }
            default:
                // A question's own option is one of its words, as argument-parser leaves it.
                guard questionOptions.contains(word) else { return nil }
                words.append(word)
            }
        }
        let location = RegistryLocation(explicit: db, environment: environment)
        if command == "sql" {
            guard words.count == 1 else { return nil }
            return .sql(SQLRequest(sql: words[0], location: location, output: output, gate: gate))
        }
        return .question(QuestionRequest(words: words, includeUnassessed: flags.contains("--include-unassessed"),
                                         printSQL: flags.contains("--print-sql"), location: location, output: output, gate: gate))
    }

    /// The two variables this path reads, with `getenv`: `ProcessInfo`'s copy of the whole
    /// environment was 3% of `dsreg sql "select 1"`.
    static func environment() -> [String: String] {
        var found: [String: String] = [:]
        for key in [switchKey, RegistryLocation.environmentKey] {
            if let value = getenv(key) { found[key] = String(cString: value) }
        }
        return found
    }

    /// Runs `invocation` and ends the process as argument-parser ends it: 0, the `ExitCode`
    /// thrown, or the code of the failure `Terminal.report` has printed.
    static func run(_ invocation: Invocation) -> Never {
        let (format, registryPath): (OutputFormat, String?) = switch invocation {
        case .version: (.table, nil)
        case .sql(let request): (request.output.format, request.location.path)
        case .question(let request): (request.output.format, request.location.path)
        }
        do {
            switch invocation {
            case .version: Terminal.write(DSRegistryInfo.version + "\n")
            case .sql(let request): try request.execute()
            case .question(let request): try request.execute()
            }
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            exit(Terminal.report(error, format: format, registryPath: registryPath).rawValue)
        }
        exit(0)
    }
}
