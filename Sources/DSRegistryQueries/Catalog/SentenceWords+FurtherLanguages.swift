/// Hungarian, Czech, Romanian, Catalan, Afrikaans, Swiss German, Indonesian, Turkish, Finnish,
/// Vietnamese and Swahili mixed
/// into English, read as the other languages are (`SentenceWords+Languages.swift`): the words
/// of asking, searching, showing and changing, none that is also an English word or a particle
/// of another English ("di", "mi", "ada", "care", "sense", "sit", "die" stay as typed).
extension SentenceWords {
    /// "registry-ben", "issue-k", "verdict-jét": Hungarian's case endings, joined to an English
    /// word with a hyphen; the word is read without them.
    /// (Georgian's "registry-ში", "-ზე", "-დან": in, on, from, and Bengali's "Fiori-র": of, joined the same way.)
    static let hungarianEndings: Set<String> = ["ben", "ban", "nak", "nek", "t", "et", "ot", "k", "ek", "eket", "okat", "jét", "ját", "ről",
                                                "ról", "hoz", "hez", "val", "vel", "ből", "ból", "ként", "ig", "ba", "ში", "ზე", "დან", "র", "এর"]

    static let hungarianWords: [String: String] = [
        "melyik": "which", "melyek": "which", "hol": "where", "meddig": "how long", "mikor": "when", "keress": "search",
        "keresd": "search", "keresés": "search", "említik": "mentioned", "mutasd": "show", "listázd": "list", "töröld": "delete",
        "jelöld": "mark", "állítsd": "set", "változtasd": "change", "légyszi": "please", "kérlek": "please", "köszi": "",
        "nem": "not", "nincs": "no", "nincsenek": "no", "voltak": "were", "vannak": "are", "nyitva": "open", "nyitott": "open",
        "az": "the", "rá": "", "egy": "a", "csak": "only", "szót": "word", "komponensek": "components", "hónapja": "months",
    ]

    static let czechWords: [String: String] = [
        "které": "which", "který": "which", "jaké": "which", "kde": "where", "jak": "how", "dlouho": "long", "kdy": "when",
        "najdi": "find", "hledej": "search", "vyhledej": "search", "ukaž": "show", "ukažte": "show", "vypiš": "list",
        "smaž": "delete", "smažte": "delete", "změň": "change", "změňte": "change", "označ": "mark", "nastav": "set",
        "prosím": "please", "se": "", "všechno": "everything", "všechny": "all", "píše": "written", "typu": "of kind", "jsou": "are",
        "otevřené": "open", "zavřené": "closed", "počítáno": "counted", "tedy": "that is", "zhoršilo": "got worse",
        "zhoršily": "got worse", "něco": "something", "oproti": "since", "minulému": "previous", "minulé": "previous",
        "nemá": "has no", "nemají": "have no", "žádný": "no", "žádné": "no", "protějšek": "counterpart", "registru": "registry",
        "naopak": "vice versa", "komponenty": "components", "měsíců": "months",
    ]

    static let romanianWords: [String: String] = [
        "caută": "search", "cauta": "search", "găsește": "find", "arată": "show", "arata": "show", "șterge": "delete",
        "sterge": "delete", "schimbă": "change", "marchează": "mark", "rog": "please", "decis": "decided", "componentele": "components",
        "componente": "components", "nu": "not", "unde": "where", "cât": "how long", "deschise": "open", "închise": "closed",
    ]

    static let catalanWords: [String: String] = [
        "quins": "which", "quin": "which", "quina": "which", "apareix": "appears", "registre": "registry",
        "esborra": "delete", "canvia": "change", "plau": "", "més": "more", "menys": "less", "mesos": "months",
        "encara": "still", "tenen": "have", "oberts": "open", "obertes": "open", "tancats": "closed", "cerca": "search",
    ]

    static let afrikaansWords: [String: String] = [
        "soek": "search", "vir": "for", "wys": "show", "watter": "which", "nie": "not", "verwyder": "delete", "merk": "mark",
        "sedert": "since", "agteruit": "worse", "gegaan": "got", "enigiets": "anything", "asseblief": "please",
        "komponente": "components", "maande": "months",
    ]

    static let swissGermanWords: [String: String] = [
        "weli": "which", "welli": "which", "händ": "have", "hend": "have", "emene": "a", "nümme": "no longer", "worde": "been",
        "vorchunt": "appears", "säged": "say", "verschiedeni": "different", "sache": "things", "glich": "same", "niemert": "nobody",
        "agluegt": "looked at", "kei": "no", "jetzt": "now", "staht's": "stands", "allne": "all", "misst": "measures",
        "bunde": "bound", "im": "in the", "mer": "", "alles": "everything", "drin": "in it",
    ]

    static let indonesianWords: [String: String] = [
        "cari": "search", "carikan": "search", "tolong": "please", "hapus": "delete", "ubah": "change", "tandai": "mark",
        "tampilkan": "show", "apa": "what", "belum": "not yet", "sudah": "already", "tidak": "not", "komponen": "components",
        "dong": "", "yang": "", "terbuka": "open", "bulan": "months",
    ]

    static let finnishWords: [String: String] = [
        "etsi": "search", "etsikää": "search", "näytä": "show", "poista": "delete", "muuta": "change", "mitkä": "which",
        "missä": "where", "kiitos": "", "kiitti": "", "komponentit": "components", "avoimet": "open",
    ]

    static let vietnameseWords: [String: String] = [
        "nhé": "", "nha": "", "giúp": "please", "tìm": "search", "xóa": "delete", "đổi": "change", "những": "", "nào": "which",
    ]

    static let swahiliWords: [String: String] = [
        "tafuta": "search", "tafadhali": "please", "futa": "delete", "badilisha": "change", "zipi": "which", "onyesha": "show",
    ]

    static let turkishWords: [String: String] = [
        "hangi": "which", "göster": "show", "sil": "delete", "değiştir": "change", "lütfen": "please", "olan": "",
        "yok": "no", "bileşenler": "components", "açık": "open", "kapalı": "closed", "nerede": "where",
    ]
}
