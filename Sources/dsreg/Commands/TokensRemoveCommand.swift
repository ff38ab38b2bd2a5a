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

struct TokensRemoveCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove imported token files from a design system, in one transaction.",
        discussion: """
            Names files as tokens show reports them (file), or --all for every file imported into \
            the system. Each removed token is recorded as removed; aliases that pointed at one \
            now dangle (listed). The seed's tokens and components are never touched: bindings \
            name tokens by path, and a path nothing defines is listed by query missing-tokens.

            Examples:
              dsreg tokens import --system basic --new-system \\
                  ../shared/realdata/amzn-style-dictionary/examples/basic/tokens
              dsreg tokens remove --system basic tokens/text.json
              dsreg tokens remove --system basic --all
            """
    )

    @Argument(help: ArgumentHelp("Token files, as imported (tokens show's file column).", valueName: "file"),
              completion: .registry(.tokenFile))
    var files: [String] = []

    @Option(help: ArgumentHelp("The design system (id or name).", valueName: "system"), completion: .registry(.system))
    var system: String

    @Flag(name: .long, help: "Remove every token file imported into the system.")
    var all = false

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func validate() throws {
        if all == !files.isEmpty { throw ValidationError("name the token files to remove, or --all (not both)") }
    }

    func execute() throws {
        let report = try registry.openForWriting().removeTokens(system: system, files: all ? nil : files)
        warn(report.nowDangling.map { Diagnostic(.warning, code: .input, location: nil, message: "\($0) now aliases a token that is gone") })
        status("removed \(report.tokens) token\(report.tokens == 1 ? "" : "s") of \(report.files.joined(separator: ", "))")
    }
}
