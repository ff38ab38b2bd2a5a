/// A sentence that corrects itself: "figma drift for Badge, er no, for Link", "two months, no,
/// make that four months", "the Card ones... no, all of sap-fiori". What follows the taking back
/// replaces the values before it of the same sort; the rest of the sentence still says what is
/// asked.
enum SentenceRestatements {
    /// What was taken back, for `--explain`, and the words read instead.
    struct Restatement {
        var words: [SentenceWord]
        var takenBack: [(value: String, by: String)]
        /// What was said instead, when it names nothing: the sentence is refused.
        var unread: [String]
    }

    /// The verbs of a search, whose cue's words a taking back may replace ("look" alone is too
    /// often "look at" a value; "mentioning" opens a searched text too).
    private static let searchVerbs = ReadingVocabulary.searchVerbs.subtracting(["look"]).union(["mentioning", "mentions", "mention"])
    /// Words that open a question asked again after a taking back.
    private static let questionOpeners: Set<String> = ["what", "which", "who", "where", "how", "does", "do", "is", "are", "list", "show"]

    /// A value where the sentence now has it: its words may come from a later restatement.
    private struct Placed {
        var at: Range<Int>
        var value: SentenceValue
    }

    /// The reading so far: where each value now stands, the words gone, and what was taken back.
    private struct Rereading {
        var placed: [Placed]
        var dropped: Set<Int>
        var takenBack: [(value: String, by: String)] = []
        var unread: [String] = []

        /// `old` goes, said back by `said` unless `again` says it again.
        mutating func drop(_ old: Placed, by said: String, again: [Placed] = []) {
            if !again.contains(where: { $0.value.readings == old.value.readings }) { takenBack.append((old.value.typed, said)) }
            dropped.formUnion(old.value.range)
            placed.removeAll { $0.at == old.at }
        }
    }

    /// The words with each taking back read: a value said after it takes the place of the last
    /// one of its sort said before ("what does Card depend on? no, I mean Card Header" reads
    /// "what does Card Header depend on"); other values of that sort before it, and the taking
    /// back itself, go. Nil when the sentence takes nothing back. At most eight takings back are
    /// read; a longer sentence keeps the rest as said.
    static func restate(_ words: [SentenceWord], values: [SentenceValue]) -> Restatement? {
        let markers = markers(words, values: values)
        let withdrawn = withdrawals(words, values: values)
        guard !markers.isEmpty || !withdrawn.isEmpty else { return nil }
        var state = Rereading(placed: values.map { Placed(at: $0.range, value: $0) }, dropped: Set(markers.flatMap { $0 }))
        // "forget android", "everything, not just Header": a value said not to be meant goes, with
        // the same value said before.
        for withdrawal in withdrawn {
            state.dropped.formUnion(withdrawal.words)
            for old in state.placed where old.value.readings == withdrawal.value.readings { state.drop(old, by: withdrawal.by) }
        }
        for (number, marker) in markers.enumerated() {
            let end = number + 1 < markers.count ? markers[number + 1].lowerBound : words.count
            let said = said(marker, words)
            var after = state.placed.filter { $0.at == $0.value.range && $0.at.lowerBound >= marker.upperBound && $0.at.upperBound <= end }
            let before = state.placed.filter { $0.at.upperBound <= marker.lowerBound }
            let widened = widening(words[marker.upperBound..<end])
            // "find anything mentioning overflow menu — no wait, bookmark": a searched text said again
            // in place of the one after the search's cue (a value there is read as values are).
            // (The clause taken back ends where the taking back starts: "… in backbase... actually no".)
            let clauseStart = words[..<max(0, marker.lowerBound - 1)].lastIndex(where: \.endsSentence).map { $0 + 1 } ?? 0
            // "What depends on Visual Popup — no, other direction: what does Visual Popup depend
            // on?": a question asked again, whole, with its values, takes back the one before it,
            // whole. ("— I mean which components lack that state there?" still means the state before.)
            if after.contains(where: { !$0.value.weak }), let again = askedAgain(after: marker, before: end, from: clauseStart, words) {
                state.takenBack.append((words[clauseStart..<marker.lowerBound].map(\.typed).joined(separator: " "), said))
                state.dropped.formUnion(clauseStart..<again)
                state.placed.removeAll { $0.at.lowerBound >= clauseStart && $0.at.upperBound <= again }
                continue
            }
            // ("— sorry, Android, not iOS": a value said not to be meant, after the one meant, goes with its "not".)
            for value in negated(after, marker, words) {
                state.dropped.formUnion((value.at.lowerBound - 1)..<value.at.upperBound)
                state.placed.removeAll { $0.at == value.at }
                after.removeAll { $0.at == value.at }
            }
            // ("— not the sizes or fonts", "hmm no, not Card itself": what is said not to be meant
            // replaces nothing, and goes.)
            for value in after where saidNotMeant(value.at, from: marker.upperBound, words) {
                state.dropped.formUnion(value.at)
                state.placed.removeAll { $0.at == value.at }
                after.removeAll { $0.at == value.at }
            }
            // ("search for leading icon. hmm, make that just icon": a name said in its place is searched
            // too; "…, no wait, in Figma" says where.)
            let restating = after.contains { new in before.contains { !Set(sorts($0.value)).isDisjoint(with: sorts(new.value)) } }
                || words[marker.upperBound..<end].first.map { placePrepositions.contains($0.lower) } == true
            if after.isEmpty || !restating, marker.upperBound < end, let cue = searchCue(before: marker, from: clauseStart, before, words) {
                state.takenBack.append((words[(cue + 1)..<marker.lowerBound].map(\.typed).joined(separator: " "), said))
                state.dropped.formUnion(cue + 1..<marker.lowerBound)
                // ("make that just accessory": how little, not what.)
                let lead = words[marker.upperBound..<end].prefix { ["just", "only", "simply"].contains($0.lower) }.count
                state.dropped.formUnion(marker.upperBound..<(marker.upperBound + lead))
                continue
            }
            // "on token coverage, scratch that, on naming": what replaces is no value the registry has.
            // ("What does Card depend on? I mean NavBar.": a name it does not have either.)
            if after.isEmpty, widened == nil, let phrase = saidInstead(words[marker.upperBound..<end]) {
                state.unread.append("'\(phrase)' (said in place of what came before, it names nothing the registry has)")
            }
            replace(before, with: after, at: marker, end: end, words, &state)
            if let widened {
                widen(before, to: widened, except: after, at: marker, words, &state)
                // ("… hmm no, for every criterion": said of the filter, no word of what is asked.)
                if after.isEmpty, end - marker.upperBound <= 6 { state.dropped.formUnion(marker.upperBound..<end) }
            }
        }
        return Restatement(words: rewritten(words, placed: state.placed, dropped: state.dropped), takenBack: state.takenBack, unread: state.unread)
    }

    /// Each value said after the taking back takes the place of the last one of its sort said before it.
    private static func replace(_ before: [Placed], with after: [Placed], at marker: Range<Int>, end: Int, _ words: [SentenceWord], _ state: inout Rereading) {
        var before = before
        let said = said(marker, words)
        for sort in Set(after.flatMap { sorts($0.value) }).sorted() {
            let replacing = after.filter { sorts($0.value).contains(sort) }
            // A value that is also a word ("proposed", "figma") is replaced only when no other
            // value of its sort is, and a platform never: "figma drift" names a question too.
            // ("dragged … I mean which lack that state": of closed lists, only a value of the same list.)
            let ofSort = before.filter { old in sorts(old.value).contains(sort)
                && (sort != .closed || replacing.contains { !Set($0.value.readings.keys).isDisjoint(with: old.value.readings.keys) }) }
            let strong = ofSort.filter { !$0.value.weak || [.part, .system].contains(sort) }
            // ("focused missing figma... no, ios": a platform said just before the taking back is.)
            let candidates = !strong.isEmpty ? strong : sort != .platform ? ofSort : ofSort.filter { $0.at.upperBound == marker.lowerBound }
            guard let target = candidates.last else { continue }
            // ("When Badge moves, what else moves? I mean which components depend on Badge": the
            // same value, said again in a question asked again, takes nothing back.)
            if marker.upperBound < end, ReadingVocabulary.questionWords.contains(words[marker.upperBound].lower),
               candidates.allSatisfy({ old in replacing.contains { $0.value.readings == old.value.readings } }) { continue }
            for old in candidates {
                // ("sap-fiori … no, all of sap-fiori" takes nothing back.)
                state.drop(old, by: said, again: replacing)
                before.removeAll { $0.at == old.at }
            }
            // One value said again moves into the place of the one it replaces.
            if replacing.count == 1, let new = replacing.first {
                state.dropped.formUnion(new.value.range)
                state.placed.removeAll { $0.at == new.at }
                state.placed.append(Placed(at: target.at, value: new.value))
            }
        }
    }

    /// "Badge ones … no, across everything", "only sap fiori.. no, all systems", "for backbase —
    /// hmm, no, in general": the values of the sorts said to be all go, or, when none is named,
    /// components and families and what the short clause taken back named; not those of a sort
    /// said again.
    private static func widen(_ before: [Placed], to named: Set<Sort>, except after: [Placed], at marker: Range<Int>, _ words: [SentenceWord],
                              _ state: inout Rereading) {
        let said = said(marker, words)
        let kept = Set(after.flatMap { sorts($0.value) })
        let clause = words[..<max(0, marker.lowerBound - 1)].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
        let short = marker.lowerBound - clause <= 5 && !words[clause..<marker.lowerBound].contains { questionOpeners.contains($0.lower) }
        for old in before where sorts(old.value).isDisjoint(with: kept) && state.placed.contains(where: { $0.at == old.at }) {
            let goes = named.isEmpty ? sorts(old.value).contains(.part) || short && old.at.lowerBound >= clause : !sorts(old.value).isDisjoint(with: named)
            if goes { state.drop(old, by: said) }
        }
    }

    /// The cue of a search said just before the taking back ("find anything mentioning X — no
    /// wait"), with no value after it.
    private static func searchCue(before marker: Range<Int>, from clauseStart: Int, _ before: [Placed], _ words: [SentenceWord]) -> Int? {
        guard marker.lowerBound - clauseStart <= 24, words[clauseStart..<marker.lowerBound].contains(where: { searchVerbs.contains($0.lower) }),
              let cue = words[clauseStart..<marker.lowerBound].lastIndex(where: { ReadingVocabulary.searchCues.contains($0.lower) }),
              cue + 1 < marker.lowerBound, !before.contains(where: { $0.at.upperBound > cue }) else { return nil }
        return cue
    }

    private static let placePrepositions: Set<String> = ["on", "for", "in", "of", "at", "to", "with", "from", "about", "by"]

    /// What is said in place of what was taken back, when it names a place or a name ("on
    /// naming", "NavBar") rather than asking again.
    private static func saidInstead(_ rest: ArraySlice<SentenceWord>) -> String? {
        guard let first = rest.first(where: { !["the", "a", "an"].contains($0.lower) }),
              placePrepositions.contains(first.lower)
                // ("status open, no wait, status blocked": a parameter's name before no value of it.)
                // ("I mean, kind of go backwards" hedges.)
                || ["status", "kind", "type", "state", "platform", "criterion", "system", "verdict"].contains(first.lower)
                    && rest.drop(while: { $0 != first }).dropFirst().first.map({ !["of", "a", "an", "the"].contains($0.lower) }) == true
                || first.typed.first?.isUppercase == true && !["i", "which", "what", "who", "where", "how", "is", "are", "does", "do"].contains(first.lower)
        else { return nil }
        return rest.map(\.typed).joined(separator: " ")
    }

    /// Where a question asked again whole begins, within four words after the taking back, when
    /// the clause taken back asked one too.
    private static func askedAgain(after marker: Range<Int>, before end: Int, from clauseStart: Int, _ words: [SentenceWord]) -> Int? {
        guard words[clauseStart..<marker.lowerBound].contains(where: { questionOpeners.contains($0.lower) }) else { return nil }
        // ("— no wait, which ones got turned down": the same question, of other rows.)
        return (marker.upperBound..<min(end, marker.upperBound + 4)).first { at in
            (at == marker.upperBound || words[at - 1].endsClause) && questionOpeners.contains(words[at].lower)
                && !(at + 1 < words.count && ["ones", "one", "of", "those", "them"].contains(words[at + 1].lower))
        }
    }

    /// Whether "not", "except" or "excluding" opens the value's clause, after `from`
    /// ("we will not be fixing" is a value said, not one set aside).
    private static func saidNotMeant(_ at: Range<Int>, from: Int, _ words: [SentenceWord]) -> Bool {
        var index = at.lowerBound - 1
        while index >= from, at.lowerBound - index <= 6, !words[index].endsClause {
            if ["not", "except", "excluding"].contains(words[index].lower), index == from || words[index - 1].endsClause { return true }
            index -= 1
        }
        return false
    }

    /// Values said after the taking back with "not" before them, after one of their sort.
    private static func negated(_ after: [Placed], _ marker: Range<Int>, _ words: [SentenceWord]) -> [Placed] {
        after.filter { value in value.at.lowerBound > marker.upperBound && words[value.at.lowerBound - 1].lower == "not"
            && after.contains { $0.at.upperBound < value.at.lowerBound && !sorts($0.value).isDisjoint(with: sorts(value.value)) } }
    }

    /// "gone more than two months without review — no wait, more than five?": a number said
    /// alone in place of a span takes the span's unit ("five months"). Nil when none is.
    static func unitRepeated(_ words: [SentenceWord], values: [SentenceValue]) -> [SentenceWord]? {
        guard let span = values.last(where: { $0.readings[.duration] != nil }), span.range.upperBound < words.count else { return nil }
        let unit = words[span.range.upperBound - 1]
        guard ReadingVocabulary.durationUnits[unit.lemma] != nil else { return nil }
        var index = span.range.upperBound
        while index < words.count, index - span.range.upperBound < 8 {
            guard words[index - 1].endsClause, let marker = marker(at: index, words) else { index += 1; continue }
            let said = words[marker.upperBound..<min(words.count, marker.upperBound + 4)]
            guard let number = said.firstIndex(where: { (ReadingVocabulary.numbers[$0.lower] != nil && !["a", "an"].contains($0.lower)) || Int($0.lower) != nil }),
                  (marker.upperBound..<number).allSatisfy({ !words[$0].endsClause }),
                  number + 1 == words.count || words[number].endsClause else { return nil }
            var repeated = unit
            (repeated.endsClause, repeated.endsSentence, repeated.asks) = (words[number].endsClause, words[number].endsSentence, words[number].asks)
            var words = words
            (words[number].endsClause, words[number].endsSentence, words[number].asks) = (false, false, false)
            words.insert(repeated, at: number + 1)
            return words
        }
        return nil
    }

    /// The sorts of thing a value names: a part of a system (component or family), a system, a
    /// platform, a criterion, a span of time, a token, or a value of a closed list.
    enum Sort: Comparable {
        case part, system, platform, criterion, span, token, closed
    }

    static func sorts(_ value: SentenceValue) -> Set<Sort> {
        Set(value.readings.keys.compactMap { kind -> Sort? in
            switch kind {
            case .component, .family: .part
            case .system: .system
            case .platform, .devicePlatform, .codePlatform: .platform
            case .criterion: .criterion
            case .duration, .integer, .date: .span
            case .token: .token
            case .text, .search, .flag: nil
            case .state, .criterionStatus, .issueStatus, .recommendationKind, .recommendationStatus, .verdict, .aspect, .rawKind: .closed
            }
        })
    }

    /// The words as now read: each placed value's words where it stands (ending its clause as the
    /// words it replaced did), without the dropped ones (`SentenceWords.removing`).
    private static func rewritten(_ words: [SentenceWord], placed: [Placed], dropped: Set<Int>) -> [SentenceWord] {
        let moved = Dictionary(placed.filter { $0.at != $0.value.range }.map { ($0.at.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        var substituted: [SentenceWord] = []
        var droppedThere: Set<Int> = []
        var index = 0
        while index < words.count {
            if let move = moved[index] {
                var said = Array(words[move.value.range])
                said[said.count - 1].endsClause = words[move.at.upperBound - 1].endsClause
                substituted += said
                index = move.at.upperBound
                continue
            }
            if dropped.contains(index) { droppedThere.insert(substituted.count) }
            substituted.append(words[index])
            index += 1
        }
        return SentenceWords.removing(droppedThere, from: substituted)
    }
}
