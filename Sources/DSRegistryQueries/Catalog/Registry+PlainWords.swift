import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// Reads a plain-word question against the registry: a phrasing matches only when each
    /// value it captures is one its parameter accepts (a known state, component or token).
    ///
    /// ```swift
    /// let match = try registry.interpret("which components lack pressed state on android",
    ///                                    among: QuestionCatalog.builtIn)
    /// let answer = try registry.ask(match.question, match.arguments)
    /// ```
    ///
    /// - Parameters:
    ///   - sentence: the words as typed, in one string.
    ///   - questions: the questions to try, in order (built-in, then saved).
    /// - Throws: `QuestionError.unmatchedSentence` with the closest phrasings.
    public func interpret(_ sentence: String, among questions: [Question]) throws -> QuestionGrammar.Match {
        try writer.read { db in
            let match = QuestionGrammar.match(sentence, in: questions) { parameter, value in
                switch parameter.kind {
                case .component:
                    // Known in any system: a name several systems share is asked about, and
                    // the answer says to add --system.
                    return (try? NameLookup(db).componentExists(value)) == true
                case .family:
                    // A family name several systems share is still a family worth asking about.
                    return (try? NameLookup(db).familyExists(value)) == true
                case .system, .token, .platform, .devicePlatform, .state:
                    // A platform or a state word: one the registry declares (issue 33).
                    return (try? Self.resolve(db, parameter, value, system: nil)) != nil
                case .text, .search:
                    return true
                default:
                    return parameter.kind.canonical(value) != nil
                }
            }
            guard let match else {
                throw QuestionError.unmatchedSentence(sentence, closest: QuestionGrammar.closest(to: sentence, in: questions))
            }
            return match
        }
    }
}

extension Registry {
    /// The command a plain-word question runs, as a person could type it, with each value
    /// canonical (`lacking-state pressed --platform ios`): what stderr says ran. A name several
    /// systems share stays as typed; the answer covers each of them.
    /// - Parameters:
    ///   - question: the question a sentence matched.
    ///   - arguments: its arguments, as ``QuestionGrammar/Match/arguments`` holds them.
    /// - Throws: ``QuestionError`` or `LookupError` for a value that does not resolve.
    public func commandLine(_ question: Question, _ arguments: QuestionArguments) throws -> String {
        do {
            return question.commandLine(try bind(question, arguments).display)
        } catch LookupError.ambiguous {
            return question.commandLine(arguments)
        }
    }
}
