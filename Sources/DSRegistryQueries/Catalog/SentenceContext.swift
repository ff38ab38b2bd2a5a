import Foundation
import DSRegistryCore
import DSRegistryStore

/// What the registry knows, for reading sentences: its names, its closed values, and whether a
/// token path exists. Built once per reading, from one read transaction.
package struct SentenceContext: Sendable {
    package private(set) var names: RegistryNames
    package private(set) var closed: ClosedValueWords
    package var tokenExists: @Sendable (String) -> Bool
    /// Token paths of about a length (length, slack): where a misspelt path is looked up.
    package var tokenPaths: @Sendable (Int, Int) -> [String]
    /// The date "since spring" counts from (YYYY-MM).
    package var today: String
    /// Each criterion's meaning as lemmas, by id: a sentence may name one by what it measures.
    package var criterionMeanings: [String: Set<String>]

    package init(names: RegistryNames, vocabulary: StateVocabulary = .current, today: String = AssessmentDate.today(),
                 tokenPaths: @escaping @Sendable (Int, Int) -> [String] = { _, _ in [] },
                 tokenExists: @escaping @Sendable (String) -> Bool) {
        self.tokenPaths = tokenPaths
        self.names = names
        self.closed = ClosedValueWords(vocabulary, criteria: names.criteria)
        self.tokenExists = tokenExists
        self.today = today
        self.criterionMeanings = SentenceValues.meaningLemmas(names.criterionMeanings)
        self.nameKeys = (Array(names.components.keys) + names.families.keys + names.systems.keys)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Every name's key, in byte order: the names a run of words may be the start of.
    private let nameKeys: [String]

    /// Whether a name's key is longer than `key` and begins with it: whether a run of words
    /// whose first word's key is `key` may go on to be a name ("Card" of Card Header).
    func nameMayContinue(_ key: String) -> Bool {
        guard !key.isEmpty else { return true }
        var (low, high) = (0, nameKeys.count)
        while low < high {
            let middle = (low + high) / 2
            if nameKeys[middle].utf8.lexicographicallyPrecedes(key.utf8) { low = middle + 1 } else { high = middle }
        }
        for candidate in nameKeys[low...] {
            guard candidate.utf8.starts(with: key.utf8) else { return false }
            if candidate.utf8.count > key.utf8.count { return true }
        }
        return false
    }
}
