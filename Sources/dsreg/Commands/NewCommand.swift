import ArgumentParser
import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a commented template: a system, a component's seed file or the next migration.",
        discussion: """
            None ever overwrites a file. docs/seed-format.md describes every key.

            Examples:
              dsreg new system acme --name "Acme Design System"
              dsreg new component "Profile Card" --system eb
              dsreg new migration "Rename Avatar to Profile Image" --system eb
            """,
        subcommands: [NewSystemCommand.self, NewComponentCommand.self, NewMigrationCommand.self]
    )
}

struct NewSystemCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "system",
        abstract: "Write a commented system.yaml for a new design system into SEED-FOLDER/ID/.",
        discussion: """
            The file holds the system's id, name and platforms, and every other key in \
            comments. As written it passes dsreg seed --check. An id another system.yaml has, \
            a name another system has, or an existing file is refused. A platform id that is \
            not built in (ios, android, figma, web) is written with a name to edit.

            Examples:
              dsreg new system acme --name "Acme Design System"
              dsreg new system spectrum --name "Spectrum 2" --platforms web,ios,android
              dsreg new system ocean --name Ocean && dsreg seed --check
            """
    )

    @Argument(help: ArgumentHelp("The system's id: lowercase letters, digits and hyphens.", valueName: "id"))
    var id: String

    @Option(help: ArgumentHelp("The system's display name.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The platform ids it ships on, comma-separated (default: ios,android,figma).",
                               valueName: "ids"))
    var platforms: String?

    @Option(name: .long, help: ArgumentHelp("The seed folder.", valueName: "dir"))
    var from: String = "Seeds"

    func execute() throws {
        let from = SeedTemplate.seedFolder(from, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let ids = (platforms ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let written = try SeedTemplate.writeSystem(id: id, name: name, platforms: ids,
                                                   seeds: URL(fileURLWithPath: from), displayPrefix: from)
        Terminal.write("\(from)/\(written)\n")
        status("wrote \(from)/\(written); add a component: dsreg new component \"Button\" --system \(id)")
    }
}

struct NewComponentCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "component",
        abstract: "Write a commented seed file for a new component into its system's folder.",
        discussion: """
            The file is SYSTEM-FOLDER/KEY.yaml (the key is the name in lowercase with hyphens). \
            It holds the component's id, system and name, and every other section in comments, \
            with the values each key allows. As written it passes dsreg seed --check: a name or \
            id another file has, or one a migration in --migrations gives a component, is \
            refused. A family must be declared in the system's system.yaml first.

            Examples:
              dsreg new component "Profile Card" --system eb
              dsreg new component Chip --system eb --family header
              dsreg new component Tag --system eb && dsreg seed --check
            """
    )

    @Argument(help: ArgumentHelp("The component's name.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The design system's id (the id: of its system.yaml).", valueName: "system"),
            completion: .registry(.system))
    var system: String

    @Option(help: ArgumentHelp("A family id the system declares.", valueName: "family"), completion: .registry(.family))
    var family: String?

    @Option(name: .long, help: ArgumentHelp("The seed folder.", valueName: "dir"))
    var from: String = "Seeds"

    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    func execute() throws {
        let from = SeedTemplate.seedFolder(from, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let written = try SeedTemplate.writeComponent(name: name, system: system, family: family,
                                                      seeds: URL(fileURLWithPath: from), displayPrefix: from,
                                                      restructures: migrations.load())
        Terminal.write("\(from)/\(written)\n")
        status("wrote \(from)/\(written); fill it in, then check it: dsreg seed --check")
    }
}

struct NewMigrationCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "migration",
        abstract: "Write the next numbered migration file, every operation shown in comments.",
        discussion: """
            The file is NNNN-title.yaml in --migrations, numbered after the highest file there. \
            Its operations are all commented out: dsreg migrate refuses it until one is \
            uncommented, and dsreg migrate --plan shows what it would change.

            Examples:
              dsreg new migration "Rename Avatar to Profile Image" --system eb
              dsreg new migration "Merge Card Cell into Card Body" --system sap-fiori
            """
    )

    @Argument(help: ArgumentHelp("What the restructure does, in a few words.", valueName: "title"))
    var title: String

    @Option(help: ArgumentHelp("The system its operations change (default: the latest migration's).", valueName: "system"))
    var system: String?

    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    /// The id goes into the file as `system: ID`: a line break in it wrote YAML nobody typed.
    func validate() throws {
        if let system, !SeedTemplate.isStableKey(system) {
            let shown = system.unicodeScalars.map { $0 == "\n" ? "\\n" : $0.escaped(asASCII: false) }.joined()
            throw ValidationError("--system takes a system's id: lowercase letters, digits and hyphens, found '\(shown)'")
        }
    }

    func execute() throws {
        let name = try RestructureTemplate.write(title: title, system: system,
                                                 folder: URL(fileURLWithPath: migrations.migrations), displayPrefix: migrations.migrations)
        Terminal.write("\(migrations.migrations)/\(name)\n")
        status("wrote \(migrations.migrations)/\(name); uncomment its operations, then: dsreg migrate --plan")
    }
}
