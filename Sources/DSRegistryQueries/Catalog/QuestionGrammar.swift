import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// Plain-word questions: "which components lack pressed state on android" becomes
/// `lacking-state pressed --platform android`. Deterministic: the sentence is read in a fixed
/// list of variants (`variants`), and for each, each question's phrasings are tried in catalog
/// order, words compared by their canonical form (`QuestionGrammar+Words`: case, contractions,
/// synonyms; articles may stand anywhere) and a `{parameter}` takes the fewest words that make
/// a value its parameter accepts. The first match wins. No model, no network.
public enum QuestionGrammar {
    /// A sentence read as a question: ask ``question`` with ``arguments``.
    public struct Match: Sendable {
        /// The question whose phrasing matched.
        public var question: Question
        /// The values the phrasing captured, as typed, by parameter name.
        public var arguments: QuestionArguments
        package var phrasing: Phrasing
    }

    indirect enum Element: Equatable {
        case word(String)
        case capture(String)
        case optional(Element)
    }

    /// A reading of the sentence: its words, and the qualifiers taken out of it ("in eb" is a
    /// system, "on ios" a platform) that a question must have a parameter for.
    struct Variant: Equatable {
        var words: [String]
        var system: String?
        var platform: String?
    }

    /// The first phrasing that matches, or nil. `accepts` says whether a parameter takes a value.
    package static func match(_ sentence: String, in questions: [Question],
                             accepts: (QuestionParameter, String) -> Bool) -> Match? {
        for variant in variants(of: sentence, accepts: accepts) {
            for question in questions {
                guard let qualifiers = qualifiers(variant, for: question, accepts) else { continue }
                for phrasing in question.phrasings {
                    let elements = self.elements(of: phrasing.pattern)
                    if let captured = match(elements[...], variant.words[...], question, accepts) {
                        let arguments = phrasing.fixed.merging(captured) { _, new in new }.merging(qualifiers) { current, _ in current }
                        return Match(question: question, arguments: arguments, phrasing: phrasing)
                    }
                }
            }
        }
        return nil
    }

    /// The readings of a sentence, in the order they are tried: without a leading request
    /// ("show me"), then as typed; each with its "in SYSTEM" and "on PLATFORM" taken out, then
    /// without; each as it is, then with "which" before it when it starts with no question word.
    static func variants(of sentence: String, accepts: (QuestionParameter, String) -> Bool) -> [Variant] {
        let typed = normalized(words(of: sentence))
        guard !typed.isEmpty else { return [] }
        var result: [Variant] = []
        for base in [withoutRequest(typed), typed].compactMap({ $0 }) where !base.isEmpty {
            let qualified = takingQualifiers(base, accepts)
            let plain = Variant(words: base)
            for variant in qualified == plain ? [plain] : [qualified, plain] {
                for candidate in [variant, asked(variant)].compactMap({ $0 }) where !result.contains(candidate) {
                    result.append(candidate)
                }
            }
        }
        return result
    }

    /// The variant with "which" before it, when it starts with no question word.
    private static func asked(_ variant: Variant) -> Variant? {
        guard let first = variant.words.first, !interrogatives.contains(first.lowercased()) else { return nil }
        var asked = variant
        asked.words.insert("which", at: 0)
        return asked
    }

    /// "in SYSTEM" (a system's id or name) and "on PLATFORM" / "in PLATFORM" taken out of the
    /// words, the first of each; the longest name that is one wins.
    static func takingQualifiers(_ words: [String], _ accepts: (QuestionParameter, String) -> Bool) -> Variant {
        var variant = Variant(words: words)
        var index = 0
        while index < variant.words.count - 1 {
            let preposition = variant.words[index].lowercased()
            guard preposition == "in" || preposition == "on" else { index += 1; continue }
            let longest = min(5, variant.words.count - index - 1)
            var taken = false
            for length in stride(from: longest, through: 1, by: -1) {
                let value = variant.words[(index + 1)...(index + length)].joined(separator: " ")
                // A platform is one the registry declares (`accepts` asks it).
                if variant.platform == nil, accepts(platformParameter, value)
                    || QuestionParameter.Kind.codePlatform.canonical(value) != nil {
                    variant.platform = value
                } else if preposition == "in", variant.system == nil, accepts(systemParameter, value) {
                    variant.system = value
                } else { continue }
                variant.words.removeSubrange(index...(index + length))
                taken = true
                break
            }
            if !taken { index += 1 }
        }
        return variant
    }

    private static let systemParameter = QuestionParameter("system", .system, help: "")
    private static let platformParameter = QuestionParameter("platform", .platform, help: "")

    /// The arguments a variant's qualifiers give a question, or nil when the question has no
    /// parameter that takes one of them.
    private static func qualifiers(_ variant: Variant, for question: Question,
                                   _ accepts: (QuestionParameter, String) -> Bool) -> QuestionArguments? {
        var arguments: QuestionArguments = [:]
        if let system = variant.system {
            guard let parameter = question.parameters.first(where: { $0.kind == .system }) else { return nil }
            arguments[parameter.name] = system
        }
        if let platform = variant.platform {
            guard let parameter = question.parameters.first(where: {
                [.platform, .devicePlatform, .codePlatform].contains($0.kind) && accepts($0, platform)
            }) else { return nil }
            arguments[parameter.name] = platform
        }
        return arguments
    }

    private static func match(_ elements: ArraySlice<Element>, _ words: ArraySlice<String>, _ question: Question,
                              _ accepts: (QuestionParameter, String) -> Bool) -> QuestionArguments? {
        // An article may stand anywhere ("who uses the Avatar"): skipped when nothing else fits.
        func skippingArticle() -> QuestionArguments? {
            guard let word = words.first, articles.contains(word.lowercased()) else { return nil }
            return match(elements, words.dropFirst(), question, accepts)
        }
        guard let element = elements.first else { return words.isEmpty ? [:] : skippingArticle() }
        let rest = elements.dropFirst()
        switch element {
        case .word(let literal):
            guard let word = words.first, canonical(word) == literal else { return skippingArticle() }
            return match(rest, words.dropFirst(), question, accepts)
        case .capture(let name):
            guard let parameter = question.parameter(name), !words.isEmpty else { return nil }
            for end in (words.startIndex + 1)...words.endIndex {
                let value = words[words.startIndex..<end].joined(separator: " ")
                guard accepts(parameter, value), var captured = match(rest, words[end...], question, accepts) else { continue }
                captured[name] = value
                return captured
            }
            return skippingArticle()
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
        normalized(pattern.split(separator: " ").map(String.init)).map { element($0) }
    }

    private static func element(_ text: String) -> Element {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            return .optional(element(String(text.dropFirst().dropLast())))
        }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            return .capture(String(text.dropFirst().dropLast()))
        }
        return .word(canonical(text))
    }

    /// The phrasings closest to a sentence nothing matched, by the words they share, written
    /// as examples (`which components lack <state> state`): at most one per question.
    package static func closest(to sentence: String, in questions: [Question], limit: Int = 3) -> [String] {
        let words = Set(normalized(self.words(of: sentence)).map(canonical)).subtracting(fillers)
        var scored: [(score: Int, order: Int, example: String)] = []
        for (order, question) in questions.enumerated() {
            let best = question.phrasings.map { phrasing -> (Int, String) in
                let literals = Set(elements(of: phrasing.pattern).compactMap(\.literal)).subtracting(fillers)
                return (literals.intersection(words).count, example(phrasing.pattern))
            }.max { $0.0 < $1.0 }
            if let best, best.0 > 0 { scored.append((best.0, order, best.1)) }
        }
        // Nothing in common: the first way to ask each of the first questions, so a refusal
        // always shows how a question is asked.
        guard !scored.isEmpty else { return questions.prefix(limit).compactMap { $0.phrasings.first.map { example($0.pattern) } } }
        return scored.sorted { ($1.score, $0.order) < ($0.score, $1.order) }.prefix(limit).map(\.example)
    }

    /// Words every question shares; they say nothing about which one was meant.
    static let fillers: Set<String> = ["which", "is", "the", "a", "an", "for", "on", "in", "components", "does", "do", "have", "how", "there", "me", "show", "list"]

    /// `which components lack {state} state [on] [{platform}]` → `which components lack <state> state`.
    package static func example(_ pattern: String) -> String {
        pattern.split(separator: " ").compactMap { word -> String? in
            if word.hasPrefix("[") { return nil }
            if word.hasPrefix("{"), word.hasSuffix("}") { return "<" + word.dropFirst().dropLast() + ">" }
            return String(word)
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
