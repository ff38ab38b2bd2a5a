import ArgumentParser
import DSRegistry

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Ask the registry a named question.",
        discussion: """
            Examples:
              dsreg query lacking-state pressed
              dsreg query lacking-state focused --platform android --format json
            """,
        subcommands: [LackingStateCommand.self]
    )
}
