/// Words read as typed: never corrected as typos, or read with a stem of their own.
extension ReadingVocabulary {
    /// Everyday words a letter from the vocabulary, never read as typos ("order" is not "older").
    static let neverCorrected: Set<String> = [
        "shipped", "shipping", "platform", "choose", "phone", "phones", "tablet", "tablets", "watch", "mobile", "onto", "into", "upon", "unto", "properly", "proper", "least",
        "order", "other", "under", "water", "later", "after", "older", "alter", "enter", "outer", "inner", "lover",
        "black", "block", "track", "stack", "table", "cable", "fable", "stable", "stale", "state", "store", "style",
        "start", "stare", "score", "scare", "share", "shore", "mode", "node", "note", "vote", "made", "make", "take",
        "same", "name", "game", "came", "case", "base", "vase", "less", "loss", "lost", "last", "list", "most", "must",
        "post", "just", "test", "best", "rest", "west", "nest", "user", "used", "uses", "fuse", "muse", "tell", "sell",
        "well", "will", "fill", "fail", "mail", "sail", "tail", "wall", "ball", "call", "fall", "hall", "pizza", "poem",
        "joke", "haiku", "weather", "whether", "capital", "night", "light", "right", "might", "sight", "tight", "eight",
        "center", "centre", "winner", "dinner", "bread", "break", "great", "treat", "paris", "berlin", "france",
        "london", "hello", "world", "word", "work", "worse", "horse", "house", "mouse", "route", "rout", "about",
        "above", "along", "among", "again", "agent", "event", "every", "never", "sever", "fever", "lever", "river",
        // ("even though a D-pad user can never land on them": no "through"; "without my channel exiting".)
        "though", "although", "exiting", "exit", "exits", "blind", "blinds",
        "side", "sides", "stay", "stays", "stayed", "taking", "takes", "taken", "making", "makes", "walking", "baking", "marking", "sitting", "setting",
        "file", "designer", "designers",
        // ("I tried Ctrl+F …", "how many months elapsed", "a loose hold": words of talk, no typo of
        // "tied", "lapsed" or "lose".)
        "tried", "tries", "elapsed", "elapse", "loose", "looser",
        // ("I'm pasting them into the deck": no "passing".)
        "paste", "pasted", "pasting", "pastes",
        // ("never been in front of a judge": no "font".)
        "front",
    ]

    /// The stems of `neverCorrected`, the one check against correcting: a word whose stem is
    /// one of them is none either ("working" is work done, "filing" a file's).
    static let neverCorrectedLemmas: Set<String> = Set(neverCorrected.map(SentenceWords.lemma))

    /// English words whose stem is a family word's or an anchor's only because that word's final
    /// "e" is dropped: "fat" is no "fate" ("trim the fat"), "cod" no "code" ("fresh cod"), "them"
    /// no "theme" ("swap them into"), "far" no "fare". Each such word and its plural ("fats")
    /// is read with a stem of its own. Worked out from the lists and English's words, so a word
    /// added to a family is covered too.
    static let stemCollisions: Set<String> = {
        var words: Set<String> = []
        for word in families.joined().map({ $0.lowercased() }) + anchorWords
        where word.count > 3 && word.hasSuffix("e") && word.allSatisfy({ $0.isASCII && $0.isLetter }) {
            let stem = String(word.dropLast())
            if EnglishWords.contains(stem) || stopWords.contains(stem), !sameWord.contains(stem) { words.formUnion([stem, stem + "s"]) }
        }
        return words
    }()
    /// Stems that are the family word after all: "slid" is slide's past ("what slid since the
    /// last version"), and "stat" is typed for "state" ("the loading stat") more often than meant
    /// as a figure.
    private static let sameWord: Set<String> = ["slid", "backslid", "stat"]
}
