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

struct MigrateApplyCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply the pending migrations in order (the default), or --plan them.",
        discussion: """
            Each migration is checked against the registry as the earlier ones leave it; the whole \
            run is one transaction. The first that fails is reported with every problem (file, \
            line, operation, reason) and the run leaves nothing behind, the migrations before it \
            included: the registry is as before the command or as after it, never between. A \
            migration file that changed after it was applied is refused.

            With --plan nothing is written: every pending migration runs in a transaction that is \
            rolled back, and what it would change is printed (renames, rows moved, variants \
            remapped, counts before → after).

            Examples:
              dsreg migrate --plan
              dsreg migrate --plan --format json
              dsreg migrate --migrations Migrations --db dsreg.sqlite
            """
    )

    @Flag(name: .long, help: "Print what would change; write nothing.")
    var plan = false

    @OptionGroup(title: "Registry")
    var registry: RegistryOptions

    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    func execute() throws {
        do {
            let run = try registry.openForWriting().migrate(migrations.load(), plan: plan)
            if !run.steps.isEmpty || plan {
                output.print(RestructureReport.changes(run))
            }
            let verb = plan ? "would apply" : "applied"
            status(run.steps.isEmpty ? "dsreg: no pending migrations" : "dsreg: \(verb) \(run.steps.map(\.id).joined(separator: ", "))")
        } catch let failure as RestructureFailure {
            // A plan shows what would apply before the migration that fails.
            if plan, !failure.run.steps.isEmpty { output.print(RestructureReport.changes(failure.run)) }
            throw failure
        }
    }
}
