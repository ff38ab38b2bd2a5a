import DSRegistryCore

/// The concept words a sentence says: each word's family head, and each pair's ("hard coded",
/// "code connect"), except words inside strong values and words said as something else.
extension SentenceScoring {
    /// A concept hit: a family head and where it stands.
    struct Hit {
        var head: String
        var index: Int
        /// Inside a criterion's name that is words too ("code connect", C7 and the feature): half weight.
        var inValue = false
        /// Read from two words ("composed of", "built on"): the phrase says its direction itself.
        var paired = false
    }

    /// A sentence's hits, with what weighing each question asks of the whole sentence, worked
    /// out once for all questions (a 10 kB sentence has thousands of words).
    struct Hits {
        var all: [Hit]
        /// Each family head said, once.
        var heads: Set<String>
        /// Where the text after a cue of quoting starts ("pages that talk about the edit button"), or `Int.max`.
        var quotedFrom: Int
        /// Whether the sentence says "component" or "components".
        var namesComponents: Bool
    }

    static func hits(_ words: [SentenceWord], values: [SentenceValue]) -> Hits {
        let all = shownAlongside(conceptHits(words, values: values), words, values)
        return Hits(all: all, heads: Set(all.map(\.head)), quotedFrom: ReadingVocabulary.quotedText(words) ?? Int.max,
                    // ("which parts point at a token …": the parts asked of are components.)
                    namesComponents: words.contains { $0.lemma == componentHead } || words.indices.contains { isAPartDoing(words[$0], at: $0, words) })
    }

    private static let rawHead = ReadingVocabulary.head(SentenceWords.lemma("raw"))
    /// "hex codes", a kind of raw value, says raw as well.
    private static func saysRaw(_ value: SentenceValue, _ word: SentenceWord) -> Bool {
        value.readings[.rawKind] != nil && ReadingVocabulary.familyHead[word.lemma] == rawHead
    }

    /// The family heads of the sentence's words (and of each pair of words, for "hard coded"
    /// and "code connect"), except words inside strong values.
    private static func conceptHits(_ words: [SentenceWord], values: [SentenceValue]) -> [Hit] {
        var inStrong = [Bool](repeating: false, count: words.count)
        var inWeak = [Bool](repeating: false, count: words.count)
        for value in values {
            for index in value.range {
                if !value.weak { inStrong[index] = true } else if value.readings[.criterion] != nil { inWeak[index] = true }
                // A value of several words is read whole ("need refining" is no "need"); "the design
                // file", Figma's platform, is also the words a Figma question asks with.
                else if value.range.count > 1, value.readings[.platform] == nil, !saysRaw(value, words[index]) { inStrong[index] = true }
            }
        }
        var hits: [Hit] = []
        var pairedUntil = -1
        var afterCriterion = [Bool](repeating: false, count: words.count + 1)
        for value in values where value.readings[.criterion] != nil {
            afterCriterion[value.range.upperBound] = true
            // "the criterion that checks every colour … is bound to a token": the word names the value after it too.
            var at = value.range.lowerBound - 1
            while at > 0, value.range.lowerBound - at <= 5, !words[at].endsClause, criterionLinks.contains(words[at].lower) { at -= 1 }
            if at >= 0, at < value.range.lowerBound - 1, ReadingVocabulary.head(words[at].lemma) == criterionHead { afterCriterion[at] = true }
        }
        // Worked out once, not for every word: the sentence says "again" ("nobody re-checked in ages").
        let again = saysAgain(words)
        // "hasn't been reviewed by anyone at all", "no review done on them at all": never, said with "not … at all".
        let atAll = words.indices.contains { $0 + 1 < words.count && words[$0].lower == "at" && words[$0 + 1].lower == "all" }
            && words.contains { ["not", "no"].contains($0.lower) }
        let timed = values.contains { $0.readings[.duration] != nil }
        // "As an a11y reviewer every toggle doubles …": the asker's role, no word of the question,
        // unless it names a value ("As the Figma librarian").
        let role = askersRole(words) ?? -1
        let inValue = Set(values.flatMap { Array($0.range) })
        for (index, word) in words.enumerated() where !inStrong[index] && !word.quoted && index > pairedUntil && saysConcepts(word) {
            if let by = measuredBy(at: index, words) {
                hits.append(Hit(head: criterionHead, index: index, paired: true))
                pairedUntil = by
                continue
            }
            // Most words begin no phrase of a family: they skip the joins below.
            // ... and a phrase of stop words only ("with in" is no "within") is none.
            if setAgainst(at: index, words) { continue }
            // ("no recorded look for when they're switched off": a look had, not one asked for.)
            // ("we'd call those hard-coded styles": the asker's name for it, pairs too.)
            let starts = ReadingVocabulary.mayStartPhrase(word) && !isNounLook(at: index, words) && !namedByAsker(at: index, words) && !saidInLikeness(at: index, words)
            let stop = { (at: Int) in ReadingVocabulary.stopWords.contains(words[at].lower) }
            // Five, four or three words read as one ("since the last time", "don't match any", "tell
            // us to"), then a pair ("hard coded"): not also word by word.
            if starts, let (length, head) = longPhrase(at: index, words, inStrong: inStrong) {
                // ("nobody had a look at yet": never looked at, said in three words.)
                hits.append(Hit(head: neverAssessed(head, at: index, words, timed: timed, again: again, atAll: atAll), index: index,
                                inValue: inWeak[index], paired: true))
                pairedUntil = index + length - 1
                continue
            }
            // A pair may have "components" or "them" between its words ("grading each component on").
            var next = index + 1
            while starts, next + 1 < words.count, next - index <= 2, between.contains(words[next].lower),
                  ReadingVocabulary.familyHead[word.lemma + words[next + 1].lemma] != nil || between.contains(words[next + 1].lower) { next += 1 }
            if next > index + 1, ReadingVocabulary.familyHead[word.lemma + words[next].lemma] == nil { next = index + 1 }
            if starts, next < words.count, !inStrong[next], !words[next].quoted, !(stop(index) && stop(next)), !isNoDropOrUse(words[next], at: next, words),
               let head = ReadingVocabulary.phraseHead(word, words[next]) {
                hits.append(Hit(head: neverAssessed(head, at: index, words, timed: timed, again: again, atAll: atAll), index: index, inValue: inWeak[index], paired: true))
                pairedUntil = next
                continue
            }
            guard !ReadingVocabulary.stopWords.contains(word.lower), index > role || inValue.contains(index) else { continue }
            // "the icon and asset quality criterion": the word names the value before it (or after it).
            if afterCriterion[index], ReadingVocabulary.head(word.lemma) == criterionHead { continue }
            if isNoConcept(word, at: index, words) { continue }
            let head = neverAssessed(ReadingVocabulary.head(word.lemma), at: index, words, timed: timed, again: again, atAll: atAll)
            hits.append(Hit(head: head, index: index, inValue: inWeak[index]))
        }
        // ("a token name the registry has never heard of": the token's, not an unmatched Figma component.)
        let lacked = tokensTheRegistryLacks(words)
        let unmatched = lacked.isEmpty ? hits : hits.filter { hit in
            hit.head != unmatchedHead || !lacked.contains { hit.index > $0.index && hit.index - $0.index <= 4 }
        }
        return broughtOrPulledIn(pointedByTokens(boundToTokens(saidAsConflict(unmatched), words), words), words) + lacked + statesLacked(words, values)
            + notDoneAgain(words, timed: timed) + saidTwoWays(words) + turnsUp(words)
    }


    /// "design variables point at something that isn't there", "tokens that refer to nothing":
    /// a token that points is an alias, whatever it points at.
    /// ("Which tokens in Backbase reference a token that doesn't exist", "tokens refer to a token
    /// that has departed": referring is pointing, whatever the word's own family.)
    private static func pointedByTokens(_ hits: [Hit], _ words: [SentenceWord]) -> [Hit] {
        let pointing = words.indices.filter { index in
            pointingLemmas.contains(words[index].lemma) && !words[index].quoted && index > 0
                && !hits.contains { $0.index == index && $0.head != danglingHead && $0.head != useHead }
        }
        var hits = hits
        for index in pointing {
            // (Its subject: the word before, past "that", "all", "merely" …; "in Backbase" too.)
            var at = index - 1
            while at > 0, index - at <= 4, pointers.contains(words[at].lower) || words[at].typed.first?.isUppercase == true && words[at - 1].lower == "in"
                || words[at].lower == "in" { at -= 1 }
            guard !words[at].endsClause, ReadingVocabulary.head(words[at].lemma) == tokenHead
                    // ("named values merely point on to …": a token said in two words.)
                    || at > 0 && ReadingVocabulary.phraseHead(words[at - 1], words[at]) == tokenHead else { continue }
            hits.append(Hit(head: aliasHead, index: index))
        }
        return hits
    }
    private static let pointingLemmas: Set<String> = Set(["point", "refer", "reference", "forward"].map(SentenceWords.lemma))
    private static let useHead = ReadingVocabulary.head(SentenceWords.lemma("use"))

    /// Words between a token and its "point": "tokens that merely point on to …".
    private static let pointers: Set<String> = ["that", "which", "still", "all", "just", "merely", "only", "simply", "now"]
    private static let danglingHead = ReadingVocabulary.head(SentenceWords.lemma("dangling"))
    private static let aliasHead = ReadingVocabulary.head(SentenceWords.lemma("alias"))

    /// "parts hooked up to a token that …", "wired to a style variable", "tied to a named design
    /// decision": bound to a token, not mapped to code.
    private static func boundToTokens(_ hits: [Hit], _ words: [SentenceWord]) -> [Hit] {
        hits.map { hit in
            guard hit.head == unmappedHead,
                  let to = words[(hit.index + 1)..<min(words.count, hit.index + 3)].firstIndex(where: { $0.lower == "to" }),
                  hits.contains(where: { $0.head == tokenHead && $0.index > to && $0.index <= to + 4 }) else { return hit }
            var bound = hit
            bound.head = bindingHead
            return bound
        }
    }
    private static let unmappedHead = ReadingVocabulary.head(SentenceWords.lemma("unmapped"))
    private static let blockHead = ReadingVocabulary.head(SentenceWords.lemma("block"))
    private static let bindingHead = ReadingVocabulary.head(SentenceWords.lemma("binding"))

    /// "the yardsticks every component is judged by, in order", "what do you mark each component
    /// against,": what it is judged by, said with the preposition left at the clause's end (up to
    /// three words on), is a criterion, not a verdict. The preposition's place, or nil.
    private static func measuredBy(at index: Int, _ words: [SentenceWord]) -> Int? {
        // ("put a review on — no coverage": a review given, no measure.)
        guard measuredBy.contains(words[index].lemma), !(index > 0 && ["a", "an", "any", "no"].contains(words[index - 1].lower)), let by = ((index + 1)..<min(words.count, index + 5)).first(where: { at in
            ["by", "against", "on"].contains(words[at].lower) && words[at].endsClause }),
              !words[index..<by].contains(where: \.endsClause) else { return nil }
        return by
    }

    /// "where else does it say two different things": what is said is a conflict, not words to
    /// search for.
    private static func saidAsConflict(_ hits: [Hit]) -> [Hit] {
        hits.enumerated().compactMap { offset, hit in
            let next = offset + 1 < hits.count ? hits[offset + 1] : nil
            return hit.head == searchHead && hit.paired && next.map { $0.head == conflictHead && $0.index - hit.index <= 3 } == true ? nil : hit
        }
    }
    private static let measuredBy: Set<String> = Set(["judged", "graded", "measured", "assessed", "evaluated", "scored", "rated", "marked",
                                                       "reviewed", "checked", "tested", "audited"].map(SentenceWords.lemma))
    private static let unmatchedHead = ReadingVocabulary.head(SentenceWords.lemma("unmatched"))
    private static let searchHead = ReadingVocabulary.head(SentenceWords.lemma("search"))
    private static let conflictHead = ReadingVocabulary.head(SentenceWords.lemma("conflict"))

    /// "bound to a token the registry doesn't actually have", "wired to a token that isn't in the
    /// registry": a token said not to be held, an undefined one, in whatever words.
    /// The holder must be the one that lacks: right after the token ("a token (that) the
    /// registry does not have"), or after "not in" ("a token that is not in the registry");
    /// "tokens in the registry that are not in any component" names where the tokens are.
    private static func tokensTheRegistryLacks(_ words: [SentenceWord]) -> [Hit] {
        // ("a token that isn't in the panel at all": wherever the tokens are kept.)
        // ("a token we don't actually have": the asker's team holds the registry's tokens too.)
        let holders: Set<String> = ["registry", "system", "library", "file", "panel", "palette", "theme", "catalog", "catalogue", "collection",
                                    "we", "you", "books", "stores", "store", "inventory", "stash", "vault", "records"]
        let haves: Set<String> = ["have", "has", "hold", "holds", "contain", "contains", "know", "knows", "define", "defines", "heard", "recognise", "recognize", "recognises", "recognizes",
                                  // ("a token we never issued", "never created")
                                  "issued", "defined", "created", "made", "minted", "declared", "registered", "published"]
        var hits: [Hit] = []
        // ("patched to a named colour or spacing the registry has never heard of": a named value is a token.)
        let named = { (index: Int) in index > 0 && words[index - 1].lower == "named" && !ReadingVocabulary.stopWords.contains(words[index].lower) }
        for index in words.indices where (ReadingVocabulary.head(words[index].lemma) == tokenHead || named(index)) && !words[index].endsClause {
            var at = index + 1
            if at + 1 < words.count, ["or", "and"].contains(words[at].lower), !words[at + 1].endsClause { at += 2 }
            while at < words.count, at - index <= 4, ["that", "which", "the", "a", "our", "this", "name"].contains(words[at].lower), !words[at].endsClause { at += 1 }
            let end = min(words.count, at + 5)
            // "… the registry does not (even) have"
            if at < words.count, holders.contains(words[at].lower), !words[at].endsClause,
               // ("one the registry no longer holds")
               let not = words[(at + 1)..<end].indices.first(where: { ["not", "never"].contains(words[$0].lower)
                   || words[$0].lower == "no" && $0 + 1 < words.count && words[$0 + 1].lower == "longer" }),
               words[(not + 1)..<min(words.count, not + 3)].contains(where: { haves.contains($0.lower) }) {
                hits.append(Hit(head: undefinedHead, index: at))
                continue
            }
            // "… is not in the registry", within its clause.
            var not = index + 1
            while not + 2 < words.count, not - index <= 5, !words[not - 1].endsClause {
                // ("a token that simply isn't on the books", "tokens that aren't actually in our registry")
                let into = ["actually", "even", "really", "yet", "anywhere"].contains(words[not + 1].lower) ? not + 2 : not + 1
                if words[not].lower == "not", into + 1 < words.count, ["in", "on"].contains(words[into].lower), holders.contains(words[into + 1].lower)
                    || into + 2 < words.count && ["the", "our", "a"].contains(words[into + 1].lower) && holders.contains(words[into + 2].lower) {
                    hits.append(Hit(head: undefinedHead, index: not))
                    break
                }
                not += 1
            }
        }
        return hits
    }
    private static let tokenHead = ReadingVocabulary.head(SentenceWords.lemma("token"))
    private static let undefinedHead = ReadingVocabulary.head(SentenceWords.lemma("undefined"))

    private static func isNoConcept(_ word: SentenceWord, at index: Int, _ words: [SentenceWord]) -> Bool {
        // "…, including unassessed ones": the option to include them, not a list of them.
        // ("counting the ones nobody has assessed yet as well": the same, a few words further.)
        if [unassessedHead, assessHead].contains(ReadingVocabulary.head(word.lemma)), index > 0,
           words[max(0, index - 5)..<index].contains(where: { ["include", "including", "incl", "includes", "plus", "counting"].contains($0.lower) }) { return true }
        if isARest(word, at: index, words) || isAnInclusion(word, at: index, words) || isAPartDoing(word, at: index, words) || ReadingVocabulary.connectsADevice(at: index, words)
            || isHelpingVerb(word, at: index, words) { return true }
        // "blew like a loose hold", "grab the next hold": a hold held, nothing held back.
        if word.lower == "hold", index > 0, ["a", "an", "the", "loose", "next", "good", "bad", "first", "last", "that", "this"].contains(words[index - 1].lower) { return true }
        if isNoDropOrUse(word, at: index, words) || isAMissedAct(word, at: index, words) || isAFindingReview(word, at: index, words)
            || ReadingVocabulary.isIssuing(at: index, words) { return true }
        if findsComponents(at: index, words) || isOtherThanAsked(word, at: index, words) || saidInLikeness(at: index, words) { return true }
        // "What word rhymes with badge?": which word, asked; no search for one.
        if ["word", "words"].contains(word.lower), index > 0, ["what", "which"].contains(words[index - 1].lower) { return true }
        // "going by their latest review", "judging by": according to, nothing going on.
        if ["going", "judging"].contains(word.lower), index + 1 < words.count, words[index + 1].lower == "by" { return true }
        // "the bugs we flagged": someone raised them; no boolean flag.
        if ["flag", "flagged", "flags"].contains(word.lower), index > 0,
           ReadingVocabulary.people.union(["someone", "somebody", "reviewers", "reviewer", "audit", "auditors", "qa", "team", "reviews", "review",
                                           "audits", "checks", "scans", "tests", "linter", "tools"]).contains(words[index - 1].lower) { return true }
        // "which pieces have gone longest without a check": gone a long time, nothing removed.
        if word.lower == "gone", words[(index + 1)..<min(words.count, index + 3)].contains(where: { ["without", "long", "longest", "longer", "unchecked", "untouched"].contains($0.lower) }) { return true }
        // "what did the reviewers tell us to do differently": doing otherwise, no conflict.
        if ["differently", "different"].contains(word.lower), index > 0, ["do", "doing", "done", "did"].contains(words[index - 1].lower) { return true }
        // "the yardsticks we hold every component up against": measuring, nothing held back.
        if ["hold", "holds", "held", "holding"].contains(word.lower),
           words[(index + 1)..<min(words.count, index + 6)].indices.contains(where: { words[$0].lower == "up" && $0 + 1 < words.count && words[$0 + 1].lower == "against" }) { return true }
        // "I'd like to flag them in the board summary", "flag these up": flagging them, no boolean flag.
        if ["flag", "flagged", "flagging"].contains(word.lower), index + 1 < words.count,
           ["them", "it", "these", "those", "this", "that", "up", "any", "all"].contains(words[index + 1].lower) { return true }
        // "find text containing counter chip": what a text contains is searched for, not a part.
        if word.lemma == containLemma, index > 0, ["text", "texts", "page", "pages", "doc", "docs", "anything", "something", "everything",
            "places", "passage", "passages", "entries", "notes", "lines", "sentences", "records", "files"].contains(words[index - 1].lower) { return true }
        if isAskersNeed(word, at: index, words) { return true }
        // "your per-word rate": a rate for each word, not the words of a text searched for.
        // ("per word", "how many words a day": words counted, none searched for.)
        if ["word", "words"].contains(word.lower), index > 0, ["per", "many", "few", "thousand", "hundred"].contains(words[index - 1].lower) { return true }
        // ("got worse at keeping their icons as vectors": a skill, nothing kept from shipping.)
        if word.lower.hasSuffix("ing"), index > 0, words[index - 1].lower == "at", ReadingVocabulary.head(word.lemma) == blockHead { return true }
        // "a new designer", "the new hires": someone new, not something new in a library.
        if word.lower == "new", index + 1 < words.count, newcomers.contains(words[index + 1].lower) { return true }
        // "points at nothing" is dangling; "nothing has been left …" is how the question begins.
        if word.lower == "nothing", index == 0 || !["at", "to", "on", "onto"].contains(words[index - 1].lower) { return true }
        // "the uploaded Figma library": the one there is, not its imports compared.
        if index > 0, index + 1 < words.count, ["the", "our", "this", "that", "their"].contains(words[index - 1].lower),
           ReadingVocabulary.head(word.lemma) == SentenceValues.reimportHead, ["figma", "library", "file"].contains(words[index + 1].lower) { return true }
        // "need refining after the last review": when, not what is asked.
        // ("pending refinement per their last assessment": by what it said.)
        // ("the final call at its most recent review": "most" may stand between, and "recent" is when too.)
        let look = [reviewHead, assessHead].contains(ReadingVocabulary.head(word.lemma)) ? index
            : word.lower == "recent" && index + 1 < words.count && [reviewHead, assessHead].contains(ReadingVocabulary.head(words[index + 1].lemma)) ? index + 1 : nil
        // ("whose most recent review said it needs reworking": what the review said, not when.)
        if let look, look + 1 < words.count, ["said", "says", "concluded", "called", "gave", "rated"].contains(words[look + 1].lower) { return true }
        if let look, look > 2, ["last", "latest", "previous", "recent"].contains(words[look - 1].lower) {
            let at = look > 3 && words[look - 2].lower == "most" ? look - 1 : look
            if words[at - 2].lower == "the" && ["after", "at", "during", "in", "before", "from", "since", "to"].contains(words[at - 3].lower)
                // ("flagged for refining in their last assessment")
                || ["the", "their", "its", "our"].contains(words[at - 2].lower) && (["per", "by", "on", "at", "during", "in", "after", "before"].contains(words[at - 3].lower)
                    || at > 3 && words[at - 3].lower == "to" && words[at - 4].lower == "according") { return true }
        }
        if inHyphenedDescription(at: index, words) { return true }
        // "marked against, point by point": one after another, nothing pointed at.
        if word.lower == "point", index + 2 < words.count && words[index + 1].lower == "by" && words[index + 2].lower == "point"
            || index > 1 && words[index - 1].lower == "by" && words[index - 2].lower == "point" { return true }
        // "In Unity we'd call those hardcoded styles": the asker's own name for what was asked.
        if namedByAsker(at: index, words) { return true }
        // ("a ten-year-old shingle roof": the age of something else.)
        if word.lower == "old", index > 0, SentenceDurations.ageOfSomethingElse(unit: index - 1, words) { return true }
        // "long week... anyway, which issues got resolved": a long time of the asker's, or a long
        // list, not how long an issue has lasted.
        if word.lower == "long", index + 1 < words.count,
           ReadingVocabulary.durationUnits[words[index + 1].lemma] != nil || longThings.contains(words[index + 1].lower) { return true }
        // "components assessed as deprecated": what the assessment said, not when it was had.
        if index + 1 < words.count, words[index + 1].lower == "as", [assessHead, reviewHead].contains(ReadingVocabulary.head(word.lemma)) { return true }
        // "issues logged against C2, any status": every status, none asked about.
        if ["status", "statuses"].contains(word.lower), index > 0, ["any", "every", "all", "whatever"].contains(words[index - 1].lower) { return true }
        // "what problems did the reviewers find": someone else's finding, no request to search.
        if word.lemma == findLemma, index > 1, !words[index - 1].endsClause, !ReadingVocabulary.askers.contains(words[index - 1].lower) { return true }
        return false
    }

    /// "…, not just talked about": a word in a clause that opens with "not just" (only, merely),
    /// within four words of its start, or within eight words after "instead of" (rather than, in
    /// place of) in its clause, is what the question is set against, not what it asks ("…, not assessed in
    /// six months" still asks).
    private static func setAgainst(at index: Int, _ words: [SentenceWord]) -> Bool {
        // ("a hex code instead of pointing at a design decision": what was not done is not asked.)
        var at = index - 1
        while at > 0, index - at <= 8, !words[at].endsClause {
            if ["of", "than"].contains(words[at].lower), ["instead", "rather", "place"].contains(words[at - 1].lower) { return true }
            at -= 1
        }
        let opening = clause(before: index, words, within: 4)
        guard let start = opening.indices.first, start > 0, start + 1 < index else { return false }
        return words[start].lower == "not" && ["just", "only", "merely", "simply"].contains(words[start + 1].lower)
    }

    /// People who may be new: "a new designer" asks of no new thing.
    private static let newcomers: Set<String> = ["designer", "designers", "hire", "hires", "joiner", "joiners", "starter", "starters",
                                                 "engineer", "engineers", "developer", "developers", "dev", "devs", "person", "people",
                                                 "colleague", "colleagues", "teammate", "teammates", "member", "members", "recruit",
                                                 "recruits", "employee", "employees", "intern", "interns", "folks", "staff", "lead", "manager"]

    /// Words between "criterion" and the paraphrase of what it measures ("the criterion that checks every …").
    private static let criterionLinks: Set<String> = ["that", "which", "checks", "check", "checking", "measures", "measuring", "about", "of",
                                                      "on", "where", "whether", "asks", "says", "is", "every", "each", "all", "the", "a", "an"]
    static let criterionHead = ReadingVocabulary.head(SentenceWords.lemma("criterion"))
    private static let findLemma = SentenceWords.lemma("find")
    private static let containLemma = SentenceWords.lemma("containing")
    private static let longThings: Set<String> = ["night", "nights", "morning", "afternoon", "evening", "weekend", "meeting", "meetings", "story", "list", "shot",
                                                  "thread", "standup", "call", "flight", "shift", "sprint"]
    private static let between: Set<String> = ["components", "component", "them", "it", "things", "each", "every", "all", "our", "the", "a", "an", "any",
                                                // "the previous library import": what was imported, between the words of a pair.
                                                "library", "file",
                                                // "from one Figma library sync to the next"
                                                "figma"]

    private static let staleHead = ReadingVocabulary.head(SentenceWords.lemma("stale"))
    static let reviewHead = ReadingVocabulary.head(SentenceWords.lemma("review"))
    static let assessHead = ReadingVocabulary.head(SentenceWords.lemma("assessed"))
    static let unassessedHead = ReadingVocabulary.head(SentenceWords.lemma("unassessed"))

    /// "never reviewed", "nobody has ever looked at": not stale but never assessed at all
    /// (unless a duration says for how long, or the word says "again": "nobody re-checked in ages").
    /// Up to `within` words before `index`, back to the end of the clause before.
    private static func clause(before index: Int, _ words: [SentenceWord], within: Int) -> ArraySlice<SentenceWord> {
        var start = index
        while start > max(0, index - within), !words[start - 1].endsClause { start -= 1 }
        return words[start..<index]
    }

    private static func neverAssessed(_ head: String, at index: Int, _ words: [SentenceWord],
                                      timed: Bool, again: Bool, atAll: Bool) -> String {
        if head == unassessedHead, timed { return staleHead }
        // "still waiting for their very first review": none had yet.
        if head == reviewHead || head == assessHead, !timed, words[max(0, index - 3)..<index].contains(where: { $0.lower == "first" }) {
            return unassessedHead
        }
        var head = head
        // "not reviewed for six months", "never reviewed": a review not had is staleness; "their
        // latest review" alone is not.
        // ("nobody has sat down and reviewed yet", "never been touched by any review": further back
        // in its clause.)
        if head == reviewHead, timed || again || atAll
            || words[max(0, index - 4)..<index].contains(where: { ["not", "never", "nobody", "no", "ever", "without", "since"].contains($0.lower) })
            || clause(before: index, words, within: 8).contains(where: { ["never", "nobody", "noone", "ever"].contains($0.lower) }) {
            head = staleHead
        }
        guard head == staleHead || head == assessHead, !again, !(words[index].lower.hasPrefix("re") && !words[index].lower.hasPrefix("review")),
              !timed,
              atAll || clause(before: index, words, within: 8).indices.contains(where: { ["never", "nobody", "noone", "ever"].contains(words[$0].lower)
                  // ("no one had a gander at yet", "has no reviewer looked at even once")
                  || words[$0].lower == "no" && $0 + 1 < words.count && ["one", "reviewer", "reviewers", "auditor", "designer", "person", "human", "body"].contains(words[$0 + 1].lower)
                  // ("what hasn't anybody reviewed yet": nobody, said with "not".)
                  || words[$0].lower == "not" && $0 + 1 < words.count && ["anybody", "anyone"].contains(words[$0 + 1].lower) })
                  // ("haven't been reviewed yet": none had so far.)
                  || words[max(0, index - 4)..<index].contains(where: { $0.lower == "not" }) && yetAfter(index, words)
        else { return head }
        return ReadingVocabulary.head(SentenceWords.lemma("unassessed"))
    }

    /// "reviewed yet", "looked at by anyone yet": "yet" in the next four words of the clause.
    private static func yetAfter(_ index: Int, _ words: [SentenceWord]) -> Bool {
        var at = index
        while at < min(words.count - 1, index + 4), !words[at].endsClause {
            at += 1
            if words[at].lower == "yet" { return true }
        }
        return false
    }

    /// A phrase of five, four or three words a family has, from `index`: its length and head.
    private static func longPhrase(at index: Int, _ words: [SentenceWord], inStrong: [Bool]) -> (Int, String)? {
        for length in [5, 4, 3] where index + length <= words.count
            && words[(index + 1)..<(index + length)].allSatisfy({ !$0.quoted }) && !inStrong[(index + 1)..<(index + length)].contains(true) {
            if let head = ReadingVocabulary.phraseHead(words[index..<(index + length)]) { return (length, head) }
        }
        return nil
    }
}
