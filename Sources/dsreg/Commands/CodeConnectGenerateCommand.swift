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

struct CodeConnectGenerateCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write one Code Connect file per component, from its properties and signatures.",
        discussion: """
            Each Figma property becomes a property wrapper (SwiftUI) or @FigmaProperty \
            (Compose): text, boolean, enum with each value mapped to its case, and an \
            instance for a slot that holds components. A component that cannot be mapped \
            faithfully (no design node, no Figma file URL, a property without a signature on \
            the platform, a boolean whose parameter is not a Bool, two properties on one \
            parameter, a slot without a type) is skipped with the reason; nothing is guessed. \
            Without COMPONENT, every component of --system (or of every system). Reads the \
            registry and writes only into --output.

            Examples:
              dsreg codeconnect generate --system eb --platform swiftui --output connect
              dsreg codeconnect generate "Section Header" --platform swiftui \\
                  --figma-file-url https://www.figma.com/design/F1le/EB --output connect
            """
    )

    @Argument(help: ArgumentHelp("Components (current or former names); none: every component.", valueName: "component"))
    var components: [String] = []

    @Option(help: ArgumentHelp("The design system (id or name).", valueName: "system"))
    var system: String?

    @Option(help: "The kind of file: swiftui or compose.")
    var platform: CodeConnectPlatform

    @Option(help: ArgumentHelp("The folder to write the files into (made if missing).", valueName: "dir"))
    var output: String

    @Option(name: .customLong("figma-file-url"),
            help: ArgumentHelp("The Figma file, instead of the system's figma_file_url.", valueName: "url"))
    var figmaFileURL: String?

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var format: OutputOptions

    var diagnosticFormat: OutputFormat { format.format }

    func execute() throws {
        let generation = try registry.openForReading().codeConnectFiles(
            components, system: system, platform: platform, figmaFileURL: figmaFileURL)
        let written = try generation.write(to: URL(fileURLWithPath: output))
        format.print(generation.table)
        status("dsreg: wrote \(written.count) \(platform.label) file\(written.count == 1 ? "" : "s") to \(output); skipped \(generation.skipped.count)")
    }
}
