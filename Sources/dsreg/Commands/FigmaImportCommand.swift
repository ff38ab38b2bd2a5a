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

struct FigmaImportCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Store an observation of Figma library files, all or nothing.",
        discussion: """
            Reads responses of GET /v1/files/KEY saved as JSON: the file's name, version and \
            lastModified, and every component set and standalone component with its page, \
            its property definitions (boolean, text, instance swap with preferred values, \
            variant with its options) and its built variants. A file imported again (the same \
            key, else the same name) replaces its earlier observation and keeps what changed \
            (dsreg query figma-history).

            A file that is not a Figma file JSON (an API error body, an HTML page, a truncated \
            download, JSON of another shape) is refused with what it is, and nothing is written.

            Fetch a file (the token stays with curl):
              curl -H "X-Figma-Token: $FIGMA_TOKEN" https://api.figma.com/v1/files/KEY \\
                -o library.json

            Examples:
              dsreg figma import eb-header-before-restructure.json --system eb
            """
    )

    @Argument(help: ArgumentHelp("Saved responses of GET /v1/files/KEY.", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("The design system (id or name) the library belongs to.", valueName: "system"),
            completion: .registry(.system))
    var system: String

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Figma file JSON") }
    }

    func execute() throws {
        let report = try registry.openForWriting()
            .importFigma(files.map { URL(fileURLWithPath: $0) }, paths: files, system: system)
        for file in report.files {
            let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
            status("\(file.replaced ? "replaced" : "imported") figma file '\(file.name)'"
                + (file.lastModified.map { " (lastModified \($0))" } ?? "") + " in \(report.system): "
                + plural(file.componentSets, "component set") + ", " + plural(file.components, "standalone component")
                + ", " + plural(file.variants, "variant"))
        }
        status("see what it shows with: dsreg query figma-evidence --system \(report.system)")
        if report.files.contains(where: \.replaced) {
            status("see what changed with: dsreg query figma-history --system \(report.system)")
        }
    }
}
