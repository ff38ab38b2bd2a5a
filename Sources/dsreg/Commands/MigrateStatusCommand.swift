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

struct MigrateStatusCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "List the applied and pending migrations.",
        discussion: """
            Every applied migration with the time it was applied, then every pending file. A \
            migration whose file changed since it was applied shows as drifted; one whose file is \
            gone, as missing. Exits 1 when any is drifted or missing.

            Examples:
              dsreg migrate status
              dsreg migrate status --format json
            """
    )

    @OptionGroup(title: "Registry")
    var registry: RegistryOptions

    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    func execute() throws {
        let set = migrations.load()
        warn(set.diagnostics.sorted)
        let lines = try registry.openForReading().restructureStatus(set)
        output.print(RestructureReport.status(lines))
        if lines.contains(where: { [.drifted, .missing, .outOfOrder].contains($0.state) }) || set.diagnostics.hasErrors {
            throw ExitCode.failure
        }
    }
}
