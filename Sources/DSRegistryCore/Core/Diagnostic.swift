/// A problem, as a value: a stable code, how bad, where (when it has a place in a file), what,
/// and what to do. Every failure dsreg reports becomes diagnostics (`DiagnosticConvertible`),
/// and the executable prints them in one place, as text or JSON.
public struct Diagnostic: Sendable, Equatable, Hashable, CustomStringConvertible, Error {
    /// How bad a problem is: an error stops a write (nothing is written), a warning does not.
    public enum Severity: String, Sendable, Hashable { case error, warning }

    /// What kind of problem it is (`not-found`, `invalid-argument` …), stable for scripts.
    public var code: DiagnosticCode
    /// Whether the problem stops the run (``Severity/error``) or is reported beside its answer.
    public var severity: Severity
    /// Where in a file the problem is; nil for a problem with no place (an unknown name given
    /// as an argument, a registry file that cannot be read).
    public var location: SourceLocation?
    /// What is wrong, in one sentence without a trailing period ("unknown key 'trailng' in variant").
    public var message: String
    /// A fix that works ("did you mean 'trailing'?", "create it with: dsreg seed").
    public var suggestion: String?

    /// Makes a diagnostic.
    ///
    /// ```swift
    /// let problem = Diagnostic(.error, code: .io, location: nil,
    ///                          message: "cannot write 'site/index.html'", suggestion: "check the folder's permissions")
    /// ```
    ///
    /// - Parameters:
    ///   - severity: ``Severity/error`` or ``Severity/warning``.
    ///   - code: the stable kind of problem scripts react to (``DiagnosticCode/input``, ``DiagnosticCode/io`` …).
    ///   - location: where in a file the problem is, or nil when it has no place.
    ///   - message: what is wrong.
    ///   - suggestion: a fix that works, printed after the message ("did you mean 'trailing'?").
    public init(_ severity: Severity, code: DiagnosticCode, location: SourceLocation?, message: String, suggestion: String? = nil) {
        self.code = code
        self.severity = severity
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// A problem at a place in an input file.
    package init(
        _ severity: Severity, file: String, line: Int, column: Int, message: String,
        suggestion: String? = nil, code: DiagnosticCode = .input
    ) {
        self.init(severity, code: code, location: SourceLocation(file: file, line: line, column: column),
                  message: message, suggestion: suggestion)
    }

    /// The file of ``location`` as shown ("Seeds/eb/header.yaml"), or "" for a problem with no place.
    public var file: String { location?.file ?? "" }
    public var line: Int { location?.line ?? 0 }
    public var column: Int { location?.column ?? 0 }

    /// The same problem, with context before its message ("the seeds changed so that …: ").
    package func prefixed(_ context: String) -> Diagnostic {
        var copy = self
        copy.message = context + message
        return copy
    }

    /// `Seeds/eb/header.yaml:12:5: error: unknown key 'trailng' in variant; did you mean 'trailing'?`,
    /// or, with no place, `no component named 'Headr'; did you mean 'Header'?`.
    public var description: String {
        var text = location.map { "\($0.file):\($0.line):\($0.column): \(severity.rawValue): " } ?? ""
        text += message
        if let suggestion { text += "; \(suggestion)" }
        return text
    }

    /// One JSON object, keys in a fixed order; keys may be added, never renamed.
    public var json: String {
        var pairs: [(String, String)] = [("code", JSONText.string(code.rawValue)), ("severity", JSONText.string(severity.rawValue))]
        if let location {
            pairs += [("file", JSONText.string(location.file)), ("line", String(location.line)), ("column", String(location.column))]
        }
        pairs.append(("message", JSONText.string(message)))
        if let suggestion { pairs.append(("fix", JSONText.string(suggestion))) }
        return "{" + pairs.map { "\(JSONText.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// A diagnostic's stable code: what kind of problem it is, for scripts that react to it.
/// Codes are added, never renamed.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    /// The code as printed: the `code` key of a diagnostic's JSON ("input", "not-found").
    public var rawValue: String
    /// A code from its printed form.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A code written as a literal: `let code: DiagnosticCode = "io"`.
    public init(stringLiteral value: String) { rawValue = value }

    /// A problem in an input file (seed, migration, token file, saved question).
    public static let input: DiagnosticCode = "input"
    /// A name the registry does not know (component, system, family, token, question).
    package static let notFound: DiagnosticCode = "not-found"
    /// A name several systems share, given without --system.
    package static let ambiguous: DiagnosticCode = "ambiguous"
    /// An argument that is not valid for what it names.
    package static let invalidArgument: DiagnosticCode = "invalid-argument"
    /// A registry file that is missing, not a registry, damaged, locked or from another version.
    package static let registryFile: DiagnosticCode = "registry-file"
    /// SQL that failed, was refused, or ran past its bounds.
    package static let sql: DiagnosticCode = "sql"
    /// A migration that could not be applied or reverted.
    package static let migration: DiagnosticCode = "migration"
    /// Reading or writing a file or stream failed.
    public static let io: DiagnosticCode = "io"
}

/// Collects diagnostics; a run with any error must write nothing.
public struct DiagnosticList: Sendable {
    package private(set) var all: [Diagnostic] = []

    package init() {}

    package init(_ diagnostics: [Diagnostic]) { all = diagnostics }

    /// The diagnostics of severity ``Diagnostic/Severity/error``, in the order they were added.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// True when any diagnostic is an error: the run must then write nothing.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    package mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    package mutating func append(contentsOf other: DiagnosticList) { all += other.all }

    /// Sorted by file, then position, so output is stable whatever order files were read in.
    public var sorted: [Diagnostic] {
        all.sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }
}

/// Every failure the library throws can say what went wrong as diagnostics: the one error model.
/// The executable prints them in one place (`--format json` prints them as JSON objects).
///
/// A program that embeds the library catches one protocol and prints every failure one way:
///
/// ```swift
/// do {
///     _ = try registry.seed(from: seeds, displayPrefix: "Seeds")
/// } catch let error as DiagnosticConvertible {
///     error.diagnostics.forEach { print($0) }
///     if let summary = error.summary { print(summary) }
///     exit(error.isUsageError ? 64 : 1)
/// }
/// ```
public protocol DiagnosticConvertible: Error {
    /// Every problem, each with its code, severity, place and fix.
    var diagnostics: [Diagnostic] { get }
    /// True for a command asked wrongly (exit 64); false for input or registry problems (exit 1).
    var isUsageError: Bool { get }
    /// A closing line after the diagnostics ("3 errors; nothing was written"), if any.
    var summary: String? { get }
}

extension DiagnosticConvertible {
    /// False by default: a failure is about input or the registry (exit 1) unless it says so.
    public var isUsageError: Bool { false }
    /// No closing line by default.
    public var summary: String? { nil }
}

extension Diagnostic: DiagnosticConvertible {
    /// The diagnostic itself, so a single `Diagnostic` can be thrown.
    public var diagnostics: [Diagnostic] { [self] }
}

/// Thrown when a run collected errors in its input files; carries all of them.
public struct InputErrors: DiagnosticConvertible, Sendable, CustomStringConvertible {
    /// Every problem found, errors and warnings, sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// What the failure means for the command: "nothing was written" for a write.
    package var outcome: String
    /// - Parameters:
    ///   - diagnostics: the problems, usually a ``DiagnosticList``'s ``DiagnosticList/sorted``.
    ///   - outcome: what the failure means for the command, ending the ``summary`` line.
    public init(_ diagnostics: [Diagnostic], outcome: String = "nothing was written") {
        self.diagnostics = diagnostics
        self.outcome = outcome
    }
    /// One diagnostic a line, as text.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// "3 errors; nothing was written": the count of errors, then the outcome.
    public var summary: String? {
        let count = diagnostics.filter { $0.severity == .error }.count
        return "\(count) error\(count == 1 ? "" : "s"); \(outcome)"
    }
}
