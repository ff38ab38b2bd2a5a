/// A command refused before anything is written (`dsreg new` with a name already taken, a
/// family not declared): what is wrong and the fix, printed as one diagnostic, exit 64.
package struct Refusal: DiagnosticConvertible, Sendable, Equatable {
    package var message: String
    package var fix: String

    package init(message: String, fix: String) {
        self.message = message
        self.fix = fix
    }

    package var diagnostics: [Diagnostic] {
        [Diagnostic(.error, code: .invalidArgument, location: nil, message: message, suggestion: fix)]
    }
    package var isUsageError: Bool { true }
}
