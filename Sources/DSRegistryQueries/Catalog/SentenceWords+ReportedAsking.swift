/// "My PM wants to know where BarkAda shows up", "the SAP folks ask me to look up left
/// accessory", "my lead says go ahead and approve …": a question or request passed on for
/// someone else is read as they would have asked it; who asks is no filter and their words are
/// no question's ("the accessibility auditor wants the list of criteria" asks for criteria).
extension SentenceWords {
    static func reportedAsking(_ words: [SentenceWord]) -> [SentenceWord] {
        var start = 0
        // At the start of one of the first four sentences ("Figma sync log: …. my lead wants …").
        for _ in 0..<4 where start < words.count {
            // ("hey, Lena wants to see …": after a greeting.)
            let opening = start + 1 < words.count && greetings.contains(words[start].lower) && words[start].endsClause ? start + 1 : start
            // ("quote from Ben: 'figma unmatched eb'": the words quoted whole are the question's.)
            if let asked = passedOnLabel(at: opening, words), asked + 1 == words.count, words[asked].quoted {
                return Array(words[..<start]) + split(words[asked].typed, limit: 64).words
            }
            if let asked = passedOnLabel(at: opening, words) ?? reportedStart(at: opening, words) {
                return removing(Set(start..<asked), from: words)
            }
            guard let end = words[start...].prefix(64).firstIndex(where: \.endsSentence) else { break }
            // ("Which components use text/primary? My mentor wants to repaint that one.": after a
            // question, what someone else wants is a remark.)
            if words[start...end].contains(where: \.asks) || asks(words[start...end]) { break }
            start = end + 1
        }
        return words
    }

    /// "Forwarded from Ellie: '…?'", "Per Lena: …", "quote from Ben: …": a label that says whose
    /// words follow; where they begin.
    private static func passedOnLabel(at start: Int, _ words: [SentenceWord]) -> Int? {
        guard ["forwarded", "fwd", "fw", "quote", "quoting", "per", "via", "message", "note", "question", "request", "comment"]
                .contains(words[start].lower),
              let colon = words[start..<min(words.count, start + 5)].firstIndex(where: \.endsClause), colon > start, colon + 1 < words.count,
              !words[start...colon].contains(where: \.quoted),
              ["per", "via"].contains(words[start].lower) || words[(start + 1)...colon].contains(where: { ["from", "by"].contains($0.lower) })
        else { return nil }
        return colon + 1
    }
    /// A greeting or an aside before who passes the question on ("hey, …", "fyi, …", "quick, …").
    private static let greetings = ReadingVocabulary.openers.union(["so", "fyi", "btw", "also", "quick"])

    /// Where the passed-on question begins, when the sentence at `start` opens with who passes
    /// it on and their verb of asking.
    private static func reportedStart(at start: Int, _ words: [SentenceWord]) -> Int? {
        guard let verb = words[start..<min(words.count, start + 7)].firstIndex(where: { reportingVerbs.contains($0.lower) }), verb > start,
              !words[start..<verb].contains(where: { $0.endsClause || $0.quoted }) else { return nil }
        // Who: "my PM", "the SAP folks", "our head of design", "Priya" (a name asks, it does not need).
        var who = words[start..<verb]
        while let last = who.last, ["is", "was", "keeps", "kept", "has", "had", "would", "also", "just", "really", "now"].contains(last.lower) {
            who = who.dropLast()
        }
        // ("We asked for a rename of Badge, so …": a pronoun or an English word is nobody's name.)
        let named = who.count == 1 && who.first.map { $0.typed.first?.isUppercase == true && !EnglishWords.contains($0.lower)
            && !["i", "we", "you", "they", "he", "she", "it"].contains($0.lower) } == true
            && (["asks", "asked", "asking", "wonders", "wondering", "wondered", "ask", "wonder"].contains(words[verb].lower)
                || verb + 2 < words.count && words[verb + 1].lower == "to" && findingOut.contains(words[verb + 2].lower))
        // ("a customer building for Android wants to know …": who is said with a value is no reporter only.)
        guard !who.isEmpty, named || determiners.contains(who.first?.lower ?? "") && who.count <= 5
                && who.contains(where: { reporters.contains($0.lower) || reporters.contains($0.lemma) })
                && !who.contains(where: { ["for", "on", "in", "with", "at", "about", "building", "using", "working"].contains($0.lower) })
        else { return nil }
        var asked = verb + 1
        func skip(_ options: Set<String>) -> Bool {
            guard asked < words.count, options.contains(words[asked].lower), !words[asked].quoted else { return false }
            asked += 1
            return true
        }
        _ = skip(["me", "us", "you"])
        let toFindOut = asked + 1 < words.count && words[asked].lower == "to" && findingOut.contains(words[asked + 1].lower)
        if toFindOut { asked += 2; _ = skip(["out"]) } else { _ = skip(["to"]) }
        let whether = skip(["whether", "if"])
        // ('My lead keeps asking "where's …?"': a quoted question is read by `reportedQuestions`; "asked
        // about swipe actions. Look up …": what was asked about, told before the question.)
        guard asked + 1 < words.count, !words[asked].quoted, words[asked].lower != "about" else { return nil }
        // ("The VP wants to know where …, so: can you list …": the asker's own question follows.)
        if words[asked...].indices.contains(where: { words[$0].lower == "so" && words[$0 - 1].endsClause }) { return nil }
        // "my lead says go ahead and approve …": what is said is passed on only when it asks.
        if ["says", "said", "say", "tells", "told", "tell"].contains(words[verb].lower), !whether, !toFindOut,
           !ReadingVocabulary.toldOpeners.union(["go", "please"]).contains(words[asked].lower),
           !ReadingVocabulary.destructive.contains(words[asked].lower), !ReadingVocabulary.decisions.contains(words[asked].lower) { return nil }
        // ("the auditor wants the no-code-connect issue closed": a change wanted, which the request's rules refuse.)
        if ["wants", "wanted", "want", "needs", "needed", "need"].contains(words[verb].lower), !toFindOut, changeWanted(after: verb, words) != nil { return nil }
        return asked
    }

    /// The change participle after "wants the … issue" ("closed", "renamed to …", "approved
    /// please"), ending its clause or followed by when or to what: a change wanted.
    static func changeWanted(after want: Int, _ words: [SentenceWord]) -> Int? {
        guard want + 2 < words.count, !["to", "a", "an", "help"].contains(words[want + 1].lower) else { return nil }
        let clause = words[(want + 1)...].prefix(9)
        guard let participle = clause.indices.dropFirst().first(where: { at in
            let word = words[at]
            return word.lower.hasSuffix("ed") && !word.quoted && changeLemmas.contains(word.lemma)
                && (word.endsClause || at + 1 == words.count || wantedBy.contains(words[at + 1].lower))
        }), !words[(want + 1)..<participle].contains(where: \.endsClause),
              // ("I need components that were deprecated", "… that got merged": which ones, not a change.)
              !words[(want + 1)..<participle].contains(where: { ["that", "which", "who", "were", "are", "is", "was", "been", "being",
                                                                "got", "get", "have", "has", "had"].contains($0.lower) }),
              // ("List the open issues …, I want them cleared before …": the answer's, wanted after the question.)
              !(words[..<want].contains(where: \.endsClause) && words[(want + 1)..<participle].allSatisfy({ ["them", "it", "those", "these", "all"].contains($0.lower) }))
        else { return nil }
        return participle
    }

    private static let changeLemmas = ReadingVocabulary.destructiveLemmas.union(ReadingVocabulary.valueChangeLemmas)
        .union(ReadingVocabulary.decisions.map(SentenceWords.lemma))
    /// What follows a wanted change: when, how, or what to ("closed asap", "renamed to Tag").
    private static let wantedBy: Set<String> = ["please", "pls", "asap", "now", "today", "tomorrow", "by", "before", "to", "as", "into",
                                                "immediately", "right", "already", "too", "first", "straight", "this"]
    private static let reportingVerbs: Set<String> = ["asks", "asked", "asking", "ask", "wants", "wanted", "want", "needs", "needed", "need",
                                                      "wonders", "wondering", "wondered", "wonder", "requests", "requested", "request",
                                                      "says", "said", "say", "tells", "told", "tell"]
    private static let findingOut: Set<String> = ["know", "find", "check", "see", "understand", "confirm", "learn", "hear", "get"]
    private static let determiners: Set<String> = ["the", "my", "our", "your", "their", "his", "her", "a", "an", "some", "one", "both", "two",
                                                   "someone", "somebody", "everyone", "she", "he", "they"]
    /// Who passes a question on: the people a story is told of (`ReadingVocabulary.storyPeople`),
    /// and roles, teams and people besides, each once.
    private static let reporters: Set<String> = ReadingVocabulary.storyPeople.union([
        "pm", "pms", "po", "lead", "leads", "manager", "managers", "boss", "director", "vp", "cto", "ceo", "cpo", "cio", "head", "chief",
        "designers", "engineer", "engineers", "devs", "developers", "folks", "team", "auditor", "auditors", "clients", "stakeholder",
        "stakeholders", "qa", "architect", "owner", "colleagues", "teammates", "someone", "somebody", "everyone", "people", "she", "he",
        "they", "writer", "researcher", "analyst", "legal", "compliance", "marketing", "leadership", "exec", "execs", "reviewers",
        "coordinator", "chair", "committee", "board", "officer", "specialist", "consultant", "contractor", "agency", "partner", "intern",
        "mentor", "sponsor", "supervisor", "guys", "crew", "squad", "person", "cfo", "coo", "founder", "lawyer", "counsel", "regulator",
        "council", "vps", "directors",
    ])
}
