/// Which rows of a gap question's answer are about components nobody assessed: those whose
/// `column` holds one of `values` (lacking-state's reason "not assessed", a11y's `documented`
/// count 0). "Not assessed" is no row at all in the registry, so such a row says nothing a
/// person can act on but "assess it"; a default answer lists what is known and counts the rest.
public struct UnassessedRows: Sendable, Equatable {
    public var column: String
    public var values: Set<String>

    public init(column: String, values: Set<String>) {
        self.column = column
        self.values = values
    }
}

extension Question {
    /// The answer without its rows about unassessed components, and one note that counts them
    /// ("and 30 components not assessed (--include-unassessed lists them)"). A question with no
    /// such rule, or an answer with none of those rows, is returned as it is.
    public func hidingUnassessed(_ table: ResultTable) -> ResultTable {
        guard let rule = unassessed, let column = table.columns.firstIndex(of: rule.column) else { return table }
        let isStub = { (row: [ResultTable.Cell]) in row.indices.contains(column) && rule.values.contains(row[column].text) }
        let hidden = table.rows.filter(isStub)
        guard !hidden.isEmpty else { return table }
        var answer = table
        answer.rows = table.rows.filter { !isStub($0) }
        // Components, by system and name when the answer has them (a11y has a row per platform).
        let key = ["system", "component"].compactMap { table.columns.firstIndex(of: $0) }
        let count = key.isEmpty ? hidden.count : Set(hidden.map { row in key.map { row[$0].text } }).count
        let noun = key.isEmpty ? (count == 1 ? "row" : "rows") : (count == 1 ? "component" : "components")
        if answer.rows.isEmpty {
            answer.emptyMessage += " among assessed components"
            answer.notes.append("\(count) \(noun) not assessed (--include-unassessed lists \(count == 1 ? "it" : "them"))")
        } else {
            answer.notes.append("and \(count) \(noun) not assessed (--include-unassessed lists \(count == 1 ? "it" : "them"))")
        }
        return answer
    }
}
