/// The asker's guess at the answer, said after the question: "which components are being
/// phased out, probably NavigationController?", "what's Card depending on, Card Header and Card
/// Footer I reckon?". What is guessed is what the answer should show, not a filter.
extension SentenceValues {
    /// Words that hedge a clause into a guess.
    private static let hedges: Set<String> = ["probably", "maybe", "perhaps", "possibly", "presumably", "guess", "reckon", "suspect"]
    /// A clause of its own that only hedges the one before it ("…, 16 built out of 256, I think?").
    private static let hedgeClauses: [[String]] = [["i", "think"], ["i", "reckon"], ["i", "guess"], ["i", "believe"], ["i", "suspect"], ["i", "bet"]]

    /// `values` without those in a guessing clause after the first (the first asks). At most 16
    /// clauses are looked at: a longer sentence keeps the rest as said.
    static func guessed(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        var clauses: [Range<Int>] = []
        var start = 0
        for index in words.indices where words[index].endsClause || index == words.count - 1 {
            clauses.append(start..<index + 1)
            start = index + 1
            if clauses.count == 16 { break }
        }
        guard clauses.count > 1 else { return values }
        var guesses: [Range<Int>] = []
        for (number, clause) in clauses.enumerated().dropFirst() {
            let said = words[clause].map(\.lower)
            // ("…, maybe Badge too?" asks for Badge as well: no guess.)
            if said.contains(where: { ["too", "also", "well", "and"].contains($0) }) && !said.contains(where: { ["reckon", "think", "guess"].contains($0) }) { continue }
            if said.contains(where: hedges.contains) || said.count <= 4 && hedgeClauses.contains(where: { said.starts(with: $0) }) {
                guesses.append(clause)
                // The clause the hedge stands alone after is the guess.
                if said.count <= 4, hedgeClauses.contains(where: { said.starts(with: $0) }), number > 1 { guesses.append(clauses[number - 1]) }
            }
        }
        guard !guesses.isEmpty else { return values }
        return values.filter { value in !guesses.contains { $0.contains(value.range.lowerBound) } }
    }
}
