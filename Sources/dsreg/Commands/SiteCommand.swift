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

struct SiteCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build a static site of the registry: health matrix, coverage, components, history, tokens.",
        discussion: """
            Plain HTML and CSS with a little JavaScript (filters and search), no CDN: it works \
            from file:// and from any static host. URLs come from system ids and component \
            keys; a former name's page redirects to the current one. Only files whose content \
            changed are written, so a second build of an unchanged registry writes nothing. \
            Reads the registry and changes no byte of it.

            Examples:
              dsreg site --output site
              dsreg site --db dsreg.sqlite --output public/registry
            """
    )

    @Option(help: ArgumentHelp("The folder to write the site into (created if missing).", valueName: "dir"))
    var output: String

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func execute() throws {
        let report = try registry.openForReading().buildSite(into: URL(fileURLWithPath: output))
        Terminal.write("wrote \(report.written) file\(report.written == 1 ? "" : "s"), \(report.unchanged) unchanged, into \(output) (open \(output)/index.html)\n")
    }
}
