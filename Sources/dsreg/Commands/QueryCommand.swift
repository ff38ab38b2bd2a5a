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

struct QueryCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Ask the registry a question: by name, or in plain words.",
        discussion: """
            Questions (dsreg query --list shows them with your saved ones; \
            dsreg query NAME --help explains one):
            \(QuestionCatalog.builtIn.map { "  \($0.usage)" }.joined(separator: "\n"))

            Saved questions are .sql files in ./Queries (or --queries DIR); see Queries/README.md.
            A question in plain words says which question it ran on standard error.
            Gap questions (lacking-state, a11y) list what is known and end with one line \
            counting the components nobody assessed (on standard error for json, ndjson and \
            csv); --include-unassessed lists them too.
            --fail-if-any exits 1 when the answer has rows: a gate for CI. A question stops \
            after 30 s (--timeout), and a table once its answer passes 128 MB (JSON, NDJSON \
            and CSV are written as the rows are read), and says so (exit 1).

            Examples:
              dsreg query lacking-state pressed
              dsreg query lacking-state pressed --include-unassessed
              dsreg query lacking-state focused --platform android --format json
              dsreg query criterion C7 --status not-mapped
              dsreg query "which components lack pressed state"
              dsreg query "what's blocking code connect"
              dsreg query "what depends on Avatar in eb"
              dsreg query "where is text/accent/link used"
              dsreg query "focus gaps ios"
              dsreg query --explain "which components are weak on native mappability"
              dsreg query ready-lacking-focus --fail-if-any
              dsreg query criterion C7 --as-of 1.0.0
              dsreg query lacking-state pressed --print-sql | sqlite3 dsreg.sqlite
            """
    )

    @Flag(name: .long, help: "List every question, built-in and saved.")
    var list = false

    @Option(name: .long, help: ArgumentHelp("The folder of saved questions.", valueName: "dir"))
    var queries: String = "Queries"

    /// `dsreg query NAME --help` arrives as this flag (see `DSReg.main`): argument-parser would
    /// otherwise show the help of `query` itself.
    @Flag(name: .customLong("question-help"), help: .hidden)
    var questionHelp = false

    @Flag(name: .customLong("include-unassessed"), help: "Gap questions (lacking-state, a11y): also list the components nobody assessed, which are otherwise counted in one line.")
    var includeUnassessed = false

    @Flag(name: .customLong("print-sql"), help: "Print the question as a sqlite3 shell script (its bound parameters, then its SQL) instead of answering it.")
    var printSQL = false

    @Flag(name: .long, help: "For a question in plain words: print how it was read (the values found, the three best questions with their scores, why the best won or none did) instead of answering it.")
    var explain = false

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Gate") var gate: GateOptions
    @OptionGroup(title: "Time") var time: AsOfOptions
    @OptionGroup(title: "Limits") var limits: QueryLimitOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("A question's name and its arguments, or a question in plain words.", valueName: "question"),
              completion: .queryWords)
    var words: [String] = []

    func validate() throws {
        if printSQL, time.text != nil {
            throw ValidationError("--print-sql prints the question as it stands today; leave out --as-of")
        }
    }

    func execute() throws {
        try QuestionRequest(words: words, list: list, queries: queries, questionHelp: questionHelp, includeUnassessed: includeUnassessed,
                            printSQL: printSQL, explain: explain, location: registry.location, output: output.answer, gate: gate.gate,
                            asOf: time.asOf, limits: limits.limits).execute()
    }
}
