import DSRegistryCore

/// Values set against others: "a bit of polish rather than a full rebuild", and a scene set in
/// clauses before the question ("Card is fine on iOS, but on Android …, so which …").
extension SentenceValues {
    /// "a bit of polish rather than a full rebuild", "…, not a rebuild": a value set against
    /// another of its kind is not asked for; the other is.
    static func contrasted(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let fillers: Set<String> = ["a", "an", "the", "full", "complete", "total", "whole", "big"]
        // The word before a value, past "a", "the", "full" …
        let before = { (value: SentenceValue) -> Int in
            var at = value.range.lowerBound - 1
            while at > 0, fillers.contains(words[at].lower) { at -= 1 }
            return at
        }
        let against = { (value: SentenceValue) -> Bool in
            let at = before(value)
            return at > 0 && (words[at].lower == "than" && words[at - 1].lower == "rather" || words[at].lower == "of" && words[at - 1].lower == "instead"
                || words[at].lower == "to" && words[at - 1].lower == "opposed"
                || words[at].lower == "not" && (words[at - 1].endsClause || ["but", "and"].contains(words[at - 1].lower)))
        }
        // In a fixed order: a value of two kinds ("rework": verdict and criterion status) reads the same every run.
        // ("on android, not iOS": a platform or a system set against another too.)
        let kinds: [QuestionParameter.Kind] = [.verdict, .criterionStatus, .state, .issueStatus, .platform, .devicePlatform, .codePlatform, .system, .rawKind]
        // ("which aren't ready on C4 but only need refinement": the value said with "not" gives
        // way to one of its kind after a "but" or "because" that follows it.)
        let negated = { (value: SentenceValue) -> Bool in
            let at = before(value)
            // ("issues no longer open because they got resolved")
            return at >= 0 && (words[at].lower == "not" || at > 0 && words[at].lower == "longer" && words[at - 1].lower == "no")
        }
        let butAfter = { (value: SentenceValue, other: SentenceValue) -> Bool in
            other.range.lowerBound > value.range.upperBound && words[value.range.upperBound..<other.range.lowerBound].contains { ["but", "because", "since"].contains($0.lower) }
        }
        return values.filter { value in
            if negated(value), kinds.contains(where: { kind in
                value.readings[kind] != nil && values.contains { $0.readings[kind] != nil && butAfter(value, $0) && !negated($0) }
            }) {
                return false
            }
            guard against(value) else { return true }
            return !kinds.contains { kind in
                value.readings[kind] != nil && values.contains { $0.range != value.range && $0.readings[kind] != nil && !against($0) }
            }
        }
    }

    /// "Section Header has its heading trait sorted on Android, but what about iOS, so which
    /// components are missing an accessibility requirement on iOS?", "On iOS VoiceOver reads
    /// things fine, but on Android TalkBack is another matter, so which components … there?": a
    /// sentence that sets a scene in clauses, then asks ("…, so which …"). A value of the scene
    /// is not asked about when the asking clause names another of its kind; when that clause
    /// names none, the one after the scene's last "but" is, not those before it. A component of
    /// the scene is no filter of "which components".
    static func sceneBeforeAsking(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard let ask = askingAfterScene(words) else { return values }
        let start = SentenceWords.sentence(around: ask, words).start
        let inScene = { (value: SentenceValue) in value.range.lowerBound >= start && value.range.upperBound <= ask }
        let scene = values.filter(inScene)
        guard !scene.isEmpty else { return values }
        let asked = values.filter { $0.range.lowerBound >= ask }
        let but = words[start..<ask].lastIndex { $0.lower == "but" }
        let acrossComponents = ask + 1 < words.count && ["components", "ones", "widgets", "controls", "elements"].contains(words[ask + 1].lower)
        return values.compactMap { value in
            guard inScene(value) else { return value }
            var value = value
            for kind in Array(value.readings.keys) {
                let other = { (candidate: SentenceValue) in candidate.readings[kind] != nil && candidate.readings[kind] != value.readings[kind] }
                if asked.contains(where: { $0.readings[kind] != nil })
                    || but.map({ value.range.upperBound <= $0 && scene.contains { $0.range.lowerBound > but ?? 0 && other($0) } }) == true
                    || kind == .component && acrossComponents {
                    value.readings[kind] = nil
                }
            }
            return value.readings.isEmpty ? nil : value
        }
    }

    /// Where "…, so which/what/where …" starts asking after clauses that set a scene.
    private static func askingAfterScene(_ words: [SentenceWord]) -> Int? {
        words.indices.last { at in
            at >= 3 && ["so", "then"].contains(words[at - 1].lower) && words[at - 2].endsClause && !words[at - 2].endsSentence
                && ReadingVocabulary.questionOpeners.contains(words[at].lower)
        }
    }

    /// "If Badge were taken out of service, what else … would be affected?", "If Badge were
    /// deprecated, what would break?": a verdict in an "if" clause about a component is the
    /// change supposed; what is asked outside that clause follows from it, and takes no verdict.
    static func supposed(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        values.compactMap { value in
            guard value.readings[.verdict] != nil else { return value }
            var start = value.range.lowerBound
            while start > 0, value.range.lowerBound - start < 12, !words[start - 1].endsClause { start -= 1 }
            var end = value.range.upperBound - 1
            while end + 1 < words.count, end - start < 24, !words[end].endsClause { end += 1 }
            let (first, last) = SentenceWords.sentence(around: start, words)
            guard ["if", "suppose", "supposing"].contains(words[start].lower),
                  values.contains(where: { $0.readings[.component] != nil && $0.range.lowerBound > start && $0.range.upperBound <= value.range.lowerBound }),
                  words.indices[first...last].contains(where: { ($0 < start || $0 > end) && ["what", "which", "who", "whose"].contains(words[$0].lower) })
            else { return value }
            var supposed = value
            supposed.readings[.verdict] = nil
            return supposed.readings.isEmpty ? nil : supposed
        }
    }

    /// "Sam says Badge is ready but I doubt it": in a claim the asker doubts, a name or a
    /// criterion may be what is asked about ("what verdict did its latest assessment give?",
    /// "… not mapped on it"); a verdict or status said there is the claim's, no filter. So in
    /// what was told before the question and pointed back at ("Because Badge is being
    /// deprecated, what depends on it?").
    static func doubted(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        values.compactMap { value in
            guard words[value.range].allSatisfy({ $0.claimed || $0.toldBefore }) else { return value }
            var named = value
            named.readings = value.readings.filter { [.component, .system, .family, .token, .criterion].contains($0.key) }
            return named.readings.isEmpty ? nil : named
        }
    }
}
