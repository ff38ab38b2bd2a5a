/// A criterion named by what it measures: "scored on whether each design property has a
/// direct counterpart in code on every platform" is C4, "the criterion that checks every
/// colour, type and spacing is bound to a token" C3. After "criterion", "whether" or a
/// judgement ("fine on", "ready on"), the words of the clause are compared with each
/// criterion's meaning (its `meaning` in the criterion table): three words of one meaning, two
/// more than any other's, name that criterion. In a sentence about a criterion's status or its
/// issues, any clause does, by four words. The values found inside those words ("colour",
/// "token") are words of the paraphrase, not filters.
extension SentenceValues {
    /// The fewest words a paraphrase shares with the meaning it names, and its lead over the next.
    static let meaningWords = 3
    static let meaningLead = 2

    static func criterionByMeaning(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard !context.criterionMeanings.isEmpty else { return values }
        guard !values.contains(where: { $0.readings[.criterion] != nil && !$0.weak }) else { return restOfMeaning(values, words, context) }
        let criterion = SentenceWords.lemma("criterion")
        // Without a word that says a criterion follows, a clause still names one when the
        // sentence asks about a criterion's status or its issues ("which components are ready
        // when it comes to every colour and spacing being bound to a token"), by one more word.
        // ("Which components got worse on how well their colours and type are bound to tokens": a regression's too.)
        let judged = values.contains { $0.readings[.criterionStatus] != nil }
            || words.contains { [issueHead, regressHead].contains(ReadingVocabulary.head($0.lemma)) }
        // ("the does-every-design-property-have-a-real-code-counterpart criterion": its meaning
        // hyphened into one word before "criterion".)
        let hyphened = Set(words.indices.compactMap { index -> Int? in
            guard index > 1, words[index].lemma == criterion, words[index - 2].hyphenAfter else { return nil }
            var first = index - 1
            while first > 0, words[first - 1].hyphenAfter { first -= 1 }
            return index - first >= 3 ? first : nil
        })
        for start in words.indices {
            let said = words[start].lemma == criterion || words[start].lower == "whether" || judgedOn(start, words) || hyphened.contains(start)
            let opens = judged && (start == 0 || words[start - 1].endsClause)
            let from = said && !hyphened.contains(start) ? start + 1 : start
            guard said || opens, let (id, span) = paraphrase(from: from, words, context, fewest: said ? meaningWords : meaningWords + 1)
            else { continue }
            // The paraphrase's own words ("colour", "token") are no filters; a status said inside it is.
            var kept = values.filter { $0.readings[.criterion] == nil && (!$0.range.overlaps(span) || $0.readings[.criterionStatus] != nil) }
            let at = kept.firstIndex { $0.range.lowerBound > span.lowerBound } ?? kept.count
            kept.insert(SentenceValue(range: span, typed: words[span].map(\.typed).joined(separator: " "), readings: [.criterion: id], weak: false), at: at)
            return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
        return values
    }

    /// "whether they map cleanly onto a native view", "how well they translate to native views":
    /// a verb of mapping, then "native" (a word of one criterion's name only), names that
    /// criterion; the words between are a preposition, an article and adverbs of how well.
    static func mappedToNative(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard !values.contains(where: { $0.readings[.criterion] != nil && !$0.weak }) else { return values }
        for index in words.indices where ["native", "natively"].contains(words[index].lower) && !words[index].quoted {
            guard let ids = context.closed.criterionWords[SentenceWords.lemma("native")], ids.count == 1, let id = ids.first,
                  let verb = words[max(0, index - 5)..<index].lastIndex(where: { mappingVerbs.contains($0.lemma) }),
                  words[(verb + 1)..<index].allSatisfy({ !$0.endsClause && (howMapped.contains($0.lower) || $0.lower.hasSuffix("ly")) }),
                  !words[verb].endsClause else { continue }
            // ("whether a Figma component maps cleanly to native code": the clause after "whether" is the name's.)
            let opened = words[max(0, verb - 6)..<verb].lastIndex { ["whether", "if"].contains($0.lower) }
            let start = opened.map { $0 + 1 } ?? verb
            let end = index + 1 < words.count && nativeThings.contains(words[index + 1].lemma) ? index + 2 : index + 1
            guard !words[start..<verb].contains(where: \.endsClause) else { continue }
            let span = start..<end
            var kept = values.filter { !$0.range.overlaps(span) || $0.readings[.criterionStatus] != nil }
            let at = kept.firstIndex { $0.range.lowerBound > verb } ?? kept.count
            kept.insert(SentenceValue(range: span, typed: words[span].map(\.typed).joined(separator: " "), readings: [.criterion: id], weak: false), at: at)
            return kept
        }
        return values
    }
    private static let mappingVerbs: Set<String> = Set(["map", "maps", "mapped", "translate", "translates", "translated", "correspond", "corresponds"]
        .map(SentenceWords.lemma))
    private static let nativeThings: Set<String> = Set(["code", "view", "views", "component", "components", "control", "controls", "widget",
                                                         "widgets", "element", "elements", "counterpart", "counterparts", "api", "apis"].map(SentenceWords.lemma))
    private static let howMapped: Set<String> = ["to", "onto", "into", "a", "an", "the", "their", "its", "well", "one", "for"]

    /// Kinds of value that filter an answer: a criterion's paraphrase ends before one.
    private static let filterKinds: Set<QuestionParameter.Kind> = [
        .system, .platform, .devicePlatform, .codePlatform, .component, .family, .criterionStatus, .verdict, .issueStatus, .duration, .date,
    ]

    /// "ready on layers named so each part matches the code": a criterion named by its words
    /// goes on over the words of its meaning that follow in the clause (or in an explanation
    /// after it), two or more, up to the next value that filters (an everyday word inside the
    /// explanation filters nothing); the words passed are the criterion's, not concepts of another
    /// question ("matches" is no spec conflict here).
    private static func restOfMeaning(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard let at = values.firstIndex(where: { $0.readings[.criterion] != nil && !$0.weak && $0.readings.count == 1 }),
              let id = values[at].readings[.criterion], let meaning = context.criterionMeanings[id] else { return values }
        // ("… mappability, i.e. every Figma prop having a direct counterpart": an explanation
        // goes on after the comma, and an everyday word in it filters nothing.)
        let stop = values.first { value in
            value.range.lowerBound >= values[at].range.upperBound && !filterKinds.isDisjoint(with: value.readings.keys)
                && !(value.weak && words[value.range.lowerBound].tag)
        }?.range.lowerBound ?? words.count
        var (index, last, found) = (values[at].range.upperBound, -1, Set<String>())
        while index < min(stop, values[at].range.upperBound + 12) {
            if !words[index - 1].endsClause || listGoesOn(after: index - 1, words, [meaning]) || words[index].tag && !words[index - 1].tag {
                if meaning.contains(words[index].lemma), !ReadingVocabulary.stopWords.contains(words[index].lower) {
                    (last, found) = (index, found.union([words[index].lemma]))
                }
            } else { break }
            index += 1
        }
        guard found.count >= 2 else { return values }
        var values = values
        values[at].range = values[at].range.lowerBound..<last + 1
        let span = values[at].range
        values[at].typed = words[span].map(\.typed).joined(separator: " ")
        return values.filter { $0.range == span || !$0.range.overlaps(span) || $0.readings[.criterionStatus] != nil }
    }

    private static let issueHead = ReadingVocabulary.head(SentenceWords.lemma("issues"))
    private static let regressHead = ReadingVocabulary.head(SentenceWords.lemma("regress"))

    /// The criterion whose meaning shares the most words with the clause from `from` (up to 24
    /// words; a list's commas go on: "every colour, type and spacing"), when it shares `fewest`
    /// and `meaningLead` more than any other; and the words from its first to its last shared.
    private static func paraphrase(from: Int, _ words: [SentenceWord], _ context: SentenceContext, fewest: Int) -> (String, Range<Int>)? {
        var shared: [String: [Int]] = [:]
        var seen: [String: Set<String>] = [:]
        var index = from
        while index < words.count, index <= from + 23 {
            let word = words[index]
            if !word.quoted, word.lower.count >= 3, !ReadingVocabulary.stopWords.contains(word.lower) {
                for (id, lemmas) in context.criterionMeanings where lemmas.contains(word.lemma) && seen[id, default: []].insert(word.lemma).inserted {
                    shared[id, default: []].append(index)
                }
            }
            if word.endsClause, !listGoesOn(after: index, words, Array(context.criterionMeanings.values)) { break }
            index += 1
        }
        // A word of one meaning only ("counterpart") counts twice towards the lead.
        let weight = { (id: String) -> Int in
            (shared[id] ?? []).reduce(0) { sum, at in
                sum + (context.criterionMeanings.values.filter { $0.contains(words[at].lemma) }.count == 1 ? 2 : 1)
            }
        }
        let ranked = shared.keys.map { ($0, weight($0)) }.sorted { ($0.1, $1.0) > ($1.1, $0.0) }
        guard let (bestID, bestWeight) = ranked.first, let best = shared[bestID].map({ (key: bestID, value: $0) }), best.value.count >= fewest,
              bestWeight - (ranked.dropFirst().first?.1 ?? 0) >= meaningLead,
              let first = best.value.min(), let last = best.value.max() else { return nil }
        return (best.key, first..<last + 1)
    }

    /// Whether a comma at `index` is one of a list of a meaning's words: the next word (or the
    /// one after "and", "or") is a word of one of `meanings`.
    private static func listGoesOn(after index: Int, _ words: [SentenceWord], _ meanings: [Set<String>]) -> Bool {
        guard !words[index].endsSentence, index + 1 < words.count else { return false }
        var next = index + 1
        if ["and", "or"].contains(words[next].lower), next + 1 < words.count { next += 1 }
        return meanings.contains { $0.contains(words[next].lemma) }
    }

    /// "completely fine on binding colours …", "scored badly for …": a judgement, then what on.
    private static func judgedOn(_ index: Int, _ words: [SentenceWord]) -> Bool {
        index > 0 && ["on", "for", "at", "about", "in"].contains(words[index].lower) && [
            "fine", "good", "bad", "weak", "strong", "poor", "ready", "rework", "refinement", "mapped", "scored", "score", "scores",
            "rated", "doing", "fare", "faring", "well", "badly", "passing", "failing", "pass", "fail", "judged", "assessed",
            "worse", "better", "slipped", "dropped", "declined", "improved", "regressed",
        ].contains(words[index - 1].lower)
            // ("How's SAP Fiori getting on with having every colour … bound to a token")
            || index > 0 && words[index].lower == "with" && ["on", "along", "doing", "faring", "coping"].contains(words[index - 1].lower)
    }

    /// Each criterion's meaning as the lemmas of its words that are no stop words.
    static func meaningLemmas(_ meanings: [String: String]) -> [String: Set<String>] {
        meanings.mapValues { meaning in
            Set(meaning.lowercased().split { !$0.isLetter }.map(String.init)
                .filter { $0.count >= 3 && !ReadingVocabulary.stopWords.contains($0) }.map(SentenceWords.lemma))
        }
    }

    /// "on native mappability — how cleanly a component maps to SwiftUI and Compose": with the
    /// criterion of native code named, both code platforms said together say what it measures
    /// (a filter is one platform), and are no filter.
    static func codePlatformsOfNative(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard let ids = context.closed.criterionWords[SentenceWords.lemma("native")], ids.count == 1, let native = ids.first,
              values.contains(where: { $0.readings[.criterion] == native }) else { return values }
        let code = values.indices.filter { values[$0].readings[.codePlatform] != nil && values[$0].range.count == 1 }
        guard code.count == 2, Set(code.map { values[$0].readings[.codePlatform] }).count == 2,
              case let (first, second) = (values[code[0]].range, values[code[1]].range), second.lowerBound == first.upperBound + 1,
              ["and", "or", "&", "nor"].contains(words[first.upperBound].lower) else { return values }
        return values.enumerated().filter { !code.contains($0.offset) }.map(\.element)
    }
}

extension SentenceValues {
    /// "the C1 to C7 things", "C1–C7", "C1 through C7": the criteria from one to another, named
    /// as a span, are all of them (or several), no filter of one.
    static func criterionSpans(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        var spanned: Set<Range<Int>> = []
        for (first, second) in zip(values, values.dropFirst())
        where first.readings[.criterion] != nil && second.readings[.criterion] != nil && first.readings[.criterion] != second.readings[.criterion] {
            let between = words[first.range.upperBound..<max(first.range.upperBound, second.range.lowerBound)].map(\.lower)
            if between.count == 1 && ["to", "through", "thru", "till", "until"].contains(between[0]) || between.isEmpty {
                spanned.formUnion([first.range, second.range])
            }
        }
        return spanned.isEmpty ? values : values.filter { !spanned.contains($0.range) }
    }
}

extension SentenceValues {
    /// "icon and image asset quality": a name's word said before a criterion's name and joined
    /// to it ("Asset & Icon Quality") is part of that name, no component.
    static func criterionNameParts(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        values.enumerated().compactMap { offset, value in
            guard value.range.count == 1, value.readings[.component] != nil || value.readings[.family] != nil, offset + 1 < values.count,
                  let id = values[offset + 1].readings[.criterion],
                  context.closed.criterionWords[words[value.range.lowerBound].lemma]?.contains(id) == true else { return value }
            let between = words[value.range.upperBound..<max(value.range.upperBound, values[offset + 1].range.lowerBound)]
            // ("Icon and how is asset quality" asks two things: only a describing word may come between.)
            guard (1...3).contains(between.count), ["and", "or", "&"].contains(between.first?.lower ?? ""),
                  between.dropFirst().allSatisfy({ !ReadingVocabulary.stopWords.contains($0.lower) && !ReadingVocabulary.questionWords.contains($0.lower) }),
                  !words[value.range.lowerBound].endsClause, !between.contains(where: \.endsClause) else { return value }
            var part = value
            part.readings[.component] = nil
            part.readings[.family] = nil
            return part.readings.isEmpty ? nil : part
        }
    }
}
