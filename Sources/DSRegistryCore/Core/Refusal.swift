/// A command refused before anything is written (`dsreg new` with a name already taken, a
/// family not declared): what is wrong and the fix, printed as one diagnostic, exit 64.
public struct Refusal: DiagnosticConvertible, Sendable, Equatable {
    public var message: String
    public var fix: String

    public init(message: String, fix: String) {
        self.message = message
        self.fix = fix
    }

    public var diagnostics: [Diagnostic] {
        [Diagnostic(.error, code: .invalidArgument, location: nil, message: message, suggestion: fix)]
    }
    public var isUsageError: Bool { true }
}
