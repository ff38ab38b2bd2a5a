/// Values of the world outside the registry: platforms no system ships on, other teams'
/// design systems, the tools around the design files; and the path of a token the registry
/// lacks, a letter from one it has; a word where a value must stand that names none.
extension SentenceValues {
    /// A platform, design system or tool the sentence names that the registry holds none of,
    /// said as why the sentence is refused; nil when the word at `index` names none.
    static func outsideValue(at index: Int, _ words: [SentenceWord]) -> String? {
        let word = words[index]
        if ReadingVocabulary.otherPlatforms.contains(word.lower) {
            return "'\(word.typed)' (no system of the registry ships on that platform)"
        }
        // "on react-native", "Wear OS": a platform of two words (a system that declares it makes
        // it a value, found before this).
        if twoWordPlatform(at: index, words) {
            return "'\(word.typed) \(words[index + 1].typed)' (no system of the registry ships on that platform)"
        }
        // "a11y gaps in material design", "Material 3": a design system of another team.
        // ("everything in material three", "which Carbon component …")
        if ReadingVocabulary.otherSystems.contains(word.lower), index + 1 < words.count
            ? ["design", "3", "2", "you", "ui", "three", "two", "component", "components", "token", "tokens", "kit"].contains(words[index + 1].lower)
                || words[index + 1].lemma == SentenceWords.lemma("system")
            : index > 0 && ["in", "for", "of", "from"].contains(words[index - 1].lower) {
            return "'\(word.typed)' (no design system of the registry has that name)"
        }
        // "which Figma plugin is best": the registry holds imported libraries, not the tools around them.
        // "our Figma plugin can jump to code" only says who asks.
        if ["plugin", "plugins", "extension", "extensions", "addon", "addons"].contains(word.lower), index + 1 < words.count,
           ["is", "are", "api", "for", "that", "which", "to", "should", "would", "do", "does"].contains(words[index + 1].lower),
           !words[max(0, index - 2)..<index].contains(where: { ["my", "our", "your"].contains($0.lower) }) {
            return "'\(word.typed)' (the registry records components and imported Figma libraries, not plugins)"
        }
        // "the Figma keyboard shortcut for auto layout": how to work a tool, which no record says.
        if ["shortcut", "shortcuts", "hotkey", "hotkeys", "keybinding", "keybindings"].contains(word.lower) {
            return "'\(word.typed)' (the registry records components, not how to work the tools they are made in)"
        }
        return nil
    }

    /// "a11y gaps on MacCatalyst": a name the registry lacks after "on", ending its clause,
    /// stands where a platform, system or component would; no answer without it would be the
    /// one asked ("on QNX" too). Not in the asker's own remark ("as we discussed on Slack",
    /// "I'll be on PTO"), not a day or a month ("on Tues", "on Sept").
    static func unknownPlace(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        guard index > 0, words[index - 1].lower == "on", !words[index - 1].endsClause, word.endsClause || index + 1 == words.count,
              !word.quoted, word.typed.first?.isUppercase == true, word.typed.allSatisfy({ $0.isLetter || $0.isNumber }),
              !known(word, context), ReadingVocabulary.sinceMonths[word.lower] == nil, !weekdays.contains(where: word.lower.hasPrefix)
        else { return nil }
        var start = index
        while start > 0, !words[start - 1].endsClause { start -= 1 }
        guard !words[start..<index].contains(where: { ReadingVocabulary.firstPerson.union(["you", "your"]).contains($0.lower) }) else { return nil }
        return "'\(word.typed)' (the registry has no platform, system or component of that name)"
    }
    private static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// "react native", "Wear OS", "watch os": a platform no built-in one is, said in two words.
    static func twoWordPlatform(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard index + 1 < words.count else { return false }
        let (first, second) = (words[index].lower, words[index + 1].lower)
        return first == "react" && second == "native" || first == "qt" && ["quick", "widgets"].contains(second)
            || second == "os" && (["wear", "watch", "vision", "tv", "harmony", "chrome", "fire", "kai", "tizen"].contains(first)
                || ReadingVocabulary.otherPlatforms.contains(first + "os"))
    }
}

extension SentenceValues {
    /// "the colour behind the little counter bubble, main/counter/surface": a component's name
    /// said in lower case that is a part of a token's path the sentence names describes the
    /// token, and names no component.
    static func glossesOfTokens(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let parts = Set(values.compactMap { $0.readings[.token] }.flatMap { $0.lowercased().split(separator: "/").map(String.init) })
        guard !parts.isEmpty else { return values }
        return droppingComponents(values, words) { value, component in parts.contains(component.lowercased()) }
    }

    /// "…, like a title given as 18/24 on one card", "like no header trait or a button too small
    /// to tap": a component's name said in lower case in an example ("like", "such as", "e.g."
    /// opening its clause, up to twelve words before) is a thing of the example, no filter.
    /// ("I'd like the card's issues" likes; "Card, like Badge" names them as typed.)
    static func inExamples(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        droppingComponents(values, words) { value, _ in
            let start = value.range.lowerBound
            guard let like = words[max(0, start - 12)..<start].lastIndex(where: { ["like", "e.g.", "eg", "such"].contains($0.lower) }),
                  !words[like..<start].contains(where: \.endsClause) else { return false }
            return like == 0 || words[like - 1].endsClause || words[like].lower == "such" && like + 1 < start && words[like + 1].lower == "as"
        }
    }

    /// "Search for unread badge, I saw it mentioned upstream": a component's name in lower case
    /// in the words a search opening the sentence asks for is searched for, no filter.
    static func searchedFor(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        guard words.count > 2, ReadingVocabulary.searchVerbs.subtracting(["look"]).contains(words[0].lower), ["for", "about"].contains(words[1].lower)
        else { return values }
        let end = words.firstIndex(where: \.endsClause) ?? words.count - 1
        return droppingComponents(values, words) { value, _ in value.range.lowerBound > 1 && value.range.lowerBound <= end }
    }

    /// "a decent header for my cover letter", "a two-inch header on a loom", "my ID badge": a
    /// component's name in lower case after "a", "an" or "my" is any such thing, or the asker's
    /// own, not the registry's component.
    static func anyOfTheKind(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        droppingComponents(values, words, family: true) { value, _ in
            let start = value.range.lowerBound
            // ("di dependants a Avtar": "a" is "of", and the name was typed with its capital.)
            guard words[start].original.first?.isLowercase == true else { return false }
            // ("the header on my wedding invitations": the asker's own thing, after the name.)
            let end = value.range.upperBound
            if end + 1 < words.count, ["on", "of", "for", "in", "at"].contains(words[end].lower), ["my", "your", "his", "her"].contains(words[end + 1].lower) {
                return true
            }
            // ("the header tank on my van": a thing of another name, the asker's own.)
            if end + 2 < words.count, words[end].lower.allSatisfy(\.isLetter), ReadingVocabulary.familyHead[words[end].lemma] == nil,
               !ReadingVocabulary.conceptLemmas.contains(words[end].lemma), ["on", "of", "for", "in", "at"].contains(words[end + 1].lower),
               ["my", "your", "his", "her"].contains(words[end + 2].lower) { return true }
            // ("which button to press to vote", "what card to pick": the one to act on, no component asked about.)
            if start > 0, ["which", "what"].contains(words[start - 1].lower), end + 1 < words.count, words[end].lower == "to",
               words[end + 1].typed.first?.isLowercase == true, !["be", "have"].contains(words[end + 1].lower) { return true }
            // ("want every card to be draggable": any card at all.)
            guard let article = words[max(0, start - 3)..<start].lastIndex(where: { ["a", "an", "my", "your", "his", "her", "every"].contains($0.lower) }) else { return false }
            return !words[article..<start].contains(where: \.endsClause)
        }
    }

    /// "Like, Section Header, that kind - which others are like that?", "Like Section Header's
    /// surface bg - what else uses it?": a component given as an example, right after "like" or
    /// "e.g." opening a sentence, of which the sentence then asks for others, is no filter.
    static func givenAsExample(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        droppingComponents(values, words, asTyped: true) { value, _ in
            let start = value.range.lowerBound
            guard start > 0, start <= words.count,
                  let like = words[max(0, start - 2)..<start].lastIndex(where: { ["like", "e.g.", "eg"].contains($0.lower) }) else { return false }
            return (like == 0 || words[like - 1].endsSentence)
                && words[value.range.upperBound...].prefix(12).contains(where: { ["else", "others", "other"].contains($0.lower) })
        }
    }

    /// "The devs built the header title at 22/26 but the spec I read said 18/24. What spec
    /// conflicts does Section Header have?": a component's name in lower case, in a sentence that
    /// asks nothing, beside one that asks and names a component of its own, is part of the story.
    static func mentionedInPassing(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let asks = { (at: Int) in
            let (start, end) = SentenceWords.sentence(around: at, words)
            return SentenceWords.asks(words[start...end])
        }
        guard values.contains(where: { $0.readings[.component] != nil && asks($0.range.lowerBound) }) else { return values }
        return droppingComponents(values, words) { value, _ in !asks(value.range.lowerBound) }
    }

    /// The component reading of a value, dropped where `describes` says its words describe
    /// something else. Unless `asTyped`, only of one word typed in lower case: a capitalised
    /// name is a component, except where it is said as typed for what it is (an example).
    private static func droppingComponents(
        _ values: [SentenceValue], _ words: [SentenceWord], asTyped: Bool = false, family: Bool = false, where describes: (SentenceValue, String) -> Bool
    ) -> [SentenceValue] {
        values.map { value in
            guard let component = value.readings[.component] ?? (family ? value.readings[.family] : nil),
                  asTyped || value.range.count == 1 && words[value.range.lowerBound].typed.first?.isLowercase == true,
                  describes(value, component) else { return value }
            var value = value
            value.readings[.component] = nil
            if family { value.readings[.family] = nil }
            return value
        }
    }

    /// "who uses main/header/surfce": the one token path a letter from a path the registry
    /// lacks (two letters for a path of twelve or more), or nil when none or several are.
    static func nearestToken(_ path: String, _ context: SentenceContext) -> String? {
        guard path.count >= 6, path.count <= 200 else { return nil }
        let limit = path.count >= 12 ? 2 : 1
        let near = context.tokenPaths(path.count, limit).filter { SentenceWords.distance(path.lowercased(), $0.lowercased(), limit: limit) != nil }
        return near.count == 1 ? near[0] : nil
    }

    /// Things a question lists by a closed value: a verdict, a recommendation's kind or status,
    /// an issue's status.
    static let listedByValue: Set<String> = [
        "verdict", "verdicts", "recommendation", "recommendations", "suggestion", "suggestions", "issue", "issues", "problem", "problems",
    ]

    /// "the performance recommendations", "an approved verdict", "which legal issues": a word
    /// before a thing listed by a closed value stands where that value would; one that is no
    /// value, nor a word questions are asked with or an everyday one, is a value the registry lacks.
    static func unknownModifier(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        // ("performance recommendations for Badge": typed as a search, the first word too.)
        // ("expected: issues get closed": a label, its clause ended, is no kind.)
        guard index + 1 < words.count, listedByValue.contains(words[index + 1].lower), !word.endsClause,
              index == 0 || ["the", "a", "an", "any", "all", "our", "which", "what", "those", "these", "show", "list", "with", "no", "got"].contains(words[index - 1].lower),
              word.lower.count > 2, word.lower.allSatisfy(\.isLetter), word.typed.first?.isLowercase == true, namesNoValue(word, context),
              // ("per issue, how many days": each one, no kind.)
              !distributives.contains(word.lower),
              !ReadingVocabulary.everydayLemmas.contains(word.lemma), !ordinaryAdjectives.contains(word.lower),
              // "the reviewers' suggestions", "the team's suggestions": whose they are, not their kind.
              !["ers", "ors"].contains(where: word.lower.hasSuffix), !ReadingVocabulary.people.contains(word.lower),
              // ("the contractor's suggestions": whose, said with its "'s" gone.)
              !askers.contains(word.lower),
              !ReadingVocabulary.groups.contains(word.lower),
              // ("documenting recommendations": a kind said as a verb.)
              !madeFromKind(word.lower)
        else { return nil }
        return "'\(word.typed)' (no \(singular(words[index + 1].lower)) is of that kind)"
    }

    /// "raw shadow values", "hardcoded opacity numbers": a word where a raw value's kind stands
    /// (color, size, font) that is none of them ("raw CSS values" says where, not what kind).
    /// ("which shadows are written as raw values": the kind before, said to be written so.)
    static func unknownRawKind(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        let (rawWords, valueLemmas, linking) = (Self.rawWords, Self.rawValueLemmas, Self.rawLinking)
        // (A kind said in the plural: "colors typed in as raw values" has no kind in "typed".)
        let writtenAs = {
            index + 2 < words.count && word.lower.hasSuffix("s") && !linking.contains(word.lower) && (index + 1..<min(words.count - 1, index + 6)).first { at in
                rawWords.contains(words[at].lower) && valueLemmas.contains(words[at + 1].lemma) && words[(index + 1)..<at].allSatisfy { linking.contains($0.lower) }
            }.map { $0 > index + 1 } == true
        }
        guard index > 0, index + 1 < words.count, rawWords.contains(words[index - 1].lower) && valueLemmas.contains(words[index + 1].lemma) || writtenAs(),
              word.lower.count > 2, word.lower.allSatisfy(\.isLetter), !known(word, context), namesNoValue(word, context),
              !ReadingVocabulary.everydayLemmas.contains(word.lemma), !ordinaryAdjectives.contains(word.lower),
              !["css", "html", "code", "ui", "style", "styling", "visual", "design", "figma", "swift", "kotlin", "xml", "json"].contains(word.lower)
        else { return nil }
        return "'\(word.typed)' (no raw value is of that kind: they are colors, sizes and fonts)"
    }

    private static let rawWords: Set<String> = ["raw", "hardcoded", "hard-coded", "literal", "inline", "inlined"]
    private static let rawValueLemmas: Set<String> = Set(["value", "number", "literal"].map(SentenceWords.lemma))
    private static let rawLinking: Set<String> = ["are", "is", "written", "set", "typed", "stored", "kept", "given", "as", "still", "in"]

    /// A closed value by itself ("ready", "open"), not only a word of one ("approved", of "approved to ship").
    static func isValue(_ word: SentenceWord, _ context: SentenceContext) -> Bool {
        context.closed.table[word.lemma] != nil || context.closed.table[word.lower] != nil
    }

    /// A word that is no value by itself, nor a stop, concept, family or change word: where a
    /// value must stand, it names one the registry lacks.
    static func namesNoValue(_ word: SentenceWord, _ context: SentenceContext) -> Bool {
        !isValue(word, context) && !ReadingVocabulary.stopWords.contains(word.lower) && ReadingVocabulary.familyHead[word.lemma] == nil
            && !ReadingVocabulary.conceptLemmas.contains(word.lemma) && !ReadingVocabulary.destructive.contains(word.lower)
    }

    /// "verdicts" → "verdict", "status" stays.
    static func singular(_ noun: String) -> String {
        noun.hasSuffix("s") && !noun.hasSuffix("us") ? String(noun.dropLast()) : noun
    }

    /// Words that describe a verdict or state without naming one ("the latest verdict").
    static let ordinaryAdjectives: Set<String> = [
        "latest", "last", "current", "final", "recent", "overall", "previous", "new", "old", "first", "newest", "official",
        "actual", "real", "same", "other", "given", "whole", "full", "own", "right", "wrong", "second", "next", "earlier",
        "says", "said", "shows", "showed", "reads", "reached", "came", "went", "got", "gave",
        "known", "reported", "logged", "remaining", "existing", "listed", "filed", "raised", "recorded", "documented", "tracked",
        // "accepting a single recommendation": how many, no kind.
        "single", "lone", "solitary", "sole",
    ]

    /// People whose suggestions or issues they are: "the contractor's suggestions".
    static let askers: Set<String> = ["contractor", "designer", "developer", "engineer", "reviewer", "auditor", "vendor", "consultant",
                                      "manager", "owner", "maintainer", "lead", "tester", "client", "customer", "user", "researcher",
                                      "writer", "agency", "partner", "architect", "director"]

    /// "per design system", "each design system": asks for every system, names none.
    static let distributives: Set<String> = ["per", "each", "every", "across", "whole", "entire"]
}
