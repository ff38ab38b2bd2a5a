/// Mongolian (in Cyrillic and in Latin letters), Georgian (in Mkhedruli and in Latin letters),
/// Armenian (in its script and in Latin letters), Azerbaijani and Kazakh, mixed into English,
/// read as the other languages are (`SentenceWords+Languages.swift`): the words of asking,
/// searching, showing and changing, of having and lacking, of open and closed, of depending, of
/// spans of time and of getting worse, and the registry's nouns with their case endings, none
/// that is also an English word ("deer", "son", "var", "ur", "bac" stay as typed or as read).
/// Their case endings joined to an English word with a hyphen ("Section Header-дегі",
/// "issue-ებია", "SAP Fiori-də", "Backbase-ում", "recommendation-uudiig") are
/// `caucasusSteppeEndings`: read as a preposition or dropped.
extension SentenceWords {
    static let caucasusSteppeWords: [String: String] = [
        // Mongolian (Cyrillic).
        "аль": "which", "ямар": "which", "юу": "what", "юуг": "what", "юугаар": "by what", "хаа": "where", "хаана": "where", "хэд": "how many",
        "хэдэн": "how many", "хэн": "who", "хэзээ": "when", "хэр": "how", "удаан": "long", "харуул": "show", "харуулаач": "show",
        "харуулна": "show", "үзүүл": "show", "үзүүлээч": "show", "ол": "find", "олоорой": "find", "хай": "search", "хайгаад": "search",
        "хайж": "search", "жагсаа": "list", "байна": "", "байгаа": "", "уу": "", "үү": "", "вэ": "", "бэ": "", "нь": "", "гэж": "", "гэсэн": "",
        "байхгүй": "lacking", "үгүй": "no", "биш": "not", "ч": "", "нээлттэй": "open", "хаалттай": "closed", "шийдсэн": "resolved",
        "шийдэгдсэн": "resolved", "татгалзсан": "rejected", "зөвшөөрсөн": "accepted", "зөвшөөрөгдсөн": "approved", "хийгдсэн": "done",
        "хамаарна": "depends", "хамааралтай": "dependent", "ашигладаг": "uses", "ашиглана": "uses", "өөрчлөгдсөн": "changed",
        "өөрчлөлт": "changes", "муудсан": "got worse", "буурсан": "dropped", "өмнөх": "previous", "өмнөхөөсөө": "than previous",
        "сүүлийн": "last", "сүүлд": "last", "сар": "months", "сараас": "months", "сарын": "months", "хоног": "weeks", "хоногоос": "weeks",
        "долоо": "", "улирал": "quarters", "улирлаас": "quarters", "жил": "years", "жилээс": "years", "нэг": "one", "хоёр": "two",
        "гурав": "three", "гурван": "three", "дөрөв": "four", "дөрвөн": "four", "тав": "five", "таван": "five", "зургаа": "six",
        "зургаан": "six", "долоон": "seven", "найм": "eight", "найман": "eight", "ес": "nine", "есөн": "nine", "арав": "ten",
        "арван": "ten", "нэгээс": "from one", "хүртэл": "until", "хүртэлх": "until", "илүү": "more than", "дахин": "again",
        "үнэлэгдээгүй": "not assessed", "үнэлгээ": "assessment", "үнэлгээгээр": "assessment", "үнэлдэг": "assessed",
        "шалгуур": "criterion", "шалгуурууд": "criteria", "компонент": "component", "компонентууд": "components",
        "компонентуудыг": "components", "компонентуудаас": "components", "токен": "token", "токенууд": "tokens", "асуудал": "issue",
        "асуудлууд": "issues", "зөвлөмж": "recommendations", "зөвлөмжүүд": "recommendations", "дарсан": "pressed", "идэвхгүй": "disabled",
        "үг": "word", "нэгтээ": "anywhere", "гардаг": "appears", "дурдсан": "mentioned", "устга": "delete", "өөрчил": "change",
        "бүх": "all", "хооронд": "between", "файлын": "file", "оруулалтын": "imports", "ерөнхий": "overall",
        "дүгнэлт": "verdict", "дүгнэлтээрээ": "verdict", "хэрэгтэй": "need", "гарсан": "", "оноо": "score", "авсан": "got",
        // Mongolian (Latin letters).
        "ali": "which", "yamar": "which", "haana": "where", "hed": "how many", "heden": "how many", "hezee": "when", "haruul": "show",
        "haruulaach": "show", "haruulna": "show", "haigaad": "search", "haij": "search", "hai": "search", "baihgui": "lacking",
        "bhgui": "lacking", "bnu": "", "bn": "", "uu": "", "ni": "", "gesen": "", "ug": "word", "buh": "all", "yumnaas": "everything",
        "ugch": "", "turliin": "kind", "turul": "kind", "hiigdsen": "", "hiij": "", "zovshoorogdson": "approved", "tuluvgui": "lacking state",
        "tuluv": "state", "shalgaltand": "check", "heregtei": "need", "uurchluh": "change", "ustga": "delete", "bolgoj": "", "solio": "set",
        "neelttei": "open", "haalttai": "closed", "suuliin": "last", "umnuh": "previous", "sar": "months", "doloo": "", "honog": "weeks",
        "ochih": "reach",
        // Georgian (Mkhedruli).
        "რა": "what", "რომელ": "which", "რომლებიც": "which", "რომელიც": "that", "სად": "where", "რამდენი": "how many", "რამდენ": "how many",
        "ვინ": "who", "როდის": "when", "მაჩვენე": "show me", "აჩვენე": "show", "მიჩვენე": "show me", "იპოვე": "find",
        "მოძებნე": "search", "ჩამოთვალე": "list", "არ": "not", "არა": "not", "არის": "is", "აქვს": "has", "აქვთ": "have", "აკლია": "lacks",
        "გარეშე": "without", "გახსნილი": "open", "ღია": "open", "დახურული": "closed", "გადაწყვეტილი": "resolved", "უარყოფილი": "rejected",
        "მიღებული": "accepted", "დამოკიდებული": "dependent", "იყენებს": "uses", "შეიცვალა": "changed", "გაუარესდა": "got worse",
        "წინა": "previous", "ბოლო": "last", "თვე": "months", "თვეზე": "months", "კვირა": "weeks", "კვირაზე": "weeks", "კვარტალი": "quarters",
        "კვარტალზე": "quarters", "წელი": "years", "ერთი": "one", "ორი": "two", "ორ": "two", "სამ": "three", "ოთხ": "four", "ხუთ": "five",
        "ექვს": "six", "შვიდ": "seven", "რვა": "eight", "ცხრა": "nine", "ათ": "ten", "ძველია": "older than", "მეტი": "more than",
        "კომპონენტი": "component", "კომპონენტები": "components", "კომპონენტებია": "components", "კომპონენტია": "components",
        "კომპონენტების": "components", "კომპონენტებს": "components", "ტოკენი": "token", "ტოკენზე": "to token", "ტოკენები": "tokens",
        "რეკომენდაციები": "recommendations", "კომპოზიციური": "composition", "ვერდიქტი": "verdict", "შეფასება": "assessment",
        "როლები": "roles", "უთითებს": "point", "ისეთ": "", "რეესტრში": "in registry", "საერთოდ": "at all", "არსებობს": "exists",
        "კოდთან": "to code", "მიბმული": "linked", "და": "and", "ნახსენები": "mentioned", "სიტყვა": "word", "დახურე": "close",
        "წაშალე": "delete", "შეცვალე": "change", "დაამტკიცე": "approve", "მონიშნე": "mark", "დააყენე": "set",
        // Georgian (Latin letters).
        "romeli": "which", "romel": "which", "romlebic": "which", "ramdeni": "how many", "ramden": "how", "xans": "long",
        "machvene": "show me", "achvene": "show", "moidzebne": "search", "modzebne": "search", "aklia": "lacking", "ara": "not", "aris": "is",
        "gaxsnili": "open", "gakhsnili": "open", "daxuruli": "closed", "gasworebuli": "resolved",
        "ukve": "already", "idga": "stayed", "komponentebi": "components", "komponentebs": "components", "problemebi": "issues",
        "gadaumowmebia": "not reassessed", "gadaumocmebia": "not reassessed", "tveze": "months", "tve": "months", "kviraze": "weeks",
        "dzvelia": "older than", "meti": "more than", "ati": "ten", "shefasebebi": "assessments", "shefaseba": "assessment",
        "sheufaseblebic": "unassessed too", "sheufasebeli": "unassessed", "chamitvale": "include", "washale": "delete", "shecvale": "change",
        // Armenian.
        "որոնք": "which", "որը": "which", "ինչ": "what", "որտեղ": "where", "քանի": "how many", "ինչքան": "how long", "ով": "who",
        "երբ": "when", "ցույց": "show", "տուր": "", "գտիր": "find", "փնտրիր": "search", "են": "", "է": "", "ու": "and", "չունի": "lacks",
        "չունեն": "lack", "առանց": "without", "բաց": "open", "փակ": "closed", "լուծված": "resolved", "մերժված": "rejected", "ընդունված": "accepted",
        "կախված": "depends", "կախվածներ": "dependents", "օգտագործում": "uses", "փոխվել": "changed", "վատացել": "got worse", "նախորդ": "previous",
        "վերջին": "last", "ամիս": "months", "ամսից": "months", "շաբաթ": "weeks", "տարի": "years", "ութ": "eight", "երկու": "two", "երեք": "three",
        "չորս": "four", "հինգ": "five", "վեց": "six", "յոթ": "seven", "ինը": "nine", "տասը": "ten", "ավել": "more than", "չվերանայված": "not reviewed",
        "կոմպոնենտ": "component", "կոմպոնենտներ": "components", "կոմպոնենտները": "components", "կոմպոնենտների": "components",
        "կոմպոնենտներն": "components", "գույները": "colours", "արված": "", "ֆայլում": "in file", "կա": "is there", "զույգ": "counterpart",
        "հակառակը": "vice versa", "մասին": "about", "որոշվել": "decided", "պետք": "need", "հանել": "retire", "օգտագործումից": "from use",
        "ստացել": "got", "վերդիկտ": "verdict", "վիճակների": "states", "վիճակ": "state", "ծածկույթի": "coverage", "չափանիշով": "criterion",
        "վիճակում": "status", "այն": "the", "կոդին": "to code", "կապվի": "linked", "ամեն": "every", "պլատֆորմում": "platform", "լինի": "",
        "բառը": "word", "հանդիպում": "appears", "ջնջիր": "delete", "փոխիր": "change", "հաստատիր": "approve", "փակիր": "close",
        // Armenian (Latin letters).
        "vor": "which", "vorn": "which", "vortegh": "where", "inchqan": "how", "inchkan": "how", "jamanak": "long", "mnacel": "stayed",
        "xorhurdnern": "recommendations", "arden": "already", "irakanacvac": "done", "grvac": "written", "ari": "", "chuni": "lacks",
        "komponentner": "components", "komponentnery": "components",
        // Azerbaijani.
        "hansılardır": "which", "nə": "what", "nələrdən": "what", "harda": "where", "neçə": "how many", "kim": "who", "vaxt": "time",
        "göstərin": "show", "axtarın": "search", "yoxdur": "lacks", "olmayan": "lacking", "olmur": "cannot", "yox": "no",
        "açıq": "open", "açıqdır": "open", "bağlı": "closed", "həll": "resolved", "rədd": "rejected", "asılıdır": "depends on",
        "istifadə": "use", "dəyişib": "changed", "pisləşən": "got worse", "pisləşib": "got worse", "əvvəlki": "previous", "ay": "months",
        "aydan": "months", "aydır": "months", "həftə": "weeks", "bir": "", "iki": "two", "üç": "three", "dörd": "four",
        "beş": "five", "altı": "six", "yeddi": "seven", "səkkiz": "eight", "doqquz": "nine", "köhnə": "older than",
        "kohne": "older than", "qədər": "as of", "saysaq": "", "hələ": "still", "heç": "never", "olunmamış": "", "olunmayıb": "",
        "komponentləri": "components", "komponentler": "components", "komponent": "component", "üçün": "for", "üzrə": "on",
        "variantlar": "variants", "arasında": "between", "birinə": "", "zidd": "conflicting", "ölçülər": "sizes", "yazılıb": "written",
        "qeyri": "not", "aktiv": "active", "boz": "grey", "vəziyyətə": "state", "vəziyyət": "state", "salmaq": "", "versiyadan": "version",
        "fərqləri": "differences", "olan": "with", "ifadəsi": "phrase", "keçir": "appears", "statuslu": "status", "olsun": "set",
        "təsdiqlə": "approve", "bağla": "close", "dekabr": "december", "sentyabr": "september",
        // Kazakh.
        "ашық": "open", "жабық": "closed", "шешілген": "resolved", "көрсетші": "show", "көрсетіңіз": "show", "тауып": "find", "бар": "",
        "токендер": "tokens", "токенге": "to token", "токенінің": "token", "сілтеп": "point", "тұр": "", "яғни": "that is",
        "сілтейтін": "pointing", "жері": "", "бос": "empty", "өз": "itself", "ішінде": "in", "компоненттердің": "components",
        "пайдаланады": "uses", "тереңдігімен": "recursively", "тексерісі": "review", "көптен": "long", "бері": "", "жаңартылмаған": "not updated",
        "нашарлағандар": "regressed", "нашарлады": "got worse", "қыркүйек": "september", "желтоқсан": "december", "жағдайы": "as of",
        "айдан": "months", "асқан": "older than", "бағалаулар": "assessments", "деген": "", "сөзді": "word", "бәрінен": "everywhere",
        "мәнін": "value", "етіп": "to", "бекіт": "approve", "жап": "close", "он": "ten", "бір": "one",
    ]

    /// A case ending of these languages joined to an English word ("Header-дегі", "Fiori-ში",
    /// "Backbase-ում", "iOS-da", "recommendation-uudiig"), as the English word it is read as
    /// (none when it marks only a plural or an object); not "in", "is", "a": "built-in" stays.
    static let caucasusSteppeEndings: [String: String] = [
        // Kazakh.
        "дегі": "in", "дағы": "in", "тегі": "in", "тағы": "in", "да": "in", "де": "in", "та": "in", "те": "in", "ға": "to", "ге": "to",
        "қа": "to", "ке": "to", "дан": "from", "ден": "from", "тан": "from", "тен": "from", "нан": "from", "нен": "from", "дың": "", "дің": "",
        "тың": "", "тің": "", "ның": "", "нің": "", "ды": "", "ді": "", "ты": "", "ті": "", "ны": "", "ні": "", "лер": "", "лар": "",
        "дер": "", "дар": "", "тер": "", "тар": "", "лерді": "", "ларды": "", "дерді": "", "дарды": "", "мен": "with", "бен": "with",
        // Mongolian.
        "д": "in", "т": "in", "ын": "", "ийн": "", "ний": "", "ы": "", "ийг": "", "ыг": "", "г": "", "аас": "from", "ээс": "from",
        "оос": "from", "өөс": "from", "тай": "with", "тэй": "with", "той": "with", "аар": "by", "ээр": "by", "оор": "by", "өөр": "by",
        "ууд": "", "үүд": "", "уудыг": "", "руу": "to", "рүү": "to", "луу": "to", "лүү": "to",
        "uud": "", "uudiig": "", "uudaas": "", "iig": "", "oor": "by", "aar": "by", "eer": "by", "aas": "from", "ees": "from", "iin": "",
        "yn": "", "d": "", "deer": "on",
        // Georgian.
        "ში": "in", "ზე": "on", "დან": "from", "ის": "", "ს": "", "ად": "as", "თან": "with", "ით": "with", "ები": "", "ებს": "", "ებია": "",
        "ების": "", "ია": "", "მა": "", "ისთვის": "for", "shi": "in", "ze": "on", "ebi": "", "ebia": "",
        // Armenian.
        "ում": "in", "ից": "from", "ով": "with", "ի": "", "ը": "", "ն": "", "ներ": "", "ները": "", "ների": "", "երը": "", "եր": "", "ին": "to",
        "nery": "", "ner": "", "ov": "with", "um": "in", "ic": "from",
        // Azerbaijani.
        "da": "in", "də": "in", "de": "in", "dan": "from", "dən": "from", "ın": "", "ün": "", "nın": "", "nin": "", "ı": "", "ü": "", "ə": "",
        "ya": "to", "yə": "to", "lar": "", "lər": "", "ları": "", "ləri": "", "larda": "in", "lərdə": "in", "dakı": "in", "dəki": "in",
        "ini": "", "ını": "", "i": "", "yla": "with", "ylə": "with", "dır": "", "dir": "",
    ]
}
