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

struct MigrateRevertCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "revert",
        abstract: "Undo the latest migration, or a migration and every one after it.",
        discussion: """
            Reverting replays the inverse of every row change the migration made, newest first, in \
            one transaction: the registry ends exactly as it was before the migration, row ids \
            included. It needs the registry only, not the migration's file.

            --plan prints what the revert would change (each recorded change it undoes, and the \
            rows it would put back, remove or change back, per table) and writes nothing: the \
            registry is opened read-only.

            Examples:
              dsreg migrate revert 0003 --plan        what reverting 0003 would change
              dsreg migrate revert                    the latest
              dsreg migrate revert 0004-detail-hero   0004 and every one after it
              dsreg migrate revert 0003               the same, by number
              dsreg migrate revert --all              all of them
            """
    )

    @Argument(help: ArgumentHelp("The migration to revert down to, included (its number or id).", valueName: "id"),
              completion: .registry(.migration))
    var id: String?

    @Flag(name: .long, help: "Revert every applied migration.")
    var all = false

    @Flag(name: .long, help: "Print what the revert would change; write nothing.")
    var plan = false

    @OptionGroup(title: "Registry")
    var registry: RegistryOptions

    /// Revert needs only the registry; the folder says which files are pending afterwards.
    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    func validate() throws {
        if all && id != nil { throw ValidationError("give a migration id or --all, not both") }
    }

    @OptionGroup(title: "Output")
    var output: OutputOptions

    func execute() throws {
        let target: RevertTarget = all ? .all : id.map { .through($0) } ?? .latest
        if plan {
            output.print(try registry.openForReading().revertPlan(target))
            status("dsreg: a plan; nothing was written")
            return
        }
        let writer = try registry.openForWriting()
        let reverted = try writer.revert(target)
        let pending = try writer.restructureStatus(migrations.load()).filter { $0.state == .pending }.map(\.id)
        status("dsreg: reverted \(reverted.joined(separator: ", "))"
            + (pending.isEmpty ? "" : "; pending in \(migrations.migrations): \(pending.joined(separator: ", "))"))
    }
}
