import DSRegistryCore
import DSRegistryStore

/// Typos: each word no vocabulary or registry name knows, read as the one it is a letter from;
/// a quoted name with its words misspelt, read as the component's whole name.
extension SentenceReading {
    /// Typos read as the vocabulary word they are one letter from.
    static func correct(_ words: inout [SentenceWord], _ context: SentenceContext) -> [(typed: String, read: String)] {
        // Whether a word no vocabulary knows: once for each word as typed in lower case.
        var known: [String: Bool] = [:]
        let unknown = words.indices.filter { index in
            let word = words[index]
            // (A word set aside whole, as a tag and a preface, is read as nothing: no typo either.)
            guard !word.quoted, !word.isPath, !(word.tag && word.preface) else { return false }
            if let known = known[word.lower] { return !known }
            let isUnknown = isUnknown(word, context)
            known[word.lower] = !isUnknown
            return isUnknown
        }
        let quotedNames = words.indices.filter { words[$0].quoted && !words[$0].isPath && words[$0].typed.count <= 64 }
        guard !unknown.isEmpty || !quotedNames.isEmpty else { return [] }
        var names: Set<String> = []
        // Registry names, and each word of a name of several ("Tilte Bar" is Title Bar, "sap
        // fioro" sap-fiori): a corrected word still has to join its neighbours into a whole name.
        for name in Array(context.names.components.values) + context.names.systems.values + context.names.families.values {
            let parts = name.lowercased().split { !$0.isLetter }.map(String.init)
            if parts.count == 1, name.count >= 4, !name.contains(" ") { names.insert(name.lowercased()) }
            if parts.count > 1 { for part in parts where part.count >= 3 { names.insert(part) } }
            // ("Navigation Controler": a name written in camel case, said as its words, one misspelt.)
            if parts.count == 1, name.dropFirst().contains(where: \.isUppercase) { for part in camelCaseWords(name) where part.count >= 3 { names.insert(part) } }
        }
        // Only targets within reach of the words to correct are indexed (a long sentence has few).
        let lengths = Set(unknown.prefix(256).flatMap { [words[$0].lower.count, words[$0].lemma.count] + camelCaseLengths(words[$0].typed) })
            .union(quotedNames.prefix(16).flatMap { words[$0].typed.split { !$0.isLetter }.map(\.count) })
        let typos = SentenceTypos(ReadingVocabulary.typoTargets(context.closed).union(names), names: names, lengths: lengths) {
            context.closed.table[SentenceWords.lemma($0)].map { "\($0)" } ?? ReadingVocabulary.head(SentenceWords.lemma($0))
        }
        // A typo in an inflected concept word ("regresions") is one letter from the family's stem.
        let stems = SentenceTypos(Set(ReadingVocabulary.stemWords.keys.filter { $0.count >= 5 }), lengths: lengths) { ReadingVocabulary.head($0) }
        var corrections = quotedNamesRead(&words, quotedNames, typos, context)
        for index in unknown.prefix(256) {
            if let name = camelCaseName(words[index].typed, typos, context) {
                corrections.append((words[index].typed, name))
                (words[index].typed, words[index].lower, words[index].lemma, words[index].original) = (name, name.lowercased(), name.lowercased(), words[index].typed)
                continue
            }
            // "phase out" is a value of two words, not a typo of "phrase".
            if index + 1 < words.count, context.closed.table[words[index].lemma + " " + words[index + 1].lemma] != nil { continue }
            // "an errpr state": before "state", a word one letter from a state's name is that state.
            let beforeState = index + 1 < words.count && words[index + 1].lemma == SentenceWords.lemma("state")
            // ("our review SOP": a short word in capitals is an acronym, not a name's word misspelt.)
            let acronym = words[index].typed.count <= 4 && words[index].typed.allSatisfy(\.isUppercase)
            // "owt dependin on": a word with its g dropped, and no apostrophe for it.
            let droppedG = words[index].lower.count >= 6 && words[index].lower.hasSuffix("in")
                && ReadingVocabulary.familyHead[SentenceWords.lemma(words[index].lower + "g")] != nil ? words[index].lower + "g" : nil
            // ("the headr family": before "family", a word one letter from a name is read as a name is.)
            let beforeFamily = index + 1 < words.count && words[index + 1].lemma == Self.familyLemma
            guard let read = droppedG ?? compoundPart(at: index, words, context) ?? typos.correction(words[index].lower, capitalised: beforeFamily
                        || index > 0 && words[index].typed.first?.isUppercase == true && !acronym)
                    ?? (beforeState ? typos.correction(words[index].lower, changedLetter: true).flatMap { context.closed.table[$0]?[.state] == nil ? nil : $0 } : nil)
                    ?? stems.correction(words[index].lemma).flatMap({ ReadingVocabulary.stemWords[$0] }),
                  // "comes" is come said of one, "documented" document done: an inflection, not a typo.
                  !(read.count >= 4 && (["s", "ed", "ing"].contains { words[index].lower == read + $0 }
                      || read.hasSuffix("e") && words[index].lower == read + "d")),
                  // "counted" is count done, not "counter"; "difference" is differ's noun, not "different":
                  // a typo read in an English ending only is another word of the same root.
                  !Self.endings.contains(where: { words[index].lower.hasSuffix($0.key) && words[index].lower.count > $0.key.count + 3
                      && read.hasPrefix(words[index].lower.dropLast($0.key.count)) && !$0.value.contains(where: read.hasSuffix)
                      // ("reassesed" is reassessed misspelt: the word read, with the typed ending, is one letter away.)
                      && SentenceWords.distance(words[index].lower, read + $0.key, limit: 1) == nil }),
                  // "the indeterminate state" names a state, not "determination": before "state",
                  // a word of a question is no reading; one the registry lacks is refused.
                  !(beforeState && context.closed.table[read]?[.state] == nil
                      && (ReadingVocabulary.familyHead[SentenceWords.lemma(read)] != nil || ReadingVocabulary.conceptLemmas.contains(SentenceWords.lemma(read))))
            else { continue }
            if meantAsTyped(read, at: index, words, names: names, context) { continue }
            corrections.append((words[index].typed, read))
            // (Where it stands in the sentence is kept: its clause's and sentence's ends, a claim's or a preface's words.)
            (words[index].typed, words[index].lower, words[index].lemma, words[index].original) = (read, read, SentenceWords.lemma(read), words[index].typed)
        }
        return corrections
    }

    /// "read-onyl": the second part of a hyphened value misspelt, read as the value's word that
    /// joins the first part into a value of the registry ("read only").
    private static func compoundPart(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        guard index > 0, words[index - 1].hyphenAfter, words[index].lower.count >= 3 else { return nil }
        let first = words[index - 1].lemma
        // (The least of several, so that every run reads the same.)
        return context.closed.surface.filter { part in
            abs(part.count - words[index].lower.count) <= 1 && context.closed.table[first + " " + SentenceWords.lemma(part)] != nil
                && SentenceWords.distance(words[index].lower, part, limit: 1) != nil
        }.min()
    }

    /// Whether the word at `index`, read as `read`, is meant as typed: an English word, another
    /// name's short form.
    private static func meantAsTyped(_ read: String, at index: Int, _ words: [SentenceWord], names: Set<String>, _ context: SentenceContext) -> Bool {
        // ("a country house contents sale", "the printer": an English word is meant as typed, not
        // a question's word "stale" or "pointer"; another spelling of the word read is that word
        // ("focussed", "dependants"); a value's or name's may be mistyped as one ("unmapped
        // compost", "Tittle Bar", "three moths").)
        // ("a player" is no "layer": a value's word mistyped keeps its first letter.)
        if EnglishWords.contains(words[index].lower), !EnglishWords.spellingVariant(words[index].lower, read),
           !readsAValue(read, at: index, words, names: names, context) || words[index].lower.first != read.first { return true }
        // ("the header of a certified translation": an English word is read as a word of a name
        // of several only beside another of that name's words, as "Tittle Bar" is.)
        if EnglishWords.contains(words[index].lower), names.contains(read), context.closed.table[read] == nil,
           !(index > 0 && names.contains(words[index - 1].lower) || index + 1 < words.count && names.contains(words[index + 1].lower)),
           !context.names.components.keys.contains(NameKey.of(read)) { return true }
        // ("Key Value Cel": a name's last word cut short stands after another of its words; "Lin" alone is no Link.)
        if words[index].lower.count == 3, read.count == 4, read.hasPrefix(words[index].lower),
           !(index > 0 && names.contains(words[index - 1].lower) && words[index - 1].typed.first?.isUppercase == true) { return true }
        return false
    }

    /// "hover gaps figma/eb", "notes/docs", "eb/sap-fiori": words joined by a slash, no token
    /// path the registry holds, each a name or a word the reading knows, are read as the words
    /// they join. The first 64 slashed words are looked up, so a sentence stays linear.
    /// ("hover/missing/figma", "spec/conflcits/Card Hedaer": a question typed one word a line,
    /// the lines joined by slashes, is read as its words when it opens a sentence of three
    /// words at most and is no token path the registry holds or nearly does.)
    static func unslashed(_ words: [SentenceWord], _ context: SentenceContext) -> [SentenceWord] {
        // ("the token text/link", "the link/hover token": a path, whatever its words.)
        guard words.contains(where: { $0.isPath && !$0.quoted && $0.lower.contains("/") }),
              !words.contains(where: { ["token", "tokens", "alias", "aliases", "variable", "variables"].contains($0.lower) }) else { return words }
        var result: [SentenceWord] = []
        var lookedUp = 0
        for (at, word) in words.enumerated() {
            guard word.isPath, !word.quoted, word.lower.contains("/"), !word.lower.contains("."), lookedUp < 64 else {
                result.append(word)
                continue
            }
            lookedUp += 1
            let segments = word.typed.split(separator: "/").map(String.init)
            let names = context.names
            let named = { (segment: String) in
                // A system, a platform or where a search looks: "badge/text" is a token's path.
                let lower = segment.lowercased()
                return names.systems[NameKey.of(segment)] != nil || SentenceScoring.placeNouns.contains(lower)
                    || context.closed.table[lower].map { !Set($0.keys).isDisjoint(with: [.platform, .codePlatform]) } == true
            }
            // ("native SwiftUI/Compose": platforms side by side are either one, said of the question's meaning.)
            let platforms = segments.filter { segment in
                context.closed.table[SentenceWords.lemma(segment.lowercased())].map { !Set($0.keys).isDisjoint(with: [.platform, .codePlatform]) } == true
            }
            let lines = at == 0 && words.count <= 3 && segments.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
                && segments.contains { askingHeads.contains(ReadingVocabulary.head(SentenceWords.lemma($0.lowercased()))) }
                && SentenceValues.nearestToken(word.typed, context) == nil
            guard segments.count >= 2, lines || platforms.count < 2 && segments.allSatisfy({ !$0.isEmpty && named($0) }),
                  !context.tokenExists(word.typed), !context.tokenExists(word.lower) else {
                result.append(word)
                continue
            }
            var parts = segments.flatMap { SentenceWords.split($0, limit: 8).words }
            for index in parts.indices {
                (parts[index].tag, parts[index].preface, parts[index].endsClause, parts[index].endsSentence) = (word.tag, word.preface, false, false)
            }
            if !parts.isEmpty { (parts[parts.count - 1].endsClause, parts[parts.count - 1].endsSentence) = (word.endsClause, word.endsSentence) }
            result += parts
        }
        return result
    }

    /// "run the ready-lacking-focus check for android": a question's name of three words or more,
    /// typed as the command has it, is read as its words (three words hyphened into one are
    /// otherwise a description: "a can't-touch-this look").
    static func unhyphenedNames(_ words: [SentenceWord], among questions: [Question]) -> [SentenceWord] {
        guard words.contains(where: \.hyphenAfter) else { return words }
        let names = Set(questions.map(\.name).filter { $0.split(separator: "-").count >= 3 })
        var words = words
        var start = 0
        while start < words.count {
            var end = start
            while end + 1 < words.count, words[end].hyphenAfter { end += 1 }
            if end > start, names.contains(words[start...end].map(\.lower).joined(separator: "-")) {
                for at in start..<end { words[at].hyphenAfter = false }
            }
            start = end + 1
        }
        return words
    }

    /// The words questions are asked with ("missing", "stale", "conflicts"): a slashed line
    /// with none of them ("color/brand/foo") is a token path the registry lacks.
    private static let askingHeads: Set<String> = Set(QuestionConcepts.builtIn.values.flatMap(\.weights.keys))

    private static let familyLemma = SentenceWords.lemma("family")

    /// English endings that make another word of a root, each with the endings a misspelling of
    /// it may take instead ("existance" is still existence).
    private static let endings: [String: [String]] = [
        "ed": ["ed"], "ing": ["ing"], "ence": ["ence", "ance"], "ance": ["ance", "ence"], "ment": ["ment"], "ness": ["ness"],
        "tion": ["tion", "sion"], "sion": ["sion", "tion"], "ity": ["ity"], "ous": ["ous"], "ful": ["ful"],
        "able": ["able", "ible"], "ible": ["ible", "able"], "ive": ["ive"],
    ]

    /// A word outside every vocabulary and registry name: one that may be a typo.
    /// Whether `read` is a value or a name, or a span's unit after a number ("three moths").
    private static func readsAValue(_ read: String, at index: Int, _ words: [SentenceWord], names: Set<String>, _ context: SentenceContext) -> Bool {
        names.contains(read) || context.closed.table[read] != nil || context.closed.table[SentenceWords.lemma(read)] != nil
            || index > 0 && (ReadingVocabulary.numbers[words[index - 1].lower] != nil || Int(words[index - 1].lower) != nil)
                && ReadingVocabulary.durationUnits[SentenceWords.lemma(read)] != nil
    }

    private static func isUnknown(_ word: SentenceWord, _ context: SentenceContext) -> Bool {
        // An adverb ("indirectly") is a word, not a typo; "famly" is too short to be one.
        // ("familly" is no adverb: neither it nor what it would be said of is English.)
        word.lower.count >= 3 && word.lower.allSatisfy(\.isLetter)
            && !(word.lower.hasSuffix("ly") && word.lower.count >= 6 && (EnglishWords.contains(word.lower) || EnglishWords.contains(String(word.lower.dropLast(2)))))
            // "reviewers" is someone who reviews, not a typo of "reviewed".
            && !["ers", "er", "ors", "or"].contains(where: { word.lower.hasSuffix($0) && word.lower.count > $0.count + 3
                && ReadingVocabulary.familyHead[SentenceWords.lemma(String(word.lower.dropLast($0.count)))] != nil })
            && !ReadingVocabulary.neverCorrectedLemmas.contains(word.lemma)
            && !ReadingVocabulary.stopWords.contains(word.lower) && ReadingVocabulary.familyHead[word.lemma] == nil
            && !ReadingVocabulary.conceptLemmas.contains(word.lemma) && context.closed.table[word.lemma] == nil
            && context.closed.table[word.lower] == nil && context.names.components[NameKey.of(word.lower)] == nil
            && context.names.systems[NameKey.of(word.lower)] == nil && context.names.families[NameKey.of(word.lower)] == nil
    }

    /// "NavigationController" → navigation, controller; a name without inner capitals → none.
    private static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name where character.isLetter {
            if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        return words.isEmpty ? [] : words + [current.lowercased()]
    }

    /// Each quoted phrase whose misspelt words make a component's name, read as that name.
    private static func quotedNamesRead(_ words: inout [SentenceWord], _ quotedNames: [Int], _ typos: SentenceTypos,
                                        _ context: SentenceContext) -> [(typed: String, read: String)] {
        var corrections: [(typed: String, read: String)] = []
        for index in quotedNames.prefix(16) {
            if let name = quotedName(words[index].typed, typos, context) {
                corrections.append((words[index].typed, name))
                (words[index].typed, words[index].lower, words[index].original) = (name, name.lowercased(), name)
            }
        }
        return corrections
    }

    /// The lengths of the words of a name written in camel case ("TitelBar": 5, 3).
    private static func camelCaseLengths(_ typed: String) -> [Int] { camelCaseWords(typed).map(\.count) }

    /// "verdcit for TitelBar", "sectionHeadr": a name written as code, its words misspelt, read
    /// as the component's whole name.
    private static func camelCaseName(_ typed: String, _ typos: SentenceTypos, _ context: SentenceContext) -> String? {
        let parts = camelCaseWords(typed)
        return parts.count > 1 ? quotedName(parts.joined(separator: " "), typos, context) : nil
    }

    /// "dependents 'Secton Header'": a quoted phrase whose misspelt words, each read as a word
    /// of a registry name, make a component's whole name.
    private static func quotedName(_ phrase: String, _ typos: SentenceTypos, _ context: SentenceContext) -> String? {
        let parts = phrase.split(separator: " ").map(String.init)
        guard (1...4).contains(parts.count), context.names.components[NameKey.of(phrase)] == nil else { return nil }
        var changed = false
        let read = parts.map { part -> String in
            guard part.allSatisfy(\.isLetter), let fixed = typos.correction(part.lowercased(), capitalised: true), fixed != part.lowercased() else { return part }
            changed = true
            return fixed
        }
        guard changed else { return nil }
        return context.names.components[NameKey.of(read.joined(separator: " "))]
    }
}
