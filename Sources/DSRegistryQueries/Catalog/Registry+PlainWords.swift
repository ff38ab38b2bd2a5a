import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// Reads a plain-word question against the registry (`SentenceReading`): values first
    /// (states, platforms, criteria by id or name, verdicts, statuses, names, token paths,
    /// durations), then each question scored by its concept words and the values it takes.
    ///
    /// ```swift
    /// let reading = try registry.read("focus gaps ios", among: QuestionCatalog.builtIn)
    /// print(reading.winner?.question.name ?? reading.why)     // lacking-state
    /// ```
    ///
    /// - Parameters:
    ///   - sentence: the words as typed, in one string.
    ///   - questions: the questions to score (built-in, then saved).
    ///   - limits: its timeout bounds the reading too.
    /// - Throws: `SQLError.timedOut` past the timeout; a database error.
    public func read(_ sentence: String, among questions: [Question], limits: QueryLimits = .standard) throws -> SentenceReading {
        let start = DispatchTime.now().uptimeNanoseconds
        let pastDeadline = { () -> Bool in
            guard let timeout = limits.timeout, timeout < QueryLimits.longestTimeout else { return false }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > timeout
        }
        let context = try writer.read { db -> SentenceContext in
            let names = try NameLookup(db).names()
            let pool = writer
            let vocabulary = try StateVocabulary.declared(db)
            let near = { @Sendable (length: Int, slack: Int) -> [String] in
                (try? pool.read { try NameLookup($0).tokenPaths(near: length, slack: slack) }) ?? []
            }
            return SentenceContext(names: names, vocabulary: vocabulary, tokenPaths: near) { path in
                (try? pool.read { try NameLookup($0).tokenKnown(path) }) == true
            }
        }
        return try SentenceReading.read(sentence, among: questions, context: context, timeout: limits.timeout, pastDeadline: pastDeadline)
    }

    /// Reads a sentence and returns the reading of the question it asks.
    ///
    /// ```swift
    /// let reading = try registry.interpret("which components lack pressed state on android",
    ///                                      among: QuestionCatalog.builtIn)
    /// let answer = try registry.ask(reading.question, reading.arguments)
    /// ```
    ///
    /// - Throws: `QuestionError.unmatchedSentence` with why and the closest questions, filled in.
    public func interpret(_ sentence: String, among questions: [Question], limits: QueryLimits = .standard) throws -> SentenceReading {
        let reading = try read(sentence, among: questions, limits: limits)
        guard reading.winner != nil else {
            throw QuestionError.unmatchedSentence(sentence, reason: reading.why, closest: reading.closest)
        }
        return reading
    }
}

extension Registry {
    /// The command a plain-word question runs, as a person could type it, with each value
    /// canonical (`lacking-state pressed --platform ios`): what stderr says ran. A name several
    /// systems share stays as typed; the answer covers each of them.
    /// - Parameters:
    ///   - question: the question a sentence was read as.
    ///   - arguments: its arguments, as ``SentenceReading/arguments`` holds them.
    /// - Throws: ``QuestionError`` or `LookupError` for a value that does not resolve.
    public func commandLine(_ question: Question, _ arguments: QuestionArguments) throws -> String {
        do {
            return question.commandLine(try bind(question, arguments).display)
        } catch LookupError.ambiguous {
            return question.commandLine(arguments)
        }
    }
}
