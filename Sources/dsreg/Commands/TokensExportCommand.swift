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

struct TokensExportCommand: RegistryCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a system's tokens as DTCG files, one per mode.",
        discussion: """
            Groups are nested by path; each token has its $type, $value (or {alias}), \
            $description, $deprecated and $extensions. The mode and any type name DTCG lacks \
            ride in $extensions["org.dsreg"], so importing the export gives the same tokens.

            With one mode (or --mode) the file goes to standard output unless --output names a \
            folder; several modes need --output.

            Examples:
              dsreg tokens export --system eb > eb.tokens.json
              dsreg tokens export --system backbase --output exported/
            """
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case dtcg
    }

    @Option(help: ArgumentHelp("The design system (id or name).", valueName: "system"), completion: .registry(.system))
    var system: String

    @Option(help: "The file format.")
    var format: Format = .dtcg

    @Option(help: ArgumentHelp("Only this mode.", valueName: "mode"))
    var mode: String?

    @Option(help: ArgumentHelp("A folder to write <system>[.<mode>].tokens.json files into.", valueName: "dir"))
    var output: String?

    @OptionGroup(title: "Registry") var registry: RegistryOptions

    func execute() throws {
        let (files, skipped) = try registry.openForReading().exportTokens(system: system, mode: mode)
        warn(skipped.map { Diagnostic(.warning, code: .input, location: nil, message: "not exported: \($0)") })
        guard let output else {
            guard files.count == 1, let file = files.first else {
                throw RegistryError.invalidArgument(
                    "the system has \(files.count) modes (\(files.map(\.mode).joined(separator: ", "))); pass --mode NAME, or --output DIR for one file per mode")
            }
            Terminal.write(file.json)
            return
        }
        let written = try TokenExport.write(files, to: URL(fileURLWithPath: output))
        status("wrote \(written.joined(separator: ", ")) to \(output)")
    }
}
