/// Kyrgyz, Tajik (in Cyrillic and in Latin letters), Turkmen and Bashkir, Belarusian and
/// Macedonian (in Cyrillic and in Latin letters), mixed into English, read as the other languages
/// are (`SentenceWords+Languages.swift`): the words of asking, searching, showing and changing,
/// of lacking, of spans of time and of getting worse, none that is also an English word ("at",
/// "her", "bar", "go", "tap" stay as typed).
extension SentenceWords {
    static let steppeSlavicWords: [String: String] = [
        // Kyrgyz.
        "кайсылар": "which", "кайда": "where", "канча": "how many", "качан": "when", "эмне": "what", "көрсөт": "show", "көрсөткүлө": "show",
        "изде": "search", "издегиле": "search", "табыңыз": "find", "тап": "find", "жок": "no", "эч": "no", "кандай": "any", "басып": "pressing",
        "басканда": "pressing", "турганда": "", "визуалдык": "visual", "реакциясы": "feedback", "тартылбаган": "not drawn", "тобуна": "group",
        "тобу": "group", "азыр": "now", "кимдер": "who", "ким": "who", "кирет": "belongs", "статусу": "status", "менен": "with", "айдан": "months",
        "айлар": "months", "жума": "weeks", "жылдан": "years", "ашык": "over", "кайра": "again", "каралбаган": "not reviewed",
        "жылдын": "", "карата": "as of", "эсептегиле": "count", "деген": "", "сөздү": "word", "бардык": "all", "жерден": "places",
        "боюнча": "on", "ачык": "open", "барбы": "any", "абалы": "state", "абалда": "state", "компоненттерде": "components",
        "компоненттерди": "components", "өчүрүп": "delete", "жаңы": "new", "акыркы": "last", "мурунку": "previous", "начарлады": "got worse",
        "kaysy": "which", "jok": "no", "jubu": "pair", "bolgondor": "", "jana": "and", "teskerisi": "vice versa", "ortosunda": "between",
        "menen": "with", "bolup": "", "kalgan": "left", "komponentter": "components", "komponentterden": "components", "achyk": "open",
        "gana": "only", "korsot": "show", "көрсөткүлөчү": "show", "бир": "one", "эки": "two", "үч": "three", "беш": "five", "алты": "six",
        // Tajik.
        "lutfan": "please", "лутфан": "please", "nishon": "show", "нишон": "show", "deh": "", "деҳ": "", "hamai": "all", "ҳамаи": "all",
        "ҳама": "all", "кадом": "which", "кадомҳо": "which", "кадомҳоянд": "which", "kadom": "which", "мушкилоте": "issues", "мушкилот": "issues",
        "мушкилотҳо": "issues", "ҳанӯз": "still", "ҳал": "", "нашудаанд": "unresolved", "нашудааст": "unresolved", "чанд": "how many",
        "моҳ": "months", "ҳафта": "weeks", "сол": "years", "боз": "open", "овезон": "open", "мондаанд": "", "вақт": "long", "кушода": "open",
        "буданд": "", "марти": "march", "барои": "for", "ҳар": "each", "ҷо": "places", "ҷустуҷӯ": "search", "ёб": "find", "дар": "in",
        "ки": "that", "надоранд": "lack", "надорад": "lacks", "умуман": "at all", "вуҷуд": "exist", "ишора": "point", "мекунанд": "",
        "лозим": "need", "доранд": "", "чӣ": "what", "ҳол": "state", "дорад": "has", "bo": "with", "статуси": "status", "kuned": "",
        "komponentho": "components", "компонентҳо": "components", "токенҳо": "tokens", "токене": "token", "mekhohand": "need",
        "sokhta": "built", "shudaast": "", "chizho": "things",
        // Turkmen.
        "haýsy": "which", "haýsylar": "which", "nirede": "where", "näme": "what", "näçe": "how many", "näçesi": "how many",
        "görkez": "show", "görkeziň": "show", "gözle": "search", "gözläň": "search", "tapyň": "find", "entek": "yet", "edilmedik": "not",
        "barlanmadyk": "not reviewed", "täzeden": "again", "çärýek": "quarter", "çärýekden": "quarters", "bäri": "", "ýyl": "years",
        "ýyldan": "years", "hepde": "weeks", "komponentler": "components", "komponentlere": "components", "komponentde": "component",
        "üçin": "for", "faýlynda": "file", "faýly": "file", "importdan": "import", "beýlekisine": "to the next", "üýtgedi": "changed",
        "olar": "they", "kombinasiýa": "combinations", "berýär": "give", "hakykatdan": "actually", "gurlan": "built", "täze": "new",
        "bermek": "", "maslahat": "recommended", "berildi": "", "dizaýndan": "design", "koda": "code", "baglanyşyk": "link",
        "ulgamda": "system", "ulgam": "system", "ulgamynda": "system", "göterim": "percent", "taýýar": "ready", "soňky": "last",
        "barlag": "review", "boýunça": "on", "sözi": "word", "geçýär": "appears", "diýip": "", "ýazylan": "written", "ýerleri": "places",
        "iki": "two", "üç": "three", "dört": "four", "alty": "six", "ýedi": "seven", "dokuz": "nine", "yza": "back", "gaýdan": "went", "barmy": "any", "bolan": "with", "ýok": "no", "iň": "", "haýsylary": "which",
        // Bashkir.
        "ниндәй": "which", "ҡайҙа": "where", "күпме": "how many", "күрһәт": "show", "күрһәтегеҙ": "show", "эҙлә": "search", "табығыҙ": "find",
        "тураһында": "about", "менән": "with", "беҙҙең": "our", "реестр": "registry", "төрлө": "different", "нәмә": "things",
        "һөйләй": "say", "төҫтәр": "colors", "тура": "directly", "яҙылған": "written", "исемле": "named", "ҡиммәткә": "value",
        "бәйләнмәгән": "not bound", "йылдан": "years", "ашыу": "over", "яңынан": "again", "баһаланмаған": "not assessed",
        "компоненттар": "components", "бөтә": "all", "ерҙә": "places", "бәйле": "depends", "өсөн": "for", "бармы": "any", "буйынса": "on",
        "булғандар": "", "кем": "who", "бер": "one", "нисек": "how", "һуңғы": "last", "аҙна": "weeks",
        // Belarusian.
        "якія": "which", "які": "which", "якая": "which", "дзе": "where", "колькі": "how many", "хто": "who", "пакажы": "show",
        "пакажыце": "show", "знайдзі": "find", "шукай": "search", "кампаненты": "components", "кампанентаў": "components",
        "пераацэньваліся": "reassessed", "больш": "more", "шэсць": "six", "тыдняў": "weeks", "тыдні": "weeks", "месяцаў": "months",
        "гадоў": "years", "адна": "one", "тая": "the", "роля": "role", "мае": "has", "розныя": "different", "памеры": "sizes",
        "розных": "different", "варыянтах": "variants", "ці": "or", "раздзелах": "sections", "ўвогуле": "", "згадваецца": "mentioned",
        "калі": "", "ласка": "please", "спіс": "list", "яшчэ": "still", "разу": "", "праходзіў": "", "ні": "never", "рэўю": "review", "усе": "all",
        "закрый": "close", "зроблена": "done", "крытэрый": "criterion", "трэба": "need", "стала": "became", "нешта": "something",
        "горш": "worse", "паміж": "between", "апошняй": "last", "папярэдняй": "previous", "ацэнкай": "assessment", "pakažy": "show",
        "dlia": "for", "kryteryj": "criterion", "statusam": "status",
        // Macedonian.
        "кои": "which", "каде": "where", "колку": "how", "покажи": "show", "барај": "search", "насекаде": "everywhere", "најди": "find",
        "делови": "parts", "компонентите": "components", "компоненти": "components", "покажуваат": "point", "постои": "exist",
        "остана": "remained", "само": "only", "долго": "long", "стоеја": "stayed open", "сметано": "counting", "први": "first",
        "ноември": "november", "користи": "used", "сите": "all", "немаат": "lack", "нема": "lacks", "состојба": "state", "според": "according to",
        "последната": "the last", "проценка": "assessment", "иконите": "icons", "препораки": "recommendations",
        "преименувај": "rename", "ako": "if", "smenam": "change", "skrsi": "break", "nagore": "upstream", "preporaki": "recommendations",
        "pokazi": "show", "komponenti": "components", "koi": "which", "sto": "what", "kade": "where", "barai": "search",
    ]
}
