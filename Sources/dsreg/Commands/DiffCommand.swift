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

struct DiffCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "What changed between two assessment versions of a component.",
        discussion: """
            One row per fact: the verdict; each criterion old → new (improved, regressed, \
            unchanged); each DS Health dimension; issues opened and resolved; recommendations \
            carried out; the property and variant counts each version was made against.

            Examples:
              dsreg diff Header 1.0.0 1.0.0     (the shipped seeds record one version each)
              dsreg diff "Section Header" 1.0.0 1.0.0 --format json
            """
    )

    @OptionGroup var target: ComponentOptions

    @Argument(help: ArgumentHelp("The earlier version.", valueName: "v1"))
    var from: String

    @Argument(help: ArgumentHelp("The later version.", valueName: "v2"))
    var to: String

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func validate() throws {
        for version in [from, to] where SemanticVersion(version) == nil {
            throw ValidationError("'\(version)' is not a semantic version; expected MAJOR.MINOR.PATCH such as 1.0.0")
        }
    }

    func execute() throws {
        let reader = try registry.openForReading()
        output.print(try target.listingCandidates("diff", rest: [from, to], in: reader, output: output) {
            try reader.diff(target.component, from: from, to: to, system: target.system)
        })
    }
}
