/// Tok Pisin and Bislama, Lingala, Kinyarwanda and Oromo, mixed into English, read as the other
/// languages are (`SentenceWords+Languages.swift`): the words of asking, searching, showing and
/// changing, and the polite words around them, none that is also an English word ("long",
/// "save", "tala" stay as typed).
extension SentenceWords {
    static let pacificCentralAfricanWords: [String: String] = [
        // Tok Pisin and Bislama.
        "olgeta": "all", "wanem": "what", "plis": "please", "soim": "show", "soem": "show", "lukim": "see", "painim": "find",
        "rausim": "delete", "senisim": "change", "bilong": "of", "tenkyu": "", "tumas": "", "hamas": "how many", "laik": "want",
        "evri": "every", "sapos": "if",
        // Lingala.
        "nalingi": "i want to", "koyeba": "know", "ngai": "me", "nyonso": "all", "lakisa": "show", "koluka": "search",
        "mbote": "", "bandeko": "", "lelo": "today", "ezali": "is", "kobongola": "change", "kolongola": "delete", "kolimwisa": "delete",
        // Kinyarwanda.
        "muraho": "", "murakoze": "", "nyereka": "show", "erekana": "show", "shakisha": "search", "ahantu": "anywhere",
        "havuga": "mentioning", "ibihe": "which", "rwose": "", "hindura": "change",
        // Oromo.
        "akkam": "", "maaloo": "please", "galatoomi": "", "argisiisi": "show", "barbaadi": "search", "haqi": "delete",
        "jijjiiri": "change", "eeyyee": "",
    ]
}
