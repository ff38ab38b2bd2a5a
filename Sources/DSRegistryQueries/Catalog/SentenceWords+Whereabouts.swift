/// "Where does "View All" appear?", "where does leadingMedia show up?": where a phrase stands is
/// where it is mentioned. Only when what appears is quoted or typed as no everyday word is
/// (inner or leading capitals, camel case): "which components appear in Figma" keeps its words.
extension SentenceWords {
    /// The verbs of standing somewhere, each with the word it may take after it.
    private static let appearing: [String: String?] = ["appear": nil, "appears": nil, "appeared": nil, "occur": nil, "occurs": nil,
                                                       "show": "up", "shows": "up", "pop": "up", "pops": "up", "come": "up", "comes": "up",
                                                       "turn": "up", "turns": "up"]

    /// The words with "where does X appear" read as "where is X mentioned".
    static func whereabouts(_ words: [SentenceWord]) -> [SentenceWord] {
        guard let start = words.indices.first(where: { words[$0].lower == "where" }), start + 2 < words.count else { return words }
        // ("… wants to know where BarkAda shows up": asked in reported speech, with no "does".)
        let subject = ["does", "do", "did", "is", "are", "will", "can"].contains(words[start + 1].lower) ? start + 2 : start + 1
        let limit = min(words.count, start + 8)
        guard subject + 1 < limit, let verb = ((subject + 1)..<limit).first(where: { appearing[words[$0].lower] != nil }) else { return words }
        let particle = appearing[words[verb].lower] ?? nil
        let end = particle.map { verb + 1 < words.count && words[verb + 1].lower == $0 ? verb + 2 : -1 } ?? verb + 1
        // ("where does the text View All appear": "the text" says it already.)
        guard end > verb, !words[subject..<verb].contains(where: { $0.endsClause || ["text", "word", "words", "phrase", "string", "term"].contains($0.lower) }),
              words[subject..<verb].contains(where: { $0.quoted || $0.typed.dropFirst().contains(where: \.isUppercase)
                  || $0.typed.first?.isUppercase == true && $0.typed.count > 1 && !$0.typed.allSatisfy(\.isUppercase) })
        else { return words }
        var words = words
        var mentioned = words[end - 1]
        (mentioned.typed, mentioned.lower, mentioned.lemma, mentioned.original, mentioned.foreign) = ("mentioned", "mentioned", lemma("mentioned"), "mentioned", nil)
        words.replaceSubrange(verb..<end, with: [mentioned])
        return words
    }
}
