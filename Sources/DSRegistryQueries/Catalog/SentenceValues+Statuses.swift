import DSRegistryCore

/// How a status or verdict word is read in its clause: negated, waited for, the asker's own act.
extension SentenceValues {
    /// "the renames we agreed on were actually carried out": a recommendation accepted and then
    /// said to be under way or done is asked about by the later status.
    static func progressed(_ values: [SentenceValue]) -> [SentenceValue] {
        guard let accepted = values.firstIndex(where: { $0.readings[.recommendationStatus] == "accepted" }),
              values[(accepted + 1)...].contains(where: { ["in-progress", "done"].contains($0.readings[.recommendationStatus]) }) else { return values }
        var values = values
        values[accepted].readings[.recommendationStatus] = nil
        return values
    }

    private static let signLemma = SentenceWords.lemma("signed")
    private static let recommendationHead = ReadingVocabulary.head(SentenceWords.lemma("recommendation"))
    /// Verbs of deciding: "decided never to fix", "chose not to resolve".
    private static let decisions: Set<String> = ["decided", "decide", "decides", "chose", "choose", "chosen", "opted", "elected", "agreed"]

    /// "What did the reviewers suggest for Avatar, and has any of it been carried out?", "…, and
    /// were they ever carried out?": a
    /// status asked yes or no of what the question lists, in a clause of its own, is to be seen
    /// in the answer, no filter.
    static func askedOfWhatIsListed(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        values.map { value in
            let start = value.range.lowerBound
            guard value.readings[.recommendationStatus] != nil || value.readings[.issueStatus] != nil, start > 2,
                  let opens = words[max(0, start - 8)..<start].lastIndex(where: { ["and", "but"].contains($0.lower) }), opens + 2 < start,
                  opens > 0, words[opens - 1].endsClause, !words[opens..<start].contains(where: \.endsClause),
                  ["has", "have", "had", "is", "are", "was", "were", "did", "does"].contains(words[opens + 1].lower),
                  // ("…, and were they ever carried out?": the same, asked of them.)
                  ["any", "anything", "all", "some", "none", "they", "it", "those", "these"].contains(words[opens + 2].lower) else { return value }
            var value = value
            (value.readings[.recommendationStatus], value.readings[.issueStatus]) = (nil, nil)
            return value
        }
    }

    /// "Which C2 issues have we finished resolving?", "done implementing": work under way said
    /// finished is work done, the issue resolved or the recommendation done.
    static func finishedDoing(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        var result: [SentenceValue] = []
        for value in values {
            let start = value.range.lowerBound
            guard start > 0, words[start].lower.hasSuffix("ing"), ["finished", "done", "completed"].contains(words[start - 1].lower),
                  let kind = [QuestionParameter.Kind.issueStatus, .recommendationStatus].first(where: { value.readings[$0] == "in-progress" })
            else {
                result.append(value)
                continue
            }
            if let last = result.last, last.range.contains(start - 1) { result.removeLast() }
            result.append(SentenceValue(range: (start - 1)..<value.range.upperBound, typed: words[start - 1].typed + " " + value.typed,
                                        readings: [kind: kind == .issueStatus ? "resolved" : "done"], weak: false))
        }
        return result
    }

    /// "Which components haven't been mapped to Compose yet?": with no criterion named, "not
    /// mapped" is no criterion's status but a mapping missing; its words say so.
    static func unmappedWithoutCriterion(_ values: [SentenceValue]) -> [SentenceValue] {
        guard !values.contains(where: { $0.readings[.criterion] != nil }) else { return values }
        return values.compactMap { value in
            guard value.readings[.criterionStatus] == "not-mapped" else { return value }
            var value = value
            value.readings[.criterionStatus] = nil
            return value.readings.isEmpty ? nil : value
        }
    }

    /// "marked as blocked", "the issues marked duplicate": where a status or verdict must stand, a
    /// word that is none; nil when none stands there.
    static func unknownMarked(at index: Int, _ words: [SentenceWord], _ context: SentenceContext) -> String? {
        let word = words[index]
        // ("Show me the issues marked duplicate.": the same without "as", last in its clause, said of
        // what is listed; "a css tagged template", "a well-labelled pattern" describe a thing.)
        let markedAt = index > 1 && words[index - 1].lower == "as" ? index - 2
            : (word.endsClause || index + 1 == words.count) && index > 1 && markedOf.contains(words[index - 2].lower) ? index - 1 : -1
        if markedAt >= 0, ["marked", "flagged", "tagged", "labelled", "labeled", "set"].contains(words[markedAt].lower),
           markedAt == index - 2 || !["against", "by", "for", "on", "in", "with", "up", "down", "off", "out", "at", "to", "from", "over", "again"].contains(word.lower),
           word.lower.allSatisfy(\.isLetter), !isValue(word, context), !ReadingVocabulary.stopWords.contains(word.lower),
           // ("marked as not yet mapped", "flagged as needing restructuring": the value follows.)
           !["not", "never"].contains(word.lower),
           !(["needing", "requiring", "wanting", "due", "in"].contains(word.lower) && index + 1 < words.count && isValue(words[index + 1], context)),
           // ("set as bare numbers": a word of the thing said after it, no value.)
           !(markedAt == index - 2 && !word.endsClause && index + 1 < words.count && words[index + 1].lower.hasSuffix("s")
               && words[index + 1].lower.count > 3 && words[index + 1].lower.allSatisfy(\.isLetter)) {
            return "'\(word.typed)' (no status or verdict has that name)"
        }
        return nil
    }

    /// An issue status's word that says something else: "fixin' to be put out to pasture" is
    /// about to, in the South's English; "the reviewers resolved should be withdrawn" is
    /// decided by people.
    private static func saidOfNoIssue(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let start = value.range.lowerBound
        guard value.readings[.issueStatus] != nil, value.range.count == 1 else { return false }
        // "tokens that don't resolve", "references which never resolve": a path that leads nowhere.
        if let that = words[max(0, start - 3)..<start].lastIndex(where: { ["that", "which"].contains($0.lower) }), that > 0,
           ["token", "tokens", "alias", "aliases", "reference", "references", "path", "paths", "variable", "variables"].contains(words[that - 1].lower) {
            return true
        }
        guard start + 1 < words.count else { return false }
        if ["fixing", "fixin"].contains(words[start].lower), words[start + 1].lower == "to" { return true }
        // ("Resolve text/primary for me": a token looked up.)
        if ["resolve", "resolves", "resolving"].contains(words[start].lower), words[start + 1].isPath { return true }
        // "what icon/accent resolves to": the value a token leads to.
        if ["resolves", "resolve", "resolving", "resolved"].contains(words[start].lower), words[start + 1].lower == "to",
           words[max(0, start - 3)..<start].contains(where: \.isPath) || start + 2 < words.count && words[start + 2].isPath { return true }
        return value.readings[.issueStatus] == "resolved" && words[start].lower == "resolved" && start > 0
            && (ReadingVocabulary.people.contains(words[start - 1].lower) || words[start - 1].lower.hasSuffix("ers"))
            && ReadingVocabulary.modals.union(["that", "to"]).contains(words[start + 1].lower)
    }

    /// An issue status said with a negation before it reads as its opposite: "nobody has
    /// fixed yet", "not resolved" are open issues.
    static func negated(_ values: [SentenceValue], _ words: [SentenceWord]) -> [SentenceValue] {
        let negations: Set<String> = ["not", "never", "nobody", "no", "nothing", "unfixed", "yet", "waiting", "awaiting", "pending", "need", "needs", "needing",
                                      "without"]
        return values.map { value in
            var value = value
            // "the issues we are fixing": a fix under way, not one made ("have been resolving" is).
            let start = value.range.lowerBound
            if value.readings[.issueStatus] == "resolved", value.range.count == 1, words[start].lower.hasSuffix("ing"),
               words[max(0, start - 2)..<start].contains(where: { ["is", "are", "am", "currently", "now", "actively", "we", "they"].contains($0.lower) }) {
                value.readings[.issueStatus] = "in-progress"
            }
            if saidOfNoIssue(value, words) { value.readings[.issueStatus] = nil }
            let before = words[max(0, value.range.lowerBound - 4)..<value.range.lowerBound]
            // ("what did reviewers suggest be done": what is to be done, not a status.)
            if value.readings[.recommendationStatus] == "done", start > 0, words[start].lower == "done", words[start - 1].lower == "be" {
                value.readings[.recommendationStatus] = nil
            }
            // "suggestions still waiting for someone to accept them": not accepted yet, proposed.
            if ["accepted", "in-progress", "done"].contains(value.readings[.recommendationStatus]),
               before.contains(where: { ["waiting", "awaiting", "pending", "yet"].contains($0.lower) }) {
                value.readings[.recommendationStatus] = "proposed"
            }
            // "…, nobody signed off", "no one's signed off on them yet": no verdict, a suggestion not yet taken up.
            let lastThree = before.suffix(3).map(\.lower)
            let denied = lastThree.contains(where: ReadingVocabulary.denials.contains)
                || zip(lastThree, lastThree.dropFirst()).contains { $0 == "no" && $1 == "one" }
            // ("that nobody has picked up or agreed to yet", "that nobody has started on or closed":
            // a negation said once for both.)
            let clauseStart = words[..<start].lastIndex(where: \.endsClause).map { $0 + 1 } ?? 0
            let joinedToNegated = start > 0 && ["or", "nor"].contains(words[start - 1].lower)
                && words[max(clauseStart, start - 8)..<start].contains { ReadingVocabulary.denials.contains($0.lower) || $0.lower == "no" }
            if value.readings[.recommendationStatus] == "accepted", denied || joinedToNegated { value.readings[.recommendationStatus] = "proposed" }
            if value.readings[.verdict] == "ready", words[value.range].first?.lemma == Self.signLemma, denied {
                value.readings[.verdict] = nil
                value.readings[.recommendationStatus] = "proposed"
            }
            // "Which suggested improvements got the green light?": a suggestion taken up, not a verdict.
            if value.readings[.verdict] == "ready", ["green", "greenlit"].contains(words[start].lower),
               words.contains(where: { ReadingVocabulary.head($0.lemma) == recommendationHead }) {
                value.readings = [.recommendationStatus: "accepted"]
            }
            // "Before I sign off the budget line": the asker's act, not a verdict.
            // ("which components can I sign off" still asks for ready ones.)
            if value.readings[.verdict] == "ready", words[start].lower == "sign", start > 0,
               ReadingVocabulary.people.union(["i'll", "we'll", "to"]).contains(words[start - 1].lower),
               ReadingVocabulary.timeOpeners.contains(words[clauseStart].lower) {
                value.readings[.verdict] = nil
            }
            // "Now that the assessment is finished, which …": when the asker asks, not a recommendation done.
            if value.readings[.recommendationStatus] == "done", words[start].lower == "finished",
               ReadingVocabulary.timeOpeners.union(["now"]).contains(words[clauseStart].lower) {
                value.readings[.recommendationStatus] = nil
            }
            if countsAnAge(value, words) {
                value.readings[.issueStatus] = nil
                return value
            }
            // ("is nobody ever going to address": the one who will not, before "ever going to".)
            let nobodyGoing = before.contains { ["nobody", "noone", "never"].contains($0.lower) } && before.contains { $0.lower == "going" }
            guard ["resolved", "in-progress"].contains(value.readings[.issueStatus]),
                  // ("need: resolved issues on …": a label's "need" negates nothing.)
                  before.suffix(3).contains(where: { negations.contains($0.lower) && !$0.endsClause }) || nobodyGoing || joinedToNegated
            else { return value }
            // "issues we won't be fixing", "never going to be fixed": a fix refused, not one still to come.
            let pairs = zip(before, before.dropFirst())
            let refused = nobodyGoing || pairs.contains { $0.lower == "will" && $1.lower == "not" || $0.lower == "not" && $1.lower == "going" }
                // ("are never getting fixed": a fix that will not come.)
                || before.contains { $0.lower == "never" } && before.contains { ["going", "will", "getting", "gonna"].contains($0.lower) }
                // "the team decided never to fix", "chose not to resolve": a decision against the fix.
                // ("issues the team decided need to be fixed" are open.)
                || words[max(0, start - 7)..<start].indices.contains { at in decisions.contains(words[at].lower)
                    // ("decided on purpose never to fix")
                    && words[(at + 1)..<min(value.range.lowerBound, at + 4)].contains { ["not", "never"].contains($0.lower) } }
            value.readings[.issueStatus] = refused ? "wont-fix" : "open"
            return value
        }
    }

    /// An issue status said of how an age is counted or where an issue was sent, not which
    /// issues: "stay open before it got closed", "addressed to the iOS team", "days to close",
    /// "how long before somebody fixed it".
    private static func countsAnAge(_ value: SentenceValue, _ words: [SentenceWord]) -> Bool {
        let start = value.range.lowerBound
        let before = words[max(0, start - 4)..<start]
        // "how long did each issue stay open before it got closed": how an age is counted, not which issues.
        // ("Which issues are open on Badge? Before any fitting …": not past its sentence.)
        let sentenceEnd = (words[start...].firstIndex(where: \.endsSentence) ?? words.count - 1) + 1
        let after = words[min(value.range.upperBound, sentenceEnd)..<min(sentenceEnd, value.range.upperBound + 4)]
        // ("… that are still open, I need them before I sign off": when the asker acts, no age's end.)
        if value.readings[.issueStatus] == "open", value.range.count == 1,
           after.indices.contains(where: { at in ["before", "until", "till"].contains(words[at].lower)
               && !(at + 1 < words.count && ["i", "we", "you"].contains(words[at + 1].lower)) }) {
            return true
        }
        // "counting to when it was closed or to today if it's still open": the other end of an age
        // counted either way, every issue.
        if value.readings[.issueStatus] == "open", start > 0, ["still", "remains", "stays"].contains(words[start - 1].lower),
           let or = words[max(0, start - 10)..<start].lastIndex(where: { $0.lower == "or" }),
           words[or..<start].contains(where: { ["if", "when", "while"].contains($0.lower) }) {
            return true
        }
        // "issues addressed to the iOS team": sent to someone, not fixed.
        if value.readings[.issueStatus] == "resolved", words[value.range.lowerBound].lower == "addressed",
           value.range.upperBound < words.count, words[value.range.upperBound].lower == "to" {
            return true
        }
        // "tracks days to close", "the time to fix": how an age is counted, not which issues.
        if value.readings[.issueStatus] == "resolved", start > 1, words[start - 1].lower == "to",
           ReadingVocabulary.durationUnits[words[start - 2].lemma] != nil || words[start - 2].lower == "time" {
            return true
        }
        // "how long did each take to get sorted out, or how long has it been hanging around so
        // far": fixed ones or those still open, every issue.
        if value.readings[.issueStatus] == "resolved", let or = words[value.range.upperBound..<min(words.count, value.range.upperBound + 3)].firstIndex(where: { $0.lower == "or" }),
           words[or..<min(words.count, or + 10)].indices.contains(where: { at in ["still", "remains", "remain"].contains(words[at].lower)
               || ["so", "until", "till", "til"].contains(words[at].lower) && at + 1 < words.count && ["far", "now", "today"].contains(words[at + 1].lower) }) {
            return true
        }
        // "how long before somebody fixed it": when an age ends, not which issues.
        if value.readings[.issueStatus] == "resolved", before.contains(where: { ["before", "until", "till", "til", "between"].contains($0.lower) }) {
            return true
        }
        // ("between it being raised and it being closed": the age's other end, said further back.)
        if value.readings[.issueStatus] == "resolved", let between = words[max(0, start - 8)..<start].lastIndex(where: { $0.lower == "between" }),
           words[between..<start].contains(where: { $0.lower == "and" }), !words[between..<start].contains(where: \.endsClause) {
            return true
        }
        return false
    }

    /// "Which issues are marked on hold?", "recommendations put on hold": a status said in two
    /// words that no issue or recommendation has. ("a hold on …", "hold on, which …" are none.)
    static func onHold(at index: Int, _ words: [SentenceWord], ofIssues: Bool) -> String? {
        guard words[index].lower == "hold", index > 1, words[index - 1].lower == "on", !words[index - 1].quoted,
              ofIssues || ["marked", "put", "placed", "kept", "set", "flagged", "parked"].contains(words[index - 2].lower)
        else { return nil }
        return "'on hold' (no status has that name)"
    }

    /// "which issues are escalated, like …": any status said as a participle that issues do not
    /// have. ("issues are related to Badge", "raised for Card" say what they are of.)
    static func unknownIssueParticiple(at index: Int, after before: SentenceWord, _ words: [SentenceWord],
                                       _ context: SentenceContext, of record: String = "issue") -> String? {
        let word = words[index]
        // ("ended up archived": where it came to be.)
        let endedUp = before.lower == "up" && index > 1 && ["ended", "end", "ends", "wound", "winds"].contains(words[index - 2].lower)
        guard word.lower.count > 4, word.lower.hasSuffix("ed"), !word.lower.hasSuffix("eed"), word.lower.allSatisfy(\.isLetter),
              endedUp || ["is", "are", "was", "were", "been", "be", "get", "got", "gotten", "marked", "flagged", "tagged"].contains(before.lower),
              // ("which issues are escalated right now", "will any issues still be escalated next week")
              word.endsClause || index + 1 == words.count || !ReadingVocabulary.stopWords.contains(words[index + 1].lower)
                || ["right", "now", "currently", "today", "already", "next", "soon", "later", "again", "anymore"].contains(words[index + 1].lower),
              namesNoValue(word, context), !ReadingVocabulary.everydayLemmas.contains(word.lemma), !ordinaryAdjectives.contains(word.lower),
              !saidOfAnyIssue.contains(word.lower) else { return nil }
        return "'\(word.typed)' (no \(record) status has that name)"
    }

    /// Participles true of every issue the registry holds: "which issues are tracked" asks for all.
    private static let saidOfAnyIssue: Set<String> = ["tracked", "recorded", "logged", "filed", "raised", "listed", "reported", "noted",
                                                      "documented", "mentioned", "stored", "kept", "held", "known", "captured", "registered",
                                                      // ("which recommendations were suggested?": every one was.)
                                                      "suggested", "recommended", "given", "written", "created", "added", "made", "planned"]
    /// What a status is said of, before "marked …" without "as" ("the issues marked duplicate").
    static let markedOf: Set<String> = ["issues", "issue", "ones", "recommendations", "components", "are", "is", "was", "were", "been", "be",
                                        "get", "got", "those", "them", "any", "all"]
}
