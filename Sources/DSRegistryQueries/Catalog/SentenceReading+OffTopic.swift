import DSRegistryCore

/// Why a sentence is about something outside the registry: everyday words beside a name the
/// registry lacks, the asker's own file, a place near them, hours of a day, things it does not
/// hold, an outside source, dsreg's price or advice.
extension SentenceReading {
    /// "shard.yml", "package.json": a file's name, its extension letters after its one dot.
    private static func namesAFile(_ typed: String) -> Bool {
        let parts = typed.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && (2...5).contains(parts[1].count) && parts[1].allSatisfy(\.isLetter)
    }

    /// Days of the week and parts of a day: "on Fridays", "tonight".
    private static let daysAndHours: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
                                                    "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "tonight",
                                                    "tomorrow", "morning", "evening", "afternoon", "weekend", "weekends", "weekday", "weekdays"]

    /// Other tools' commands, typed with their options: "git log --oneline", "npm install -g …".
    private static let otherTools: Set<String> = ["git", "npm", "npx", "yarn", "pnpm", "docker", "kubectl", "brew", "pip", "pip3", "cargo", "gradle",
                                                  "gradlew", "xcodebuild", "xcrun", "pod", "make", "curl", "wget", "ssh", "sed", "awk", "jq", "helm"]

    /// What a thing is sold for: "how much does it cost", "what's the price of".
    private static let prices: Set<String> = ["cost", "costs", "price", "prices", "pricing", "priced", "fee", "fees", "license", "licence",
                                              "licenses", "licences", "subscription", "subscriptions"]

    /// What a dictionary tells of a word: "the etymology of the word token".
    private static let aWordsStory: Set<String> = ["etymology", "origin", "origins", "pronunciation", "spelling", "plural", "synonym", "synonyms",
                                                   "antonym", "antonyms", "definition", "derivation"]

    /// Why a sentence is about something outside the registry, once its values are known: a name
    /// the registry lacks beside everyday words only, an outside source, advice asked of dsreg.
    var offTopic: String? {
        // "what time does the Apple store in Swansea close": only everyday words that could be
        // values, beside a name the registry lacks.
        if let best = ranked.first, best.concepts.isEmpty, values.allSatisfy(\.weak) {
            // ("like an OnMouseEnter handler left empty": a name in a likeness names nothing asked.)
            if let name = unknownNames.first(where: { name in !words.indices.contains { words[$0].typed == name && inLikeness($0) } }) {
                return "\(best.question.name) fits only on everyday words, and the sentence names '\(name)', which the registry does not hold"
            }
            // "whats the best pizza place open near me": an everyday word that is also a value amid
            // four words or more of something else, and nothing asked of it, not even a word such as
            // 'component' ("which components are ready", "what needs reworking" ask).
            if !values.isEmpty, !ReadingVocabulary.anchored(words), unexplainedWords >= 4 {
                return "\(best.question.name) fits only on everyday words that are also values ("
                    + values.map { "'\($0.typed)'" }.joined(separator: ", ") + ") amid words of something else"
            }
        }
        // ("the dependencies listed in my shard.yml": the asker's own file, which the registry does not read.)
        // ("combos blow up, like feature flags in my Cargo.toml": a likeness, said of a file.)
        if let file = words.indices.first(where: { $0 > 0 && ["my", "your"].contains(words[$0 - 1].lower) && Self.namesAFile(words[$0].typed) }),
           !inLikeness(file) {
            return "it asks about '\(words[file].typed)', a file of the asker's, which the registry does not read"
        }
        // ("any good badge printing shop near me?": a place near the asker, which no record holds.)
        if words.indices.contains(where: { words[$0].lower == "near" && $0 + 1 < words.count
            && ["me", "us", "here"].contains(words[$0 + 1].lower) || words[$0].lower == "nearby" }) {
            return "it asks for a place near the asker; the registry holds components, not places"
        }
        // ("At what time is the Backbase office closed on Fridays?": hours of a day, which no record holds.)
        if words.indices.contains(where: { $0 + 1 < words.count && words[$0].lower == "what" && ["time", "times", "time's"].contains(words[$0 + 1].lower) }),
           words.contains(where: { Self.daysAndHours.contains($0.lower) }) {
            return "it asks for a time of day; the registry holds components, not opening hours or timetables"
        }
        // ("Which library books have been overdue since October": a time names nothing the registry holds,
        // and a kind said in two words of English is no metaphor for components, as "which players …" may be.)
        if let listed = listedStranger, values.isEmpty || listed.contains(" ")
            && values.allSatisfy({ $0.readings.keys.allSatisfy { [.duration, .date, .integer].contains($0) } }) {
            return "it asks which \(listed), which the registry does not hold"
        }
        // ("What's the etymology of the word verdict?": a word's own story, which no record holds.)
        if let word = words.indices.first(where: { $0 + 3 < words.count && Self.aWordsStory.contains(words[$0].lower) && words[$0 + 1].lower == "of"
            && words[$0 + 2].lower == "the" && ["word", "term"].contains(words[$0 + 3].lower) }) {
            return "it asks the \(words[word].lower) of a word; the registry holds components, not a dictionary"
        }
        if let source = outsideSource {
            return "it asks what \(source) says; the registry holds its own records of components, not what other sources say"
        }
        // "what's your per-word rate for Hebrew": dsreg's own price, which it does not have.
        // ("your components' fail rate" is the registry's.)
        if let your = words.firstIndex(where: { $0.lower == "your" }),
           let price = words[(your + 1)...].drop(while: { ["per", "word", "hourly", "daily", "usual", "standard", "current", "going", "flat"].contains($0.lower) }).first,
           ["rate", "rates", "price", "prices", "fee", "fees", "cost", "costs", "charge", "salary"].contains(price.lower) {
            return "it asks for dsreg's '\(price.typed)'; dsreg query answers questions about the registry"
        }
        // ("git log --oneline --since=… | grep -i header": another tool's command line, with its options.)
        if let tool = words.first, Self.otherTools.contains(tool.lower), !tool.endsClause,
           sentence.split(separator: " ").contains(where: { $0.hasPrefix("-") && $0.count > 1 || $0 == "|" }) {
            return "it is a command for \(tool.typed), not a question; dsreg query answers questions about the registry"
        }
        // ("How much does a Figma license cost for a team of 10?", "what's the price of a seat": a
        // price, which no record holds.)
        if let price = words.indices.first(where: { Self.prices.contains(words[$0].lower) }),
           words[max(0, price - 6)..<price].indices.contains(where: { at in
               words[at].lower == "much" && at > 0 && words[at - 1].lower == "how" || ["what", "what's", "whats"].contains(words[at].lower) }) {
            return "it asks a price ('\(words[price].typed)'); the registry holds components, not prices"
        }
        // "which simulator app would you recommend": advice asked of dsreg about nothing it holds.
        if words.indices.contains(where: { $0 > 1 && ["recommend", "suggest", "advise"].contains(words[$0].lower)
            && ["you", "u", "ya"].contains(words[$0 - 1].lower) && ["would", "could"].contains(words[$0 - 2].lower) }),
           !values.contains(where: { [.component, .family, .system].contains(where: $0.readings.keys.contains) }) {
            return "it asks dsreg for advice; dsreg query answers questions about the registry (its recommendations are asked with a component: 'recommendations for Badge')"
        }
        return nil
    }

    /// "What does GDPR say about keeping audit logs", "what does the HIG say": a source named by
    /// capitals that is no value and no word of the registry's.
    private var outsideSource: String? {
        guard let say = words.firstIndex(where: { ["say", "says", "require", "requires"].contains($0.lower) }),
              let aux = words[..<say].lastIndex(where: { ["does", "do", "did", "would"].contains($0.lower) }), (2...4).contains(say - aux)
        else { return nil }
        let source = words[(aux + 1)..<say]
        guard source.contains(where: { $0.typed.count >= 2 && $0.typed.allSatisfy { $0.isUppercase || $0.isNumber } }),
              !values.contains(where: { $0.range.overlaps((aux + 1)..<say) }),
              !source.contains(where: { ReadingVocabulary.conceptLemmas.contains($0.lemma) || ReadingVocabulary.familyHead[$0.lemma] != nil })
        else { return nil }
        return "'" + source.map(\.typed).joined(separator: " ") + "'"
    }

    /// How many words are no stop word, no word of the vocabulary and in no value: words of
    /// something the registry does not speak of ("pizza", "place", "near").
    private var unexplainedWords: Int {
        let inValues = Set(values.flatMap { Array($0.range) })
        return words.indices.filter { index in
            let word = words[index]
            return !inValues.contains(index) && !ReadingVocabulary.speaks(word) && word.lower.count > 2
        }.count
    }
}
