import Foundation
import DSRegistryCore
import DSRegistryStore

/// How a plain-word sentence was read: its words, the typos read as other words, the values
/// found, and every question scored against them, best first. Deterministic and offline: the
/// same sentence and registry read the same way. `--explain` prints it; tests inspect it.
public struct SentenceReading: Sendable {
    /// One question scored against the sentence.
    public struct Candidate: Sendable {
        /// The question.
        public var question: Question
        /// The arguments the sentence gives it, as typed or canonical.
        public var arguments: QuestionArguments
        /// The score: concept words, plus values it takes, minus what it lacks or cannot take.
        public var score: Double
        package var concepts: [String]
        package var missing: [String]
        package var mismatched: [String]
        /// True when its values alone say it is meant: its main value, or a filter only it takes.
        package var byValues = false
        /// What its concept words alone weigh.
        package var wordScore = 0.0
        /// Its place in the catalog (built-in, then saved).
        package var order = 0
    }

    /// The sentence as typed.
    public var sentence: String
    package var words: [SentenceWord]
    /// Typos read as other words: (typed, read as).
    public var corrections: [(typed: String, read: String)]
    package var values: [SentenceValue]
    package var unknownNames: [String]
    /// The output format the sentence asks for ("… as csv"), if any.
    public var format: OutputFormat?
    /// Whether the sentence asks to fail when the answer has rows ("…, fail if any").
    public var failIfAny = false
    /// Values the sentence took back ("Badge, er no, Link"), each with the words that did.
    public var takenBack: [(value: String, by: String)] = []
    /// Remarks beside the question that name what it cannot take ("I already looked at Detail
    /// Hero"): set aside, with their values, before the question was read.
    public var setAside: [String] = []
    /// Names listed before the question ("Avatar, Badge, Icon, Link: which …"), as typed: what
    /// the answer covers, no filter.
    public var listedNames: [String] {
        var lists: [String] = []
        for (at, word) in words.enumerated() where word.listed {
            let said = word.original + (word.endsClause ? "," : "")
            if at > 0, words[at - 1].listed, let last = lists.popLast() { lists.append(last + " " + said) } else { lists.append(said) }
        }
        return lists.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
    }
    /// Values named that the registry does not have ("windows", "the Material Design system"),
    /// each with why: no question can take them, so the sentence is refused.
    package var unknownValues: [String] = []
    /// Values said as left out ("excluding the deprecated ones"), by the words that said it: no
    /// question leaves a value out, so the sentence is refused.
    package var leftOut: [String] = []
    /// True when the sentence was longer than `SentenceReading.maximumCharacters` and only
    /// its beginning was read.
    public var truncated: Bool
    /// Every question, best first.
    public var ranked: [Candidate]
    /// Why the best question won, or why none did.
    public var why: String
    /// The question the sentence asks, or nil when it was refused.
    public var winner: Candidate?
    /// The kinds some question takes as its main (positional) value.
    package var mainKinds: Set<QuestionParameter.Kind> = []
    /// True when the sentence asks to change the registry: refused before it is read.
    public var asksForChange = false
    /// What the sentence asks for a list of, when it says so first ("which tokens …"): a
    /// question that lists something else cannot answer it.
    package var subject: SentenceWord?

    /// The longest sentence read, in characters: a longer one is cut there, and stderr says so.
    public static let maximumCharacters = 16_384
    /// The least score that answers, and the least lead over the second question.
    static let threshold = 2.0
    static let margin = 1.0

    /// The question the sentence asks (the winner's); only for a reading that has one.
    public var question: Question { winner?.question ?? ranked[0].question }
    /// Its arguments.
    public var arguments: QuestionArguments { winner?.arguments ?? [:] }

    /// The two or three closest questions, filled in with the values found, as commands.
    public var closest: [String] {
        guard !asksForChange else { return [] }
        // A search takes any words: suggested only when the sentence asked to search.
        let useful = ranked.filter { !$0.question.parameters.contains { $0.kind == .search } || !$0.concepts.isEmpty }
        // A value the registry lacks costs every question alike: the ones the words are about lead.
        let scored = useful.filter { $0.score > 0 || (!unknownValues.isEmpty && !$0.concepts.isEmpty) }
        let shown = scored.isEmpty ? Array(useful.sorted { $0.order < $1.order }.prefix(3)) : Array(scored.prefix(3))
        return shown.map { candidate in
            var words = [candidate.question.name]
            for parameter in candidate.question.parameters where parameter.positional {
                words.append(candidate.arguments[parameter.name].map(ShellWord.quoted) ?? parameter.name.uppercased())
            }
            for parameter in candidate.question.parameters where !parameter.positional {
                if let value = candidate.arguments[parameter.name] { words += ["--" + parameter.name, ShellWord.quoted(value)] }
                else if parameter.required { words += ["--" + parameter.name, parameter.name.uppercased()] }
            }
            return words.joined(separator: " ")
        }
    }
}

extension SentenceReading {
    /// Reads `sentence` against `questions`. `pastDeadline` is asked now and then; when it says
    /// yes the reading stops with `SQLError.timedOut`.
    package static func read(_ sentence: String, among questions: [Question], context: SentenceContext,
                             timeout: Double? = nil, pastDeadline: () -> Bool = { false }) throws -> SentenceReading {
        let truncated = sentence.count > maximumCharacters
        let text = SentenceLayouts.asSentence(truncated ? String(sentence.prefix(maximumCharacters)) : sentence, tokenExists: context.tokenExists)
        var (words, _) = SentenceWords.split(text, limit: maximumCharacters)
        if pastDeadline() { throw SQLError.timedOut(seconds: timeout ?? 0) }
        var reading = SentenceReading(sentence: sentence, words: words, corrections: [], values: [], unknownNames: [],
                                      truncated: truncated, ranked: [], why: "")
        if let refusal = refusal(words) {
            reading.why = refusal
            reading.asksForChange = true
            reading.ranked = questions.map { Candidate(question: $0, arguments: [:], score: 0, concepts: [], missing: [], mismatched: [], byValues: false) }
            return reading
        }
        (words, reading.format) = outputFormat(words)
        (words, reading.failIfAny) = failingGate(words)
        reading.mainKinds = Set(questions.flatMap { $0.parameters.filter(\.positional).map(\.kind) })
        let said = undictated(&words, context)
        words = unhyphenedNames(unslashed(codeSpelled(unquotedMeanings(words), context), context), among: questions)
        let heard = namesHeard(&words, context)
        reading.corrections = said + heard + correct(&words, context)
        reading.words = words
        if pastDeadline() { throw SQLError.timedOut(seconds: timeout ?? 0) }
        (reading.values, reading.unknownNames, reading.unknownValues) = SentenceValues.find(words, context)
        if let repeated = SentenceRestatements.unitRepeated(words, values: reading.values) {
            (words, reading.words) = (repeated, repeated)
            (reading.values, reading.unknownNames, reading.unknownValues) = SentenceValues.find(words, context)
        }
        // "… on android. ugh, iOS I meant": read as "I meant iOS", when that takes something back
        // ("Verdict-wise I mean, not …" only says what it means).
        if let fronted = SentenceRestatements.fronted(words) {
            let found = SentenceValues.find(fronted, context)
            if SentenceRestatements.restate(fronted, values: found.values)?.takenBack.isEmpty == false {
                (words, reading.words) = (fronted, fronted)
                (reading.values, reading.unknownNames, reading.unknownValues) = found
            }
        }
        // "figma drift for Badge, er no, for Link": read again without what was taken back.
        if let restatement = SentenceRestatements.restate(words, values: reading.values) {
            words = restatement.words
            reading.words = words
            reading.takenBack = restatement.takenBack
            (reading.values, reading.unknownNames, reading.unknownValues) = SentenceValues.find(words, context)
            reading.unknownValues += restatement.unread
        }
        (reading.values, reading.leftOut) = SentenceValues.excluded(reading.values, words, systems: Set(context.names.systems.values))
        reading.subject = SentenceScoring.subject(words)
        if pastDeadline() { throw SQLError.timedOut(seconds: timeout ?? 0) }
        reading.rank(questions)
        if let verb = howTo(words) {
            reading.why = "'how … \(verb)' asks how to do something; dsreg query answers questions about the registry"
        } else {
            reading.decide()
            // "What does Title Bar depend on? I already looked at Detail Hero": a remark beside the question.
            if pastDeadline() { throw SQLError.timedOut(seconds: timeout ?? 0) }
            reading.setAsides(among: questions)
            reading.setAsideSentences(among: questions)
            reading.refuseUndeclaredPlatform(context.closed.undeclaredPlatforms)
        }
        return reading
    }

    /// Scores every question against the words and values, best first (ties in catalog order).
    mutating func rank(_ questions: [Question]) {
        let hits = SentenceScoring.hits(words, values: values)
        // Of the reading, not of any one question: worked out once.
        let several = SentenceScoring.alternatives(values, words)
        ranked = questions.enumerated().map { order, question in
            var candidate = SentenceScoring.score(question, hits: hits, reading: self, several: several)
            candidate.order = order
            return (order, candidate)
        }.sorted { ($1.1.score, $0.0) < ($0.1.score, $1.0) }.map(\.1)
    }


    /// The verb of a request for instructions ("how do I turn on VoiceOver", "how to center a
    /// div"), unless it asks how to find out ("how do I find components lacking pressed").
    private static func howTo(_ all: [SentenceWord]) -> String? {
        // ("CI says: npm ERR! … How do I fix this?": after what was pasted first.)
        let untold = all.drop(while: \.tag)
        let words = untold.isEmpty ? all : Array(untold)
        // "Where do I buy a token for the Elsan point?": where to buy, no question of the registry.
        if let where_ = words.prefix(3).firstIndex(where: { $0.lower == "where" }), where_ + 3 < words.count,
           ["do", "can", "should"].contains(words[where_ + 1].lower), ["i", "we", "you", "one"].contains(words[where_ + 2].lower),
           ["buy", "purchase", "rent", "order", "park", "eat", "stay"].contains(words[where_ + 3].lower) {
            return words[where_ + 3].typed
        }
        // ("My login token is expiring …, how to refresh it?": "how" opening a later clause asks too.)
        guard let how = words.indices.first(where: { words[$0].lower == "how" && ($0 < 3 || words[$0 - 1].endsClause) }), how + 2 < words.count,
              ["do", "can", "should", "to", "would", "could", "does"].contains(words[how + 1].lower) else { return nil }
        var verb = how + 2
        if words[how + 1].lower != "to", ReadingVocabulary.people.union(["one", "someone"]).contains(words[verb].lower) { verb += 1 }
        else if words[how + 1].lower != "to" { return nil }
        guard verb < words.count, !words[verb].quoted else { return nil }
        // "How do I get rid of bindweed": getting rid of something is doing, not finding out.
        if words[verb].lower == "get", verb + 1 < words.count, words[verb + 1].lower == "rid" { return "get rid" }
        // "How do I get my team to stop …": getting someone to do something.
        if words[verb].lower == "get", let to = words[(verb + 1)...].prefix(6).firstIndex(where: { $0.lower == "to" || $0.endsClause }),
           words[to].lower == "to", to > verb + 1, to + 1 < words.count, ReadingVocabulary.people.union(["my", "our", "his", "her", "their", "them", "him", "everyone", "people"]).contains(words[verb + 1].lower) {
            return "get … to \(words[to + 1].typed)"
        }
        let findingOut: Set<String> = ["find", "see", "know", "get", "list", "check", "tell", "look", "search", "query", "ask",
                                       "spot", "learn", "figure", "identify", "show", "work", "discover", "tell", "view", "read",
                                       "filter", "locate", "determine", "count", "compare", "audit", "detect", "catch", "track",
                                       "score", "rate", "fare", "perform", "do", "stand", "rank", "measure", "stack", "go", "progress", "fail"]
        return findingOut.contains(words[verb].lower) ? nil : words[verb].typed
    }

    /// Picks the winner: the best question, when it scores enough, leads the second by the
    /// margin, has its required values and can take every value the sentence names.
    mutating func decide() {
        let searchOnly = ranked.first.map { $0.concepts.isEmpty && $0.question.parameters.contains { $0.kind == .search } } ?? true
        if !unknownValues.isEmpty {
            why = "the sentence names what the registry does not have: " + unknownValues.joined(separator: ", ")
            return
        }
        if !leftOut.isEmpty {
            why = "the sentence leaves out " + leftOut.map { "'\($0)'" }.joined(separator: ", ")
                + ", and no question leaves a value out; ask without it to see every one"
            return
        }
        if let offTopic {
            why = offTopic
            return
        }
        guard let best = ranked.first, best.score > 0, !searchOnly || values.count > 0 else {
            why = "no question's words or values are in the sentence"
            return
        }
        let second = ranked.dropFirst().first?.score ?? 0
        if !best.mismatched.isEmpty {
            why = "\(best.question.name) fits best, but cannot take \(best.mismatched.joined(separator: ", "))"
        } else if !best.missing.isEmpty {
            why = "\(best.question.name) fits best, but needs \(best.missing.joined(separator: ", ")), which the sentence does not give"
        } else if best.score < Self.threshold || (best.concepts.isEmpty && !best.byValues) {
            why = "\(best.question.name) fits best, but too little of the sentence is about it (score \(Self.format(best.score)))"
        } else if best.concepts.count == 1, values.allSatisfy(\.weak), let word = values.first(where: { $0.typed.lowercased() == best.concepts[0]
                      && [.platform, .component, .family, .system].contains(where: $0.readings.keys.contains) }) {
            // "is an NDA required before sharing Figma files": a tool named, and nothing asked of it.
            // "who has the standup zoom link": a name said as an everyday word, and nothing else.
            why = "\(best.question.name) fits best, but the sentence says only '\(best.concepts[0])' of it"
                + (word.readings[.platform] != nil ? " (say what: 'figma evidence for Badge')" : ", a word that is also a name")
        } else if values.isEmpty || values.allSatisfy({ $0.weak && $0.range.count == 1 })
                    // ("my card got declined at the store": the one word of the question is the value's own.)
                    && best.concepts.allSatisfy({ concept in values.contains { $0.typed.lowercased() == concept } }),
                  !ReadingVocabulary.anchored(words, values: Set(values.flatMap { Array($0.range) })),
                  !best.question.parameters.contains(where: { $0.kind == .search }) || !asksToSearch {
            // ("What time does the shop open?": answered on an everyday word that is also a value
            // alone, and nothing else of the design system said, it is no value here.)
            why = "\(best.question.name) fits best, but the sentence names nothing the registry holds ("
                + (values.isEmpty ? "no value" : "only everyday words that are also values: " + values.map { "'\($0.typed)'" }.joined(separator: ", "))
                + ", and no word such as 'component')"
        } else if let closer = closer(than: best) {
            why = "the words are more about \(closer.question.name), which cannot take \(closer.mismatched.joined(separator: ", "))"
        } else if best.score - second < Self.margin {
            why = "\(best.question.name) and \(ranked[1].question.name) fit almost equally (\(Self.format(best.score)) and \(Self.format(second)))"
        } else {
            winner = best
            why = "\(best.question.name) leads by \(Self.format(best.score - second)) with "
                + (best.concepts.isEmpty ? "its values" : best.concepts.joined(separator: ", "))
        }
    }

    /// "which components lack focus on web?" where no system ships on the web: a built-in
    /// platform the answer would filter by, which the registry does not have, is refused as such.
    mutating func refuseUndeclaredPlatform(_ undeclared: Set<String>) {
        guard let winner, let platform = winner.question.parameters.lazy
            .filter({ [.platform, .devicePlatform].contains($0.kind) }).compactMap({ winner.arguments[$0.name] }).first(where: undeclared.contains)
        else { return }
        let typed = values.first { $0.readings[.platform] == platform }?.typed ?? platform
        self.winner = nil
        // (What it suggests instead asks without it.)
        for index in ranked.indices {
            for parameter in ranked[index].question.parameters where [.platform, .devicePlatform].contains(parameter.kind)
                && ranked[index].arguments[parameter.name] == platform { ranked[index].arguments[parameter.name] = nil }
        }
        why = "the sentence names what the registry does not have: '\(typed)' (no system of the registry ships on that platform)"
    }

    /// A question the words are more about than the best one, which fails only on a value the
    /// best took: "a11y gaps on figma" (the Figma question won on the word "figma" alone, and
    /// a11y cannot take figma), "code connect coverage for android" (unmapped won on the
    /// platform, and coverage has none). Answering the best would answer another question.
    private func closer(than best: Candidate) -> Candidate? {
        let others = ranked.dropFirst().filter { $0.missing.isEmpty && !$0.mismatched.isEmpty }
        // Platforms named by an everyday word ("figma"), as a mismatch lists them.
        let platformWords = Set(values.filter { $0.weak && $0.readings[.platform] != nil }.map { "'\($0.typed)'" })
        if !best.concepts.isEmpty, Set(best.concepts.map { "'\($0)'" }).isSubset(of: platformWords),
           let other = others.first(where: { $0.wordScore >= best.wordScore + 0.5 && Set($0.mismatched).isSubset(of: platformWords) }) {
            return other
        }
        guard best.wordScore < 1.5 else { return nil }
        // ("come out as unmapped on criterion C4": the other's words are a value the best took.)
        return others.first { $0.wordScore >= max(3, best.wordScore + 2) && !Set($0.concepts).isSubset(of: best.concepts)
            && Set($0.mismatched).isSubset(of: taken(by: best)) && !Set($0.concepts.map { "'\($0)'" }).isSubset(of: taken(by: best)) }
    }

    /// The values a candidate took, as a mismatch names them ("'android'").
    private func taken(by candidate: Candidate) -> Set<String> {
        let given = Set(candidate.arguments.values)
        return Set(values.filter { !Set($0.readings.values).isDisjoint(with: given) }.map { "'\($0.typed)'" })
    }

    /// Whether the word at `index` is in a likeness: "like" or "such" before it in its clause.
    func inLikeness(_ index: Int) -> Bool {
        words[..<index].reversed().prefix(while: { !$0.endsClause }).contains(where: { ["like", "such"].contains($0.lower) })
    }

    /// Whether the sentence asks to search, not only says the word ("the best way to debounce a
    /// search input" does not): it starts with a search word, or says what it is about.
    private var asksToSearch: Bool {
        let search = ReadingVocabulary.head(SentenceWords.lemma("search"))
        guard let start = words.firstIndex(where: { !ReadingVocabulary.stopWords.contains($0.lower) && !ReadingVocabulary.politeOpeners.contains($0.lower)
            || $0.lower == "find" }) else { return false }
        let pair = start + 1 < words.count ? ReadingVocabulary.familyHead[SentenceWords.lemma(words[start].lower + words[start + 1].lower)] : nil
        return ReadingVocabulary.head(words[start].lemma) == search || pair == search
            || words.contains { ReadingVocabulary.searchIntent.contains($0.lower) } || words.contains(where: \.quoted)
            // ("Is reading order written down anywhere?")
            || words.contains { $0.lower == "anywhere" } && words.contains { ["written", "documented", "noted", "described"].contains($0.lower) }
            // ("any hits for FigmaConnect?": a search's results asked for.)
            || words.indices.dropLast().contains { ["hits", "matches", "occurrences"].contains(words[$0].lower) && ["for", "of"].contains(words[$0 + 1].lower) }
            // ("Where does Proxima Soft turn up in the registry?")
            || words.first?.lower == "where" && words.indices.dropFirst().contains { ReadingVocabulary.turnsUp(at: $0, words) }
            // "…, can you search for it": "search" asked for, not a search box ("debounce a search input").
            || words.indices.contains { index in
                ["search", "grep", "find"].contains(words[index].lower) && (index == 0 || words[index - 1].endsClause
                    || ReadingVocabulary.askers.contains(words[index - 1].lower)
                    || index + 1 < words.count && words[index + 1].lower == "for"
                    // "Keyword search: reading order": a label that asks.
                    || words[index].lower != "find" && words[index].endsClause && index + 1 < words.count)
            }
    }

    static func format(_ score: Double) -> String { String(format: "%.1f", score) }
}
