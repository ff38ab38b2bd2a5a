/// Whether a sentence is about a design system at all: its anchors.
extension ReadingVocabulary {
    /// Anchors that are everyday words too ("air traffic control", "a safety element").
    private static let everydayAnchors: Set<String> = ["control", "element", "screen", "layer", "role", "theme", "palette", "version",
                                                       "release", "library", "platform", "system", "document", "asset", "measurement"]
    /// Words that say a sentence is about a design system: a sentence with no value is read
    /// only when it has one, so everyday synonyms alone ("what's wrong with my car", "is the
    /// bridge broken") are refused, while "which components got worse" and "verdicts" are read.
    static let anchors: Set<String> = Set(anchorWords.map(SentenceWords.lemma))
    /// The anchors as written (`stemCollisions` reads them).
    static let anchorWords: [String] = [
        "component", "design", "system", "ui", "token", "alias", "verdict", "assess", "assessment", "audit", "criterion",
        "criteria", "spec", "specification", "a11y", "accessibility", "accessible", "voiceover", "talkback", "connect",
        "codeconnect", "figma", "variant", "property", "prop", "boolean", "bool", "state", "dependent", "dependency",
        "recommendation", "issue", "regress", "regression", "dangling", "hardcoded", "raw", "unmapped", "coverage",
        "library", "screen", "binding", "role", "score", "family", "conflict", "toggle", "variable", "platform", "ios",
        "android", "web", "icon", "layer", "asset", "widget", "control", "element", "documentation", "document", "doc",
        "redline", "measurement", "version", "release", "review", "evaluate", "evaluated", "evaluation", "reviewer", "theme", "palette", "reassess", "overdue", "problem", "defect", "blocker", "tokenized", "tokenised", "untokenized", "untokenised",
        "comp", "comps",
    ]

    // ("stale" is no anchor: "How long does fresh cod keep before it goes stale?" is about food.
    // A sentence of the vocabulary's words only, "which ones went stale", is read all the same.)
    /// Whether a sentence with no value may be read: it has a design-system word, or every
    /// word of it is a stop word or a question's word ("what got worse"). "which songs got
    /// worse ratings" has neither.
    /// The words at `values` (everyday words that are also values: "open") are no stray topic,
    /// and no anchor either unless they are one ("token").
    static func anchored(_ words: [SentenceWord], values: Set<Int> = []) -> Bool {
        func pair(_ index: Int) -> String? {
            index >= 0 && index + 1 < words.count ? SentenceWords.lemma(words[index].lower + words[index + 1].lower) : nil
        }
        func triple(_ index: Int) -> String? {
            index >= 0 && index + 2 < words.count ? SentenceWords.lemma(words[index].lower + words[index + 1].lower + words[index + 2].lower) : nil
        }
        var stray = false
        for index in words.indices where !words[index].quoted {
            let word = words[index]
            // ("named values merely point on to …": a token said in two words anchors.)
            // ("Which pieces has nobody gone back over", "every piece gets graded on": a piece asked of
            // is a component; "chess pieces", "pieces of furniture" are not.)
            // ("which live pieces of the kit": pieces of a kit are its components; "chess pieces" are not.)
            // ("Which live pieces in the collection": an asker, then a word of which ones.)
            let asker = { (at: Int) in at >= 0 && (["which", "every", "each", "what", "all", "any"].contains(words[at].lower)
                || at > 0 && ["live", "current", "existing", "active", "remaining", "shipped", "published"].contains(words[at].lower)
                    && ["which", "every", "each", "what", "all", "any"].contains(words[at - 1].lower)) }
            let ofKit = index + 3 < words.count && ["the", "our", "this", "a"].contains(words[index + 2].lower)
                && ["kit", "library", "system", "set"].contains(words[index + 3].lower)
            // ("Which parts ain't nobody looked over", "which bits got worse": the same, said as parts.)
            // ("Which ones have gone backwards …": the registry's things, asked of.)
            let piece = ["piece", "pieces", "part", "parts", "bit", "bits", "ones"].contains(word.lower) && (asker(index - 1) && !(index + 1 < words.count && words[index + 1].lower == "of") || ofKit)
            // ("a terminal control area": an everyday word of ours inside someone else's compound noun is none.)
            let stranger = { (at: Int) in words.indices.contains(at) && !words[at].quoted && words[at].typed == words[at].lower
                && words[at].lower.allSatisfy(\.isLetter) && !speaks(words[at]) && !anchors.contains(words[at].lemma) }
            let compounded = everydayAnchors.contains(word.lower) && stranger(index - 1) && stranger(index + 1)
            // ("How many months has each finding remained unclosed?": an audit's finding is an issue,
            // though its stem is "find"'s.)
            let finding = ["finding", "findings"].contains(word.lower) && asker(index - 1)
            // ("Anything in the kit we're deprecating?": the kit the components are of; "a drum kit" is none.)
            let kit = word.lower == "kit" && index > 1 && ["the", "our", "this", "whole"].contains(words[index - 1].lower)
                && ["in", "of", "across", "from", "throughout"].contains(words[index - 2].lower)
            // ("who issues a new token for the door?": an anchor given away as another thing by a word near it.)
            let otherThing = otherSenses[word.lemma].map { senses in
                words[max(0, index - 2)..<min(words.count, index + 4)].contains { senses.contains($0.lower) } } ?? false
            if anchors.contains(word.lemma) && !compounded && !otherThing && !connectsADevice(at: index, words) && !isIssuing(at: index, words) || pair(index).map(anchors.contains) == true || piece || finding || kit
                || index + 1 < words.count && phraseHead(words[index], words[index + 1]) == head(SentenceWords.lemma("token")) { return true }
            // ("is probably out of date": an adverb says how, no topic; a phrase of three words is known whole.)
            // ("Which ones only need some refining lah?": a particle of talk is no topic.)
            let known = values.contains(index) || particles.contains(word.lower) || speaks(word) || negationsAndFillers.contains(word.lower) || numbers[word.lower] != nil || Int(word.lower) != nil
                || word.lower.count >= 6 && word.lower.hasSuffix("ly")
                || [pair(index), pair(index - 1), triple(index - 2), triple(index - 1), triple(index)].contains { $0.map { familyHead[$0] != nil } == true }
            if !known { stray = true }
        }
        return !stray
    }

    /// "who issues a new token for the door?", "the office that issues the badges": issuing, a
    /// verb; no issue recorded, and no anchor. The one place this is read (concepts and anchors).
    static func isIssuing(at index: Int, _ words: [SentenceWord]) -> Bool {
        ["issue", "issues", "issued", "issuing"].contains(words[index].lower) && index > 0 && index + 1 < words.count && !words[index].endsClause
            && issuers.contains(words[index - 1].lower) && issuedThings.contains(words[index + 1].lower)
    }
    private static let issuers: Set<String> = ["who", "that", "which", "they", "he", "she", "it", "you", "we", "i", "will", "can", "to",
                                               "office", "desk", "department", "bank", "authority", "government"]
    private static let issuedThings: Set<String> = ["a", "an", "the", "new", "these", "those", "me", "us", "him", "her", "them", "my", "our",
                                                    "your", "out", "replacement", "replacements", "badges", "passes", "permits", "tickets",
                                                    "cards", "licences", "licenses"]

    /// "why does my laptop still not connect to the wifi?", "connect with the other parents": a
    /// device or a person connected, no Code Connect.
    static func connectsADevice(at index: Int, _ words: [SentenceWord]) -> Bool {
        guard ["connect", "connects", "connected", "connecting", "connection"].contains(words[index].lower) else { return false }
        let after = words[(index + 1)..<min(words.count, index + 5)]
        return after.contains { connectedThings.contains($0.lower) }
            && !after.contains { ["code", "codebase", "figma", "component", "components", "repo"].contains($0.lower) }
    }
    private static let connectedThings: Set<String> = ["wifi", "wi", "internet", "network", "vpn", "printer", "bluetooth", "hotspot", "router",
                                                       "projector", "monitor", "tv", "speaker", "speakers", "headphones", "airpods", "server",
                                                       "parents", "people", "friends", "colleagues", "customers", "clients", "students"]
}
