import GRDB

extension Registry {
    /// The component a merged or deprecated component points to (its `replaced-by` link).
    static func replacementName(_ db: Database, of componentID: Int64) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT t.name FROM relationship r JOIN component t ON t.id = r.target_id
            WHERE r.component_id = ? AND r.kind = 'replaced-by'
            """, arguments: [componentID])
    }
}
