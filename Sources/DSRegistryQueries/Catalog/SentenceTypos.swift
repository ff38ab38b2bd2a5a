/// Typos: a word no vocabulary knows, of four letters or more, is read as the one word of
/// the vocabulary (or a registry name) within a Damerau–Levenshtein distance of 1 (2 for
/// words of eight letters or more), when exactly one word is that close. Stop words are never
/// corrected. An index of one-letter deletions finds candidates without comparing every word.
struct SentenceTypos {
    private var index: [String: Set<String>] = [:]

    init(_ targets: Set<String>) {
        for target in targets {
            for key in SentenceWords.deletions(target) { index[key, default: []].insert(target) }
        }
    }

    /// The vocabulary word `word` is a typo of, or nil.
    func correction(_ word: String) -> String? {
        guard word.count >= 4, word.allSatisfy(\.isLetter), index[word]?.contains(word) != true else { return nil }
        let limit = word.count >= 8 ? 2 : 1
        var keys = Set(SentenceWords.deletions(word))
        if limit == 2 { for key in Array(keys) { keys.formUnion(SentenceWords.deletions(key)) } }
        var best: [(String, Int)] = []
        for key in keys {
            for target in index[key] ?? [] where target.count >= 4 {
                if let distance = SentenceWords.distance(word, target, limit: target.count >= 8 ? limit : 1) { best.append((target, distance)) }
            }
        }
        guard let least = best.map(\.1).min() else { return nil }
        let closest = Set(best.filter { $0.1 == least }.map(\.0))
        return closest.count == 1 ? closest.first : nil
    }
}
