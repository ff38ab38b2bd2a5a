/// Words spelled as talk spells them: negations without their apostrophe, dialect and text
/// speak, read as the words they are.
extension SentenceWords {
    /// Negations written as one word: typed fast without the apostrophe ("didnt"), or in Scots ("didnae").
    static let withoutApostrophe: [String: String] = [
        "didnt": "did", "dont": "do", "doesnt": "does", "isnt": "is", "arent": "are", "wasnt": "was", "werent": "were",
        "havent": "have", "hasnt": "has", "hadnt": "had", "cant": "can", "wont": "will", "shouldnt": "should",
        "couldnt": "could", "wouldnt": "would", "aint": "is",
        // Caribbean: "ain' been looked at" (its apostrophe gone with its t), "doan".
        "ain": "is", "doan": "do",
        "didnae": "did", "dinnae": "do", "doesnae": "does", "isnae": "is", "wasnae": "was", "cannae": "can", "couldnae": "could",
        // Geordie: "divvent line up", "divvint".
        "divvent": "do", "divvint": "do", "divvn't": "do",
        "wouldnae": "would", "shouldnae": "should", "hasnae": "has", "havenae": "have", "hadnae": "had", "willnae": "will", "wullnae": "will",
    ]
    /// Words of talk spelled as a dialect says them: Scots "whit" is what, "aboot" about, Bajan "wuh" what.
    static let dialectSpellings: [String: String] = [
        "whit": "what", "ye": "you", "aboot": "about", "onything": "anything", "oot": "out", "naethin": "nothing",
        "wi": "with", "fae": "from", "naebody": "nobody", "naeb'dy": "nobody", "lang": "long", "nae": "no",
        // Geordie: "wor design file" is ours.
        "wor": "our",
        // Caribbean and West African English: "wuh de Figma library showing fuh Card Header",
        // "search fi overflow menu", "wuh tings de reviewers tell wunna", "wey" that.
        "wuh": "what", "fuh": "for", "fi": "for", "de": "the", "di": "the", "da": "the", "dem": "them", "wunna": "you",
        "tings": "things", "ting": "thing", "wey": "that", "mi": "me", "gree": "agree",
        // Jamaican: "wah status each one have", "issues pon Card Header", "inna di EB system",
        // "anyting bout overflow menu", "nutten", "mi waan see", "unu".
        "wah": "what", "weh": "where", "pon": "on", "inna": "in", "bout": "about", "anyting": "anything", "nutten": "nothing",
        "nuttn": "nothing", "waan": "want", "unu": "you",
        // Yorkshire: "is owt missing", "nowt but bother", "summat", "reet".
        "owt": "anything", "nowt": "nothing", "summat": "something", "reet": "right",
        // Typed in text speak: "wat does figma show", "issues abt layers", "cant b linked", "w/ code connect".
        "wat": "what", "abt": "about", "b": "be", "w": "with", "ur": "your", "shd": "should", "wud": "would", "cud": "could",
        // Dictated: "Witch parts would let down a blind user".
        "witch": "which",
        // Typed in haste: "wich verdict did …", "teh pressed state".
        "wich": "which", "whcih": "which", "whihc": "which", "wihch": "which", "teh": "the", "hte": "the", "waht": "what", "whta": "what",
        "thier": "their",
    ]

    /// "cant b linked", "w focus": a small letter alone in text speak is its word; not where a
    /// letter stands beside it in its clause ("for e b", "i o s": letters said one by one, read
    /// by `SentenceReading.undictated`), nor a capital ("the E B system").
    static func textSpeakLetters(_ words: [SentenceWord]) -> [SentenceWord] {
        func isLetter(_ at: Int) -> Bool { words.indices.contains(at) && words[at].typed.count == 1 && words[at].typed.first?.isLetter == true }
        var read = words
        for (at, word) in words.enumerated() where !word.quoted && word.typed.count == 1 && word.typed == word.lower {
            guard let spelled = dialectSpellings[word.lower],
                  !(isLetter(at - 1) && !words[at - 1].endsClause), !(isLetter(at + 1) && !word.endsClause) else { continue }
            (read[at].typed, read[at].lower, read[at].lemma, read[at].original) = (spelled, spelled, lemma(spelled), spelled)
        }
        return read
    }
}
