import GRDB
import DSRegistryCore
import DSRegistryStore

/// What changed between two observations of one Figma file (issue 38): when `dsreg figma
/// import` replaces a file's observation, `figma_change` keeps one row per difference (a
/// component set added, removed or renamed; a property added, removed or of another kind; a
/// variant option or a built variant added or removed), each with both observations' version
/// and `lastModified`. Computed in SQL between the old rows (set aside in a temporary table
/// before they are replaced) and the new ones, inside the import's transaction.
enum FigmaHistory {
    /// Runs `replace` (which stores `fileKey`'s new observation in place of the old one) and
    /// records what changed. A file observed for the first time records nothing.
    static func recordingChanges<T>(of fileKey: String, system: String, importedAt: String, _ db: Database,
                                    _ replace: () throws -> T) throws -> T {
        let previous = try Row.fetchOne(db, sql: "SELECT id, version, last_modified FROM figma_file WHERE system_id = ? AND file_key = ?",
                                        arguments: [system, fileKey])
        guard let previous else { return try replace() }
        try snapshot("figma_previous", file: previous["id"], db)
        let result = try replace()
        if let file = try Int64.fetchOne(db, sql: "SELECT id FROM figma_file WHERE system_id = ? AND file_key = ?", arguments: [system, fileKey]) {
            try snapshot("figma_current", file: file, db)
            try db.execute(sql: changes, arguments: [
                "file": file, "system": system, "key": fileKey, "old_version": previous["version"],
                "old_last_modified": previous["last_modified"], "imported_at": importedAt,
            ])
        }
        try db.execute(sql: "DROP TABLE IF EXISTS temp.figma_previous; DROP TABLE IF EXISTS temp.figma_current")
        return result
    }

    /// One observation's facts in a temporary table `name`, indexed for the comparison.
    static func snapshot(_ name: String, file: Int64?, _ db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS temp.\(name)")
        try db.execute(sql: "CREATE TEMP TABLE \(name) AS " + facts(file: ":file"), arguments: ["file": file])
        try db.execute(sql: "CREATE INDEX temp.\(name)_fact ON \(name)(node_id, aspect, subject)")
    }

    /// One observation as rows of `aspect` (component, property, option, variant), keyed by
    /// the component's node id: `subject` is the property's name, "property=option" or the
    /// variant's name; `value` the kind (of a component or property) or the option's property.
    static func facts(file: String) -> String {
        """
        SELECT 'component' AS aspect, fc.node_id, fc.name AS component, fc.lookup_key, fc.ordinal, NULL AS subject,
               fc.kind AS value, 0 AS position
        FROM figma_component fc WHERE fc.file_id = \(file)
        UNION ALL
        SELECT 'property', fc.node_id, fc.name, fc.lookup_key, fc.ordinal, p.name, p.kind, p.ordinal
        FROM figma_component fc JOIN figma_property p ON p.figma_component_id = fc.id WHERE fc.file_id = \(file)
        UNION ALL
        SELECT 'option', fc.node_id, fc.name, fc.lookup_key, fc.ordinal, p.name || '=' || v.value, p.name, p.ordinal * 10000 + v.ordinal
        FROM figma_component fc JOIN figma_property p ON p.figma_component_id = fc.id
        JOIN figma_property_value v ON v.property_id = p.id WHERE fc.file_id = \(file) AND p.kind = 'variant'
        UNION ALL
        SELECT 'variant', fc.node_id, fc.name, fc.lookup_key, fc.ordinal, fv.name, NULL, fv.ordinal
        FROM figma_component fc JOIN figma_variant fv ON fv.figma_component_id = fc.id WHERE fc.file_id = \(file)
        """
    }

    /// The differences between `temp.figma_previous` and the new observation (`:file`), into
    /// `figma_change`, in the new file's order (removed components last). Properties match by
    /// name (the `#…` suffix may change), options and variants by name, components by node id.
    static let changes = """
        WITH new AS NOT MATERIALIZED (SELECT * FROM temp.figma_current),
        old AS NOT MATERIALIZED (SELECT * FROM temp.figma_previous),
        kept(node_id) AS (SELECT node_id FROM old WHERE aspect = 'component' INTERSECT SELECT node_id FROM new WHERE aspect = 'component'),
        change(node_id, change, subject, before, after, ordinal) AS (
          SELECT n.node_id, 'component-added', NULL, NULL, n.component, 0 FROM new n
          WHERE n.aspect = 'component' AND n.node_id NOT IN (SELECT node_id FROM kept)
          UNION ALL
          SELECT o.node_id, 'component-removed', NULL, o.component, NULL, 0 FROM old o
          WHERE o.aspect = 'component' AND o.node_id NOT IN (SELECT node_id FROM kept)
          UNION ALL
          SELECT n.node_id, 'component-renamed', NULL, o.component, n.component, 0 FROM new n
          JOIN old o ON o.aspect = 'component' AND o.node_id = n.node_id WHERE n.aspect = 'component' AND o.component <> n.component
          UNION ALL
          SELECT n.node_id, 'property-added', n.subject, NULL, n.value, 1 + n.position FROM new n
          WHERE n.aspect = 'property' AND n.node_id IN (SELECT node_id FROM kept)
            AND NOT EXISTS (SELECT 1 FROM old o WHERE o.aspect = 'property' AND o.node_id = n.node_id AND o.subject = n.subject)
          UNION ALL
          SELECT o.node_id, 'property-removed', o.subject, o.value, NULL, 1 + o.position FROM old o
          WHERE o.aspect = 'property' AND o.node_id IN (SELECT node_id FROM kept)
            AND NOT EXISTS (SELECT 1 FROM new n WHERE n.aspect = 'property' AND n.node_id = o.node_id AND n.subject = o.subject)
          UNION ALL
          SELECT n.node_id, 'property-kind-changed', n.subject, o.value, n.value, 1 + n.position FROM new n
          JOIN old o ON o.aspect = 'property' AND o.node_id = n.node_id AND o.subject = n.subject
          WHERE n.aspect = 'property' AND o.value <> n.value
          UNION ALL
          -- Options of a variant property both observations have.
          SELECT n.node_id, 'option-added', n.subject, NULL, NULL, 100000 + n.position FROM new n
          WHERE n.aspect = 'option' AND EXISTS (SELECT 1 FROM old o WHERE o.aspect = 'property' AND o.node_id = n.node_id AND o.subject = n.value)
            AND NOT EXISTS (SELECT 1 FROM old o WHERE o.aspect = 'option' AND o.node_id = n.node_id AND o.subject = n.subject)
          UNION ALL
          SELECT o.node_id, 'option-removed', o.subject, NULL, NULL, 100000 + o.position FROM old o
          WHERE o.aspect = 'option' AND EXISTS (SELECT 1 FROM new n WHERE n.aspect = 'property' AND n.node_id = o.node_id AND n.subject = o.value)
            AND NOT EXISTS (SELECT 1 FROM new n WHERE n.aspect = 'option' AND n.node_id = o.node_id AND n.subject = o.subject)
          UNION ALL
          SELECT n.node_id, 'variant-added', n.subject, NULL, NULL, 100000000 + n.position FROM new n
          WHERE n.aspect = 'variant' AND n.node_id IN (SELECT node_id FROM kept)
            AND NOT EXISTS (SELECT 1 FROM old o WHERE o.aspect = 'variant' AND o.node_id = n.node_id AND o.subject = n.subject)
          UNION ALL
          SELECT o.node_id, 'variant-removed', o.subject, NULL, NULL, 100000000 + o.position FROM old o
          WHERE o.aspect = 'variant' AND o.node_id IN (SELECT node_id FROM kept)
            AND NOT EXISTS (SELECT 1 FROM new n WHERE n.aspect = 'variant' AND n.node_id = o.node_id AND n.subject = o.subject))
        INSERT INTO figma_change (system_id, file_key, file_name, node_id, figma_component, lookup_key, former_lookup_key, change, subject, before, after,
                                  old_version, old_last_modified, new_version, new_last_modified, imported_at, ordinal)
        SELECT :system, :key, f.name, c.node_id, ifnull(nc.component, oc.component), ifnull(nc.lookup_key, oc.lookup_key),
               CASE WHEN c.change = 'component-renamed' THEN oc.lookup_key END,
               c.change, c.subject, c.before, c.after, :old_version, :old_last_modified, f.version, f.last_modified, :imported_at,
               (SELECT ifnull(max(ordinal), 0) FROM figma_change)
                 + row_number() OVER (ORDER BY nc.ordinal IS NULL, ifnull(nc.ordinal, oc.ordinal), c.ordinal, c.change, c.subject)
        FROM change c JOIN figma_file f ON f.id = :file
        LEFT JOIN new nc ON nc.aspect = 'component' AND nc.node_id = c.node_id
        LEFT JOIN old oc ON oc.aspect = 'component' AND oc.node_id = c.node_id
        """
}
