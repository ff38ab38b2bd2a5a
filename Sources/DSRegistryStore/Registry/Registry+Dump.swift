import GRDB
import DSRegistryCore

extension Registry {
    /// Every table's rows, in a stable text form: what golden tests and "unchanged" checks compare.
    /// Derived tables are left out: an index rebuilt by triggers holds the same answers in
    /// different pages, and `dumpContent` would compare the pages.
    package func dumpContent() throws -> String {
        try writer.read { db in
            let output = TextBuffer()
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table'
                  AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
                """).filter { !Schema.isDerived($0) }
            try db.dumpTables(tables, format: .quote(), tableHeader: .always, stableOrder: true, to: output)
            return output.text
        }
    }
}

/// Collects dump output (GRDB's dump writes to any `TextOutputStream`).
final class TextBuffer: TextOutputStream {
    var text = ""
    func write(_ string: String) { text += string }
}
