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

struct DatasetteCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "datasette",
        abstract: "Write a Datasette metadata file: every question a canned query, the views faceted.",
        discussion: """
            Every catalog question and every saved question of --queries becomes a canned \
            query with its title, description and named parameters, built from the question's \
            own SQL; each parameter takes what `dsreg query` takes (a component's name, C7, \
            6m). Serve the registry read-only with it, opened immutable so nothing writes to it:
              datasette -i dsreg.sqlite -m metadata.json

            Datasette names a database by its file's name without the extension, and the \
            metadata's queries are keyed by that name: for a copy served under another file \
            name, write the metadata for that name (--database copy, or --db copy.sqlite).

            Examples:
              dsreg datasette --output metadata.json
              dsreg datasette --output metadata.json --database snapshot
            """
    )

    @Option(help: ArgumentHelp("The metadata file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("The folder of saved questions (.sql).", valueName: "dir"))
    var queries: String = "Queries"

    @Option(help: ArgumentHelp("The database's name in Datasette: the name of the file it serves, without its extension (default: the registry file's).", valueName: "name"))
    var database: String?

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func execute() throws {
        let saved = SavedQuestions.load(folder: URL(fileURLWithPath: queries), displayPrefix: queries)
        for diagnostic in saved.diagnostics.sorted {
            var left = diagnostic
            left.severity = .warning
            left.message += " (this saved question is left out)"
            warn([left])
        }
        // Opening checks that the file is a registry of this schema (and builds the default).
        let opened = try registry.openForReading()
        let path = registry.location.path
        let name = DatasetteMetadata.databaseName(database ?? path)
        let questions = QuestionCatalog.builtIn + saved.questions
        let text = DatasetteMetadata.json(database: name, questions: questions, platforms: try opened.extraPlatforms())
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Diagnostic(.error, code: .io, location: nil, message: "cannot write '\(output)': \(error.localizedDescription)",
                             suggestion: "check that its folder exists and is writable")
        }
        // The file to serve: the registry, or the copy --database names.
        let served = database.map { $0 == name ? name + ".sqlite" : $0 } ?? path
        Terminal.write("wrote \(questions.count) canned queries for database '\(name)' to \(output); serve with: datasette -i \(served) -m \(output)\n")
    }
}
