import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// The filters of `dsreg tokens list`.
public struct TokenFilter: Sendable {
    public var system: String?
    public var type: TokenType?
    public var prefix: String?
    public var mode: String?
    public var deprecatedOnly = false
    public var danglingOnly = false
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
