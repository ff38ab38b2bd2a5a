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

struct SeedCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Load the seed files into the registry, all or nothing.",
        discussion: """
            Reads every .yaml file under the folder: each system.yaml describes a design system, \
            every other file one component. The run is one transaction: any error in any file \
            leaves the registry exactly as it was, and every error of the run is reported with its \
            file, line and column. Files whose content is unchanged since the last seed are not \
            rewritten, so seeding twice changes nothing; nor are they parsed again: the run \
            checks the files that changed against what the registry remembers of the others \
            (names, ids, families, references), and reads a file only when its size, inode or \
            times differ from the last run's.

            Seeds and migrations compose: the registry is always the seeds, then the applied \
            migrations in order. When a seed file changed and migrations are applied, the run \
            reverts them, writes the seeds, and replays them from --migrations, all in the one \
            transaction. Components are found by their stable id, so an edited seed lands on the \
            restructured component and old names are not resurrected.

            Published history never vanishes by accident: a run in which a file that is gone \
            would delete a component with an assessment, or a whole system, is refused. Retire a \
            component with a migration ({op: deprecate}), or pass --allow-removal to delete.

            A run that takes more than a second shows its progress (files parsed, then files \
            written) on one line of standard error when that is a terminal; nothing when piped.

            --check runs every one of these checks on a copy in memory and writes nothing: \
            not to the registry, not to the seed files.

            Examples:
              dsreg seed
              dsreg seed --check
              dsreg seed --from Seeds --db registry.sqlite
            """
    )

    @Option(name: .long, help: ArgumentHelp("The seed folder.", valueName: "dir"))
    var from: String = "Seeds"

    @Flag(name: .long, help: "Check the seeds as a seed would and write nothing.")
    var check = false

    @Flag(name: .long, help: "Let a file that is gone delete its component's published assessments, or a whole system.")
    var allowRemoval = false

    @OptionGroup(title: "Registry")
    var registry: RegistryOptions

    @OptionGroup(title: "Migrations")
    var migrations: MigrationOptions

    func execute() throws {
        let folder = URL(fileURLWithPath: from)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("no seed folder at '\(from)'; pass --from DIR")
        }
        if check {
            let report = try Registry.checkSeeds(at: registry.location.path, from: folder, displayPrefix: from,
                                                 restructures: migrations.load(), allowRemoval: allowRemoval)
            warn(report.warnings)
            status("checked \(from): \(report.filesRead) files, \(report.filesWritten) would be written, "
                + "\(report.filesUnchanged) unchanged, \(report.warnings.count) warning\(report.warnings.count == 1 ? "" : "s"); nothing was written")
            return
        }
        let progress = ProgressLine.onTerminal("seeding")
        defer { progress?.finish() }
        let report = try registry.openForWriting().seed(from: folder, displayPrefix: from, restructures: migrations.load(),
                                                        allowRemoval: allowRemoval, progress: progress?.seedHandler)
        progress?.finish()
        warn(report.warnings)
        var summary = "seeded \(registry.location.path) from \(from): \(report.filesRead) files (\(report.filesParsed) parsed), \(report.filesWritten) written, \(report.filesUnchanged) unchanged"
        if !report.componentsRemoved.isEmpty {
            summary += ", removed \(report.componentsRemoved.joined(separator: ", "))"
        }
        if !report.restructuresReplayed.isEmpty {
            summary += "; replayed \(report.restructuresReplayed.joined(separator: ", "))"
        }
        status(summary)
    }
}
