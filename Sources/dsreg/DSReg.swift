import ArgumentParser
import DSRegistry

@main
struct DSReg: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsreg",
        abstract: "A registry for design-system teams: components, assessments, tokens and restructures in SQLite.",
        discussion: """
            The registry is a SQLite file: --db PATH, else $DSREG_DB, else ./dsreg.sqlite. When the \
            default file does not exist, read commands build it from ./Seeds and ./Migrations first.

            Examples:
              dsreg seed                              load ./Seeds into the registry
              dsreg migrate --plan                    what the pending migrations would change
              dsreg migrate                           apply them
              dsreg list --family header              the components of a family
              dsreg show Header                       everything known about one component
              dsreg query lacking-state pressed       which components lack pressed state
            """,
        version: DSRegistryInfo.version,
        subcommands: [SeedCommand.self, MigrateCommand.self, ListCommand.self, ShowCommand.self, QueryCommand.self]
    )
}
