/// Verbs read for what they say of who does what: a person's acts, and the verbs whose "down"
/// is part of them.
extension ReadingVocabulary {
    /// What only a person does: "who signed off on Badge" asks for a person, whom the registry does
    /// not record ("who is ready on C1", "who uses Badge" ask for components).
    static let personActs: Set<String> = [
        "signed", "sign", "signs", "wrote", "write", "writes", "owns", "own", "owned", "approved", "approve", "approves", "made",
        "created", "designed", "authored", "assigned", "reported", "filed", "logged", "maintains", "maintain", "maintained",
        "won", "responsible", "decided", "audited", "assessed", "reviewed", "drew", "drawn",
    ]

    /// The word before a "down", past one pronoun ("written that down", "put it down").
    static func verb(before down: Int, _ words: [SentenceWord]) -> String {
        guard down > 0 else { return "" }
        if down > 1, ["it", "that", "this", "them", "those", "these", "everything", "something"].contains(words[down - 1].lower) {
            return words[down - 2].lower
        }
        return words[down - 1].lower
    }

    /// Verbs whose "down" is part of them ("sat down", "broke down", "narrowed down"): no state, no drop.
    static let downVerbs: Set<String> = [
        "sit", "sat", "sits", "sitting", "break", "breaks", "broke", "broken", "breaking", "narrow", "narrowed", "write", "wrote",
        "written", "writing", "slow", "slowed", "put", "shut", "let", "pin", "pinned", "nail", "nailed", "track", "tracked",
        "settle", "settled", "calm", "tone", "toned", "boil", "boiled", "cut", "scale", "scaled", "water", "watered", "jot",
        "jotted", "note", "noted", "hunker", "knuckle", "buckle", "lay", "laid", "hand", "handed", "pass", "passed", "step",
        "stepped", "turn", "turned", "shot", "shoot", "back", "backed", "wind", "wound", "run", "ran", "close", "closed",
        "take", "takes", "took", "taken", "taking", "tear", "tore", "torn", "tearing", "pull", "pulled", "pulling", "knock",
        "knocked", "strip", "stripped", "bring", "brought", "wear", "wore", "worn", "trim", "trimmed", "tie", "tied", "lock",
        "locked", "hose", "hosed", "dumb", "dumbed", "thin", "thinned",
        // "all the way down", "further down", "like down in Bonavista": where, not a drop.
        "way", "further", "farther", "right", "clear", "deep", "deeper", "like", "upside",
    ]
}
