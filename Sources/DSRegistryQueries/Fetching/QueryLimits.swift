import Dispatch
import GRDB
import GRDBSQLite
import DSRegistryCore
import DSRegistryStore

/// How long one question may run and how much of its answer dsreg holds. SQL a person wrote
/// (`dsreg sql`, saved questions) can be made to run forever or to answer with more rows than
/// memory holds; `dsreg sql` and `dsreg query` stop it at these bounds and say which.
public struct QueryLimits: Sendable, Equatable {
    /// Every built-in question answers a 10,000-component registry in well under a second; a
    /// saved question that takes 30 s is stuck, not thorough.
    public static let defaultTimeout: Double = 30
    /// The answer dsreg collects before printing it: far more than any registry question
    /// returns (all of a 10,000-component registry's text is a few MB), far less than memory.
    public static let defaultAnswerBytes = 128 << 20
    /// The default limits: ``defaultTimeout`` and ``defaultAnswerBytes``.
    public static let standard = QueryLimits()
    /// The longest time limit a command line may ask for: a week. A longer one is a typo or
    /// a probe (`2e10` seconds overflowed the deadline's nanoseconds and crashed dsreg).
    public static let longestTimeout: Double = 604_800

    /// Seconds; nil runs without a time limit.
    package var timeout: Double?
    /// The most memory the collected answer may take, as `QueryWatch.collect` estimates it.
    package var answerBytes: Int

    /// Limits for one question or statement.
    ///
    /// ```swift
    /// let generous = QueryLimits(timeout: 120, answerBytes: 512 << 20)
    /// let unbounded = QueryLimits(timeout: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: seconds the statement may run; nil for no time limit. Keep it at most
    ///     ``longestTimeout``.
    ///   - answerBytes: the most memory the collected answer may take.
    public init(timeout: Double? = QueryLimits.defaultTimeout, answerBytes: Int = QueryLimits.defaultAnswerBytes) {
        self.timeout = timeout
        self.answerBytes = answerBytes
    }
}

/// Holds one query to its `QueryLimits`: SQLite's progress handler, called every 1,000
/// virtual-machine steps, interrupts the statement once the time is up (the statement then
/// fails with SQLITE_INTERRUPT), and `collect` counts the answer as it is gathered. A
/// function that runs long (FTS5's snippet() over a long text) is one step: `collect` looks
/// at the clock too, so the row it was computing for is the last.
/// Used on one thread, by one statement at a time.
final class QueryWatch: @unchecked Sendable {
    let limits: QueryLimits
    private let deadline: UInt64?
    private(set) var timedOut = false
    private var rows = 0
    private var bytes = 0

    init(_ limits: QueryLimits) {
        self.limits = limits
        // A limit past the longest is no limit: its nanoseconds would not fit the clock's UInt64.
        deadline = limits.timeout.flatMap { seconds in
            guard seconds.isFinite, seconds <= QueryLimits.longestTimeout else { return nil }
            return DispatchTime.now().uptimeNanoseconds + UInt64(max(seconds, 0) * 1_000_000_000)
        }
    }

    /// Runs `body` with the handler on `connection`, and always takes it off again (a GRDB
    /// connection goes back to its pool). An interruption becomes `SQLError.timedOut`.
    func watching<T>(_ connection: OpaquePointer?, _ body: () throws -> T) throws -> T {
        guard let connection, deadline != nil else { return try body() }
        sqlite3_progress_handler(connection, 1_000, { context in
            guard let context else { return 0 }
            return Unmanaged<QueryWatch>.fromOpaque(context).takeUnretainedValue().isPastDeadline() ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque())
        defer { sqlite3_progress_handler(connection, 0, nil, nil) }
        do {
            return try withExtendedLifetime(self) { try body() }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && timedOut {
            throw SQLError.timedOut(seconds: limits.timeout ?? 0)
        }
    }

    func isPastDeadline() -> Bool {
        guard let deadline, DispatchTime.now().uptimeNanoseconds >= deadline else { return false }
        timedOut = true
        return true
    }

    /// The error for a statement that stopped with `code`: the time limit when it interrupted.
    func stopped(_ code: Int32) -> SQLError? {
        code == SQLITE_INTERRUPT && timedOut ? .timedOut(seconds: limits.timeout ?? 0) : nil
    }

    /// Counts one more row of the answer; throws once the answer passes its bound or the time
    /// is up. The
    /// estimate is what a row takes in memory: 64 bytes for the row, 16 for each cell, and a
    /// text's bytes (with 32 more when it is too long to be stored inside its cell).
    func collect(_ row: [ResultTable.Cell]) throws {
        rows += 1
        bytes += 64
        for cell in row {
            bytes += 16
            if case .text(let text) = cell, text.utf8.count > 15 { bytes += 32 + text.utf8.count }
        }
        if bytes > limits.answerBytes { throw SQLError.answerTooLarge(rows: rows, limit: limits.answerBytes) }
        if isPastDeadline() { throw SQLError.timedOut(seconds: limits.timeout ?? 0) }
    }
}
