/// A question pasted from a support ticket: the ticket's label, and the customer's question
/// quoted in it.
extension SentenceWords {
    /// Words naming a ticket before its number (`citations` marks both: "Ticket 5531 – customer
    /// asks: …", "for case 40213"); "case 2 components" is no ticket: its number has three digits or more.
    static let ticketLabels: Set<String> = ["ticket", "tickets", "case", "incident", "inc", "sr", "req", "zendesk", "jira", "freshdesk",
                                            "helpdesk", "servicenow",
                                            // ("Batch 112 notes: list …": a brewer's batch, a lot, numbered as a ticket is.)
                                            "batch", "lot"]

    /// 'Ticket 6120: "Which roles are bound to tokens the registry doesn't have?" Scope: Section
    /// Header only.', 'cust reports "which components lack a selcted state on iOS" – pls check':
    /// someone's question quoted, and nothing outside it that asks or searches, is the question:
    /// read as its words. ('Where does "Show more" appear?' asks outside its quote; 'Anything that
    /// says "Show the members"?' searches for it; 'My PM asked "did anything get worse?" — which
    /// …' asks again, and its quote is a preface.) The words around it may name a value
    /// ("Customer is on EB"), but ask nothing.
    static func quotedQuestion(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        let quotes = words.indices.filter { words[$0].quoted }
        guard quotes.count == 1, let quote = quotes.first else { return words }
        let inner = split(words[quote].typed, limit: 64).words
        let outside = words.indices.filter { !words[$0].quoted && !words[$0].tag }
        // ('Give me the "Code Connect coverage per system from the last dsreg codeconnect check"', 'Run the CI
        // gate: "components whose latest verdict is ready but …"': the registry's own wording, quoted back and asked for.)
        let quotedBack = inner.count >= 5 && outside.contains { quotingBack.contains(words[$0].lower) }
        guard inner.count >= 3, words[quote].typed.hasSuffix("?") || stepQuestions.contains(inner[0].lower) || quotedBack,
              !outside.contains(where: { (ReadingVocabulary.askingWords.contains(words[$0].lower) && !quotedBack)
                  || ReadingVocabulary.questionWords.contains(words[$0].lower) || searchingWords.contains(words[$0].lower) || saysAsText(at: $0, words) })
        else { return words }
        var opened = inner
        opened[opened.count - 1].endsClause = true
        opened[opened.count - 1].endsSentence = true
        // (The words around it report it or narrow it, "Scope: Section Header only": their values count, their words ask nothing.)
        for at in words.indices where at != quote { words[at].tag = true }
        return Array(words.prefix(quote)) + opened + words.suffix(from: quote + 1)
    }
    /// "anything that says …", "where it says …": a text said; "the client says …" reports a question.
    private static func saysAsText(at index: Int, _ words: [SentenceWord]) -> Bool {
        index > 0 && ["say", "says", "saying"].contains(words[index].lower)
            && ["that", "which", "it", "anything", "something", "where", "what", "everything"].contains(words[index - 1].lower)
    }
    /// Verbs that ask for the thing a quote describes.
    private static let quotingBack: Set<String> = ["give", "run", "show", "list", "get", "pull", "fetch"]
    /// Words outside a quote that ask for it as a text.
    private static let searchingWords: Set<String> = ["search", "grep", "text", "written", "mention", "mentions",
                                                      "mentioned", "appear", "appears", "label", "labelled", "labeled", "wording", "string",
                                                      "phrase", "copy", "called", "named", "titled", "where", "anywhere", "contain", "contains"]
}
