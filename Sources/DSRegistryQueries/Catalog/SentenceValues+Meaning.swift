/// A criterion named by what it measures: "scored on whether each design property has a
/// direct counterpart in code on every platform" is C4, "the criterion that checks every
/// colour n spacing is bound to a token" C3. After "criterion" or "whether", the words of the
/// clause are compared with each criterion's meaning (its `meaning` in the criterion table):
/// three words of one meaning, two more than any other's, name that criterion. The values
/// found inside those words ("colour", "token") are words of the paraphrase, not filters.
extension SentenceValues {
    /// The fewest words a paraphrase shares with the meaning it names, and its lead over the next.
    static let meaningWords = 3
    static let meaningLead = 2

    static func criterionByMeaning(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard !context.criterionMeanings.isEmpty, !values.contains(where: { $0.readings[.criterion] != nil && !$0.weak }) else { return values }
        let criterion = SentenceWords.lemma("criterion")
        for trigger in words.indices where words[trigger].lemma == criterion || words[trigger].lower == "whether" || judgedOn(trigger, words) {
            var shared: [String: [Int]] = [:]
            var seen: [String: Set<String>] = [:]
            var index = trigger + 1
            while index < words.count, index <= trigger + 24 {
                let word = words[index]
                if !word.quoted, word.lower.count >= 3, !ReadingVocabulary.stopWords.contains(word.lower) {
                    for (id, lemmas) in context.criterionMeanings where lemmas.contains(word.lemma) && seen[id, default: []].insert(word.lemma).inserted {
                        shared[id, default: []].append(index)
                    }
                }
                if word.endsClause { break }
                index += 1
            }
            let ranked = shared.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
            guard let best = ranked.first, best.value.count >= meaningWords,
                  best.value.count - (ranked.dropFirst().first?.value.count ?? 0) >= meaningLead,
                  let first = best.value.min(), let last = best.value.max() else { continue }
            let span = first..<last + 1
            var kept = values.filter { !$0.range.overlaps(span) && $0.readings[.criterion] == nil }
            let at = kept.firstIndex { $0.range.lowerBound > first } ?? kept.count
            kept.insert(SentenceValue(range: span, typed: words[span].map(\.typed).joined(separator: " "), readings: [.criterion: best.key], weak: false), at: at)
            return kept
        }
        return values
    }

    /// "completely fine on binding colours …", "scored badly for …": a judgement, then what on.
    private static func judgedOn(_ index: Int, _ words: [SentenceWord]) -> Bool {
        index > 0 && ["on", "for", "at", "about", "in"].contains(words[index].lower) && [
            "fine", "good", "bad", "weak", "strong", "poor", "ready", "rework", "refinement", "mapped", "scored", "score", "scores",
            "rated", "doing", "fare", "faring", "well", "badly", "passing", "failing", "pass", "fail", "judged", "assessed",
        ].contains(words[index - 1].lower)
    }

    /// Each criterion's meaning as the lemmas of its words that are no stop words.
    static func meaningLemmas(_ meanings: [String: String]) -> [String: Set<String>] {
        meanings.mapValues { meaning in
            Set(meaning.lowercased().split { !$0.isLetter }.map(String.init)
                .filter { $0.count >= 3 && !ReadingVocabulary.stopWords.contains($0) }.map(SentenceWords.lemma))
        }
    }
}
