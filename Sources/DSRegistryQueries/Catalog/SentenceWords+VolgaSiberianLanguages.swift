/// Uyghur (in Arabic and in Latin letters), Chuvash, Sakha (Yakut), Karakalpak and Crimean Tatar,
/// mixed into English, read as the other languages are (`SentenceWords+Languages.swift`): the
/// words of asking, searching, showing and changing, of having and lacking, of open and closed,
/// of depending and using, of spans of time and of getting worse, and the registry's nouns with
/// their case endings, none that is also an English word ("bar", "tap", "on", "ret", "sap" stay
/// as typed or as read). Uyghur words already read with Tatar's (`turkicCaucasianSindhiWords`)
/// and Uzbek's (`turkicWords`) are not repeated here. The case endings these languages join to
/// an English word with a hyphen ("Section Header-ӑн", "iOS-ка", "Figma-ҕа", "Button-ǵa",
/// "android-دا") are `volgaSiberianEndings`: read as a preposition or dropped.
extension SentenceWords {
    static let volgaSiberianWords: [String: String] = [
        // Uyghur (Latin letters, with and without its marks).
        "qaysisi": "which", "qaysiliri": "which", "néme": "what", "nime": "what", "némini": "what", "nimini": "what",
        "qeyerde": "where", "qeyerlerde": "where", "qeyerdin": "where", "qanche": "how many", "qanchisi": "how many",
        "nechche": "how many", "qachan": "when", "qandaq": "how", "körset": "show", "körsitip": "show", "körsitidu": "points to", "körsiting": "show",
        "körsetkin": "show", "korsiting": "show", "körsitiñ": "show", "izdep": "search", "izdeng": "search", "izdigin": "search",
        "izdeñ": "search", "tépip": "find", "tepip": "find", "tépiñ": "find", "béring": "", "bering": "", "bérip": "",
        "tizimlik": "list", "tizimi": "list", "tizimini": "list", "özgert": "change", "özgertiwet": "change",
        "özgertiwéting": "change", "özgerting": "change", "öchür": "delete", "öchürüwet": "delete", "öchürüwéting": "delete",
        "öchürüng": "delete", "yépiwet": "close", "yépiwéting": "close", "yéping": "close", "belgilep": "mark", "belgileng": "mark",
        "qilip": "as", "qilinghan": "", "qilingan": "", "qilindi": "", "bolghan": "", "bolmighan": "not", "yoq": "lacking",
        "yoqmu": "lacking", "ochuq": "open", "échiq": "open", "échilghan": "opened", "yépiq": "closed", "yépilghan": "closed",
        "yépilghuche": "closed", "hel": "resolved", "tewsiye": "recommendation", "tewsiyeler": "recommendations",
        "tewsiyelerni": "recommendations", "tewsiyini": "recommendation", "teklip": "proposed", "tayinidu": "depends",
        "tayinidighan": "depending", "baghliq": "dependent", "ishlitidu": "uses", "ishlitidighan": "using", "ishletken": "used",
        "ishlitilgen": "used", "ichide": "in", "ichidiki": "in", "hepte": "weeks", "heptidin": "weeks", "yildin": "years",
        "yérim": "half a", "pesil": "quarters", "pesildin": "quarters", "töt": "four", "alte": "six", "yette": "seven",
        "toqquz": "nine", "artuq": "more than", "köprek": "more than", "ötti": "passed", "ilgiriki": "previous",
        "axirqi": "last", "ahirqi": "last", "nacharlashqan": "got worse", "nacharlashti": "got worse", "nachar": "worse",
        "töwenligen": "dropped", "chüshken": "dropped", "héch": "no", "hech": "no", "héchkim": "nobody", "héchqachan": "never",
        "téxi": "still", "bügün": "today", "tépilghandin": "since opened", "tartip": "", "tehi": "still", "bahalimighan": "not assessed", "bahalanmidi": "not assessed", "bahalash": "assessment",
        "bahalashta": "assessment", "komponént": "component", "komponéntlar": "components", "komponentlarda": "components",
        "komponéntlarni": "components", "tokén": "token", "tokénlar": "tokens", "tokénining": "token", "tokenlarni": "tokens",
        "mesililerni": "issues", "mesilisi": "issue", "ölchem": "criterion", "ölchemler": "criteria", "ölchimi": "criterion",
        "xasliq": "property", "xasliqlar": "properties", "isim": "name", "ismi": "name", "isimliri": "names", "reng": "colour",
        "renglar": "colours", "kodi": "code", "kodqa": "code", "ulash": "connect", "ulanghan": "connected",
        "ulanmighan": "not connected", "perq": "difference", "perqi": "difference", "perqler": "differences", "halet": "state",
        "haleti": "state", "halitidiki": "state", "yaki": "or", "bilen": "with", "toghrisida": "about", "toghrisidiki": "about",
        "heqqide": "about", "eksiche": "vice versa", "ئەكسىچە": "vice versa", "dégen": "", "sözni": "word", "yerlerde": "places", "uchraydu": "appears", "uchrighan": "appears",
        // Uyghur (Arabic letters), and its case endings written as words ("android دا", "registry دىن").
        "قايسى": "which", "قايسىلار": "which", "قايسىسى": "which", "نېمىنى": "what", "نەدە": "where", "قەيەردە": "where",
        "قەيەرلەردە": "where", "قانچە": "how many", "قانچىلىك": "how", "كىم": "who", "قاچان": "when", "قانداق": "how",
        "كۆرسەت": "show", "كۆرسىتىڭ": "show", "كۆرسىتىپ": "show", "كۆرسىتىدۇ": "points to", "ئىزدە": "search", "ئىزدەپ": "search", "ئىزدەڭ": "search",
        "تېپىپ": "find", "تېپىڭ": "find", "بېرىڭ": "", "بەر": "", "تىزىملىك": "list", "تىزىمى": "list", "ئۆزگەرت": "change",
        "ئۆزگەرتىڭ": "change", "ئۆزگەرتىۋېتىڭ": "change", "ئۆچۈر": "delete", "ئۆچۈرۈڭ": "delete", "ئۆچۈرۈۋېتىڭ": "delete",
        "يېپىڭ": "close", "يېپىۋېتىڭ": "close", "بار": "", "بارمۇ": "any", "يوق": "lacking", "يوقمۇ": "lacking", "ئوچۇق": "open",
        "ئېچىلغان": "opened", "يېپىلغان": "closed", "ھەل": "resolved", "قىلىنغان": "", "قىلىنمىغان": "not", "رەت": "rejected",
        "تەۋسىيە": "recommendation", "تەۋسىيەلەر": "recommendations", "تەۋسىيەلەرنى": "recommendations", "تەكلىپ": "proposed",
        "تايىنىدۇ": "depends", "تايىنىدىغان": "depending", "ئىشلىتىدۇ": "uses", "ئىشلىتىدىغان": "using", "ئىشلەتكەن": "used",
        "ئىچىدە": "in", "ئاي": "months", "ئايدىن": "months", "ھەپتە": "weeks", "ھەپتىدىن": "weeks", "يىل": "years",
        "يىلدىن": "years", "يېرىم": "half a", "پەسىل": "quarters", "بىر": "one", "ئۈچ": "three", "تۆت": "four", "بەش": "five",
        "ئالتە": "six", "يەتتە": "seven", "سەككىز": "eight", "توققۇز": "nine", "ئون": "ten", "ئارتۇق": "more than",
        "كۆپ": "more than", "ئالدىنقى": "previous", "ناچارلاشقان": "got worse", "تۆۋەنلىگەن": "dropped", "چۈشۈپ": "dropped",
        "باھالانمىغان": "not assessed", "باھالانمىدى": "not assessed", "باھالاش": "assessment", "قايتا": "again", "تېخى": "still",
        "ھېچ": "no", "كومپونېنت": "component", "كومپونېنتلار": "components", "كومپونېنتلارنى": "components", "توكېن": "token",
        "توكېنلار": "tokens", "توكېنلارنى": "tokens", "دىكى": "in", "توكېننى": "token", "توكېنىنى": "token", "مەسىلە": "issue", "مەسىلىلەر": "issues",
        "ئۆلچەم": "criterion", "ئۆلچەملەر": "criteria", "ۋارىيانت": "variant", "خاسلىق": "property", "ئىسىم": "name",
        "ئىسىملىرى": "names", "رەڭ": "colour", "كود": "code", "ئۇلاش": "connect", "پەرق": "difference", "ھالەت": "state",
        "ھالىتى": "state", "دا": "in", "دە": "in", "تا": "in", "تە": "in", "دىن": "from", "تىن": "from", "غا": "to", "گە": "to",
        "قا": "to", "كە": "to", "نىڭ": "", "نى": "", "لار": "", "لەر": "", "ۋە": "and", "ياكى": "or", "بىلەن": "with",
        "بويىچە": "on", "دېگەن": "", "سۆز": "word", "سۆزنى": "word",
        // Chuvash.
        "хӑш": "which", "хӑшӗ": "which", "хӑшӗсем": "which", "хӑшне": "which", "мӗн": "what", "мӗнле": "what", "ӑҫта": "where",
        "миҫе": "how many", "чухлӗ": "", "кам": "who", "хӑҫан": "when", "епле": "how", "кӑтарт": "show", "кӑтартӑр": "show",
        "кӑтартсамӑр": "show", "кӑтартсам": "show", "шыра": "search", "шыраса": "search", "шырӑр": "search", "туп": "find",
        "тупӑр": "find", "тупса": "find", "улӑштар": "change", "улӑштарӑр": "change", "хуп": "close", "хупӑр": "close",
        "кӑлар": "remove", "пӗтер": "delete", "пур": "", "ҫук": "lacking", "ҫуккисем": "lacking", "уҫӑ": "open", "хупӑ": "closed",
        "хупнӑ": "closed", "татса": "resolved", "панӑ": "", "йышӑннӑ": "accepted", "йышӑнман": "rejected", "сӗннӗ": "proposed",
        "сӗнӳ": "recommendation", "сӗнӳсем": "recommendations", "сӗнӳсене": "recommendations", "сӗннисене": "recommendations",
        "килӗшмест": "disagree", "килӗшмеҫҫӗ": "disagree", "усӑ": "uses", "курать": "", "курнӑ": "",
        "ӑшӗнче": "in", "ҫинче": "on", "валли": "for", "енӗпе": "by", "тӗлӗшпе": "about", "ҫинчен": "about", "тӑракан": "",
        "шайӗнче": "status", "уйӑх": "months", "уйӑхран": "months", "эрне": "weeks", "эрнерен": "weeks", "ҫул": "years",
        "ҫултан": "years", "ҫур": "half a", "чӗрӗк": "quarters", "чӗрӗкрен": "quarters", "пӗр": "one", "икӗ": "two",
        "иккӗ": "two", "виҫӗ": "three", "виҫҫӗ": "three", "тӑватӑ": "four", "пилӗк": "five", "улттӑ": "six", "ултӑ": "six",
        "ҫичӗ": "seven", "саккӑр": "eight", "тӑххӑр": "nine", "вунӑ": "ten", "ытла": "more than", "ытларах": "more than",
        "юлашки": "last", "малтанхи": "previous", "малтанхинчен": "than previous", "ӗлӗкхи": "previous",
        "начарланнӑ": "got worse", "начарланчӗ": "got worse", "начартарах": "worse", "чакнӑ": "dropped", "ӳкнӗ": "dropped",
        "тӗрӗслемен": "not reviewed", "хакламан": "not assessed", "тӗрӗслев": "review", "тӗрӗслевӗнче": "review",
        "ҫӗнӗрен": "again", "никам": "nobody", "нихҫан": "never", "пӑхса": "reviewed", "пӑхман": "not reviewed", "тухман": "",
        "компонентсем": "components", "компонентсене": "components", "компонентсен": "components", "компонентсенче": "components",
        "токенсем": "tokens", "токенсене": "tokens", "критерийӗ": "criterion", "критерийӗпе": "criterion",
        "вариантсем": "variants", "ят": "name", "ячӗ": "name", "тӗс": "colour", "тӗсӗ": "colour", "тӗслӗ": "kind",
        "ҫыхӑну": "link", "ҫыхӑнман": "not linked", "уйрӑмлӑх": "difference", "сӑмах": "word", "сӑмаха": "word", "тенӗ": "mentioned",
        "тесе": "mentioned", "ҫырнӑ": "written", "вырӑнсене": "places", "вырӑнта": "places", "пурне": "all", "пӗтӗм": "all", "пурте": "all",
        "анчах": "but", "тата": "and",
        // Sakha (Yakut).
        "ханнык": "which", "ханныктарый": "which", "ханныгый": "which", "ханныктара": "which", "туох": "what", "ханна": "where",
        "хас": "how many", "төһө": "how many", "хаһан": "when", "хайдах": "how", "көрдөр": "show", "көрдөрүҥ": "show",
        "көрдөрөн": "show", "бул": "find", "булан": "find", "булуҥ": "find", "көрдөө": "search", "көрдөөн": "search",
        "тиһик": "list", "уларыт": "change", "уларытыҥ": "change", "сот": "delete", "сотуҥ": "delete", "сабыҥ": "close",
        "баар": "", "баара": "", "суох": "lacking", "суохтар": "lacking", "аһаҕас": "open", "сабыллыбыт": "closed",
        "быһаарыллыбыт": "resolved", "аккаастаммыт": "rejected", "ылыллыбыт": "accepted", "этиллибит": "proposed",
        "сүбэ": "recommendation", "сүбэлэр": "recommendations", "сүбэлэри": "recommendations", "туттар": "use",
        "туттубут": "used", "туттуллар": "used", "тутар": "uses", "иһигэр": "in", "иһинээги": "in", "тэҥнээн": "compared",
        "ый": "months", "ыйтан": "months", "нэдиэлэ": "weeks", "нэдиэлэттэн": "weeks", "сыл": "years", "сылтан": "years",
        "аҥаар": "half a", "чиэппэр": "quarters", "биир": "one", "икки": "two", "үс": "three", "түөрт": "four", "биэс": "five",
        "алта": "six", "сэттэ": "seven", "аҕыс": "eight", "тоҕус": "nine", "уон": "ten", "ордук": "more than",
        "элбэх": "more", "эбэтэр": "or", "онтон": "", "кэнники": "last", "бүтэһик": "last", "урукку": "previous",
        "уруккуттан": "than previous", "мөлтөөбүт": "got worse", "мөлтөөтө": "got worse", "түспүт": "dropped",
        "сыаналамматах": "not assessed", "сыаналаммыт": "assessed", "сыанабыл": "assessment", "саҥаттан": "again",
        "компоненнар": "components", "компоненнары": "components", "компоненнарга": "components", "компоненнартан": "components",
        "токеннар": "tokens", "токеннары": "tokens", "боппуруос": "issue", "боппуруостар": "issues", "критерийа": "criterion",
        "аат": "name", "аата": "name", "аатын": "name", "өҥ": "colour", "өҥө": "colour", "өҥнөр": "colours", "ситим": "link",
        "ситимэ": "link", "араастаһыы": "difference", "уратыта": "difference", "туһунан": "about", "диэн": "", "тыл": "word",
        "тылы": "word", "буолбут": "", "буолбуттар": "", "эмиэ": "also", "киллэр": "include", "уонна": "and", "эрээри": "but",
        "ардыгар": "between", "төттөрүтүн": "vice versa", "төттөрүтэ": "vice versa", "уларыйбыт": "changed", "уларыйбытый": "changed", "уларыйда": "changed",
        // Karakalpak.
        "qaysıları": "which", "neshe": "how many", "neshewi": "how many", "qansha": "how many", "qayerde": "where",
        "qashan": "when", "qalay": "how", "kórset": "show", "kórsetiń": "show", "kórsetip": "show", "izle": "search",
        "izleń": "search", "izlep": "search", "tabıń": "find", "tawıp": "find", "dizim": "list", "dizimin": "list",
        "ózgert": "change", "ózgertiń": "change", "óshir": "delete", "óshiriń": "delete", "jabıń": "close", "joq": "lacking",
        "ashıq": "open", "jabıq": "closed", "jabılǵan": "closed", "sheshilgen": "resolved", "biykarlanǵan": "rejected",
        "qabıllanǵan": "accepted", "usınıs": "recommendation", "usınıslar": "recommendations", "usınısın": "recommendation",
        "usınılǵan": "proposed", "baylanısqan": "linked", "baylanıslı": "linked", "baylanbaǵan": "not linked",
        "ǵárezli": "dependent", "súyenedi": "depend", "súyengen": "depend", "paydalanadı": "uses", "ishinde": "in",
        "ishindegi": "in", "hápte": "weeks", "hápteden": "weeks", "jıl": "years", "jıldan": "years", "yarım": "half a",
        "sherek": "quarters", "úsh": "three", "tórt": "four", "jeti": "seven", "segiz": "eight", "toǵız": "nine",
        "kóp": "more than", "artıq": "more than", "kóbirek": "more than", "aldıńǵı": "previous", "sońǵı": "last",
        "tómenlegen": "dropped", "nasharlaǵan": "got worse", "bahalanbaǵan": "not assessed", "bahalaw": "assessment",
        "bahalawǵa": "assessment", "bahası": "score", "salıstırǵanda": "compared", "komponentlerdi": "components",
        "komponentlerge": "components", "komponentlerde": "components", "komponentlerdiń": "components", "tokenler": "tokens",
        "tokenge": "token", "máseleler": "issues", "másele": "issue", "kriteriy": "criterion", "kriteriyi": "criterion",
        "atı": "name", "atları": "names", "reń": "colour", "reńi": "colour", "kodı": "code", "kod": "code", "hám": "and", "dúzilisi": "structure", "dúzilis": "structure", "neshewden": "of how many", "jámi": "total",
        "boyınsha": "on", "ushın": "for", "penen": "with", "sózin": "word", "hámme": "all", "jerden": "places",
        "bolǵan": "", "halatı": "state", "kerisinshe": "vice versa",
        // Crimean Tatar.
        "qaysı": "which", "qaç": "how many", "qaçan": "when", "nasıl": "how", "köster": "show",
        "kösteriñiz": "show", "kösterip": "show", "qıdır": "search", "qıdırıñız": "search", "tapıñız": "find",
        "deñiştir": "change", "deñiştiriñiz": "change", "qapat": "close", "qapatıñız": "close", "qapalı": "closed",
        "qapatılğan": "closed", "çezilgen": "resolved", "teklif": "recommendation", "teklifler": "recommendations",
        "qullana": "uses", "qullanıla": "used", "qullanğan": "used", "qullanılğan": "used", "içinde": "in", "içün": "for",
        "ile": "with", "haftadan": "weeks", "yıl": "years", "yıldan": "years", "eki": "two", "yedi": "seven", "sekiz": "eight",
        "doquz": "nine", "çoq": "more than", "ziyade": "more than", "evelki": "previous", "soñki": "last",
        "baalanmağan": "not assessed", "olmağan": "lacking", "olğan": "", "komponentlerniñ": "components",
        "meseleler": "issues", "renk": "colour", "köre": "as of", "berli": "since", "tersine": "vice versa", "yılnıñ": "",
        // Months, as these languages write them in Latin and Arabic letters (not "mart", an English word).
        "yanvar": "january", "fevral": "february", "aprel": "april", "iyun": "june", "iyul": "july", "avgust": "august",
        "sentâbr": "september", "oktâbr": "october", "oktyabr": "october", "noyabr": "november", "dekabrine": "december", "noyabrine": "november", "oktâbrine": "october", "sentâbrine": "september",
        "dékabir": "december", "يانۋار": "january", "فېۋرال": "february", "مارت": "march", "ئاپرېل": "april", "ماي": "may",
        "ئىيۇن": "june", "ئىيۇل": "july", "ئاۋغۇست": "august", "سېنتەبىر": "september", "ئۆكتەبىر": "october",
        "نويابىر": "november", "دېكابىر": "december", "يىلى": "", "ھېسابلىغاندا": "counting", "بېرى": "",
    ]

    /// A case ending of these languages joined to an English word with a hyphen ("Header-ӑн",
    /// "iOS-ка", "Figma-ҕа", "Button-ǵa", "property-лаах"), as the English word it is read as
    /// (none when it marks only a plural, an owner or an object). Read with `caucasusSteppeEndings`,
    /// which holds those these languages share with Kazakh and Azerbaijani ("да", "лар", "dan").
    static let volgaSiberianEndings: [String: String] = [
        // Chuvash.
        "ӑн": "", "ӗн": "", "ра": "in", "ре": "in", "ри": "in", "ти": "in", "ран": "from", "рен": "from", "сем": "", "сене": "",
        "сен": "", "ӗ": "", "а": "", "е": "", "не": "", "на": "", "па": "with", "пе": "with", "шӑн": "for", "шӗн": "for",
        // Sakha.
        "ка": "in", "кэ": "in", "ҕа": "in", "ҕэ": "in", "га": "in", "гэ": "in", "ттан": "from", "ттэн": "from", "лаах": "with",
        "лээх": "with", "лоох": "with", "лөөх": "with", "таах": "with", "нар": "", "тыын": "with", "нан": "by",
        // Uyghur (Latin and Arabic letters), Karakalpak, Crimean Tatar.
        "gha": "to", "ǵa": "to", "ğa": "to", "qa": "to", "ke": "to", "ning": "", "niñ": "", "nıñ": "", "nıń": "", "niń": "",
        "dıń": "", "diń": "", "din": "from", "tin": "from", "diki": "in", "tiki": "in", "giche": "until", "lardı": "", "lerdi": "",
        "dı": "", "nı": "", "ni": "", "دا": "in", "دە": "in", "دىن": "from", "غا": "to", "گە": "to", "نىڭ": "", "نى": "", "لار": "", "لەر": "",
    ]

    /// Both hyphen-joined endings, Caucasian and steppe first.
    static let hyphenEndings: [String: String] = caucasusSteppeEndings.merging(volgaSiberianEndings) { first, _ in first }
        .merging(westernSouthernIndicEndings) { first, _ in first }
}

/// The grammar these languages put around an English word: a case ending that makes a name a
/// verb's object, and a light verb that makes an English verb passive.
extension SentenceWords {
    /// Accusative and dative endings joined to a name with a hyphen or an apostrophe ("Avatar-ы
    /// туттар": that use Avatar; "Text Button-ǵa súyenedi": rely on Text Button; "Badge'ni
    /// ishlitidighan", "Avatar'ı kullanan"): the name is the object of the verb said after it.
    /// (Sakha's "-ка", "-ҕа" say where: "iOS-ка".)
    static let objectEndings: Set<String> = Set([
        "ы", "и", "у", "ү", "ны", "ни", "ну", "нү", "ты", "ти", "ту", "тү", "ды", "ді", "ті", "ні", "ға", "ге", "қа", "ке", "а", "е", "на",
        "не", "я", "нә", "гә", "кә", "ni", "nı", "ñi", "di", "dı", "ti", "tı", "ǵa", "ğa", "gha", "ge", "qa", "ke", "ga", "ya", "yə",
        "yi", "yı", "yu", "yü", "nu", "nü", "ı", "i", "u", "ü", "a", "e", "ə", "ye",
    ]).union(westernSouthernIndicObjectMarks).union(himalayanObjectMarks)
    /// The same written apart, in Arabic letters ("Avatar نى").
    static let objectParticles: Set<String> = Set(["نى", "غا", "گە", "قا", "كە"]).union(westernSouthernIndicObjectMarks)
        .union(himalayanObjectMarks)

    /// The name in `run` when an object's ending is joined to it ("Avatar" in "Avatar-ы"), a word
    /// of two letters or more before it; nil for any other run.
    static func objectStem(_ run: String) -> String? {
        guard let mark = run.lastIndex(where: { "-'’".contains($0) }), run.distance(from: run.startIndex, to: mark) >= 2,
              objectEndings.contains(run[run.index(after: mark)...].lowercased()) else { return nil }
        return String(run[..<mark])
    }

    /// Reads `run`, whose `count` words were just added to `words`, with the word before it: a
    /// pair read as one (`wordPairs`) takes both words' place; a light verb that makes an English verb passive ("reject قىلىنغان": rejected; "hel
    /// qilinmighan": not resolved) takes that word's place and its own; an object's particle
    /// written apart ("Avatar نى ishlitidighan") or an object's ending joined to a name ("Avatar"
    /// in "Avatar-ы", "Button" in "Button-ǵa") marks the name as a verb's object.
    static func adjoin(_ run: String, count: Int, _ words: inout [SentenceWord]) {
        let start = words.count - count
        // (Every word of a sentence passes here: the cheap comparison first, the dictionaries after.)
        if count > 0, start >= count, words[(start - count)..<start].map(\.lower) == words[start...].map(\.lower),
           let reading = foreign(run.lowercased(), typed: run), reduplicatedAsking.contains(reading.joined(separator: " ")) {
            words.removeSubrange(start...)
        } else if adjoinNeighbourParticle(run, count: count, &words) {
            return
        } else if start > 0, let first = words[start - 1].foreign, let reading = wordPairs[first.lowercased() + " " + run.lowercased()] {
            words.removeSubrange((start - 1)...)
            words += reading.split(separator: " ").map { word(String($0), quoted: false) }
        } else if start > 0, !words[start - 1].quoted, let past = passive(words[start - 1].lower, madeBy: run) {
            let tag = words[start - 1].tag
            words.removeSubrange((start - 1)...)
            words += past.map { english in
                var read = word(english, quoted: false)
                read.tag = tag
                return read
            }
        } else if start > 0, objectParticles.contains(run) {
            words[start - 1].objectCase = true
        } else if count > 0, let stem = objectStem(run), let at = words.indices.suffix(count).last(where: { stem.hasSuffix(words[$0].typed) }) {
            words[at].objectCase = true
        }
    }

    /// Two words read as one, the first read alone as another ("كۆرسىتىپ تۇرىدۇ": points to, where
    /// "كۆرسىتىپ بېرىڭ" is "show"; Ladino's and Greenlandic's are `andeanArcticWordPairs`).
    static let wordPairs: [String: String] = ["كۆرسىتىپ تۇرىدۇ": "points to", "körsitip turidu": "points to"]
        .merging(andeanArcticWordPairs) { first, _ in first }

    /// Light verbs that make the English verb before them passive ("reject قىلىنغان": rejected;
    /// "deprecate etilgen", "resolve гыныллыбыт"), and those that make it passive and negate it
    /// ("hel qilinmighan": not resolved).
    static let passiveLightVerbs: Set<String> = ["qilinghan", "qilingan", "qilindi", "قىلىنغان", "قىلىندى", "etilgen", "etilgän",
                                                 "qılınǵan", "etilgan", "гыныллыбыт", "оҥоһуллубут", "тунӑ",
                                                 // Dhivehi, Odia ("reject ކުރެވިފައިވާ": rejected).
                                                 "ކުރެވިފައިވާ", "ކުރެވިފަ", "ކުރެވުނު", "kurevifaivaa", "କରାଯାଇଥିବା", "କରାଯାଇଛି"]
    static let negatedLightVerbs: Set<String> = ["qilinmighan", "qilinmidi", "قىلىنمىغان", "قىلىنمىدى", "etilmegen", "qılınbaǵan",
                                                 "гыныллыбатах",
                                                 "nukuraa", "ނުކުރާ", "ނުކުރެވޭ", "କରାଯାଇନଥିବା"]

    /// The past participle of `verb`, with "not" before it when `next` negates it, when `next`
    /// makes it passive and English has that form ("rejected" for "reject"); nil otherwise.
    static func passive(_ verb: String, madeBy next: String) -> [String]? {
        guard verb.count >= 3, verb.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let lower = next.lowercased()
        let negated = negatedLightVerbs.contains(lower)
        guard negated || passiveLightVerbs.contains(lower) else { return nil }
        let past = ReadingVocabulary.valueChanges[verb] ?? (verb.hasSuffix("ed") ? verb : verb.hasSuffix("e") ? verb + "d" : verb + "ed")
        guard EnglishWords.contains(past) else { return nil }
        return negated ? ["not", past] : [past]
    }
}
