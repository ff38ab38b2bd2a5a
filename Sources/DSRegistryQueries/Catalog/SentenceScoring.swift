import DSRegistryCore

/// Scores one question against a read sentence: a weighted sum of the concept words it is
/// asked with, plus the values it takes (2 for its main value, 1.5 for a filter), plus 2.5
/// when a relation word stands on its side of the component, minus 3 for each value it cannot
/// take and 2 for each required value missing.
enum SentenceScoring {
    /// A concept hit: a family head and where it stands.
    struct Hit {
        var head: String
        var index: Int
        /// Inside a criterion's name that is words too ("code connect", C7 and the feature): half weight.
        var inValue = false
        /// Read from two words ("composed of", "built on"): the phrase says its direction itself.
        var paired = false
    }

    /// The family heads of the sentence's words (and of each pair of words, for "hard coded"
    /// and "code connect"), except words inside strong values.
    static func conceptHits(_ words: [SentenceWord], values: [SentenceValue]) -> [Hit] {
        var inStrong = [Bool](repeating: false, count: words.count)
        var inWeak = [Bool](repeating: false, count: words.count)
        for value in values {
            for index in value.range {
                if !value.weak { inStrong[index] = true } else if value.readings[.criterion] != nil { inWeak[index] = true }
            }
        }
        var hits: [Hit] = []
        var pairedUntil = -1
        for (index, word) in words.enumerated() where !inStrong[index] && !word.quoted {
            // A pair read as one word ("hard coded") is not also read word by word.
            if index + 1 < words.count, !inStrong[index + 1], !words[index + 1].quoted,
               let head = ReadingVocabulary.familyHead[SentenceWords.lemma(word.lower + words[index + 1].lower)]
                ?? ReadingVocabulary.familyHead[word.lemma + words[index + 1].lemma] {
                hits.append(Hit(head: neverAssessed(head, word.lemma, at: index, words, values), index: index, inValue: inWeak[index], paired: true))
                pairedUntil = index + 1
                continue
            }
            guard index > pairedUntil, !ReadingVocabulary.stopWords.contains(word.lower) else { continue }
            let head = neverAssessed(ReadingVocabulary.head(word.lemma), word.lemma, at: index, words, values)
            hits.append(Hit(head: head, index: index, inValue: inWeak[index]))
        }
        return hits
    }

    private static let staleHead = ReadingVocabulary.head(SentenceWords.lemma("stale"))
    private static let assessLemma = SentenceWords.lemma("assessed")

    /// "never reviewed", "nobody has ever looked at": not stale but never assessed at all
    /// (unless a duration says for how long).
    private static func neverAssessed(_ head: String, _ lemma: String, at index: Int, _ words: [SentenceWord],
                                      _ values: [SentenceValue]) -> String {
        guard head == staleHead || lemma == assessLemma, !values.contains(where: { $0.readings[.duration] != nil }),
              words[max(0, index - 4)..<index].contains(where: { ["never", "nobody", "ever"].contains($0.lower) }) else { return head }
        return ReadingVocabulary.head(SentenceWords.lemma("unassessed"))
    }

    static func concepts(of question: Question) -> QuestionConcepts {
        question.concepts ?? QuestionConcepts.builtIn[question.name] ?? QuestionConcepts([:])
    }

    static func score(_ question: Question, hits: [Hit], reading: SentenceReading) -> SentenceReading.Candidate {
        let concepts = concepts(of: question)
        var found: [String: Double] = [:]
        var typed: [String: String] = [:]
        for hit in hits {
            guard let weight = concepts.weights[hit.head] else { continue }
            found[hit.head] = max(found[hit.head] ?? 0, hit.inValue ? weight / 2 : weight)
            if typed[hit.head] == nil { typed[hit.head] = reading.words[hit.index].lower }
        }
        var score = found.values.reduce(0, +)
        var arguments: QuestionArguments = [:]
        var mismatched: [String] = []
        var byValues = false
        if let search = question.parameters.first(where: { $0.kind == .search }) {
            let text = searchText(reading.words)
            if !text.isEmpty { arguments[search.name] = text; score += 1 }
        } else {
            // Filters alone do not make a question: without one of its words, only its main
            // value counts ("C2" is the criterion question, not every question filtering by one).
            let fit = assign(reading.values, to: question, &arguments, &mismatched, filtersCount: !found.isEmpty, mainKinds: reading.mainKinds,
                             about: Set(concepts.weights.keys))
            score += fit.score
            byValues = fit.decisive
            score += relationBonus(concepts, hits: hits, words: reading.words, values: reading.values, arguments: arguments)
        }
        let names: Set<QuestionParameter.Kind> = [.component, .family, .token]
        if let unknown = reading.unknownNames.first,
           let parameter = question.parameters.first(where: { names.contains($0.kind) && arguments[$0.name] == nil }) {
            mismatched.append("'\(unknown)' (no \(parameter.kind.rawValue) has that name)")
        }
        mismatched += reading.unknownValues
        for head in found.keys.sorted() {
            for (name, value) in concepts.implied[head] ?? [:] where arguments[name] == nil { arguments[name] = value }
        }
        // "… including the ones nobody assessed": the flag that lists them, where the question has it.
        if let flag = question.parameters.first(where: { $0.kind == .flag && $0.name == "include-unassessed" }), mentionsUnassessed(reading.words) {
            arguments[flag.name] = "1"
        }
        var missing = question.parameters.filter { $0.required && $0.defaultValue == nil && $0.kind != .flag && arguments[$0.name] == nil }
            .map { "a \($0.kind.rawValue)" }
        if !concepts.required.isEmpty, Set(concepts.required.keys).isDisjoint(with: found.keys) {
            missing.append("a word such as '\(concepts.required.values.sorted()[0])'")
        }
        score -= 3 * Double(mismatched.count) + 2 * Double(missing.count)
        return SentenceReading.Candidate(question: question, arguments: arguments, score: score,
                                         concepts: found.keys.compactMap { typed[$0] }.sorted(), missing: missing, mismatched: mismatched,
                                         byValues: byValues)
    }

    /// Gives each value to the first parameter that takes it, strong values first; returns the
    /// score they add. A strong value no parameter takes is a mismatch, and so is a platform
    /// named by an everyday word ("figma") unless the question is about that word (`about`,
    /// its concept heads): "what depends on Badge in figma" is refused, not answered for all.
    private static func assign(_ values: [SentenceValue], to question: Question, _ arguments: inout QuestionArguments,
                               _ mismatched: inout [String], filtersCount: Bool,
                               mainKinds: Set<QuestionParameter.Kind>, about: Set<String>) -> (score: Double, decisive: Bool) {
        var (main, filters, own) = (0.0, 0.0, 0.0)
        for value in values.filter({ !$0.weak }) + values.filter(\.weak) {
            let parameter = question.parameters.first { parameter in
                arguments[parameter.name] == nil && value.readings[parameter.kind] != nil
            }
            guard let parameter, let reading = value.readings[parameter.kind] else {
                let namedPlatform = value.readings[.platform] != nil && !about.contains(ReadingVocabulary.head(SentenceWords.lemma(value.typed.lowercased())))
                if !value.weak || namedPlatform, !takenAlready(value, question, arguments) { mismatched.append("'\(value.typed)'") }
                continue
            }
            arguments[parameter.name] = reading
            // A filter of a kind no question asks about first ("proposed", a recommendation
            // status) says which question is meant by itself; a shared one (a system) does not.
            // A criterion's name made of everyday words ("code connect") is half a value.
            let share = value.weak && parameter.kind == .criterion ? 0.5 : 1
            if parameter.positional { main += 2 * share }
            else if !mainKinds.contains(parameter.kind), !genericKinds.contains(parameter.kind), !value.weak { own += 1.5 }
            else { filters += 1.5 * share }
        }
        return (main + own + (filtersCount || main > 0 || own > 0 ? filters : 0), main >= 2 || own > 0)
    }

    /// A value the question already has under another spelling ("pressed … tapped") is no mismatch.
    private static func takenAlready(_ value: SentenceValue, _ question: Question, _ arguments: QuestionArguments) -> Bool {
        question.parameters.contains { parameter in
            value.readings[parameter.kind].map { arguments[parameter.name] == $0 } ?? false
        }
    }

    static let genericKinds: Set<QuestionParameter.Kind> = [.component, .system, .family, .platform, .devicePlatform, .codePlatform, .integer]

    /// 1.5 when a relation word ("uses", "depends") stands before the component for a question
    /// that wants it there, or after it for one that wants it after.
    private static func relationBonus(_ concepts: QuestionConcepts, hits: [Hit], words: [SentenceWord], values: [SentenceValue],
                                      arguments: QuestionArguments) -> Double {
        guard !concepts.relations.isEmpty,
              let component = values.first(where: { $0.readings[.component] != nil && arguments.values.contains($0.readings[.component]!) })
        else { return 0 }
        let auxiliary = words.firstIndex { ["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got"].contains($0.lower) } ?? Int.max
        let holds = hits.contains { hit in
            guard let wantsBefore = concepts.relations[hit.head] else { return false }
            // "where is Avatar used", "used by Avatar": the passive turns the relation round.
            let passive = !hit.paired && words[hit.index].lower.hasSuffix("ed") && auxiliary < hit.index
            let before = wantsBefore != passive
            return before ? hit.index < component.range.lowerBound : hit.index >= component.range.upperBound
        }
        return holds ? 2.5 : 0
    }

    /// The words searched for: the sentence without its request and filler words; a quoted
    /// phrase whole.
    /// The searched words: after the last cue ("about", "for", "mentioning"), the words as
    /// typed without the fillers around them ("search for view all link" keeps "all"); else every
    /// word that is no filler. A quoted phrase stays whole.
    static func searchText(_ words: [SentenceWord]) -> String {
        let filler = { (word: SentenceWord) in
            !word.quoted && (ReadingVocabulary.searchFillers.contains(word.original.lowercased())
                || ReadingVocabulary.stopWords.contains(word.original.lowercased()))
        }
        if let cue = words.lastIndex(where: { !$0.quoted && ReadingVocabulary.searchCues.contains($0.lower) }) {
            // Around the searched words only the search's own fillers go ("the", "please"):
            // "the right accessory" keeps "right".
            let around = { (word: SentenceWord) in !word.quoted && ReadingVocabulary.searchFillers.contains(word.original.lowercased()) }
            var tail = Array(words[(cue + 1)...])
            while let first = tail.first, around(first) { tail.removeFirst() }
            while let last = tail.last, around(last) { tail.removeLast() }
            if !tail.isEmpty { return tail.map(\.original).joined(separator: " ") }
        }
        return words.filter { !filler($0) }.map(\.original).joined(separator: " ")
    }

    /// Whether the sentence speaks of components nobody assessed: "unassessed", or a form of
    /// "assess" with "not", "never", "nobody" or "no one" in the three words before it.
    static func mentionsUnassessed(_ words: [SentenceWord]) -> Bool {
        let negations: Set<String> = ["not", "never", "nobody", "no", "nobody's", "haven't", "hasn't", "isn't", "aren't", "wasn't", "weren't"]
        for (index, word) in words.enumerated() {
            if word.lower == "unassessed" || word.lower == "un-assessed" { return true }
            guard word.lower.hasPrefix("assess") else { continue }
            if words[max(0, index - 3)..<index].contains(where: { negations.contains($0.lower) }) { return true }
        }
        return false
    }
}
