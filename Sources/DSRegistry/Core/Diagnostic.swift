/// A problem found in input, as a value: where, how bad, what, and what to do.
/// Diagnostics are collected for a whole run and printed in one place (`DiagnosticPrinter`).
public struct Diagnostic: Sendable, Equatable, Hashable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Hashable { case error, warning }

    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var suggestion: String?

    public init(
        _ severity: Severity, file: String, line: Int, column: Int, message: String,
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    /// The same problem, with context before its message ("the seeds changed so that …: ").
    public func prefixed(_ context: String) -> Diagnostic {
        var copy = self
        copy.message = context + message
        return copy
    }

    /// `Seeds/eb/header.yaml:12:5: error: unknown key 'trailng' in variant; did you mean 'trailing'?`
    public var description: String {
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        if let suggestion { text += "; \(suggestion)" }
        return text
    }
}

/// Collects diagnostics; a run with any error must write nothing.
public struct DiagnosticList: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public init(_ diagnostics: [Diagnostic]) { all = diagnostics }

    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func append(contentsOf other: DiagnosticList) { all += other.all }

    /// Sorted by file, then position, so output is stable whatever order files were read in.
    public var sorted: [Diagnostic] {
        all.sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }
}

/// Thrown when a run collected errors; carries all of them.
public struct InputErrors: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
