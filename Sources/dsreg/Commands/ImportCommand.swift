import ArgumentParser
import Foundation
import DSRegistryCore
import DSRegistrySeeding

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
