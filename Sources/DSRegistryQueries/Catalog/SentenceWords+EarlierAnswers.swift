/// "Same pressed-state list as yesterday, but this time …", "Last time you listed the raw
/// colors, now give me the raw font values", "… ? Same check as before.": what the asker says
/// of an earlier answer or of the past asks nothing and filters nothing; its values were the
/// earlier question's, not this one's.
extension SentenceWords {
    static func withoutEarlierAnswers(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 3, words.contains(where: { backMarkers.contains($0.lower) }) else { return words }
        var dropped: Set<Int> = []
        var start = 0
        while start < words.count {
            let end = words[start...].firstIndex(where: \.endsClause) ?? words.count - 1
            let clause = start...end
            let lowers = words[clause].map(\.lower)
            let pointsBack = words[clause].contains { backMarkers.contains($0.lower) } && !words[clause].contains(where: \.quoted)
            // "Last time you listed the raw colors, now …", "… , same as the iOS list you gave me yesterday".
            let opensBack = lowers.starts(with: ["last", "time"]) || lowers.starts(with: ["same", "as"]) || lowers.starts(with: ["like", "last", "time"])
            // "… ? Same check as before.", "… ? Last month there were a handful.": a sentence of its own after the question.
            let remarkAfter = start > 0 && words[start - 1].endsSentence && words[..<start].contains(where: \.asks)
                && !SentenceWords.asks(words[clause]) && !words[clause].contains(where: { ReadingVocabulary.modals.contains($0.lower) })
                // (Told of the past: "there were", "it was", "same"; "Last assessed over six months ago" still narrows.)
                && lowers.contains(where: ["was", "were", "had", "did", "same", "gave", "showed", "listed", "found"].contains)
            if pointsBack, opensBack || remarkAfter, dropped.count + clause.count < words.count - 2 {
                // ("Same as yesterday but for Android: …": what follows "but" is this question's.)
                let but = opensBack ? words[clause].firstIndex { ["but", "except", "only"].contains($0.lower) } ?? end + 1 : end + 1
                dropped.formUnion(start..<but)
            }
            start = end + 1
        }
        // "since we last talked", "as yesterday", "but this time also": phrases inside a clause.
        for at in words.indices where !dropped.contains(at) {
            // (Said whole: "like yesterday's catch" is no "like yesterday".)
            for phrase in backPhrases where words[at].lower == phrase[0] && at + phrase.count <= words.count
                && words[at..<(at + phrase.count)].map(\.lower) == phrase
                && (words[at + phrase.count - 1].endsClause || at + phrase.count == words.count
                    || ["but", "and", "please", "also", "too", "around"].contains(words[at + phrase.count].lower)) {
                dropped.formUnion(at..<(at + phrase.count))
            }
        }
        return dropped.isEmpty ? words : removing(dropped, from: words)
    }

    /// Words that point back to an earlier answer or time.
    private static let backMarkers: Set<String> = ["yesterday", "before", "earlier", "previously", "last", "again", "monday", "tuesday",
                                                   "wednesday", "thursday", "friday"]
    private static let backPhrases: [[String]] = [
        ["since", "we", "last", "talked"], ["since", "we", "last", "spoke"], ["since", "we", "last", "met"], ["since", "we", "last", "checked"],
        ["since", "we", "last", "synced"], ["since", "we", "last", "looked"], ["since", "last", "time"], ["as", "yesterday"], ["as", "before"],
        ["as", "last", "time"], ["like", "last", "time"], ["like", "yesterday"], ["this", "time"],
    ]
}
