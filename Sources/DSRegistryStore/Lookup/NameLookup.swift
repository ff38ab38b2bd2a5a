import GRDB
import DSRegistryCore

/// The one way a name a person wrote becomes a row: systems, families, components (current and
/// former names) and tokens. One rule for every kind: names compare by `NameKey` (case, spaces
/// and punctuation ignored), a system by its id or name, a family by its key or name. One error
/// per kind for a name that is not there, with the closest names, and one for a name several
/// systems share. Every command, question parameter, migration operation and token import
/// resolves through here.
package struct NameLookup {
    let db: Database

    package init(_ db: Database) { self.db = db }

    // MARK: Systems

    /// The id of the system `text` names (its id or its name); nil for `nil`.
    package func system(_ text: String?) throws -> String? {
        guard let text else { return nil }
        if let id = try systemIfKnown(text) { return id }
        throw try systemNotFound(text)
    }

    /// The error for a system name that is not there.
    package func systemNotFound(_ text: String) throws -> LookupError {
        let known = try String.fetchAll(db, sql: "SELECT id FROM design_system ORDER BY id")
        return LookupError.notFound(.system, text, within: nil, suggestions: Suggestion.closest(to: text, in: known), known: known)
    }

    /// The id of the system `text` names, or nil when there is none.
    package func systemIfKnown(_ text: String) throws -> String? {
        let key = NameKey.of(text)
        return try Row.fetchAll(db, sql: "SELECT id, name FROM design_system ORDER BY id")
            .first { NameKey.of($0["id"] as String) == key || NameKey.of($0["name"] as String) == key }
            .map { $0["id"] }
    }

    // MARK: Families

    package struct Family: Sendable, Equatable {
        package var id: Int64
        package var systemID: String
        package var key: String
        package var name: String
    }

    /// The family `text` names (its key or name) in `system`, or in any system when nil.
    package func family(_ text: String, system: String?) throws -> Family {
        let matches = try families(text, system: system)
        if matches.count > 1 { throw LookupError.ambiguous(.family, text, systems: matches.map(\.systemID)) }
        return matches[0]
    }

    /// Every family `text` names, one per system that has it (`list --family header` lists
    /// each system's); at least one, or a not-found error.
    package func families(_ text: String, system: String?) throws -> [Family] {
        let families = try familyCandidates(system: system)
        let key = NameKey.of(text)
        let matches = families.filter { NameKey.of($0.key) == key || NameKey.of($0.name) == key }
        guard matches.isEmpty else { return matches }
        throw LookupError.notFound(.family, text, within: system,
            suggestions: Suggestion.closest(to: text, in: Array(Set(families.map(\.name))).sorted()),
            known: Array(Set(families.map(\.key))).sorted())
    }

    /// True when some system has a family `text` names.
    package func familyExists(_ text: String) throws -> Bool {
        let key = NameKey.of(text)
        return try familyCandidates(system: nil).contains { NameKey.of($0.key) == key || NameKey.of($0.name) == key }
    }

    private func familyCandidates(system: String?) throws -> [Family] {
        try Row.fetchAll(db, sql: """
            SELECT id, system_id, key, name FROM family WHERE (:system IS NULL OR system_id = :system)
            ORDER BY system_id, name
            """, arguments: ["system": system])
            .map { Family(id: $0["id"], systemID: $0["system_id"], key: $0["key"], name: $0["name"]) }
    }

    // MARK: Components

    static let componentSQL = """
        SELECT c.id, c.system_id, c.name, n.name AS matched, n.kind
        FROM component_name n JOIN component c ON c.id = n.component_id
        WHERE n.lookup_key = :key AND (:system IS NULL OR c.system_id = :system)
        ORDER BY n.kind = 'current' DESC, c.system_id
        """

    /// The component `text` names, by its current name or any former one, in `system` or in
    /// any system when nil.
    package func component(_ text: String, system: String?) throws -> ResolvedComponent {
        let rows = try Row.fetchAll(db, sql: Self.componentSQL, arguments: ["key": NameKey.of(text), "system": system])
        if rows.count > 1 { throw LookupError.ambiguous(.component, text, systems: rows.map { $0["system_id"] }) }
        guard let row = rows.first else {
            // Did-you-mean over the names the key could have meant; a name far longer than any
            // is cut off by `Suggestion` before the edit distance runs.
            let names = try String.fetchAll(db, sql: """
                SELECT DISTINCT name FROM component_name WHERE (:system IS NULL OR system_id = :system) ORDER BY name
                """, arguments: ["system": system])
            throw LookupError.notFound(.component, text, within: system, suggestions: Suggestion.closest(to: text, in: names))
        }
        let kind: String = row["kind"]
        return ResolvedComponent(id: row["id"], systemId: row["system_id"], name: row["name"],
            formerName: kind == "former" ? row["matched"] : nil)
    }

    /// True when some system has a component `text` names (current or former).
    package func componentExists(_ text: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM component_name WHERE lookup_key = ?)",
            arguments: [NameKey.of(text)]) ?? false
    }

    // MARK: Tokens

    /// A token path is known when a token has it, aliases it, or a binding or spec names it:
    /// a missing alias target still has users worth finding.
    package func token(_ path: String) throws -> String {
        let known = try tokenKnown(path)
        guard known else {
            let paths = try String.fetchAll(db, sql: "SELECT DISTINCT path FROM token ORDER BY path")
            throw LookupError.notFound(.token, path, within: nil, suggestions: Suggestion.closest(to: path, in: paths))
        }
        return path
    }

    /// True when a token has `path`, aliases it, or a binding or spec names it.
    /// Token paths within `slack` characters of `length` long: where a misspelt path's
    /// nearest is looked for ("main/header/surfce").
    package func tokenPaths(near length: Int, slack: Int) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT DISTINCT path FROM token WHERE length(path) BETWEEN ? AND ? LIMIT 100000",
                            arguments: [length - slack, length + slack])
    }

    package func tokenKnown(_ path: String) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM token WHERE path IN \(TokenPath.sqlSpellings(":path")))
                OR EXISTS (SELECT 1 FROM token WHERE alias_of IN \(TokenPath.sqlSpellings(":path")))
                OR EXISTS (SELECT 1 FROM token_binding WHERE token_path IN \(TokenPath.sqlSpellings(":path")))
                OR EXISTS (SELECT 1 FROM spec WHERE token_path IN \(TokenPath.sqlSpellings(":path")))
            """, arguments: ["path": path]) ?? false
    }
}

/// A component argument resolved to its row: through its current name or any former name,
/// ignoring case, spaces and punctuation.
package struct ResolvedComponent: Sendable, Equatable {
    package var id: Int64
    package var systemId: String
    package var name: String
    /// The name as matched when it was a former name ("Header" for Section Header).
    package var formerName: String?
}

/// The kinds of name `NameLookup` resolves.
public enum NameKind: String, Sendable {
    /// The kinds; the raw value is how messages name them ("no design system named …").
    case system = "design system", family, component, token, question

    /// How a person lists the names of this kind.
    var listing: String {
        switch self {
        case .system: "dsreg sql \"SELECT id, name FROM design_system\""
        case .family: "dsreg sql \"SELECT system_id, key, name FROM family\""
        case .component: "dsreg list"
        case .token: "dsreg tokens list"
        case .question: "dsreg query --list"
        }
    }
}

/// A name that is not there, or that several systems share: the same two errors for every kind.
public enum LookupError: DiagnosticConvertible, Equatable, CustomStringConvertible {
    /// `known` lists every name of the kind when there are few enough to read.
    case notFound(NameKind, String, within: String?, suggestions: [String], known: [String] = [])
    /// A name several systems share, given without a system; `systems` are their ids.
    case ambiguous(NameKind, String, systems: [String])

    /// One error diagnostic with no place (code `not-found` or `ambiguous`), its fix a
    /// did-you-mean, the known names, or the command that lists them.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .notFound(let kind, let name, let system, let suggestions, let known):
            let listing = "list them with: " + kind.listing + (system.map { kind == .component ? " --system \($0)" : "" } ?? "")
            let others = !known.isEmpty && known.count <= 12 ? "known: " + known.joined(separator: ", ") : listing
            let fix = kind == .system
                ? Suggestion.missingSystem(name, close: suggestions, otherwise: others, then: ", then dsreg seed")
                : Suggestion.didYouMean(suggestions) ?? others
            return [Diagnostic(.error, code: .notFound, location: nil,
                message: "no \(kind.rawValue) named '\(name)'" + (system.map { " in \($0)" } ?? ""), suggestion: fix)]
        case .ambiguous(let kind, let name, let systems):
            return [Diagnostic(.error, code: .ambiguous, location: nil,
                message: "'\(name)' names a \(kind.rawValue) in several systems (\(systems.joined(separator: ", ")))",
                suggestion: "add --system with one of them")]
        }
    }

    /// The diagnostic as text.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The closest names, for callers that report the problem at a place in a file.
    package var suggestions: [String] {
        if case .notFound(_, _, _, let suggestions, _) = self { return suggestions }
        return []
    }
}
