/// Punjabi (Gurmukhi and Latin letters), Gujarati (its script and Latin letters), Marathi
/// (Devanagari and Latin letters), Kannada and Malayalam, mixed into English, read as the other
/// languages are (`SentenceWords+Languages.swift`), beside what `indicWords` already holds: the
/// words of asking, searching, showing and listing, of having and lacking, of open and closed,
/// of depending and using, of spans of time and of getting worse, and the registry's nouns with
/// their endings, none that is also an English word ("var", "kar", "pan", "te", "ne", "be",
/// "char", "ton" stay as typed). The endings Kannada and Malayalam join to an English word with a
/// hyphen ("component-ന്റെ", "assessment-ൽ", "iOS-il") are `westernSouthernIndicEndings`.
extension SentenceWords {
    static let westernSouthernIndicWords: [String: String] = [
        // Punjabi (Latin letters).
        "kehra": "which", "kehri": "which", "kehdi": "which", "kehda": "which", "kinna": "how much", "kinni": "how many",
        "kisne": "who", "vikhao": "show", "vikhaao": "show", "labho": "find", "khojo": "search",
        "likhiya": "written", "likheya": "written", "shabad": "word", "badleya": "changed", "badliya": "changed",
        "ghatteya": "dropped", "ghatiya": "dropped", "ghateya": "dropped", "vigdeya": "got worse", "khulle": "open", "khulla": "open",
        "khulli": "open", "khulliyan": "open", "hafte": "weeks", "hafteyan": "weeks", "mahine": "months", "mahineyan": "months",
        "saal": "years", "saalan": "years", "pichhle": "previous", "pichla": "previous", "pichhli": "previous", "navaan": "new",
        "vaaste": "for", "layi": "for", "vartde": "use", "vartda": "uses", "varatde": "use", "nirbhar": "depend", "ishara": "point",
        "hoya": "", "hoye": "", "hunde": "", "karde": "", "aa": "",
        // Gujarati (Latin letters).
        "kayu": "which", "kyan": "where", "ketla": "how many", "ketli": "how many",
        "ketlu": "how much", "batavo": "show", "batavi": "show", "dekhado": "show", "shodho": "search", "shodhi": "search",
        "shodhjo": "search", "yaadi": "list", "yadi": "list", "nathi": "not", "chhe": "", "haju": "still", "hju": "still",
        "badlayu": "changed", "badlaya": "changed", "badlai": "changed", "juna": "old", "junu": "old", "juni": "old",
        "navu": "new", "navi": "new", "mahina": "months", "mahinathi": "months", "varas": "years", "varasthi": "years",
        "athvadiya": "weeks", "athvadiyathi": "weeks", "vapre": "uses", "vaapre": "uses", "vapray": "used", "vaparay": "used",
        "vaprata": "using", "vaparta": "using", "aadhar": "depend", "adhar": "depend", "lakhyu": "written", "lakhelu": "written",
        "lakhyo": "written", "shabd": "word", "ullekh": "mention", "ghatyo": "dropped", "ghatyu": "dropped", "ghatya": "dropped",
        "bagdyu": "got worse", "bagdya": "got worse", "khula": "open", "bandh": "closed",
        "ukelayela": "resolved", "ukelela": "resolved", "farithi": "again", "fari": "again", "koie": "anyone", "thayu": "",
        "thaya": "", "karyu": "", "karya": "", "thi": "since", "sudhi": "until", "vala": "with", "vishe": "about",
        // Marathi (Latin letters).
        "kuthle": "which", "kuthla": "which", "kuthli": "which", "kontya": "which", "kontay": "which", "kiti": "how many",
        "dakhava": "show", "shodhun": "search", "ahe": "", "ahet": "", "nahit": "not", "nasleli": "lacking",
        "nasalelya": "lacking", "naslele": "lacking", "nastat": "lack", "vaparnare": "using", "vapartat": "use",
        "vaparle": "used", "avalambun": "depending", "kartat": "", "badalle": "changed", "badlale": "changed",
        "badalla": "changed", "ghasarla": "dropped", "ghasarle": "dropped", "jast": "more than", "jasta": "more than",
        "varsh": "years", "varsha": "years", "aathavde": "weeks", "aathavdyanpasun": "weeks", "mahinyanpasun": "months",
        "jhale": "", "jhalele": "", "jhalelya": "", "kelele": "", "kelelya": "", "lihile": "written", "lihilay": "written",
        "ughade": "open", "ughda": "open", "sodavle": "resolved", "sodavlele": "resolved", "jultach": "match", "julat": "match",
        // Said in all three in Latin letters ("kon kon components", "kaya kaya", "kiven", "kem").
        "kon": "which", "kaya": "which", "kiven": "how", "kem": "how", "aave": "appears", "aapo": "", "che": "", "jenu": "",
        "eva": "", "kise": "any", "kahich": "nothing", "kaddo": "list", "jinna": "", "aaplya": "our", "madhla": "in",
        "badlie": "change", "asar": "affected", "padse": "", "samay": "time", "puri": "done", "puru": "done", "lamba": "long", "ganiye": "counting",
        // Malayalam and Kannada (Latin letters).
        "illatha": "lacking", "illaatha": "lacking", "ethokke": "which", "eathokke": "which", "evide": "where",
        "kaanikku": "show", "thirayu": "search",
        // Punjabi (Gurmukhi).
        "ਕਿਹੜਾ": "which", "ਕਿਹੜੀ": "which", "ਕਿਹੜੀਆਂ": "which", "ਕੀ": "what", "ਕਿੰਨੇ": "how many", "ਕਿੰਨਾ": "how much",
        "ਕੌਣ": "who", "ਵਿੱਚ": "in", "ਵਿਚ": "in", "ਉੱਤੇ": "on", "ਤੇ": "on", "ਲਈ": "for", "ਨਹੀਂ": "not", "ਹੈ": "", "ਹਨ": "",
        "ਨੇ": "", "ਦੇ": "", "ਦਾ": "", "ਦੀ": "", "ਦੀਆਂ": "", "ਨੂੰ": "", "ਸ਼ਬਦ": "word", "ਲਿਖਿਆ": "written", "ਹਫ਼ਤਿਆਂ": "weeks",
        "ਹਫ਼ਤੇ": "weeks", "ਹਫਤਿਆਂ": "weeks", "ਮਹੀਨੇ": "months", "ਮਹੀਨਿਆਂ": "months", "ਸਾਲ": "years", "ਸਾਲਾਂ": "years",
        "ਤੋਂ": "since", "ਦੁਬਾਰਾ": "again", "ਹੋਏ": "", "ਹੋਇਆ": "", "ਉਹ": "", "ਜਿਹੜੇ": "", "ਇੱਕ": "one", "ਦੋ": "two",
        "ਤਿੰਨ": "three", "ਚਾਰ": "four", "ਪੰਜ": "five", "ਛੇ": "six", "ਸੱਤ": "seven", "ਅੱਠ": "eight", "ਨੌਂ": "nine", "ਦਸ": "ten",
        "ਖੁੱਲ੍ਹੇ": "open", "ਖੁੱਲ੍ਹਾ": "open", "ਬੰਦ": "closed", "ਸਮੇਤ": "with", "ਵਰਤਦੇ": "use", "ਵਰਤਦਾ": "uses", "ਬਦਲਿਆ": "changed",
        "ਲੱਭ": "find", "ਖੋਜੋ": "search", "ਸੂਚੀ": "list", "ਪੁਰਾਣੇ": "old", "ਪਿਛਲੇ": "previous", "ਨਵੇਂ": "new", "ਘਟਿਆ": "dropped",
        // Gujarati (its script).
        "કયા": "which", "કયું": "which", "કઈ": "which", "કયો": "which", "શું": "what", "ક્યાં": "where", "કેટલા": "how many",
        "કેટલું": "how much", "કોણ": "who", "માં": "in", "પર": "on", "નથી": "not", "છે": "", "ખૂટે": "lacks", "ખૂટતું": "lacking",
        "ખૂટતા": "lacking", "બતાવો": "show", "શોધો": "search", "યાદી": "list", "વાળા": "with", "ઓછામાં": "at", "ઓછા": "least",
        "વપરાય": "used", "વાપરે": "use", "હજી": "still", "સુધી": "until", "કોઈએ": "anyone", "કોઈ": "any", "કર્યું": "", "કર્યા": "",
        "નું": "", "ના": "", "ની": "", "નો": "", "ને": "", "અંદર": "in", "બનાવવા": "build", "માટે": "for", "મહિના": "months",
        "મહિનાથી": "months", "અઠવાડિયા": "weeks", "વર્ષ": "years", "એક": "one", "બે": "two", "ત્રણ": "three", "ચાર": "four",
        "પાંચ": "five", "છ": "six", "સાત": "seven", "આઠ": "eight", "નવ": "nine", "દસ": "ten", "ખુલ્લા": "open", "બંધ": "closed",
        "શબ્દ": "word", "લખેલું": "written", "લખ્યું": "written", "જૂના": "old", "નવા": "new", "બદલાયું": "changed", "ઘટ્યો": "dropped",
        // Marathi (Devanagari).
        "कोणत्या": "which", "कोणती": "which", "कोणता": "which", "काय": "what", "किती": "how many", "कोण": "who", "मध्ये": "in",
        "वर": "on", "चा": "", "ची": "", "चे": "", "च्या": "", "चं": "", "ला": "", "आहे": "", "आहेत": "", "नाही": "not", "नाहीत": "not",
        "नसलेले": "lacking", "नसलेली": "lacking", "झालेत": "", "झालेले": "", "झाले": "", "झालाय": "", "न": "not", "एक": "one",
        "दोन": "two", "तीन": "three", "चार": "four", "पाच": "five", "सहा": "six", "सात": "seven", "आठ": "eight", "नऊ": "nine",
        "दहा": "ten", "वर्ष": "years", "वर्षापेक्षा": "years", "वर्षांपेक्षा": "years", "महिने": "months", "महिन्यांपेक्षा": "months",
        "आठवडे": "weeks", "जास्त": "more", "काळ": "", "उल्लेख": "mention", "शब्द": "word", "लिहिले": "written", "शोधा": "search",
        "दाखवा": "show", "यादी": "list", "बदलले": "changed", "उघडे": "open", "बंद": "closed", "सोडवलेले": "resolved",
        "वापरणारे": "using", "वापरतात": "use", "अवलंबून": "depending", "जुने": "old", "नवीन": "new", "मागील": "previous",
        "शेवटचा": "last", "घसरला": "dropped", "अजून": "still", "कधीच": "never",
        // Kannada.
        "ಯಾವ": "which", "ಯಾವುವು": "which", "ಯಾವುದು": "which", "ಯಾವುದೇ": "any", "ಏನು": "what", "ಎಲ್ಲಿ": "where",
        "ಎಲ್ಲೆಲ್ಲಿ": "where", "ಎಷ್ಟು": "how many", "ಯಾರು": "who", "ತೋರಿಸಿ": "show", "ತೋರಿಸು": "show", "ಹುಡುಕಿ": "search",
        "ಹುಡುಕು": "search", "ಪಟ್ಟಿ": "list", "ಇಲ್ಲ": "not", "ಇಲ್ಲದ": "lacking", "ಇಲ್ಲದೆ": "without", "ಇದೆ": "", "ಇವೆ": "",
        "ಇರುವ": "", "ಇರೋ": "with", "ಬದಲಾಗಿದೆ": "changed", "ಬಳಸುವ": "using", "ಬಳಸುತ್ತವೆ": "use", "ಅವಲಂಬಿಸಿವೆ": "depend",
        "ಮೇಲೆ": "on", "ನಲ್ಲಿ": "in", "ಅಲ್ಲಿ": "in", "ದ": "", "ಗೆ": "for", "ತಿಂಗಳು": "months", "ತಿಂಗಳಿಗಿಂತ": "months",
        "ವಾರ": "weeks", "ವಾರಕ್ಕಿಂತ": "weeks", "ವರ್ಷ": "years", "ವರ್ಷಕ್ಕಿಂತ": "years", "ಒಂದು": "one", "ಎರಡು": "two",
        "ಮೂರು": "three", "ನಾಲ್ಕು": "four", "ಐದು": "five", "ಆರು": "six", "ಏಳು": "seven", "ಎಂಟು": "eight", "ಒಂಬತ್ತು": "nine",
        "ಹತ್ತು": "ten", "ಹನ್ನೆರಡು": "twelve", "ಬಗ್ಗೆ": "about", "ಬರೆದಿದೆ": "written", "ಪದ": "word", "ಹಿಂದಿನ": "previous",
        "ಹೊಸ": "new", "ಕೊನೆಯ": "last", "ಕುಸಿದಿದೆ": "dropped", "ಕಡಿಮೆ": "lower", "ತೆರೆದ": "open", "ಮುಚ್ಚಿದ": "closed",
        "ಹಳೆಯ": "old", "ಎಲ್ಲಾ": "all", "ಜಾಸ್ತಿ": "many", "ಇನ್ನೂ": "still", "ಯಾವತ್ತೂ": "never",
        // Malayalam.
        "ഏത്": "which", "ഏതൊക്കെ": "which", "ഏതൊക്കെയാണ്": "which", "ഏതെല്ലാം": "which", "ഏതെങ്കിലും": "any", "എന്ത്": "what",
        "എവിടെ": "where", "എവിടെയൊക്കെ": "where", "എത്ര": "how many", "ആര്": "who", "കാണിക്കൂ": "show", "കാണിക്കുക": "show",
        "തിരയൂ": "search", "തിരയുക": "search", "കണ്ടെത്തുക": "find", "ലിസ്റ്റ്": "list", "ഇല്ലാത്ത": "lacking", "ഇല്ല": "not",
        "ഉണ്ട്": "", "ഉപയോഗിക്കുന്നു": "use", "ഉപയോഗിക്കുന്ന": "using", "ആശ്രയിക്കുന്ന": "depending", "മാസം": "months",
        "മാസമായി": "months", "ആഴ്ച": "weeks", "വർഷം": "years", "ഒരു": "one", "രണ്ട്": "two", "മൂന്ന്": "three", "നാല്": "four",
        "അഞ്ച്": "five", "ആറ്": "six", "ഏഴ്": "seven", "എട്ട്": "eight", "ഒമ്പത്": "nine", "പത്ത്": "ten", "പുതിയ": "new",
        "പഴയ": "old", "പഴയതിനേക്കാൾ": "than previous", "താഴെ": "lower", "കുറഞ്ഞു": "dropped", "പോയോ": "", "മോശമായോ": "got worse",
        "മോശമായി": "got worse", "തുറന്ന": "open", "തുറന്നു": "open", "അടച്ച": "closed", "പരിഹരിച്ച": "resolved", "എന്ന്": "",
        "പറഞ്ഞിട്ടുണ്ട്": "mentioned", "എഴുതിയ": "written", "വാക്ക്": "word", "ഇപ്പോഴും": "still", "കിടന്നു": "", "ഓരോ": "each",
        "എല്ലാ": "all", "മാറിയ": "changed", "ഒരിക്കലും": "never",
    ]

    /// A Kannada or Malayalam ending joined to an English word with a hyphen ("component-ന്റെ",
    /// "assessment-ൽ", "mappability-യിൽ", "iOS-il"), as the English word it is read as (none when
    /// it marks only an owner, a plural or an object).
    static let westernSouthernIndicEndings: [String: String] = [
        "ന്റെ": "", "ന്റേ": "", "ഉടെ": "", "യുടെ": "", "ൽ": "in", "ിൽ": "in", "യിൽ": "in", "ഇൽ": "in", "ൾ": "", "കൾ": "", "ഉം": "",
        "നെ": "", "യെ": "", "ഇനെ": "", "il": "in", "yil": "in", "ನ": "", "ದ": "", "ಗಳು": "", "ಗಳ": "", "ನಲ್ಲಿ": "in", "ಲ್ಲಿ": "in",
        "ಅನ್ನು": "", "ನ್ನು": "",
    ]

    /// Question words said twice ("kon kon components", "ਕਿੱਥੇ ਕਿੱਥੇ", "ಯಾವ ಯಾವ"), the second
    /// dropped: one question, asked of many.
    static let reduplicatedAsking: Set<String> = ["which", "what", "where", "who", "how many", "when"]

    /// Object markers after a name in these languages ("Badge var depend kartat": depend on Badge;
    /// "Avatar ਨੂੰ ਵਰਤਦੇ"; "Avatar-നെ ഉപയോഗിക്കുന്ന"): the name is the object of the verb after it.
    static let westernSouthernIndicObjectMarks: Set<String> = ["var", "te", "वर", "ला", "ਨੂੰ", "ਤੇ", "ને", "પર", "ಅನ್ನು", "ನ್ನು", "നെ", "യെ", "ഇനെ"]
}
