import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// The systems a built-in question is answered for, one after another, when `error` says
    /// a component or family name several systems share and no `--system` was given (the
    /// command's rule); nil when the error is any other.
    static func sharedSystems(_ error: LookupError, _ question: Question, _ arguments: QuestionArguments) -> (parameter: QuestionParameter, systems: [String])? {
        guard case .ambiguous(let kind, _, let shared) = error, [.component, .family].contains(kind),
              let system = question.parameters.first(where: { $0.kind == .system }),
              arguments[system.name] == nil else { return nil }
        return (system, shared.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
    }

    /// `--print-sql` for a name several systems share: one statement that answers for every
    /// one of them, as `dsreg query` does. Each system's parameters are bound under their own
    /// names (`:component_1`, `:system_1`, …), and each answer is a part of a UNION ALL, with
    /// the system's id first when the answer has no `system` column.
    func sharedNameScript(_ question: Question, _ arguments: QuestionArguments, _ error: LookupError) throws -> String {
        guard let (parameter, systems) = Self.sharedSystems(error, question, arguments) else { throw error }
        let hasSystem = try writer.read { db in try db.makeStatement(sql: question.sql).columnNames.contains("system") }
        var script = ""
        var parts: [String] = []
        for (offset, system) in systems.enumerated() {
            let suffix = "_\(offset + 1)"
            let bound = try bind(question, arguments.merging([parameter.name: system]) { _, new in new })
            script += Self.parameterLines(Dictionary(uniqueKeysWithValues: bound.values.map { ($0.key + suffix, $0.value) }))
            var sql = question.sql
            for name in bound.values.keys {
                sql = sql.replacingOccurrences(of: ":" + name + "\\b", with: ":" + name + suffix, options: .regularExpression)
            }
            parts.append("SELECT " + (hasSystem ? "" : Self.sqlLiteral(system) + " AS system, ") + "* FROM (\n" + sql + "\n)")
        }
        return script + parts.joined(separator: "\nUNION ALL\n") + ";\n"
    }
}
