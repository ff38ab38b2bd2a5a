/// Norwegian, Danish, Swedish, Slovak, Estonian, Croatian and Serbian, Bulgarian, Russian and
/// Ukrainian, Māori and Yoruba mixed into English, read as the other languages are
/// (`SentenceWords+Languages.swift`): the words of asking, searching, showing and changing, none
/// that is also an English word ("alt", "vis", "visa", "er", "mis", "ma", "o" stay as typed),
/// nor one a language read earlier reads otherwise ("sa", "se", "de").
extension SentenceWords {
    static let scandinavianWords: [String: String] = [
        // Norwegian and Danish.
        "hei": "", "hej": "", "takk": "", "tak": "", "hvilke": "which", "hvilken": "which", "hvilket": "which", "hva": "what", "hvad": "what",
        "hvem": "who", "hvor": "where", "hvorfor": "why", "lenge": "long", "længe": "long", "komponenter": "components",
        "komponentene": "the components", "komponenterne": "the components", "også": "also", "ingen": "nobody", "har": "has",
        "aldri": "never", "aldrig": "never", "ikke": "not", "fikse": "fix", "fikset": "fixed", "nevner": "mentions",
        "nævner": "mentions", "problemer": "problems", "problemene": "the problems", "problemerne": "the problems",
        "designerne": "the designers", "siden": "since", "sist": "last", "sidst": "last", "søk": "search", "søg": "search",
        "finn": "find", "efter": "for", "etter": "for", "hele": "whole", "nogensinde": "ever", "noensinne": "ever", "åpne": "open",
        "åbne": "open", "lukkede": "closed", "lukket": "closed", "endret": "changed", "ændret": "changed",
        "slett": "delete", "slet": "delete", "endre": "change", "ændre": "change", "ændr": "change", "takket": "",
        // Swedish.
        "vilka": "which", "vilken": "which", "hitta": "find", "sök": "search", "inte": "not", "öppna": "open", "stängda": "closed",
        "komponenterna": "the components", "ändra": "change",
    ]

    static let slovakEstonianWords: [String: String] = [
        // Slovak.
        "čo": "what", "zmenilo": "changed", "zmenili": "changed", "zaujíma": "", "vlastne": "", "nájdi": "find", "hľadaj": "search",
        "všetko": "everything", "ktoré": "which", "ktorý": "which", "ktorá": "which", "ukáž": "show", "zmaž": "delete", "zmeň": "change",
        "prosím": "please", "ďakujem": "", "komponenty": "components",
        // Estonian.
        "otsi": "search", "palun": "please", "tere": "", "aitäh": "", "millised": "which", "milline": "which", "kus": "where",
        "näita": "show", "kustuta": "delete", "muuda": "change",
        // Māori and Yoruba.
        "kimihia": "search", "tēnā": "", "koe": "", "ẹ": "", "jọ̀ọ́": "",
    ]

    static let southSlavicWords: [String: String] = [
        "koje": "which", "koji": "which", "koja": "which", "koliko": "how", "dugo": "long", "pretraži": "search", "pretrazi": "search",
        "promijeni": "change", "promeni": "change", "obriši": "delete", "obrisi": "delete", "izbriši": "delete", "nađi": "find",
        "nadji": "find", "pokaži": "show", "pokazi": "show", "molim": "please", "gdje": "where", "gde": "where", "što": "what",
        "šta": "what", "nisu": "are not", "nema": "no", "otvorene": "open", "otvoreni": "open", "zatvorene": "closed", "bre": "",
        "komponente": "components", "hvala": "",
    ]

    static let cyrillicWords: [String: String] = [
        // Bulgarian and Serbian.
        "сложи": "set", "моля": "please", "търси": "search", "колко": "how much", "струва": "costs", "бе": "", "кои": "which",
        "покажи": "show", "изтрий": "delete", "промени": "change", "къде": "where", "критерии": "criteria", "регресии": "regressions",
        "компоненти": "components", "отворени": "open", "затворени": "closed", "които": "which", "нямат": "lack", "няма": "no",
        "које": "which", "претражи": "search", "колико": "how much", "хвала": "",
        // Russian.
        "какие": "which", "найди": "find", "поиск": "search", "ищи": "search", "удали": "delete", "измени": "change",
        "пожалуйста": "please", "где": "where", "сколько": "how much", "компоненты": "components", "открытые": "open",
        "спасибо": "", "нет": "no",
        // Ukrainian.
        "як": "how", "зробити": "to make", "які": "which", "знайди": "find", "видали": "delete", "зміни": "change", "будь": "",
        "ласка": "please", "де": "where", "дякую": "",
    ]
}
