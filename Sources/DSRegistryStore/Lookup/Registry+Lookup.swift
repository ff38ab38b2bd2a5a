import Foundation
import GRDB
import DSRegistryCore

extension Registry {
    /// Runs `body` with the one lookup over a read of the registry.
    package func lookup<T>(_ body: (NameLookup) throws -> T) throws -> T {
        try writer.read { db in try body(NameLookup(db)) }
    }

    package func resolveComponent(_ name: String, system: String? = nil) throws -> ResolvedComponent {
        try lookup { try $0.component(name, system: $0.system(system)) }
    }
}

extension Registry {
    /// The components a shared name names, one row each with its system, role and status, and
    /// the command that picks it (`dsreg show Avatar --system eb`): what `show`, `history` and
    /// `diff` list instead of guessing.
    ///
    /// ```swift
    /// let choices = try registry.componentCandidates("Avatar", command: "diff", rest: ["1.0.0", "1.1.0"])
    /// // pick_with: dsreg diff Avatar 1.0.0 1.1.0 --system eb, …
    /// ```
    ///
    /// - Parameters:
    ///   - text: the component name as typed (matched ignoring case, spaces and punctuation).
    ///   - command: the command as typed before the name (`show`, `diff`).
    ///   - rest: the words after the name (`1.0.0 1.1.0`), repeated in each `pick_with` command.
    /// - Returns: columns `system`, `system_name`, `component`, `role`, `status`, `pick_with`;
    ///   no rows when no component has the name.
    /// - Throws: a database error when the registry cannot be read.
    public func componentCandidates(_ text: String, command: String, rest: [String] = []) throws -> ResultTable {
        try writer.read { db in
            let rows = try NameLookup(db).components(named: text).map { candidate -> [ResultTable.Cell] in
                let row = try Row.fetchOne(db, sql: """
                    SELECT d.name AS system_name, c.role, c.status FROM component c JOIN design_system d ON d.id = c.system_id
                    WHERE c.id = ?
                    """, arguments: [candidate.id])
                let pick = ["dsreg", command, text] + rest + ["--system", candidate.systemId]
                return [.text(candidate.systemId), (row?["system_name"] as String?).map { .text($0) } ?? .null,
                        .text(candidate.name), (row?["role"] as String?).map { .text($0) } ?? .null,
                        (row?["status"] as String?).map { .text($0) } ?? .null,
                        .text(pick.map(ShellWord.quoted).joined(separator: " "))]
            }
            return ResultTable(columns: ["system", "system_name", "component", "role", "status", "pick_with"], rows: rows,
                emptyMessage: "no component named '\(text)'")
        }
    }
}

extension Registry {
    /// The component a merged or deprecated component points to (its `replaced-by` link).
    package static func replacementName(_ db: Database, of componentID: Int64) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT t.name FROM relationship r JOIN component t ON t.id = r.target_id
            WHERE r.component_id = ? AND r.kind = 'replaced-by'
            """, arguments: [componentID])
    }
}
