import ArgumentParser
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

struct TokensListCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List tokens with their resolved values.",
        discussion: """
            `value` is the resolved value: an alias shows the value at the end of its chain, and \
            a missing target is named in `missing_target`.

            Examples:
              dsreg tokens list --system backbase
              dsreg tokens list --prefix theme.color --type color
              dsreg tokens list --deprecated --format json
            """
    )

    @Option(help: ArgumentHelp("Only this design system (id or name).", valueName: "system"), completion: .registry(.system))
    var system: String?

    @Option(help: ArgumentHelp("Only tokens of this type.", valueName: "type"))
    var type: TokenType?

    @Option(help: ArgumentHelp("Only paths that start with this text.", valueName: "prefix"))
    var prefix: String?

    @Option(help: ArgumentHelp("Only this mode.", valueName: "mode"))
    var mode: String?

    @Flag(help: "Only deprecated tokens.")
    var deprecated = false

    @Flag(help: "Only tokens whose alias chain breaks.")
    var dangling = false

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func execute() throws {
        var filter = TokenFilter()
        filter.system = system
        filter.type = type
        filter.prefix = prefix
        filter.mode = mode
        filter.deprecatedOnly = deprecated
        filter.danglingOnly = dangling
        output.print(try registry.openForReading().tokens(filter))
    }
}

extension TokenType: ExpressibleByArgument {}
