/// Greek, Georgian, Armenian, Mongolian, Bengali, Persian and Amharic mixed into English in
/// their own scripts; Albanian, Icelandic, Latvian, Slovenian, Basque, Galician, Hindi and Urdu,
/// Tamil, Hausa and Zulu in Latin letters, read as the
/// other languages are (`SentenceWords+Languages.swift`): the words of asking, searching,
/// showing and changing, none that is also an English word ("non", "cal", "ez" stay as typed).
/// Georgian's "-ში" (in), joined to an English word with a hyphen, is read as its own word.
extension SentenceWords {
    static let greekWords: [String: String] = [
        "ποια": "which", "ποιο": "which", "ποιες": "which", "ποιοι": "which", "τι": "what", "πού": "where", "πόσο": "how", "πόσα": "how many",
        "καιρό": "long", "ψάξε": "search", "βρες": "find", "δείξε": "show", "σβήσε": "delete", "διάγραψε": "delete", "άλλαξε": "change",
        "κλείσε": "close", "σημείωσε": "mark", "για": "for", "σε": "in", "στο": "in the", "στη": "in the", "στην": "in the", "όλο": "whole",
        "το": "the", "τα": "the", "οι": "the", "ως": "as", "δεν": "not", "θα": "", "έχουν": "have", "έχει": "has", "μείνει": "stayed",
        "ανοιχτό": "open", "ανοιχτά": "open", "κάθε": "each", "παρακαλώ": "please", "ρε": "", "βοήθα": "", "ευχαριστώ": "", "και": "and",
        "από": "from", "μέχρι": "until", "χωρίς": "without", "φτιάξουμε": "fix",
    ]

    static let caucasianMongolianWords: [String: String] = [
        // Georgian.
        "მოძებნე": "search", "სადმე": "anywhere", "ში": "", "მონიშნე": "mark", "როგორც": "as", "გთხოვ": "please", "გთხოვთ": "please",
        "რომელი": "which", "რომელმა": "which", "სად": "where", "წაშალე": "delete", "შეცვალე": "change", "მაჩვენე": "show me",
        // Armenian.
        "խնդրում": "please", "եմ": "", "որոնք": "which", "որ": "which", "որտեղ": "where", "փնտրիր": "search", "ցույց": "show", "տուր": "",
        "ջնջիր": "delete", "փոխիր": "change",
        // Mongolian.
        "нээлттэй": "open", "хэр": "how", "удаан": "long", "хайх": "search", "хайгаач": "search", "харуулаач": "show", "харуул": "show",
        "статустай": "status", "байгаа": "", "вэ": "", "ямар": "which", "устга": "delete", "өөрчил": "change", "хаана": "where", "бүх": "all",
    ]

    static let latinEuropeanWords: [String: String] = [
        // Albanian.
        "cilat": "which", "cili": "which", "cila": "which", "kërko": "search", "kerko": "search", "gjej": "find", "trego": "show",
        "fshij": "delete", "fshije": "delete", "ndrysho": "change", "lutem": "please", "gjatë": "long", "hapura": "open", "faleminderit": "",
        // Icelandic.
        "hvaða": "which", "hvar": "where", "leitaðu": "search", "finndu": "find", "sýndu": "show", "eyddu": "delete", "breyttu": "change",
        "vinsamlegast": "please", "íhlutir": "components", "ekki": "not", "hve": "how", "lengi": "long", "síðan": "since",
        // Latvian.
        "kuri": "which", "kuras": "which", "kur": "where", "meklē": "search", "meklēt": "search", "atrodi": "find", "parādi": "show",
        "dzēs": "delete", "izdzēs": "delete", "maini": "change", "lūdzu": "please", "paldies": "", "komponenti": "components",
        "atvērtie": "open", "nav": "no", "cik": "how", "ilgi": "long",
        // Slovenian.
        "katere": "which", "kateri": "which", "katera": "which", "kje": "where", "poišči": "find", "išči": "search", "spremeni": "change",
        "prosim": "please", "odprte": "open", "nimajo": "have no", "dolgo": "long",
        // Basque.
        "zein": "which", "zeintzuk": "which", "bilatu": "search", "aurkitu": "find", "erakutsi": "show", "ezabatu": "delete",
        "aldatu": "change", "mesedez": "please", "eskerrik": "", "osagaiak": "components", "irekiak": "open", "zenbat": "how many",
        "noiztik": "since",
        // Galician.
        "cales": "which", "atopa": "find", "amosa": "show", "borra": "delete", "grazas": "", "compoñentes": "components",
    ]

    static let southAsianAfricanWords: [String: String] = [
        // Hindi and Urdu, and Tamil, as typed in Latin letters.
        "dhoondo": "search", "dhundo": "search", "dikhao": "show", "kahan": "where", "likha": "written", "kaun": "which", "kaunse": "which",
        "kaunsa": "which", "kitne": "how many", "batao": "tell", "hatao": "remove", "mitao": "delete", "badlo": "change", "kya": "what",
        "nahi": "not", "nahin": "not", "hain": "", "hai": "", "ke": "", "pathi": "about", "edhavadhu": "anything", "irukka": "", "pannu": "",
        "thedu": "search", "kaattu": "show", "enna": "what", "ethu": "which",
        // Bengali, Persian and Amharic.
        "কোন": "which", "এখনো": "still", "কেউ": "anyone", "করেনি": "not", "একটু": "", "দেখাও": "show", "খোঁজো": "search", "খুঁজে": "find",
        "جستجو": "search", "کن": "", "کدام": "which", "نشان": "show", "بده": "", "لطفا": "please", "لطفاً": "please",
        "ሰላም": "", "እባክህ": "please", "እባክሽ": "please",
        // Hausa and Zulu.
        "kai": "", "nuna": "show", "nemo": "find", "ngicela": "please", "sawubona": "", "ngiyabonga": "", "bonisa": "show",
        "sula": "delete",
    ]
}
