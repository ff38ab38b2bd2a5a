import DSRegistryCore

/// The text a search asks for, read out of a sentence.
extension SentenceScoring {
    /// The searched words, as typed, found the first of these ways: one quoted phrase, whole;
    /// the words between a question and its verb ("where is view all mentioned"); after a search
    /// verb that labels them ("Full-text search: X"); after a cue ("about", "for", "mentioning"),
    /// without the fillers around them ("search for view all link" keeps "all"); after a verb
    /// that opens the request ("find X in the notes"); else every word that is no filler.
    static func searchText(_ words: [SentenceWord]) -> String {
        // ('My PM keeps asking "did anyone write about …?" Find anything about title contrast.')
        // ("Dig out anything that says Proxima Soft, like searching the brew log for a hop name": a
        // likeness, or what was told first, is searched for nothing either.)
        let told = { (word: SentenceWord) in word.preface && (word.quoted || word.tag) }
        let words = words.contains(where: told) && !words.allSatisfy(told) ? words.filter { !told($0) } : words
        // "the design team wants to know where leadingMedia appears": who asks is no searched word.
        // ("Find anything that mentions shadow DOM, I'd like to know if anyone …": the request
        // before it says what is searched.)
        if let asked = words.lastIndex(where: { !$0.quoted && ["know", "wondering", "wonders", "asked", "asks", "asking"].contains($0.lower) }),
           asked + 1 < words.count, afterCue(Array(words[..<asked]), opener: 0) == nil {
            // ("A customer asked about bookmarking a card. Look up bookmark …": the asker's own request follows.)
            if let own = words[(asked + 1)...].indices.first(where: { words[$0 - 1].endsSentence && searchVerbs.contains(words[$0].lower) }) {
                return searchText(Array(words[own...]))
            }
            // ("… - the funder's template asks for it": nothing after it, the words before are searched.)
            let after = searchText(Array(words[(asked + 1)...]))
            if !after.isEmpty { return after }
        }
        // "Can you search the registry for 'View All', mate?": one quoted phrase is the text.
        // ('A participant said "I never know what that number means" - can you find anything that
        // mentions unread?': what someone said is why; the words after a cue are searched.)
        let quoted = words.filter { $0.quoted && !$0.isPath }
        if quoted.count == 1, let phrase = quoted.first, let at = words.firstIndex(where: { $0.quoted && !$0.isPath }) {
            let reported = at > 0 && ["said", "says", "say", "asked", "asks", "wrote", "writes", "told", "tells", "complained"].contains(words[at - 1].lower)
            if !reported || at + 1 == words.count || afterCue(Array(words[(at + 1)...]), opener: 0) == nil { return phrase.original }
        }
        // ("yo search leadingMedia for me": an opener before the request is no searched word.)
        var opener = words.prefix { !$0.quoted && ReadingVocabulary.politeOpeners.contains($0.lower) }.count
        // ("full-text search leadingMedia": the kind of search, no searched word.)
        if opener + 2 < words.count, words[opener].lower == "full", words[opener + 1].lower == "text", searchVerbs.contains(words[opener + 2].lower) { opener += 2 }
        // ("Search everything for FigmaConnect, I want to see where the attribute gets mentioned":
        // a search that opens the sentence names its words first.)
        // ("Can you find where touch target is written down": no "for" after the verb, the words between.)
        let opens = opener < words.count && searchVerbs.contains(words[opener].lower)
            && words[(opener + 1)..<min(words.count, opener + 4)].contains { ["for", "about"].contains($0.lower) && !$0.quoted }
        let text = (opens ? afterCue(words, opener: opener) : nil) ?? betweenQuestionAndVerb(words) ?? labelled(words)
            ?? afterCue(words, opener: opener) ?? afterRequest(words, opener: opener)
        return typed(text ?? withoutFillers(words, opener: opener))
    }

    /// "Full-text search: touch target": the words after a search's verb that ends its clause.
    private static func labelled(_ words: [SentenceWord]) -> [SentenceWord]? {
        guard let label = words.firstIndex(where: { !$0.quoted && $0.endsClause && searchVerbs.contains($0.lower) }), label + 1 < words.count else { return nil }
        let tail = clause(words[(label + 1)...], leading: { ReadingVocabulary.searchFillers.contains($0.lower) },
                          trailing: { ReadingVocabulary.searchFillers.contains($0.lower) && !["all", "every", "any"].contains($0.lower) })
        return tail.isEmpty ? nil : tail
    }

    /// "something about truncation? find it for me": the words after a cue. "look up the word
    /// unread in the notes - a customer says …": the words named as words come first; then
    /// ("Find anything that mentions contrast, I want to see what we say about titles") a cue in
    /// the clause of the last search request, before the cues of the remarks after it
    /// ("search for leading media, no, search for trailing slot": the last request); then the last cue.
    private static func afterCue(_ words: [SentenceWord], opener: Int) -> [SentenceWord]? {
        // ("… the View All link for my report": what the search is for, no cue.)
        let cues = words.indices.filter { !words[$0].quoted && ReadingVocabulary.searchCues.contains(words[$0].lower) && !isPurpose(at: $0, words) }
        // ("nobody wrote a word about swipe gestures": a word about something is no word named.)
        let literal = cues.filter { ReadingVocabulary.literalSearchCues.contains(words[$0].lower)
            // ("I don't believe a word of it", "a word of warning": no word named either.)
            && !($0 + 1 < words.count && ["about", "on", "regarding", "concerning", "of"].contains(words[$0 + 1].lower))
            // ("I want the exact wording before I draw it up": when it is wanted, no text.)
            && !($0 + 1 < words.count && ReadingVocabulary.subordinators.contains(words[$0 + 1].lower))
            // ("the way I'd hunt for a phrase in an old manuscript": a phrase somewhere, none named.)
            && !($0 + 1 < words.count && placePrepositions.union(["on", "at"]).contains(words[$0 + 1].lower)) }
        let request = words.indices.last { index in
            index >= opener && searchVerbs.contains(words[index].lower) && (index == opener || words[index - 1].endsClause)
        }
        let requestEnd = request.map { words[$0...].firstIndex(where: \.endsClause) ?? words.count } ?? -1
        let inRequest = cues.filter { $0 >= (request ?? 0) && $0 <= requestEnd && !literal.contains($0) }
        for cue in literal + inRequest.reversed() + cues.reversed().filter({ !literal.contains($0) && !inRequest.contains($0) }) {
            // Around the searched words only the search's own fillers go ("the", "please"):
            // "the right accessory" keeps "right".
            let around = { (word: SentenceWord) in !word.quoted && ReadingVocabulary.searchFillers.contains(word.original.lowercased()) }
            // After "the words" or "the phrase" comes the text itself ("the words show all").
            let literal = ReadingVocabulary.literalSearchCues.contains(words[cue].lower)
            // After the searched words, a verb of the search ("the words view all appear") and
            // fillers go, never "all".
            var tail = clause(words[(cue + 1)...], leading: { !literal && around($0) },
                              trailing: { around($0) && !["all", "every", "any"].contains($0.lower) })
            // ("the word eyebrow hiding anywhere": what the word does where it is, no word of it.)
            if literal, let doing = tail.indices.dropFirst().first(where: { tail[$0].lower.hasSuffix("ing") && tail[$0].lower.count > 5
                && tail[$0].typed.first?.isLowercase == true && !tail[$0].quoted }) { tail = Array(tail[..<doing]) }
            // ("the phrase heading trait written down anywhere": how the words stand there, no word of them.)
            if literal, let written = tail.indices.dropFirst().first(where: { !tail[$0].quoted
                && writtenOf.union(["used", "said", "recorded"]).contains(tail[$0].lower) }) {
                tail = Array(tail[..<written])
            }
            // "… shows up, can you search for it": a pronoun points back at the searched words.
            // ("I keep hearing about it in the dressing room": what follows the pronoun is where, no text.)
            if !tail.isEmpty, !tail.allSatisfy({ ["it", "that", "this", "them", "those", "these"].contains($0.lower) }),
               !(cue + 1 < words.count && ["it", "them"].contains(words[cue + 1].lower) && cue + 2 < words.count && !words[cue + 1].endsClause) {
                return tail
            }
        }
        return nil
    }

    /// "find view all in the notes pls": after a search's verb that opens the sentence, the words
    /// of its clause; "find the text Proxima Soft": after "the text" said of them. At most four,
    /// not all everyday words ("show more", "view all" may be).
    private static func afterRequest(_ words: [SentenceWord], opener: Int) -> [SentenceWord]? {
        guard opener < words.count, searchVerbs.contains(words[opener].lower) else { return nil }
        var asked = words[(opener + 1)...]
        if asked.count > 2, asked.first?.lower == "the", ["text", "string"].contains(asked.dropFirst().first?.lower ?? "") { asked = asked.dropFirst(2) }
        // ("Find text Proxima Soft please": the same without "the", before a label's capital; "text field" is one.)
        else if asked.count > 1, ["text", "string"].contains(asked.first?.lower ?? ""), !(asked.first?.endsClause ?? true),
                asked.dropFirst().first.map({ $0.quoted || $0.typed.first?.isUppercase == true }) == true { asked = asked.dropFirst() }
        let tail = clause(asked, leading: { afterSearchVerb.contains($0.lower) },
                          trailing: { ["please", "pls", "plz", "for", "me", "us", "everywhere", "anywhere", "everything", "across", "throughout"].contains($0.lower) })
        guard !tail.isEmpty, tail.count <= 4,
              tail.contains(where: { !ReadingVocabulary.stopWords.contains($0.lower) && !ReadingVocabulary.searchFillers.contains($0.lower) })
        else { return nil }
        return tail
    }

    /// Every word after the opener that is no filler, and none of the words that end a request.
    /// "where View All appears": a capitalised word beside another is part of a label, filler or
    /// not; "right-to-left" is one word as typed, its "to" with it.
    private static func withoutFillers(_ words: [SentenceWord], opener: Int) -> [SentenceWord] {
        let filler = { (word: SentenceWord) in
            !word.quoted && (ReadingVocabulary.searchFillers.contains(word.original.lowercased())
                || ReadingVocabulary.stopWords.contains(word.original.lowercased()))
        }
        let capital = { (index: Int) in index > 0 && index < words.count && words[index].typed.first?.isUppercase == true }
        let joined = { (index: Int) in words[index].hyphenAfter || index > 0 && words[index - 1].hyphenAfter }
        // ("Ctrl+F counter chip across the whole registry": the keys pressed to search, and what
        // the search runs across, are no searched words.)
        let chord = { (index: Int) in
            ["ctrl", "cmd", "control", "command"].contains(words[index].lower) && index + 1 < words.count && words[index + 1].lower == "f"
                || words[index].lower == "f" && index > 0 && ["ctrl", "cmd", "control", "command"].contains(words[index - 1].lower)
                || ["whole", "entire"].contains(words[index].lower) && index > 0 && words[index - 1].lower == "the"
        }
        let kept = words.indices.filter { $0 >= opener && !chord($0)
            && (!filler(words[$0]) || joined($0) || capital($0) && (capital($0 - 1) || capital($0 + 1))) }
            .map { words[$0] }
        let trimmed = withoutTrailers(kept) { _ in false }
        return trimmed.isEmpty ? kept : trimmed
    }

    /// "where is view all mentioned", "is title contrast written down anywhere", "find wherever
    /// tab bar is mentioned", "where in the docs is X described": the words between the question
    /// and its verb, as typed; none when they are a request of their own ("is there anything …").
    /// How words stand written somewhere: "where is view all mentioned", "the phrase … written down".
    private static let writtenOf: Set<String> = ["mentioned", "written", "referenced", "described", "documented", "talked", "discussed",
                                                 "covered", "explained", "noted"]

    private static func betweenQuestionAndVerb(_ words: [SentenceWord]) -> [SentenceWord]? {
        let auxiliaries: Set<String> = ["is", "are", "was", "were", "does", "do", "gets", "get"]
        let opening: Int
        if let at = words.firstIndex(where: { ["where", "wherever"].contains($0.lower) }) {
            opening = at + 1
        } else if words.count >= 3, ["is", "are", "was", "were"].contains(words[0].lower) {
            opening = 1
        } else {
            return nil
        }
        guard let verb = words.indices.first(where: { $0 > opening
            && writtenOf.contains(words[$0].lower)
            // ("Where does View All turn up in the registry?")
            || $0 > opening && ReadingVocabulary.turnsUp(at: $0, words) })
        else { return nil }
        var between = Array(words[opening..<verb])
        // ("Isn't heading trait mentioned anywhere?", "Is row behavior not described anywhere?": asked
        // the other way round, the same words.)
        while let last = between.last, auxiliaries.contains(last.lower) || last.lower == "not" { between.removeLast() }
        if let aux = between.lastIndex(where: { auxiliaries.contains($0.lower) }) { between = Array(between[(aux + 1)...]) }
        between = Array(between.drop { ["the", "a", "an", "not"].contains($0.lower) })
        // "where's the overflow menu stuff mentioned": what is said of the searched words goes.
        while between.count > 1, let last = between.last, !last.quoted, ["stuff", "things", "thing", "bits", "somewhere", "anywhere"].contains(last.lower) {
            between.removeLast()
        }
        guard let first = between.first, !["there", "it", "this", "that", "anything", "something", "everything", "we", "i", "you"].contains(first.lower),
              !between.contains(where: { $0.quoted || ReadingVocabulary.searchCues.contains($0.lower) }), !between.dropLast().contains(where: \.endsClause)
        else { return nil }
        return between
    }

    /// "Where does the text 'View All' turn up?": a text turning up, asked where, is searched for
    /// ("the problems the reviews turned up" asks no where); so a text written down ('Where in
    /// the registry is "overflow menu" written down?').
    static func turnsUp(_ words: [SentenceWord]) -> [Hit] {
        // ("if a reviewer brought up reading order, where is 'reading order' written down?": at a clause's start.)
        guard let whereAt = words.indices.first(where: { words[$0].lower == "where" && ($0 == 0 || words[$0 - 1].endsClause) }),
              let quote = words[whereAt...].firstIndex(where: \.quoted),
              let at = words.indices.dropFirst(whereAt + 1).first(where: { !words[$0].quoted && (ReadingVocabulary.turnsUp(at: $0, words)
                  // ("Where does 'reading order' come up?": with its text quoted, "come up" is said of it.)
                  || $0 > quote && ["come", "comes", "coming"].contains(words[$0].lower) && $0 + 1 < words.count && words[$0 + 1].lower == "up"
                  || $0 > quote && ["written", "documented", "noted", "recorded"].contains(words[$0].lower)) }) else { return [] }
        return [Hit(head: ReadingVocabulary.head(SentenceWords.lemma("search")), index: at, paired: true)]
    }

    /// The verbs that ask to search, said first.
    private static let searchVerbs = ReadingVocabulary.searchVerbs

    /// The words a search's verb leads with before the searched words: "find up the notes where …".
    private static let afterSearchVerb: Set<String> = ["up", "for", "the", "us", "me", "on", "about", "registry", "notes", "docs", "where", "wherever", "any", "anything", "mention", "mentions", "of", "with", "w", "smth", "sth", "something", "stuff",
                                                       // Taglish: "Hanapin mo nga …" (you).
                                                       "mo",
                                                       "places", "instances", "occurrences"]

    /// The searched words of the clause that starts `words`: without the words `leading` drops
    /// before them, up to their clause's end ("for brand bar, I remember it from a doc"), without
    /// the place searched and the words `trailing` drops after them.
    /// ("search for the Show More button": a capitalised filler before another begins a label.)
    private static func clause(_ words: ArraySlice<SentenceWord>, leading: (SentenceWord) -> Bool, trailing: (SentenceWord) -> Bool) -> [SentenceWord] {
        var start = words.startIndex
        while start < words.endIndex, leading(words[start]),
              !(start > 0 && start + 1 < words.endIndex && words[start].typed.first?.isUppercase == true && words[start + 1].typed.first?.isUppercase == true
                  && !["the", "a", "an"].contains(words[start].lower) && !words[start].endsClause
                  && (start == words.startIndex || !words[start - 1].endsClause)) {
            // ("grep the registry for journeySelectorFormat for me, like a regexp-match …": a cue
            // whose clause holds fillers only names nothing; the next clause is not its words.)
            if words[start].endsClause { return [] }
            start += 1
        }
        var tail = Array(words[start...])
        if let end = tail.firstIndex(where: \.endsClause) { tail = Array(tail[...end]) }
        // ("search for EBSectionHeader and tell me where all it is coming": a second request ends the words.)
        if let and = tail.indices.first(where: { $0 > 0 && tail[$0].lower == "and" && $0 + 1 < tail.count
            && ["tell", "show", "let", "give", "list", "send"].contains(tail[$0 + 1].lower) }) { tail = Array(tail[..<and]) }
        return withoutTrailers(withoutPlace(tail), alsoDrop: trailing)
    }

    /// Where a search looks: "in the component notes", "across our docs".
    private static let placePrepositions: Set<String> = ["in", "within", "inside", "across", "throughout", "from"]
    static let placeNouns: Set<String> = ["notes", "note", "docs", "doc", "documents", "document", "documentation", "registry", "files", "pages", "text", "assessments", "records",
                                          // "in the registry's write-ups"
                                          "write", "ups", "writeups", "wiki", "descriptions",
                                          // ("across the estate", "in the whole kit": everything the registry holds, said otherwise.)
                                          "estate", "kit", "catalogue", "catalog", "library", "libraries", "archive", "corpus", "database", "db",
                                          // ("across all pages and tokens", "in the issues and guidelines": the records searched.)
                                          "tokens", "issues", "guidelines", "specs", "comments"]
    private static let placeFillers: Set<String> = ["the", "our", "your", "its", "their", "component", "components", "design", "system",
                                                    "please", "pls", "plz", "anywhere", "somewhere", "any", "all", "whole", "entire", "and", "or"]

    /// `words` without the place searched at their end: "bookmark in the component notes",
    /// "swipe across our docs".
    private static func withoutPlace(_ words: [SentenceWord]) -> [SentenceWord] {
        guard let at = words.lastIndex(where: { placePrepositions.contains($0.lower) }), at > 0 else { return words }
        let place = words[(at + 1)...]
        guard place.contains(where: { placeNouns.contains($0.lower) }),
              // ("in the docs for me", "in de docs nah": whom it is for, a particle after it.)
              place.allSatisfy({ placeNouns.contains($0.lower) || placeFillers.contains($0.lower) || ["for", "me", "us"].contains($0.lower)
                  || ReadingVocabulary.searchTrailers.contains($0.lower) })
        else { return words }
        return Array(words[..<at])
    }

    /// The words as typed, a hyphen where one joined them.
    private static func typed(_ words: [SentenceWord]) -> String {
        var text = ""
        for (offset, word) in words.enumerated() {
            if offset > 0 { text += words[offset - 1].hyphenAfter ? "-" : " " }
            text += word.original
        }
        return text
    }

    /// "for my report", "for our board pack": "for", whose (my, our …) and at most two words to
    /// the clause's end, what the asker wants the answer for.
    private static func isPurpose(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard words[index].lower == "for", !words[index].quoted, index + 2 < words.count, !words[index + 1].endsClause,
              ["my", "our", "his", "her", "their", "the", "a"].contains(words[index + 1].lower) else { return false }
        let end = words[(index + 2)..<min(words.count, index + 5)].firstIndex(where: \.endsClause) ?? min(words.count, index + 5) - 1
        let last = words[end].lower
        return end - index - 1 <= 2 && (purposes.contains(last) || last.hasSuffix("s") && purposes.contains(String(last.dropLast())))
    }
    private static let purposes: Set<String> = ["report", "audit", "review", "notes", "file", "records", "board", "pack", "presentation", "deck", "slides", "meeting",
                                                "handover", "briefing", "brief", "memo", "summary", "writeup", "newsletter", "standup", "retro", "quarterly", "monthly", "weekly", "annual", "claim"]

    /// When, where or how much the search is for, not what: "… asap", "… anywhere in there at all".
    private static let phraseTrailers: [[String]] = [["now", "in", "a", "minute"], ["when", "you", "get", "a", "chance"], ["in", "a", "minute"],
                                                     ["in", "a", "sec"], ["in", "a", "bit"], ["when", "you", "can"], ["right", "now"], ["asap"], ["now"],
                                                     // "… leadingMedia anywhere in there at all": where and how much, not what.
                                                     ["at", "all"], ["in", "there"], ["in", "here"], ["in", "it"], ["in", "them"],
                                                     // "which pages mention View All the most": how often, not what.
                                                     ["the", "most"], ["the", "least"], ["most", "often"], ["the", "most", "often"], ["a", "lot"]]

    /// `words` without the words that end a search request ("… shows up", "… appear anywhere")
    /// at their end, nor those `alsoDrop` says go.
    private static func withoutTrailers(_ words: [SentenceWord], alsoDrop: (SentenceWord) -> Bool) -> [SentenceWord] {
        var words = words
        // ("custom composable or whatever the SAP wording is", "… or something like that": a hedge, no words searched.)
        if let hedge = words.indices.dropFirst().first(where: { words[$0].lower == "or" && !words[$0].quoted && $0 + 1 < words.count
            && ["whatever", "something", "similar", "thereabouts", "sth", "smth", "so"].contains(words[$0 + 1].lower)
            && words[($0 + 1)...].allSatisfy { !$0.quoted } }) {
            words.removeSubrange(hedge...)
        }
        while let last = words.last, !last.quoted {
            // "… in the docs for me": whom the search is for.
            if words.count > 2, ["me", "us"].contains(last.lower), words[words.count - 2].lower == "for" {
                words.removeLast(2)
            } else if let purpose = (max(1, words.count - 4)..<words.count).last(where: { isPurpose(at: $0, words) }) {
                // "… for my report", "for our quarterly audit": what the search is for.
                words.removeSubrange(purpose...)
            } else if let so = words.indices.dropFirst().last(where: { words[$0].lower == "so" && $0 + 1 < words.count
                && ["i", "we", "that", "i'm", "we're"].contains(words[$0 + 1].lower) }) {
                // "… for View All so I can write the acceptance test": why the search is made.
                words.removeSubrange(so...)
            } else if words.count > 2, ["not", "no"].contains(last.lower), words[words.count - 2].lower == "or" {
                // "any notes mention haptic or not": whether there are any, not what they say.
                words.removeLast(2)
            } else if let when = Self.phraseTrailers.first(where: { words.count > $0.count && words.suffix($0.count).map(\.lower) == $0 }) {
                // "… about VoiceOver now in a minute", "… asap": when, not what.
                words.removeLast(when.count)
            } else if ReadingVocabulary.searchTrailers.contains(last.original.lowercased()) || alsoDrop(last) {
                words.removeLast()
            } else {
                break
            }
        }
        return words
    }
}
