import ArgumentParser
import DSRegistry

struct MigrateApplyCommand: ParsableCommand {
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
              dsreg migrate --migrations Migrations --db /tmp/registry.sqlite
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

    func run() throws {
        do {
            let run = try registry.openForReading().migrate(migrations.load(), plan: plan)
            if !run.steps.isEmpty || plan {
                output.print(RestructureReport.changes(run))
            }
            if run.diagnostics.isEmpty {
                let verb = plan ? "would apply" : "applied"
                Terminal.standardError(run.steps.isEmpty ? "dsreg: no pending migrations" : "dsreg: \(verb) \(run.steps.map(\.id).joined(separator: ", "))")
                return
            }
            for diagnostic in run.diagnostics { Terminal.standardError(diagnostic.description) }
            let before = plan ? run.steps.map(\.id) : run.rolledBack
            let kept = before.isEmpty ? "" : "; \(before.joined(separator: ", ")) \(plan ? "would apply before it" : "applied cleanly and were rolled back with it")"
            let waiting = run.pendingAfterFailure.isEmpty ? "" : "; not attempted: \(run.pendingAfterFailure.joined(separator: ", "))"
            Terminal.standardError("dsreg: \(run.diagnostics.count) error\(run.diagnostics.count == 1 ? "" : "s"); \(plan ? "the plan stops at the failing migration" : "nothing was applied")\(kept)\(waiting)")
            throw ExitCode.failure
        } catch {
            throw Terminal.report(error)
        }
    }
}
