/// The words of asking to search: what begins a search, what cues its words, what ends them.
extension ReadingVocabulary {
    /// Words that begin a search and are never what is searched for.
    static let searchFillers: Set<String> = ([
        "search", "searching", "find", "finding", "locate", "squiz", "gander", "dekko", "shufti", "passage", "passages", "look", "looking", "grep", "mention", "mentions", "mentioned",
        // "my team wants to know where …": a question passed on.
        "team", "wants", "know", "wondering", "wonder", "asked", "asking", "asks", "kindly", "referring", "referencing", "whether",
        "across", "throughout", "everywhere",
        "mentioning", "anything", "everything", "something", "about", "regarding", "concerning", "related",
        "for", "up", "where", "is", "are", "the", "a", "an", "any", "me", "please", "show", "all", "of", "that",
        "which", "what", "text", "word", "words", "phrase", "term", "says", "say", "talks", "talk", "containing",
        "registry", "docs", "in", "on", "with", "can", "you", "i", "want", "to", "entries", "results",
        "page", "pages", "place", "places", "anywhere", "discuss", "discusses", "discussing", "bring", "brings",
        "does", "do", "did", "it", "talking", "need", "every", "stuff", "give", "pls", "plz", "smth", "sth", "w", "full", "written",
        "somewhere",
        // ("Dig up anything on safe area", "find stuff re counter chip")
        "dig", "hunt", "rummage", "trawl", "re", "scan",
        // Taglish: "Hanapin mo nga kung saan nabanggit …" (you), wherever the searched words are read from.
        "mo",
    ] as Set<String>).union(vocatives).union(doIt)

    /// Words after the searched ones that only end the request ("… the words view all appear").
    static let searchTrailers: Set<String> = (["appear", "appears", "appeared", "occur", "occurs", "show", "shows", "up", "come", "comes",
                                              "please", "anywhere", "used", "mentioned", "written", "is", "are", "pop", "pops",
                                              // ("VoiceOver gets mentioned somewhere")
                                              "gets", "get", "got", "being", "been",
                                              "turns", "turn", "crops", "crop",
                                              "thanks", "thank", "many", "cheers", "thx", "ta",
                                              // Emphasis at the end: "search for extendsIntoSafeArea itself".
                                              "itself", "only", "there",
                                              // "… the counter pill basically": a filler at the end.
                                              "basically", "actually", "really", "honestly", "like",
                                              // "All mentions of reading order in the notes are to be located."
                                              "located", "found", "identified", "retrieved", "be", "to",
                                              // ("… the word eyebrow doesn't appear anywhere": the negation of a check.)
                                              "does", "do", "not", "never", "nowhere"] as Set<String>).union(particles)
    /// Particles that end a sentence: "anything mentioning left accessory lah", "… already ah?".
    static let particles: Set<String> = ["lah", "la", "leh", "lor", "o", "oo", "sha", "jare", "ah", "eh", "nah", "nuh", "na", "yaar", "ji", "po"]

    /// Words that say a sentence asks to search, wherever they stand ("where does it say …").
    static let searchIntent: Set<String> = ["about", "mention", "mentions", "mentioning", "mentioned", "containing",
                                            "regarding", "concerning", "say", "says", "talk", "talks", "phrase", "wording", "appear", "appears",
                                            "referring", "referencing", "word", "words", "refers", "passage", "passages", "discussed"]

    /// Words after the last of which a search's words follow ("find anything about touch targets").
    static let searchCues: Set<String> = Set(["about", "for", "mentioning", "mention", "mentions", "containing", "regarding", "concerning",
                                              "written", "say", "says", "said", "referring", "referencing", "reference", "references", "refers", "refer",
                                              "re", "matching", "saying", "wrote"]).union(literalSearchCues)
    /// Cues after which the words are what the text says ("pages that talk about the edit button").
    static let quotingCues: Set<String> = ["mentioning", "mention", "mentions", "containing", "talk", "talks", "talking", "word", "words",
                                           "phrase", "term", "wording"]
    /// Where the text a sentence quotes begins: after a cue of quoting, or after "that says"
    /// ("anything in the registry that says edit icon"); nil when it quotes none.
    static func quotedText(_ words: [SentenceWord]) -> Int? {
        words.indices.first { index in
            // ("find anything about touch targets - … on iOS too": what "anything about" names is the text.)
            index > 0 && (quotingCues.contains(words[index].lower)
                && !namesNoWord(at: index, words)
                || words[index].lower == "about" && ["anything", "everything", "something", "stuff"].contains(words[index - 1].lower)
                    && words[..<index].contains(where: { ["find", "search", "grep", "look"].contains($0.lower) })
                || ["say", "says", "said", "written"].contains(words[index].lower) && ["that", "which", "it"].contains(words[index - 1].lower)
                    // ("where else does it say two different things": what it says is a conflict, no text.)
                    && !(index + 1 < words.count && ["two", "different", "differing", "conflicting", "contradictory", "another", "opposite"].contains(words[index + 1].lower))
                    // ("every colour that's written as a raw value", "written in hex": how it is written, no text.)
                    && !(words[index].lower == "written" && index + 1 < words.count && ["as", "in", "out", "straight", "directly"].contains(words[index + 1].lower)))
        }.map { $0 + 1 }
    }
    /// A "word" that names no word searched for: "a word of warning", "every letter in a word",
    /// "a rate per word".
    static func namesNoWord(at index: Int, _ words: [SentenceWord]) -> Bool {
        let word = words[index].lower
        guard ["word", "words"].contains(word) else { return false }
        if index + 1 < words.count, words[index + 1].lower == "of" { return true }
        // ("the etymology of the word token", "the plural of the word status": a word's own story, no text searched.)
        if index > 2, words[index - 1].lower == "the", words[index - 2].lower == "of", ["etymology", "origin", "origins", "pronunciation", "spelling",
            "plural", "synonym", "synonyms", "antonym", "antonyms", "definition", "root", "roots", "derivation"].contains(words[index - 3].lower) { return true }
        // ("Should 'per cent' be one word or two", "an eight-letter word for …": spelling and crosswords.)
        if index > 0, index + 1 < words.count, words[index - 1].lower == "one", words[index + 1].lower == "or" { return true }
        if index > 0, words[index - 1].lower == "letter", words[index - 1].hyphenAfter || index > 1 && words[index - 2].hyphenAfter { return true }
        // ("a header in a Word document": the word processor, no word named.)
        if words[index].typed == "Word", index > 0, !words[index - 1].endsSentence, index + 1 < words.count,
           ["document", "documents", "doc", "docs", "file", "files", "template", "templates", "table", "tables"].contains(words[index + 1].lower) { return true }
        return word == "word" && index > 0 && (words[index - 1].lower == "per"
            || index > 1 && ["a", "each", "every", "any"].contains(words[index - 1].lower) && ["in", "per", "of", "for"].contains(words[index - 2].lower))
    }

    /// Verbs of a text turning up ("where does View All turn up", "crops up"), said with "up".
    static let turningUpVerbs: Set<String> = ["turn", "turns", "show", "shows", "pop", "pops", "crop", "crops"]
    /// Whether a verb of turning up and its "up" stand at `index`: "turn up", "crops up".
    static func turnsUp(at index: Int, _ words: [SentenceWord]) -> Bool {
        turningUpVerbs.contains(words[index].lower) && index + 1 < words.count && words[index + 1].lower == "up"
    }

    /// The verbs that ask for a search ("find view all", "Full-text search: …").
    static let searchVerbs: Set<String> = ["find", "search", "grep", "look", "seek"]
    /// The cues after which the text itself follows, fillers and all ("the words show all").
    static let literalSearchCues: Set<String> = ["word", "words", "phrase", "term", "terms", "wording"]
}
