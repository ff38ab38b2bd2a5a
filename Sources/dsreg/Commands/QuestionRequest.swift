import ArgumentParser
import DSRegistry
import Foundation

/// What `dsreg query` was asked, as plain values: built by `QueryCommand` from argument-parser's
/// reading, or by `FastPath` from a command line of the one shape it knows. Both answer here.
struct QuestionRequest {
    var words: [String] = []
    var list = false
    var queries = "Queries"
    var questionHelp = false
    var includeUnassessed = false
    var printSQL = false
    var location = RegistryLocation(explicit: nil)
    var output = AnswerOutput()
    var gate = AnswerGate()
    var asOf: AsOf?
    var limits = QueryLimits.standard

    func openForReading() throws -> Registry {
        try location.openForReading { Terminal.standardError($0) }
    }

    func execute() throws {
        // A built-in question is answered without reading the saved ones: a saved question
        // cannot take a built-in's name, and a huge or broken file in the folder is no reason
        // for `dsreg query a11y` to be slow or to warn.
        if !list, let first = words.first, let question = QuestionCatalog.named(first) {
            if questionHelp { return Terminal.write(QuestionHelp.render(question)) }
            return try answer(question, try question.arguments(from: Array(words.dropFirst())))
        }
        let saved = SavedQuestions.load(folder: URL(fileURLWithPath: queries), displayPrefix: queries)
        // A broken saved question is reported and left out; every other question still answers.
        let asked = saved.diagnostics.errors.filter { ($0.file as NSString).lastPathComponent == (words.first ?? "") + ".sql" }
        if !asked.isEmpty { throw InputErrors(asked, outcome: "the question was not asked") }
        for diagnostic in saved.diagnostics.sorted {
            var left = diagnostic
            left.severity = .warning
            left.message += " (this saved question is left out)"
            Terminal.show(left)
        }
        let questions = QuestionCatalog.builtIn + saved.questions
        if list {
            output.print(QuestionHelp.list(questions))
            return
        }
        guard let first = words.first else {
            Terminal.standardError("dsreg: name a question, or ask one in plain words; list them with: dsreg query --list")
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
        let sentenceWords = words.prefix { !$0.hasPrefix("--") }
        let options = Array(words.dropFirst(sentenceWords.count))
        let sentence = sentenceWords.joined(separator: " ")
        // A first word close to a question's name is a misspelled name, not a sentence.
        let names = Suggestion.closest(to: first, in: questions.map(\.name))
        if !first.contains(" "), !names.isEmpty || sentenceWords.count == 1 {
            throw QuestionError.unknownQuestion(first, suggestions: names)
        }
        let reader = try openForReading()
        let match = try reader.interpret(sentence, among: questions)
        let arguments = try match.question.arguments(from: match.question.words(for: match.arguments) + options)
        if questionHelp { return Terminal.write(QuestionHelp.render(match.question)) }
        Terminal.standardError("→ dsreg query \(try reader.commandLine(match.question, arguments))")
        try answer(match.question, arguments, registry: reader)
    }

    private func answer(_ question: Question, _ arguments: QuestionArguments, registry reader: Registry? = nil) throws {
        if printSQL {
            return Terminal.write(try (reader ?? openForReading()).shellScript(question, arguments))
        }
        // JSON, NDJSON and CSV are written as SQLite reads the rows; the rows about components
        // nobody assessed are counted on the way, unless --include-unassessed lists them.
        try output.streaming { stream in
            let filter = includeUnassessed ? nil : stream.flatMap { question.hidingUnassessed(streamingTo: $0) }
            let answer = try (reader ?? openForReading()).ask(question, arguments, asOf: asOf, limits: limits, sink: filter ?? stream)
            var table = includeUnassessed ? answer : question.hidingUnassessed(answer)
            if let filter { table.notes = filter.notes }
            try gate.check(rows: output.finish(table, streamed: stream))
        }
    }
}
