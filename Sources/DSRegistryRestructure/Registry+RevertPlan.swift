import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// `dsreg migrate revert --plan`: what reverting to `target` would change, read from what
    /// the registry recorded when each migration ran; nothing is written (a read suffices).
    /// A row per effect, newest migration first: each recorded change it would undo, then the
    /// rows its undo log would put back, remove or change back, per table.
    /// - Parameter target: how far back the revert would go.
    /// - Throws: `RegistryError.invalidArgument` when no migration is applied or `target` names
    ///   none that is.
    public func revertPlan(_ target: RevertTarget) throws -> ResultTable {
        try writer.read { db in
            var rows: [[ResultTable.Cell]] = []
            for restructure in try Self.reverting(db, target).reversed() {
                for change in try Row.fetchAll(db, sql: """
                    SELECT operation, summary FROM restructure_change WHERE restructure_id = ? ORDER BY ordinal
                    """, arguments: [restructure.id]) where change["operation"] as String != "counts" {
                    rows.append([.text(restructure.id), .text("undo " + (change["operation"] as String)), .text(change["summary"])])
                }
                // The undo log's statements begin with their verb and quoted table name
                // (`DELETE FROM "variant" WHERE …`, `INSERT INTO "variant"(…`, `UPDATE "variant" SET …`).
                var counts: [String: [String: Int]] = [:]
                for head in try String.fetchAll(db, sql: """
                    SELECT substr(statement, 1, 100) FROM restructure_undo WHERE restructure_id = ?
                    """, arguments: [restructure.id]) {
                    let parts = head.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
                    guard parts.count == 3, let verb = head.split(separator: " ").first else { continue }
                    counts[String(parts[1]), default: [:]][String(verb), default: 0] += 1
                }
                var byTable: [(String, [String])] = []
                for (table, verbs) in counts.sorted(by: { $0.key < $1.key }) {
                    let phrases = [("INSERT", "put back"), ("DELETE", "removed"), ("UPDATE", "changed back")]
                        .compactMap { verb, phrase in verbs[verb].map { "\($0) \(phrase)" } }
                    byTable.append((table, phrases))
                }
                for (table, phrases) in byTable {
                    rows.append([.text(restructure.id), .text("rows"), .text("\(table): \(phrases.joined(separator: ", "))")])
                }
            }
            return ResultTable(columns: ["migration", "operation", "change"], rows: rows, emptyMessage: "nothing to revert")
        }
    }
}
