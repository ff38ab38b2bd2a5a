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

struct ShowCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Everything the registry holds about one component, readable as its assessment page.",
        discussion: """
            COMPONENT is a current or former name, matched ignoring case, spaces and punctuation \
            ("header - with logo" finds "Header - With Logo"). A name several systems share lists \
            its components, each with its system and the command that shows it (--system).

            Examples:
              dsreg show Header
              dsreg show "Card Header" --format markdown
              dsreg show Avatar --system backbase --format json
              dsreg show Header --as-of 2026-04
              dsreg show Header --mode default
            """
    )

    @OptionGroup var target: ComponentOptions

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Time") var time: AsOfOptions

    @Option(help: ArgumentHelp("The token mode bound values are shown in; a token without it shows 'default', else its first mode, named.",
                               valueName: "mode"))
    var mode: String?

    func execute() throws {
        let reader = try registry.openForReading()
        let detail = try target.listingCandidates("show", in: reader, output: output) {
            try reader.componentDetail(target.component, system: target.system, asOf: time.asOf, mode: mode)
        }
        output.page(ComponentPage.render(detail, as: output.format, width: Terminal.width, color: Terminal.colors))
    }
}
