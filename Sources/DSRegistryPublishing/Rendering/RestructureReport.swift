import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// `migrate` and `migrate status` as tables, so every output format renders them.
/// JSON keys are the column names; keys may be added, never renamed.
public enum RestructureReport {
    /// A row per change: `migration`, `operation`, `change`.
    public static func changes(_ run: RestructureRun) -> ResultTable {
        ResultTable(
            columns: ["migration", "operation", "change"],
            rows: run.steps.flatMap { step in
                step.changes.map { [.text(step.id), .text($0.operation), .text($0.summary)] }
            },
            emptyMessage: "no pending migrations")
    }

    /// A row per migration: `migration`, `state`, `applied_at`, `title`.
    public static func status(_ lines: [RestructureStatus]) -> ResultTable {
        ResultTable(
            columns: ["migration", "state", "applied_at", "title"],
            rows: lines.map { [.text($0.id), .text($0.state.rawValue), $0.appliedAt.map { .text($0) } ?? .null, .text($0.title)] },
            emptyMessage: "no migrations, applied or pending")
    }
}
