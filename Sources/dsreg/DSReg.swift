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

@main
struct DSReg: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsreg",
        abstract: "A registry for design-system teams: components, assessments, tokens and restructures in SQLite.",
        discussion: """
            The registry is a SQLite file: --db PATH, else $DSREG_DB, else ./dsreg.sqlite. When the \
            default file does not exist, read commands build it from ./Seeds and ./Migrations first.

            Examples:
              dsreg seed                          load ./Seeds into the registry
              dsreg migrate --plan                what the pending migrations would change
              dsreg migrate                       apply them
              dsreg list --family header          the components of a family
              dsreg show Header                   everything known about one component
              dsreg query lacking-state pressed   which components lack pressed state
              dsreg query "what depends on Card Header"
              dsreg sql "SELECT * FROM component_overview"
            """,
        version: DSRegistryInfo.version,
        subcommands: [SeedCommand.self, MigrateCommand.self, ListCommand.self, ShowCommand.self, HistoryCommand.self,
                      DiffCommand.self, ReviewCommand.self, CompareCommand.self, QueryCommand.self,
                      SQLCommand.self, TokensCommand.self, CodeConnectCommand.self, CheckCommand.self, NewCommand.self, ImportCommand.self,
                      SiteCommand.self, DatasetteCommand.self, GenerateCommand.self, FigmaCommand.self]
    )

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `--version`, `sql` and `query NAME` of the one shape `FastPath` knows start without
        // argument-parser; every other command line goes on below, untouched.
        if let invocation = FastPath.recognise(arguments) { FastPath.run(invocation) }
        if let shell = CompletionScript.requested(arguments) {
            Terminal.write(CompletionScript.script(for: shell) + "\n")
            Foundation.exit(0)
        }
        if let unknown = unknownCommand(arguments) {
            Terminal.standardError("dsreg: no command '\(unknown.word)'; " + (unknown.suggestion ?? "see the commands with: dsreg --help"))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        main(routingQuestionHelp(arguments))
    }

    /// The commands' names, spelled out: a fast path. Reading them from the subcommands'
    /// configurations builds every command's help (the query command's lists the whole
    /// question catalog), a tenth of the start-up of `dsreg sql "select 1"`. A name missing
    /// here only costs that time: the configurations are still asked before a word is refused.
    static let commandNames: Set<String> = [
        "seed", "migrate", "list", "show", "history", "diff", "query", "sql", "tokens", "codeconnect", "check", "new",
        "site", "datasette", "generate", "import", "figma", "review", "compare",
    ]

    /// A first word that names no command (`dsreg lst`), with the closest command: argument-
    /// parser's own answer ("Unexpected argument") does not say what was meant.
    static func unknownCommand(_ arguments: [String]) -> (word: String, suggestion: String?)? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(first) else { return nil }
        return (first, Suggestion.didYouMean(first, in: names).map { "\($0) (dsreg \(Suggestion.closest(to: first, in: names)[0]) --help)" })
    }

    /// `dsreg query NAME --help` must explain the question NAME, but argument-parser answers
    /// every `--help` with the help of the command it belongs to (`query`). So a help flag
    /// after a question's name becomes `--question-help`, which `QueryCommand` answers.
    static func routingQuestionHelp(_ arguments: [String]) -> [String] {
        guard arguments.first == "query" else { return arguments }
        let takesValue: Set<String> = ["--db", "--format", "--queries"]
        var index = 1
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += takesValue.contains(arguments[index]) ? 2 : 1
        }
        guard index < arguments.count else { return arguments }
        return arguments.enumerated().map { offset, word in
            offset > index && ["--help", "-h"].contains(word) ? "--question-help" : word
        }
    }
}
