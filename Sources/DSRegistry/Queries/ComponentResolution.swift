import GRDB

/// A component argument resolved to its row: through its current name or any former name,
/// ignoring case, spaces and punctuation.
public struct ResolvedComponent: Sendable, Equatable {
    public var id: Int64
    public var systemId: String
    public var name: String
    /// The name as matched when it was a former name ("Header" for Section Header).
    public var formerName: String?
}

extension Registry {
    public func resolveComponent(_ name: String, system: String? = nil) throws -> ResolvedComponent {
        try writer.read { db in try Self.resolveComponent(db, name, system: system) }
    }

    static let resolveSQL = """
        SELECT c.id, c.system_id, c.name, n.name AS matched, n.kind
        FROM component_name n JOIN component c ON c.id = n.component_id
        WHERE n.lookup_key = :key AND (:system IS NULL OR c.system_id = :system)
        ORDER BY n.kind = 'current' DESC, c.system_id
        """

    static func resolveComponent(_ db: Database, _ name: String, system: String?) throws -> ResolvedComponent {
        let key = ComponentName.lookupKey(for: name)
        let rows = try Row.fetchAll(db, sql: resolveSQL, arguments: ["key": key, "system": system])
        if rows.count > 1 {
            let systems = rows.map { "\($0["system_id"] as String)" }
            throw RegistryError.invalidArgument(
                "'\(name)' names a component in several systems (\(systems.joined(separator: ", "))); add --system with one of them")
        }
        guard let row = rows.first else {
            let names = try String.fetchAll(db, sql: """
                SELECT DISTINCT name FROM component_name WHERE (:system IS NULL OR system_id = :system) ORDER BY name
                """, arguments: ["system": system])
            throw RegistryError.unknownComponent(name, suggestions: Suggestion.closest(to: name, in: names))
        }
        let kind: String = row["kind"]
        return ResolvedComponent(id: row["id"], systemId: row["system_id"], name: row["name"],
            formerName: kind == "former" ? row["matched"] : nil)
    }

    /// A `--system` value given as id ("eb") or name ("EB Design System").
    static func resolveSystem(_ db: Database, _ text: String?) throws -> String? {
        guard let text else { return nil }
        if let id = try systemID(db, text) { return id }
        let known = try knownSystems(db)
        throw RegistryError.invalidArgument("no design system '\(text)'; known systems: \(known.joined(separator: ", "))")
    }

    /// The id of the system named by its id or name; nil when there is none.
    static func systemID(_ db: Database, _ text: String) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT id FROM design_system WHERE id = :text OR lower(name) = lower(:text)
            """, arguments: ["text": text])
    }

    static func knownSystems(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT id FROM design_system ORDER BY id")
    }

    /// The component a merged or deprecated component points to (its `replaced-by` link).
    static func replacementName(_ db: Database, of componentID: Int64) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT t.name FROM relationship r JOIN component t ON t.id = r.target_id
            WHERE r.component_id = ? AND r.kind = 'replaced-by'
            """, arguments: [componentID])
    }
}
