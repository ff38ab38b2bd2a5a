import DSRegistryCore

/// Values said in a phrase with other words inside it: "when the mouse sits over them",
/// "the cursor is hovering over it". The phrase's first and last words name the value; up to
/// `gap` words of its clause may stand between.
extension SentenceValues {
    private struct GappedPhrase {
        let firsts: Set<String>
        let lasts: Set<String>
        let gap: Int
        /// The words that may stand between.
        let between: Set<String>
        /// What the phrase says.
        let readings: [QuestionParameter.Kind: String]
        /// Whether the first and last words may stand side by side ("the keyboard lands").
        var adjacent = false
        /// Whether a question that cannot take the value reads it as words only.
        var weak = false
    }

    private static let gappedPhrases: [GappedPhrase] = [
        GappedPhrase(firsts: ["mouse", "cursor", "pointer"], lasts: ["over", "above"], gap: 2,
                     between: ["is", "sits", "sit", "sitting", "rests", "rest", "resting", "moves", "move", "moving", "hovers", "hovering",
                               "goes", "passes", "comes", "just", "still", "right", "directly", "gets", "being"],
                     readings: [.state: InteractionState.hover.rawValue]),
        // "when you hold your thumb down on them", "press the button down": held down is pressed.
        GappedPhrase(firsts: ["hold", "holds", "held", "holding", "press", "presses", "pressing", "push", "pushes", "pushing"], lasts: ["down"], gap: 3,
                     between: ["your", "my", "their", "a", "the", "thumb", "finger", "fingers", "it", "them", "button", "mouse", "key"],
                     readings: [.state: InteractionState.pressed.rawValue]),
        // "when the keyboard or VoiceOver lands on them": where the keyboard is, is focus.
        GappedPhrase(firsts: ["keyboard"], lasts: ["lands", "land", "landed", "landing", "arrives", "arrive", "reaches", "reach", "rests", "settles"],
                     gap: 3, between: ["or", "and", "voiceover", "talkback", "screen", "reader", "focus", "cursor", "user", "just", "finally", "first"],
                     readings: [.state: InteractionState.focused.rawValue], adjacent: true),
        // "when a D-pad user moves onto them", "as the remote steps onto it": where a TV's remote or
        // the keyboard moves to, is focus.
        GappedPhrase(firsts: ["pad", "dpad", "remote", "keyboard"], lasts: ["onto"], gap: 3,
                     between: ["user", "users", "moves", "move", "moving", "goes", "go", "steps", "step", "navigates", "navigation", "selection",
                               "cursor", "just", "finally", "highlight", "jumps", "lands"],
                     readings: [.state: InteractionState.focused.rawValue]),
        // "problems still waiting for somebody to pick them up": nobody has started on them; said
        // of suggestions, nobody has taken them up ("still waiting for somebody to say yes").
        GappedPhrase(firsts: ["waiting", "awaiting"], lasts: ["somebody", "someone", "anyone", "anybody", "owner", "assignee", "fix"], gap: 2,
                     between: ["for", "on", "a", "an", "the"], readings: [.issueStatus: "open", .recommendationStatus: "proposed"],
                     weak: true),
    ]

    /// The value of a gapped phrase that starts at `index`, or nil.
    static func gappedPhrase(at index: Int, _ words: [SentenceWord]) -> SentenceValue? {
        let first = words[index]
        guard !first.quoted, !first.endsClause else { return nil }
        for phrase in gappedPhrases where phrase.firsts.contains(first.lower) {
            var at = index + 1
            // ("the cursor over Badge": said without a word between, it may name no state.)
            while at < words.count, at - index <= phrase.gap + 1, !words[at].quoted {
                if phrase.lasts.contains(words[at].lower), at > index + 1 || phrase.adjacent {
                    return SentenceValue(range: index..<at + 1, typed: words[index...at].map(\.typed).joined(separator: " "),
                                         readings: phrase.readings, weak: phrase.weak)
                }
                if words[at].endsClause || !phrase.between.contains(words[at].lower) { break }
                at += 1
            }
        }
        return nil
    }

    /// "can't be highlighted when a D-pad user moves onto them": a state said, then said again
    /// as a phrase after "when" that says which state it is: the phrase's is the one meant.
    static func saidAgainAfterWhen(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        values.filter { value in
            let end = value.range.upperBound
            guard value.readings[.state] != nil, value.range.count == 1, end < words.count, words[end].lower == "when" else { return true }
            return !values.contains { $0.readings[.state] != nil && $0.range.count > 2 && $0.range.lowerBound > end && $0.range.lowerBound <= end + 3 }
        }
    }
}
