/// Concept words said in another sense than a question's: a rest ("on my lunch break"), one of
/// those asked ("Badge included"), a "down" or a "fall" that is no drop, a "used" that is no use,
/// and words said of something else than what is asked ("before I go down").
extension SentenceScoring {
    /// "open issues on the Title Bar pls, on my break", "on my lunch break": a rest, nothing broken.
    static func isARest(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        word.lower == "break" && index > 1 && ["my", "a", "our", "lunch", "coffee", "tea", "the"].contains(words[index - 1].lower)
            && ["on", "during", "over", "at", "my", "our", "a"].contains(words[index - 2].lower)
    }

    /// "For Detail Hero, which parts reference a token …", "which pieces use Badge": the parts
    /// asked of are the ones that do it, no component's parts.
    static func isAPartDoing(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        ["part", "parts", "piece", "pieces", "bit", "bits"].contains(word.lower) && index > 0 && ["which", "what"].contains(words[index - 1].lower)
            && index + 1 < words.count && !word.endsClause
            && ["reference", "references", "use", "uses", "point", "points", "bind", "binds", "need", "needs", "consume", "consumes",
                "rely", "relies", "depend", "depends", "lack", "lacks", "miss", "misses"].contains(words[index + 1].lower)
    }

    /// "Which components, Badge included, moved …": one of those asked, said "including Badge";
    /// nothing contains it.
    static func isAnInclusion(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        ["included", "incl"].contains(word.lower) && index > 0 && (word.endsClause || index + 1 == words.count)
            && !["is", "are", "was", "were", "be", "been", "get", "gets", "got", "not"].contains(words[index - 1].lower)
    }

    /// Words said as something else than their concept: "the reviewers find", "sat down", "a long
    /// week", "any status".
    private static let droppedBy: Set<String> = ["went", "gone", "go", "goes", "going", "slipped", "slip", "slips", "slid", "slide", "trending",
                                                 "trended", "trend", "moved", "move", "dropped", "drop", "come", "came", "comes", "got", "gotten",
                                                 "fell", "fallen", "marked", "scored", "rated", "score", "scores", "rating", "ratings", "is", "are",
                                                 "was", "were", "been", "anything", "something", "one", "ones", "it", "they", "points", "notch"]

    /// Every "down" that is no drop, in one place: "is Atlassian down today?", "is the server down"
    /// (a service out); "sat down and evaluated" (a particle of a verb); "the hardware store down
    /// in town" (a drop is said after a verb of going or being, a score or a criterion: "went
    /// down", "slipped down", "C3 down", "scores are down"); "before I go down" (a person goes).
    /// "falls back to" is a fallback, nothing fell. And "the component that used to be called
    /// Header - Transaction" (a former state), "the raw values used in Card" (a component's
    /// values): no use.
    static func isNoDropOrUse(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        if word.lower == "down", serviceDown(at: index, words) || ReadingVocabulary.downVerbs.contains(ReadingVocabulary.verb(before: index, words)) {
            return true
        }
        if word.lower == "down", index > 0, !droppedBy.contains(words[index - 1].lower),
           !(words[index - 1].lower.count <= 3 && words[index - 1].lower.first == "c" && words[index - 1].lower.last?.isNumber == true) { return true }
        // ("Which components are down as Needs Refinement": recorded as, nothing dropped.)
        if word.lower == "down", index + 1 < words.count, words[index + 1].lower == "as" { return true }
        // ("like sheep left on the far fell": a hill, nothing fell.)
        if word.lower == "fell", index > 0, ["the", "a", "far", "high", "on", "that", "this"].contains(words[index - 1].lower) { return true }
        // "Before I go down" (a diver, a lift): a person goes down, no score; so do the lights.
        if word.lower == "down", index > 1, ["i", "we", "you", "lights", "sun", "curtain", "curtains"].contains(words[index - 2].lower) { return true }
        // ("Drop me the Code Connect coverage": send it, nothing fell.)
        if word.lower == "drop", index + 1 < words.count, ["me", "us"].contains(words[index + 1].lower) { return true }
        // "I want to drop it into a stat component on my dashboard": put somewhere, nothing fell.
        if word.lower == "drop", index + 2 < words.count, ["it", "them", "this", "that"].contains(words[index + 1].lower),
           ["into", "in", "onto", "on"].contains(words[index + 2].lower) { return true }
        // "which state does the rack fall back to": a fallback, nothing fell.
        if ["fall", "falls", "fell", "falling", "fallen"].contains(word.lower), index + 2 < words.count, words[index + 1].lower == "back",
           ["to", "on", "onto"].contains(words[index + 2].lower) { return true }
        // "the raw font values used in the Section Header": values a component has, no component used.
        if word.lower == "used", index > 0, ["values", "value", "colours", "colors", "fonts", "hexes", "literals", "sizes"].contains(words[index - 1].lower) {
            return true
        }
        return word.lower == "used" && index + 2 < words.count && words[index + 1].lower == "to" && ["be", "have", "call", "say"].contains(words[index + 2].lower)
    }

    /// What the asker or their people decided or said, and a criterion said as any one: "issues we
    /// decided won't get fixed", "apologies for the vague phrasing", "regressed on a criterion".
    private static func isTheAskersOwn(_ word: SentenceWord, at index: Int, _ words: [SentenceWord], next: String) -> Bool {
        // ("issues we decided won't get fixed": what the asker's people decided of something, no verdict.)
        if ["decided", "agreed"].contains(word.lower), index > 0, ["we", "i", "they", "you", "team"].contains(words[index - 1].lower),
           ["will", "would", "wont", "shall", "not", "never", "should"].contains(next) { return true }
        // ("which components regressed on a criterion": on any criterion they got worse, no
        // criterion's scores asked about; "score low on a criterion" asks them.)
        if word.lower == "criterion", index > 2, ["a", "any", "some", "one"].contains(words[index - 1].lower),
           ["on", "in", "under", "against"].contains(words[index - 2].lower),
           words[max(0, index - 5)..<(index - 2)].contains(where: { ReadingVocabulary.familyHead[$0.lemma] == regressHead }) { return true }
        // ("apologies for the vague phrasing", "excuse my wording": the asker's own words, nothing searched.)
        if ["phrasing", "wording", "phrase", "words"].contains(word.lower),
           words[max(0, index - 4)..<index].contains(where: { ["sorry", "apologies", "apologise", "apologize", "excuse", "pardon", "forgive"].contains($0.lower) }) {
            return true
        }
        return false
    }

    private static let regressHead = ReadingVocabulary.head(SentenceWords.lemma("regress"))

    /// Games, contests, trials and works: what a verdict or score is of when it is none of the registry's.
    private static let games: Set<String> = ["match", "game", "race", "fight", "bout", "election", "trial", "tournament", "contest", "derby",
                                             "final", "championship", "league", "playoff", "playoffs",
                                             // ("the verdict on the new Avatar film": a critic's, of a work.)
                                             "film", "films", "movie", "movies", "episode", "album", "novel", "musical", "concert", "gig", "sequel"]

    /// Words said of something else than what a question asks: "flagged Requires Rework" (a
    /// value marked), "stuck at needs refinement" (where it stands), "Before I go down, remind me …"
    /// (when the asker does something, no earlier version), "which other pieces would have to be
    /// refitted" (other components, no part of this one; "of which other pieces the Card is
    /// built" are its own), "would need refitting" (something to be done to them, no dependency).
    static func isOtherThanAsked(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        let next = index + 1 < words.count ? words[index + 1].lower : ""
        // "flagged Requires Rework on Token Coverage": marked with a value, no boolean flag.
        if word.lower == "flagged", index + 1 < words.count, words[index + 1].typed.first?.isUppercase == true, !word.endsClause { return true }
        // ("expiring stale API tokens", "a fresh tattoo": other things that go stale or are fresh.)
        if ["stale", "fresh"].contains(word.lower), staleThings.contains(next) { return true }
        // "a football match", "the next match", "the title match": a game, nothing matched.
        if ["match", "matches"].contains(word.lower), index > 0,
           ["a", "an", "the", "this", "next", "football", "tennis", "cricket", "rugby", "chess", "boxing", "derby", "title", "grudge", "cup",
            "home", "away", "final", "practice", "friendly", "wrestling"].contains(words[index - 1].lower)
            // ("on match day", "a match ticket": the day or ticket of a game.)
            || word.lower == "match" && ["day", "days", "ticket", "tickets", "fee", "fees", "fixture", "fixtures", "programme", "report"].contains(next) { return true }
        // ("how much should I scrape the tip", "channel point tokens": a thing's end, a noun's word, no advice or pointing.)
        if word.lower == "tip", index > 0, ["the", "its", "my", "a"].contains(words[index - 1].lower), !["on", "for", "about"].contains(next) { return true }
        if word.lower == "point", next.count > 3, next.hasSuffix("s"), next.allSatisfy(\.isLetter), !["points", "towards"].contains(next) { return true }
        if namesAnotherThing(word, at: index, words, next: next) { return true }
        if isTheAskersOwn(word, at: index, words, next: next) { return true }
        // ("say two different things about the same part": a place in it, no part it contains.)
        if ["part", "parts"].contains(word.lower), index > 0, words[index - 1].lower == "same" { return true }
        // ("I don't believe a word of it", "a word of warning": no text named, nothing searched.)
        // ("Every letter in a word should share one ductus", "a rate per word": any word, none named.)
        if ReadingVocabulary.namesNoWord(at: index, words) { return true }
        // ("My aunt uses TalkBack", "someone using a keyboard": a person uses a thing, no component another.)
        if ["use", "uses", "used", "using"].contains(word.lower), index > 0, people.contains(words[index - 1].lower) { return true }
        // ("buttons too small to hit": how hard they are to reach, nothing hit by a change.)
        if word.lower == "hit", index > 1, words[index - 1].lower == "to",
           ["small", "hard", "easy", "difficult", "tricky", "fiddly", "tiny", "impossible"].contains(words[index - 2].lower) { return true }
        // ("explain the difference between affect and effect": two words told apart, nothing disagrees.)
        if word.lower == "difference", next == "between" { return true }
        // ("the criteria for issuing a storm warning": what some other thing is judged by.)
        // ("the judging criteria for a quickstep": what something else is judged by.)
        if ["criteria", "criterion"].contains(word.lower), next == "for", index + 2 < words.count,
           words[index + 2].lower.hasSuffix("ing") && words[index + 2].lower.count > 5 || ["a", "an"].contains(words[index + 2].lower) { return true }
        // ("the judging rules in Fiori", "judging criteria": what judging is by, no verdict.)
        if ["judging", "judgement", "judgment"].contains(word.lower), ["rules", "criteria", "criterion", "standards", "rubric"].contains(next) { return true }
        // ("what became of each piece of it", "each piece of that advice": a part of something said, no component's part.)
        if ["piece", "pieces", "bit", "bits"].contains(word.lower), next == "of", index + 2 < words.count,
           ["it", "that", "this", "them", "advice", "counsel", "feedback", "news", "work"].contains(words[index + 2].lower) { return true }
        // ("How is the Code Connect coverage looking for each system?": how it fares, nothing looked for.)
        if ["looking", "look", "looks"].contains(word.lower), words.count > 2, words[0].lower == "how",
           ["is", "are", "s", "was"].contains(words[1].lower) { return true }
        // ("came out of their latest audit marked for refining", "came back from their last assessment
        // needing to be reworked": where a verdict came from, no staleness nor any assessment missing.)
        if ["audit", "review", "assessment", "inspection", "survey", "lookover"].contains(word.lower), index > 3,
           ["last", "latest", "previous", "most recent"].contains(words[index - 1].lower),
           words[(index - 5 >= 0 ? index - 5 : 0)..<(index - 1)].contains(where: { ["came", "come", "comes", "coming"].contains($0.lower) }),
           words[(index - 4 >= 0 ? index - 4 : 0)..<(index - 1)].contains(where: { ["out", "back", "through"].contains($0.lower) }) { return true }
        // ("according to their last check-up", "Which components did the last assessment send back to be
        // reworked?": where a verdict came from, no staleness asked.)
        if ["last", "latest"].contains(word.lower), index > 2, ["their", "its", "the"].contains(words[index - 1].lower),
           words[index - 2].lower == "to", words[index - 3].lower == "according" { return true }
        if ["assessment", "review", "audit", "check", "inspection"].contains(word.lower), index + 2 < words.count,
           ["send", "sent", "sends"].contains(words[index + 1].lower), words[index + 2].lower == "back" { return true }
        // ("gone out of step", "gone off the boil", "gone up": a verb with its particle, nothing removed.)
        if word.lower == "gone", ["out", "off", "up", "through"].contains(next) { return true }
        // ("keep asking me whether", "the coolant keeps disappearing": carrying on doing something, nothing blocked.)
        if ["keep", "keeps", "kept", "keeping"].contains(word.lower), next.hasSuffix("ing"), next.count > 5 { return true }
        // "who's stuck at needs refinement": where it stands, nothing blocks it.
        if word.lower == "stuck", ["at", "on", "in"].contains(next) { return true }
        if word.lower == "before", ["i", "we", "you"].contains(next) { return true }
        if ["piece", "pieces", "part", "parts"].contains(word.lower), index > 0, ["other", "else"].contains(words[index - 1].lower),
           ["would", "will", "could", "might", "must", "need", "needs", "have", "get", "go"].contains(next)
            // ("which other pieces of the layout come down with it": the ones asked for.)
            || index > 1 && ["which", "what"].contains(words[index - 2].lower) && words[index - 1].lower == "other"
                && !(index > 2 && words[index - 3].lower == "of") { return true }
        // ("What badge do I need on my licence", "What size header do I need over a window", "Which
        // card can I use to pay": which one the asker needs or uses, a thing chosen, no component's dependency.)
        if ["need", "needs", "use"].contains(word.lower), index > 2, ["i", "we", "you"].contains(words[index - 1].lower),
           ["do", "does", "did", "can", "could", "should"].contains(words[index - 2].lower),
           let what = words[..<(index - 2)].lastIndex(where: { ["what", "which"].contains($0.lower) }), (1...3).contains(index - 2 - what - 1),
           !words[(what + 1)..<(index - 2)].contains(where: { $0.endsClause || $0.typed.first?.isUppercase == true }) { return true }
        // ("came back needing to be reworked": something to be done to them, too.)
        return ["need", "needs", "needed", "needing"].contains(word.lower) && !word.endsClause
            && (next.hasSuffix("ing") && next.count > 5 || next == "to" && index + 2 < words.count && words[index + 2].lower == "be")
            && !["nothing", "something", "anything", "everything"].contains(next)
    }

    /// A word of the vocabulary that here names a thing of its own: a lookup sheet, the asker's
    /// need of a list, a dangling branch.
    private static func namesAnotherThing(_ word: SentenceWord, at index: Int, _ words: [SentenceWord], next: String) -> Bool {
        // ("the verdict of last night's football match", "the score in the cup final": a game's or a trial's.)
        // (The game's word too: "the verdict of the big match" matches nothing.)
        let outcome = { (at: Int) in
            ["verdict", "verdicts", "outcome", "result", "results", "score", "scores"].contains(words[at].lower) && at + 1 < words.count
                && ["of", "in", "from", "on"].contains(words[at + 1].lower)
        }
        let game = { (at: Int) in
            Self.games.contains(words[at].lower) && (at + 1 == words.count || !["between", "to", "with", "against"].contains(words[at + 1].lower))
        }
        if outcome(index), let played = (index + 2..<min(words.count, index + 7)).first(where: game), !words[index..<played].contains(where: \.endsClause) {
            return true
        }
        if game(index), let said = (max(0, index - 6)..<index).last(where: outcome), !words[said..<index].contains(where: \.endsClause) { return true }
        // ("For my lookup sheet": a sheet to look things up in, nothing searched.)
        if ["lookup", "look-up"].contains(word.lower), ["sheet", "sheets", "table", "tables", "chart", "charts", "card", "cards", "list"].contains(next) { return true }
        // ("I'm writing the docs page and need every issue logged against it": the asker's need, no dependency.)
        if ["need", "needs"].contains(word.lower), ["every", "all", "each", "the", "a", "any"].contains(next), index > 0,
           ["i", "we", "i'd", "we'd"].contains(words[index - 1].lower)
            || words[index - 1].lower == "and" && words[..<index].contains(where: { ["i", "i'm", "im", "we", "we're"].contains($0.lower) }) { return true }
        // ("… keeps flashing, what's the issue?": what is wrong, asked of something else; no issue recorded.)
        if ["issue", "problem"].contains(word.lower), index > 1, words[index - 1].lower == "the", ["what's", "whats", "what"].contains(words[index - 2].lower)
            || index > 2 && words[index - 1].lower == "the" && words[index - 2].lower == "is" && words[index - 3].lower == "what",
           word.endsSentence || index + 1 == words.count { return true }
        // ("take a dangling limb off an old oak": a branch that hangs, no alias.)
        if word.lower == "dangling", danglingThings.contains(next) { return true }
        return false
    }

    /// "since a review first spotted it", "the audit that flagged it": the review that found an
    /// issue, no look to be had again.
    static func isAFindingReview(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        ["review", "reviews", "audit", "audits", "assessment", "assessments", "check", "checks"].contains(word.lower)
            && words[(index + 1)..<min(words.count, index + 3)].contains { ["spotted", "found", "flagged", "caught", "raised", "noticed",
                                                                            "discovered", "surfaced", "uncovered", "logged", "filed"].contains($0.lower) }
    }

    /// "or miss a tap because the hit area is tiny": a tap a person missed, nothing a component lacks.
    static func isAMissedAct(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        word.lower.hasPrefix("miss") && ["miss", "misses", "missed"].contains(word.lower) && index + 2 < words.count
            && ["a", "the", "their", "his", "her", "my"].contains(words[index + 1].lower)
            && ["tap", "click", "press", "step", "beat", "swipe", "target", "button"].contains(words[index + 2].lower)
    }

    /// "a can't-touch-this look": words hyphened into one of three or more say how it looks. ("the
    /// Figma-to-code wiring", "design-to-code links": from one to the other, each word is said.)
    static func inHyphenedDescription(at index: Int, _ words: [SentenceWord]) -> Bool {
        let chain = hyphenChain(at: index, words)
        let fromTo = index > 0 && words[index - 1].hyphenAfter && words[index - 1].lower == "to"
            || index + 1 < words.count && words[index].hyphenAfter && words[index + 1].lower == "to"
        return chain >= 3 && !(fromTo && chain == 3)
    }

    /// How many words the hyphens joining `index` make one of (1 when none do), up to five.
    private static func hyphenChain(at index: Int, _ words: [SentenceWord]) -> Int {
        var (first, last) = (index, index)
        while first > 0, index - first < 4, words[first - 1].hyphenAfter { first -= 1 }
        while last + 1 < words.count, last - index < 4, words[last].hyphenAfter { last += 1 }
        return last - first + 1
    }

    /// Whether the word at `index` is in a likeness said of a thing, "like a" or "like an" before it
    /// in its clause: "… for me like a comptime lookup", "…, like a diff between two versions of a
    /// package" ("I'd like a list of …" wants one).
    static func saidInLikeness(at index: Int, _ words: [SentenceWord]) -> Bool {
        var at = index - 1
        while at > 0, !words[at].endsClause {
            if words[at - 1].lower == "like", ["a", "an"].contains(words[at].lower) {
                return at < 2 || !["i", "we", "you", "they", "would", "d", "i'd", "we'd", "you'd", "they'd", "to", "really", "also", "just", "should",
                                   "might", "may", "do", "dont", "don't", "did", "feel", "feels", "look", "looks", "sound", "sounds"].contains(words[at - 2].lower)
            }
            at -= 1
        }
        return false
    }

    /// Who uses a thing as a person does: "my aunt uses TalkBack".
    private static let people: Set<String> = ["she", "he", "someone", "somebody", "everyone", "everybody", "people", "person",
                                              "user", "users", "customer", "customers", "aunt", "uncle", "mum", "mom", "dad", "gran", "grandma",
                                              "grandad", "grandpa", "nan", "wife", "husband", "partner", "friend", "kid", "kids", "child"]
    private static let staleThings: Set<String> = [
        "api", "token", "tokens", "data", "cache", "caches", "bread", "cookie", "cookies", "beer", "coffee", "air", "news", "joke", "jokes",
        "session", "sessions", "credentials", "keys", "branch", "branches", "build", "builds", "tattoo", "paint", "fish", "milk", "eggs",
        "fruit", "snow", "start", "flowers", "herbs", "popcorn", "crisps", "chips", "sweat", "memes",
    ]
    /// Things that dangle and are no alias: "a dangling limb", "a dangling participle".
    private static let danglingThings: Set<String> = [
        "limb", "limbs", "branch", "branches", "bough", "participle", "participles", "modifier", "modifiers", "earring", "earrings",
        "rope", "ropes", "cable", "cables", "leg", "legs", "feet", "foot", "carrot", "bait", "lure", "vine", "vines", "fruit",
    ]
}
