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

struct GenerateCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic registry (seeds, one migration, token files) for benchmarks.",
        discussion: """
            Deterministic: the same --components, --systems and --seed give the same files. Each \
            component has 8 properties, 16 variants, 4 states on 3 platforms, 10–20 token \
            bindings, 5 issues, 6 recommendations and 2–3 assessments; each system 10 families, \
            100 seed tokens and a 200-token DTCG file with alias chains. Benchmarks/run.sh uses it.

            Examples:
              dsreg generate --components 100 --output synthetic
              dsreg seed --from synthetic/Seeds --db synthetic.sqlite
            """
    )

    @Option(help: ArgumentHelp("How many components.", valueName: "count"))
    var components: Int

    @Option(help: ArgumentHelp("How many design systems they spread over.", valueName: "count"))
    var systems: Int = 20

    @Option(help: ArgumentHelp("The random seed.", valueName: "number"))
    var seed: UInt64 = 42

    @Option(help: ArgumentHelp("The folder to write Seeds/, Migrations/ and Tokens/ into.", valueName: "dir"))
    var output: String

    func validate() throws {
        if components < 1 { throw ValidationError("--components must be at least 1") }
        if systems < 1 { throw ValidationError("--systems must be at least 1") }
    }

    func execute() throws {
        let files = try SyntheticRegistry(components: components, systems: systems, seed: seed)
            .write(to: URL(fileURLWithPath: output))
        status("wrote \(files) files to \(output)")
    }
}
