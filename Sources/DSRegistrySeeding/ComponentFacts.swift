import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

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

    private init(key: Located<String>, system: Located<String>, name: Located<String>, family: Located<String>?,
                 references: [Located<String>]) {
        (self.key, self.system, self.name, self.family, self.references) = (key, system, name, family, references)
    }

    /// The facts the registry keeps, by relative path, for the files in `paths`; a file whose
    /// facts are incomplete is left out (the run parses it). `shown` turns a relative path into
    /// the file name diagnostics print. One pass over the rows, by column index: at 10,000
    /// files this is most of what a one-file re-seed reads.
    static func fetch(_ db: Database, paths: Set<String>, shown: (String) -> String) throws -> [String: ComponentFacts] {
        guard !paths.isEmpty else { return [:] }
        struct Partial {
            var file: String
            var key, system, name, family: Located<String>?
            var references: [Located<String>] = []
        }
        var partials: [String: Partial] = [:]
        partials.reserveCapacity(paths.count)   // growing it by doubling was a sixth of this read
        // A file's facts are written together, so they come in a run of rows: the file's
        // partial is looked up once per run, not once per row (a fifth of a one-file re-seed
        // at 10,000 files went to that look-up).
        var currentPath: String?
        var current: Partial?   // nil while the rows are of a file not asked for
        let cursor = try Row.fetchCursor(db, sql: "SELECT path, kind, value, line, col FROM seed_fact")
        while let row = try cursor.next() {
            let path: String = row[0]
            if path != currentPath {
                if let currentPath, let current { partials[currentPath] = current }
                currentPath = path
                current = paths.contains(path) ? partials.removeValue(forKey: path) ?? Partial(file: shown(path)) : nil
            }
            guard var partial = current else { continue }
            current = nil   // the one copy is `partial` while it changes
            let fact = Located(value: row[2] as String, location: SourceLocation(file: partial.file, line: row[3], column: row[4]))
            switch row[1] as String {
            case "key": partial.key = fact
            case "system": partial.system = fact
            case "name": partial.name = fact
            case "family": partial.family = fact
            default: partial.references.append(fact)
            }
            current = partial
        }
        if let currentPath, let current { partials[currentPath] = current }
        var facts: [String: ComponentFacts] = [:]
        facts.reserveCapacity(partials.count)
        for (path, partial) in partials {
            guard let key = partial.key, let system = partial.system, let name = partial.name else { continue }
            facts[path] = ComponentFacts(key: key, system: system, name: name, family: partial.family, references: partial.references)
        }
        return facts
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
