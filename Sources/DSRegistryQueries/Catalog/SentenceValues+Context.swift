import DSRegistryCore

/// What the words around a value say of it: a particle, describing a criterion, who asks (said as
/// a verb: `SentenceValues+Verbs`).
extension SentenceValues {
    /// "sat down", "went down": the particle of a verb, not the pressed state.
    static func particle(at index: Int, _ words: [SentenceWord]) -> Bool {
        words[index].lower == "down" && (ReadingVocabulary.downVerbs.contains(ReadingVocabulary.verb(before: index, words))
            || ["go", "goes", "went", "gone", "going", "come", "came", "comes"].contains(ReadingVocabulary.verb(before: index, words)))
    }

    /// A number where it counts something: "at least four", "four or more", "more than 3" (4).
    /// "fewer than three" bounds from above, which no question does: the reason it is refused.
    static func number(at index: Int, _ words: [SentenceWord]) -> (value: SentenceValue?, bound: String?) {
        let word = words[index]
        let before = index > 0 ? words[index - 1].lower : ""
        let twoBefore = index > 1 ? words[index - 2].lower : ""
        let above = before == "than" && ["more", "greater", "over"].contains(twoBefore) || ["over", "above"].contains(before)
        let below = before == "than" && ["fewer", "less", "lower"].contains(twoBefore) || ["under", "below"].contains(before)
            || before == "most" && twoBefore == "at" || ["max", "maximum", "atmost"].contains(before)
        let counted = before == "least" || above || below
            || index + 2 < words.count && words[index + 1].lower == "or" && ["more", "above", "over"].contains(words[index + 2].lower)
            // ("three switches or more": the thing counted between.)
            || countedBetween(after: index, words)
        // ("at least one criterion worse": any, no count.)
        if word.lower == "one", before == "least", index + 1 < words.count, !words[index + 1].lower.hasSuffix("s") { return (nil, nil) }
        guard let number = Int(word.lower) ?? (counted && !["a", "an"].contains(word.lower) ? ReadingVocabulary.numbers[word.lower] : nil)
        else { return (nil, nil) }
        // ("one place says the title is 18 over 24, another 22 over 26": a size over a line height, no count.)
        if index + 2 < words.count, ["over", "on"].contains(words[index + 1].lower), Int(words[index + 2].lower) != nil, !word.endsClause { return (nil, nil) }
        if index > 1, ["over", "on"].contains(before), Int(twoBefore) != nil, !words[index - 2].endsClause { return (nil, nil) }
        // ("My harp has 47 strings but …; which components have so many switches": how many the
        // asker's own thing has, no count asked.)
        let opens = words[..<index].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
        if !counted, ["has", "have", "had", "with", "got"].contains(before), words[opens..<index].contains(where: { ["my", "our"].contains($0.lower) }) {
            return (nil, nil)
        }
        if below {
            return (nil, "'\(word.typed)' after '\(before)' (questions count from a number up, never below one)")
        }
        return (SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.integer: String(above ? number + 1 : number)], weak: false), nil)
    }

    /// "three switches or more", "five boolean props or above": one or two words of what is
    /// counted, then "or more".
    private static func countedBetween(after index: Int, _ words: [SentenceWord]) -> Bool {
        guard let or = words[min(words.count, index + 2)..<min(words.count, index + 4)].firstIndex(where: { $0.lower == "or" }),
              or + 1 < words.count, ["more", "above", "over"].contains(words[or + 1].lower) else { return false }
        return words[(index + 1)..<or].allSatisfy { !$0.endsClause && $0.lower.allSatisfy(\.isLetter) } && !words[index].endsClause
    }

    /// "Does clarithromycin interact with simvastatin?": a criterion's verb whose subject, asked
    /// about with "does", is a word of no registry name and no concept acts for that word.
    static func actOfSomethingElse(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let start = value.range.lowerBound
        guard value.weak, value.range.count == 1, value.readings.keys.allSatisfy({ $0 == .criterion }), start > 1,
              ["does", "do", "did", "can", "could", "will", "would", "should"].contains(words[start - 2].lower) else { return false }
        let subject = words[start - 1]
        return subject.lower.count >= 4 && subject.typed.first?.isLowercase == true && subject.lower.allSatisfy(\.isLetter)
            && !ReadingVocabulary.stopWords.contains(subject.lower) && ReadingVocabulary.familyHead[subject.lemma] == nil
            && !ReadingVocabulary.everydayLemmas.contains(subject.lemma)
    }

    /// "our brand text colour token": a token named by the words of its path, in any order,
    /// just before "token" (a kind of value between may stay). Up to three words, so at most 36
    /// paths are looked up for each of the first four "token"s a sentence says: 144 in all.
    static func tokensByWords(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext) -> [SentenceValue] {
        guard !values.contains(where: { $0.readings[.token] != nil }) else { return values }
        for index in words.indices.filter({ $0 > 1 && ["token", "tokens"].contains(words[$0].lower) }).prefix(4) {
            var end = index
            if ["colour", "color", "spacing", "size", "font", "typography"].contains(words[end - 1].lower) { end -= 1 }
            for length in stride(from: min(3, end), through: 2, by: -1) {
                let run = words[(end - length)..<end]
                guard run.allSatisfy({ !$0.quoted && !$0.isPath && !ReadingVocabulary.stopWords.contains($0.lower) && $0.lower.allSatisfy(\.isLetter) })
                else { continue }
                for order in permutations(run.map(\.lower)) {
                    for separator in ["/", ".", "-"] where context.tokenExists(order.joined(separator: separator)) {
                        let path = order.joined(separator: separator)
                        let range = (end - length)..<index
                        return values.filter { !$0.range.overlaps(range) } + [SentenceValue(range: range, typed: path, readings: [.token: path], weak: false)]
                    }
                }
            }
        }
        return values
    }

    private static func permutations(_ words: [String]) -> [[String]] {
        guard words.count > 1 else { return [words] }
        return words.indices.flatMap { index in
            var rest = words
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// "into my Compose screen", "from the Figma side", "as an iOS engineer": a platform said of
    /// where the asker stands.
    static func settings(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        values.map { value in
            var value = value
            let next = value.range.upperBound < words.count ? words[value.range.upperBound].lower : ""
            value.setting = value.readings.keys.allSatisfy(SentenceScoring.platformKinds.contains)
                && ["side", "screen", "screens", "app", "apps", "module", "modules", "project", "codebase", "world", "end",
                    "engineer", "engineers", "developer", "developers", "dev", "devs", "designer", "designers", "team", "teams",
                    // ("Tom from the iOS squad wants to know …")
                    "squad", "squads", "crew", "guild", "chapter", "tribe", "pod", "folks", "lead", "leads", "people"].contains(next)
            return value
        }
    }

    /// A value as the words around it say it is meant: weak or not, a family's name or a component's.
    static func inContext(_ found: SentenceValue, _ words: [SentenceWord], _ context: SentenceContext) -> SentenceValue {
        var value = found
        let index = value.range.lowerBound
        // "before the restructure": a verdict said as a noun of an event is a word too.
        let after = value.range.upperBound < words.count ? words[value.range.upperBound].lower : ""
        // "if we rework Icon": said by a person, it is something done, not a verdict given.
        if value.readings[.verdict] != nil, value.range.count == 1, index > 0,
           ["the", "this", "that", "our"].contains(words[index - 1].lower) && !["verdict", "verdicts", "components", "component", "ones"].contains(after)
            || ReadingVocabulary.people.contains(words[index - 1].lower) {
            value.weak = true
        }
        // "the complete population", "a complete list": whole, not a recommendation carried out.
        if value.readings[.recommendationStatus] != nil, words[index].lower == "complete", index > 0,
           ["the", "a", "an", "our", "my", "this", "that", "full"].contains(words[index - 1].lower),
           !["recommendations", "recommendation", "ones", "suggestions"].contains(after) {
            value.readings[.recommendationStatus] = nil
        }
        // "Code Connect coverage is complete": said of a thing a question counts, not of a suggestion.
        if value.readings[.recommendationStatus] != nil, ["complete", "finished"].contains(words[index].lower), index > 1,
           ["is", "are", "was", "were"].contains(words[index - 1].lower), let subject = ReadingVocabulary.familyHead[words[index - 2].lemma],
           subject != ReadingVocabulary.head(SentenceWords.lemma("recommendation")) {
            value.readings[.recommendationStatus] = nil
        }
        // "with big fingers on an iPhone": fingers on a device, no press on a component.
        if value.readings[.state] != nil, words[index].lower.hasPrefix("finger"), value.range.upperBound + 1 < words.count,
           ["a", "an", "the", "my", "their", "your", "his", "her"].contains(after),
           context.closed.table[words[value.range.upperBound + 1].lemma].map({ $0[.platform] != nil || $0[.devicePlatform] != nil }) == true {
            value.readings[.state] = nil
        }
        // "a Polish translation": the language, capitalised inside a sentence, not a refine verdict.
        if words[index].typed == "Polish", index > 0, !words[index - 1].endsSentence { value.readings = [:] }
        // "the Header family": a name before "family" is the family's.
        // ("the Header crew", "the Header gang": the same, in a team's words.)
        // ("the Header range", "the Header lineup": a maker's line of them.)
        if after == "family" || ReadingVocabulary.teamWords.contains(after) || ["range", "lineup"].contains(after),
           value.readings[.family] != nil { value.readings[.component] = nil }
        // "ready components", "deprecated ones": a verdict said of the things listed is meant;
        // "the interaction states criterion": a criterion called one.
        if value.weak, value.readings[.verdict] != nil && ["components", "component", "ones", "parts"].contains(after)
            || value.readings[.criterion] != nil && ["criterion", "criteria"].contains(after) { value.weak = false }
        // "recommendations of kind typography": a word where the sentence says a value stands is meant as one.
        if index > 0, ["kind", "status", "verdict"].contains(words[index - 1].lower) { value.weak = false }
        // "components assessed as reworked": a verdict said as the one a judgement gave.
        if value.readings[.verdict] != nil, index > 1, words[index - 1].lower == "as",
           ["assessed", "rated", "judged", "graded", "deemed", "scored", "classed", "classified", "considered", "reviewed"].contains(words[index - 2].lower) {
            value.weak = false
        }
        // "for the quality objective": one everyday word of a criterion's name before a noun
        // of another thing names that thing's kind, not the criterion.
        if value.weak, value.range.count == 1, value.readings.keys.allSatisfy({ $0 == .criterion }), !words[index].endsClause,
           value.range.upperBound < words.count, words[value.range.upperBound].lower.allSatisfy(\.isLetter),
           !ReadingVocabulary.stopWords.contains(after), !criterionFollowers.contains(after),
           // ("native code" still speaks of what the criterion measures.)
           !value.readings.values.contains(where: { context.criterionMeanings[$0]?.contains(words[value.range.upperBound].lemma) == true }) {
            value.readings = [:]
        }
        return value
    }

    /// Words after a criterion's name that still speak of the criterion ("quality score").
    private static let criterionFollowers: Set<String> = [
        "criterion", "criteria", "score", "scores", "scored", "scoring", "rating", "ratings", "status", "statuses", "issue", "issues",
        "problem", "problems", "gap", "gaps", "result", "results", "wise", "side", "front", "check", "checks",
    ]

    /// "Flutter dev here", "I'm a Flutter engineer": a platform no system ships on, said of who
    /// asks, is neither a filter nor a value the registry lacks.
    /// "I build our app in React Native and …": the same, said of what the asker builds with.
    static func saysWhoAsks(at index: Int, _ words: [SentenceWord]) -> Bool {
        let twoWords = twoWordPlatform(at: index, words)
        guard ReadingVocabulary.otherPlatforms.contains(words[index].lower) || twoWords else { return false }
        if askersOwnWork(at: index, words) { return true }
        let clause = words[..<index].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
        let before = words[max(clause, index - 9)..<index]
        if let subject = before.firstIndex(where: { ["i", "we", "i'm", "we're", "im", "were"].contains($0.lower) }),
           words[subject..<index].contains(where: { ["build", "building", "built", "write", "writing", "code", "coding", "develop", "developing",
                                                     "work", "working", "ship", "shipping", "test", "testing", "port", "porting",
                                                     "wrap", "wrapping", "bundle", "bundling", "embed", "embedding", "integrate", "integrating"].contains($0.lower) }) {
            return true
        }
        // "in my NativeScript fork", "for my NativeScript tabs": the asker's own work.
        // ("For the Android head of our MAUI app, which … no Jetpack Compose equivalent": the
        // asker's app, when the sentence names a platform the registry has to ask about.)
        // All only in a clause that asks nothing: "which components lack hover in my Flutter app"
        // asks about Flutter.
        let clauseEnd = words[index...].firstIndex(where: \.endsClause) ?? words.count - 1
        // ("that's what matters for a Windows port": "what" after "that's" asks nothing; nor does
        // "the same list".)
        let asks = words[clause...clauseEnd].indices.contains { at in ReadingVocabulary.askingWords.contains(words[at].lower)
            && !(at > clause && ["that", "it", "is", "this", "thats", "the", "a", "same", "my", "our"].contains(words[at - 1].lower)) }
        // ("I've only ever done accessibility in Qt Quick", "I've got the same toggle in a Tauri
        // window": what the asker has done or has, in a clause that asks nothing.)
        if !asks, let subject = before.firstIndex(where: { ["i", "we", "i've", "we've", "ive"].contains($0.lower) }),
           words[subject..<index].contains(where: { ["done", "did", "doing", "got", "have", "had"].contains($0.lower) }) {
            return true
        }
        // ("…, I'm mirroring it in my KMP commonMain": the asker's own, in a clause of theirs that asks nothing.)
        if !asks, index > 0, ["my", "our"].contains(words[index - 1].lower), before.contains(where: { ["i", "we"].contains($0.lower) }) { return true }
        if !asks, index > 0, words[index - 1].lower == "our", index + 1 < words.count, ownWork.contains(words[index + 1].lower),
           words.contains(where: { StateVocabulary.current.platforms[$0.lower] != nil || StateVocabulary.current.codePlatforms[$0.lower] != nil }) {
            return true
        }
        // "Asking because focus states eat my week on tvOS": why the asker asks, of their own work.
        if !asks, words[clause..<index].contains(where: { ReadingVocabulary.reasonOpeners.contains($0.lower) }),
           words[clause...clauseEnd].contains(where: { ReadingVocabulary.firstPerson.contains($0.lower) }) {
            return true
        }
        // ("in the KMP module", "our Lit wrapper": what is made in it, never a filter.)
        if !asks, index + 1 < words.count, madeInIt.contains(words[index + 1].lower)
            || index > 0 && ["my", "mine"].contains(words[index - 1].lower) && ownWork.contains(words[index + 1].lower) {
            return true
        }
        let next = index + (twoWords ? 2 : 1)
        // "Back in Swing I'd check …", "coming from Flutter", "in Swing that'd be a JComponent":
        // where the asker comes from, or a comparison with it.
        let after = words[next..<min(words.count, next + 2)].map(\.lower)
        // "In MAUI I'd check …", "the old Xamarin XAML previewer", "MAUI gives me IsEnabled": a
        // platform said outside where a filter stands (after on, for, in … at a clause's end, or
        // before the things listed) is the asker's background.
        if !asFilter(at: index, next: next, words) || ownBuildActs(at: index, next: next, words) { return true }
        // ("when moving from Xamarin to MAUI": both ends of the move.)
        if before.suffix(5).contains(where: { ["back", "coming", "came", "moving", "moved", "used", "migrating", "migrated"].contains($0.lower) })
            || after.contains(where: { ["that'd", "i'd", "we'd", "it'd", "thatd"].contains($0) })
            // ("In MAUI terms, the ones that are nearly there": a comparison.)
            || after.first.map({ ["terms", "speak", "parlance", "land", "world"].contains($0) }) == true
            || after.count == 2 && ["that", "it"].contains(after[0]) && ["would", "be"].contains(after[1]) {
            return true
        }
        guard next < words.count,
              ["dev", "devs", "developer", "developers", "engineer", "engineers", "designer", "designers", "person", "folks"].contains(words[next].lower)
        else { return false }
        return index == 0 || ["a", "an", "fellow"].contains(words[index - 1].lower) || next + 1 < words.count && words[next + 1].lower == "here"
    }

    /// "our Electron app mirrors that file", "my desktop build pulled it in": the asker's own
    /// app, doing something, is background; "which components does our Electron app use" is not.
    private static func ownBuildActs(at index: Int, next: Int, _ words: [SentenceWord]) -> Bool {
        guard index > 0, ["our", "my", "their"].contains(words[index - 1].lower), next + 1 < words.count,
              ["app", "apps", "build", "builds", "client", "shell", "version", "side", "codebase", "team"].contains(words[next].lower), !words[next].endsClause
        else { return false }
        let verb = words[next + 1].lower
        return ["also", "too", "already", "just", "still", "is", "was", "has", "had", "does", "did"].contains(verb)
            || verb.count > 3 && (verb.hasSuffix("s") && !verb.hasSuffix("ss") || verb.hasSuffix("ed")) && !listedNouns.contains(verb)
    }

    /// "I reuse its layout in my Ionic cards", "For my Avalonia app I want to …": a name said of
    /// the asker's own work (my, our … and a thing made, not one the registry lists), in a clause
    /// that asks nothing. ("which components lack pressed in our Flutter app" asks.)
    /// ("… before my Qt Quick port can use them": a clause of time or reason asks nothing.)
    /// ("my Vision Pro app": a name of two or three capitalised words, any of them.)
    static func askersOwnWork(at index: Int, _ words: [SentenceWord]) -> Bool {
        let capital = { (at: Int) in words[at].typed.first?.isUppercase == true && !words[at].endsClause }
        var first = index
        while first > 0, index - first < 2, capital(first - 1), !["my", "mine", "our"].contains(words[first - 1].lower) { first -= 1 }
        var at = index + (twoWordPlatform(at: index, words) ? 1 : 0)
        while at + 1 < words.count, at - index < 2, capital(at), capital(at + 1) { at += 1 }
        guard first > 0, at + 1 < words.count, ["my", "mine", "our"].contains(words[first - 1].lower), !words[at].endsClause else { return false }
        let owned = { (next: String) in ownWork.contains(next) || next.count > 3 && next.hasSuffix("s") && !next.hasSuffix("ss") && !listedNouns.contains(next) }
        // ("like my Blueprint property names": the thing owned said in two words.)
        guard owned(words[at + 1].lower) || at + 2 < words.count && !words[at + 1].endsClause && owned(words[at + 2].lower) else { return false }
        let clauseStart = words[..<index].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
        // ("lack hover when used in my Flutter app" still asks of Flutter.)
        let start = words[clauseStart..<index].lastIndex(where: { ownWorkOpeners.contains($0.lower) }) ?? clauseStart
        let end = words[index...].firstIndex(where: \.endsClause) ?? words.count - 1
        return !words[start...end].contains { ReadingVocabulary.askingWords.contains($0.lower) }
    }

    /// Words that open a clause about the asker's own work after the question: "before my Qt
    /// Quick port can use them", "because our Unity screens …".
    private static let ownWorkOpeners = ReadingVocabulary.reasonOpeners.union(["before", "after", "once", "until", "so"])

    /// What an asker makes on a platform of their own: "my NativeScript app".
    private static let ownWork: Set<String> = ["app", "apps", "fork", "views", "view", "tabs", "screens", "module", "modules", "project", "projects",
                                               "code", "codebase", "build", "client", "wrapper", "wrappers", "port", "prototype", "layer", "shell",
                                               // ("the CSS custom properties on my SvelteKit site")
                                               "site", "sites", "website", "websites", "webapp", "game", "games", "dashboard", "extension", "plugin",
                                               "frontend", "storefront", "repo", "monorepo",
                                               // ("- our Flutter version never matched the Figma either")
                                               "version", "versions", "implementation", "implementations", "widget", "widgets"]

    /// What is made in a platform and never filters by it: "the KMP module".
    private static let madeInIt: Set<String> = ["module", "modules", "fork", "codebase", "wrapper", "wrappers", "project", "projects", "prototype",
                                                "repo", "monorepo", "package", "port"]

    /// Things a question lists, said in the plural: no verb after "our X app".
    private static let listedNouns: Set<String> = [
        "components", "tokens", "states", "issues", "screens", "parts", "platforms", "variants", "slots", "properties", "recommendations",
        "criteria", "scores", "verdicts", "families", "systems", "bindings", "icons", "pages", "views", "widgets", "controls",
    ]

    /// Where a platform filters: "on watchOS?", "for windows phones", "which flutter components".
    private static func asFilter(at index: Int, next: Int, _ words: [SentenceWord]) -> Bool {
        // ("WHERE platform = 'watchOS'": named as the platform.)
        if index > 0, ["platform", "platforms"].contains(words[index - 1].lower) { return true }
        // ("Flutter unmapped components?", "unmapped components flutter": keywords, each what is asked.)
        if words.count <= 6, !words.contains(where: { ReadingVocabulary.askingWords.contains($0.lower) || ReadingVocabulary.firstPerson.contains($0.lower) }) {
            return true
        }
        let end = next - 1
        // ("on Tizen TV?", "on Qt Quick": a name of two words ends the clause too.)
        let closesAfter = words[end].endsClause || next >= words.count || words[next].endsClause && words[next].lower.count <= 10
            // ("on Flutter for Code Connect": another filter follows.)
            || ["and", "or", "but", "so", "please", "pls", "too", "as", "yet", "then", "which", "that", "what", "where", "for"].contains(words[next].lower)
            // ("on watchOS before we push the crew app": a clause of time or reason follows.)
            || ["before", "after", "until", "once", "when", "while", "because"].contains(words[next].lower)
            || ["phone", "phones", "tablet", "tablets", "device", "devices", "app", "apps", "build", "builds", "version", "versions", "side", "signature", "signatures",
                "component", "components", "platform", "platforms", "target", "targets", "user", "users", "only", "specifically",
                // ("tied to Flutter code yet": the code asked about.)
                "code", "implementation", "implementations", "mapping", "mappings", "support", "equivalent", "equivalents",
                "counterpart", "counterparts"].contains(words[next].lower)
        // ("on the Samsung Tizen TV platform": capitalised words of the name may follow, then "platform".)
        var last = next
        while last < words.count, last - next < 2, !words[last - 1].endsClause, words[last].typed.first?.isUppercase == true { last += 1 }
        let closes = closesAfter || last > next && last < words.count && !words[last - 1].endsClause && ["platform", "platforms"].contains(words[last].lower)
        // ("watchOS lo a11y gaps": a postposition after it, in Telugu, Hindi, Marathi or Punjabi.)
        if next < words.count, SentenceWords.postpositions.contains((words[next].foreign ?? words[next].typed).lowercased()) { return true }
        guard index > 0 else { return closes }
        // ("on Kotlin Multiplatform": one word of the name may stand between.)
        let skipped = index > 1 && (words[index - 1].lower == "the" || words[index - 1].typed.first?.isUppercase == true && !words[index - 2].endsClause
            || ["on", "for", "in"].contains(words[index - 2].lower) && !words[index - 1].endsClause
            // ("linked to their Flutter code": the components' own, between; "porting to our Electron
            // renderer", "mapping it onto a MAUI Button" are the asker's.)
            || ["to", "into", "onto", "with"].contains(words[index - 2].lower) && ["their", "its"].contains(words[index - 1].lower))
        // ("on the GTK Linux desktop platform": a name of up to three words, after "the".)
        var first = index
        while first > 0, index - first < 3, !words[first - 1].endsClause, words[first - 1].lower == "the"
                || words[first - 1].typed.first?.isUppercase == true || ReadingVocabulary.otherPlatforms.contains(words[first - 1].lower) { first -= 1 }
        let prepositions: Set<String> = ["on", "for", "in", "to", "with", "across", "under", "onto", "into", "via", "from", "about", "of", "at", "no", "without"]
        let before = skipped ? words[index - 2].lower : words[index - 1].lower
        let preposition = prepositions.contains(before) || first > 0 && first < index - 1 && prepositions.contains(words[first - 1].lower)
        let listed = ["which", "what", "any", "our", "all", "the", "are", "list", "show"].contains(before)
            && next < words.count && ["component", "components", "app", "apps", "side", "version", "build",
                                      // ("which of our Flutter widgets lack pressed": the things asked for, on Flutter.)
                                      "widget", "widgets", "control", "controls", "element", "elements", "screen", "screens", "view", "views"].contains(words[next].lower)
        return preposition && closes || listed
    }

    /// "Summary: … Details: …": a ticket template's label at a clause's start is no name.
    static func templateLabel(at index: Int, _ words: [SentenceWord]) -> Bool {
        words[index].endsClause && (index == 0 || words[index - 1].endsClause) && [
            "summary", "details", "detail", "description", "context", "question", "steps", "expected", "actual", "background",
            "request", "goal", "note", "notes", "update", "subject", "topic", "priority", "labels", "label", "environment",
            "result", "outcome", "impact", "scope", "ask", "problem", "why", "thanks", "cheers", "regards", "ta",
            // A spreadsheet's columns: "Question: … | System: EB | Action: delete".
            "system", "component", "platform", "action", "item", "need", "target", "field", "query", "report", "task", "show",
        ].contains(words[index].lower)
    }

    /// "the design tokens criterion", "the naming criterion": a word of one criterion's name
    /// only, right before "criterion", names that criterion.
    /// A word of several criteria's names ("the naming criterion") is said back as a value the
    /// sentence must choose.
    static func calledCriterion(_ values: [SentenceValue], _ words: [SentenceWord], _ context: SentenceContext,
                                ambiguous: inout [String]) -> [SentenceValue] {
        var values = values
        let criterion = SentenceWords.lemma("criterion")
        // ("the how-well-it-translates-to-native-code criterion": the last word of a compound is not the name.)
        for index in words.indices.dropLast() where words[index + 1].lemma == criterion && !words[index].quoted
            && !(index > 0 && words[index - 1].hyphenAfter) {
            guard let ids = context.closed.criterionWords[words[index].lemma], let id = ids.first,
                  !values.contains(where: { $0.range.contains(index) && ($0.readings[.criterion] != nil || $0.range.count > 1) }) else { continue }
            if ids.count > 1 {
                ambiguous.append("'\(words[index].typed) criterion' (no one criterion: \(ids.joined(separator: " and ")) both have '\(words[index].typed)' in their names; say which)")
                continue
            }
            values.removeAll { $0.range == index..<index + 1 }
            let at = values.firstIndex { $0.range.lowerBound > index } ?? values.count
            values.insert(SentenceValue(range: index..<index + 1, typed: words[index].typed, readings: [.criterion: id], weak: false), at: at)
        }
        return values
    }

    /// "how well designs map to native SwiftUI and Compose": platforms after a criterion's
    /// "native" say what it measures; they filter nothing.
    static func measuredByCriterion(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        var kept: [SentenceValue] = []
        var native: Int? = nil
        for value in values {
            if let end = native, value.readings.keys.allSatisfy({ SentenceScoring.platformKinds.contains($0) }),
               words[end..<value.range.lowerBound].allSatisfy({ ["and", "or", "native", "natively", "to", "onto", "into"].contains($0.lower) }) {
                native = value.range.upperBound
                continue
            }
            let end = value.range.upperBound
            let native1 = ["native", "natively"]
            native = value.readings[.criterion] != nil && (native1.contains(words[end - 1].lower) || end < words.count && native1.contains(words[end].lower))
                ? end : nil
            kept.append(value)
        }
        return kept
    }
}
