/// "how long was each bug open, or how long before it got closed", "how long did each issue
/// remain unresolved, from the review that raised it to the one that closed it": an issue's
/// life from its opening to its closing is how an age is counted, not which issues.
extension SentenceValues {
    /// `values` without the statuses that say how an issue's life is counted: when the sentence
    /// says an issue was closed as an event ("got closed", "closed it"), the open status said as
    /// a state ("been open", "remain unresolved") and that closing name no status ("which issues
    /// were resolved, and how long had they been open" keeps resolved); nor does the open status
    /// when the span of each issue is measured ("how long did each issue stay open").
    static func lifespans(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let life = IssueLife(words, values)
        return values.map { value in
            guard value.range.count == 1, life.countsBy(value) else { return value }
            var value = value
            value.readings[.issueStatus] = nil
            return value
        }
    }
}

/// What a sentence says of issues' lives: whether their closing happens in it, whether it
/// measures how long each stayed open, whether it asks how long either way.
private struct IssueLife {
    private static let closers: Set<String> = ["closed", "resolved", "fixed", "shut"]
    /// Words before a status that say it as a state ("been open", "stayed open", "it open").
    private static let described: Set<String> = ["been", "was", "were", "is", "are", "stay", "stayed", "stays", "remain", "remained", "remains", "it", "they"]
    /// Words before a status that say it lasted ("been open", "staying open").
    private static let lasting: Set<String> = ["been", "stay", "stayed", "stays", "staying", "remain", "remained", "remains", "remaining",
                                               // ("how long has each issue stood open"; "been sitting open" says it still is.)
                                               "stood", "stand", "stands", "standing"]
    /// What an issue is called: "how long was every issue open".
    private static let issueNouns: Set<String> = ["issue", "issues", "bug", "bugs", "problem", "problems", "ticket", "tickets", "one", "ones"]

    let words: [SentenceWord]
    /// "got closed", "closed it": an issue's closing said as something that happens.
    let closingHappens: Bool
    /// "how long did each issue stay open", "how much time has every bug been open": each
    /// issue's span asked for. ("which issues are open, and for how long" filters.)
    let measuresEach: Bool
    /// Whether closing or its absence both count: "how long did each take to get fixed, or how
    /// long has it been waiting", or an open state beside a closing that happens.
    let lifetime: Bool

    init(_ words: [SentenceWord], _ values: [SentenceValue]) {
        self.words = words
        closingHappens = words.indices.contains { Self.happens(at: $0, words) }
        // ("How long did issues stay open, counted up to the end of June?": the span of each, said of them all.)
        measuresEach = words.indices.contains { Self.howLong(at: $0, words) }
        let closedOrNot = closingHappens && words.indices.contains { $0 > 0 && words[$0 - 1].lower == "or" && Self.howLong(at: $0, words) }
        lifetime = closedOrNot || closingHappens && values.contains { $0.range.count == 1 && Self.saidAsState($0, words) }
    }

    /// Whether `value`'s status says how a life is counted rather than which issues.
    func countsBy(_ value: SentenceValue) -> Bool {
        let closes = value.readings[.issueStatus] == "resolved" && Self.happens(at: value.range.lowerBound, words)
        // ("how long was every issue open": was, right after how long, is a span too.)
        let verb = Self.stateWord(before: value.range.lowerBound, words)
        let lasted = Self.saidAsState(value, words) && verb.map { at in Self.lasting.contains(words[at].lower)
            || ["was", "were"].contains(words[at].lower) && at > 1 && Self.howLong(at: at - 2, words)
            // ("For each issue, how long was it open": the same, said of it.)
            || ["it", "they"].contains(words[at].lower) && at > 2 && ["was", "were"].contains(words[at - 1].lower) && Self.howLong(at: at - 3, words) } == true
        return lifetime && (Self.saidAsState(value, words) || closes) || measuresEach && lasted
    }

    /// "been open", "it open": the open status said as a state.
    private static func saidAsState(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        value.readings[.issueStatus] == "open" && stateWord(before: value.range.lowerBound, words) != nil
    }

    /// Where the word that says a status as a state stands, before `index`: right before it
    /// ("been open"), or before the issue it is said of ("was every issue open").
    private static func stateWord(before index: Int, _ words: [SentenceWord]) -> Int? {
        guard index > 0 else { return nil }
        if described.contains(words[index - 1].lower) || lasting.contains(words[index - 1].lower) { return index - 1 }
        guard issueNouns.contains(words[index - 1].lower) else { return nil }
        return words[max(0, index - 4)..<(index - 1)].lastIndex { described.contains($0.lower) || lasting.contains($0.lower) }
    }

    /// A closer at `index` said as an event: "got closed", "closed it".
    private static func happens(at index: Int, _ words: [SentenceWord]) -> Bool {
        closers.contains(words[index].lower)
            && (index > 0 && ["got", "get", "gets", "getting"].contains(words[index - 1].lower)
                || index + 1 < words.count && ["it", "them"].contains(words[index + 1].lower))
    }

    /// "how long", "how much time", "how many months" start at `index`.
    private static func howLong(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard index + 1 < words.count, words[index].lower == "how" else { return false }
        let next = words[index + 1].lower
        return next == "long" || index + 2 < words.count && (next == "much" && words[index + 2].lower == "time"
            || next == "many" && ReadingVocabulary.durationUnits[words[index + 2].lemma] != nil)
    }
}
