import DSRegistryCore

/// A question asked in one clause, beside remarks that name other things: "What does Title Bar
/// depend on? I already looked at Detail Hero", "sap-fiori components not reviewed for two
/// weeks? eb can wait", "Card already has a loading spinner, fine. Which other components have
/// nothing for loading?". Read whole, such a sentence names a value its question cannot take
/// and is refused; read clause by clause, one clause asks and the others ask nothing.
extension SentenceReading {
    /// At most this many clauses are read one by one; a longer sentence keeps its refusal.
    static let maximumClauses = 8
    /// First words that make a clause a question.
    private static let askingOpeners = ReadingVocabulary.questionWords.union(["whats", "what's", "when", "are", "is", "do", "does",
                                                                              "did", "any", "anything", "show", "list", "give", "find", "can", "could"])

    /// Sets aside the remarks beside a refused sentence's best question: the clauses that name
    /// what it cannot take, when some clause read alone asks that question, none asks another,
    /// and without the remarks the sentence reads as that question. Otherwise the reading stays
    /// refused. A value the registry lacks or a request to change it is never set aside.
    mutating func setAsides(among questions: [Question]) {
        guard winner == nil, !asksForChange, unknownValues.isEmpty, let best = ranked.first, !best.mismatched.isEmpty else { return }
        let clauses = Self.clauses(words)
        guard (2...Self.maximumClauses).contains(clauses.count) else { return }
        // A clause asks the question when, read alone, it is answered by it by its own words, or
        // by its values and its first word asks ("which other components …"); "Card already has a
        // loading spinner" only says something. A clause that asks another question by its first
        // word ("… ? which issues are open for Badge?") asks two: no remark is set aside.
        let answers = clauses.map { alone($0, among: questions).winner }
        let opens = clauses.map { Self.askingOpeners.contains(words[$0.lowerBound].lower) }
        let asking = clauses.indices.filter { index in
            guard let answer = answers[index], answer.question.name == best.question.name else { return false }
            return !answer.concepts.isEmpty || opens[index]
        }.map { clauses[$0] }
        guard !asking.isEmpty, !clauses.indices.contains(where: { opens[$0] && answers[$0].map { $0.question.name != best.question.name } == true })
        else { return }
        let inAsking = { (value: SentenceValue) in asking.contains { value.range.overlaps($0) } }
        // ("that darker look while your finger is on the button, which android components never
        // got it": the remark says what is asked, and the whole sentence is about another question.)
        // Outside the asking clauses: what the question cannot take, and another value of a kind
        // they name ("Link already has a hover colour, fine. which … have nothing for focus").
        let asked = values.filter(inAsking)
        let cannot = values.filter { value in
            !inAsking(value) && (best.mismatched.contains { $0.hasPrefix("'\(value.typed)'") }
                || asked.contains { other in other.readings.contains { kind, read in value.readings[kind].map { $0 != read } ?? false } })
        }
        // ("want to see if eb or sap-fiori has more": the remark's other system goes with it.)
        let remark = { (value: SentenceValue) in clauses.first { $0.contains(value.range.lowerBound) } }
        let aside = values.filter { value in
            cannot.contains { other in
                other.range == value.range || remark(other) == remark(value) && !Set(other.readings.keys).isDisjoint(with: value.readings.keys)
            }
        }
        guard !aside.isEmpty, !aside.contains(where: { asksAgain(about: $0, clauses: clauses) }) else { return }
        // The remarks go whole, their words with their values: read again without them.
        let remarks = clauses.filter { clause in aside.contains { clause.contains($0.range.lowerBound) } }
        guard remarks.allSatisfy(isRemark) else { return }
        // ("Down on the EB stretch of the cut, which components have no error state on Android?": a
        // remark that also names a value the question takes, of a kind the question does not name,
        // narrows it; set aside, the answer would drop the filter.)
        let takes = Set(best.question.parameters.map(\.kind))
        guard !values.contains(where: { value in
            !aside.contains(value) && !value.weak && remarks.contains { $0.contains(value.range.lowerBound) }
                && value.readings.keys.contains { kind in takes.contains(kind) && !asked.contains { $0.readings[kind] != nil } }
        }) else { return }
        // "Detail Hero was pulled out of the Header family …, which of its roles …": the question
        // may point back at the remark's component (a question that takes one, a pronoun in it,
        // no component of its own); without it, it would ask of every component.
        // ("What does TabHeaderViewController pull in underneath it?": it names its own.)
        let pointsBack = best.question.parameters.contains { $0.kind == .component }
            && asking.contains { clause in words[clause].contains { ["its", "it", "their", "them"].contains($0.lower) } }
            && !asked.contains { $0.readings[.component] != nil }
        guard !pointsBack || !values.contains(where: { value in value.readings[.component] != nil && remarks.contains { $0.contains(value.range.lowerBound) } })
        else { return }
        var read = without(remarks)
        read.rank(questions)
        read.winner = nil
        read.decide()
        guard let winner = read.winner, winner.question.name == best.question.name else { return }
        read.setAside = remarks.map { words[$0].map(\.original).joined(separator: " ") }
        read.flagUnassessed(saidIn: remarks.map { Array(words[$0]) })
        self = read
    }

    /// "What does Section Header depend on? Trying to work out what I need to pull into my watch
    /// module.": a question, then sentences that say why it is asked. Read whole, their words tie
    /// the question with another or name what it cannot take; read alone, one sentence is
    /// answered and the others by nothing. Those others are set aside when they are remarks
    /// (no asking first word, no clause that asks), name no value the question could take that
    /// it does not have already ("Which components lack pressed? Only on android." stays
    /// refused), and no value the registry lacks.
    mutating func setAsideSentences(among questions: [Question]) {
        guard winner == nil, !asksForChange else { return }
        let sentences = Self.sentences(words)
        guard (2...Self.maximumClauses).contains(sentences.count) else { return }
        // ("… never been mapped at all? Like raw materials nobody has smelled yet.": a likeness
        // said after the question asks nothing, whatever its words would ask alone.)
        // (So does what the asker's people did, told after it: "…, somebody mentioned a bookmark
        // guideline and I can't find it" asks no search of its own.)
        let answers = sentences.map { likens($0) || tells($0) ? nil : alone($0, among: questions).winner }
        guard let asked = answers.compactMap({ $0 }).first,
              answers.allSatisfy({ $0.map { $0.question.name == asked.question.name } ?? true }) else { return }
        // (A greeting of a word or two, "Morning.", stays read with the rest.)
        let remarks = sentences.indices.filter { answers[$0] == nil && sentences[$0].count >= 3 }.map { sentences[$0] }
        let kinds = Set(asked.question.parameters.map(\.kind))
        guard !remarks.isEmpty, remarks.allSatisfy(isRemark), !values.contains(where: { value in
            remarks.contains { $0.contains(value.range.lowerBound) }
                && value.readings.contains { kind, read in kinds.contains(kind) && !asked.arguments.values.contains(read) }
        }) else { return }
        // A remark with a question of its own ("Not urgent, but which … visited state?"), or a
        // value the registry lacks, may be what is asked: never set aside.
        guard !remarks.contains(where: asks) else { return }
        var read = without(remarks)
        // (A likeness may name another tool's statuses: "like Jira's time-in-status report"; never
        // a platform, state or system the registry lacks: "…, like on watchOS" stays refused.)
        let gone = unknownValues.filter { !read.unknownValues.contains($0) }
        guard gone.isEmpty || remarks.allSatisfy(likens) && gone.allSatisfy({ $0.hasSuffix("(no status has that name)") }) else { return }
        read.rank(questions)
        read.winner = nil
        read.decide()
        guard let winner = read.winner, winner.question.name == asked.question.name else { return }
        read.setAside = setAside + remarks.map { words[$0].map(\.original).joined(separator: " ") }
        read.flagUnassessed(saidIn: remarks.map { Array(words[$0]) })
        self = read
    }

    /// "… ? Please include the ones nobody has checked yet.": a remark set aside that asks for
    /// the components nobody assessed still sets the winner's flag for them.
    private mutating func flagUnassessed(saidIn remarks: [[SentenceWord]]) {
        guard let winner, winner.question.parameters.contains(where: { $0.kind == .flag && $0.name == "include-unassessed" }),
              remarks.contains(where: SentenceScoring.mentionsUnassessed) else { return }
        self.winner?.arguments["include-unassessed"] = "1"
    }

    /// Whether a clause of `range` starts with an asking word, after a joining one ("but which …").
    private func asks(_ range: Range<Int>) -> Bool {
        Self.clauses(Array(words[range])).contains { clause in
            let first = clause.first { !["but", "and", "so", "also", "then", "or", "anyway"].contains(words[range.lowerBound + $0].lower) }
            return first.map { Self.askingOpeners.contains(words[range.lowerBound + $0].lower) } ?? false
        }
    }

    /// The word ranges of the sentence's sentences ("…? …."), in order.
    /// ("Show every component's status on Token Coverage, like a Storybook status column": a
    /// likeness after a comma is a sentence of its own.)
    private static func sentences(_ words: [SentenceWord]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        for index in words.indices where words[index].endsSentence || index == words.count - 1
            || words[index].endsClause && index + 1 < words.count && likenessOpeners.contains(words[index + 1].lower)
            // ("find everything that mentions View All, we're killing that link pattern": what the
            // asker's people do or did, told after a comma, is a sentence of its own.)
            || words[index].endsClause && index + 2 < words.count && tellers.contains(words[index + 1].lower) {
            parts.append(start..<(index + 1))
            start = index + 1
        }
        return parts
    }

    /// First words of a likeness to something else ("like Jira's time-in-status report",
    /// "basically the Storybook status column but for …", "similar to a spreadsheet filter").
    private static let likenessOpeners: Set<String> = ["like", "basically", "similar", "think", "kinda", "akin"]

    /// Who tells what happened or what they do, first in a clause ("…, somebody mentioned a
    /// bookmark guideline and I can't find it", "…, QA flagged a couple of screens").
    private static let tellers: Set<String> = ["we", "i", "somebody", "someone", "they", "he", "she", "qa", "my", "our"]

    /// The names and values the registry lacks, of those `notes` name, that `words` still say
    /// ("'Mac' (no system …)" goes with the remark that said Mac).
    private static func said(_ notes: [String], in words: [SentenceWord]) -> [String] {
        let typed = Set(words.map(\.lower))
        return notes.filter { note in
            let named = note.hasPrefix("'") ? note.dropFirst().prefix { $0 != "'" } : Substring(note)
            return named.split(separator: " ").allSatisfy { typed.contains($0.lowercased()) }
        }
    }

    /// Whether the sentence of `range`, after the first, tells what someone did or does: "… ,
    /// we're killing that link pattern", "… . QA flagged a couple of screens" (no question word in it).
    private func tells(_ range: Range<Int>) -> Bool {
        range.lowerBound > 0 && range.count >= 3 && Self.tellers.contains(words[range.lowerBound].lower)
            && !words[range].contains { ReadingVocabulary.questionWords.contains($0.lower) }
    }

    /// Whether the sentence of `range` is a likeness: "Like raw materials …", "Like a saddle …".
    private func likens(_ range: Range<Int>) -> Bool {
        range.count >= 3 && Self.likenessOpeners.contains(words[range.lowerBound].lower) && !words[range.lowerBound].endsClause
            && !words[range].contains { ReadingVocabulary.questionWords.contains($0.lower) }
    }

    /// Whether a clause is a remark of its own: three words or more ("hover, pressed, disabled"
    /// lists what is asked), and no question, unless it asks again of what the question is about
    /// ("Does it pull in Badge?"; "…, which is the criterion that covers tokens" asks).
    private func isRemark(_ clause: Range<Int>) -> Bool {
        guard clause.count >= 3 else { return false }
        let first = words[clause.lowerBound].lower
        // ("the C3 status (in the latest assessment) of the token text/brand": "of" goes on with what was asked.)
        if first == "of" { return false }
        let second = words[clause.lowerBound + 1].lower
        return !Self.askingOpeners.contains(first) || ["it", "they", "that", "this", "those", "these"].contains(second)
    }

    /// This reading without the words of `clauses` and their values.
    private func without(_ clauses: [Range<Int>]) -> SentenceReading {
        let gone = Set(clauses.flatMap { $0 })
        var read = self
        read.words = SentenceWords.removing(gone, from: words)
        // A kept word's place moves back by the words gone before it.
        let shift = words.indices.reduce(into: [Int]()) { shifts, index in
            shifts.append((shifts.last ?? 0) + (index > 0 && gone.contains(index - 1) ? 1 : 0))
        }
        // (A value is kept whole or not at all: "at all? Clear-cut …" once read "all clear" across the two.)
        read.values = values.filter { $0.range.allSatisfy { !gone.contains($0) } }.map { value in
            var value = value
            value.range = (value.range.lowerBound - shift[value.range.lowerBound])..<(value.range.upperBound - shift[value.range.lowerBound])
            return value
        }
        read.subject = SentenceScoring.subject(read.words)
        (read.unknownNames, read.unknownValues) = (Self.said(unknownNames, in: read.words), Self.said(unknownValues, in: read.words))
        return read
    }

    /// The word ranges of the sentence's clauses, in order.
    static func clauses(_ words: [SentenceWord]) -> [Range<Int>] { parts(words, endingAt: \.endsClause) }

    /// The word ranges that end where `ends` says, or at the last word, in order.
    private static func parts(_ words: [SentenceWord], endingAt ends: (SentenceWord) -> Bool) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        for (index, word) in words.enumerated() where ends(word) || index == words.count - 1 {
            parts.append(start..<(index + 1))
            start = index + 1
        }
        return parts
    }

    /// The reading of one clause alone, with the values found in it.
    private func alone(_ clause: Range<Int>, among questions: [Question]) -> SentenceReading {
        var part = self
        part.words = Array(words[clause])
        part.values = values.filter { clause.contains($0.range.lowerBound) && $0.range.upperBound <= clause.upperBound }.map { value in
            var value = value
            value.range = (value.range.lowerBound - clause.lowerBound)..<(value.range.upperBound - clause.lowerBound)
            return value
        }
        part.unknownNames = []
        part.unknownValues = Self.said(unknownValues, in: part.words)
        part.subject = SentenceScoring.subject(part.words)
        part.winner = nil
        part.rank(questions)
        part.decide()
        return part
    }

    /// Whether the clause of a named value asks the same again of it: "… ? And Badge?", "what
    /// about Avatar", "Badge too", "Badge?". A remark's number ("also who keeps booking room 4")
    /// is no name, and is set aside.
    private func asksAgain(about value: SentenceValue, clauses: [Range<Int>]) -> Bool {
        let named: [QuestionParameter.Kind] = [.component, .family, .system, .platform, .devicePlatform, .codePlatform, .token, .criterion]
        guard named.contains(where: value.readings.keys.contains), let clause = clauses.first(where: { $0.contains(value.range.lowerBound) }) else { return false }
        let said = words[clause].map(\.lower)
        let rest = clause.filter { !value.range.contains($0) }.map { words[$0].lower }
        return ["and", "or", "also", "plus", "vs", "versus", "than", "same"].contains(said.first ?? "")
            || Array(said.prefix(2)) == ["what", "about"] || Array(said.prefix(2)) == ["how", "about"]
            || said.contains { ["too", "also", "either", "likewise"].contains($0) } || said.suffix(2) == ["as", "well"]
            || rest.allSatisfy { ["and", "or", "the", "for", "in", "on", "please", "pls"].contains($0) }
    }

    /// "Which passengers in the exit row haven't been assessed …": what the question lists,
    /// right after "which", is people or things the registry does not hold (an English plural no
    /// word of the vocabulary, no anchor and no thing of a user interface), and the sentence
    /// names nothing it holds. ("Which buttons …", "which screens …" are the registry's.)
    /// ("Which library books …": one word of English may say what kind.)
    var listedStranger: String? {
        let stranger = { (word: SentenceWord) in
            !word.quoted && word.typed == word.lower && EnglishWords.contains(word.lower)
                && !ReadingVocabulary.speaks(word) && !ReadingVocabulary.anchors.contains(word.lemma)
        }
        guard words.count > 3, words[0].lower == "which" else { return nil }
        // (A word of the registry's too: "library" is a Figma library's, "library books" are not.)
        let listed = !words[1].quoted && words[1].typed == words[1].lower && !words[1].lower.hasSuffix("s") && !words[1].endsClause
            && stranger(words[2]) && words[2].lower.hasSuffix("s") ? 2 : 1
        guard stranger(words[listed]), words[listed].lower.count > 3, words[listed].lower.hasSuffix("s"),
              !Self.thingsOfAnInterface.contains(words[listed].lower),
              // ("Which bottles have been left in the rack … — components nobody has reviewed": named after all.)
              !words.contains(where: { ["component", "components", "comps", "ui", "design"].contains($0.lower) }) else { return nil }
        return words[1...listed].map(\.typed).joined(separator: " ")
    }
    /// (Anchors such as "screens", "widgets", "variants" and the vocabulary's "parts", "ones" are
    /// excluded above already.)
    private static let thingsOfAnInterface: Set<String> = [
        "buttons", "tabs", "inputs", "fields", "chips", "toggles", "sliders", "menus", "dialogs", "modals", "sheets", "lists", "rows",
        "cells", "views", "pages", "forms", "banners", "links", "labels", "tooltips", "popovers", "switches", "checkboxes", "bars",
        "headers", "cards", "badges", "avatars", "layouts", "templates", "patterns", "frames", "symbols", "instances", "designs",
        "items", "entries", "bits",
    ]
}
