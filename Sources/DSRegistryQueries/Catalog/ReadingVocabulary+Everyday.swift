/// Words of asking and of everyday talk: who asks, the words around a question, and the
/// everyday words that are also values (the stop words and word families are in
/// `ReadingVocabulary.swift`).
extension ReadingVocabulary {
    /// Words before a verb when the one asking asks for it ("can you find", "help me search").
    static let askers: Set<String> = people.union(["to", "can", "could", "please", "pls", "help", "me", "and",
                                                   "then", "just", "quickly", "lets", "let's", "us", "i'd", "should"])
    /// Groups of people, whose suggestions or issues they are ("the team's suggestions").
    static let groups: Set<String> = ["team", "teams", "group", "squad", "org", "company", "client", "clients", "vendor", "agency",
                                      "board", "committee", "department", "everyone", "someone", "crew", "guild"]
    /// The words that ask which or what: a clause with one asks something.
    static let questionWords: Set<String> = ["which", "what", "who", "where", "how"]
    /// Whether the vocabulary speaks of `word`: a stop word, a word of a family or a question's concept.
    static func speaks(_ word: SentenceWord) -> Bool {
        stopWords.contains(word.lower) || familyHead[word.lemma] != nil || conceptLemmas.contains(word.lemma)
    }
    /// People, not components: "what do I need to build Card Header" is a person's need,
    /// "if we rework Icon" a person's act.
    static let people: Set<String> = ["i", "we", "you", "they"]
    /// "who's riding in the Header crew": a family, in a team's words (after a family's name, the
    /// family and not the component).
    static let teamWords = ["crew", "gang", "squad", "clan", "tribe"]

    /// Everyday words that are also values ("open" issues, "ready", a "default" state): read
    /// as words by a question that cannot take them.
    static let everyday: Set<String> = [
        "open", "active", "normal", "rest", "down", "closed", "default", "enabled", "checked", "busy", "ready", "done",
        "token", "tokens", "state", "states", "family", "property", "accessibility", "documentation", "size", "sizes",
        "color", "colors", "colour", "colours", "font", "fonts", "style", "error", "errors", "invalid", "rename",
        "composition", "accepted", "rejected", "refine", "rework", "selected", "tap", "press", "apple", "fixed",
        "spacing", "typography", "dragging", "expanded", "collapsed", "loading", "hover", "focus", "unmapped", "link",
        "figma",
        // "problems we agreed we're never going to fix": agreeing is talk, as well as a status.
        "agreed",
        // "which issues don resolve finish": finishing is talk, as well as a recommendation done.
        "finished", "finish",
        // "something went wrong with Badge's assessment", "failed validation on C2": a state's
        // everyday words, read as words by a question that takes no state.
        "something", "went", "gone", "wrong", "validation", "fail", "failed",
        // "has the quality of anything slipped": quality on its own is the whole assessment's,
        // not Asset & Icon Quality ("icon quality" still names it).
        "quality",
    ]

    static let everydayLemmas: Set<String> = Set(everyday.map(SentenceWords.lemma))

    /// The words that deny what follows them in a clause ("nobody has fixed", "not resolved",
    /// "never looked at"): each rule that reads a negation starts from these ("no one" is two
    /// words, and read where it matters).
    static let denials: Set<String> = ["not", "never", "nobody", "noone"]

    /// Words that are neither a question's nor a stray topic's: negations and fillers.
    static let negationsAndFillers: Set<String> = [
        "not", "no", "never", "nobody", "none", "nothing", "without", "got", "gets", "gotten", "getting", "does", "too",
        "very", "really", "actually", "much", "many", "ever", "anything", "anyone", "anybody", "everything", "something",
        "why", "after", "before", "since", "about", "around", "across", "through", "per", "lately", "ago", "already",
        "another",
    ]

    /// Every family head a built-in question is asked with.
    static let conceptLemmas: Set<String> = Set(QuestionConcepts.builtIn.values.flatMap(\.weights.keys))

    /// Words a typo is read as: concept words, family words and closed values, never stop words.
    static func typoTargets(_ closed: ClosedValueWords) -> Set<String> {
        var words = Set(families.joined()).union(closed.surface).union(destructive)
        // The words of phrases ("never heard of"): "heard" is a word, not a typo of "hard".
        words.formUnion(families.joined().filter { $0.contains(" ") }.flatMap { $0.split(separator: " ").map(String.init) }.filter { $0.count >= 4 })
        words.formUnion(["accessibility", "components", "component", "dangling", "aliases", "alias", "tokens", "recommendations",
                         "verdicts", "verdict", "issues", "regressed", "hardcoded", "conflicts", "specs", "dependents",
                         "dependencies", "booleans", "properties", "coverage", "linkable", "requirements", "criterion", "colors",
                         "colours", "sizes", "fonts", "states", "platforms",
                         // ("in their lastest assessment", "the previus review": which assessment.)
                         "latest", "previous"])
        // The words of the questions' names ("drift", "evidence", "unmatched").
        words.formUnion(QuestionCatalog.builtIn.flatMap { $0.name.split(separator: "-").map(String.init) })
        // Duration units ("yaer" is year) and numbers in words.
        words.formUnion(durationUnits.keys.filter { $0.count >= 4 })
        return words.filter { $0.count >= 3 && !stopWords.contains($0) && $0.allSatisfy(\.isLetter) }.union(["components", "component"])
    }
}
