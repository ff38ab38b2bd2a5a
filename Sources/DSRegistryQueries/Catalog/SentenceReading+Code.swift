extension SentenceReading {
    /// Words written as code read as what they name: a CSS variable or an Android resource
    /// that is (nearly) a token's path is that token; a CSS variable that is none, and an enum's
    /// case that is a value of the registry's ("`State.Hover`", "on `Platform.ANDROID`"), is
    /// read as its words. A token path the registry holds, and any other dotted name
    /// ("Modifier.semantics"), stays whole. The first 64 such words are looked up, so a sentence stays linear.
    static func codeSpelled(_ words: [SentenceWord], _ context: SentenceContext) -> [SentenceWord] {
        guard words.contains(where: { $0.isPath && !$0.quoted && ($0.original.hasPrefix("--") || $0.typed.first?.isUppercase == true) }) else {
            return words
        }
        var (result, lookedUp) = ([SentenceWord](), 0)
        for word in words {
            guard word.isPath, !word.quoted, lookedUp < 64, let spelled = SentenceWords.codeSpelled(word) else {
                result.append(word)
                continue
            }
            lookedUp += 1
            let known = { (path: String) in context.tokenExists(path) || lookedUp <= 8 && SentenceValues.nearestToken(path, context) != nil }
            if known(word.typed) {
                result.append(word)
            } else if let token = spelled.token, known(token) {
                result.append(retyped(word, as: token))
            } else if !word.original.hasPrefix("--"), !valueKinds.contains(spelled.words[0].lower),
                      !spelled.words.dropFirst().contains(where: { context.closed.table[$0.lemma] != nil || context.closed.table[$0.lower] != nil }) {
                // ("Modifier.semantics": an API's name, searched as typed; "State.Hover" names a
                // state, and "State.Indeterminate" one the registry lacks.)
                result.append(word)
            } else {
                result += spelled.words.enumerated().map { offset, part in
                    var read = retyped(word, as: part.typed)
                    read.hyphenAfter = part.hyphenAfter
                    if offset + 1 < spelled.words.count { (read.endsClause, read.endsSentence, read.asks) = (false, false, false) }
                    return read
                }
            }
        }
        return result
    }

    /// The kinds of value an enum's type may be named for ("State.Indeterminate", "Platform.WEB").
    private static let valueKinds: Set<String> = ["state", "states", "platform", "platforms", "criterion", "status", "verdict", "kind"]

    /// `word` with another spelling, keeping where it stands (its clause's end, its tags).
    private static func retyped(_ word: SentenceWord, as typed: String) -> SentenceWord {
        let fresh = SentenceWords.word(typed, quoted: false)
        var read = word
        (read.typed, read.lower, read.lemma, read.isPath, read.original) = (fresh.typed, fresh.lower, fresh.lemma, fresh.isPath, fresh.typed)
        return read
    }
}
