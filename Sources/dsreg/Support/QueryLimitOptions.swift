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

/// `--timeout`, shared by the commands that run a question (sql, query).
struct QueryLimitOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Stop a query that runs longer than this many seconds (0: no limit). Answers over 128 MB are stopped too.",
        valueName: "seconds"))
    var timeout: Double = QueryLimits.defaultTimeout

    var limits: QueryLimits { QueryLimits(timeout: timeout == 0 ? nil : timeout) }

    func validate() throws {
        guard timeout.isFinite, timeout >= 0 else {
            throw ValidationError("--timeout takes zero or more seconds (0: no limit)")
        }
        guard timeout <= QueryLimits.longestTimeout else {
            let given = CommandLine.arguments.last { Double($0) == timeout } ?? String(timeout)
            throw ValidationError("--timeout takes 0 to \(Int(QueryLimits.longestTimeout)) seconds (a week); '\(given)' is more: pass 0 for no limit")
        }
    }
}
