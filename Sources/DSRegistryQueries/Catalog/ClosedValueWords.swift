import GRDB
import DSRegistryCore
import DSRegistryStore

/// The registry's state and platform words: canonical states with the platform words for
/// them, and platforms. Today they come from `InteractionState` and `Platform`; a registry
/// that declares its own platforms and state words gives them here, and nothing else changes.
package struct StateVocabulary: Sendable {
    /// Word → canonical state ("highlighted" → pressed).
    package var states: [String: String]
    /// Word → platform ("iphone" → ios), for `platform` and `device-platform` parameters.
    package var platforms: [String: String]
    /// Word → code platform ("jetpack compose" → compose).
    package var codePlatforms: [String: String]

    /// The built-in vocabulary.
    package static let current: StateVocabulary = {
        var states: [String: String] = [:]
        for state in InteractionState.allCases { states[state.rawValue.replacing("-", with: " ")] = state.rawValue }
        for (word, state) in InteractionState.synonyms where !ReadingVocabulary.stopWords.contains(word) { states[word] = state.rawValue }
        states["tap"] = InteractionState.pressed.rawValue
        states["press"] = InteractionState.pressed.rawValue
        states["read only"] = InteractionState.readOnly.rawValue
        var platforms: [String: String] = [:]
        for platform in Platform.allCases { platforms[platform.rawValue] = platform.rawValue }
        platforms["iphone"] = Platform.ios.rawValue
        platforms["apple"] = Platform.ios.rawValue
        return StateVocabulary(states: states, platforms: platforms,
                               codePlatforms: ["swiftui": "swiftui", "swift ui": "swiftui", "compose": "compose", "jetpack compose": "compose"])
    }()
}

extension StateVocabulary {
    /// The built-in words and what the registry declares (issue 33): every platform a system
    /// declares, by id and display name ("react native", "web"), and each platform's own state
    /// words ("down" → pressed, "keyboard focus" → focused).
    package static func declared(_ db: Database) throws -> StateVocabulary {
        var vocabulary = current
        for platform in try QuestionCatalog.declaredPlatforms(db) {
            vocabulary.platforms[platform.rawValue.replacing("-", with: " ")] = platform.rawValue
            vocabulary.platforms[platform.label.lowercased()] = platform.rawValue
        }
        for row in try Row.fetchAll(db, sql: "SELECT DISTINCT word, state FROM platform_state_word") {
            let word = (row["word"] as String).lowercased().replacing("-", with: " ")
            if vocabulary.states[word] == nil, !ReadingVocabulary.stopWords.contains(word) { vocabulary.states[word] = row["state"] }
        }
        return vocabulary
    }
}

/// Closed values by the stems of their words: "restructuring" is verdict restructure,
/// "needs rework" verdict rework and criterion status requires-rework, "token coverage" C3.
package struct ClosedValueWords: Sendable {
    /// Stems joined by a space → the readings.
    package var table: [String: [QuestionParameter.Kind: String]] = [:]
    /// The most words a value has.
    package var longest = 1
    /// Surface words, for typos.
    package var surface: Set<String> = []

    /// Every closed value the registry's vocabulary and criterion table give.
    package init(_ vocabulary: StateVocabulary, criteria: [(id: String, name: String)]) {
        for (word, state) in vocabulary.states { add(word, .state, state) }
        for (word, platform) in vocabulary.platforms {
            // Any platform the vocabulary holds (declared ones included); a design tool is not
            // a device platform.
            add(word, .platform, platform)
            if !(Platform(rawValue: platform)?.isDesign ?? false) { add(word, .devicePlatform, platform) }
        }
        for (word, platform) in vocabulary.codePlatforms { add(word, .codePlatform, platform) }
        for kind: QuestionParameter.Kind in [.criterionStatus, .issueStatus, .recommendationKind, .recommendationStatus, .verdict, .rawKind] {
            for value in kind.values ?? [] { add(value.replacing("-", with: " "), kind, value) }
        }
        let extra: [(String, QuestionParameter.Kind, String)] = [
            ("rework", .criterionStatus, "requires-rework"), ("need rework", .criterionStatus, "requires-rework"),
            ("need rework", .verdict, "rework"), ("refinement", .criterionStatus, "needs-refinement"),
            ("refine", .criterionStatus, "needs-refinement"), ("unmapped", .criterionStatus, "not-mapped"),
            ("need refinement", .verdict, "refine"), ("will not fix", .issueStatus, "wont-fix"),
            ("wontfix", .issueStatus, "wont-fix"), ("fixed", .issueStatus, "resolved"), ("ongoing", .issueStatus, "in-progress"),
            ("colour", .rawKind, "color"), ("typography", .rawKind, "font"), ("spacing", .rawKind, "size"),
        ]
        for (words, kind, value) in extra { add(words, kind, value) }
        addCriteria(criteria)
    }

    /// Criteria by id ("C4", "c4") and by name: the whole name, and each run of two or more
    /// of its words, and each long word, that only one criterion has ("native mappability",
    /// "mappability", "code connect").
    private mutating func addCriteria(_ criteria: [(id: String, name: String)]) {
        var owners: [String: Set<String>] = [:]
        var runs: [(String, String)] = []
        for criterion in criteria {
            add(criterion.id.lowercased(), .criterion, criterion.id)
            let words = criterion.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            for start in words.indices {
                for end in (start + 1)...words.count {
                    let run = words[start..<end]
                    if run.count == 1, run[start].count < 10 { continue }
                    let key = run.joined(separator: " ")
                    owners[key, default: []].insert(criterion.id)
                    runs.append((key, criterion.id))
                }
            }
        }
        for (key, id) in runs where owners[key]?.count == 1 { add(key, .criterion, id) }
    }

    private mutating func add(_ words: String, _ kind: QuestionParameter.Kind, _ value: String) {
        let parts = words.lowercased().split(separator: " ").map(String.init)
        surface.formUnion(parts)
        let key = parts.map(SentenceWords.lemma).joined(separator: " ")
        table[key, default: [:]][kind] = table[key]?[kind] ?? value
        longest = max(longest, parts.count)
    }
}
