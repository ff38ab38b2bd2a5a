import ArgumentParser
import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// What `dsreg query` was asked, as plain values: built by `QueryCommand` from argument-parser's
/// reading, or by `FastPath` from a command line of the one shape it knows. Both answer here.
struct QuestionRequest {
    var words: [String] = []
    var list = false
    var queries = "Queries"
    var questionHelp = false
    var includeUnassessed = false
    var printSQL = false
    var explain = false
    var location = RegistryLocation(explicit: nil)
    var output = AnswerOutput()
    var gate = AnswerGate()
    var asOf: AsOf?
    var limits = QueryLimits.standard

    func openForReading() throws -> Registry {
        try location.openForReading { Terminal.status($0, format: output.format) }
    }

    /// A broken or shadowing saved question, said as a warning: the run goes on without it.
    static func leftOut(_ diagnostic: Diagnostic) -> Diagnostic {
        var left = diagnostic
        left.severity = .warning
        left.message += " (this saved question is left out)"
        return left
    }

    func execute() throws {
        // A built-in question is answered without reading the saved ones: a saved question
        // cannot take a built-in's name, and a huge or broken file in the folder is no reason
        // for `dsreg query a11y` to be slow or to warn.
        if !list, let first = words.first, let question = QuestionCatalog.named(first) {
            if questionHelp { return Terminal.write(QuestionHelp.render(question)) }
            if let shadow = SavedQuestions.shadowing(first, folder: URL(fileURLWithPath: queries), displayPrefix: queries) {
                Terminal.warn([Self.leftOut(shadow)], format: output.format)
            }
            return try answer(question, try question.arguments(from: Array(words.dropFirst())))
        }
        let saved = SavedQuestions.load(folder: URL(fileURLWithPath: queries), displayPrefix: queries)
        // A broken saved question is reported and left out; every other question still answers,
        // and so does the built-in one a saved file named the same would have shadowed.
        let asked = saved.diagnostics.errors.filter { ($0.file as NSString).lastPathComponent == (words.first ?? "") + ".sql" }
        if !asked.isEmpty, QuestionCatalog.named(words.first ?? "") == nil {
            throw InputErrors(asked, outcome: "the question was not asked")
        }
        for diagnostic in saved.diagnostics.sorted {
            Terminal.warn([Self.leftOut(diagnostic)], format: output.format)
        }
        let questions = QuestionCatalog.builtIn + saved.questions
        if list {
            output.print(QuestionHelp.list(questions))
            return
        }
        guard let first = words.first else {
            Terminal.status("dsreg: name a question, or ask one in plain words; list them with: dsreg query --list", format: output.format)
            throw ExitCode.validationFailure
        }
        if let question = questions.first(where: { $0.name == first }) {
            if questionHelp { return Terminal.write(QuestionHelp.render(question)) }
            let arguments = try question.arguments(from: Array(words.dropFirst()))
            try answer(question, arguments)
        } else {
            try answerSentence(questions, first: first)
        }
    }

    /// A sentence is the words before the first option; options after it refine the question
    /// (`dsreg query "what depends on Avatar" --system eb`).
    private func answerSentence(_ questions: [Question], first: String) throws {
        // ("--unmapped --swiftui": one argument with a space is a sentence of guessed flags, no option.)
        let sentenceWords = words.prefix { !$0.hasPrefix("--") || $0.contains(" ") }
        let options = Array(words.dropFirst(sentenceWords.count))
        let sentence = sentenceWords.joined(separator: " ")
        // A first word close to a question's name is a misspelled name, not a sentence.
        // ("hover/missing/figma", "tokens:dangling", "a11y;ios;eb": no name has a slash, a colon
        // or a semicolon; words joined by them are a sentence; nor has one a pattern's or a
        // pair's marks: "unmapped.*compose", "raw-values kind=shadow"; nor a CSV's or a query
        // string's: "component,state\n,pressed", "lacking?state=pressed&platform=ios".)
        let names = Suggestion.closest(to: first, in: questions.map(\.name))
        if !first.contains(" "), !first.contains(where: { "/:;*=[]{},\\\n?&".contains($0) }), !names.isEmpty || sentenceWords.count == 1 {
            throw QuestionError.unknownQuestion(first, suggestions: names)
        }
        let reader = try openForReading()
        if explain { return Terminal.write(try reader.read(sentence, among: questions, limits: limits).explanation) }
        let reading: SentenceReading
        reading = try reader.read(sentence, among: questions, limits: limits)
        if reading.truncated {
            Terminal.status("only the first \(SentenceReading.maximumCharacters) characters of the sentence were read", format: output.format)
        }
        for correction in reading.corrections {
            Terminal.status("reading '\(correction.typed)' as \(correction.read)", format: output.format)
        }
        for taken in reading.takenBack {
            Terminal.status("'\(taken.value)' taken back by '\(taken.by)'", format: output.format)
        }
        for list in reading.listedNames {
            Terminal.status("reading '\(list)' as the names the answer covers, not a filter: a question takes one at most", format: output.format)
        }
        for remark in reading.setAside {
            Terminal.status("set aside '\(remark)', a remark beside the question", format: output.format)
        }
        guard let winner = reading.winner else {
            throw QuestionError.unmatchedSentence(sentence, reason: reading.why, closest: reading.closest)
        }
        var arguments = try winner.question.arguments(from: winner.question.words(for: winner.arguments) + options)
        // The reading's --include-unassessed ("… even the ones nobody assessed") is a flag of
        // the command, not a word `arguments(from:)` reads back: carried over as read.
        if let flag = winner.question.includeUnassessedParameter, winner.arguments[flag.name] == "1" { arguments[flag.name] = "1" }
        if questionHelp { return Terminal.write(QuestionHelp.render(winner.question)) }
        // "… as csv": the sentence's format, unless --format chose one.
        var request = self
        if !output.formatGiven, let format = reading.format { request.output.format = format }
        // "…, fail if any": the gate the sentence asks for.
        if reading.failIfAny { request.gate.failIfAny = true }
        let formatSaid = request.output.format != output.format ? " --format \(request.output.format.rawValue)" : ""
        let gateSaid = request.gate.failIfAny && !gate.failIfAny ? " --fail-if-any" : ""
        Terminal.status("→ dsreg query \(try reader.commandLine(winner.question, arguments))" + formatSaid + gateSaid, format: output.format, prefixed: false)
        try request.answer(winner.question, arguments, registry: reader)
    }

    private func answer(_ question: Question, _ arguments: QuestionArguments, registry reader: Registry? = nil) throws {
        // --include-unassessed is the question's own `:include_unassessed`: its SQL decides.
        var arguments = arguments
        if includeUnassessed, let flag = question.includeUnassessedParameter { arguments[flag.name] = "1" }
        if printSQL {
            return Terminal.write(try (reader ?? openForReading()).shellScript(question, arguments))
        }
        // JSON, NDJSON and CSV are written as SQLite reads the rows.
        try output.streaming { stream in
            let table = try (reader ?? openForReading()).ask(question, arguments, asOf: asOf, limits: limits, sink: stream)
            try gate.check(rows: output.finish(table, streamed: stream))
        }
    }
}
