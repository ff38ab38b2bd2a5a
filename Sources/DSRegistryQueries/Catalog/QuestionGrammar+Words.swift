import DSRegistryCore
import DSRegistryStore

/// How a sentence's words are made comparable before matching: the same rules for the
/// sentence and for every phrasing, so each rule is one line here and the match stays exact.
/// Nothing here is guessed: a word is replaced only by a fixed table, and every rule is tried
/// in a fixed order (see `QuestionGrammar.variants`).
extension QuestionGrammar {
    /// Contractions, spelled out ("what's" → "what is"); a curly apostrophe counts as one.
    static let contractions: [String: [String]] = [
        "don't": ["do", "not"], "doesn't": ["does", "not"], "didn't": ["did", "not"],
        "isn't": ["is", "not"], "aren't": ["are", "not"], "haven't": ["have", "not"], "hasn't": ["has", "not"],
        "can't": ["can", "not"], "won't": ["will", "not"],
        "what's": ["what", "is"], "who's": ["who", "is"], "where's": ["where", "is"], "which's": ["which", "is"],
        "that's": ["that", "is"], "there's": ["there", "is"], "how's": ["how", "is"],
    ]

    /// Phrases read as one word ("do not have" → "lack"), in the sentence and in phrasings.
    static let phrases: [(words: [String], as: String)] = [
        (["do", "not", "have"], "lack"), (["does", "not", "have"], "lack"),
        (["do", "not", "support"], "lack"), (["does", "not", "support"], "lack"),
        (["have", "no"], "lack"), (["has", "no"], "lack"), (["are", "missing"], "lack"), (["is", "missing"], "lack"),
        (["hard", "coded"], "hardcoded"), (["relies", "on"], "depends on"), (["rely", "on"], "depend on"),
    ]

    /// Words that mean the same here, each compared as the first of its group: "hardcoded" is
    /// "raw", "blocking" is "blocks", "who" is "which", "with" is "have".
    static let synonymGroups: [[String]] = [
        ["which", "what", "who"],
        ["is", "are"],
        ["raw", "hardcoded", "hard-coded", "literal", "untokenized"],
        ["blocks", "blocking", "block", "blocked"],
        ["uses", "use", "using", "used"],
        ["depends", "depend"],
        ["lack", "lacks", "lacking", "missing", "miss", "misses", "without"],
        ["have", "has", "having", "with"],
        ["components", "component"],
        ["state", "states"],
        ["issues", "issue", "problems"],
        ["recommendations", "recommendation"],
        ["color", "colour"], ["colors", "colours"],
        ["tokens", "token"],
        ["for", "of"],
    ]

    static let synonyms: [String: String] = {
        var table: [String: String] = [:]
        for group in synonymGroups { for word in group { table[word] = group[0] } }
        return table
    }()

    /// The word as compared: lowercase, and the first word of its synonym group.
    static func canonical(_ word: String) -> String {
        let lower = word.lowercased()
        return synonyms[lower] ?? lower
    }

    /// Words a sentence may carry anywhere without changing the question ("the Avatar").
    static let articles: Set<String> = ["the", "a", "an", "all", "any", "every"]

    /// What a request may start with ("show me the open issues"), dropped in one variant.
    static let requests: [[String]] = [
        ["can", "you"], ["could", "you"], ["please"], ["i", "want", "to", "know"], ["i", "want"], ["i", "need"],
        ["show", "me"], ["give", "me"], ["tell", "me"], ["list"], ["find"], ["show"], ["display"], ["get"],
    ]

    /// Words a question starts with; a sentence without one ("components with raw colors")
    /// is also read with "which" before it.
    static let interrogatives: Set<String> = ["which", "what", "who", "where", "how"]

    /// Contractions spelled out and phrases joined, keeping each other word as typed.
    static func normalized(_ words: [String]) -> [String] {
        var spelled: [String] = []
        for word in words {
            let key = word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
            spelled += contractions[key] ?? [word]
        }
        var result: [String] = []
        var index = 0
        outer: while index < spelled.count {
            for phrase in phrases where index + phrase.words.count <= spelled.count {
                if spelled[index..<(index + phrase.words.count)].map({ $0.lowercased() }) == phrase.words {
                    result += phrase.as.split(separator: " ").map(String.init)
                    index += phrase.words.count
                    continue outer
                }
            }
            result.append(spelled[index])
            index += 1
        }
        return result
    }

    /// The sentence without a leading request ("show me", "list", "can you"), or nil when it
    /// has none.
    static func withoutRequest(_ words: [String]) -> [String]? {
        var rest = words[...]
        var dropped = false
        while let request = requests.first(where: { rest.count > $0.count && rest.prefix($0.count).map { $0.lowercased() } == $0 }) {
            rest = rest.dropFirst(request.count)
            dropped = true
        }
        while let last = rest.last, last.lowercased() == "please", rest.count > 1 {
            rest = rest.dropLast()
            dropped = true
        }
        return dropped ? Array(rest) : nil
    }
}
