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

struct TokensImportCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import token files into a design system, all or nothing.",
        discussion: """
            Reads DTCG JSON (.tokens, .tokens.json, .json), Style Dictionary JSON, JSON5 and \
            YAML, Tokens Studio folders ($metadata.json and $themes.json choose set order and \
            modes), Spectrum source tokens (a value per mode in `sets`) and Backbase theme JSON \
            (dotted paths). The format is told from each file's content. Folders are read \
            recursively; the files given together are one set, so aliases cross files.

            Modes: --mode puts every token in one mode. Without it, a Tokens Studio theme, a mode \
            word in a file's name (light, dark, dim, wireframe, high-contrast, desktop, mobile: \
            `semantic.dark.json`) or Spectrum's sets give the mode; anything else is `default`. \
            An alias looks in its own mode, then in `default`.

            The import is one transaction. Errors (invalid JSON, an unknown $type, a value that \
            does not fit its type, a name with { } or ., an alias cycle, a token defined by another \
            file) are all reported with file, line and token path, and nothing is written. \
            Dangling aliases are warnings (--strict makes them errors). Re-importing an unchanged \
            file writes nothing; a new version of a file updates its tokens and records what changed.

            Examples:
              dsreg tokens import --system basic --new-system \\
                  ../shared/realdata/amzn-style-dictionary/examples/basic/tokens
              dsreg tokens import --system fluent --new-system \\
                  ../shared/realdata/microsoft-fluentui-token-pipeline/src/demo/w3c
            """
    )

    @Argument(help: ArgumentHelp("Token files or folders.", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("The design system (id or name) the tokens belong to.", valueName: "system"), completion: .registry(.system))
    var system: String

    @Option(help: ArgumentHelp("Put every token in this mode (light, dark, …).", valueName: "mode"))
    var mode: String?

    @Flag(name: .customLong("new-system"), help: "Create the design system when the registry does not have it.")
    var newSystem = false

    @Flag(help: "Treat warnings (dangling aliases, overridden tokens) as errors.")
    var strict = false

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one token file or folder") }
        if let mode, mode.isEmpty { throw ValidationError("--mode needs a name") }
    }

    func execute() throws {
        let set = TokenImportSet.load(paths.map { URL(fileURLWithPath: $0) }, mode: mode)
        let report = try registry.openForWriting()
            .importTokens(set, system: system, createSystem: newSystem, strict: strict)
        warn(report.warnings)
        var summary = "imported \(report.filesRead) file\(report.filesRead == 1 ? "" : "s") into \(system)"
        if report.systemCreated { summary += " (new system)" }
        summary += ": \(report.filesWritten) written, \(report.filesUnchanged) unchanged; "
        summary += "\(report.added) tokens added, \(report.changed) changed, \(report.removed) removed. "
        summary += "The system has \(report.tokens) tokens (\(report.aliases) aliases, \(report.dangling) dangling) "
        summary += "in mode\(report.modes.count == 1 ? "" : "s") \(report.modes.joined(separator: ", "))"
        status(summary)
    }
}
