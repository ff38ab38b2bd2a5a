/// "Show me the siblings that share the Header name prefix, with their status and their last
/// review outcome", "list the siblings of Header with their verdicts": what each row is to be
/// shown with, said last after "with their" or "with its", asks no question of its own when
/// words before it do, and names no value.
extension SentenceScoring {
    static func shownAlongside(_ hits: [Hit], _ words: [SentenceWord], _ values: [SentenceValue]) -> [Hit] {
        // ("Who's in the Header group, and what's each one's status and latest verdict?": asked of each row.)
        if let each = words.indices.first(where: { $0 > 2 && $0 + 1 < words.count && words[$0].lower == "each" && words[$0 + 1].lower == "one"
            && ["what", "whats", "what's"].contains(words[$0 - 1].lower) && words[$0 - 2].lower == "and" }),
           !values.contains(where: { $0.range.upperBound > each }), hits.contains(where: { $0.index < each - 2 }) {
            return hits.filter { $0.index < each }
        }
        guard let with = words.indices.last(where: { $0 > 0 && $0 + 1 < words.count && words[$0].lower == "with" && ["their", "its"].contains(words[$0 + 1].lower) }),
              SentenceWords.sentence(around: with, words).end == words.count - 1,
              !values.contains(where: { $0.range.upperBound > with }) else { return hits }
        let start = SentenceWords.sentence(around: with, words).start
        guard hits.contains(where: { $0.index >= start && $0.index < with }) else { return hits }
        return hits.filter { $0.index < with }
    }
}
