/// "Show me the siblings that share the Header name prefix, with their status and their last
/// review outcome", "list the siblings of Header with their verdicts": what each row is to be
/// shown with, said last after "with their" or "with its", asks no question of its own when
/// words before it do, and names no value.
extension SentenceScoring {
    static func shownAlongside(_ hits: [Hit], _ words: [SentenceWord], _ values: [SentenceValue]) -> [Hit] {
        // ("Who's in the Header group, and what's each one's status and latest verdict?", "…, and what
        // has been decided about each of them?": asked of each row.)
        if let what = words.indices.first(where: { $0 > 2 && words[$0 - 1].lower == "and" && words[$0 - 2].endsClause
            && ["what", "whats", "what's"].contains(words[$0].lower) }),
           words[what...].contains(where: { $0.lower == "each" }), !words[what...].dropLast().contains(where: \.endsSentence),
           !values.contains(where: { $0.range.upperBound > what }), hits.contains(where: { $0.index < what - 1 }) {
            return hits.filter { $0.index < what }
        }
        guard let with = words.indices.last(where: { $0 > 0 && $0 + 1 < words.count && words[$0].lower == "with" && ["their", "its"].contains(words[$0 + 1].lower) }),
              SentenceWords.sentence(around: with, words).end == words.count - 1,
              !values.contains(where: { $0.range.upperBound > with }) else { return hits }
        let start = SentenceWords.sentence(around: with, words).start
        guard hits.contains(where: { $0.index >= start && $0.index < with }) else { return hits }
        return hits.filter { $0.index < with }
    }
}
