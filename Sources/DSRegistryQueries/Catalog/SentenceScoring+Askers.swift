import DSRegistryCore

/// Words of the asker's own, around a question: what they call things, their role, "look" said
/// as a noun or as a request to list. They are no words of the question.
extension SentenceScoring {
    /// "a look for", "no recorded look for": "look" said as a noun, after a determiner or a
    /// participle, begins no phrase ("look for" asks to search).
    static func isNounLook(at index: Int, _ words: [SentenceWord]) -> Bool {
        if lookingForListed(at: index, words) { return true }
        // "nobody had a look at yet" is a look had; "giz a look at where …" asks to see.
        if words[index].lower == "a", index + 1 < words.count, ["look", "squiz", "gander", "dekko", "shufti", "peek", "glance"].contains(words[index + 1].lower) {
            return index == 0 || !["had", "got", "gotten", "taken", "been", "getting"].contains(words[index - 1].lower)
        }
        guard index > 0, words[index].lower == "look" else { return false }
        let before = words[index - 1].lower
        return ["a", "an", "the", "no", "any", "its", "their", "some", "that", "this", "own"].contains(before)
            // ("never get second look", "another look at"): a look had, with its adjective.
            || ["second", "another", "fresh", "proper", "quick", "closer", "close", "good", "hard", "new", "further", "real"].contains(before)
            || before.count > 4 && before.hasSuffix("ed")
            // ("no greyed-out, out-of-service look for when …": a look said with a hyphened adjective.)
            || index > 1 && words[index - 2].hyphenAfter
    }

    /// "I need to know which …", "need it for the report", "need asap: …": the asker's need,
    /// not what a component needs.
    static func isAskersNeed(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        guard ["need", "needs", "want", "wants"].contains(word.lower), index + 1 < words.count else { return false }
        let next = words[index + 1].lower
        // "I need to know which …": the asker's need, not what a component needs.
        if next == "to", index + 2 < words.count, knowing.contains(words[index + 2].lower) { return true }
        // "I need the full path for a citation", "need it for the report": a thing the asker needs.
        // ("need: raw colours in Page Banner": a label of what is wanted.)
        let askerFirst = index == 0 || words[index - 1].endsClause || ["i", "we", "i'd", "we'd"].contains(words[index - 1].lower)
        return askerFirst && (word.endsClause || needed.contains(next))
    }
    private static let knowing: Set<String> = ["know", "see", "find", "understand", "check", "learn", "ask", "figure", "confirm", "verify"]
    /// What follows the asker's "need": a thing, or when they need it ("need asap: open isues on …").
    private static let needed: Set<String> = ["the", "a", "an", "it", "this", "that", "them", "these", "those", "my", "our", "some", "all",
                                              "asap", "urgently", "quickly", "fast", "now", "today", "tonight", "soon"]

    /// "Which components does need reworking?": a helping verb before another, no "doing" on a
    /// score ("how does Badge do on C3", "what does the criterion say" still are).
    static func isHelpingVerb(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        ["does", "do", "did"].contains(word.lower) && index + 1 < words.count && helped.contains(words[index + 1].lower)
    }
    private static let helped: Set<String> = ["need", "needs", "have", "has", "lack", "lacks", "use", "uses", "require", "requires", "want",
                                              "contain", "contains", "depend", "depends", "miss", "get", "got"]

    /// "is Atlassian down today?", "is the server down again": "down" after a be-verb and a
    /// service's name or noun says it is out. ("Is Badge down on C3?", "… down since the last
    /// review": a score gone down, said with what it is measured on or from.)
    static func serviceDown(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard let be = words[max(0, index - 4)..<index].lastIndex(where: { ["is", "are", "was", "were", "s"].contains($0.lower) }), be + 1 < index,
              index + 1 == words.count || !["on", "since", "from", "in", "compared", "vs", "against", "between", "for", "by"].contains(words[index + 1].lower)
        else { return false }
        return words[(be + 1)..<index].allSatisfy { word in
            word.typed.first?.isUppercase == true || ["the", "our", "your", "their", "my"].contains(word.lower) || services.contains(word.lower)
        } && words[(be + 1)..<index].contains { $0.typed.first?.isUppercase == true || services.contains($0.lower) }
    }
    private static let services: Set<String> = ["server", "servers", "site", "website", "wifi", "network", "internet", "app", "board", "vpn", "portal",
                                                "build", "ci", "pipeline", "cluster", "api", "backend", "service", "email", "slack", "jira"]

    /// "we'd call those hardcoded styles", "I call them sticky headers": a word after "call"
    /// and what was asked about, said by the asker in a clause that asks nothing.
    /// The clause is looked at up to 24 words either way, so a long sentence stays linear.
    static func namedByAsker(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard let call = words[max(0, index - 5)..<index].lastIndex(where: { ["call", "calls", "called"].contains($0.lower) }),
              call > 0, call + 1 < index, ["those", "them", "these", "that", "it", "this"].contains(words[call + 1].lower),
              !words[call..<index].contains(where: \.endsClause),
              ReadingVocabulary.firstPerson.union(["i'd", "we'd", "you'd", "people", "folks", "they"]).contains(words[call - 1].lower) else { return false }
        let start = words[max(0, index - 24)..<index].lastIndex(where: \.endsClause).map { $0 + 1 } ?? max(0, index - 24)
        let end = words[index..<min(words.count, index + 24)].firstIndex(where: \.endsClause) ?? min(words.count, index + 24) - 1
        return !words[start...end].contains { ReadingVocabulary.askingWords.contains($0.lower) }
    }

    /// "Looking for stale ones", "looking for the rejections among the recommendations":
    /// "looking for" that opens a clause and names what a question lists asks for it, no text. It
    /// searches when it looks for text ("anything", "mentions", a quotation) or in a place
    /// ("… in the notes").
    static func lookingForListed(at index: Int, _ words: [SentenceWord]) -> Bool {
        // ("look for focus ring, it came up in a meeting": the imperative searches, as "find" does.)
        guard words[index].lower == "looking", index + 2 < words.count, words[index + 1].lower == "for",
              index == 0 || words[index - 1].endsClause || ReadingVocabulary.firstPerson.union(["just", "i'm", "am", "are", "was"]).contains(words[index - 1].lower)
        else { return false }
        // (Up to 24 words: a long sentence stays linear.)
        let end = words[index..<min(words.count, index + 24)].firstIndex(where: \.endsClause) ?? min(words.count, index + 24) - 1
        guard end > index + 1 else { return false }
        let object = words[(index + 2)...end]
        let texts: Set<String> = ["anything", "something", "everything", "mention", "mentions", "mentioning", "note", "notes", "text", "word", "words",
                                  "phrase", "wording", "where", "wherever", "any", "references", "reference", "passage", "passages", "docs", "doc",
                                  "documents", "document", "documentation", "wiki", "writeups", "descriptions", "about"]
        return !object.contains { $0.quoted || texts.contains($0.lower) }
    }

    /// "Find the components nobody has re-assessed in three months", "be a dear and find all
    /// components …": a search's verb whose object is the registry's components asks to list
    /// them, no text (a cue of text in its clause still searches: "find components mentioning …").
    static func findsComponents(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard words[index].lower == "find", index + 1 < words.count,
              index == 0 || words[index - 1].endsClause || ReadingVocabulary.politeOpeners.contains(words[index - 1].lower) else { return false }
        var at = index + 1
        while at < words.count, at - index <= 2, ["the", "all", "every", "me", "us", "any"].contains(words[at].lower) { at += 1 }
        guard at < words.count, ["components", "component", "ones"].contains(words[at].lower) else { return false }
        let end = words[index..<min(words.count, index + 24)].firstIndex(where: \.endsClause) ?? min(words.count, index + 24) - 1
        return !words[index...end].contains { $0.quoted || ReadingVocabulary.searchIntent.contains($0.lower) }
    }

    /// Where "As a/an/the …" that opens a sentence names the asker's role: the index of the
    /// person's noun ("reviewer", "lead", "designer") within five words of its clause, or nil.
    /// Its single words are no words of the question (a phrase among them still is).
    static func askersRole(_ words: [SentenceWord]) -> Int? {
        guard words.count > 3, words[0].lower == "as", ["a", "an", "the", "someone", "somebody"].contains(words[1].lower) else { return nil }
        return (2..<min(words.count, 7)).first { at in
            // ("As a whole, which …": the opener's clause ends before any person is named.)
            guard !words[2..<at].contains(where: \.endsClause) else { return false }
            let word = words[at].lower
            return ["lead", "owner", "dev", "person", "user", "pm", "qa", "head", "member", "team"].contains(word)
                || word.count > 4 && ["er", "or", "ist", "ian", "ant", "ent"].contains(where: word.hasSuffix)
        }
    }
}
