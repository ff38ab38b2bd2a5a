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

struct HistoryCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "A component's timeline: assessments with their scorecards, issues and recommendations opened and closed, restructures.",
        discussion: """
            Oldest first. The scorecard reads ✓ ready, ~ needs refinement, ✗ requires rework, \
            – not mapped. Works under any former name: history follows the component.

            Examples:
              dsreg history "Section Header"
              dsreg history Header              the same timeline, by its former name
              dsreg history Header --format json
            """
    )

    @OptionGroup var target: ComponentOptions

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func execute() throws {
        let reader = try registry.openForReading()
        output.print(try target.listingCandidates("history", in: reader, output: output) {
            try reader.history(target.component, system: target.system)
        })
    }
}
