/// "Is it true nothing in sap fiori is stale?", "Am I right that FigmaConnect isn't mentioned
/// anywhere?", "Page Banner never gives two font sizes for one text, right?": a statement put up
/// to be confirmed asks what the question without it asks. The frame goes ("is it true that",
/// "am I right", ", right?", ", does it?"), and the statement's denial that nothing is so with
/// it ("nothing", "nobody", "no issues" are asked as "anything", "anyone", "any issues"; "never"
/// goes): the answer says whether it holds. A verb's "not" stays: "… haven't been mapped on C7,
/// have they?" asks which are not mapped; "which components have no pressed state, right?" is a
/// question, and is left as it is.
extension SentenceWords {
    static func confirmationsAsked(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count >= 3 else { return words }
        var words = words
        var framed = false
        if let opener = confirmationOpeners.first(where: { opens(words, with: $0) }) {
            var start = opener.count
            while start < words.count - 2, ["that", "in", "thinking", "saying", "but"].contains(words[start].lower), !words[start].quoted { start += 1 }
            guard start < words.count - 1, !words[..<start].contains(where: \.quoted) else { return words }
            words = Array(words[start...])
            framed = true
        }
        // (", right?", ", correct?", ", does it?": a tag after the statement's last clause.)
        if let end = words.dropLast().lastIndex(where: \.endsClause), words.count - end - 1 <= 3, words.last?.asks == true || words.count - end - 1 <= 2,
           confirmationTags.contains(words[(end + 1)...].map(\.lower).joined(separator: " ")), end >= 2 {
            var kept = Array(words[...end])
            kept[end].asks = true
            kept[end].endsSentence = true
            words = kept
            framed = true
        }
        guard framed, let first = words.first, !ReadingVocabulary.questionWords.contains(first.lower) else { return words }
        return withoutDenial(words)
    }

    /// Whether `words` open with `phrase`, none of them quoted.
    private static func opens(_ words: [SentenceWord], with phrase: [String]) -> Bool {
        words.count > phrase.count && zip(words, phrase).allSatisfy { $0.lower == $1 && !$0.quoted }
    }

    /// The statement with its first denial undone, when it comes before any clause of its own
    /// ("… that don't have …" is what is asked about).
    private static func withoutDenial(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        for at in words.indices where !words[at].quoted {
            let word = words[at].lower
            if ["that", "which", "who", "whose", "where", "if", "because"].contains(word) || words[at].endsSentence && at + 1 < words.count { break }
            let next = at + 1 < words.count ? words[at + 1].lower : ""
            if let any = ["nothing": "anything", "nobody": "anyone", "none": "any", "noone": "anyone"][word] {
                words[at] = replaced(words[at], by: any)
            } else if word == "no", next == "one" {
                words[at] = replaced(words[at], by: "any")
            } else if word == "no", recordNouns.contains(next) || next == "single" {
                words[at] = replaced(words[at], by: "any")
            } else if word == "never" {
                return SentenceWords.removing([at], from: words)
            } else {
                continue
            }
            return words
        }
        return words
    }

    private static func replaced(_ word: SentenceWord, by text: String) -> SentenceWord {
        var read = SentenceWords.word(text, quoted: false)
        (read.original, read.endsClause, read.endsSentence, read.asks) = (word.typed, word.endsClause, word.endsSentence, word.asks)
        return read
    }

    private static let confirmationOpeners: [[String]] = [
        ["is", "not", "it", "true"], ["is", "it", "not", "true"], ["is", "it", "true"], ["is", "it", "correct"], ["is", "it", "right"],
        ["is", "it", "the", "case"], ["is", "it", "fair", "to", "say"], ["would", "it", "be", "fair", "to", "say"], ["am", "i", "right"],
        ["am", "i", "rite"], ["am", "i", "correct"], ["am", "i", "wrong"], ["am", "i", "mistaken"], ["would", "i", "be", "right"],
        ["can", "you", "confirm"], ["could", "you", "confirm"], ["please", "confirm"], ["pls", "confirm"], ["just", "confirming"],
        ["do", "i", "understand", "correctly"], ["correct", "me", "if", "i", "am", "wrong"], ["sanity", "check"],
    ]
    private static let confirmationTags: Set<String> = [
        "right", "correct", "yes", "true", "yeah", "innit", "eh", "no", "is it", "is not it", "isn't it", "does it", "does not it", "do they",
        "do not they", "are we", "are not we", "are they", "are not they", "have we", "have they", "has it", "did it", "did they", "is that right",
        "am i right", "right or wrong", "correct me if i am wrong", "or not", "is that so",
    ]
    /// What a "no" before it counts: "no resolutions of any issue" asks whether there were any.
    private static let recordNouns: Set<String> = ["resolutions", "resolution", "issue", "issues", "component", "components", "token", "tokens",
                                                   "changes", "change", "regressions", "regression", "conflicts", "conflict", "recommendations",
                                                   "recommendation", "verdicts", "verdict", "mentions", "mention", "hits", "record", "records"]
}
