import ArgumentParser
import Foundation
import DSRegistryCore
import DSRegistryReview

/// `--format` and `--fail-on` of `review` and `compare`.
struct ReviewOutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format: a terminal summary, a pull-request comment, or JSON for tools.")
    var format: ReviewFormat = .terminal

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Exit with status 1 when the change holds such a change (for CI gates).", valueName: "kind"))
    var failOn: ReviewGate?

    /// Prints the report, then applies the gate.
    func finish(_ report: ReviewReport) throws {
        Terminal.write(ReviewRenderer.render(report, as: format))
        if let failOn, report.fails(failOn) {
            Terminal.status("dsreg: failing because of --fail-on \(failOn.rawValue)")
            throw ExitCode.failure
        }
    }
}

struct ReviewCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "What a change to the registry's files means: two registries built and compared.",
        discussion: """
            Builds the registry at each side from that side's own Seeds/, Migrations/ and \
            Queries/ (a ref through git archive into a temporary folder; the working tree read \
            in place), the normal seed then migrate, and compares them by system and \
            component: components added, removed, renamed, merged, moved, split and deprecated \
            (by which migration); criteria and DS Health old → new; verdicts; new assessment \
            versions and edited published ones; states, properties, variants, slots and \
            signatures; issues and recommendations; tokens re-valued, with the roles bound to \
            them; Code Connect; saved questions. A side that does not seed is a finding with \
            file:line:col. Nothing in the checkout or its registry changes.

            Examples:
              dsreg review --base HEAD             the working tree against the last commit
              dsreg review --base HEAD --format markdown --fail-on regression
            """
    )

    @Option(help: ArgumentHelp("The ref before the change (default: the merge base with the default branch).", valueName: "ref"))
    var base: String?

    @Option(help: ArgumentHelp("The ref after the change (default: the working tree).", valueName: "ref"))
    var head: String?

    @OptionGroup(title: "Output") var output: ReviewOutputOptions

    var diagnosticFormat: OutputFormat { output.format == .json ? .json : .table }

    func execute() throws {
        let report = try RegistryReview.review(base: base, head: head) { status($0) }
        try output.finish(report)
    }
}

struct CompareCommand: DSRegCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "The review's comparison of two registry files, each opened read-only.",
        discussion: """
            For teams that keep built registries as artifacts: the same report as dsreg \
            review, from two files. No byte of either changes.

            Examples:
              dsreg compare seeds.sqlite dsreg.sqlite
              dsreg compare seeds.sqlite dsreg.sqlite --format json --fail-on removal
            """
    )

    @Argument(help: ArgumentHelp("The registry before the change.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The registry after it.", valueName: "head"))
    var head: String

    @OptionGroup(title: "Output") var output: ReviewOutputOptions

    var diagnosticFormat: OutputFormat { output.format == .json ? .json : .table }

    func execute() throws {
        try output.finish(try RegistryReview.compare(base, head) { status($0) })
    }
}

extension ReviewFormat: ExpressibleByArgument {}
extension ReviewGate: ExpressibleByArgument {}
