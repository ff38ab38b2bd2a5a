import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// One built-in question's rows handed to `sink` as SQLite reads them, the way `dsreg sql`
    /// streams: no `ResultTable` of every cell is built first (a 50,000-row answer spent more
    /// time building and walking it than SQLite spent finding the rows). The same rows and
    /// columns as `answer(_:_:_:limits:)` gives; the answer is returned with none.
    static func answer(_ db: Database, _ question: Question, _ arguments: QuestionArguments, limits: QueryLimits,
                       streamingTo sink: RowSink) throws -> ResultTable {
        let bound = try bind(db, question, arguments)
        let hidden = try notAssessed(db, question, bound.values)
        let emptyMessage = question.emptyMessage(bound.display, notAssessed: hidden)
        var shown = 0
        let statement = try db.makeStatement(sql: QuestionCatalog.expanding(question.sql, platforms: try QuestionCatalog.extraPlatforms(db)))
        let kept = ResultTable.keptColumns(statement.columnNames, of: question, bound.display)
            ?? Array(statement.columnNames.indices)
        let columns = kept.map { statement.columnNames[$0] }
        let indexes = kept.map { Int32($0) }
        let watch = QueryWatch(limits)
        try watch.watching(db.sqliteConnection) {
            let cursor = try Row.fetchCursor(statement, arguments: StatementArguments(bound.values))
            sink.begin(columns: columns)
            while try cursor.next() != nil {
                // Streamed: nothing is held, so only the clock bounds it (as `ReadOnlySQL`).
                if watch.isPastDeadline() { throw SQLError.timedOut(seconds: watch.limits.timeout ?? 0) }
                shown += 1
                try sink.row(indexes.map { ResultTable.Cell(DatabaseValue(sqliteStatement: statement.sqliteStatement, index: $0)) })
            }
            sink.end(emptyMessage: emptyMessage)
        }
        var table = ResultTable(columns: columns, rows: [], emptyMessage: emptyMessage)
        if let note = question.notAssessedNote(hidden, answerIsEmpty: shown == 0) { table.notes.append(note) }
        return table
    }
}

/// A sink that counts the rows it passes on.
final class RowCounter: RowSink {
    private let next: RowSink
    private(set) var rows = 0

    init(_ next: RowSink) { self.next = next }

    func begin(columns: [String]) { next.begin(columns: columns) }

    func row(_ cells: [ResultTable.Cell]) throws {
        rows += 1
        try next.row(cells)
    }

    func end(emptyMessage: String) { next.end(emptyMessage: emptyMessage) }
}
