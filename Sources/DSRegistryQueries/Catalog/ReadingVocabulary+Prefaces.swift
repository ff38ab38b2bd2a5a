/// The words of what is said around a question and asks nothing: what the asker tried or why
/// they ask, a status update or a tool's pasted output before it, a story of what happened to
/// someone, a claim they doubt, someone else's question reported, a wager, a restating, a
/// letter's sign-off, and the asker's own people in a remark after it. The rules that read them
/// are `SentenceWords`' (`toldFirst`, `statusUpdate`, `doubtedClaims`, `askersRemarks` …).
extension ReadingVocabulary {
    /// The words that open a question after what the asker said first: "…, so which …",
    /// ": how …" (here and after a scene, `SentenceValues.askingAfterScene`).
    static let questionOpeners: Set<String> = ["which", "what", "where", "how", "who", "whose", "is", "are", "do", "does", "can", "any"]

    /// … and, after what was tried or why one asks, a request or another question word ("…, so
    /// find …"; after a scene, "so find" searches what the scene was about).
    static let toldOpeners = questionOpeners.union(["did", "find", "search", "show", "list", "give", "tell", "why", "when", "look", "grep"])

    /// Labels of a status update or a tool's output before the question ("Update:", "FYI:", "CI …:").
    static let updateLabels: Set<String> = ["update", "updates", "fyi", "status", "context", "background", "note", "heads", "ci",
                                            "lint", "linter", "log", "error", "err", "warning", "build", "alert", "sentry"]

    /// The second word of a label that says what a tool printed ("CI says:", "build log:").
    static let pastedLabels: Set<String> = ["says", "said", "reports", "reported", "printed", "prints", "output", "log", "logs",
                                            "error", "errors", "warning", "warnings", "failed", "fails", "flagged", "complains"]

    /// Who a story before the question happened to ("a user tapped …").
    static let storyPeople: Set<String> = ["user", "customer", "tester", "client", "colleague", "teammate", "dev", "developer",
                                           "designer", "reviewer", "player", "patient", "student", "kid", "friend"]

    /// The words after who a story is about that make it what they say, ask or need ("a customer
    /// says …"): the question itself, no story.
    static let notStories: Set<String> = ["says", "said", "told", "tells", "asked", "asks", "asking", "is", "was", "are", "keeps", "kept",
                                          "wants", "wanted", "thinks", "reckons", "mentioned", "reported", "wrote", "writes",
                                          "needs", "need", "needed", "uses", "using", "with", "on", "in", "from", "who"]

    /// What the asker is looking at ("the ticket mentions …", "the bug report says …").
    static let toldSources: Set<String> = ["ticket", "screenshot", "report", "pr", "story", "card", "email", "message", "thread", "mockup",
                                           "brief", "spec", "changelog", "comment", "note", "memo", "audit", "jira", "slack", "doc"]

    /// Its verbs of saying.
    static let toldVerbs: Set<String> = ["says", "said", "mentions", "mentioned", "shows", "showed", "reads", "asks", "asked", "claims",
                                         "notes", "lists", "flags", "flagged", "points", "states"]

    /// Words between "I" and what the asker tried ("I already searched", "we've just checked").
    static let triedAdverbs: Set<String> = ["already", "just", "first", "even", "also", "have", "had", "did", "ve", "then", "actually"]

    /// What the asker tried before asking ("I searched …", "we grepped …").
    static let triedVerbs: Set<String> = ["searched", "looked", "tried", "checked", "grepped", "scrolled", "filtered", "sorted", "opened",
                                          "went", "asked", "ran", "googled", "hunted", "dug", "skimmed", "compared", "browsed", "counted",
                                          "scanned", "clicked", "cleared", "pinged", "messaged", "typed", "combed", "trawled", "eyeballed",
                                          "queried", "poked", "read", "flicked", "paged", "ctrl", "restarted", "reinstalled", "refreshed"]

    /// What "that …" / "those …" points back at in the question.
    static let pointedNouns: Set<String> = Set(["token", "component", "one", "page", "file", "issue", "system", "family", "state",
                                                "criterion", "platform", "variant", "name", "thing", "piece", "part"].map(SentenceWords.lemma))

    /// Words that report someone else's question ("my PM keeps asking "…"").
    static let reportingVerbs: Set<String> = ["asking", "asks", "asked", "ask", "know", "wondering", "wonders", "wondered", "said", "says",
                                              "wrote", "writes", "question", "wants", "wanted"]

    /// Words that say the question is asked again ("in other words, which …").
    static let restatings: [[String]] = [["in", "other", "words"], ["put", "another", "way"], ["to", "put", "it", "another", "way"],
                                         ["put", "differently"], ["that", "is", "to", "say"]]

    /// The words of a wager around a claim ("I bet you nobody closed an issue as wont-fix — prove
    /// me wrong: list them"): the claim is asked about, as a hunch is.
    static let wagers: [[String]] = [["i", "bet", "you", "that"], ["i", "bet", "you"], ["i", "bet", "that"], ["i", "bet"], ["i", "will", "bet", "you"],
                                     ["bet", "you"], ["go", "on"], ["prove", "me", "wrong"], ["prove", "me", "right"], ["prove", "it"]]

    /// Reminders that the question was asked before ("As I mentioned before, …", "As per my last
    /// message, …", "Friendly reminder that …"): the asker's tone, no words of the question.
    static let reminders: [[String]] = [["as", "i", "mentioned", "before"], ["as", "i", "mentioned", "earlier"], ["as", "i", "mentioned"],
                                        ["as", "i", "said", "before"], ["as", "i", "said", "earlier"], ["as", "i", "said"], ["as", "mentioned"],
                                        ["as", "per", "my", "last", "message"], ["as", "per", "my", "last", "email"], ["per", "my", "last", "message"],
                                        ["per", "my", "last", "email"], ["friendly", "reminder", "that"], ["friendly", "reminder"],
                                        ["gentle", "reminder", "that"], ["gentle", "reminder"], ["just", "a", "reminder", "that"], ["once", "again"]]

    /// Words that mark a first question as rhetorical ("Does any problem ever get fixed quickly?",
    /// "Who signs anything off these days?"), said before the real one.
    static let rhetoricMarkers: Set<String> = ["ever", "anything", "really", "honestly", "seriously", "days", "most"]
    /// The first words of the real question after a rhetorical one.
    static let rhetoricalFollowers = questionOpeners.union(["list", "show", "find", "give", "tell"])

    /// Verbs of a claim someone else made ("Sam says …", "Jo reckons …").
    static let claimVerbs: Set<String> = ["says", "said", "say", "reckons", "reckoned", "thinks", "thought", "claims", "claimed", "insists",
                                          "swears", "believes", "reckon", "think", "claim"]

    /// The asker's doubt of it, after "but" ("but I doubt it", "but I'm not sure").
    static let doubtPhrases: [[String]] = [["i", "doubt"], ["i", "not", "sure"], ["i", "am", "not", "sure"], ["i", "not", "convinced"],
                                           ["i", "do", "not", "buy"], ["i", "do", "not", "believe"], ["i", "do", "not", "think"], ["i", "skeptical"],
                                           ["i", "sceptical"], ["i", "have", "my", "doubts"]]

    /// Words that greet ("Hi Marco, …", "hey registry, …", "hey, Lena wants …"), and the
    /// words that open a message as a greeting does ("ok registry, …"), said once for the
    /// salutation, the tool addressed and the question passed on.
    static let greetings: Set<String> = ["hi", "hello", "hey", "hiya", "heya", "howdy", "morning", "yo"]
    static let openers = greetings.union(["ok", "okay"])

    /// First words of a letter's sign-off ("Cheers, Priya", "Thanks in advance, Sam").
    static let signOffs: Set<String> = ["cheers", "thanks", "thank", "thx", "ta", "regards", "best", "sincerely", "love", "tia", "kind",
                                        "warmly", "yours", "bye", "ciao"]

    /// The endings of the words for people who lead or teach the asker ("choirmaster", "coach",
    /// "teacher"): who they are says nothing of what is asked.
    static let ownPeople: [String] = ["master", "mistress", "coach", "teacher", "tutor", "mentor", "instructor", "conductor", "captain",
                                      "director", "landlord", "landlady", "vicar", "priest", "mum", "mom", "dad", "parents", "kids", "wife",
                                      "husband", "neighbour", "neighbor"]

    /// People and groups of the asker's ("my team needs them"): no thing of their own work.
    static let notOwnThings: Set<String> = ReadingVocabulary.groups.union(["manager", "boss", "lead", "colleague", "colleagues",
                                                                           "client", "clients", "designer", "designers", "devs", "pm", "users"])
}
