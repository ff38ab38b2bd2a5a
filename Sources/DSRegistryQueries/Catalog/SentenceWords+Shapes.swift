import DSRegistryCore

/// The shapes a question is typed in, read once the sentence is cut into words: a preface in
/// brackets, Gherkin steps, a test step's label, an email's subject label, dictated punctuation,
/// capitals throughout, a question written as SQL, a standard's clause cited (and, in their own
/// files, a pasted ticket, hashtags, a list of names, a letter's salutation).
extension SentenceWords {
    /// The words read: a preface in brackets before the question marked, Gherkin keywords,
    /// labels and spoken punctuation dropped, the last clause ended.
    static func finished(_ words: [SentenceWord], prefaceEnd: Int) -> [SentenceWord] {
        var words = words
        // Three words or more, and a question after them. Only before the question: one after it
        // may still name what it asks ("… ? (only on android)").
        if prefaceEnd >= 3, prefaceEnd < words.count { for at in 0..<prefaceEnd { words[at].preface = true } }
        words = withoutHesitations(quotedQuestion(hashtags(words)))
        words = withoutStepLabel(withoutSalutation(withoutSignOff(withoutAddress(withoutSpokenPunctuation(gherkinSteps(withoutSelect(unshouted(withoutTelegramStops(withoutRadioCalls(phoneticSpelling(withoutParticles(words))))))))))))
        words = withoutAskingNegation(confirmationsAsked(listedNames(askersRemarks(askersRoleSentences(withoutLikeness(textSpeakNumbers(citations(words))))))))
        words = whereabouts(grantedFirst(toldFirst(statusUpdate(rhetoricalFirst(doubtedClaims(reportedQuestions(reportedAsking(withoutEarlierAnswers(withoutRestating(words))))))))))
        if !words.isEmpty { words[words.count - 1].endsClause = true }
        return words
    }

    /// The first and last word of the sentence around `index`, up to 64 words each way, so that a
    /// rule asking it of every word stays linear.
    static func sentence(around index: Int, _ words: [SentenceWord]) -> (start: Int, end: Int) {
        var (start, end) = (index, index)
        while start > 0, index - start < 64, !words[start - 1].endsSentence { start -= 1 }
        while end + 1 < words.count, end - index < 64, !words[end].endsSentence { end += 1 }
        return (start, end)
    }

    /// "Aren't there any components whose verdict is restructure?", "Isn't Badge ready?", "Ja,
    /// don't any components fail …?": a question asked in the negative asks what the positive
    /// does, so the "not" of its first verb denies nothing and goes. ("Don't show the deprecated
    /// ones": a verb follows, and the "not" stays.)
    static func withoutAskingNegation(_ words: [SentenceWord]) -> [SentenceWord] {
        let asked = { (index: Int) in
            index >= 1 && index + 1 < words.count && words[index].lower == "not" && !words[index].quoted && !words[index].endsClause
                && (index == 1 || words[index - 2].endsClause) && !words[index - 1].endsClause
                && negatedAuxiliaries.contains(words[index - 1].lower)
                && (askedOf.contains(words[index + 1].lower) || words[index + 1].typed.first?.isUppercase == true && words[index + 1].lower != "i")
        }
        guard words.indices.contains(where: asked) else { return words }
        return words.indices.filter { !asked($0) }.map { words[$0] }
    }
    private static let negatedAuxiliaries: Set<String> = ["is", "are", "was", "were", "do", "does", "did", "has", "have", "had",
                                                          "can", "could", "should", "would", "will"]
    /// What a question asked in the negative asks about, right after its "not".
    private static let askedOf: Set<String> = ["there", "any", "anything", "anyone", "anybody", "some", "something", "the", "our", "their",
                                               "its", "we", "they", "it", "you", "all", "these", "those", "this", "that", "a", "an"]

    /// "Which components are ready on Code Connect linkability? I'd like to wire them up like I do
    /// with my crates.": a sentence after the question that asks nothing and speaks of the asker's
    /// own things ("my crates", "My crate's API would follow the same rename") is a remark of
    /// theirs: its words are no question's ("wire up" asks nothing of unmapped), its values no
    /// filter. ("… ? I'd like to explain the rubric to first-years" names the topic; "… ? My team
    /// needs them for Android" still filters.)
    static func askersRemarks(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        var start = 0
        var asked = false
        while start < words.count {
            let end = words[start...].firstIndex(where: \.endsSentence).map { $0 + 1 } ?? words.count
            let sentence = words[start..<end]
            // ("Anything in the notes about touch target? Need it for my Solid button component.": a question mark asks too.)
            if asks(sentence) || sentence.last?.asks == true {
                asked = true
            } else if asked, sentence.indices.contains(where: { at in
                ["my", "mine"].contains(words[at].lower) && at + 1 < end && !ReadingVocabulary.notOwnThings.contains(words[at + 1].lower)
                    // ("…? Our choirmaster likes us to read things through first.": someone of the asker's, first in the sentence.)
                    || at == start && words[at].lower == "our" && at + 2 < end 
                        && ReadingVocabulary.ownPeople.contains(where: { words[at + 1].lower.hasSuffix($0) }) }) || asked && doing(sentence) {
                for at in start..<end { (words[at].tag, words[at].preface) = (true, true) }
            }
            start = end
        }
        return words
    }
    /// "I'm mapping them onto router-link-active classes": what the asker is doing with the
    /// answer ("I'm asking about Android" still says what is asked).
    private static func doing(_ sentence: ArraySlice<SentenceWord>) -> Bool {
        let words = Array(sentence.prefix(3))
        guard words.count == 3, ["i", "we"].contains(words[0].lower) else { return false }
        let verb = ["am", "are", "m", "re"].contains(words[1].lower) ? words[2] : words[1]
        return verb.lower.hasSuffix("ing") && verb.lower.count > 5
            && !["asking", "looking", "wondering", "thinking", "checking", "interested", "hoping", "trying", "focusing", "talking"].contains(verb.lower)
    }



    /// "Which C6 issues are in progress? Asking as the one who tends the icon patch.": a sentence
    /// that says in what role the asker asks names nothing asked for, when another sentence asks.
    static func askersRoleSentences(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        var start = 0
        var asked = false
        var roles: [Range<Int>] = []
        while start < words.count {
            let end = words[start...].firstIndex(where: \.endsSentence).map { $0 + 1 } ?? words.count
            let opening = words[start..<min(end, start + 3)].map(\.lower)
            if opening.count >= 2, ["asking", "speaking", "writing"].contains(opening[0]) && opening[1] == "as"
                || opening.count == 3 && ["i", "im"].contains(opening[0]) && opening[1] == "asking" && opening[2] == "as" {
                roles.append(start..<end)
            } else {
                asked = true
            }
            start = end
        }
        // ("Writing as someone who maintains Card Header. What are its open issues?": it points back.)
        let pointsBack = words.indices.contains { at in !roles.contains { $0.contains(at) } && ["it", "its", "it's", "them", "their"].contains(words[at].lower) }
        guard asked, !pointsBack else { return words }
        for role in roles { for at in role { (words[at].preface, words[at].tag) = (true, true) } }
        return words
    }

    /// "Step 2: List open issues for Section Header": the numbered step of a test plan labels
    /// the question; its number is no value. Only a step that reads or asks is a question
    /// ("Step 12: Open Settings and turn on Narrator" is an instruction, and keeps its label).
    static func withoutStepLabel(_ words: [SentenceWord]) -> [SentenceWord] {
        // ("Item 7: raw color values with no token bound": an item of a list, or a question's
        // number, labels whatever follows; so does a row pasted from a spreadsheet, "Row 22: …".)
        let labels: Set<String> = ["item", "q", "question", "point", "row", "line", "entry"]
        guard words.count > 2, !words[0].quoted, labels.union(["step", "case", "test", "check", "exercise", "task", "activity"]).contains(words[0].lower),
              words[1].lower.allSatisfy(\.isNumber), words[1].endsClause,
              stepQuestions.contains(words[2].lower) || labels.contains(words[0].lower) else { return words }
        return Array(words.dropFirst(2))
    }

    /// "Given a keyboard user on iOS When they tab through Then which components …": a test
    /// written as Gherkin steps. Each keyword ends the clause before it and is no word of the
    /// sentence. A "Then" step that asks nothing states what is seen ("Then components requiring
    /// rework are listed"): its values are read, its other words are no part of the question.
    static func gherkinSteps(_ words: [SentenceWord]) -> [SentenceWord] {
        // ("Given the Badge component, when I set …, then …": the steps' words in lower case, each after a
        // comma, when the step is the asker's: "when a player scores with a header" tells a match.)
        let mine = words.indices.contains { $0 + 1 < words.count && words[$0].typed == "when" && ["i", "we"].contains(words[$0 + 1].lower) }
        let step = { (index: Int) in
            !words[index].quoted && (["When", "Then", "And", "But"].contains(words[index].typed)
                || mine && index > 1 && words[index - 1].endsClause && ["when", "then"].contains(words[index].typed))
        }
        guard words.count > 4, words[0].lower == "given", !words[0].quoted,
              words.indices.dropFirst().contains(where: { step($0) && ["when", "then"].contains(words[$0].lower) }) else { return words }
        var kept: [SentenceWord] = []
        var outcomeFrom: Int? = nil
        for (index, word) in words.enumerated() {
            guard index > 0, !step(index) else {
                if !kept.isEmpty { kept[kept.count - 1].endsClause = true }
                if word.lower == "then" { outcomeFrom = kept.count } else if word.lower == "when" { outcomeFrom = nil }
                continue
            }
            // "When I set its verdict to ready": the step's "I" is whoever runs it; its verb is what is done.
            if index > 1, step(index - 1), word.lower == "i", index + 1 < words.count, !words[index + 1].endsClause,
               !ReadingVocabulary.stopWords.contains(words[index + 1].lower) { continue }
            kept.append(word)
        }
        if let from = outcomeFrom, from < kept.count, !kept[from...].contains(where: { ReadingVocabulary.questionWords.contains($0.lower) }) {
            for at in from..<kept.count { kept[at].tag = true }
        }
        return kept.isEmpty ? words : kept
    }

    /// "WHICH COMPONENTS NEED REFINING ON C4 STOP": a telegram's "STOP" ends its sentence; it
    /// stops nothing (only in capitals, typed as the mark: "stop" is a word).
    static func withoutTelegramStops(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.contains(where: { $0.typed == "STOP" && !$0.quoted }) else { return words }
        var kept: [SentenceWord] = []
        for word in words {
            if word.typed == "STOP", !word.quoted, !kept.isEmpty {
                (kept[kept.count - 1].endsClause, kept[kept.count - 1].endsSentence) = (true, true)
                continue
            }
            kept.append(word)
        }
        return kept
    }

    /// "WHERE DO THE SPECS CONTRADICT THEMSELVES": in a sentence typed in capitals, a word's
    /// capitals say nothing of a name. Its long words are read as typed in lower case (a short
    /// one in capitals is an acronym, as anywhere).
    static func unshouted(_ words: [SentenceWord]) -> [SentenceWord] {
        let lettered = words.filter { !$0.quoted && $0.typed.count >= 2 && $0.typed.contains(where: \.isLetter) }
        let capitals = lettered.filter { $0.typed == $0.typed.uppercased() }.count
        var words = words
        // ("Where Designers Typed Values By Hand Instead Of Using The Shared Design Decisions": a
        // headline's capitals say nothing of a name either; its words are read in lower case.)
        let titled = lettered.filter { $0.typed.first?.isUppercase == true && $0.typed != $0.typed.uppercased() }.count
        // ("Components Slated For Restructuring": four words are a title too.)
        if lettered.count >= 4, titled * 5 >= lettered.count * 4, capitals * 5 < lettered.count * 4 {
            for at in words.indices where !words[at].quoted && !words[at].isPath && words[at].typed.count >= 3 && words[at].typed != words[at].typed.uppercased() {
                (words[at].typed, words[at].original) = (words[at].lower, words[at].lower)
            }
            return words
        }
        guard lettered.count >= 4, capitals * 5 >= lettered.count * 4 else {
            // ("Which components has NOBODY gone back to …": one word shouted for emphasis, a word of talk, no name.)
            for at in words.indices where !words[at].quoted && words[at].typed.count >= 3 && words[at].typed == words[at].typed.uppercased()
                && (ReadingVocabulary.stopWords.contains(words[at].lower) || ReadingVocabulary.negationsAndFillers.contains(words[at].lower)) {
                (words[at].typed, words[at].original) = (words[at].lower, words[at].lower)
            }
            return words
        }
        // ("A11Y GAPS ON WATCHOS": a short word of talk in capitals is that word, no acronym.)
        for at in words.indices where !words[at].quoted && words[at].typed == words[at].typed.uppercased()
            && (words[at].typed.count >= 5 || ReadingVocabulary.stopWords.contains(words[at].lower)) {
            (words[at].typed, words[at].original) = (words[at].lower, words[at].lower)
        }
        return words
    }

    /// "…, like reading every recipe card in the binder": a likeness drawn after a clause ("like"
    /// and a word in -ing), to its end, says nothing of what is asked (its names are no values either).
    /// "open issues 4 Section Header", "cant b linked 2 swiftui": in text speak, 4 is for and 2 is
    /// to, between words, where no count stands ("in 4 months", "top 2 components" keep theirs).
    static func textSpeakNumbers(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.contains(where: { ["4", "2"].contains($0.lower) }) else { return words }
        var words = words
        for index in words.indices.dropFirst().dropLast() where ["4", "2"].contains(words[index].lower) && !words[index].quoted {
            let (before, after) = (words[index - 1], words[index + 1])
            // ("with 2 boolean properties": a count; "4 Counter", "2 swiftui": a name or a platform.)
            guard !before.endsClause, before.lower.allSatisfy(\.isLetter), !countWords.contains(before.lower),
                  after.typed.first?.isUppercase == true
                    || StateVocabulary.current.platforms[after.lower] != nil || StateVocabulary.current.codePlatforms[after.lower] != nil,
                  ReadingVocabulary.durationUnits[after.lemma] == nil
            else { continue }
            let read = words[index].lower == "4" ? "for" : "to"
            var word = SentenceWords.word(read, quoted: false)
            (word.original, word.endsClause, word.tag, word.preface) = (words[index].original, words[index].endsClause, words[index].tag, words[index].preface)
            words[index] = word
        }
        return words
    }

    /// Words a count follows: "top 4", "in 2", "the last 4".
    private static let countWords: Set<String> = ["top", "first", "last", "past", "in", "over", "under", "than", "about", "around", "within",
                                                  "for", "the", "every", "only", "just", "least", "most", "all", "of", "and", "or", "those",
                                                  "these", "any", "to", "from", "between", "next", "latest", "c", "criterion", "version", "v",
                                                  "min", "max", "minimum", "maximum", "atleast", "atmost", "above", "below", "least", "over", "exactly",
                                                  "with", "having", "has", "have", "had"]

    static func withoutLikeness(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        // ("Think of it as asking which pieces the Avatar is defending: if the Avatar falls, what
        // else …": a way to picture the question, in a clause of its own before it.)
        // ("Like retiring last season's blend: which components are we deprecating?": a likeness first.)
        if words.count > 4, ["think", "picture", "see"].contains(words[0].lower) && (words[1...3].map(\.lower) == ["of", "it", "as"]
            || words[0].lower != "think" && words[1...2].map(\.lower) == ["it", "as"])
            || words[0].lower == "like" && (words[1].lower.hasSuffix("ing") || ["a", "an", "when"].contains(words[1].lower)),
           let end = words.prefix(24).firstIndex(where: \.endsClause), end + 1 < words.count {
            for at in 0...end { (words[at].tag, words[at].preface) = (true, true) }
        }
        var index = 1
        while index + 1 < words.count {
            // ("Like a dog losing condition between visits.", "- basically a grep for which partials …":
            // a likeness said of a thing too.)
            // (", like a spinner": an example of what is asked, which stays; ", like a gauge piped
            // to a tank that was never fitted": a likeness told as a story of its own.)
            let thing = ["a", "an"].contains(words[index + 1].lower)
            if words[index - 1].endsClause, !words[index].quoted,
               words[index].lower == "like" && (words[index + 1].lower.hasSuffix("ing") || thing && (words[index - 1].endsSentence || toldAsStory(index, words)))
                || ["basically", "essentially"].contains(words[index].lower) && (thing || words[index + 1].lower == "like")
                // ("… would feel it? Think of the widget tree above a leaf in Flutter.": a likeness asked
                // to be pictured, in a sentence of its own after the question.)
                || words[index - 1].endsSentence && (["think", "imagine", "picture"].contains(words[index].lower)
                    && ["of", "a", "an", "the"].contains(words[index + 1].lower) || words[index].lower == "imagine")
                // ("… ? Like the title being 18 here and 22 there.": an example with its numbers, in a
                // sentence of its own after the question, asking nothing; "Like connected out of
                // total" restates the question.)
                || words[index - 1].endsSentence && words[index].lower == "like"
                    && !asks(words[index...(words[index...].firstIndex(where: \.endsSentence) ?? words.count - 1)])
                    && words[index...].prefix(while: { !$0.endsSentence }).contains(where: { $0.lower.contains(where: \.isNumber) })
                // ("Asking because focus states eat my week on tvOS.", "Asking before I wire them into
                // our Capacitor app.": why or when the asker asks.)
                || words[index].lower == "asking" && ReadingVocabulary.reasonOpeners.union(ReadingVocabulary.timeOpeners).contains(words[index + 1].lower) {
                var at = index
                while at < words.count {
                    (words[at].tag, words[at].preface) = (true, true)
                    if words[at].endsClause { break }
                    at += 1
                }
                index = at
            }
            index += 1
        }
        return words
    }

    /// Whether words (a sentence) have one that asks: which, what, how …, list, show, find.
    static func asks<Words: Collection<SentenceWord>>(_ words: Words) -> Bool {
        words.contains { askingWords.contains($0.lower) && !$0.quoted }
    }
    private static let askingWords = ReadingVocabulary.askingWords.union(["whats", "what's"])

    /// "like a gauge piped to a tank that was never fitted": six words or more to the clause's
    /// end, with a clause of their own ("that", "which", "who").
    private static func toldAsStory(_ index: Int, _ words: [SentenceWord]) -> Bool {
        let end = words[index...].firstIndex(where: \.endsClause) ?? words.count - 1
        return end - index >= 5 && words[index...end].contains { ["that", "which", "who", "whose"].contains($0.lower) }
    }

    /// "Re: which components …", "FW: search Proxima Soft", "ok registry, look up …": an email's
    /// subject label, or the tool addressed by name, before the question. So a to-do's or a
    /// commit message's label ("TODO: list …", "chore: find …"); "fix:" only before a name or
    /// a word that asks ("fix: the dangling aliases" asks for a fix).
    static func withoutAddress(_ words: [SentenceWord]) -> [SentenceWord] {
        var start = 0
        while start + 1 < words.count, !words[start].quoted, words[start].endsClause,
              ["re", "fw", "fwd"].contains(words[start].lower) || workLabels.contains(words[start].lower)
                || words[start].lower == "fix" && (stepQuestions.contains(words[start + 1].lower) || words[start + 1].typed.first?.isUppercase == true) {
            start += 1
        }
        if start + 2 < words.count, ReadingVocabulary.openers.contains(words[start].lower),
           ["registry", "dsreg", "computer"].contains(words[start + 1].lower), words[start + 1].endsClause { start += 2 }
        return start == 0 ? words : Array(words.dropFirst(start))
    }

    private static let workLabels: Set<String> = ["todo", "chore", "feat", "docs", "wip", "refactor", "perf", "tbd"]

    /// The first words of a test step that reads the registry.
    static let stepQuestions = ReadingVocabulary.questionWords.union(["list", "show", "find", "verify", "check", "count", "get", "give", "search",
                                                                      "look", "are", "is", "does", "do", "confirm", "query", "display", "print",
                                                                      "report", "for", "did", "has", "have", "can"])

    /// "search for heading trait full stop": punctuation said aloud to dictation software ends
    /// the clause before it and is no word of the sentence.
    static func withoutSpokenPunctuation(_ words: [SentenceWord]) -> [SentenceWord] {
        // ("the question mark icon": a mark is spoken punctuation only at the end.)
        let ending: Set<String> = ["question mark", "exclamation mark", "exclamation point"]
        let spoken = { (index: Int) in
            index + 1 < words.count && !words[index].quoted && !words[index + 1].quoted
                && (["full stop", "new line", "new paragraph"].contains(words[index].lower + " " + words[index + 1].lower)
                    || index + 2 == words.count && ending.contains(words[index].lower + " " + words[index + 1].lower))
        }
        guard words.indices.contains(where: spoken) else { return words }
        var kept: [SentenceWord] = []
        var index = 0
        while index < words.count {
            if spoken(index) {
                if !kept.isEmpty { kept[kept.count - 1].endsClause = true }
                index += 2
                continue
            }
            kept.append(words[index])
            index += 1
        }
        return kept
    }

    /// "Per ISO 9001 clause 10.2", "for ISO/IEC 27001 annex A.8": a standard and its clause
    /// cited say where the asker's rule comes from, like a preface: no value ("ISO" is no iOS
    /// typed wrong, "9001" no count), no concept. So does a ticket's label and number ("Ticket
    /// 5531 – customer asks: …").
    static func citations(_ words: [SentenceWord]) -> [SentenceWord] {
        let numbered = { (word: SentenceWord) in
            word.lower.first.map { $0.isNumber || $0 == "§" } == true
                || word.lower.count <= 6 && word.lower.first?.isLetter == true && word.lower.dropFirst().first == "." && word.lower.contains(where: \.isNumber)
        }
        var words = words
        for at in words.indices.dropLast() where !words[at].quoted && numbered(words[at + 1]) && !words[at].endsClause
            && (standards.contains(words[at].lower) && words[at].typed == words[at].typed.uppercased() || citedParts.contains(words[at].lower)
                || ticketLabels.contains(words[at].lower) && words[at + 1].lower.count >= 3 && words[at + 1].lower.allSatisfy(\.isNumber)) {
            for cited in at...(at + 1) { (words[cited].tag, words[cited].preface) = (true, true) }
        }
        return words
    }
    /// Standards bodies named before a standard's number, in capitals.
    private static let standards: Set<String> = ["iso", "iec", "iso/iec", "en", "bs", "din", "astm", "ansi", "ieee", "nist", "ics", "itil", "sox"]
    /// Parts of a cited text named before their number.
    private static let citedParts: Set<String> = ["clause", "clauses", "section", "sections", "article", "articles", "paragraph", "annex", "chapter",
                                                  "subclause", "§"]
}
