/// The words that open a clause about something else than what is asked, and the words by
/// which the asker speaks of themselves: each rule that sets a clause aside starts from these
/// and adds its own.
extension ReadingVocabulary {
    /// Words that open a clause of time: "before I sign off", "once it's finished".
    static let timeOpeners: Set<String> = ["before", "when", "after", "once", "until", "while", "as", "since"]
    /// Words that open a clause of reason: "asking because …", "cos our app …".
    static let reasonOpeners: Set<String> = ["because", "cause", "cos", "coz", "cuz", "since"]
    /// Every word that opens a subordinate clause: a clause of time, of reason or a condition.
    static let subordinators: Set<String> = timeOpeners.union(reasonOpeners).union(["whenever", "if"])
    /// Words that make a clause ask: a question word, or a request to list ("list", "show", "find").
    static let askingWords: Set<String> = questionWords.union(["list", "show", "find"])
    /// The asker and their team, in the first person: "my app", "we're porting", "I'll check".
    static let firstPerson: Set<String> = ["i", "we", "i'll", "we'll", "i'm", "im", "we're", "me", "us", "my", "our"]
}
