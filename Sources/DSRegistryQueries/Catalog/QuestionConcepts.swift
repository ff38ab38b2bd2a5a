import Foundation
/// What each question is about, as weighted word-family heads (`ReadingVocabulary.families`):
/// the sentence's words are scored against these, so "did any scores drop" finds `regressed`
/// without a phrasing that says so. A saved question's concepts are its `-- concepts:` words
/// and the words of its `-- phrase:` lines.
package struct QuestionConcepts: Sendable, Equatable {
    /// Weight by family head.
    package var weights: [String: Double]
    /// Heads whose order against a component tells the question, each with the side it wants:
    /// true when the word comes before the component. `dependents` wants "uses" before it
    /// ("what uses Avatar") and "inside" after it ("what is Avatar inside"); `dependencies` the reverse.
    package var relations: [String: Bool] = [:]
    /// Heads of which the sentence must have one: "how long" is about issues only when it
    /// says issues ("how long is a marathon" is not).
    package var required: [String: String] = [:]
    /// A second set of which the sentence must have one too: `figma-drift` is asked with
    /// "figma" and a word of drifting ("figma for Badge" alone is `figma-evidence`).
    package var alsoRequired: [String: String] = [:]
    /// Heads that say the sentence asks something else, each with what it takes off:
    /// "which parts of Title Bar point at a variable we never defined" asks about the parts'
    /// tokens, not Title Bar's dependencies.
    package var against: [String: Double] = [:]
    /// Arguments a concept implies when the sentence gives none for them ("blocks" is open
    /// issues), by the head of the concept's family of words.
    package private(set) var implied: [String: QuestionArguments] = [:]
    /// The same, by one word of a larger family, said as the only such word: "TalkBack" is
    /// accessibility said on Android, yet accessibility is said on any platform.
    package private(set) var impliedByWord: [String: QuestionArguments] = [:]
    /// Values the question answers for without a parameter taking them (`ready-lacking-focus`
    /// is about verdict ready and state focused): a sentence naming one is about the question,
    /// and naming another of the same kind ("ready components lacking pressed") is not.
    package var values: [QuestionParameter.Kind: Set<String>] = [:]
    /// Values the answer has a column of its own for (`codeconnect-coverage`'s swiftui and
    /// compose): "how much is hooked up to its Swift and Kotlin code" names them all, and no
    /// filter ("… to its SwiftUI code" names a filter the question cannot take).
    package var shows: [QuestionParameter.Kind: Set<String>] = [:]

    package init(_ words: [String: Double], relations: [String: Bool] = [:], required: Set<String> = [], alsoRequired: Set<String> = [],
                 against: [String: Double] = [:],
                 implied: [String: QuestionArguments] = [:], shows: [QuestionParameter.Kind: Set<String>] = [:]) {
        self.shows = shows
        self.required = Dictionary(uniqueKeysWithValues: required.map { (ReadingVocabulary.head(SentenceWords.lemma($0)), $0) })
        self.alsoRequired = Dictionary(alsoRequired.map { (ReadingVocabulary.head(SentenceWords.lemma($0)), $0) }, uniquingKeysWith: min)
        self.against = Dictionary(against.map { (ReadingVocabulary.head(ReadingVocabulary.stem($0.key)), $0.value) }, uniquingKeysWith: max)
        var weights: [String: Double] = [:]
        for (word, weight) in words { weights[ReadingVocabulary.head(ReadingVocabulary.stem(word))] = weight }
        self.weights = weights
        self.relations = Dictionary(uniqueKeysWithValues: relations.map { (ReadingVocabulary.head(SentenceWords.lemma($0.key)), $0.value) })
        // A word that heads its family (or is in none) implies by its family; one that does not, by itself.
        for (word, arguments) in implied {
            let lemma = SentenceWords.lemma(word)
            if ReadingVocabulary.head(lemma) == lemma { self.implied[lemma] = arguments } else { impliedByWord[word.lowercased()] = arguments }
        }
    }

    /// A saved question's concepts: its declared words weigh 2, its phrases' other words 1.
    package static func saved(declared: [String], phrasings: [Phrasing]) -> QuestionConcepts {
        var words: [String: Double] = [:]
        for phrasing in phrasings {
            for word in SentenceWords.split(phrasing.pattern, limit: 64).words where !word.lower.hasPrefix("{") && !word.lower.hasPrefix("[{") {
                let bare = word.lower.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                if !ReadingVocabulary.stopWords.contains(bare), !bare.isEmpty { words[bare] = max(words[bare] ?? 0, 1) }
            }
        }
        for word in declared { words[word.lowercased()] = 2 }
        return QuestionConcepts(words)
    }

    /// The built-in questions' concepts, by question name.
    package static let builtIn: [String: QuestionConcepts] = [
        "lacking-state": QuestionConcepts(["lack": 2, "state": 1.5, "support": 1]),
        // "for someone on TalkBack": the screen reader of one platform, when none is named.
        "a11y": QuestionConcepts(["accessible": 3, "requirement": 1, "lack": 1, "heading": 1],
                                 implied: ["talkback": ["platform": "android"], "voiceover": ["platform": "ios"]]),
        "criterion": QuestionConcepts(["score": 2, "criterion": 1]),
        "criteria": QuestionConcepts(["criterion": 3], required: ["criterion"]),
        "verdict": QuestionConcepts(["verdict": 3]),
        "issues": QuestionConcepts(["issue": 2, "block": 2.5], implied: ["block": ["status": "open"]]),
        "recommendations": QuestionConcepts(["recommendation": 3]),
        "regressed": QuestionConcepts(["regress": 3, "version": 1.5, "score": 0.5], required: ["regress"]),
        // "what's been regressing lately" is about regressions.
        "stale": QuestionConcepts(["stale": 3, "assess": 1.5, "old": 1, "review": 1.5], against: ["regress": 1]),
        // An issue's age is asked with a word of time: "what did the team decide not to fix" lists issues.
        "issue-age": QuestionConcepts(["old": 2.5, "issue": 1], required: ["issue"], alsoRequired: ["old"]),
        // Booleans against the variants drawn, in a Figma library.
        "boolean-props": QuestionConcepts(["boolean": 3, "property": 1.5, "figma": 1, "variant": 1, "draw": 1, "drawn": 1]),
        // The Figma question asked when nothing says drift, history or unmatched: those need their words.
        "figma-evidence": QuestionConcepts(["figma": 2.5, "evidence": 3, "observation": 2, "say": 1, "draw": 1, "drawn": 1],
                                           required: ["figma"]),
        // Figma against the registry now; two imports of it, or one against an earlier one, are its history.
        "figma-drift": QuestionConcepts(["figma": 2.5, "disagree": 2, "drift": 3, "sync": 2, "registry": 1.5], required: ["figma"],
                                        // ("how many are hooked up to real code, and which have drifted": the code's links.)
                                        alsoRequired: ["drift", "disagree", "sync"], against: ["reimport": 2, "version": 1.5, "connect": 1.5]),
        "figma-history": QuestionConcepts(["figma": 2.5, "change": 2, "history": 2, "add": 1.5, "remove": 1.5, "renamed": 1.5, "version": 1,
                                           "reimport": 2],
                                          // Only a Figma library is imported again ("the library got re-imported").
                                          required: ["figma", "reimport"],
                                          alsoRequired: ["change", "history", "add", "remove", "renamed", "reimport"],
                                          // ("section header figma vs registry diff": Figma against the registry.)
                                          against: ["sync": 2, "registry": 1.5]),
        // "don't exist in the registry": unmatched, said with a word of existing.
        // ("a token the registry has never heard of" is a binding's: tokens are no Figma components.)
        "figma-unmatched": QuestionConcepts(["figma": 2, "unmatched": 3.5, "not matched to": 3.5, "undefined": 2, "registry": 1.5, "dangling": 1.5],
                                            // ("figma orphans": Figma's components that nothing of the registry's claims.)
                                            required: ["unmatched", "undefined", "not matched to", "dangling"],
                                            // ("hooked up to its code counterpart": a link to code, no Figma component unmatched.)
                                            alsoRequired: ["figma", "unmatched"], against: ["token": 2, "connect": 1.5]),
        // Code Connect joins Figma to code: naming Figma is no other platform.
        // "how does SAP score on mapping to native code" asks for a score (C4), not a list.
        // ("which components can't ship without changes": lacking alone names nothing unmapped.)
        // ("can't be tied to their SwiftUI or Compose code": both code platforms, each listed.)
        "unmapped": QuestionConcepts(["unmap": 3, "connect": 1.5, "lack": 2, "property": 1, "figma": 0.5], required: ["unmap", "connect", "property", "figma"],
                                     // ("how many components in each system are linked to their code": a count, the coverage.)
                                     against: ["score": 1.5, "undefined": 2, "coverage": 1.5], shows: [.codePlatform: ["swiftui", "compose"]]),
        // ("… wired from Figma through to code, and which ones have drifted": what drifted is in it too.)
        "codeconnect-coverage": QuestionConcepts(["coverage": 3, "connect": 2.5, "figma": 0.5, "drift": 1.5], required: ["connect"],
                                                 shows: [.codePlatform: ["swiftui", "compose"]]),
        "token-usage": QuestionConcepts(["use": 2, "token": 1.5, "break": 1.5, "change": 1]),
        // Components, parts and roles that point at nothing are bindings (missing-tokens); aliases are tokens.
        "dangling-aliases": QuestionConcepts(["dangling": 3, "alias": 2, "token": 1, "undefined": 2, "remove": 2],
                                             against: ["dependency": 2, "binding": 2, "component": 2, "issue": 2]),
        // A token that aliases one the registry lacks is a dangling alias, whatever is bound to it.
        // ("a token the registry has no record of": unmatched, said of a token.)
        // ("which pieces have gone longest without a check": no token, binding or target named, no binding asked.)
        "missing-tokens": QuestionConcepts(["lack": 1.5, "token": 1.5, "binding": 2, "undefined": 2, "remove": 2, "dangling": 1.5, "unmatched": 1.5],
                                           required: ["token", "binding", "undefined", "dangling", "unmatched"], against: ["alias": 2]),
        // A raw value points at nothing: "pointing at a variable we don't have" is a binding's,
        // and so is "a colour name that isn't there anymore".
        "raw-values": QuestionConcepts(["raw": 3, "value": 1, "instead of": 2, "token": 1], against: ["dangling": 1.5, "undefined": 2, "remove": 2]),
        "spec-conflicts": QuestionConcepts(["conflict": 3, "spec": 2, "selfcontradictory": 5]),
        "dependents": QuestionConcepts(["use": 2, "depend": 2, "break": 2.5, "change": 1.5, "contain": 1, "inside": 1, "dependent": 3, "buildon": 1],
                                       relations: ["use": true, "depend": true, "contain": true, "inside": false, "buildon": true]),
        "dependencies": QuestionConcepts(["inside": 1, "contain": 1, "depend": 1, "use": 1, "dependency": 3, "buildon": 1, "prerequisite": 3],
                                         relations: ["use": false, "depend": false, "contain": false, "inside": true, "buildon": false],
                                         against: ["undefined": 2, "dangling": 2, "token": 1.5, "raw": 2, "binding": 1.5]),
        "family": QuestionConcepts(["family": 3]),
        "search": QuestionConcepts(["search": 3]),
    ]
}
