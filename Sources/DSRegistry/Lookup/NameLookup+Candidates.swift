import GRDB

extension NameLookup {
    /// Every component `text` names (current or former name), in every system: the candidates
    /// of a name several systems share.
    public func components(named text: String) throws -> [ResolvedComponent] {
        try Row.fetchAll(db, sql: Self.componentSQL, arguments: ["key": NameKey.of(text), "system": nil as String?]).map { row in
            let kind: String = row["kind"]
            return ResolvedComponent(id: row["id"], systemId: row["system_id"], name: row["name"],
                formerName: kind == "former" ? row["matched"] : nil)
        }
    }
}

extension Registry {
    /// The components a shared name names, one row each with its system, role and status, and
    /// the command that picks it (`dsreg show Avatar --system eb`): what `show`, `history` and
    /// `diff` list instead of guessing.
    /// - Parameter command: the command as typed before the name (`show`, `diff`), and `rest`
    ///   the words after it (`1.0.0 1.1.0`).
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
