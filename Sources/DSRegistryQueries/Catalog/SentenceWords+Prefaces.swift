import DSRegistryCore

/// What the asker says before asking, and asks nothing by: someone else's question quoted, a
/// claim they doubt, "in other words", what they already tried and why they ask.
extension SentenceWords {
    /// "I searched the Figma file for text/accent/link and it only showed one layer, so which
    /// components … use that token?", "I tried Ctrl+F on the Card Header page for swipe and got
    /// nothing, so find anything about swipe …", "Because the audit needs it by Friday, show me
    /// …": what the asker already tried, or why they ask, told before the question, asks
    /// nothing. Its words are no question's ("searched" asks for no search); its names are no
    /// filter unless the question points back at them ("that token", "it").
    static func toldFirst(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 5, !words[0].quoted, let told = toldUntil(words), let ask = askedAfterTold(words, from: told) else { return words }
        let asked = words[ask...]
        // ("…, can you surface the open issues": a request asked with a modal.)
        guard asks(asked) || asked.contains(where: { ReadingVocabulary.searchVerbs.union(["show", "list"]).contains($0.lower) })
            || ReadingVocabulary.modals.contains(words[ask].lower) && ask + 1 < words.count && words[ask + 1].lower == "you" else { return words }
        return markedTold(words, before: ask)
    }

    /// "Avatar exists in all three systems, fine, but what depends on the Backbase one?", "Plenty
    /// got redrawn, I know, but what actually differs …": what the asker grants before the
    /// question, closed by "I know", "fine", "sure" … and "but", asks nothing (its names filter
    /// only when the question points back at them, as what was tried does).
    static func grantedFirst(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 5, let but = words.indices.dropFirst(2).prefix(40).first(where: { at in
            words[at].lower == "but" && words[at - 1].endsClause && !words[at - 1].endsSentence && at + 1 < words.count
                && granting.contains { phrase in at - phrase.count >= 1 && words[(at - phrase.count)..<at].map(\.lower) == phrase && words[at - phrase.count - 1].endsClause }
        }), asks(words[(but + 1)...]) else { return words }
        return markedTold(words, before: but + 1)
    }
    private static let granting: [[String]] = [["i", "know"], ["fine"], ["sure"], ["granted"], ["i", "remember"], ["obviously"], ["of", "course"],
                                               ["i", "realise"], ["i", "realize"], ["true"], ["okay"], ["ok"], ["agreed"], ["i", "get", "that"]]

    /// "Update: Badge migration done, PR merged. Q: what is the latest verdict on Section
    /// Header?", "Update: design review moved to Friday. Can you list …?": a status update
    /// before the question, up to a "Q:" or to the end of its sentence when the next one asks,
    /// asks nothing, as what was tried does not.
    static func statusUpdate(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 3, !words[0].quoted else { return words }
        if let label = words.indices.dropFirst().prefix(64).first(where: { ["q", "question", "qn", "ques"].contains(words[$0].lower)
               && words[$0].endsClause && !words[$0].endsSentence && words[$0 - 1].endsSentence }), label + 1 < words.count {
            return markedTold(words, before: label + 1)
        }
        // "CI says: npm ERR! ERESOLVE … How do I …", "Lint output: …": a tool's words pasted
        // before the question, over one sentence or more, up to the first that asks.
        // ("Figma sync log: …": a label of three words, its tool named first.)
        let label = ReadingVocabulary.pastedLabels.contains(words[1].lower) && words[1].endsClause && !words[0].endsClause ? 1
            : ReadingVocabulary.updateLabels.contains(words[0].lower) ? 0
            : words[2].endsClause && !words[0].endsClause && !words[1].endsClause && !words[2].quoted
                && ReadingVocabulary.pastedLabels.union(ReadingVocabulary.updateLabels).contains(words[2].lower) ? 2 : nil
        guard let label, words[label].endsClause, !words[label].endsSentence,
              let end = words.indices.prefix(64).first(where: { at in at > label + 1 && words[at].endsSentence && at + 1 < words.count
                  && (ReadingVocabulary.toldOpeners.contains(words[at + 1].lower) || asks(words[(at + 1)...SentenceWords.sentence(around: at + 1, words).end])) })
        else { return words }
        return markedTold(words, before: end + 1)
    }

    /// "… have no token bound? Cheers, Priya", "… Thanks in advance, Sam.": a letter's sign-off
    /// after the question, with the asker's name, is no part of it (the name is no component's).
    static func withoutSignOff(_ words: [SentenceWord]) -> [SentenceWord] {
        guard let last = words.dropLast().lastIndex(where: \.endsSentence), last > 1, words.count - last <= 6,
              ReadingVocabulary.signOffs.contains(words[last + 1].lower), !words[last + 1].quoted else { return words }
        let rest = words[(last + 2)...]
        // ("Yours faithfully", "Yours sincerely", "Kind regards": a letter's.)
        guard rest.allSatisfy({ !$0.quoted && ($0.typed.first?.isUppercase == true || ["in", "advance", "you", "so", "much", "again", "all", "a", "lot",
                                                                                       "faithfully", "sincerely", "truly", "regards", "wishes"].contains($0.lower)) })
        else { return words }
        return Array(words[...last])
    }

    /// "Dear Sir, could you …", "Dear Design Systems team, …", "To whom it may concern: …": a
    /// letter's salutation before the question names whom it is written to, nothing asked.
    static func withoutSalutation(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 3, !words[0].quoted else { return words }
        let whom = ["to", "whom", "it", "may", "concern"]
        if words.count > 6, words.prefix(5).map(\.lower) == whom, words[4].endsClause { return Array(words.dropFirst(5)) }
        // ("Hi Marco, quick one: …", "Hello team, …": a greeting with whom it greets.)
        if ReadingVocabulary.greetings.contains(words[0].lower), !words[0].endsClause,
           let end = words.indices.dropFirst().prefix(2).first(where: { words[$0].endsClause }), end + 1 < words.count,
           words[1...end].allSatisfy({ !$0.quoted && ($0.typed.first?.isUppercase == true || ["team", "all", "everyone", "folks", "there", "both"].contains($0.lower)) }) {
            return Array(words.dropFirst(end + 1))
        }
        guard words[0].lower == "dear", !words[0].endsClause,
              let end = words.indices.dropFirst().prefix(4).first(where: { words[$0].endsClause }), end + 1 < words.count else { return words }
        return Array(words.dropFirst(end + 1))
    }

    /// The noun a word pointed with ("that token") is, typed as it is or one letter off ("that
    /// tokne"): typos are mended only after what was told is set apart.
    private static func pointedNoun(_ word: SentenceWord) -> String? {
        if ReadingVocabulary.pointedNouns.contains(word.lemma) { return word.lemma }
        guard word.lower.count >= 4, !word.quoted else { return nil }
        return ReadingVocabulary.pointedNouns.first { $0.count >= 5 && SentenceWords.distance(word.lemma, $0, limit: 1) != nil }
    }

    /// The words before `ask` marked as told before the question: a tag, whose names filter only
    /// when the question points back at them ("that token", "it", "there").
    private static func markedTold(_ words: [SentenceWord], before ask: Int) -> [SentenceWord] {
        let asked = words[ask...]
        let pointed = asked.indices.filter { at in
            ["it", "its", "them"].contains(words[at].lower)
                // ("… so what's the figma drift there?"; "is there" asks whether.)
                || words[at].lower == "there" && !["is", "are", "was", "were", "any"].contains(words[at - 1].lower)
                || ["that", "this", "those", "these", "same"].contains(words[at].lower) && at + 1 < words.count && pointedNoun(words[at + 1]) != nil
        }
        // ("… use that token?": only the token path tried is pointed at, not the file it was searched in.)
        let onlyTokens = !pointed.isEmpty && pointed.allSatisfy { at in at + 1 < words.count && pointedNoun(words[at + 1]) == SentenceWords.lemma("token") }
        var words = words
        for at in 0..<ask {
            words[at].tag = true
            if pointed.isEmpty || onlyTokens && !words[at].isPath { words[at].preface = true } else { words[at].toldBefore = true }
        }
        return words
    }
    /// Where a clause of what was tried ("I searched …", "We've already asked …") or of why the
    /// asker asks ("Because …", "Seeing as …") opens the sentence: the index after its opening
    /// words, or nil.
    private static func toldUntil(_ words: [SentenceWord]) -> Int? {
        // ("Because of the rename, which …": what caused it may be asked about.)
        if ["because", "cos", "coz", "cause", "cuz"].contains(words[0].lower), words[1].lower != "of" { return 1 }
        if ["seeing", "given"].contains(words[0].lower), ["as", "that"].contains(words[1].lower) { return 2 }
        // "A user tapped the avatar on a card and the whole header froze — what does Card Header
        // lean on?": what happened to someone, told before the question. ("A customer says the
        // Badge in Figma …", "A patient using TalkBack needs …": what they say or need is what is asked.)
        if ["someone", "somebody", "nobody", "everyone"].contains(words[0].lower), !ReadingVocabulary.notStories.contains(words[1].lower) { return 1 }
        // ("a client shipping on iOS wants to know …": what they want, said a few words on, is asked too.)
        if ["a", "an", "one", "our", "my", "the"].contains(words[0].lower), ReadingVocabulary.storyPeople.contains(words[1].lower),
           !ReadingVocabulary.notStories.contains(words[2].lower),
           !words[2..<min(words.count, 7)].prefix(while: { !$0.endsClause }).contains(where: { ["wants", "asks", "asked", "needs", "wonders"].contains($0.lower) }) { return 2 }
        // "The ticket mentions the View All link - search …", "The bug report says …": what the
        // asker is looking at, and what it says.
        if ["the", "this", "that", "my", "our", "a"].contains(words[0].lower),
           let verb = (2...3).first(where: { ReadingVocabulary.toldVerbs.contains(words[$0].lower) && ReadingVocabulary.toldSources.contains(words[$0 - 1].lower) }),
           words[1..<verb].allSatisfy({ !$0.endsClause && $0.typed.first?.isUppercase != true }) { return verb + 1 }
        // ("To align stakeholders ahead of the roadmap review, can you surface …": what it is for.)
        if words[0].lower == "to", words[1].typed.first?.isLowercase == true, !ReadingVocabulary.stopWords.contains(words[1].lower) { return 2 }
        guard ["i", "we", "ive", "weve"].contains(words[0].lower) else { return nil }
        var verb = 1
        while verb < min(words.count, 4), ReadingVocabulary.triedAdverbs.contains(words[verb].lower) { verb += 1 }
        guard verb < words.count, ReadingVocabulary.triedVerbs.contains(words[verb].lower), !words[verb].endsClause else { return nil }
        return verb + 1
    }

    /// Where the question starts after what was told: after its clause's ", so" / ", then", a
    /// "so which …" without the comma, or a clause that opens with a question word (": how …").
    private static func askedAfterTold(_ words: [SentenceWord], from start: Int) -> Int? {
        let openers = ReadingVocabulary.toldOpeners
        var at = start + 1
        while at + 1 < words.count, at - start < 40 {
            let lower = words[at].lower
            if ["so", "then"].contains(lower), words[at - 1].endsClause || openers.contains(words[at + 1].lower), !words[at].endsSentence {
                return at + 1
            }
            if words[at - 1].endsClause, openers.contains(lower) { return at }
            at += 1
        }
        return nil
    }

    /// 'The VP wants to know: "did anything get worse?" In other words, which …', 'My PM keeps
    /// asking "are the colours all tokenised?", so: which …': someone else's question, quoted and
    /// then asked in the asker's words, is why the asker asks: a preface, with the words that
    /// report it. (A quoted question asked again by nothing after it stays the question.)
    static func reportedQuestions(_ words: [SentenceWord]) -> [SentenceWord] {
        guard let quote = words.firstIndex(where: { $0.quoted && $0.typed.hasSuffix("?") }), quote + 1 < words.count,
              asks(words[(quote + 1)...]) || words[(quote + 1)...].contains(where: { ["search", "find", "grep"].contains($0.lower) }) else { return words }
        // (From the words that report it: "Our period closed on 30 June and the funder asks "…"" keeps its date.)
        guard let verb = words[max(0, quote - 4)..<quote].lastIndex(where: { ReadingVocabulary.reportingVerbs.contains($0.lower) }) else { return words }
        var start = verb
        while start > 0, verb - start < 3, !words[start - 1].endsClause, words[start - 1].lower != "and" { start -= 1 }
        var words = words
        for at in start...quote { (words[at].tag, words[at].preface) = (true, true) }
        return words
    }

    /// "In other words, which components scored lower …", "put another way": words that say
    /// the question is asked again, none of its own ("words" asks for no search); "I bet you …
    /// — prove me wrong": the words of a wager, whose claim is asked about.
    static func withoutRestating(_ words: [SentenceWord]) -> [SentenceWord] {
        var dropped: Set<Int> = []
        for at in words.indices where !words[at].quoted {
            for marker in framingWords where words[at].lower == marker[0] && at + marker.count <= words.count
                && (at == 0 || words[at - 1].endsClause || words[at - 1].quoted) && words[at..<(at + marker.count)].map(\.lower) == marker {
                dropped.formUnion(at..<(at + marker.count))
            }
        }
        return dropped.isEmpty ? words : removing(dropped, from: words)
    }
    /// Restatings, wagers and reminders: the words that frame a question and ask nothing.
    private static let framingWords = ReadingVocabulary.restatings + ReadingVocabulary.wagers + ReadingVocabulary.reminders

    /// "Does any problem ever get fixed quickly? How long has each still-open problem been
    /// hanging around?", "Isn't naming the hardest problem in computing? Which issues …": a
    /// rhetorical question first (an auxiliary or "who"/"why" first, "ever", "anything", "these
    /// days" or a superlative in it), then one that asks, is told first: it asks nothing.
    static func rhetoricalFirst(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.count > 6, !words[0].quoted, ["do", "does", "did", "is", "are", "was", "were", "has", "have", "can", "will", "would", "who", "why"]
                .contains(words[0].lower),
              let end = words.indices.prefix(16).first(where: { words[$0].endsSentence && words[$0].asks }), end + 3 < words.count,
              ReadingVocabulary.rhetoricalFollowers.contains(words[end + 1].lower),
              words[...end].contains(where: { ReadingVocabulary.rhetoricMarkers.contains($0.lower) || $0.lower.count > 5 && $0.lower.hasSuffix("est") }),
              // ("Has anything regressed in Backbase? How many components, and which?": a name, or a
              // short follow-up, says the first question is the one asked.)
              !words[1...end].contains(where: { $0.typed.first?.isUppercase == true && !$0.endsSentence && $0.lower != "i" }),
              SentenceWords.sentence(around: end + 1, words).end - end >= 6
        else { return words }
        return markedTold(words, before: end + 1)
    }

    /// "Sam says Badge is ready but I doubt it — what verdict did …", "Jo reckons every
    /// component is fine on C4 but I'm not sure — which ones …": a claim someone else made, and
    /// the asker's doubt of it, ask nothing; the claim's names may still be what is asked about.
    static func doubtedClaims(_ words: [SentenceWord]) -> [SentenceWord] {
        guard let but = words.indices.first(where: { at in words[at].lower == "but" && at + 2 < words.count
                  && ReadingVocabulary.doubtPhrases.contains { $0 == words[(at + 1)..<min(words.count, at + 1 + $0.count)].map(\.lower) } }),
              let verb = words[max(0, but - 12)..<but].firstIndex(where: { ReadingVocabulary.claimVerbs.contains($0.lower) }), verb <= 4,
              !words[..<verb].contains(where: { $0.endsSentence }) else { return words }
        var words = words
        var end = but
        while end + 1 < words.count, !words[end].endsClause { end += 1 }
        for at in 0...end {
            words[at].tag = true
            if at < verb { words[at].preface = true } else if at > verb && at < but { words[at].claimed = true }
        }
        return words
    }
}
