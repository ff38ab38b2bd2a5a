/// Kazakh, Uzbek, Azerbaijani and Kurdish, Pashto, Sinhala (in its script and in Latin
/// letters), Lao, Haitian Creole, Quechua and Somali, and the words of asking politely of
/// Malagasy, Samoan, Tongan, Hawaiian, Fijian and Igbo, mixed into English, read as the other
/// languages are (`SentenceWords+Languages.swift`): the words of asking, searching, showing and
/// changing, of lacking and of spans of time, none that is also an English word ("bar", "top",
/// "oy", "kom" stay as typed).
extension SentenceWords {
    static let turkicWords: [String: String] = [
        // Kazakh.
        "қандай": "which", "қай": "which", "қайсы": "which", "қайда": "where", "қанша": "how many", "компоненттер": "components",
        "компоненттерді": "components", "тап": "find", "ізде": "search", "көрсет": "show", "өшір": "delete", "өзгерт": "change",
        "өтінемін": "please", "рахмет": "", "жоқ": "no", "екі": "two", "үш": "three", "төрт": "four", "бес": "five", "алты": "six",
        "жеті": "seven", "сегіз": "eight", "тоғыз": "nine", "ай": "months", "апта": "weeks", "тоқсан": "quarters", "жыл": "years",
        "бойы": "for", "бағаланбаған": "not reassessed", "қайта": "", "ешкім": "nobody", "қарамаған": "reviewed", "өлшемдер": "criteria",
        "бойынша": "by", "соңғы": "last", "өзгерді": "changed", "үшін": "for", "және": "and", "сөзі": "word",
        // Uzbek.
        "qaysi": "which", "qaysilar": "which", "qayerda": "where", "qayerlarda": "where", "qancha": "how many", "nima": "what",
        "komponentlar": "components", "komponentlarni": "components", "qidir": "search", "qidiring": "search", "toping": "find",
        "iltimos": "please", "rahmat": "", "ikki": "two", "uch": "three", "besh": "five", "olti": "six", "yetti": "seven",
        "sakkiz": "eight", "hafta": "weeks", "yil": "years", "oxirgi": "last", "ichida": "in", "uchun": "for", "tokenlar": "tokens",
        "hamma": "all", "joydan": "anywhere", "uchraydi": "appears",
        // Azerbaijani.
        "hansı": "which", "hansi": "which", "harada": "where", "göstər": "show", "axtar": "search", "sil": "delete",
        "dəyişdir": "change", "zəhmət": "please", "olmasa": "", "təşəkkürlər": "", "komponentlər": "components", "yoxdur": "lacks",
        // Kurdish (Kurmanji and Sorani).
        "kîjan": "which", "kijan": "which", "kîjanê": "which", "li": "in", "kû": "where", "nîşan": "show", "bigere": "search",
        "lêgerîn": "search", "ji": "from", "kerema": "please", "xwe": "", "کام": "which", "پیشان": "show",
    ]

    static let southAsianLaoWords: [String: String] = [
        // Pashto.
        "کوم": "which", "کومو": "which", "چیرته": "where", "چېرته": "where", "په": "in", "کې": "", "لا": "still", "تر": "", "اوسه": "",
        "نه": "not", "دي": "", "شوي": "", "شوی": "", "ذکر": "mentioned", "یې": "", "مهرباني": "please", "مننه": "",
        "میاشتې": "months", "څلور": "four", "د": "", "هغه": "the", "چې": "that", "یوازې": "only", "وړاندې": "proposed",
        "پرتله": "compared", "خراب": "worse", "بند": "close",
        // Sinhala.
        "එකේ": "in", "නැති": "lacking", "ඒවත්": "", "එක්ක": "with", "හොයන්න": "search", "සොයන්න": "search", "පෙන්වන්න": "show",
        "කොහෙද": "where", "මොනවද": "what", "කරුණාකර": "please", "ස්තූතියි": "", "ගැන": "about", "ලියලා": "written", "තියෙන": "",
        "තැන්": "places",
        // Sinhala in Latin letters.
        "kiyana": "called", "koheda": "where", "thiyenne": "", "mokakda": "what", "monawada": "which", "hoyanna": "search",
        "pennanna": "show", "nathi": "lacking", "eka": "", "ekata": "", "thiyenawada": "", "kiyada": "how many", "wadiya": "more than",
        // Lao.
        "ຊອກຫາ": "search", "ຢູ່ໃສ": "where", "ໃສ": "where", "ອັນໃດ": "which", "ໃດ": "which", "ສະແດງ": "show", "ລຶບ": "delete",
        "ປ່ຽນ": "change", "ກະລຸນາ": "please", "ຂອບໃຈ": "", "ບໍ່ມີ": "lacking", "ໂດຍບໍ່ມີ": "without", "ສີ": "colour",
    ]

    static let creoleQuechuaSomaliWords: [String: String] = [
        // Haitian Creole.
        "kisa": "what", "kiyès": "which", "kiyes": "which", "kibò": "where", "kote": "where", "nenpòt": "anywhere", "chèche": "search",
        "jwenn": "find", "montre": "show", "efase": "delete", "chanje": "change", "souple": "please", "mèsi": "", "pa": "not",
        // Quechua.
        "maykuna": "which", "mayqin": "which", "maypi": "where", "imataq": "what", "rikuchiway": "show me", "maskay": "search",
        "maskaway": "search", "ama": "", "hina": "", "kaspa": "", "sulpayki": "", "añay": "", "allichu": "please",
        // Somali.
        "fadlan": "please", "mahadsanid": "", "kuwee": "which", "kee": "which", "xaggee": "where", "halkee": "where", "muuji": "show",
        "raadi": "search", "tirtir": "delete", "beddel": "change",
        // Malagasy, Samoan and Tongan, Hawaiian, Fijian, Igbo: please, greetings and thanks.
        "azafady": "please", "misaotra": "", "salama": "", "faamolemole": "please", "fakamolemole": "please", "kātaki": "please",
        "kataki": "please", "talofa": "", "mālō": "", "oluolu": "please", "ʻoluʻolu": "please", "mahalo": "", "kerekere": "please",
        "vinaka": "", "bula": "", "biko": "please", "daalụ": "", "ndewo": "",
    ]
}
