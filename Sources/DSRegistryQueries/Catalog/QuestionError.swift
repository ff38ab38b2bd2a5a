import DSRegistryCore
import DSRegistryStore

/// Why a question could not be asked. Every case says what to do next. All are usage errors
/// (exit status 64) except an unknown component, which is an answer about the registry.
public enum QuestionError: DiagnosticConvertible, Equatable, CustomStringConvertible, Sendable {
    /// No question has the name; `suggestions` are the closest names.
    case unknownQuestion(String, suggestions: [String])
    /// The sentence was read as no question, for `reason`; `closest` are the closest
    /// questions as commands, filled in with the values the sentence gave.
    case unmatchedSentence(String, reason: String, closest: [String])
    /// A value its parameter does not accept; `expected` lists the ones it does.
    case invalidValue(parameter: String, value: String, expected: [String])
    /// A required argument, or an option's value, is missing.
    case missingArgument(question: String, parameter: String, usage: String)
    /// A word or option the question does not take.
    case unexpectedArgument(question: String, argument: String, usage: String, suggestion: String?)

    /// The message, with what to do next ("list them with: dsreg query --list").
    public var description: String {
        switch self {
        case .unknownQuestion(let name, let suggestions):
            return "no question named '\(name)'"
                + (Suggestion.didYouMean(suggestions).map { "; \($0)" } ?? "")
                + "; list them with: dsreg query --list"
        case .unmatchedSentence(let sentence, let reason, let closest):
            var text = "no question matches \"\(sentence.count > 80 ? String(sentence.prefix(80)) + "…" : sentence)\": \(reason)"
            if !closest.isEmpty {
                text += "; did you mean:\n" + closest.map { "  dsreg query \($0)" }.joined(separator: "\n")
            }
            return text + "\nlist every question with: dsreg query --list; see how a sentence was read with: dsreg query --explain \"…\""
        case .invalidValue(let parameter, let value, let expected):
            return "'\(value)' is not a valid \(parameter); expected one of: \(expected.joined(separator: ", "))"
                + (Suggestion.didYouMean(value, in: expected).map { "; \($0)" } ?? "")
        case .missingArgument(let question, let parameter, let usage):
            return "\(question) needs \(parameter); usage: dsreg query \(usage)"
        case .unexpectedArgument(let question, let argument, let usage, let suggestion):
            return "\(question) does not take '\(argument)'" + (suggestion.map { "; \($0)" } ?? "")
                + "; usage: dsreg query \(usage)"
        }
    }

    /// A question asked wrongly is a usage error (exit 64).
    public var isUsageError: Bool { true }

    /// One error diagnostic with no place: code `not-found` for an unknown question,
    /// `invalid-argument` for the rest.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(.error, code: self.code, location: nil, message: description)]
    }

    private var code: DiagnosticCode {
        if case .unknownQuestion = self { return .notFound }
        return .invalidArgument
    }
}
