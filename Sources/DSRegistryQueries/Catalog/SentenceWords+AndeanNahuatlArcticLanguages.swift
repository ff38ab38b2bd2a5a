/// Aymara, Nahuatl (Classical and modern spellings), Ladino (Judeo-Spanish, in Latin letters and
/// in Hebrew letters as its words are commonly written: "קואלו" is "kualo"), Northern Sami (with
/// and without its marks) and Greenlandic (Kalaallisut), mixed into English, read as the other
/// languages are (`SentenceWords+Languages.swift`): greetings, thanks and yes go ("Kamisaki",
/// "Niltze", "tlazohcamati", "mersi", "Bures", "giitu", "Aluu", "qujanaq", "aap"), and the words
/// of asking, searching, showing and listing, of having and lacking, of open and closed, of
/// depending and using, of spans of time and the registry's nouns are read as English. None is
/// also an English word, another language's word with another meaning, or a name: Aymara "maya"
/// (one; a name), Nahuatl "can" (where), "akin" (who), "quen" (how; Galician's "who"), Ladino
/// "ken" (who), "sin" (without), "saver" (to know), "kon" (with; Gujarati's "which"), "kada"
/// (each; Croatian's "when") and "ay" (there is; Azerbaijani's "months"), Sami "mat" (what), "lea"
/// (is), "in", "it" and "ii" (not; Japanese "ii" is good), "okta" (one; the sign-in service) and
/// "dal" (now, without its mark; a word of Hindi, Dutch and Hungarian) stay as typed or as read.
extension SentenceWords {
    static let andeanNahuatlArcticWords: [String: String] = aymaraWords.merging(nahuatlWords) { first, _ in first }
        .merging(ladinoWords) { first, _ in first }.merging(northernSamiWords) { first, _ in first }
        .merging(greenlandicWords) { first, _ in first }

    static let aymaraWords: [String: String] = [
        // Greetings and thanks.
        "kamisaki": "", "kamisaraki": "", "waliki": "", "walikiwa": "", "jallalla": "", "yuspagara": "", "yuspajara": "",
        "yuspagarapan": "", "yuspajarapan": "", "jikisiñkama": "", "jikisinkama": "", "urukipana": "", "urukïpana": "",
        // Question words.
        "kuna": "what", "kunasa": "what", "kunas": "what", "kawki": "where", "kawkinsa": "where", "kawkisa": "where",
        "kawkïri": "which", "kawkiri": "which", "kawkïrisa": "which", "kawkirisa": "which", "khiti": "who", "khitisa": "who",
        "khitinaka": "who", "qawqha": "how many", "qhawqha": "how many", "qawqhasa": "how many", "kunapacha": "when",
        "kunapachasa": "when", "kunjamsa": "how", "kunjama": "how", "kunata": "why",
        // Showing, searching, finding.
        "uñacht'ayita": "show me", "unachtayita": "show me", "uñacht'ayma": "show", "unachtayma": "show", "uñacht'aya": "show",
        "unachtaya": "show", "thaqhma": "search", "thaqma": "search", "thaqhaña": "search", "thaqaña": "search",
        "thaqhana": "search", "jikxatma": "find", "jikxataña": "find", "jikxatana": "find",
        // Yes and no, having and lacking, open and closed, using.
        "jisa": "", "jïsa": "", "janiwa": "no", "janiw": "not", "jani": "not", "utji": "has", "utjiwa": "has", "utjiti": "any",
        "utjkiti": "", "jist'arata": "open", "jistarata": "open", "jist'antata": "closed", "jistantata": "closed",
        "apnaqi": "uses", "apnaqapxi": "use", "apnaqaña": "use", "apnaqata": "used", "taqi": "all", "taqpacha": "all",
        // Time.
        "uru": "day", "urunaka": "days", "simana": "week", "simananaka": "weeks", "phaxsi": "month", "phaxsinaka": "months",
        "mara": "year", "maranaka": "years", "nayra": "old", "jichha": "now", "jichhüru": "today", "jichhuru": "today",
        "paya": "two", "kimsa": "three", "pusi": "four", "phisqa": "five", "suxta": "six", "paqallqu": "seven", "tunka": "ten",
    ]

    static let nahuatlWords: [String: String] = [
        // Greetings and thanks.
        "niltze": "", "niltse": "", "pialli": "", "tlazohcamati": "", "tlazocamati": "", "tlazohkamati": "", "tlasohkamati": "",
        "tlaskamati": "", "tlazcamati": "", "tinemi": "",
        // Question words.
        "tlen": "what", "tleh": "what", "catlehhuatl": "which", "catlehuatl": "which", "katlehuatl": "which", "katli": "which",
        "canin": "where", "kanin": "where", "campa": "where", "kampa": "where", "aquin": "who", "ahquin": "who",
        "aquique": "who", "quezqui": "how many", "quexquich": "how many", "keski": "how many", "kesqui": "how many",
        "quemman": "when", "queman": "when", "keman": "when", "kemman": "when", "quenin": "how", "kenin": "how",
        "tleica": "why", "tleika": "why",
        // Showing, searching, finding.
        "xinechititi": "show me", "xiquititi": "show", "xikititi": "show", "xictemo": "search", "xiktemo": "search",
        "xictemoa": "search", "xiktemoa": "search", "temoa": "search", "xicnexti": "find", "xiknexti": "find",
        // Yes and no, having and lacking, open and closed, using.
        "quemah": "", "kema": "", "kemaj": "", "ahmo": "not", "amo": "not", "ahtle": "nothing", "atle": "nothing",
        "oncah": "", "onkah": "", "onka": "", "quipia": "has", "kipia": "has", "quipiah": "have", "kipiah": "have",
        "tlapouhqui": "open", "tlapohtoc": "open", "tlapohtok": "open", "tzauhqui": "closed", "tzauctoc": "closed",
        "tsakutok": "closed", "quitequihuia": "uses", "kitekiuia": "uses", "quitequihuiah": "use", "kitekiuiah": "use",
        "mochi": "all", "mochin": "all", "nochi": "all", "nochin": "all", "ihuan": "and", "iwan": "and", "ipan": "in",
        "noso": "or", "nozo": "or",
        // Time and nouns.
        "xihuitl": "year", "xiuitl": "year", "xiuhtin": "years", "metztli": "month", "mestli": "month", "ilhuitl": "day",
        "axcan": "now", "axkan": "now", "yancuic": "new", "yankuik": "new", "huehue": "old", "cenyeliztli": "family",
        "ome": "two", "yei": "three", "eyi": "three", "nahui": "four", "naui": "four", "macuilli": "five", "makuilli": "five",
        "chicuace": "six", "chikuase": "six",
    ]

    static let ladinoWords: [String: String] = [
        // Greetings and thanks.
        "shalom": "", "mersi": "", "grasias": "", "kero": "",
        // Question words.
        "kualo": "what", "kual": "which", "kualos": "which", "kualas": "which", "ande": "where", "adonde": "where",
        "kuantos": "how many", "kuantas": "how many", "kuanto": "how much", "kuando": "when", "komo": "how", "porke": "why",
        // Showing, searching, finding.
        "amostra": "show", "amostrame": "show me", "mostra": "show", "mostrame": "show me", "bushka": "search",
        "bushkame": "search", "bushkar": "search", "topa": "find", "topame": "find", "topar": "find",
        // Having and lacking, open and closed, depending and using.
        "tyene": "has", "tyenen": "have", "manka": "lacks", "mankan": "lack", "avierto": "open", "aviertos": "open",
        "avierta": "open", "aviertas": "open", "serrado": "closed", "serrados": "closed", "serrada": "closed",
        "serradas": "closed", "depende": "depends", "dependen": "depend", "uza": "uses", "uzan": "use", "uzar": "use",
        "agora": "now",
        // Time and nouns.
        "mez": "month", "mezes": "months", "anyo": "year", "anyos": "years", "dezde": "since", "viejo": "old", "vieja": "old",
        "viejos": "old", "vyejo": "old", "problema": "issue", "problemas": "issues", "famiya": "family", "estado": "state",
        "estados": "states", "plataforma": "platform", "plataformas": "platforms", "komponentes": "components",
        // In Hebrew letters.
        "קואלו": "what", "קואל": "which", "אונדי": "where", "אנדי": "where", "קואנטוס": "how many", "קואנדו": "when",
        "קומו": "how", "מוסטרה": "show", "בושקה": "search", "מירסי": "", "שלום": "",
    ]

    /// Two words read as one (`wordPairs`): Ladino's "ay" (there is) after a word of asking
    /// ("kualo ay …": what is there), where "ay" alone is Azerbaijani's "months"; a Greenlandic
    /// span and the number after it, as English orders them ("qaammatit pingasut": three months).
    static let andeanArcticWordPairs: [String: String] = {
        var pairs = ["kualo ay": "what", "קואלו ay": "what", "ande ay": "where", "onde ay": "where", "kuantos ay": "how many",
                     "kuantas ay": "how many"]
        for span in ["qaammat", "qaammatit", "qaammatini", "ukioq", "ukiut", "ukiuni", "akunnera", "akunneri", "ulloq", "ullut"] {
            for number in ["ataaseq", "marluk", "pingasut", "sisamat", "tallimat", "arfinillit"] {
                pairs[span + " " + number] = [greenlandicWords[number], greenlandicWords[span]].compactMap { $0 }.joined(separator: " ")
            }
        }
        return pairs
    }()

    static let northernSamiWords: [String: String] = withMonths([
        // Greetings and thanks.
        "bures": "", "buorre": "", "beaivi": "", "iđit": "", "idit": "", "eahket": "", "giitu": "", "giittus": "", "dearvva": "",
        "dearvvuođat": "", "dearvvuodat": "", "leage": "",
        // Question words.
        "mii": "what", "makkár": "which", "makkar": "which", "makkárat": "which", "guhte": "which", "guhtemuš": "which",
        "guđe": "which", "gude": "which", "gos": "where", "gosa": "where", "gii": "who", "geat": "who", "galle": "how many",
        "goas": "when", "movt": "how", "manne": "why",
        // Showing, searching, finding, listing.
        "čájet": "show", "cajet": "show", "čájehit": "show", "cajehit": "show", "munnje": "me", "oza": "search", "ohcat": "search",
        "gávnna": "find", "gavnna": "find", "gávdnat": "find", "gavdnat": "find", "listu": "list", "logahallat": "list",
        // Yes and no, having and lacking, open and closed, depending and using.
        "juo": "", "eai": "not", "váilu": "lacks", "vailu": "lacks", "váilot": "lack", "vailot": "lack",
        "rabas": "open", "gitta": "closed", "čoavdojuvvon": "resolved", "coavdojuvvon": "resolved",
        "sorjá": "depends", "sorjavaš": "dependent", "geavaha": "uses", "geavahit": "use",
        "geavahuvvo": "used", "geavahuvvon": "used", "buot": "all", "juohke": "each", "dahje": "or",
        // Time and nouns.
        "vahkku": "week", "vahku": "weeks", "vahkut": "weeks", "mánnu": "month", "mánu": "months",
        "mánut": "months", "jahki": "year", "jagi": "years", "jagit": "years", "rájes": "since", "rajes": "since",
        "áigi": "ago", "aigi": "ago", "boaris": "old", "boares": "old", "dál": "now", "odne": "today", "ođđa": "new",
        "komponeanta": "component", "komponeantta": "component", "komponeanttat": "components", "váttisvuohta": "issue",
        "váttisvuođat": "issues", "čuolbma": "issue", "čuolmmat": "issues", "dilli": "state", "árvvoštallan": "assessment",
        "arvvostallan": "assessment", "árvvoštallojuvvon": "assessed", "arvvostallojuvvon": "assessed", "bearaš": "family",
        "bearas": "family", "guokte": "two", "golbma": "three", "njeallje": "four", "vihtta": "five",
        "guhtta": "six", "čieža": "seven", "gávcci": "eight", "ovcci": "nine", "logi": "ten",
    ], months: ["ođđajagemánnu", "guovvamánnu", "njukčamánnu", "cuoŋománnu", "miessemánnu", "geassemánnu", "suoidnemánnu",
                "borgemánnu", "čakčamánnu", "golggotmánnu", "skábmamánnu", "juovlamánnu"])

    static let greenlandicWords: [String: String] = [
        // Greetings and thanks.
        "aluu": "", "haluu": "", "qujanaq": "", "qujanarsuaq": "", "inuulluarit": "", "ajunngilaq": "",
        // Question words.
        "suna": "what", "sunaana": "what", "sorleq": "which", "sorliit": "which", "sumi": "where", "sumiippa": "where",
        "kina": "who", "kikkut": "who", "qassit": "how many", "qaqugu": "when", "qanga": "when", "qanoq": "how", "sooq": "why",
        // Showing, searching, finding.
        "takutiguk": "show", "takutikkit": "show", "takutissinnga": "show me", "ujaruk": "search", "ujarlerit": "search",
        "nassaaruk": "find",
        // Yes and no, having and lacking, open and closed, using.
        "aap": "", "naamik": "no", "naagga": "no", "peqarpoq": "has", "peqanngilaq": "lacking", "amigaatigaa": "lacks",
        "amigaatigaat": "lack", "ammasoq": "open", "ammasut": "open", "matoqqasoq": "closed", "matoqqasut": "closed",
        "matusimasoq": "closed", "atorpaa": "uses", "atorpaat": "use", "atorneqartoq": "used", "tamarmik": "all", "tamaasa": "all",
        "aamma": "and",
        // Time and nouns.
        "sapaatip": "", "akunnera": "week", "akunneri": "weeks", "qaammat": "month", "qaammatit": "months",
        "qaammatini": "months", "ukioq": "year", "ukiut": "years", "ukiuni": "years", "ulloq": "day", "ullut": "days",
        "ullumi": "today", "siornatigut": "ago", "maanna": "now", "utoqqaq": "old", "pisoqaq": "old", "nutaaq": "new",
        "kingulleq": "last", "ajornartorsiut": "issue", "ajornartorsiutit": "issues", "ilaqutariit": "family",
        "ataaseq": "one", "marluk": "two", "pingasut": "three", "sisamat": "four", "tallimat": "five", "arfinillit": "six",
    ]
}
