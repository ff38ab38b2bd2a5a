import Foundation
import GRDB
import DSRegistryCore

/// The parts of docs/schema.md that are read off the schema itself: the list of migrations, the
/// entity diagram (from the foreign keys), the columns of every view and the reference of every
/// table (from `PRAGMA table_info`, `foreign_key_list` and `index_list`, with each enumerated
/// column's values taken from its CHECK constraint). The prose around them is written by hand;
/// `SchemaDocumentTests` keeps the file equal to what this makes.
package enum SchemaDocument {
    /// A generated part is delimited by `<!-- BEGIN GENERATED name … -->` and
    /// `<!-- END GENERATED name -->` lines; everything between them is rewritten.
    package struct MissingMarker: Error, Equatable, CustomStringConvertible {
        package var section: String
        package var description: String {
            "docs/schema.md lacks the lines '<!-- BEGIN GENERATED \(section) … -->' and '<!-- END GENERATED \(section) -->'"
        }
    }

    /// Columns that name a row of another table by value rather than by foreign key, drawn
    /// dotted in the diagram: (table, column, target table, target column).
    static let referencesByValue = [
        ("token_binding", "token_path", "token", "path"),
        ("spec", "token_path", "token", "path"),
        ("token", "alias_of", "token", "path"),
    ]

    /// Each generated part, by name: `migrations`, `diagram`, `views`, `tables`.
    package static func sections(_ db: Database, migrations: [String]) throws -> [String: String] {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table'
              AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'grdb_migrations'
            ORDER BY rowid
            """).filter { !Schema.isDerived($0) || Schema.derivedTables.contains($0) || Schema.seedCacheTables.contains($0) }
        let views = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'view' ORDER BY name")
        return [
            "migrations": migrations.map { "`\($0)`" }.joined(separator: ", "),
            "diagram": try diagram(db, tables),
            "views": try viewColumns(db, views),
            "tables": try reference(db, tables),
        ]
    }

    /// `document` with each generated part replaced by its new text.
    package static func update(_ document: String, with sections: [String: String]) throws -> String {
        var lines = document.components(separatedBy: "\n")
        for (name, text) in sections.sorted(by: { $0.key < $1.key }) {
            guard let begin = lines.firstIndex(where: { $0.hasPrefix("<!-- BEGIN GENERATED \(name) ") }),
                  let end = lines.firstIndex(where: { $0 == "<!-- END GENERATED \(name) -->" }), begin < end
            else { throw MissingMarker(section: name) }
            lines.replaceSubrange((begin + 1)..<end, with: text.components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    static func diagram(_ db: Database, _ tables: [String]) throws -> String {
        var lines = ["```mermaid", "erDiagram"]
        for table in tables {
            let columns = try db.columns(in: table)
            let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table.quotedDatabaseIdentifier))")
                .sorted { a, b in
                    let first: String = a["from"], second: String = b["from"]
                    return (columns.firstIndex { $0.name == first } ?? 0) < (columns.firstIndex { $0.name == second } ?? 0)
                }
            for key in keys {
                let parent: String = key["table"], column: String = key["from"]
                let required = columns.first { $0.name == column }?.isNotNull ?? false
                lines.append("  \(parent) \(required ? "||" : "|o")--o{ \(table) : \"\(column)\"")
            }
            for (source, column, target, _) in referencesByValue where source == table {
                lines.append("  \(target) |o..o{ \(table) : \"\(column) (by path)\"")
            }
        }
        return (lines + ["```"]).joined(separator: "\n")
    }

    static func viewColumns(_ db: Database, _ views: [String]) throws -> String {
        var lines = ["| view | columns |", "| --- | --- |"]
        for view in views {
            let columns = try db.columns(in: view).map { "`\($0.name)`" }
            lines.append("| `\(view)` | \(columns.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n")
    }

    static func reference(_ db: Database, _ tables: [String]) throws -> String {
        var blocks: [String] = []
        for table in tables {
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table]) ?? ""
            let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table.quotedDatabaseIdentifier))")
            var lines = ["### `\(table)`", ""]
            if sql.hasPrefix("CREATE VIRTUAL TABLE") {
                lines.append("A virtual table: \(sql.contains("USING fts5") ? "an FTS5 full-text index, derived" : "derived").")
                lines.append("")
            }
            lines += ["| column | type | null | default | key | values or reference |", "| --- | --- | --- | --- | --- | --- |"]
            for column in try Row.fetchAll(db, sql: "PRAGMA table_info(\(table.quotedDatabaseIdentifier))") {
                let name: String = column["name"], type: String = column["type"]
                let notNull: Bool = column["notnull"], primaryKey: Int = column["pk"]
                let defaultValue: String? = column["dflt_value"]
                var detail: [String] = []
                if let values = checkValues(sql, name) { detail.append(values.joined(separator: ", ")) }
                for key in keys where (key["from"] as String) == name {
                    let target: String = key["table"], targetColumn: String? = key["to"], onDelete: String = key["on_delete"]
                    detail.append("→ `\(target)`" + (targetColumn.map { ".`\($0)`" } ?? "")
                        + (onDelete == "NO ACTION" ? "" : ", on delete \(onDelete.lowercased())"))
                }
                lines.append("| `\(name)` | \(type.isEmpty ? "any" : type) | \(notNull || primaryKey > 0 ? "no" : "yes") | "
                    + "\(defaultValue.map { "`\($0)`" } ?? "") | \(primaryKey > 0 ? "PK" : "") | \(detail.joined(separator: "; ")) |")
            }
            let indexes = try indexLines(db, table)
            if !indexes.isEmpty { lines += [""] + indexes }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// Unique constraints, then indexes by name, one line each.
    static func indexLines(_ db: Database, _ table: String) throws -> [String] {
        let indexes = try Row.fetchAll(db, sql: "PRAGMA index_list(\(table.quotedDatabaseIdentifier))")
            .sorted { a, b in
                let first = (a["origin"] as String != "u", a["name"] as String)
                let second = (b["origin"] as String != "u", b["name"] as String)
                return first.0 != second.0 ? !first.0 : first.1 < second.1
            }
        return try indexes.compactMap { index in
            let name: String = index["name"], origin: String = index["origin"]
            let unique: Bool = index["unique"], partial: Bool = index["partial"]
            guard origin != "pk" else { return nil }
            let columns = try Row.fetchAll(db, sql: "PRAGMA index_info(\(name.quotedDatabaseIdentifier))")
                .map { ($0["name"] as String?) ?? "an expression" }
            let list = "(" + columns.joined(separator: ", ") + ")"
            if origin == "u" { return "- unique \(list)" }
            return "- index `\(name)` \(list)" + (unique ? ", unique" : "") + (partial ? ", partial" : "")
        }
    }

    /// The values of `CHECK (column IN (…))` in a table's SQL, as written.
    static func checkValues(_ sql: String, _ column: String) -> [String]? {
        var flat = sql.replacingOccurrences(of: "\n", with: " ")
        while flat.contains("  ") { flat = flat.replacingOccurrences(of: "  ", with: " ") }
        guard let start = flat.range(of: "CHECK (\(column) IN ("),
              let end = flat[start.upperBound...].range(of: "))") else { return nil }
        return flat[start.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        }
    }
}
