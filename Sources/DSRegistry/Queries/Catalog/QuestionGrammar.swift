import Foundation
import GRDB

/// Plain-word questions: "which components lack pressed state on android" becomes
/// `lacking-state pressed --platform android`. Deterministic: each question's phrasings are
/// tried in catalog order, words compared ignoring case, and a `{parameter}` takes the fewest
/// words that make a value its parameter accepts. No model, no network.
public enum QuestionGrammar {
    public struct Match: Sendable {
        public var question: Question
        public var arguments: QuestionArguments
        public var phrasing: Phrasing
    }

    indirect enum Element: Equatable {
        case word(String)
        case capture(String)
        case optional(Element)
    }

    /// The first phrasing that matches, or nil. `accepts` says whether a parameter takes a value.
    public static func match(_ sentence: String, in questions: [Question],
                             accepts: (QuestionParameter, String) -> Bool) -> Match? {
        let words = self.words(of: sentence)
        guard !words.isEmpty else { return nil }
        for question in questions {
            for phrasing in question.phrasings {
                let elements = self.elements(of: phrasing.pattern)
                if let captured = match(elements[...], words[...], question, accepts) {
                    return Match(question: question, arguments: phrasing.fixed.merging(captured) { _, new in new }, phrasing: phrasing)
                }
            }
        }
        return nil
    }

    private static func match(_ elements: ArraySlice<Element>, _ words: ArraySlice<String>, _ question: Question,
                              _ accepts: (QuestionParameter, String) -> Bool) -> QuestionArguments? {
        guard let element = elements.first else { return words.isEmpty ? [:] : nil }
        let rest = elements.dropFirst()
        switch element {
        case .word(let literal):
            guard let word = words.first, word.lowercased() == literal else { return nil }
            return match(rest, words.dropFirst(), question, accepts)
        case .capture(let name):
            guard let parameter = question.parameter(name), !words.isEmpty else { return nil }
            for end in (words.startIndex + 1)...words.endIndex {
                let value = words[words.startIndex..<end].joined(separator: " ")
                guard accepts(parameter, value), var captured = match(rest, words[end...], question, accepts) else { continue }
                captured[name] = value
                return captured
            }
            return nil
        case .optional(let inner):
            if let withInner = match([inner] + rest, words, question, accepts) { return withInner }
            return match(rest, words, question, accepts)
        }
    }

    /// The sentence's words: lowercase comparisons happen later, so values keep their case.
    static func words(of sentence: String) -> [String] {
        var text = sentence.trimmingCharacters(in: .whitespacesAndNewlines)
        while let last = text.last, "?!.".contains(last) { text.removeLast() }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    static func elements(of pattern: String) -> [Element] {
        pattern.split(separator: " ").map { element(String($0)) }
    }

    private static func element(_ text: String) -> Element {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            return .optional(element(String(text.dropFirst().dropLast())))
        }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            return .capture(String(text.dropFirst().dropLast()))
        }
        return .word(text.lowercased())
    }

    /// The phrasings closest to a sentence nothing matched, by the words they share, written
    /// as examples (`which components lack <state> state`): at most one per question.
    public static func closest(to sentence: String, in questions: [Question], limit: Int = 3) -> [String] {
        let words = Set(self.words(of: sentence).map { $0.lowercased() }).subtracting(fillers)
        guard !words.isEmpty else { return [] }
        var scored: [(score: Int, order: Int, example: String)] = []
        for (order, question) in questions.enumerated() {
            let best = question.phrasings.map { phrasing -> (Int, String) in
                let literals = Set(elements(of: phrasing.pattern).compactMap(\.literal)).subtracting(fillers)
                return (literals.intersection(words).count, example(phrasing.pattern))
            }.max { $0.0 < $1.0 }
            if let best, best.0 > 0 { scored.append((best.0, order, best.1)) }
        }
        return scored.sorted { ($1.score, $0.order) < ($0.score, $1.order) }.prefix(limit).map(\.example)
    }

    /// Words every question shares; they say nothing about which one was meant.
    static let fillers: Set<String> = ["which", "what", "is", "are", "the", "a", "an", "of", "on", "in", "components", "component", "does", "do", "have", "has", "how", "there"]

    /// `which components lack {state} state [on] [{platform}]` → `which components lack <state> state`.
    static func example(_ pattern: String) -> String {
        elements(of: pattern).compactMap { element -> String? in
            switch element {
            case .word(let word): word
            case .capture(let name): "<\(name)>"
            case .optional: nil
            }
        }.joined(separator: " ")
    }
}

extension QuestionGrammar.Element {
    var literal: String? {
        switch self {
        case .word(let word): word
        case .optional(let inner): inner.literal
        case .capture: nil
        }
    }
}

extension Registry {
    /// Reads a plain-word question against the registry: a phrasing matches only when each
    /// value it captures is one its parameter accepts (a known state, component or token).
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
                case .system, .token:
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
