import DSRegistryCore
import DSRegistryStore

/// Which rows of a gap question's answer are about components nobody assessed: those whose
/// `column` holds one of `values` (lacking-state's reason "not assessed", a11y's `documented`
/// count 0). "Not assessed" is no row at all in the registry, so such a row says nothing a
/// person can act on but "assess it"; a default answer lists what is known and counts the rest.
package struct UnassessedRows: Sendable, Equatable {
    package var column: String
    package var values: Set<String>

    package init(column: String, values: Set<String>) {
        self.column = column
        self.values = values
    }
}

extension Question {
    /// The answer without its rows about unassessed components, and one note that counts them
    /// ("and 30 components not assessed (--include-unassessed lists them)"). A question with no
    /// such rule, or an answer with none of those rows, is returned as it is.
    public func hidingUnassessed(_ table: ResultTable) -> ResultTable {
        guard let rule = unassessed else { return table }
        let counter = UnassessedCount(rule, columns: table.columns)
        let shown = table.rows.filter { !counter.isUnassessed($0) }
        guard counter.count > 0 else { return table }
        var answer = table
        answer.rows = shown
        if shown.isEmpty { answer.emptyMessage += " among assessed components" }
        answer.notes.append(counter.note(answerIsEmpty: shown.isEmpty))
        return answer
    }

    /// `hidingUnassessed` for an answer streamed to `sink`: rows about unassessed components
    /// are counted instead of passed on; nil for a question with no such rule.
    public func hidingUnassessed(streamingTo sink: RowSink) -> UnassessedFilter? {
        unassessed.map { UnassessedFilter($0, passingTo: sink) }
    }
}

/// Counts the rows about unassessed components, by component when the answer names them.
final class UnassessedCount {
    private let column: Int?
    private let values: Set<String>
    /// The columns that name a component (a11y has a row per platform).
    private let key: [Int]
    private var rows = 0
    private var components: Set<[String]> = []

    init(_ rule: UnassessedRows, columns: [String]) {
        column = columns.firstIndex(of: rule.column)
        values = rule.values
        key = ["system", "component"].compactMap { columns.firstIndex(of: $0) }
    }

    /// True for a row about an unassessed component, which is counted.
    func isUnassessed(_ row: [ResultTable.Cell]) -> Bool {
        guard let column, row.indices.contains(column), values.contains(row[column].text) else { return false }
        rows += 1
        if !key.isEmpty { components.insert(key.map { row[$0].text }) }
        return true
    }

    var count: Int { key.isEmpty ? rows : components.count }

    /// "and 30 components not assessed (--include-unassessed lists them)".
    func note(answerIsEmpty: Bool) -> String {
        let noun = key.isEmpty ? (count == 1 ? "row" : "rows") : (count == 1 ? "component" : "components")
        return (answerIsEmpty ? "" : "and ") + "\(count) \(noun) not assessed (--include-unassessed lists \(count == 1 ? "it" : "them"))"
    }
}

/// The rows of a streamed answer passed on to another sink, less those about unassessed
/// components, which are counted for the note said after the answer.
public final class UnassessedFilter: RowSink {
    private let rule: UnassessedRows
    private let next: RowSink
    private var counter: UnassessedCount?
    private var shown = 0

    init(_ rule: UnassessedRows, passingTo next: RowSink) {
        self.rule = rule
        self.next = next
    }

    public func begin(columns: [String]) {
        counter = UnassessedCount(rule, columns: columns)
        next.begin(columns: columns)
    }

    public func row(_ cells: [ResultTable.Cell]) throws {
        if counter?.isUnassessed(cells) == true { return }
        shown += 1
        try next.row(cells)
    }

    public func end(emptyMessage: String) {
        next.end(emptyMessage: emptyMessage)
    }

    /// The note that counts the rows left out, once the answer has ended (none when none were).
    public var notes: [String] {
        guard let counter, counter.count > 0 else { return [] }
        return [counter.note(answerIsEmpty: shown == 0)]
    }
}
