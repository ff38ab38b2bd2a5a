/// Tatar and Uyghur (in Cyrillic, Arabic and Latin letters), Chechen, Sindhi and Assamese, mixed
/// into English, read as the other languages are (`SentenceWords+Languages.swift`): the words of
/// asking, searching, showing and changing, of lacking and of time, none that is also an English
/// word ("nai", "sin" stay as typed).
extension SentenceWords {
    static let turkicCaucasianSindhiWords: [String: String] = [
        // Tatar.
        "күрсәт": "show", "күрсәтегез": "show", "әле": "", "зинһар": "please", "ачык": "open", "кайсы": "which", "кайсылар": "which",
        "исемлеген": "list", "исемлек": "list", "критерийлар": "criteria", "төрендәге": "kind", "соңгы": "last", "бәяләүдә": "assessment",
        "бәяләү": "assessment", "начаррак": "worse", "буенча": "on", "белән": "with", "килми": "disagree", "кабат": "again",
        "тикшерелмәгән": "not reviewed", "ике": "two", "квартал": "quarters", "бөтен": "whole", "эзлә": "search", "реестрдан": "registry",
        "компонентлар": "components", "kemnär": "who", "watıla": "break", "üzgärtsäm": "if we change",
        // Uyghur.
        "boyiche": "on", "aldinqi": "previous", "versiyedin": "version", "kéyin": "after", "chüshüp": "dropped", "barmu": "any",
        "qilinmighan": "unresolved", "mesililer": "issues", "mesile": "issue", "qanchilik": "how", "waqittin": "long", "béri": "",
        "aydin": "months", "üch": "three", "qayta": "again", "bahalanmighan": "not assessed", "komponentlar": "components", "yéngi": "new",
        "yil": "year", "kanche": "how", "ikki": "two", "söz": "word", "nede": "where", "izde": "search", "yépip": "close", "boldi": "",
        "ئۈچۈن": "for", "ئاخىرقى": "last", "ئىككى": "two", "ئارىسىدا": "between", "نېمە": "what", "ئۆزگەردى": "changed",
        // Chechen.
        "тӀехь": "on", "охьа": "down", "деана": "went", "юй": "", "дуьстича": "compared", "хьахийна": "mentioned", "меттигаш": "places",
        "лаха": "find", "муха": "how", "нисдо": "fix", "исс": "nine", "беттал": "months", "сов": "over", "доцу": "without",
        // Sindhi.
        "۾": "in", "جا": "", "ڪهڙا": "which", "ڪهڙو": "which", "نٿا": "not", "ملن": "match", "الٽو": "reverse", "اندر": "inside",
        "ڇا": "what", "استعمال": "uses", "ٿو": "", "سڄو": "whole", "هيٺ": "down", "تائين": "", "گهرجن": "need", "مطابق": "",
        "ڪيترو": "how", "وقت": "long", "کليل": "open", "رهيا": "", "لفظ": "word", "ڪٿي": "where", "آيو": "", "آهي": "",
        "ڳوليو": "search", "ڏيکار": "show", "وارا": "", "سان": "with", "جي": "of",
        // Assamese.
        "প্ৰতিটো": "each", "কিমান": "how many", "আছে": "", "বনোৱা": "built", "কথাটো": "word", "বিচাৰি": "search", "দিয়া": "",
        "হিচাপত": "as of", "পুৰণি": "older", "থকা": "with", "kunbur": "which", "ekhono": "still", "kewol": "only", "kunu": "any",
    ]
}
