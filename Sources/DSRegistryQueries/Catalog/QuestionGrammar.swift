/// The written form of a question's example sentences (`which components lack {state} state
/// [on] [{platform}]`): `{name}` stands for a parameter's value and `[word]` is optional.
/// Sentences are not matched against these any more (`SentenceReading` reads them by their
/// values and concept words); they document the question and give a saved question words.
public enum QuestionGrammar {
    indirect enum Element: Equatable {
        case word(String)
        case capture(String)
        case optional(Element)
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

    /// `which components lack {state} state [on] [{platform}]` → `which components lack <state> state`.
    package static func example(_ pattern: String) -> String {
        pattern.split(separator: " ").compactMap { word -> String? in
            if word.hasPrefix("[") { return nil }
            if word.hasPrefix("{"), word.hasSuffix("}") { return "<" + word.dropFirst().dropLast() + ">" }
            return String(word)
        }.joined(separator: " ")
    }
}
