import Foundation
#if canImport(Glibc)
import Glibc
#endif
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// One line of progress on standard error for work that runs past a second ("seeding: 4200 of
/// 10020 files parsed"), redrawn in place at most ten times a second and erased when the work
/// ends. Shown only when standard error is a terminal (not `TERM=dumb`): piped or redirected,
/// the output is exactly what it would be without it.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let start = Date()
    private let delay: TimeInterval
    private let lock = NSLock()
    private var lastDrawn: Date?
    private var lastPhase: String?

    /// nil when standard error is not a terminal. `DSREG_PROGRESS_AFTER_MS` moves the one-second
    /// delay (the tests draw at once through a pseudo-terminal).
    static func onTerminal(_ label: String) -> ProgressLine? {
        let environment = ProcessInfo.processInfo.environment
        guard isatty(STDERR_FILENO) == 1, environment["TERM"] != "dumb" else { return nil }
        let delay = environment["DSREG_PROGRESS_AFTER_MS"].flatMap(Double.init).map { $0 / 1000 } ?? 1
        return ProgressLine(label: label, delay: delay)
    }

    private init(label: String, delay: TimeInterval) {
        self.label = label
        self.delay = delay
    }

    /// `phase` changing ("parsed" to "written") is drawn at once, whatever the rate.
    func show(_ text: String, phase: String) {
        let now = Date()
        lock.lock()
        defer { lock.unlock() }
        guard now.timeIntervalSince(start) >= delay else { return }
        if let lastDrawn, phase == lastPhase, now.timeIntervalSince(lastDrawn) < 0.1 { return }
        lastDrawn = now
        lastPhase = phase
        Terminal.standardErrorInPlace("\r\u{1B}[K\(label): \(text)")
    }

    /// Erases the line, if one was drawn, before the command's own last words.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { Terminal.standardErrorInPlace("\r\u{1B}[K") }
        lastDrawn = nil
    }

    var seedHandler: SeedProgressHandler {
        { [self] progress in show(progress.description, phase: progress.phase.rawValue) }
    }
}
