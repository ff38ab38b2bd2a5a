/// Cebuano and Javanese, Xhosa, Shona and Wolof, and Scottish Gaelic, mixed into English, read
/// as the other languages are (`SentenceWords+Languages.swift`): the words of asking,
/// searching, showing and changing, and the polite words around them, none that is also an
/// English word ("asa" stays Cebuano's where; "sing" and "mas" are English and stay as typed).
extension SentenceWords {
    static let gaelicAfricanIslandWords: [String: String] = [
        // Cebuano.
        "pila": "how many", "asa": "where", "makita": "see", "unsa": "what", "kinsa": "which", "palihug": "please",
        "ipakita": "show", "pangitaa": "search", "pangita": "search", "dili": "not", "kulang": "lacking", "naka-link": "linked", "gi-link": "linked",
        "atong": "our", "namo": "we", "usbon": "change", "tangtanga": "delete", "karon": "now",
        // Javanese.
        "golek": "search", "goleki": "search", "ngendi": "where", "endi": "which", "wae": "", "nang": "in", "tulung": "please",
        "nyuwun": "please", "matur": "", "nuwun": "", "kanggo": "for", "tampilke": "show", "busak": "delete", "ganti": "change",
        "durung": "not yet", "piye": "how",
        // Xhosa.
        "ndicela": "please", "nceda": "please", "enkosi": "", "molo": "", "yintoni": "what", "khangela": "search", "bonisa": "show",
        // Shona.
        "ndapota": "please", "mhoro": "", "maita": "", "ndeipi": "which", "tsvaga": "search", "ratidza": "show",
        // Wolof.
        "jërëjëf": "", "jerejef": "", "waaw": "", "soppi": "changed", "bëgg": "want", "seet": "search", "wone": "show",
        // Scottish Gaelic.
        "tapadh": "", "leat": "", "leibh": "", "charaid": "", "thoil": "please", "càite": "where", "dè": "what", "lorg": "search",
        "seall": "show", "sguab": "delete",
    ]
}
