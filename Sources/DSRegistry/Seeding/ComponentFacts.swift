import GRDB

/// What the cross-file checks of a seed run need of one component file, with where each fact
/// stands in it: its id, system, name and family, and the components it refers to. A run keeps
/// them in `seed_fact`, so the next run checks an edited file against the files it did not read
/// again as if it had parsed them all.
struct ComponentFacts: Sendable {
    var key: Located<String>
    var system: Located<String>
    var name: Located<String>
    var family: Located<String>?
    /// Components named by its slots and relationships.
    var references: [Located<String>]

    init(_ seed: ComponentSeed) {
        key = Located(value: seed.key, location: seed.location)
        system = seed.system
        name = Located(value: seed.name, location: seed.nameLocation)
        family = seed.family
        references = seed.slots.flatMap { $0.accepts.compactMap(\.component) } + seed.relationships.map(\.component)
    }

    private init?(rows: [Row], file: String) {
        var key: Located<String>?, system: Located<String>?, name: Located<String>?
        var family: Located<String>?, references: [Located<String>] = []
        for row in rows {
            let fact = Located(value: row["value"] as String,
                               location: SourceLocation(file: file, line: row["line"], column: row["col"]))
            switch row["kind"] as String {
            case "key": key = fact
            case "system": system = fact
            case "name": name = fact
            case "family": family = fact
            default: references.append(fact)
            }
        }
        guard let key, let system, let name else { return nil }
        (self.key, self.system, self.name, self.family, self.references) = (key, system, name, family, references)
    }

    /// The facts the registry keeps, by relative path, for the files in `paths`; a file whose
    /// facts are incomplete is left out (the run parses it). `shown` turns a relative path into
    /// the file name diagnostics print.
    static func fetch(_ db: Database, paths: Set<String>, shown: (String) -> String) throws -> [String: ComponentFacts] {
        guard !paths.isEmpty else { return [:] }
        var rowsByPath: [String: [Row]] = [:]
        let cursor = try Row.fetchCursor(db, sql: "SELECT path, kind, value, line, col FROM seed_fact ORDER BY rowid")
        while let row = try cursor.next() {
            let path: String = row["path"]
            if paths.contains(path) { rowsByPath[path, default: []].append(row.copy()) }
        }
        return rowsByPath.reduce(into: [:]) { facts, entry in
            facts[entry.key] = ComponentFacts(rows: entry.value, file: shown(entry.key))
        }
    }

    /// Replaces what the registry keeps of the file at `path` (its `seed_file_cache` row exists).
    func write(_ db: Database, path: String) throws {
        try db.cachedStatement(sql: "DELETE FROM seed_fact WHERE path = ?").execute(arguments: [path])
        let insert = try db.cachedStatement(sql: "INSERT INTO seed_fact(path, kind, value, line, col) VALUES (?, ?, ?, ?, ?)")
        let facts = [("key", key), ("system", system), ("name", name)] + (family.map { [("family", $0)] } ?? [])
            + references.map { ("reference", $0) }
        for (kind, fact) in facts {
            try insert.execute(arguments: [path, kind, fact.value, fact.location.line, fact.location.column])
        }
    }
}
