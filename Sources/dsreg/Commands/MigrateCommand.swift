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

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Apply, inspect and revert family restructures (Migrations/*.yaml).",
        discussion: """
            A migration file is a reviewed restructure: renames, merges, moves to another family, \
            splits, property collapses, promotions to real components. `dsreg migrate` applies the \
            pending ones in order, in one transaction, each recorded with its checksum, time and \
            what it changed. Old names keep resolving; a component keeps its id and its history.

            Examples:
              dsreg migrate --plan             what the pending migrations would change
              dsreg migrate                    apply them
              dsreg migrate status             applied and pending
              dsreg migrate revert             undo the latest
              dsreg migrate revert 0003        undo 0003 and every one after it
              dsreg migrate revert --all       back to the registry the seeds alone make
            """,
        subcommands: [MigrateApplyCommand.self, MigrateStatusCommand.self, MigrateRevertCommand.self],
        defaultSubcommand: MigrateApplyCommand.self
    )
}
