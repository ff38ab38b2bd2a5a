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

struct CodeConnectCheckCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a codebase's Code Connect files against the registry, and keep the result.",
        discussion: """
            Reads every .swift and .kt file under DIR that names FigmaConnect (SwiftUI \
            structs and Compose classes; hidden folders skipped) and matches each document to \
            a component: by the node id in its URL, then by name (EBSectionHeader finds \
            Section Header). Reports every component as connected or not-connected; a Figma \
            property in code the registry lacks, or the reverse; enum values on one side only; \
            a node that is no component's; a file that cannot be read, with its line (the \
            check goes on). The result replaces the last one in the registry, in one \
            transaction: dsreg query codeconnect-coverage reads it. --fail-if-any exits 1 on \
            any finding but connected.

            Examples:
              dsreg codeconnect generate "Section Header" --platform swiftui \\
                  --figma-file-url https://www.figma.com/design/F1le/EB --output connect
              dsreg codeconnect check connect --system eb
              dsreg codeconnect check connect --system eb --format json --fail-if-any
            """
    )

    @Argument(help: ArgumentHelp("The folder of the codebase (or of its Code Connect files).", valueName: "dir"))
    var folder: String

    @Option(help: ArgumentHelp("Only the components of this design system (id or name).", valueName: "system"))
    var system: String?

    @Flag(name: .long, help: "Exit with status 1 on any finding but connected (for CI gates).")
    var failIfAny = false

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions

    func execute() throws {
        let check = try registry.openForWriting().checkCodeConnect(folder: URL(fileURLWithPath: folder), shown: folder, system: system)
        output.print(check.table)
        let connected = Set(check.findings.filter { $0.kind == .connected }.compactMap { f in f.componentKey.map { "\(f.system ?? "")/\($0)" } }).count
        let total = connected + check.findings.filter { $0.kind == .notConnected }.count
        status("dsreg: \(check.files) Code Connect file\(check.files == 1 ? "" : "s") read; \(connected) of \(total) components connected; \(check.problems.count) finding\(check.problems.count == 1 ? "" : "s") beside connected; stored as the last check")
        if failIfAny, !check.problems.isEmpty {
            throw ExitCode.failure
        }
    }
}
