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

struct FigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Observe a Figma library: what its file says beside what the seeds say.",
        discussion: """
            A team fetches its library from Figma's REST API (GET /v1/files/KEY) with its own \
            token; dsreg reads the saved JSON and never needs the token. An observation is \
            evidence beside the seeds and never changes them.

            Examples:
              dsreg figma import eb-header-before-restructure.json --system eb
              dsreg query figma-evidence Header
            """,
        subcommands: [FigmaImportCommand.self]
    )
}
