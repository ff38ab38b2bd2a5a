extension SentenceReading {
    /// `on the "everything bound to a token, no raw values" criterion`: a criterion named by
    /// what it measures, in quotes before "criterion". Its words are read as the meaning's
    /// words, joined as a hyphened meaning is ("the does-every-prop-map criterion",
    /// `SentenceValues.criterionByMeaning`); any other quoted phrase stays whole.
    static func unquotedMeanings(_ words: [SentenceWord]) -> [SentenceWord] {
        let criterion = SentenceWords.lemma("criterion")
        guard words.indices.dropLast().contains(where: { words[$0].quoted && !words[$0].isPath && words[$0 + 1].lemma == criterion }) else {
            return words
        }
        var result: [SentenceWord] = []
        for (index, word) in words.enumerated() {
            guard word.quoted, !word.isPath, index + 1 < words.count, words[index + 1].lemma == criterion,
                  case let inner = SentenceWords.split(word.typed, limit: 24).words, inner.count >= 3, !inner.contains(where: \.quoted) else {
                result.append(word)
                continue
            }
            result += inner.enumerated().map { offset, part in
                var read = part
                (read.tag, read.preface, read.claimed, read.toldBefore) = (word.tag, word.preface, word.claimed, word.toldBefore)
                (read.endsClause, read.endsSentence, read.asks, read.hyphenAfter) = (false, false, false, offset + 1 < inner.count)
                return read
            }
        }
        return result
    }
}
