/// The asker's guess at the answer, said after the question: "which components are being
/// phased out, probably NavigationController?", "what's Card depending on, Card Header and Card
/// Footer I reckon?". What is guessed is what the answer should show, not a filter.
extension SentenceValues {
    /// Words that open a clause of guessing.
    private static let hedges: Set<String> = ["probably", "maybe", "perhaps", "possibly", "presumably"]
    /// Two words that end a clause of guessing ("Card Header and Card Footer I reckon"), or make
    /// a clause of their own after it ("…, 16 built out of 256, I think?").
    private static let hedgeEnds: Set<[String]> = [["i", "think"], ["i", "reckon"], ["i", "guess"], ["i", "believe"], ["i", "suspect"], ["i", "bet"]]
    /// Words that ask or narrow: a clause with one is part of the question ("…, but maybe only for Badge").
    private static let asking = ReadingVocabulary.questionWords.union(["only", "just", "need", "want", "show", "list", "give",
                                                                       "too", "also", "well", "on", "for", "in"])

    /// `values` without those in a clause of guessing after the first clause, which asks.
    static func guessed(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let clauses = SentenceReading.clauses(words)
        guard clauses.count > 1 else { return values }
        var guesses: [Range<Int>] = []
        for (number, clause) in clauses.enumerated().dropFirst() {
            var said = words[clause].map(\.lower)
            if let first = said.first, ["but", "and", "though", "or"].contains(first) { said.removeFirst() }
            let endsHedged = said.count >= 2 && hedgeEnds.contains(Array(said.suffix(2)))
            // "…, I'd guess Title Bar?": the hedge before the guess.
            let opensHedged = said.count > 2 && (hedgeEnds.contains(Array(said.prefix(2))) || said.prefix(2) == ["my", "guess"])
            if said.count == 2, endsHedged, number > 1, !words[clauses[number - 1]].contains(where: { asking.contains($0.lower) }) {
                guesses.append(clauses[number - 1])
            } else if said.first.map(hedges.contains) == true || endsHedged || opensHedged, !said.contains(where: asking.contains) {
                guesses.append(clause)
            }
        }
        return guesses.isEmpty ? values : values.filter { value in !guesses.contains { $0.contains(value.range.lowerBound) } }
    }
}
