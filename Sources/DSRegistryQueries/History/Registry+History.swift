import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// Runs `body` with the registry as it stood at `asOf` (or as it is, when nil).
    func reading<T>(asOf: AsOf?, _ body: (Database) throws -> T) throws -> T {
        guard let asOf else { return try writer.read(body) }
        return try writer.writeWithoutTransaction { db in
            // One prepared statement at a time: never a multi-statement execute.
            for statement in try asOf.statements() { try db.makeStatement(sql: statement).execute() }
            defer {
                for view in AsOf.shadows.reversed() { try? db.execute(sql: "DROP VIEW IF EXISTS temp.\(view)") }
            }
            // One read transaction, as `writer.read` would give: every query sees one state.
            var answers: [T] = []
            try db.inTransaction(.deferred) {
                answers.append(try body(db))
                return .commit
            }
            guard let answer = answers.first else { throw RegistryError.invalidArgument("no answer as of \(asOf)") }
            return answer
        }
    }
}

extension Registry {
    /// Compares two assessment versions of the component named (by any of its names).
    /// - Parameters:
    ///   - name: the component's name, current or former.
    ///   - from: the earlier assessment version (`1.0.0`).
    ///   - to: the later assessment version.
    ///   - system: the design system's id or name, when several systems share the name.
    /// - Throws: `LookupError` for an unknown or shared name; `RegistryError` for a version
    ///   the component has no assessment of.
    public func diff(_ name: String, from: String, to: String, system: String? = nil) throws -> ResultTable {
        try writer.read { db in
            let lookup = NameLookup(db)
            let resolved = try lookup.component(name, system: try lookup.system(system))
            let versions = try Row.fetchAll(db, sql: """
                SELECT id, version FROM assessment WHERE component_id = ?
                ORDER BY version_major, version_minor, version_patch
                """, arguments: [resolved.id])
            func id(of text: String) throws -> Int64 {
                let canonical = SemanticVersion(text)?.description ?? text
                guard let row = versions.first(where: { ($0["version"] as String) == canonical }) else {
                    let known = versions.map { $0["version"] as String }
                    throw RegistryError.invalidArgument("\(resolved.name) has no assessment \(text); "
                        + (known.isEmpty ? "it has not been assessed" : "its versions are \(known.joined(separator: ", "))"))
                }
                return row["id"]
            }
            return try ResultTable.fetch(db, sql: AssessmentDiff.sql,
                arguments: ["component": resolved.id, "from": try id(of: from), "to": try id(of: to)],
                emptyMessage: "no differences")
        }
    }
}

extension Registry {
    /// The timeline of the component named (by any of its names).
    /// - Parameters:
    ///   - name: the component's name, current or former.
    ///   - system: the design system's id or name, when several systems share the name.
    /// - Throws: `LookupError` for an unknown or shared name.
    public func history(_ name: String, system: String? = nil) throws -> ResultTable {
        try writer.read { db in
            let lookup = NameLookup(db)
            let resolved = try lookup.component(name, system: try lookup.system(system))
            return try ResultTable.fetch(db, sql: ComponentHistory.sql, arguments: ["component": resolved.id],
                emptyMessage: "\(resolved.name) has no history yet: no assessment and no restructure")
        }
    }
}
