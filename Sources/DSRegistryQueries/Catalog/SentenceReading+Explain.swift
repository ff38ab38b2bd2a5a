extension SentenceReading {
    /// What `dsreg query --explain "…"` prints: the typos read as other words, the values
    /// found with every kind each could be, the three best questions with their scores and
    /// what they matched, and why the best won or none did.
    ///
    /// ```
    /// read: which components are weak on native mappability
    /// value: 'native mappability' criterion C4 (a word too)
    /// 1. criterion  4.0  words: score; takes criterion C4
    /// …
    /// ```
    public var explanation: String {
        var lines = ["read: " + words.map(\.typed).joined(separator: " ") + (truncated ? " (cut at \(Self.maximumCharacters) characters)" : "")]
        if let format { lines.append("format: \(format.rawValue)") }
        if failIfAny { lines.append("gate: --fail-if-any") }
        for correction in corrections { lines.append("typo: '\(correction.typed)' read as \(correction.read)") }
        for taken in takenBack { lines.append("taken back: '\(taken.value)' by '\(taken.by)'") }
        for remark in setAside { lines.append("set aside: '\(remark)', a remark beside the question") }
        for list in listedNames { lines.append("listed: '\(list)', covered by the answer, no filter") }
        for value in values {
            let readings = value.readings.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
            lines.append("value: '\(value.typed)' " + readings.joined(separator: ", ") + (value.weak ? " (a word too)" : ""))
        }
        for name in unknownNames { lines.append("unknown name: '\(name)'") }
        for value in unknownValues { lines.append("unknown value: " + value) }
        for words in leftOut { lines.append("left out: '\(words)'") }
        for (place, candidate) in ranked.prefix(3).enumerated() {
            var parts = ["words: " + (candidate.concepts.isEmpty ? "none" : candidate.concepts.joined(separator: ", "))]
            let taken = candidate.arguments.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            if !taken.isEmpty { parts.append("takes " + taken.joined(separator: ", ")) }
            if !candidate.missing.isEmpty { parts.append("needs " + candidate.missing.joined(separator: ", ")) }
            if !candidate.mismatched.isEmpty { parts.append("cannot take " + candidate.mismatched.joined(separator: ", ")) }
            lines.append("\(place + 1). \(candidate.question.name)  \(Self.format(candidate.score))  " + parts.joined(separator: "; "))
        }
        if let winner {
            lines.append("answer: dsreg query " + winner.question.commandLine(winner.arguments))
        } else {
            lines.append("refused")
        }
        lines.append("why: " + why)
        return lines.joined(separator: "\n") + "\n"
    }
}
