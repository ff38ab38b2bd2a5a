import Foundation
import DSRegistryCore
import DSRegistryStore

/// A value found in a sentence: the words it spans and what it is for each kind of parameter
/// that could take it ("ready" is a verdict and a criterion status; "Header" a component and
/// a family). A weak value is also an everyday or concept word ("open", "token", "code
/// connect"): a question that cannot take it reads it as a word, not as a wrong value.
package struct SentenceValue: Sendable, Equatable {
    package var range: Range<Int>
    package var typed: String
    package var readings: [QuestionParameter.Kind: String]
    package var weak: Bool
    /// Where the asker stands ("into my Compose screen", "from the Figma side"): a filter to a
    /// question that takes it, no wrong value to one that does not.
    package var setting = false
}

/// Finds the values of a sentence, left to right, the longest match at each word: O(words ×
/// longest name).
enum SentenceValues {
    static func find(_ words: [SentenceWord], _ context: SentenceContext)
        -> (values: [SentenceValue], unknownNames: [String], unknownValues: [String]) {
        var values: [SentenceValue] = []
        var unknown: [String] = []
        var unknownValues: [String] = []
        var (index, pathsLookedUp) = (0, 0)
        let longest = max(context.names.longestName, context.closed.longest, 3)
        while index < words.count {
            let word = words[index]
            if word.preface {
                index += 1
                continue
            }
            if word.quoted {
                quoted(at: index, words, context, &values, &unknown, &unknownValues)
                index += 1
                continue
            }
            if word.isPath, Double(word.lower) == nil {
                // A path is looked up in the registry: the first 64 of them, so a sentence of
                // paths stays linear in its length and quick. ("1.5 years": a decimal is a count.)
                pathsLookedUp += 1
                if pathsLookedUp <= 64, context.tokenExists(word.typed) || context.tokenExists(word.lower) {
                    values.append(SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.token: word.typed], weak: false))
                } else if pathsLookedUp <= 8, let near = nearestToken(word.typed, context) {
                    values.append(SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.token: near], weak: false))
                } else {
                    unknown.append(word.typed)
                }
                index += 1
                continue
            }
            if SentenceWords.isDate(word.lower) {
                values.append(SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.date: word.lower], weak: false))
                index += 1
                continue
            }
            if var duration = SentenceDurations.date(at: index, words, today: context.today) ?? SentenceDurations.duration(at: index, words, today: context.today) {
                // "the file got re-uploaded last week, what changed": when an import happened, not a filter.
                duration.weak = importedBefore(index, words)
                values.append(duration)
                index = duration.range.upperBound
                continue
            }
            // ("a D-pad user moves onto them": the part after the letter may begin a phrase.)
            if particle(at: index, words) || afterALetter(at: index, words) && gappedPhrase(at: index, words) == nil || saysWhoAsks(at: index, words) {
                index += twoWordPlatform(at: index, words) ? 2 : 1
                continue
            }
            if let passed = passedReview(at: index, words) ?? nothingLeftToChange(at: index, words) ?? asTheyAre(at: index, words) ?? gappedPhrase(at: index, words) {
                if !saidAsVerb(passed, words) { values.append(passed) }
                index = passed.range.upperBound
                continue
            }
            if let found = longestMatch(at: index, words, context, longest: longest) {
                let value = inContext(found, words, context)
                if !saidAsVerb(value, words), !value.readings.isEmpty,
                   !(values.last?.range.upperBound != value.range.lowerBound && actOfSomethingElse(value, words)) { values.append(value) }
                index = value.range.upperBound
                continue
            }
            let (number, bound) = number(at: index, words)
            if let number {
                values.append(number)
            } else if let bound {
                unknownValues.append(bound)
            } else if let named = unknownValue(at: index, words, context) {
                unknownValues.append(named)
            } else if unknownName(at: index, words, context) {
                unknown.append(word.typed)
            }
            index += 1
        }
        values = anyOfTheKind(searchedFor(values, words), words)
        values = calledCriterion(mentionedInPassing(givenAsExample(inExamples(glossesOfTokens(tokensByWords(values, words, context), words), words), words), words), words, context, ambiguous: &unknownValues)
        return (unmappedWithoutCriterion(inContext(criterionNameParts(values, words, context), words, context)).filter { !$0.readings.isEmpty }, unknown, unknownValues)
    }

    /// Each reading in its context, in this order.
    private static func inContext(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        var values = supposed(sceneBeforeAsking(contrasted(guessed(measuredByCriterion(criterionSpans(values, words), words), words), words), words), words)
        values = doubted(values, words)
        values = devicesOfTheirCode(saidAgainAfterWhen(values, words))
        values = settings(lifespans(progressed(askedOfWhatIsListed(finishedDoing(negated(values, words), words), words)), words), words)
        return backgroundComponents(statusesOfNoRecommendation(kindsSaidAsVerbs(codePlatformsOfNative(criterionByMeaning(mappedToNative(values, words, context), words, context), words, context), words), words), words)
    }

    /// "a D-pad", "an X-ray": one word, its part after the letter no value.
    private static func afterALetter(at index: Int, _ words: [SentenceWord]) -> Bool {
        index > 0 && words[index - 1].hyphenAfter && words[index - 1].lower.count == 1 && words[index - 1].lower.allSatisfy(\.isLetter)
    }

    /// A capitalised word the registry has no name for, said where a name stands: not first in
    /// its sentence, no acronym of talk ("OKR", "QA", "CI"), no label of a template, and not the
    /// asker's own ("my Avalonia app", a remark of their own).
    private static func unknownName(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> Bool {
        let word = words[index]
        return index > 0 && word.typed.first?.isUppercase == true && !words[index - 1].endsSentence && !known(word, context)
            && !templateLabel(at: index, words) && !(word.typed.count <= 4 && word.typed.allSatisfy(\.isUppercase))
            && !inAskersRemark(at: index, words) && !askersOwnWork(at: index, words) && !signedBy(at: index, words)
            // ("open Jira-style tickets": a tool named for a likeness, no name of the registry's.)
            && !(word.hyphenAfter && index + 1 < words.count && ["style", "like", "ish", "esque", "type", "flavoured", "flavored"].contains(words[index + 1].lower))
    }

    /// "recs family done (from Jo)", "…, via Priya", "(asked by Sam Lee)": who passed the question
    /// on, a name or two closing the message after "from" (a clause of its own), "via", "cc",
    /// "h/t" or "asked by"; no name of the registry's.
    private static func signedBy(at index: Int, _ words: [SentenceWord]) -> Bool {
        var first = index
        if first > 0, words[first - 1].typed.first?.isUppercase == true, !words[first - 1].endsClause { first -= 1 }
        guard first > 0, index + 1 == words.count else { return false }
        let by = words[first - 1].lower
        return ["via", "cc", "h/t", "ht"].contains(by) || by == "by" && first > 1 && words[first - 2].lower == "asked"
            || by == "from" && first > 1 && words[first - 2].endsClause
    }

    /// "depends on 'Card Cell'", "the verdict 'ready'": a quoted phrase that is a name or a value,
    /// whole, is that value; a quoted path is a path; beside a kind of value, one that is none is
    /// a value the registry lacks.
    static let reimportHead = ReadingVocabulary.head(SentenceWords.lemma("reimport"))

    /// Whether a word of importing comes before `index` in its clause ("re-uploaded the Figma file last week").
    private static func importedBefore(_ index: Int, _ words: [SentenceWord]) -> Bool {
        for before in stride(from: index - 1, through: max(0, index - 6), by: -1) {
            if words[before].endsClause { return false }
            if ReadingVocabulary.familyHead[words[before].lemma] == reimportHead { return true }
        }
        return false
    }

    private static func quoted(at index: Int, _ words: [SentenceWord], _ context: SentenceContext, _ values: inout [SentenceValue],
                               _ unknown: inout [String], _ unknownValues: inout [String]) {
        let inner = SentenceWords.split(words[index].typed, limit: 16).words
        if inner.count == 1, inner[0].isPath {
            if context.tokenExists(inner[0].typed) || context.tokenExists(inner[0].lower) {
                values.append(SentenceValue(range: index..<index + 1, typed: inner[0].typed, readings: [.token: inner[0].typed], weak: false))
            } else {
                unknown.append(inner[0].typed)
            }
        } else if !inner.isEmpty, inner.allSatisfy({ !$0.quoted }),
                  var value = longestMatch(at: 0, inner, context, longest: inner.count), value.range.count == inner.count {
            (value.range, value.weak) = (index..<index + 1, false)
            values.append(value)
        } else if let named = unknownQuotedValue(at: index, words, context) {
            unknownValues.append(named)
        }
    }

    /// A value the sentence names that the registry does not have, which no question can
    /// answer for: a platform no system declares ("windows", "flutter"), a name before
    /// "system" ("the Material Design system"), a word after "status" or "kind" that is no
    /// status or kind ("kind performance"). Said as the reason the sentence is refused.
    private static func unknownValue(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        if let outside = outsideValue(at: index, words) ?? unknownPlace(at: index, words, context) { return outside }
        // "the long-press state": a word joined to a state's name before "state" makes another
        // state ("keyboard-focused" says how the state is reached).
        if word.hyphenAfter, index + 2 < words.count, context.closed.table[words[index + 1].lemma]?[.state] != nil,
           words[index + 2].lemma == SentenceWords.lemma("state"), context.closed.table[word.lemma]?[.state] == nil,
           !["keyboard", "mouse", "pointer", "touch", "finger", "visual", "visually", "native", "natively"].contains(word.lower) {
            return "'\(word.typed)-\(words[index + 1].typed)' (no state has that name)"
        }
        if let joined = unknownJoinedOrId(at: index, words, context) { return joined }
        if let named = unknownAfterKindWord(at: index, words, context) { return named }
        if let marked = unknownMarked(at: index, words, context) { return marked }
        if let modifier = unknownModifier(at: index, words, context) { return modifier }
        if let kind = unknownRawKind(at: index, words, context) { return kind }
        // "which issues are blocked", "the blocked issues": a status issues do not have ("what blocks
        // Badge", "blockers" ask for open issues).
        let before = words[..<index].last { !$0.lower.hasSuffix("ly") && !["still", "now", "all"].contains($0.lower) }
        // ("show the issues na blocked": said of the issues just named.)
        let ofIssues = words[max(0, index - 3)..<index].contains { ["issue", "issues", "ticket", "tickets", "bug", "bugs"].contains($0.lower) }
            && before.map { !["have", "has", "had", "that", "which"].contains($0.lower) } ?? true
        // ("Which issues are currently marked blocked?", "Blocked, which issues are?")
        let saidFirst = word.lower == "blocked" && (index == 0 || words[index - 1].endsClause) && word.endsClause
            && words[(index + 1)..<min(words.count, index + 4)].contains { ["issue", "issues", "ticket", "tickets", "bug", "bugs"].contains($0.lower) }
        if word.lower == "blocked", before.map({ ["is", "are", "was", "were", "as", "been", "get", "got", "the", "any", "na", "marked", "flagged", "in",
                                                 "tagged", "labelled", "labeled", "listed"].contains($0.lower) }) == true
            || ofIssues || saidFirst || index + 1 < words.count && listedByValue.contains(words[index + 1].lower) {
            return "'blocked' (no issue status has that name)"
        }
        if ofIssues, let before, let participle = unknownIssueParticiple(at: index, after: before, words, context) { return participle }
        // ("which recommendations ended up archived?": the same, of recommendations.)
        let ofRecommendations = words[max(0, index - 4)..<index].contains { ["recommendation", "recommendations", "suggestion", "suggestions"].contains($0.lower) }
            && before.map { !["have", "has", "had", "that", "which"].contains($0.lower) } ?? true
        if ofRecommendations, let before, let participle = unknownIssueParticiple(at: index, after: before, words, context, of: "recommendation") {
            return participle
        }
        if let hold = onHold(at: index, words, ofIssues: ofIssues) { return hold }
        // "awaiting legal review", "pending triage": what a thing waits for is a status; one the
        // registry does not know is none it has.
        let waiting = index > 0 && ["awaiting", "pending"].contains(words[index - 1].lower)
            || index > 1 && words[index - 2].lower == "waiting" && ["for", "on"].contains(words[index - 1].lower)
        // ("a pending Django migration": a name, of what is pending.)
        if waiting, word.lower.count > 2, word.lower.allSatisfy(\.isLetter), !known(word, context), word.typed.first?.isLowercase == true, !ReadingVocabulary.everydayLemmas.contains(word.lemma),
           !ordinaryAdjectives.contains(word.lower), !ReadingVocabulary.people.contains(word.lower), !awaited.contains(word.lower) {
            return "'\(word.typed)' (no status has that name)"
        }
        // ("in a blocked status": a word of the questions said as a status is still none the registry has.)
        if index > 0, index + 1 < words.count, ["a", "an"].contains(words[index - 1].lower), ["status", "verdict"].contains(words[index + 1].lower),
           word.lower.hasSuffix("ed"), !word.endsClause, !isValue(word, context), !ordinaryAdjectives.contains(word.lower) {
            return "'\(word.typed)' (no \(words[index + 1].lower) has that name)"
        }
        // ("the Focused visual state": what kind of state, not another one.)
        guard !known(word, context), word.lower.allSatisfy(\.isLetter), !["visual", "interaction", "interactive", "ui"].contains(word.lower) else { return nil }
        // "no sparkly state", "an excellent verdict": an unknown word where a state or verdict stands.
        // ("progressing at the moment. Status check.": the next sentence's word says nothing of it.)
        if index + 1 < words.count, !word.endsClause, ["state", "verdict", "kind", "status"].map(SentenceWords.lemma).contains(words[index + 1].lemma),
           !ReadingVocabulary.everydayLemmas.contains(word.lemma), !ordinaryAdjectives.contains(word.lower),
           index > 0, ["a", "an", "no", "the", "any"].contains(words[index - 1].lower)
            // "the hovering-sparkle state": a state and a word that is none make no state.
            || context.closed.table[words[index - 1].lemma]?[.state] != nil && words[index + 1].lemma == SentenceWords.lemma("state") {
            return "'\(word.typed)' (no \(singular(words[index + 1].lower)) has that name)"
        }
        // "the Material Design system", "the Carbon design system".
        let systemAt = index + 1 < words.count && words[index + 1].lemma == SentenceWords.lemma("system") ? index + 1
            : index + 2 < words.count && words[index + 1].lower == "design" && words[index + 2].lemma == SentenceWords.lemma("system") ? index + 2 : nil
        // "the material design system": lowercase too, with "design" said.
        // ("the Backbase Design System": "Design" is of "design system", after the name.)
        if let systemAt, word.typed.first?.isUppercase == true && word.lower != "design" && !distributives.contains(word.lower)
            // ("coverage per design system" asks for each, names none.)
            || systemAt == index + 2 && !ReadingVocabulary.everydayLemmas.contains(word.lemma) && !ordinaryAdjectives.contains(word.lower)
                && !ReadingVocabulary.stopWords.contains(word.lower) && !distributives.contains(word.lower)
                && ReadingVocabulary.numbers[word.lower] == nil {
            let start = index > 0 && words[index - 1].typed.first?.isUppercase == true && !known(words[index - 1], context) ? index - 1 : index
            return "'\(words[start...index].map(\.typed).joined(separator: " "))' (no design system has that name)"
        }
        return nil
    }

    /// "an on-hold verdict": words joined before a verdict or status that make none; "criterion
    /// C9", "criterion C nine": an id of the criteria's shape that no criterion has.
    private static func unknownJoinedOrId(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        // "an on-hold verdict", "a wait-and-see status": words joined before a verdict or status
        // that make none.
        if word.hyphenAfter, let kind = words[(index + 1)...].prefix(3).firstIndex(where: { !$0.hyphenAfter }).flatMap({ $0 + 1 < words.count ? $0 + 1 : nil }),
           ["verdict", "status"].contains(words[kind].lower), !isValue(words[kind - 1], context), !words[kind - 1].endsClause,
           context.closed.table[words[index..<kind].map(\.lower).joined(separator: " ")] == nil {
            return "'\(words[index..<kind].map(\.typed).joined(separator: "-"))' (no \(words[kind].lower) has that name)"
        }
        // "criterion C9": an id of the criteria's shape that no criterion has; "scored on C8" too,
        // a capital C and a number being a criterion's id wherever it stands.
        // ("C8 ke against open issues": first in the sentence too.)
        if index > 0 && ["criterion", "criteria"].contains(words[index - 1].lower) || word.typed.first == "C" && word.lower.count <= 3,
           word.lower.count <= 4, word.lower.first?.isLetter == true, word.lower.dropFirst().allSatisfy(\.isNumber), !word.lower.dropFirst().isEmpty,
           context.closed.table[word.lower]?[.criterion] == nil {
            return "'\(word.typed)' (no criterion has that id)"
        }
        // ("criterion C nine": the id with its number said as a word.)
        if index > 0, index + 1 < words.count, ["criterion", "criteria"].contains(words[index - 1].lower), word.lower.count == 1,
           word.lower.first?.isLetter == true, let number = ReadingVocabulary.numbers[words[index + 1].lower],
           context.closed.table[word.lower + String(number)]?[.criterion] == nil {
            return "'\(word.typed) \(words[index + 1].typed)' (no criterion has that id)"
        }
        return nil
    }

    /// The longest run of words from `start` that is a name or a closed value.
    private static func longestMatch(at start: Int, _ words: [SentenceWord], _ context: SentenceContext, longest: Int) -> SentenceValue? {
        var end = min(words.count, start + longest)
        // Most words begin no value of several words: only their own run is looked up.
        let first = words[start]
        if end > start + 1, !context.closed.firstWords.contains(first.lemma), !context.closed.firstWords.contains(first.lower),
           !context.nameMayContinue(NameKey.of(first.typed)) {
            end = start + 1
        }
        for stop in stride(from: end, to: start, by: -1) {
            let run = words[start..<stop]
            // ("… at all? Clear-cut": no "all clear" across two sentences.)
            if run.contains(where: { $0.quoted || $0.isPath }) || run.dropLast().contains(where: \.endsSentence) { continue }
            if run.count == 1, ReadingVocabulary.stopWords.contains(run[start].lower) { return nil }
            var readings: [QuestionParameter.Kind: String] = [:]
            let lemmas = run.map(\.lemma).joined(separator: " ")
            if let closed = context.closed.table[lemmas] ?? context.closed.table[run.map(\.lower).joined(separator: " ")] {
                readings.merge(closed) { current, _ in current }
                // "Compose" is the platform, as typed, and no kind of recommendation ("composing" is).
                if readings[.codePlatform] != nil, !context.closed.codePlatformWords.contains(run.map(\.lower).joined(separator: " ")) {
                    (readings[.codePlatform], readings[.platform], readings[.devicePlatform]) = (nil, nil, nil)
                } else if readings[.codePlatform] != nil { readings[.recommendationKind] = nil }
                if readings.isEmpty, let exact = context.closed.table[run.map(\.lower).joined(separator: " ")] { readings = exact }
            }
            let typed = run.map(\.typed).joined(separator: " ")
            let key = NameKey.of(typed)
            if let name = context.names.components[key] ?? (run.count == 1 ? context.names.component(typedAsCode: typed) : nil) {
                readings[.component] = name
            }
            if let name = context.names.families[key] { readings[.family] = name }
            if let id = context.names.systems[key] { readings[.system] = id }
            // A criterion's one word ("icons", C6) that is also a component's name is the component.
            if readings[.component] != nil || readings[.family] != nil, context.closed.weakKeys.contains(lemmas) { readings[.criterion] = nil }
            // ("names, properties, variant counts": a list's items, no criterion's name said in other words.)
            if readings[.criterion] != nil, !context.closed.strongKeys.contains(lemmas), run.dropLast().contains(where: \.endsClause) { readings[.criterion] = nil }
            guard !readings.isEmpty else { continue }
            // "tap targets", "the header trait": a state's or a component's word that begins a phrase
            // of a question's is no value ("the Figma file" still names the platform).
            if run.count == 1, start + 1 < words.count, !words[start + 1].quoted,
               Set(readings.keys).isSubset(of: [.state, .component, .family]),
               ReadingVocabulary.familyHead[run[start].lemma + words[start + 1].lemma] != nil { return nil }
            // ("my acceptance criteria", "the acceptance test": a kind of test, no recommendation accepted.)
            if run.count == 1, run[start].lower == "acceptance", start + 1 < words.count,
               ["criteria", "criterion", "test", "tests", "testing"].contains(words[start + 1].lower) { return nil }
            // "For the Link, how many …": an everyday word capitalised inside a sentence is a name.
            let named = readings[.component] != nil && start > 0 && typed.first?.isUppercase == true
                && words[start - 1].typed.first?.isUppercase != true
            // ("C4 plastic explosive", "the HTTP header", "a credit card", "my name badge": another
            // thing called by the value's one word, given away by the word beside it; "the Chip
            // chocolate-free?" still names the component.)
            // ("no badge is needed to get into the office": a lowercase word's other sense, given away
            // further on in its clause.)
            if run.count == 1, !named, let senses = ReadingVocabulary.otherSenses[run[start].lemma],
               start > 0 && senses.contains(words[start - 1].lower) || start + 1 < words.count && senses.contains(words[start + 1].lower)
                || typed.first?.isLowercase == true && otherSenseLater(after: start, words, senses) {
                return nil
            }
            let strength = readings[.criterion] == nil ? (readings[.platform] != nil && context.closed.weakKeys.contains(lemmas) ? true : nil)
                : context.closed.strongKeys.contains(lemmas) ? false : context.closed.weakKeys.contains(lemmas) ? true : nil
            return SentenceValue(range: start..<stop, typed: typed, readings: readings, weak: strength ?? (!named && weak(run, readings)))
        }
        return nil
    }

    /// Whether a word of `senses` follows within eight words, in the same clause.
    private static func otherSenseLater(after start: Int, _ words: [SentenceWord], _ senses: Set<String>) -> Bool {
        var at = start
        while at < min(words.count - 1, start + 8), !words[at].endsClause {
            at += 1
            if senses.contains(words[at].lower) { return true }
        }
        return false
    }

    /// A value that is also a word questions are asked with, or an everyday word.
    private static func weak(_ run: ArraySlice<SentenceWord>, _ readings: [QuestionParameter.Kind: String]) -> Bool {
        return run.allSatisfy { word in
            // "linking to code": a criterion's words joined by a stop word are still its words.
            (readings[.criterion] != nil && ReadingVocabulary.stopWords.contains(word.lower))
                || ReadingVocabulary.familyHead[word.lemma] != nil || ReadingVocabulary.everydayLemmas.contains(word.lemma)
        }
    }

    static func known(_ word: SentenceWord, _ context: SentenceContext) -> Bool {
        ReadingVocabulary.speaks(word) || context.closed.surface.contains(word.lower) || ReadingVocabulary.destructive.contains(word.lower)
            || ReadingVocabulary.calendarWords.contains(word.lower)
    }
}
