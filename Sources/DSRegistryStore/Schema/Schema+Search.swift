import GRDB
import DSRegistryCore

extension Schema {
    /// `v7-search`: the full-text index covers what a component's page shows. v3 indexed
    /// names, descriptions, issues, recommendations and guidelines; "touch target", written in
    /// Header's accessibility notes, found nothing. Now also accessibility requirements, specs,
    /// localized strings, tokens (their path, description and value) and former names, and
    /// each row carries its system, so a token (which belongs to no component) is found too.
    ///
    /// FROZEN once shipped: the sources below are data of this migration, not application code;
    /// a later change to what is indexed is a new migration with its own list.
    static func v7Search(_ db: Database) throws {
        for table in ["component", "issue", "recommendation", "guideline"] {
            for event in ["insert", "update", "delete"] {
                try db.execute(sql: "DROP TRIGGER search_\(table)_\(event)")
            }
        }
        try db.execute(sql: """
            DROP TABLE search_index;
            CREATE VIRTUAL TABLE search_index USING fts5(
              kind UNINDEXED, component_id UNINDEXED, system_id UNINDEXED, title, body,
              tokenize = 'porter unicode61 remove_diacritics 2');
            """)
        for source in v7SearchSources {
            try db.execute(sql: source.triggers)
            try db.execute(sql: "INSERT INTO search_index (rowid, kind, component_id, system_id, title, body) \(source.select)")
        }
    }

    /// One kind of row the index holds: where it comes from and how its columns are made.
    /// `rowid` is the source row's id times 16 plus `slot`, so every kind has its own rows.
    struct SearchSource {
        var kind: String
        var slot: Int
        var table: String
        /// Expressions over the source row, written with `X.` for the row (NEW, OLD or the table).
        var component: String
        var system: String
        var title: String
        var body: String
        /// Which rows are indexed (`1` for all).
        var condition: String = "1"
        var id: String = "X.id"

        func expression(_ template: String, _ row: String) -> String {
            template.replacingOccurrences(of: "X.", with: "\(row).")
        }

        /// The rows every source row gives: what the index must hold, and what `dsreg check`
        /// compares it with.
        var select: String {
            """
            SELECT \(expression(id, "X")) * 16 + \(slot), '\(kind)', \(expression(component, "X")), \(expression(system, "X")),
                   \(expression(title, "X")), \(expression(body, "X"))
            FROM \(table) X WHERE \(expression(condition, "X"))
            """
        }

        var triggers: String {
            let insert = { (row: String) in
                """
                INSERT INTO search_index (rowid, kind, component_id, system_id, title, body)
                  SELECT \(expression(id, row)) * 16 + \(slot), '\(kind)', \(expression(component, row)), \(expression(system, row)),
                         \(expression(title, row)), \(expression(body, row))
                  WHERE \(expression(condition, row));
                """
            }
            return """
                CREATE TRIGGER search_\(kind)_insert AFTER INSERT ON \(table) BEGIN
                  \(insert("NEW"))
                END;
                CREATE TRIGGER search_\(kind)_update AFTER UPDATE ON \(table) BEGIN
                  DELETE FROM search_index WHERE rowid = \(expression(id, "OLD")) * 16 + \(slot);
                  \(insert("NEW"))
                END;
                CREATE TRIGGER search_\(kind)_delete AFTER DELETE ON \(table) BEGIN
                  DELETE FROM search_index WHERE rowid = \(expression(id, "OLD")) * 16 + \(slot);
                END;
                """
        }
    }

    /// The component's system, for a row that belongs to a component.
    private static let systemOfComponent = "(SELECT system_id FROM component WHERE id = X.component_id)"

    static let v7SearchSources: [SearchSource] = [
        SearchSource(kind: "component", slot: 0, table: "component", component: "X.id", system: "X.system_id", title: "X.name",
                     body: "trim(ifnull(X.role, '') || ' ' || ifnull(X.description, '') || ' ' || ifnull(X.in_context, ''))"),
        SearchSource(kind: "issue", slot: 1, table: "issue", component: "X.component_id", system: systemOfComponent,
                     title: "X.title", body: "ifnull(X.detail, '')"),
        SearchSource(kind: "recommendation", slot: 2, table: "recommendation", component: "X.component_id", system: systemOfComponent,
                     title: "X.title", body: "ifnull(X.detail, '')"),
        SearchSource(kind: "guideline", slot: 3, table: "guideline", component: "X.component_id", system: systemOfComponent,
                     title: "ifnull(X.section, '')", body: "X.text"),
        SearchSource(kind: "accessibility", slot: 4, table: "accessibility_requirement", component: "X.component_id",
                     system: systemOfComponent, title: "X.topic",
                     body: "trim(X.text || ' ' || ifnull(X.platform, '') || ' ' || X.kind)"),
        SearchSource(kind: "spec", slot: 5, table: "spec", component: "X.component_id", system: systemOfComponent,
                     title: "X.label", body: "trim(X.section || ' ' || X.role || ' ' || X.value || ' ' || ifnull(X.token_path, ''))"),
        SearchSource(kind: "string", slot: 6, table: "localized_string", component: "X.component_id", system: systemOfComponent,
                     title: "X.key", body: "X.default_value", id: "X.rowid"),
        SearchSource(kind: "token", slot: 7, table: "token", component: "NULL", system: "X.system_id", title: "X.path",
                     body: "trim(ifnull(X.description, '') || ' ' || ifnull(X.value, '') || ' ' || ifnull(X.alias_of, ''))",
                     condition: "X.mode = 'default'"),
        SearchSource(kind: "former_name", slot: 8, table: "component_name", component: "X.component_id", system: "X.system_id",
                     title: "X.name", body: "'former name'", condition: "X.kind = 'former'"),
    ]

    /// Every row the current index must hold, from its sources: `dsreg check` compares the two.
    static var searchRows: String {
        (v7SearchSources + v14SearchSources).map(\.select).joined(separator: "\nUNION ALL\n")
    }
}
