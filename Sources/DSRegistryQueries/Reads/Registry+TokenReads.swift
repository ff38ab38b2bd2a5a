import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// The filters of `dsreg tokens list`.
///
/// ```swift
/// var filter = TokenFilter()
/// filter.system = "eb"
/// filter.prefix = "color."
/// let table = try registry.tokens(filter)
/// ```
public struct TokenFilter: Sendable {
    /// Only this design system's tokens (id or name); nil for every system.
    public var system: String?
    /// Only tokens of this type.
    public var type: TokenType?
    /// Only paths that start with this text (`color.` or `color.text`).
    public var prefix: String?
    /// Only this mode (`default`, `dark` …).
    public var mode: String?
    /// Only deprecated tokens.
    public var deprecatedOnly = false
    /// Only aliases whose target no token defines.
    public var danglingOnly = false
    /// No filter: every token of every system.
    public init() {}
}

/// What `dsreg tokens show` prints: the token in each mode, and every role that uses it.
public struct TokenDetail: Sendable, Equatable {
    package var token: ResultTable
    package var usedBy: ResultTable
}

extension Registry {
    static let tokenListSQL = """
        SELECT t.system_id AS system, t.path, t.mode, t.type, t.resolved_value AS value, t.alias_of,
               t.dangling AS missing_target, t.deprecated
        FROM token t
        WHERE (:system IS NULL OR t.system_id = :system)
          AND (:type IS NULL OR t.type = :type)
          AND (:prefix IS NULL OR substr(t.path, 1, length(:prefix)) = :prefix)
          AND (:mode IS NULL OR t.mode = :mode)
          AND (:deprecated = 0 OR t.deprecated = 1)
          AND (:dangling = 0 OR t.dangling IS NOT NULL)
        ORDER BY t.system_id, t.path, t.mode <> 'default', t.mode
        """

    /// The tokens that pass `filter`, one row per path and mode: `dsreg tokens list`.
    /// - Parameter filter: the filters; a default ``TokenFilter`` lists every token.
    /// - Returns: columns `system`, `path`, `mode`, `type`, `value`, `alias_of`,
    ///   `missing_target`, `deprecated`.
    /// - Throws: `LookupError` for an unknown system.
    public func tokens(_ filter: TokenFilter) throws -> ResultTable {
        try writer.read { db in
            let system = try NameLookup(db).system(filter.system)
            return try ResultTable.fetch(db, sql: Self.tokenListSQL, arguments: [
                "system": system, "type": filter.type?.rawValue, "prefix": filter.prefix, "mode": filter.mode,
                "deprecated": filter.deprecatedOnly, "dangling": filter.danglingOnly,
            ], emptyMessage: "no tokens match")
        }
    }

    /// One row per system and mode that defines the path; `file` and `line` say where.
    static let tokenDetailSQL = """
        SELECT t.system_id AS system, t.path, t.mode, t.type, t.declared_type, t.value, t.alias_of,
               t.alias_chain AS chain, t.alias_depth AS depth, t.resolved_value,
               t.dangling AS missing_target, t.mode_dependent, t.description, t.deprecated, t.deprecation,
               t.extensions, ifnull(f.path, s.path) AS file, t.line
        FROM token t
        LEFT JOIN token_file f ON f.id = t.file_id
        LEFT JOIN seed_file s ON t.file_id IS NULL AND s.system_id = t.system_id AND s.component_id IS NULL
        WHERE t.path = :path AND (:system IS NULL OR t.system_id = :system)
        ORDER BY t.system_id, t.mode <> 'default', t.mode
        """

    /// One token in each mode, and every role that uses it: `dsreg tokens show`.
    /// - Parameters:
    ///   - path: the token's path (`color.text.primary`).
    ///   - system: the design system's id or name; nil for every system that defines the path.
    /// - Throws: `RegistryError.invalidArgument` when no token has the path (saying so when it
    ///   is a dangling alias's target); `LookupError` for an unknown system.
    public func tokenDetail(_ path: String, system: String? = nil) throws -> TokenDetail {
        let token = try writer.read { db -> ResultTable in
            let system = try NameLookup(db).system(system)
            let table = try ResultTable.fetch(db, sql: Self.tokenDetailSQL, arguments: ["path": path, "system": system], emptyMessage: "")
            guard table.rows.isEmpty else { return table }
            // Not a token; perhaps a missing alias target, which is worth saying.
            let aliasedBy = try String.fetchAll(db, sql: """
                SELECT DISTINCT path FROM token WHERE alias_of = ? AND (? IS NULL OR system_id = ?) ORDER BY path LIMIT 5
                """, arguments: [path, system, system])
            if !aliasedBy.isEmpty {
                throw RegistryError.invalidArgument("no token '\(path)' in the registry; it is the missing target of \(aliasedBy.joined(separator: ", ")) (a dangling alias); import the file that defines it")
            }
            let near = try String.fetchAll(db, sql: "SELECT DISTINCT path FROM token WHERE (? IS NULL OR system_id = ?)", arguments: [system, system])
            let hint = Suggestion.didYouMean(path, in: near) ?? "list tokens with: dsreg tokens list --prefix \(path.split(separator: ".").first ?? "")"
            throw RegistryError.invalidArgument("no token '\(path)'; \(hint)")
        }
        let usedBy = try ask(QuestionCatalog.tokenUsage, ["token": path])
        return TokenDetail(token: token, usedBy: usedBy)
    }
}
