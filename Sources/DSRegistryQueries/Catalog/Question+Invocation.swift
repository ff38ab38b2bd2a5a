import DSRegistryCore
import DSRegistryStore

extension Question {
    /// Reads a question's arguments as typed after its name: positional values in order, then
    /// `--name value` or `--name=value` in any order. The last positional text parameter takes
    /// the remaining words, so `search code connect` needs no quotes.
    ///
    /// ```swift
    /// let question = QuestionCatalog.named("lacking-state")!
    /// let arguments = try question.arguments(from: ["pressed", "--platform=ios"])
    /// // ["state": "pressed", "platform": "ios"]
    /// ```
    ///
    /// - Parameter words: the command-line words after the question's name.
    /// - Returns: parameter name → value as typed; values are checked when the question is asked.
    /// - Throws: ``QuestionError`` for a missing required argument, an option the question
    ///   does not take, or an option without its value.
    public func arguments(from words: [String]) throws -> QuestionArguments {
        var arguments: QuestionArguments = [:]
        var positionals: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else { positionals.append(word); continue }
            var name = String(word.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let parameter = parameter(name), !parameter.positional else {
                let options = parameters.filter { !$0.positional }.map { "--" + $0.name }
                throw QuestionError.unexpectedArgument(question: self.name, argument: "--" + name, usage: usage,
                    suggestion: Suggestion.didYouMean("--" + name, in: options))
            }
            if value == nil, parameter.kind == .flag { value = "1" }
            if value == nil, index < words.count {
                value = words[index]
                index += 1
            }
            guard let value else { throw QuestionError.missingArgument(question: self.name, parameter: "a value for --\(name)", usage: usage) }
            arguments[name] = value
        }
        let slots = parameters.filter(\.positional)
        for (offset, slot) in slots.enumerated() where offset < positionals.count {
            let isLast = offset == slots.count - 1
            let takesRest = isLast && [.text, .search].contains(slot.kind)
            arguments[slot.name] = takesRest ? positionals[offset...].joined(separator: " ") : positionals[offset]
        }
        let takesRest = slots.last.map { [.text, .search].contains($0.kind) } ?? false
        if positionals.count > slots.count, !takesRest {
            throw QuestionError.unexpectedArgument(question: name, argument: positionals[slots.count], usage: usage, suggestion: nil)
        }
        for parameter in parameters where arguments[parameter.name] == nil {
            if let value = parameter.defaultValue {
                arguments[parameter.name] = value
            } else if parameter.required {
                throw QuestionError.missingArgument(question: name, parameter: parameter.name.uppercased(), usage: usage)
            }
        }
        return arguments
    }
}
