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

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read documents written elsewhere into seed files: assessment pages.",
        discussion: """
            Examples:
              dsreg import page ../shared/seeds/000_b8970c4a195dbacb.txt \\
                --system eb --print
            """,
        subcommands: [ImportPageCommand.self]
    )
}
