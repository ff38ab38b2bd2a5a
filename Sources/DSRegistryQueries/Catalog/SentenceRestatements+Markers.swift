/// Where a sentence takes back what it said: "er no", "sorry, I mean", "no wait" at a clause's
/// start; a lone "er", "no" or "sorry" before a value of a sort already said ("unmapped swiftui
/// er compose", "figma, no ios"); and "I meant" after what is meant ("ugh, iOS I meant").
extension SentenceRestatements {
    /// Words that hesitate around a taking back ("er no", "hmm, wait").
    static let hesitations: Set<String> = ["er", "err", "erm", "um", "umm", "uh", "uhh", "hmm", "hm", "oh", "ah", "ahh", "ugh", "well", "so", "like"]
    /// Hesitations that alone take back, before a value of a sort already said ("android err figma").
    private static let stammers: Set<String> = ["er", "err", "erm", "um", "umm", "uh", "uhh"]
    /// Words that take back what was just said, at the start of a clause.
    private static let takeBacks: Set<String> = ["no", "nope", "nah", "wait", "sorry", "actually", "oops", "whoops", "correction", "rather"]
    /// Phrases that take back, with the words they span.
    private static let takeBackPhrases: [[String]] = [["i", "mean"], ["i", "meant"], ["make", "that"], ["make", "it"], ["scratch", "that"], ["or", "rather"],
                                                      ["let", "me", "rephrase"]]
    /// Words said after what is meant, at a clause's end ("iOS I meant", "eb actually").
    private static let afterwords: [[String]] = [["i", "mean"], ["i", "meant"], ["actually"], ["rather"], ["instead"]]
    /// Words that may stand between a taking back and the value said again ("sorry, on ios", "no the Card").
    private static let leadIns: Set<String> = ["on", "for", "in", "of", "under", "to", "about", "with", "at", "by", "from", "just", "only", "the", "a", "an"]

    /// The first eight takings back.
    static func markers(_ words: [SentenceWord], values: [SentenceValue]) -> [Range<Int>] {
        var markers: [Range<Int>] = []
        var index = 1
        while index < words.count, markers.count < 8 {
            let clauseStart = words[index - 1].endsClause
            // ("page banner / no, section header": within a clause, when a value of a sort said before follows.)
            // ("codeconnect coverage for eb / no, all systems": or when it asks for all.)
            if let marker = marker(at: index, words), clauseStart || restates(from: marker.upperBound, before: index, words, values)
                || widening(words[marker.upperBound..<min(words.count, marker.upperBound + 4)]) != nil,
               !markers.contains(where: { $0.overlaps(marker) }) {
                markers.append(marker)
                index = marker.upperBound
            } else if let marker = lone(at: index, clauseStart: clauseStart, words, values) {
                markers.append(marker)
                index = max(marker.upperBound, index + 1)
            } else {
                index += 1
            }
        }
        return markers
    }

    /// The taking back that starts at `index`, with the hesitations around it: "er no",
    /// "sorry, I mean", "actually no", "no, make that". A bare "no", "wait" or "sorry" must end
    /// its clause or come before another taking back ("no pressed state" is a question's words).
    static func marker(at index: Int, _ words: [SentenceWord]) -> Range<Int>? {
        var end = index
        var takesBack = false
        while end < words.count {
            if let phrase = takeBackPhrases.first(where: { phrase in
                end + phrase.count <= words.count && zip(phrase, words[end...]).allSatisfy { $0 == $1.lower } }) {
                end += phrase.count
                takesBack = true
            } else if takeBacks.contains(words[end].lower) {
                let next = end + 1 < words.count ? words[end + 1].lower : ""
                // ("… somewhere else, no? Where all …": a tag that asks, taking nothing back.)
                guard !words[end].asks, words[end].endsClause || takeBacks.contains(next) || takeBackPhrases.contains(where: { $0.first == next }) else { break }
                end += 1
                takesBack = true
            } else if hesitations.contains(words[end].lower), end + 1 < words.count {
                end += 1
            } else {
                break
            }
        }
        // ("hmm, which ones" only hesitates.)
        return takesBack && end < words.count ? index..<end : nil
    }

    /// A taking back of one word, or two ("no wait"), that does not end its clause, when a value
    /// of a sort said before follows it: a stammer anywhere ("unmapped swiftui er compose"), a
    /// "no", "sorry" or "actually" at a clause's start ("figma, no ios", "andriod, sorry on ios").
    private static func lone(at index: Int, clauseStart: Bool, _ words: [SentenceWord], _ values: [SentenceValue]) -> Range<Int>? {
        // (The hesitation itself was left out when the words were split: an empty taking back.)
        if words[index].stammeredBefore, restates(from: index, before: index, words, values) { return index..<index }
        let word = words[index].lower
        var end = index + 1
        if takeBacks.contains(word), end < words.count, takeBacks.contains(words[end].lower) { end += 1 }
        else if !stammers.contains(word), !(clauseStart && takeBacks.contains(word)) { return nil }
        guard !words[index].asks, !words[index].quoted, restates(from: end, before: index, words, values) else { return nil }
        return index..<end
    }

    /// The words that take back, as said ("er" where the hesitation was left out).
    static func said(_ marker: Range<Int>, _ words: [SentenceWord]) -> String {
        marker.isEmpty ? "er" : words[marker].map(\.typed).joined(separator: " ")
    }

    /// Whether a value of a sort said before `before` starts at `from`, after at most three lead-in words.
    private static func restates(from: Int, before: Int, _ words: [SentenceWord], _ values: [SentenceValue]) -> Bool {
        var at = from
        while at < words.count, at - from < 3, leadIns.contains(words[at].lower), values.allSatisfy({ $0.range.lowerBound != at }) { at += 1 }
        guard let said = values.first(where: { $0.range.lowerBound == at }) else { return false }
        return values.contains { old in old.range.upperBound <= before && old.readings != said.readings && !sorts(old).isDisjoint(with: sorts(said))
            && (!sorts(said).contains(.closed) || !Set(old.readings.keys).isDisjoint(with: said.readings.keys)) }
    }

    /// The words with each "… iOS I meant" read as "… I meant iOS": what ends a short clause
    /// after an earlier one, moved to its start. Nil when no clause ends so.
    static func fronted(_ words: [SentenceWord]) -> [SentenceWord]? {
        var words = words
        var moved = false
        var start = 0
        for end in words.indices where words[end].endsClause || end == words.count - 1 {
            defer { start = end + 1 }
            guard start > 0, let after = afterwords.first(where: { phrase in
                end + 1 - start > phrase.count && zip(phrase, words[(end + 1 - phrase.count)...end]).allSatisfy { $0 == $1.lower } }) else { continue }
            let said = start..<(end + 1 - after.count)
            guard said.count <= 5, !words[said].contains(where: { $0.quoted || ReadingVocabulary.questionWords.contains($0.lower) }) else { continue }
            var marker = Array(words[(end + 1 - after.count)...end])
            var content = Array(words[said])
            (content[content.count - 1].endsClause, content[content.count - 1].endsSentence, content[content.count - 1].asks)
                = (marker[marker.count - 1].endsClause, marker[marker.count - 1].endsSentence, marker[marker.count - 1].asks)
            (marker[marker.count - 1].endsClause, marker[marker.count - 1].endsSentence, marker[marker.count - 1].asks) = (false, false, false)
            words.replaceSubrange(start...end, with: marker + content)
            moved = true
        }
        return moved ? words : nil
    }
}

extension SentenceRestatements {
    /// Words after which "all" or "every" names no sort.
    private static let wideners: Set<String> = ["everything", "everywhere", "overall", "altogether", "all", "every", "anything", "general", "whole", "entire"]
    /// The sorts a noun after "all" or "every" names ("all systems", "every platform").
    private static let sortNouns: [String: Sort] = [
        "system": .system, "systems": .system, "library": .system, "libraries": .system, "kit": .system, "kits": .system,
        "platform": .platform, "platforms": .platform, "component": .part, "components": .part, "family": .part, "families": .part,
        "criterion": .criterion, "criteria": .criterion, "token": .token, "tokens": .token,
    ]
    /// Words that say a value is not meant, at a clause's start ("forget android, …").
    private static let withdrawing: [[String]] = [["forget"], ["ignore"], ["scrap"], ["never", "mind"], ["nevermind"]]
    /// Words that say a value is too narrow, anywhere ("everything, not just Header").
    private static let narrowing: [[String]] = [["not", "just"], ["not", "only"], ["not", "merely"]]

    /// Whether what is said after a taking back asks for all of something: nil when it does
    /// not, else the sorts it names (none: "across everything", "in general").
    static func widening(_ rest: ArraySlice<SentenceWord>) -> Set<Sort>? {
        guard let at = rest.firstIndex(where: { wideners.contains($0.lower) }) else { return nil }
        return Set(rest[at...].prefix(4).compactMap { sortNouns[$0.lower] })
    }

    /// The values said not to be meant, with the words that say so.
    static func withdrawals(_ words: [SentenceWord], values: [SentenceValue]) -> [(words: Range<Int>, value: SentenceValue, by: String)] {
        var found: [(words: Range<Int>, value: SentenceValue, by: String)] = []
        for index in words.indices where !words[index].quoted && found.count < 8 {
            let atClause = index > 0 && words[index - 1].endsClause
            guard let phrase = (atClause ? withdrawing : []).first(where: { matches($0, at: index, words) }) ?? narrowing.first(where: { matches($0, at: index, words) })
            else { continue }
            var at = index + phrase.count
            while at < words.count, at - index < phrase.count + 2, ["the", "a", "an", "about", "on", "for", "in"].contains(words[at].lower) { at += 1 }
            guard let value = values.first(where: { $0.range.lowerBound == at }),
                  // ("forget android": only a value said before; "not just Header" may stand alone.)
                  withdrawing.contains(phrase) ? values.contains(where: { $0.range.upperBound <= index && $0.readings == value.readings })
                    // ("rebuilt, not merely polished" contrasts, and is read as contrasts are.)
                    : words.contains(where: { wideners.contains($0.lower) })
            else { continue }
            found.append((index..<value.range.upperBound, value, phrase.joined(separator: " ")))
        }
        return found
    }

    private static func matches(_ phrase: [String], at index: Int, _ words: [SentenceWord]) -> Bool {
        index + phrase.count <= words.count && zip(phrase, words[index...]).allSatisfy { $0 == $1.lower }
    }
}
