/// Telugu, Marathi and Punjabi, in their scripts and in Latin letters, mixed into English, read
/// as the other languages are (`SentenceWords+Languages.swift`): the words of asking,
/// searching, showing and changing, of lacking and of places, none that is also an English word
/// ("lo", "kay", "cha" stay as typed; a postposition after a platform is in `postpositions`).
extension SentenceWords {
    static let indicWords: [String: String] = [
        // Telugu.
        "evi": "which", "yevi": "which", "ekkada": "where", "enti": "what", "emi": "what", "lekunda": "without", "leni": "lacking",
        "ledu": "not", "chupinchu": "show", "chupinchandi": "show", "vetuku": "search", "vethuku": "search", "vetakandi": "search",
        "maarindi": "changed", "marindi": "changed", "kuda": "too", "cheppu": "tell", "meeda": "on", "ఏవి": "which", "ఎక్కడ": "where",
        "చూపించు": "show", "వెతుకు": "search", "చెప్పు": "tell", "లేని": "lacking", "లేకుండా": "without",
        // Marathi.
        "kuthe": "where", "dakhav": "show", "dakhva": "show", "shodh": "search", "shodha": "search", "aahe": "", "aahet": "",
        "konte": "which", "madhe": "in", "sagle": "all", "sagla": "all", "nasalele": "lacking", "khali": "down", "gela": "went",
        "दाखव": "show", "सगळे": "all", "शोध": "search", "कुठे": "where", "नसलेल्या": "lacking", "कोणते": "which",
        // Punjabi.
        "kehde": "which", "kihde": "which", "kithe": "where", "jithe": "where", "dasso": "tell", "labbho": "find", "naal": "with",
        "haige": "", "kinne": "how many", "ਦਿਖਾਓ": "show", "ਕਿਹੜੇ": "which", "ਕਿੱਥੇ": "where", "ਕਿਤੇ": "anywhere", "ਸਾਰੇ": "all",
        "ਲੱਭੋ": "find", "ਦੱਸੋ": "tell",
    ]

    /// "watchOS lo", "Android mein", "iOS madhe", "web vich", "Figma pe": the postpositions of
    /// Telugu, Hindi, Marathi and Punjabi that say "in" or "on" after what they place, as typed
    /// (a platform followed by one is a filter, `SentenceValues.asFilter`).
    static let postpositions: Set<String> = ["lo", "mein", "madhe", "vich", "pe", "par"]
}
