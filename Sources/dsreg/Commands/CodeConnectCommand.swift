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

struct CodeConnectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codeconnect",
        abstract: "Write Figma Code Connect files from the registry, and check a codebase's.",
        discussion: """
            Code Connect links a Figma component to its code: a SwiftUI struct conforming to \
            FigmaConnect, or a Compose class annotated @FigmaConnect, mapping each Figma \
            property to a parameter (figma/code-connect v1.5.2). The node URL is the system's \
            figma_file_url (system.yaml) with the component's design node.

            Examples:
              dsreg codeconnect generate --platform swiftui --output connect
              dsreg codeconnect generate "Section Header" --platform compose \\
                  --figma-file-url https://www.figma.com/design/F1le/EB --output connect
              dsreg codeconnect check connect --system eb
            """,
        subcommands: [CodeConnectGenerateCommand.self, CodeConnectCheckCommand.self]
    )
}

extension CodeConnectPlatform: ExpressibleByArgument {}
