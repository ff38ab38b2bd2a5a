import DSRegistryCore

/// Requests refused before a sentence is read: a change to the registry, effort people spent,
/// a person, an action asked of dsreg.
extension SentenceReading {
    /// Whether only hedges stand before `index` in its clause ("Maybe we could delete …").
    private static func proposesFirst(before index: Int, _ words: [SentenceWord]) -> Bool {
        var at = index
        while at > 0, !words[at - 1].endsClause {
            guard index - at < 4, Self.hedges.contains(words[at - 1].lower) else { return false }
            at -= 1
        }
        return true
    }

    /// Change words that only ever take something away: "When I delete it from the registry" asks it done.
    private static let erasing: Set<String> = ["delete", "remove", "drop", "truncate", "wipe", "erase", "destroy", "purge", "kill", "nuke",
                                                "prune", "cull", "axe", "trash", "reset", "overwrite", "alter", "insert"]
    /// Words that soften a proposal said first ("maybe we could …", "I reckon we should …").
    private static let hedges: Set<String> = ["maybe", "perhaps", "possibly", "honestly", "i", "think", "guess", "reckon", "ok", "okay", "well", "then"]
    /// Verbs that ask for what the clause after their "that" says be done.
    /// ("It is requested that the … issue be changed to won't fix": in the passive too.)
    private static let askingThat: Set<String> = ["ask", "request", "insist", "demand", "require", "propose", "urge", "move", "suggest",
                                                  "recommend", "direct", "instruct", "order", "asked", "requested", "demanded", "required",
                                                  "proposed", "urged", "directed", "instructed", "ordered", "asks", "requests", "demands",
                                                  // ("The Licensor directs that the status … be changed to rejected")
                                                  "directs", "instructs", "orders", "insists", "requires", "proposes", "urges", "decree",
                                                  "decrees", "decreed", "command", "commands", "commanded"]
    /// Verbs of asking someone for a thing done ("requests we remove", "wants us to delete").
    private static let askingFor: Set<String> = ["requests", "requested", "request", "asks", "asked", "ask", "wants", "want", "wanted", "needs",
                                                 "insists", "insisted", "demands", "demanded", "told", "tells", "expects", "expected"]
    /// Past participles of changing a record's value ("be changed to ready", "be marked as done").
    private static let changedTo = Set(ReadingVocabulary.valueChanges.values)

    /// Why a request is refused before it is read: it asks to change the registry.
    static func refusal(_ words: [SentenceWord]) -> String? {
        // ("Update: Badge migration done. Q: …": what was told first asks for nothing.)
        let untold = words.drop(while: \.tag)
        return wantedChange(words) ?? requestRefusal(untold.isEmpty ? words : Array(untold))
    }

    /// "I want the no-code-connect issue closed", "the auditor needs Badge renamed to Tag": a
    /// change wanted of a record ("which issues do we want closed?" asks which).
    private static func wantedChange(_ words: [SentenceWord]) -> String? {
        for want in words.indices where ["want", "wants", "wanted", "need", "needs", "needed"].contains(words[want].lower) {
            guard let participle = SentenceWords.changeWanted(after: want, words) else { continue }
            let clauseStart = words[..<want].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
            if words[clauseStart..<want].contains(where: { ReadingVocabulary.questionWords.contains($0.lower) }) { continue }
            return "'\(words[want].typed) … \(words[participle].typed)' asks to change the registry; dsreg query only reads"
        }
        return nil
    }

    /// The request's first word asks to change the registry ("Delete Badge", "would you mind
    /// dropping the backbase system"); nil when it does not.
    private static func firstWordChanges(at start: Int, _ words: [SentenceWord]) -> String? {
        let first = words[start]
        // "would you mind dropping the backbase system": after a polite opener, the -ing form asks too.
        // ("Clear-cut decision please", "Move-in ready": a word joined to the next names, it asks nothing.)
        let asked = { (word: SentenceWord) in
            !word.hyphenAfter && ((ReadingVocabulary.destructive.contains(word.lower) || ReadingVocabulary.decisions.contains(word.lower)) && !setsOut(at: start, words)
                || start > 0 && word.lower.hasSuffix("ing") && ReadingVocabulary.destructiveLemmas.contains(word.lemma))
        }
        // "rename recommendations still open": a kind of recommendation, not a request to rename.
        // "I'm writing the onboarding guide": what the asker is doing, said before the question.
        let describes = { (start: Int) in
            start > 0 && words[start].lower.hasSuffix("ing") && ["i", "we", "am", "are", "is", "was", "were"].contains(words[start - 1].lower)
        }
        // ("Drop me the Code Connect coverage", "Mark me to market": asked for the asker, nothing changed.)
        let forTheAsker = start + 1 < words.count && ["me", "us"].contains(words[start + 1].lower)
        // ("Set the clock to the first of October: how long had …": the day asked as of, nothing changed.)
        // ("I write to request a list of …": a letter's opening, nothing written to the registry.)
        let writesToAsk = first.lower == "write" && start > 0 && ["i", "we"].contains(words[start - 1].lower)
            && start + 1 < words.count && words[start + 1].lower == "to"
        let setsTheDay = first.lower == "set" && start + 2 < words.count
            && (words[start + 1].lower == "the" && ["clock", "date", "day", "calendar"].contains(words[start + 2].lower) || words[start + 1].lower == "today")
        // ("Resolve text/primary for me like a comptime lookup": a token looked up, nothing resolved.)
        let looksUpToken = first.lower == "resolve" && start + 1 < words.count && words[start + 1].isPath
        // ("deprecate verdicts": a verdict's name before the word, no request.)
        let namesVerdicts = Verdict(rawValue: first.lower) != nil && start + 1 < words.count && ["verdict", "verdicts"].contains(words[start + 1].lower)
        // ("rename тӗслӗ recommendation-сем", "rename kind recommendations": a kind of recommendation named, no request.)
        let namesKind = RecommendationKind(rawValue: first.lower) != nil && start + 1 < words.count
            && (["kind", "kinds"].contains(words[start + 1].lower) || words[start + 1].foreign != nil && words[start + 1].lower == "type")
        if asked(first), !describes(start), !forTheAsker, !setsTheDay, !writesToAsk, !namesVerdicts, !namesKind, !looksUpToken, !(RecommendationKind(rawValue: first.lower) != nil && start + 1 < words.count
                && ReadingVocabulary.head(words[start + 1].lemma) == ReadingVocabulary.head(SentenceWords.lemma("recommendation"))) {
            return "'\(first.typed)' asks to change the registry; dsreg query only reads"
        }
        return nil
    }

    /// A change that opens a later sentence: "The merge is proposed. Approve this
    /// recommendation", "… fixed in 2.0. Close them all" (a verb, then what it points at); "Get
    /// rid o' that Header", "do away with Badge", "Throw out the Visual Popup" (a phrase, first in
    /// the request or in a sentence of its own: "Badge is obsolete. Get rid of it.").
    private static func changeOpensSentence(_ words: [SentenceWord], start: Int?) -> String? {
        // (The verb itself, not its -ing form: "… ? Dropping those frees people up", "Writing it up …" tell.)
        // ("… looks good to me — @dsreg approve that recommendation": after a dash too.)
        for at in words.indices.dropFirst() where (words[at - 1].endsSentence || words[at - 1].endsClause) && at + 1 < words.count && !words[at].quoted
            && Self.pointedAt.contains(words[at + 1].lower)
            && (ReadingVocabulary.destructive.contains(words[at].lower) || ReadingVocabulary.decisions.contains(words[at].lower)) {
            if let why = firstWordChanges(at: at, words) { return why }
        }
        // ("hi, sorry for the urgency, brand changed again: set text/brand to #FF0000 please": a
        // value set at a clause's start, after remarks that ask nothing.)
        for at in words.indices.dropFirst() where words[at - 1].endsClause && !words[at].quoted
            && ReadingVocabulary.settingVerbs.contains(words[at].lower)
            && !words[..<at].contains(where: { ReadingVocabulary.questionWords.contains($0.lower) || $0.asks })
            && words[(at + 2)..<min(words.count - 1, at + 6)].contains(where: { ["to", "over"].contains($0.lower) })
            && !(at + 1 < words.count && ["of", "up", "off", "on", "in"].contains(words[at + 1].lower)) {
            return "'\(words[at].typed)' asks to change the registry; dsreg query only reads"
        }
        for at in words.indices where at == start || at > 0 && words[at - 1].endsSentence {
            for phrase in Self.changePhrases where at + phrase.count < words.count && words[at..<(at + phrase.count)].map(\.lower) == phrase {
                return "'\(words[at..<(at + phrase.count)].map(\.typed).joined(separator: " "))' asks to change the registry; dsreg query only reads"
            }
        }
        return nil
    }

    /// Words after a change's verb that say what it changes is a record already named.
    private static let pointedAt: Set<String> = ["this", "that", "it", "them", "these", "those", "all", "every", "the", "its", "their"]

    /// Phrases that ask for a change when they open a request, the thing changed after them.
    private static let changePhrases: [[String]] = [["get", "rid", "of"], ["do", "away", "with"], ["throw", "out"], ["throw", "away"],
                                                    ["chuck", "out"], ["toss", "out"], ["bin", "off"]]

    private static func requestRefusal(_ words: [SentenceWord]) -> String? {
        if let why = labelledChange(words) { return why }
        let start = requestStart(words)
        let first = start.map { words[$0] }
        if let why = start.flatMap({ firstWordChanges(at: $0, words) }) ?? changeOpensSentence(words, start: start) { return why }
        // "Change Section Header's verdict to ready", "bump Badge to ready", "enter Button's verdict
        // as ready": a change, not a question (a first word that changes anything was refused
        // above, unless it names a kind). ("Log of changes to Badge": a noun, of something.)
        // ("would you mind changing the rename recommendation … to rejected", "flipping Header's verdict to
        // ready", "logging Badge as resolved": the -ing form after an opener.)
        // ("Muda o status do issue … para wont-fix": Portuguese's "to" is Spanish's "for"; "baliwan ti
        // verdict ti Badge iti ready": Ilocano's "iti", read as "in", is its "to" too.)
        if let start, let first, ReadingVocabulary.valueChanges[first.lower] != nil
            || start > 0 && first.lower.hasSuffix("ing") && ReadingVocabulary.valueChangeLemmas.contains(first.lemma),
           !ReadingVocabulary.destructive.contains(first.lower),
           !(start + 1 < words.count && words[start + 1].lower == "of"),
           words.indices.contains(where: { ["to", "into"].contains(words[$0].lower) || ["para", "iti"].contains(words[$0].foreign?.lowercased() ?? "") || words[$0].lower == "as" && $0 + 1 < words.count
               && !["of", "well", "far", "long", "much", "many", "soon", "is", "are", "it", "they"].contains(words[$0 + 1].lower) }) {
            return "'\(first.typed)' asks to change the registry; dsreg query only reads"
        }
        if let why = recordAsked(from: start, words) { return why }
        if let why = asksToTranslate(words) { return why }
        if let why = daredToChange(words) { return why }
        if let why = asksWhatIsNotRecorded(words) { return why }
        if let start, let why = asksToMakeUp(from: start, words) { return why }
        if let first, ReadingVocabulary.actions.contains(first.lower), words.count > 1, !asksToBeTold(from: start ?? 0, words) {
            return "'\(first.typed)' asks dsreg to do something; dsreg query answers questions about the registry"
        }
        if let verb = changeAtClauseStart(words) {
            return "'\(words[verb].typed)' asks to change the registry; dsreg query only reads"
        }
        // "Can the verdict of Title Bar be changed to ready?", "Could Badge be marked ready?", "I'd
        // like its verdict to be set to ready": a change asked for in the passive ("which components
        // should be renamed to …" asks which).
        // ("I would ask that Section Header's verdict be set to ready forthwith", "It is demanded that every
        // stale component be marked ready": asked that it be.)
        // ("Sorry to bother you, but could the family-naming issue be marked as resolved?": asked after a remark.)
        let asksFirst = words.indices.prefix(10).contains { at in (ReadingVocabulary.modals.contains(words[at].lower) || words[at].lower == "please")
            && (at == 0 || at > 1 && words[at - 1].lower == "but" && words[at - 2].endsClause) }
        if let be = words.indices.first(where: { $0 > 0 && $0 + 2 < words.count && words[$0].lower == "be" && Self.changedTo.contains(words[$0 + 1].lower)
               && (asksFirst || askedThat(before: $0, words) || ["to", "as", "into"].contains(words[$0 + 2].lower)
                   && words[max(0, $0 - 3)..<$0].contains { ReadingVocabulary.modals.contains($0.lower) || ["to", "please"].contains($0.lower) }) }),
           !ReadingVocabulary.questionWords.contains(words[0].lower) {
            return "'\(words[be].typed) \(words[be + 1].typed)' asks to change the registry; dsreg query only reads"
        }
        // "anything in the registry that says edit icon": a change word in the text searched for is no command.
        // ("search the whole registry for Edit details": the words a search opening the request asks for.)
        let quoted = min(ReadingVocabulary.quotedText(words) ?? words.count, searchedText(words) ?? words.count)
        // "any component set in the Figma library": a set of variants, not a change.
        // "a deprecate verdict", "merge recommendations": a value's name, not a request.
        // "steer clear of those": keeping away, not clearing anything.
        // "when I write the composable": what the asker does, not a request.
        let lowers = Set(words.prefix(quoted).indices.filter { !(words[$0].lower == "clear" && $0 + 1 < words.count && words[$0 + 1].lower == "of")
            && !($0 > 1 && ["i", "we", "they"].contains(words[$0 - 1].lower) && ReadingVocabulary.subordinators.contains(words[$0 - 2].lower)
                && !Self.erasing.contains(words[$0].lower))
            && !describesOwnPractice(at: $0, words) && !setsOut(at: $0, words)
            && !(["set", "sets"].contains(words[$0].lower) && $0 > 0
            && ["component", "variant", "icon", "token", "style"].contains(words[$0 - 1].lower))
            && !saysWhatIs(at: $0, words) && !words[$0].hyphenAfter && !($0 + 1 < words.count && ["me", "us"].contains(words[$0 + 1].lower))
            // ("returns an empty set": a noun after its article; "Which component bind to …": the verb
            // of what is asked about.)
            && !($0 > 0 && ["a", "an", "empty"].contains(words[$0 - 1].lower))
            && !($0 > 1 && ReadingVocabulary.questionWords.contains(words[$0 - 2].lower))
            // ("Which tokens does Badge bind that the registry lacks?": asked of what it does.)
            && !(ReadingVocabulary.questionWords.contains(words[0].lower) && words[max(0, $0 - 4)..<$0].contains { ["does", "do", "did"].contains($0.lower) })
            && !($0 + 1 < words.count && ["verdict", "verdicts", "recommendation", "recommendations", "status", "kind"].contains(words[$0 + 1].lower))
            // "left behind in the move", "since the rename": an event named after a preposition, not a request.
            && !($0 > 1 && ["the", "a", "an", "this", "that", "its", "their", "our", "last"].contains(words[$0 - 1].lower)
                && ["in", "since", "after", "before", "during", "from", "with", "by", "through"].contains(words[$0 - 2].lower)) }
            .map { words[$0].lower })
        if lowers.contains(where: { ReadingVocabulary.destructive.contains($0) }), !Set(words.map(\.lower)).isDisjoint(with: ReadingVocabulary.commandWords) {
            return "the sentence reads as a command to change the registry; dsreg query only reads"
        }
        return nil
    }

    /// "Log an issue against Title Bar", "file a bug for Badge": a record to be made; "… resolved
    /// mark kar do na": a change asked in Hindi ("kar do", "karo": do it).
    private static func recordAsked(from start: Int?, _ words: [SentenceWord]) -> String? {
        // ("open a new ticket" too.)
        if let start, case let first = words[start], ["log", "file", "raise", "open", "submit", "record", "enter", "register"].contains(first.lower),
           start + 1 < words.count, ["a", "an", "another", "new"].contains(words[start + 1].lower) {
            return "'\(first.typed)' asks to change the registry; dsreg query only reads"
        }
        // ("retire කරන්න තීරණය කරපු": "to do", said before "decided", asks nothing; a request's ends its clause.)
        // ("text/brand token chi value #0A2757 la badal": "change" said last; "Detail Hero ra verdict ready kari dia", Odia.)
        if let last = words.last, ReadingVocabulary.changeSaidLast.contains(last.foreign?.lowercased() ?? last.lower), words.count > 2 {
            return "'\(last.original)' asks to change the registry; dsreg query only reads"
        }
        if let kar = words.indices.first(where: { ReadingVocabulary.doItInHindi.contains(words[$0].lower)
               || ReadingVocabulary.doIt.contains(words[$0].lower) && (words[$0].endsClause || $0 + 1 == words.count
                   || ["na", "pls", "please", "plz"].contains(words[$0 + 1].lower))
               || ["kar", "kari", "karke"].contains(words[$0].lower) && $0 + 1 < words.count
                   && ["do", "de", "dijiye", "dena", "dein", "dijie", "deo", "dio", "diyo", "dyo", "nakho", "taak", "dia", "diantu"].contains((words[$0 + 1].foreign ?? words[$0 + 1].typed).lowercased()) }),
           let verb = words[..<kar].last(where: { ReadingVocabulary.destructive.contains($0.lower) || ReadingVocabulary.valueChanges[$0.lower] != nil
               || ReadingVocabulary.decisions.contains($0.lower) })
               ?? (kar > 0 && ReadingVocabulary.valuesSetTo.contains(words[kar - 1].lower) ? words[kar - 1] : nil) {
            return "'\(verb.typed) \(words[kar].typed)' asks to change the registry; dsreg query only reads"
        }
        return nil
    }

    /// "I bet you can't mark the … issue as resolved — prove me wrong: do it.": a change named,
    /// then "do it" said as a clause of its own, asks for that change.
    private static func daredToChange(_ words: [SentenceWord]) -> String? {
        guard words.count > 4, words[words.count - 2].lower == "do", words[words.count - 1].lower == "it", words[words.count - 3].endsClause,
              let verb = words.dropLast(3).first(where: { ReadingVocabulary.destructive.contains($0.lower) || ReadingVocabulary.valueChanges[$0.lower] != nil })
        else { return nil }
        return "'\(verb.typed) … do it' asks to change the registry; dsreg query only reads"
    }

    /// "How do you say "deprecated" in French?", "Comment on dit « deprecated » en français": a
    /// word's translation, which no registry records.
    private static func asksToTranslate(_ words: [SentenceWord]) -> String? {
        // ("What's the Gaelic word for a header in football?": a language's word for a thing.)
        if let language = words.indices.first(where: { $0 + 2 < words.count && languages.contains(words[$0].lower)
               && ["word", "words", "term", "name"].contains(words[$0 + 1].lower) && words[$0 + 2].lower == "for" }) {
            return "it asks for a word in \(words[language].typed); dsreg query answers questions about the registry"
        }
        guard words.contains(where: { ["say", "said", "translate", "translated", "spell", "spelled", "pronounce", "dit", "sagt", "dice"].contains($0.lower) }),
              let language = words.indices.first(where: { $0 > 0 && ["in", "en", "auf", "into"].contains(words[$0 - 1].lower) && languages.contains(words[$0].lower) })
        else { return nil }
        return "it asks for a word in \(words[language].typed); dsreg query answers questions about the registry"
    }
    private static let languages: Set<String> = ["english", "french", "français", "francais", "german", "deutsch", "spanish", "español", "espanol",
                                                 "italian", "italiano", "portuguese", "português", "dutch", "tagalog", "filipino", "hindi", "japanese",
                                                 "chinese", "mandarin", "korean", "arabic", "russian", "polish", "swedish", "norwegian", "danish", "finnish",
                                                 "greek", "turkish", "swahili", "welsh", "irish", "latin", "gaelic", "scots", "xhosa", "zulu",
                                                 "wolof", "shona", "yoruba", "igbo", "hausa", "amharic", "javanese", "cebuano", "malay",
                                                 "indonesian", "vietnamese", "thai", "hebrew", "persian", "farsi", "urdu", "bengali", "tamil"]

    /// "Please set forth where …", "set out which …": to set out is to tell, not to set a value.
    private static func setsOut(at index: Int, _ words: [SentenceWord]) -> Bool {
        index + 1 < words.count && words[index].lower == "set" && ["forth", "out"].contains(words[index + 1].lower)
    }

    /// "In QML I just bind to a Q_PROPERTY on my C++ backend; which …": what the asker does, in
    /// a clause of its own that asks nothing, while another clause asks. (Taking away is never
    /// described: "we delete it, which …" stays refused.)
    private static func describesOwnPractice(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard index > 0, !Self.erasing.contains(words[index].lower) else { return false }
        let subject = index > 1 && Self.habits.contains(words[index - 1].lower) ? index - 2 : index - 1
        guard ["i", "we", "they"].contains(words[subject].lower) else { return false }
        let clauseStart = words[..<index].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
        let clauseEnd = words[index...].firstIndex(where: \.endsClause) ?? words.count - 1
        let asks = { (at: Int) in ReadingVocabulary.questionWords.contains(words[at].lower) }
        return !words.indices[clauseStart...clauseEnd].contains(where: asks) && words.indices.contains(where: asks)
    }

    /// "Remind me of the yardstick each component is scored against": tell me.
    private static func asksToBeTold(from start: Int, _ words: [SentenceWord]) -> Bool {
        start + 2 < words.count && words[start].lower == "remind" && ["me", "us"].contains(words[start + 1].lower)
            && ["of", "what", "which", "how", "who", "where"].contains(words[start + 2].lower)
    }

    /// "one set of properties": a set of things; "a reference that won't resolve": what
    /// something does not do; "drag and drop": a gesture. None is a request.
    private static func saysWhatIs(at index: Int, _ words: [SentenceWord]) -> Bool {
        ["set", "sets"].contains(words[index].lower) && index + 1 < words.count && words[index + 1].lower == "of"
            // ("Drag and drop in my Compose screens": a gesture.)
            || words[index].lower == "drop" && index > 1 && words[index - 1].lower == "and" && words[index - 2].lower == "drag"
            || index > 2 && ["not", "never"].contains(words[index - 1].lower)
            && ["will", "does", "do", "did", "can", "would", "could"].contains(words[index - 2].lower)
            && ["that", "which", "it", "they"].contains(words[index - 3].lower)
    }

    /// Words of habit between a subject and its verb: "I just bind", "we usually set".
    private static let habits: Set<String> = ["just", "usually", "always", "often", "normally", "simply", "also", "then", "typically", "generally"]

    /// "Give me a cryptic clue for HEADER, something about a footballer", "come up with a slogan
    /// for Badge": a thing made up, no record.
    private static func asksToMakeUp(from start: Int, _ words: [SentenceWord]) -> String? {
        guard ReadingVocabulary.inventing.contains(words[start].lower),
              let made = words.indices[(start + 1)..<min(words.count, start + 7)].first(where: { ReadingVocabulary.inventions.contains(words[$0].lemma) }),
              !words[start..<made].contains(where: \.endsClause) else { return nil }
        return "'\(words[start].typed) … \(words[made].typed)' asks dsreg to make something up; dsreg query answers questions about the registry"
    }

    /// Whether a verb that asks for something stands before a "that" up to eight words before
    /// `be`: "I would ask that Section Header's verdict be set to ready".
    private static func askedThat(before be: Int, _ words: [SentenceWord]) -> Bool {
        words.indices[max(1, be - 12)..<be].contains { words[$0].lower == "that" && Self.askingThat.contains(words[$0 - 1].lower) }
    }

    /// "Action: delete | Target: every dangling alias", "Task: update …": a column that names the
    /// request's verb.
    private static func labelledChange(_ words: [SentenceWord]) -> String? {
        guard words.count > 1, words[0].endsClause, ["action", "task", "todo", "operation", "command", "op"].contains(words[0].lower),
              ReadingVocabulary.destructive.contains(words[1].lower) || ReadingVocabulary.decisions.contains(words[1].lower)
                || ReadingVocabulary.valueChanges[words[1].lower] != nil else { return nil }
        return "'\(words[0].typed): \(words[1].typed)' asks to change the registry; dsreg query only reads"
    }

    /// Where the words a search asks for begin, when a search's verb ("search", "grep", "Ctrl+F")
    /// opens the request and a cue ("for", "about") follows it within five words.
    private static func searchedText(_ words: [SentenceWord]) -> Int? {
        guard let start = requestStart(words) else { return nil }
        let verb = ReadingVocabulary.searchVerbs.contains(words[start].lower) ? start
            : start + 1 < words.count && ["ctrl", "cmd", "control", "command"].contains(words[start].lower) && words[start + 1].lower == "f" ? start + 1 : nil
        guard let verb else { return nil }
        return words.indices.dropFirst(verb + 1).prefix(5).first { ["for", "about", "mentioning", "containing"].contains(words[$0].lower) }.map { $0 + 1 }
    }

    /// Where a request starts, after its polite openers: "it would be great if you could remove
    /// …" ("if" after an opener opens too; "if I change Badge" does not), "Go on and fix …" ("on"
    /// after "go" asks too), "Kindly do the needful and change …" (an opener of three words).
    private static func requestStart(_ words: [SentenceWord]) -> Int? {
        let needful = words.indices.first { $0 + 2 < words.count && words[$0].lower == "do" && words[$0 + 1].lower == "the" && words[$0 + 2].lower == "needful" }
        // ("Not a huge deal, but could you suggest …": a short remark, then the request.)
        let but = words.indices.prefix(8).first { $0 > 0 && words[$0].lower == "but" && words[$0 - 1].endsClause
            && !words[..<$0].contains { ReadingVocabulary.questionWords.contains($0.lower) } }
        // ("For the record, change the status of …": said for the record, then the request.)
        let record = words.count > 3 && words.prefix(3).map(\.lower) == ["for", "the", "record"] && words[2].endsClause ? 3 : 0
        // ("If it's not too much trouble, please approve …": a condition of politeness, then the request.)
        let condition = words.first?.lower == "if" ? words.prefix(9).firstIndex(where: \.endsClause).map { $0 + 1 } ?? 0 : 0
        // ("ช่วย change the … to rejected หน่อย": a word of another script first, its language's "please".)
        return words.indices.dropFirst(max(record, condition, but.map { $0 + 1 } ?? 0)).first { at in !ReadingVocabulary.politeOpeners.contains(words[at].lower) && !(at > 0 && words[at].lower == "if")
            && !(at == 0 && words.count > 2 && words[at].lower.allSatisfy(SentenceWords.isOtherScript))
            && !(at > 0 && words[at].lower == "on" && words[at - 1].lower == "go")
            && !(needful.map { (($0)...($0 + 2)).contains(at) } ?? false) }
    }

    /// Effort and people, which no record holds: "how many hours did the team spend on the
    /// restructure", "who was the last person to edit Avatar"; nil when the sentence asks neither.
    private static func asksWhatIsNotRecorded(_ words: [SentenceWord]) -> String? {
        // "how many hours did the team spend on the restructure": effort, which no assessment records.
        if let spend = words.firstIndex(where: { ["spend", "spent", "spending"].contains($0.lower) }),
           words[max(0, spend - 3)..<spend].contains(where: { ReadingVocabulary.people.union(ReadingVocabulary.groups).union(["designers", "engineers", "devs", "people"]).contains($0.lower) }) {
            return "'\(words[spend].typed)' asks for the effort people spent; the registry records components and their assessments, not time worked"
        }
        // "who was the last person to edit Avatar": a person, whom the registry does not record.
        if words.first?.lower == "who", let person = words.prefix(6).first(where: { ["person", "people", "designer", "engineer", "developer"].contains($0.lower) }) {
            return "'who … \(person.typed)' asks for a person; the registry records components and their assessments, not who did what"
        }
        // ("… stopped working, who do I contact?": whom to turn to, in a clause of its own.)
        if let who = words.indices.first(where: { words[$0].lower == "who" && ($0 == 0 || words[$0 - 1].endsClause) }), who + 3 < words.count,
           ["do", "should", "can"].contains(words[who + 1].lower), ["i", "we"].contains(words[who + 2].lower),
           ["contact", "call", "ask", "email", "ping", "phone", "tell", "talk", "speak", "message"].contains(words[who + 3].lower) {
            return "'who \(words[who + 1].typed) \(words[who + 2].typed) \(words[who + 3].typed)' asks for a person; the registry records components and their assessments, not who to turn to"
        }
        if words.first?.lower == "who" {
            let verb = words.dropFirst().first { !["did", "has", "have", "had", "was", "does", "exactly", "actually", "originally", "first", "on", "the", "team", "in", "here"].contains($0.lower) }
            if let verb, ReadingVocabulary.personActs.contains(verb.lower) || verb.lower == "is" && words.contains(where: { $0.lower == "responsible" }) {
                return "'who \(verb.typed)' asks for a person; the registry records components and their assessments, not who did what"
            }
        }
        return nil
    }

    /// A change word at the start of a clause, after a request ("… so remove every one of
    /// them"): where it stands, or nil. "what would I have to go and update": a change someone
    /// would have to make is a question.
    private static func changeAtClauseStart(_ words: [SentenceWord]) -> Int? {
        words.indices.first(where: { !($0 + 1 < words.count && ["me", "us"].contains(words[$0 + 1].lower)) && ($0 > 0 && ReadingVocabulary.destructive.contains(words[$0].lower) && !words[$0].hyphenAfter && !describesOwnPractice(at: $0, words)
            && !setsOut(at: $0, words)
            && !saysWhatIs(at: $0, words)
            // (", like old gear you retire from the rack": a likeness, no request.)
            && words[..<$0].lastIndex(where: \.endsClause).map({ $0 + 1 < words.count && words[$0 + 1].lower == "like" }) != true
            // ("…, fix it, rebuild it or retire it" lists what was decided; "- wipe every assessment" orders.)
            // ("What yardsticks do you mark each component against?": "do you" asks.)
            && (["so", "then", "please", "pls", "just", "and", "first"].contains(words[$0 - 1].lower)
                || words[$0 - 1].lower == "you" && !($0 > 1 && ["do", "does", "did"].contains(words[$0 - 2].lower))
                || words[$0 - 1].endsClause && $0 + 1 < words.count && ["every", "all", "the", "each", "those", "these", "our", "any", "its", "their", "this", "that", "my", "everything"].contains(words[$0 + 1].lower)
                // ("dangling aliases → fix them all": every one of them; "…, remove it entirely": what was named.)
                || words[$0 - 1].endsClause && $0 + 2 < words.count && ["them", "it"].contains(words[$0 + 1].lower) && words[$0 + 2].lower == "all"
                || words[$0 - 1].endsClause && $0 + 1 < words.count && ["them", "it"].contains(words[$0 + 1].lower) && Self.erasing.contains(words[$0].lower)
                || $0 > 1 && words[$0 - 2].lower == "you" && (ReadingVocabulary.modals.contains(words[$0 - 1].lower) || words[$0 - 1].lower == "please")
                // "Maybe we could delete the Visual Popup component?": a change proposed, said first in
                // its clause ("… decide we should retire?" asks what was decided; "so I can drop them" says why).
                || $0 > 1 && ["we", "i"].contains(words[$0 - 2].lower) && ReadingVocabulary.modals.contains(words[$0 - 1].lower)
                    && proposesFirst(before: $0 - 2, words)
                // "Should we delete Badge?": the same, asked.
                || $0 > 1 && ["we", "i"].contains(words[$0 - 1].lower) && ReadingVocabulary.modals.contains(words[$0 - 2].lower)
                    && ($0 == 2 || words[$0 - 3].endsClause)
                // "select * from components; update assessments set …": a statement that writes.
                || words[$0 - 1].endsClause && ($0 + 1 < words.count && ["from", "into", "table"].contains(words[$0 + 1].lower)
                    || $0 + 2 < words.count && words[$0 + 2].lower == "set"))
            && !words[max(0, $0 - 4)..<$0].indices.contains { at in ["have", "has", "had", "would", "need", "must"].contains(words[at].lower)
                // ("so go on and mark its verdict as ready": "go on" urges.)
                || words[at].lower == "go" && !(at + 1 < words.count && ["on", "ahead"].contains(words[at + 1].lower)) }
            // "if a component has raw colour values, replace them …": a change asked for on a condition.
            || $0 > 1 && ReadingVocabulary.destructive.contains(words[$0].lower) && words[$0 - 1].endsClause
                && ["if", "whenever", "wherever", "when", "once"].contains(words[0].lower) && !words[..<($0 - 1)].contains(where: \.endsClause)
            // "customer requests we remove the dangling aliases", "the client wants us to delete Badge": a change asked of us.
            || $0 > 2 && ReadingVocabulary.destructive.contains(words[$0].lower) && !words[$0].hyphenAfter
                && (words[$0 - 1].lower == "we" && Self.askingFor.contains(words[$0 - 2].lower)
                    || words[$0 - 1].lower == "to" && ["us", "you", "dsreg"].contains(words[$0 - 2].lower) && Self.askingFor.contains(words[$0 - 3].lower))
            // ("Priya wants to approve the collapse-props recommendation": a change someone wants made, and nothing asked.)
            || $0 > 1 && words[$0 - 1].lower == "to" && ["wants", "needs", "wanted", "needed"].contains(words[$0 - 2].lower) && !words[$0].hyphenAfter
                && (ReadingVocabulary.destructive.contains(words[$0].lower) || ReadingVocabulary.decisions.contains(words[$0].lower))
                && !words.contains(where: { $0.asks || ReadingVocabulary.questionWords.contains($0.lower) })
            // "Thanks. Delete Badge.": a sentence of its own that orders a change.
            || $0 > 0 && ReadingVocabulary.destructive.contains(words[$0].lower) && words[$0 - 1].endsSentence && $0 + 1 < words.count && !words[$0].hyphenAfter
            // "The storm has passed: set Page Banner's verdict to ready.": a named value changed, in a clause of its own.
            || $0 > 0 && words[$0 - 1].endsClause && ReadingVocabulary.valueChanges[words[$0].lower] != nil && $0 + 2 < words.count
                // ("…, Section Header - mark it as resolved please", "— change its verdict to ready": what was named, pointed at.)
                && (words[$0 + 1].typed.first?.isUppercase == true || ["it", "its", "them", "their"].contains(words[$0 + 1].lower))
                // ("Log it as of that watch": a date, nothing changed to.)
                && words.indices[($0 + 2)...].prefix(while: { !words[$0].endsClause }).contains { at in ["to", "into"].contains(words[at].lower)
                    || words[at].lower == "as" && !(at + 1 < words.count && ["of", "at"].contains(words[at + 1].lower)) }) })
    }
}
