/// Values said as verbs: an everyday word of a state or status said as the verb of its object
/// ("open the registry", "fetch me the gaps", "what's holding them down") is neither.
extension SentenceValues {
    /// "open the registry", "select the ones …": an everyday word of a state or status said as
    /// the verb of its object is neither ("been open the longest" still is).
    static func saidAsVerb(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let (start, end) = (value.range.lowerBound, value.range.upperBound)
        // "about as complete as my test suite": a likeness, no value.
        if value.range.count == 1, start > 0, end < words.count, words[start - 1].lower == "as", words[end].lower == "as" { return true }
        if isAttentionOrLens(value, words) { return true }
        // "what state are they in", "the state of each": how things stand, no recommendation's kind.
        if value.readings.keys.allSatisfy({ $0 == .recommendationKind }), words[start].lower == "state",
           start > 0 && ["what", "which"].contains(words[start - 1].lower) || end < words.count && words[end].lower == "of" { return true }
        // ("In our Dart code we compose widgets all day": composing, not Jetpack Compose. A code
        // platform's word in lower case right after who does it is that word's verb.)
        if value.readings[.codePlatform] != nil, value.range.count == 1, words[start].typed.first?.isLowercase == true, start > 0,
           ["we", "i", "you", "they", "people", "teams"].contains(words[start - 1].lower) { return true }
        // ("I need them before I sign off the report": the asker's own act, no verdict asked for.)
        if value.readings.keys.allSatisfy({ $0 == .verdict }), start > 1, ["i", "we"].contains(words[start - 1].lower),
           // ("which components can I sign off", "should we deprecate" ask for the verdict.)
           ["before", "after", "until", "till", "once"].contains(words[start - 2].lower) {
            return true
        }
        // "did anyone check", "a quick check": checking, not the checked state.
        if value.readings.keys.allSatisfy({ $0 == .state }), ["check", "checks", "checking"].contains(words[start].lower) { return true }
        // ("Before I change the fingering on Icon Button": a noun after its article, nothing pressed.)
        if value.readings.keys.allSatisfy({ $0 == .state }), value.range.count > 1, start > 0, words[start].lower.hasSuffix("ing"),
           ["the", "a", "my", "our", "your", "its", "their"].contains(words[start - 1].lower) { return true }
        // ("the default state of a flip-flop", "the idle state of a thread": another thing's state.)
        if value.readings.keys.allSatisfy({ $0 == .state }), end + 3 < words.count, ["state", "states"].contains(words[end].lower),
           words[end + 1].lower == "of", ["a", "an"].contains(words[end + 2].lower) { return true }
        // ("Down on the EB stretch of the cut, …", "Down in the docs …": where, at a clause's start, no press.)
        if value.readings.keys.allSatisfy({ $0 == .state }), words[start].lower == "down", start == 0 || words[start - 1].endsClause, end < words.count,
           ["on", "in", "at", "by", "here", "there", "under"].contains(words[end].lower) { return true }
        // ("which components got checked once and then left": looked at once, no checked state.)
        if value.readings.keys.allSatisfy({ $0 == .state }), words[start].lower == "checked", start > 0, end < words.count,
           ["got", "get", "gets", "getting", "been", "being", "was", "were"].contains(words[start - 1].lower),
           ["once", "twice", "and", "then"].contains(words[end].lower) { return true }
        // ("anything not checked in like a year and a half": not looked at for a while, no checked state.)
        if value.readings.keys.allSatisfy({ $0 == .state }), words[start].lower == "checked", start > 0, end < words.count,
           ["not", "never", "been", "nobody", "unchecked"].contains(words[start - 1].lower),
           ["in", "for", "since", "within", "lately", "recently"].contains(words[end].lower) { return true }
        // "a token ID that resolves to nothing": what it points at, no issue resolved.
        if value.readings.keys.allSatisfy({ $0 == .issueStatus }), ["resolve", "resolves", "resolving"].contains(words[start].lower),
           end < words.count, words[end].lower == "to" { return true }
        // "what's holding them down": what keeps them back, no press held.
        if value.readings.keys.allSatisfy({ $0 == .state }), ["hold", "holding", "holds"].contains(words[start].lower), start > 0,
           ["what", "whats", "is", "s", "keeps"].contains(words[start - 1].lower) { return true }
        // "Could you fetch me the accessibility gaps", "Be a dear and fetch the issues …": a
        // state's bare verb asked of the reader, before what it should bring, is the request's verb.
        if value.readings.keys.allSatisfy({ $0 == .state }), value.range.count == 1, end < words.count, words[start].lower == words[start].lemma,
           start == 0 || ["you", "and", "please", "pls", "kindly", "u"].contains(words[start - 1].lower) || words[start - 1].endsClause,
           ["me", "us", "the", "all", "every", "each", "any", "my", "our", "up"].contains(words[end].lower) { return true }
        // "Which buttons do I press to skip to the next stop?": what the asker does, no state.
        if value.readings.keys.allSatisfy({ $0 == .state }), value.range.count == 1, start > 1, words[start].typed.first?.isLowercase == true,
           ["i", "we", "you", "one"].contains(words[start - 1].lower),
           ["do", "should", "can", "could", "would", "must", "shall", "did", "to"].contains(words[start - 2].lower) { return true }
        // ("forward to an address that doesn't exist": a place, nothing addressed.)
        if words[start].lower.hasPrefix("address"), start > 0,
           ["a", "an", "the", "no", "any", "our", "its", "their", "new", "old"].contains(words[start - 1].lower) { return true }
        // ("a target too small to tap": how hard it is to do, no state.)
        if value.readings.keys.allSatisfy({ $0 == .state }), value.range.count == 1, start > 1, words[start - 1].lower == "to",
           ["small", "hard", "easy", "difficult", "tricky", "fiddly", "big", "large", "tiny", "impossible", "enough"].contains(words[start - 2].lower) { return true }
        // ("a stock that gapped down at the open": the market's opening, no status.)
        if value.weak, value.range.count == 1, start > 1, words[start - 1].lower == "the", words[start - 2].lower == "at",
           words[start].endsClause || end == words.count { return true }
        // "select components where …": a request's verb, first, before what it acts on.
        if start == 0, value.weak, value.range.count == 1, end < words.count, !words[start].lower.hasSuffix("ed"), !words[start].lower.hasSuffix("ing"),
           ["components", "all", "every", "each", "everything"].contains(words[end].lower) { return true }
        // ("… can't collapse? My app …": the next sentence's word is no object of it.)
        guard value.weak, value.range.count == 1, end + 1 < words.count, !words[start].endsClause,
              ["the", "a", "an", "my", "our", "your", "their", "these", "those"].contains(words[end].lower),
              value.readings.keys.allSatisfy({ [.state, .issueStatus].contains($0) }) else { return false }
        let next = words[end + 1].lower
        let superlative = next.hasSuffix("est") || ["most", "least"].contains(next)
        let described = start > 0 && ["been", "is", "are", "was", "were", "be", "stay", "stayed", "remain", "remained", "still"].contains(words[start - 1].lower)
        return !superlative && !described
    }
}

extension SentenceValues {
    /// "someone focused on a screen all day", "why won't my iPhone camera stay focused": a
    /// person's attention or a lens's focus, no focused state.
    static func isAttentionOrLens(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let (start, end) = (value.range.lowerBound, value.range.upperBound)
        guard value.readings.keys.allSatisfy({ $0 == .state }) else { return false }
        if words[start].lower == "focused", end + 1 < words.count, words[end].lower == "on",
           ["a", "an", "the", "my", "our", "their", "his", "her", "your", "getting", "making", "shipping", "what", "that", "this",
            // ("my camera won't stay focused on anything but the background")
            "anything", "everything", "something", "nothing"].contains(words[end + 1].lower) {
            return true
        }
        return ["focus", "focused", "focusing", "unfocused"].contains(words[start].lower)
            && words[max(0, start - 4)..<start].contains(where: { ["camera", "cameras", "lens", "lenses", "photo", "photos", "picture", "pictures",
                                                                   "microscope", "telescope", "binoculars", "autofocus", "eyes", "projector"].contains($0.lower) })
    }
}
