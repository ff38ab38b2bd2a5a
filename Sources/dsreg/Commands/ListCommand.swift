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

struct ListCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List components with their role, family, status and latest assessment.",
        discussion: """
            Examples:
              dsreg list
              dsreg list --system eb --family header
              dsreg list --status active --format csv
            """
    )

    @Option(help: ArgumentHelp("Only this design system (id or name).", valueName: "system"), completion: .registry(.system))
    var system: String?

    @Option(help: ArgumentHelp("Only this family (key or name).", valueName: "family"), completion: .registry(.family))
    var family: String?

    @Option(help: "Only components with this lifecycle status.")
    var status: LifecycleStatus?

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Time") var time: AsOfOptions

    func execute() throws {
        let table = try registry.openForReading().list(ComponentListQuery(system: system, family: family, status: status), asOf: time.asOf)
        output.print(table)
    }
}
