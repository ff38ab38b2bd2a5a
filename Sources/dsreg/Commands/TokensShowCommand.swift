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

struct TokensShowCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One token: its value in each mode, type, description, alias chain, and every component role bound to it.",
        discussion: """
            The roles come from `dsreg query token-usage`: bindings and specs that name the \
            token itself or any alias of it.

            Examples:
              dsreg tokens show theme.color.tab-header.selected.foreground
              dsreg tokens show text/accent/eyebrow --format json
            """
    )

    @Argument(help: ArgumentHelp("The token's path.", valueName: "path"), completion: .registry(.token))
    var path: String

    @Option(help: ArgumentHelp("The design system (id or name), when several have the path.", valueName: "system"), completion: .registry(.system))
    var system: String?

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func execute() throws {
        let detail = try registry.openForReading().tokenDetail(path, system: system)
        output.page(TokenPage.render(detail, as: output.format, width: Terminal.width, color: Terminal.colors))
    }
}
