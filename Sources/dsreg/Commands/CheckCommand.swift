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

struct CheckCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the registry file: SQLite's integrity and foreign keys, then the registry's own invariants.",
        discussion: """
            Runs PRAGMA integrity_check and foreign_key_check, then checks that every former \
            name leads to a live component (a name never stands for two: the schema's UNIQUE \
            index, checked by integrity_check, sees to that), that every \
            applied migration's file still has the checksum it was applied with, that every \
            variant's values lie in its properties' domains, that assessment versions are dated \
            in order, that every stored table, index, view and trigger is the one dsreg creates, \
            and that the search index holds exactly the rows of what it indexes. A file too \
            damaged to check is one finding. Prints each finding with the way to fix it; exits 1 \
            when there is any. Writes nothing.

            Examples:
              dsreg check
              dsreg check --db dsreg.sqlite --migrations Migrations --format json
            """
    )

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Migrations") var migrations: MigrationOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func execute() throws {
        let set = migrations.load()
        warn(set.diagnostics.sorted)
        // Opening builds the default registry when it is missing.
        if !registry.location.exists { _ = try registry.openForReading() }
        let findings = try Registry.check(at: registry.location.path, restructures: set)
        output.print(.findings(findings))
        if !findings.isEmpty || set.diagnostics.hasErrors { throw ExitCode.failure }
    }
}
