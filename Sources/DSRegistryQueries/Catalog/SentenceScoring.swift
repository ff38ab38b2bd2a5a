import DSRegistryCore

/// Scores one question against a read sentence: a weighted sum of the concept words it is
/// asked with, plus the values it takes (2 for its main value, 1.5 for a filter), plus 2.5
/// when a relation word stands on its side of the component, minus 3 for each value it cannot
/// take and 2 for each required value missing.
enum SentenceScoring {
    static func concepts(of question: Question) -> QuestionConcepts {
        question.concepts ?? QuestionConcepts.builtIn[question.name] ?? QuestionConcepts([:])
    }

    /// The question's words among the hits, at their weights (half in a value), with the words
    /// each was typed as, and the weight its `against` words take off.
    private static func weigh(_ hits: Hits, _ concepts: QuestionConcepts, _ question: Question, _ words: [SentenceWord])
        -> (found: [String: Double], typed: [String: String], contrary: Double) {
        var found: [String: Double] = [:]
        var typed: [String: String] = [:]
        // "pages that talk about the edit button": after a cue of quoting, the words are the text
        // searched for, not another question's ("edit").
        let quotedFrom = question.parameters.contains { $0.kind == .search } ? Int.max : hits.quotedFrom
        for hit in hits.all where hit.index < quotedFrom {
            guard let weight = concepts.weights[hit.head] else { continue }
            found[hit.head] = max(found[hit.head] ?? 0, hit.inValue ? weight / 2 : weight)
            if typed[hit.head] == nil { typed[hit.head] = words[hit.index].lower }
        }
        // Words of another question's that this one is never asked with take their weight off.
        // "components" is a stop word, never a hit: a question asked of other things counts it here.
        let contrary = hits.heads.reduce(0.0) { $0 + (concepts.against[$1] ?? 0) }
            + (hits.namesComponents ? concepts.against[componentHead] ?? 0 : 0)
        return (found, typed, contrary)
    }

    static let componentHead = ReadingVocabulary.head(SentenceWords.lemma("component"))

    /// `several`: the kinds the sentence names alternatives of (`alternatives`).
    static func score(_ question: Question, hits: Hits, reading: SentenceReading, several: Set<QuestionParameter.Kind>) -> SentenceReading.Candidate {
        let concepts = concepts(of: question)
        let (found, typed, contrary) = weigh(hits, concepts, question, reading.words)
        var wordScore = found.values.reduce(0, +) - contrary
        var score = wordScore
        var arguments: QuestionArguments = [:]
        var mismatched: [String] = []
        var byValues = false
        var ownValue = false
        if let search = question.parameters.first(where: { $0.kind == .search }) {
            let text = searchText(reading.words)
            if !text.isEmpty { arguments[search.name] = text; score += 1 }
        } else {
            // Filters alone do not make a question: without one of its words, only its main
            // value counts ("C2" is the criterion question, not every question filtering by one).
            let fit = assign(reading.values, to: question, &arguments, &mismatched, filtersCount: !found.isEmpty, mainKinds: reading.mainKinds,
                             listsByValues: listsByValues(reading), about: Set(concepts.weights.keys), answersFor: concepts.values,
                             shown: shown(concepts.shows, by: question, reading.values, reading.words), several: several)
            // "colors or spacing": a filter named twice over, either way, is no filter.
            for parameter in question.parameters where !parameter.required && several.contains(parameter.kind) {
                arguments[parameter.name] = nil
            }
            score += fit.score
            byValues = fit.decisive
            ownValue = fit.own
            let relation = relationBonus(concepts, hits: hits.all, words: reading.words, values: reading.values, arguments: arguments)
            score += relation
            wordScore += relation
        }
        let names: Set<QuestionParameter.Kind> = [.component, .family, .token]
        // "go/no-go prep": a word with a slash could only be a token, never a component's name.
        if let unknown = reading.unknownNames.first,
           let parameter = question.parameters.first(where: { names.contains($0.kind) && arguments[$0.name] == nil
               && ($0.kind == .token || !(unknown.contains("/") || unknown.dropLast().contains("."))) }) {
            mismatched.append("'\(unknown)' (no \(parameter.kind.rawValue) has that name)")
        }
        mismatched += reading.unknownValues
        // "which tokens are failing C5": a question about components cannot list tokens.
        if let subject = reading.subject, concepts.weights[subject.lemma] == nil,
           // "everyone's token coverage score": "token" is a word of the criterion's name.
           !reading.values.contains(where: { !$0.weak && $0.range.contains(where: { reading.words[$0].typed == subject.typed }) }),
           !question.parameters.contains(where: { $0.kind == .search }),
           // ("Any accessibility problems on iOS": problems of what the question is about are its own.)
           !(reading.words.firstIndex(where: { $0.typed == subject.typed }).map { $0 > 0 && concepts.weights[ReadingVocabulary.head(reading.words[$0 - 1].lemma)] != nil } ?? false) {
            mismatched.append("'\(subject.typed)' (\(question.name) does not list them)")
        }
        implied(concepts, found: found, reading.words, &arguments)
        // "is Title Bar good to go?": a yes-or-no question about one component asks for its value,
        // so an optional value the question lists by ("ready") is shown, not filtered on.
        if let first = reading.words.first?.lower, ["is", "are", "does", "do", "has", "can"].contains(first),
           question.parameters.contains(where: { $0.kind == .component && arguments[$0.name] != nil }) {
            for parameter in question.parameters where parameter.positional && !parameter.required && parameter.kind.values != nil {
                arguments[parameter.name] = nil
            }
        }
        // "… including the ones nobody assessed": the flag that lists them, where the question has it.
        if let flag = question.parameters.first(where: { $0.kind == .flag && $0.name == "include-unassessed" }), mentionsUnassessed(reading.words) {
            arguments[flag.name] = "1"
        }
        var missing = question.parameters.filter { $0.required && $0.defaultValue == nil && $0.kind != .flag && arguments[$0.name] == nil }
            .map { "a \($0.kind.rawValue)" }
        // A question about fixed values is asked only by a sentence that names each of them
        // ("focus gaps ios" says nothing of ready).
        for (kind, fixed) in concepts.values.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where !reading.values.contains(where: { $0.readings[kind].map(fixed.contains) == true }) {
            missing.append("a \(kind.rawValue) such as '\(fixed.sorted()[0])'")
        }
        // A value only this kind of question takes says what it is about ("things we decided not
        // to fix" are issues): it stands for the required word.
        if !concepts.required.isEmpty, Set(concepts.required.keys).isDisjoint(with: found.keys), !ownValue, !namedTersely(question, reading.words) {
            missing.append("a word such as '\(concepts.required.values.sorted()[0])'")
        }
        if !concepts.alsoRequired.isEmpty, Set(concepts.alsoRequired.keys).isDisjoint(with: found.keys) {
            missing.append("a word such as '\(concepts.alsoRequired.values.sorted()[0])'")
        }
        score -= 3 * Double(mismatched.count) + 2 * Double(missing.count)
        return SentenceReading.Candidate(question: question, arguments: arguments, score: score,
                                         concepts: found.keys.compactMap { typed[$0] }.sorted(), missing: missing, mismatched: mismatched,
                                         byValues: byValues, wordScore: wordScore)
    }

    /// Gives each value to the first parameter that takes it, strong values first; returns the
    /// score they add. A strong value no parameter takes is a mismatch, and so is a platform
    /// named by an everyday word ("figma") unless the question is about that word (`about`,
    /// its concept heads): "what depends on Badge in figma" is refused, not answered for all.
    private static func assign(_ values: [SentenceValue], to question: Question, _ arguments: inout QuestionArguments,
                               _ mismatched: inout [String], filtersCount: Bool,
                               mainKinds: Set<QuestionParameter.Kind>, listsByValues: Bool, about: Set<String>,
                               answersFor: [QuestionParameter.Kind: Set<String>], shown: [QuestionParameter.Kind: Set<String>],
                               several: Set<QuestionParameter.Kind>) -> (score: Double, decisive: Bool, own: Bool) {
        var (main, filters, own) = (0.0, 0.0, 0.0)
        var weakOwn: Set<QuestionParameter.Kind> = []
        // How many of each kind's columns the sentence names, worked out once (a long sentence
        // names hundreds of values).
        var columnsNamed: [QuestionParameter.Kind: Int] = [:]
        for (kind, columns) in shown { columnsNamed[kind] = Set(values.compactMap { $0.readings[kind] }).intersection(columns).count }
        for value in values.filter({ !$0.weak }) + values.filter(\.weak) {
            let parameter = question.parameters.first { parameter in
                arguments[parameter.name] == nil && value.readings[parameter.kind] != nil
            }
            // A value the question answers for by itself ("good to go" for ready-lacking-focus).
            if parameter == nil, answersFor.contains(where: { kind, fixed in value.readings[kind].map(fixed.contains) == true }) {
                own += value.weak ? 0.5 : 1.5
                continue
            }
            // Values the answer shows in columns of their own, two or more named ("its Swift and
            // Kotlin code"): the breakdown asked for, no filter. One alone would be a filter.
            // ("can't be tied to their SwiftUI or Compose code": both, where one would filter.)
            if shown.contains(where: { kind, columns in value.readings[kind].map(columns.contains) == true
                && columnsNamed[kind, default: 0] > 1 }) { continue }
            guard let parameter, let reading = value.readings[parameter.kind] else {
                // "rebuild it or retire it": an optional value named either way is no filter (cleared after).
                if question.parameters.contains(where: { (!$0.positional || !$0.required) && several.contains($0.kind) && value.readings[$0.kind] != nil }) {
                    continue
                }
                // "hover, pressed, disabled coverage": a question that takes one value of a kind, named
                // several, would answer for one of them only.
                if let taken = question.parameters.first(where: { $0.positional && value.readings[$0.kind] != nil }),
                   let first = arguments[taken.name], first != value.readings[taken.kind] {
                    mismatched.append("'\(value.typed)' (\(question.name) takes one \(taken.kind.rawValue), and has '\(first)')")
                    continue
                }
                // ("the design file" is Figma's, and the file a Figma question reads: one of its words is the question's.)
                // (Worked out only for a platform: this runs for every value and question.)
                let namedPlatform = value.readings[.platform] != nil && !Self.isAbout(about, value.typed)
                    // "the criterion about interaction state": a question about criteria that takes none.
                    || value.readings[.criterion] != nil && about.contains(criterionHead)
                if !value.weak || namedPlatform, !value.setting, !takenAlready(value, question, arguments) { mismatched.append("'\(value.typed)'") }
                continue
            }
            arguments[parameter.name] = reading
            // A filter of a kind no question asks about first ("proposed", a recommendation
            // status) says which question is meant by itself; a shared one (a system) does not.
            // A criterion's name made of everyday words ("code connect") is half a value.
            let share = value.weak && parameter.kind == .criterion ? 0.5 : 1
            if parameter.positional { main += 2 * share }
            else if !mainKinds.contains(parameter.kind), !genericKinds.contains(parameter.kind), !value.weak { own += 1.5 }
            else {
                filters += 1.5 * share
                // ("which renamings were accepted": everyday words both, of kinds only this question takes.)
                if value.weak, !mainKinds.contains(parameter.kind), !genericKinds.contains(parameter.kind) { weakOwn.insert(parameter.kind) }
            }
        }
        if weakOwn.count >= 2, listsByValues { own += 1 }
        return (main + own + (filtersCount || main > 0 || own > 0 ? filters : 0), main >= 2 || own > 0, own > 0)
    }

    /// The kinds of the answer's own columns that two or more values named are no filter of:
    /// any, where the question takes none of the kind ("its Swift and Kotlin code"); where it
    /// takes one, only when they are said as either ("their SwiftUI or Compose code"), since
    /// "map to SwiftUI and Compose natively" may ask of something else.
    private static func shown(_ shows: [QuestionParameter.Kind: Set<String>], by question: Question,
                              _ values: [SentenceValue], _ words: [SentenceWord]) -> [QuestionParameter.Kind: Set<String>] {
        shows.filter { kind, _ in
            !question.parameters.contains { $0.kind == kind } || zip(values, values.dropFirst()).contains { first, second in
                first.readings[kind] != nil && second.readings[kind] != nil && first.range.upperBound < second.range.lowerBound
                    && second.range.lowerBound - first.range.upperBound <= 2
                    && words[first.range.upperBound..<second.range.lowerBound].contains { ["or", "nor"].contains($0.lower) }
            }
        }
    }

    /// Whether the sentence asks for a list by its values: with a word that asks for one, or typed
    /// as into a search box, four words at most and all but one of them values ("accepted
    /// renamings", "renamings already done").
    private static func listsByValues(_ reading: SentenceReading) -> Bool {
        if reading.words.contains(where: { listAskers.contains($0.lower) }) { return true }
        guard reading.words.count <= 4 else { return false }
        let covered = Set(reading.values.flatMap { Array($0.range) })
        return covered.count >= reading.words.count - 1
    }

    /// Words that ask for a list: with them, two everyday values of kinds only one question takes
    /// say which ("which renamings were accepted"); "why does the API keep rejecting my token" asks none.
    /// ("Find any note about VoiceOver, I've only ever done accessibility …": "any" asks for no list.)
    /// ("None of the renamings got accepted yet?": whether any were, answered by the list of them.)
    private static let listAskers: Set<String> = ["which", "what", "whats", "list", "show", "none"]

    /// A value the question already has under another spelling ("pressed … tapped") is no mismatch.
    /// ("twelve months, er, a year, same thing": a span of as many months.)
    private static func takenAlready(_ value: SentenceValue, _ question: Question, _ arguments: QuestionArguments) -> Bool {
        question.parameters.contains { parameter in
            value.readings[parameter.kind].map { reading in
                arguments[parameter.name] == reading || parameter.kind == .duration && arguments[parameter.name].map {
                    QuestionParameter.Kind.months(in: $0) != nil && QuestionParameter.Kind.months(in: $0) == QuestionParameter.Kind.months(in: reading)
                } == true
            } ?? false
        }
    }

    /// The arguments a concept implies where the sentence gives none ("blocks" is open issues;
    /// "someone on TalkBack" is Android, when it is the only such word said).
    private static func implied(_ concepts: QuestionConcepts, found: [String: Double], _ words: [SentenceWord], _ arguments: inout QuestionArguments) {
        for head in found.keys.sorted() {
            for (name, value) in concepts.implied[head] ?? [:] where arguments[name] == nil { arguments[name] = value }
        }
        // (Most questions imply nothing by a word: the sentence's words are not made a set for each.)
        guard !concepts.impliedByWord.isEmpty else { return }
        let byWord = Set(concepts.impliedByWord.keys.filter { key in words.contains { $0.lower == key } })
        if byWord.count == 1, let word = byWord.first {
            for (name, value) in concepts.impliedByWord[word] ?? [:] where arguments[name] == nil { arguments[name] = value }
        }
    }

    /// "Rating Control drift": a few words, among them the rest of the question's name
    /// (figma-drift's "drift") name the question; its required word goes without saying.
    private static func namedTersely(_ question: Question, _ words: [SentenceWord]) -> Bool {
        let rest = question.name.split(separator: "-").dropFirst()
        return words.count <= 4 && !rest.isEmpty && rest.allSatisfy { part in words.contains { $0.lower == part } }
    }

    static let platformKinds: Set<QuestionParameter.Kind> = [.platform, .devicePlatform, .codePlatform]

    static let genericKinds: Set<QuestionParameter.Kind> = [.component, .system, .family, .platform, .devicePlatform, .codePlatform, .integer]

    /// 1.5 when a relation word ("uses", "depends") stands before the component for a question
    /// that wants it there, or after it for one that wants it after.
    private static let passiveAuxiliaries: Set<String> = ["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got"]

    /// Up to `within` words after `index`, in its clause.
    private static func clauseAfter(_ index: Int, _ words: [SentenceWord], within: Int) -> ArraySlice<SentenceWord> {
        var end = index
        while end + 1 < words.count, end - index < within, !words[end].endsClause { end += 1 }
        return words[(index + 1)..<max(index + 1, end + 1)]
    }

    private static func relationBonus(_ concepts: QuestionConcepts, hits: [Hit], words: [SentenceWord], values: [SentenceValue],
                                      arguments: QuestionArguments) -> Double {
        let named = values.filter { value in value.readings[.component].map { arguments.values.contains($0) } == true }
        guard !concepts.relations.isEmpty, !named.isEmpty else { return 0 }
        let auxiliary = words.firstIndex { ["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got"].contains($0.lower) } ?? Int.max
        let holds = hits.contains { hit in
            // "about to wrap Badge … which components depend on Badge": the name said nearest the word.
            guard let wantsBefore = concepts.relations[hit.head],
                  let component = named.min(by: { distance($0.range, hit.index) < distance($1.range, hit.index) }) else { return false }
            // "what do I need to build Card Header": a person needs it, not a component. "what would I
            // pull in if I used Card": what a person uses it with is what it needs.
            // ("what would I have to pull in to use Card": the person's, said with "to".)
            let reach = hit.index > 0 && words[hit.index - 1].lower == "to" ? 7 : 3
            let people = words[max(0, hit.index - reach)..<hit.index].filter { ReadingVocabulary.people.contains($0.lower) }
            if !people.isEmpty {
                // ("I need evidence", "I'll need to retest": the asker's need, no relation.)
                let personal = hit.head == buildOnHead || words[hit.index].lemma == useLemma
                return !wantsBefore && personal && people.contains { $0.lower != "they" }
            }
            // "where is Avatar used", "used by Avatar": the passive turns the relation round.
            // ("what gets pulled in when I use X": pulled in by X, what X needs. "built on" is passive already.)
            // ("Card is slow, what has it pulled in": the auxiliary must stand right before.)
            let pulled = hit.paired && ["pulled", "brought"].contains(words[hit.index].lower)
                && words[max(0, hit.index - 2)..<hit.index].contains { ["is", "are", "was", "were", "be", "been", "get", "gets", "got"].contains($0.lower) }
            // ("the things those ones need": "need" ends in "ed" and is no participle.)
            let passive = pulled || !hit.paired && words[hit.index].lower.hasSuffix("ed") && !words[hit.index].lower.hasSuffix("eed")
                && auxiliary < hit.index
            let before = wantsBefore != passive
            // "which components have Counter inside them", "… have Badge embedded": the name is
            // what they have, so "them" are the components asked for, and a word of containing
            // after the name says what contains it, as if before it.
            let had = hasBefore(component.range.lowerBound, words) && [containHead, insideHead].contains(hit.head)
            // "For the Avatar, which components depend on it": "it" right after the word stands
            // for the component, so the word comes before it. ("Section Header uses it": not
            // when the name is said right before the word; "it" is another.)
            // ("what's hanging on to it": the phrase's "it" right after its "to".)
            let onTo = hit.paired && hit.index + 3 < words.count && words[hit.index + 2].lower == "to" && ["it", "them"].contains(words[hit.index + 3].lower)
            // ("Everything it needs underneath it": "it" before the word is its subject, the component.)
            let itNeeds = hit.index > 0 && words[hit.index - 1].lower == "it" && !hit.paired
            let onIt = hit.index >= component.range.upperBound && !had && !itNeeds && (onTo
                || words[component.range.upperBound..<hit.index].contains { !["component", "components"].contains($0.lower) }
                // ("what else is built on top of it": said in the passive, a few words on, in its clause;
                // "what does it pull in with it" is what it pulls in.)
                // ("because it's built on top of it": the auxiliary said as "'s", gone with its apostrophe.)
                && clauseAfter(hit.index, words, within: hit.index > 0 && (passiveAuxiliaries.contains(words[hit.index - 1].lower)
                    || ["it", "that", "what"].contains(words[hit.index - 1].lower) && words[hit.index].lower == "built") ? 4 : 2)
                    .contains { ["it", "them"].contains($0.lower) })
                || had && hit.head == containHead && hit.index >= component.range.upperBound
                // ("Avatar-ы туттар компоненнар", "Text Button-ǵa súyenedi": a case ending makes the
                // name the object of the word said after it, as if the word came before it.)
                || words[component.range.upperBound - 1].objectCase && hit.index >= component.range.upperBound
            // ("What does X depend on? I'm building something similar inside a MAUI Shell.": a word
            // in another sentence than the name, one that names no component and points back at
            // nothing, relates nothing to it.)
            let (first, last) = (min(hit.index, component.range.lowerBound), max(hit.index, component.range.lowerBound))
            // ("… TabHeaderViewController gotta have …? Like, what's it pulling in?": "it" said as
            // the word's subject, in the next sentence, is the component still.)
            let subjectIt = hit.index > 0 && words[hit.index - 1].lower == "it"
                || hit.index > 1 && words[hit.index - 2].lower == "it" && ["does", "did", "will", "would", "is", "really", "actually"].contains(words[hit.index - 1].lower)
            if !onIt, !subjectIt, words[first..<last].contains(where: \.endsSentence) {
                let (start, end) = SentenceWords.sentence(around: hit.index, words)
                if !values.contains(where: { $0.readings[.component] != nil && (start...end).contains($0.range.lowerBound) }) { return false }
            }
            return before ? hit.index < component.range.lowerBound || onIt : hit.index >= component.range.upperBound && !onIt
        }
        return holds ? 2.5 : 0
    }

    /// A person's use of a component, or what it builds on ("what do I pull in if I use Card").
    private static let useLemma = SentenceWords.lemma("use")
    private static let buildOnHead = ReadingVocabulary.head(SentenceWords.lemma("buildon"))
    private static let containHead = ReadingVocabulary.head(SentenceWords.lemma("contain"))
    private static let insideHead = ReadingVocabulary.head(SentenceWords.lemma("inside"))

    /// Whether the word before `index` (past "the", "a", "an", "our", "their", "that") is a form
    /// of "have": the name there is had.
    private static func hasBefore(_ index: Int, _ words: [SentenceWord]) -> Bool {
        var at = index - 1
        while at >= 0, ["the", "a", "an", "our", "their", "that"].contains(words[at].lower) { at -= 1 }
        return at >= 0 && ["have", "has", "had", "having"].contains(words[at].lower)
    }

    /// How many words lie between a value and a word.
    private static func distance(_ range: Range<Int>, _ index: Int) -> Int {
        index < range.lowerBound ? range.lowerBound - index : max(0, index - range.upperBound + 1)
    }

    /// The thing a sentence asks to list, when it is not components: the noun right after its
    /// opening "which", "what", "list", "show me" or "are there" ("which tokens are failing C5"
    /// asks for tokens), as a word whose lemma is its family head.
    static func subject(_ words: [SentenceWord]) -> SentenceWord? {
        // The first clause that opens so ("Filter the token rows where C3 … - which tokens are scored that way?").
        let opening: Set<String> = ["which", "what", "list", "show", "any", "are", "none", "filter"]
        guard let start = words.indices.first(where: { index in
            opening.contains(words[index].lower) && !words[index].quoted
                && (index < 3 || words[max(0, index - 3)..<index].contains(where: \.endsClause))
        }) else { return nil }
        let skipped: Set<String> = ["me", "all", "the", "of", "there", "any", "our", "us", "are", "kind", "kinds", "sort", "type", "types", "a", "an", "some", "design"]
        guard let at = words[(start + 1)...].firstIndex(where: { !skipped.contains($0.lower) }) else { return nil }
        // "token-related recommendations", "proposed token recommendations": the noun is the last of them.
        var last = at
        while last + 1 < words.count, !words[last].endsClause {
            if subjectNouns[words[last + 1].lower] != nil {
                last += 1
            } else if ["related", "based", "specific", "level"].contains(words[last + 1].lower) {
                guard last + 2 < words.count else { return nil }
                last += 2
            } else {
                break
            }
        }
        let noun = words[last]
        guard !noun.quoted, let head = subjectNouns[noun.lower] else { return nil }
        var word = noun
        word.lemma = head
        return word
    }

    /// Nouns a sentence may ask a list of, by their family heads.
    private static let subjectNouns: [String: String] = {
        let nouns = ["token": "token", "tokens": "token", "variable": "token", "variables": "token", "issue": "issue",
                     "issues": "issue", "problem": "issue", "problems": "issue", "bug": "issue", "bugs": "issue",
                     "recommendation": "recommendation", "recommendations": "recommendation", "suggestion": "recommendation",
                     "suggestions": "recommendation", "recs": "recommendation", "rec": "recommendation",
                     "criteria": "criterion", "criterion": "criterion"]
        return nouns.mapValues { ReadingVocabulary.head(SentenceWords.lemma($0)) }
    }()

    /// Whether the sentence speaks of components nobody assessed: "unassessed", or a form of
    /// "assess" with "not", "never", "nobody" or "no one" in the three words before it.
    static func mentionsUnassessed(_ words: [SentenceWord]) -> Bool {
        let negations: Set<String> = ["not", "never", "nobody", "no", "nobody's", "haven't", "hasn't", "isn't", "aren't", "wasn't", "weren't"]
        for (index, word) in words.enumerated() {
            if word.lower == "unassessed" || word.lower == "un-assessed" || ReadingVocabulary.head(word.lemma) == unassessedHead { return true }
            // ("the ones nobody checked yet too": looked at, said in other words.)
            guard word.lower.hasPrefix("assess") || ReadingVocabulary.head(word.lemma) == assessHead
                    || ["checked", "looked", "reviewed", "evaluated", "rated", "graded", "scored", "audited"].contains(word.lower) else { continue }
            // "the whole lineup, assessed or not": both.
            if index + 2 < words.count, words[index + 1].lower == "or", ["not", "unassessed", "otherwise"].contains(words[index + 2].lower) { return true }
            if words[max(0, index - 3)..<index].contains(where: { negations.contains($0.lower) }) { return true }
        }
        return false
    }
}

extension SentenceScoring {
    /// Whether a question is about the words of a value: "figma", or "the design file" (Figma's
    /// platform, and a Figma question's words, one by one or joined).
    static func isAbout(_ about: Set<String>, _ typed: String) -> Bool {
        let lower = typed.lowercased()
        guard lower.contains(" ") else { return about.contains(ReadingVocabulary.head(SentenceWords.lemma(lower))) }
        let parts = lower.split(separator: " ").map(String.init)
        return (parts + [parts.joined()]).contains { about.contains(ReadingVocabulary.head(SentenceWords.lemma($0))) }
    }
}
