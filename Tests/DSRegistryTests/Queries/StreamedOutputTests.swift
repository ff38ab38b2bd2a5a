import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// JSON, NDJSON and CSV of user-written SQL are written as rows are read: byte for byte what the
/// collected rendering gives, and an answer far past the 128 MB a table may collect still
/// finishes (streamed, nothing is held).
@Suite struct StreamedOutputTests {
    @Test(arguments: [OutputFormat.json, .ndjson, .csv])
    func aStreamWritesWhatTheRendererWrites(_ format: OutputFormat) throws {
        let file = try SeededRegistryFile()
        for sql in ["SELECT system, component, status, version FROM component_overview ORDER BY component_id",
                    "SELECT 1 AS x WHERE 0", "SELECT '=cmd' AS formula, -5 AS n, 'a,\"b\"' AS quoted"] {
            let collected = TableRenderer.render(try ReadOnlySQL.run(path: file.path, sql: sql), as: format)
            var streamed = ""
            let stream = try #require(TableStream(format) { streamed += $0 })
            _ = try ReadOnlySQL.run(path: file.path, sql: sql, sink: stream)
            #expect(streamed == collected, "\(format): \(sql)")
        }
    }

    @Test func anAnswerPastWhatATableMayHoldStreams() throws {
        let file = try SeededRegistryFile()
        // About 300 MB of rows: a table stops at 128 MB; NDJSON streams it to the end.
        let sql = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 300000) SELECT x, printf('%.1000c', 'a') AS pad FROM c"
        let streamed = try DSRegBinary.run(["sql", sql, "--db", file.path, "--format", "ndjson", "--timeout", "0"],
                                           standardOutput: FileHandle.nullDevice)
        #expect(streamed.status == 0, "\(streamed.errors)")
        let table = try DSRegBinary.run(["sql", sql, "--db", file.path, "--timeout", "0"], standardOutput: FileHandle.nullDevice)
        #expect(table.status == 1)
        #expect(table.errors.contains("the answer passed 128 MB"))
    }
}
