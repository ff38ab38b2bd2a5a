/// Odia (its script and Latin letters), Dhivehi (Thaana and Latin letters) and Tibetan (its
/// script and Wylie's Latin letters), mixed into English, read as the other languages are
/// (`SentenceWords+Languages.swift`): the words of asking, searching, showing and listing, of
/// having and lacking, of open and closed, of depending and using, of spans of time and of
/// getting worse, and the registry's nouns with their case endings and postpositions ("Android
/// ରେ", "components ର", "iOS ގައި", "Avatar ལ་"), none that is also an English word ("re", "ah",
/// "mas", "red", "bar", "la", "song" stay as typed). Tibetan writes a tsheg (་) after each
/// syllable, a space only between phrases: its words are read from a run's syllables, the
/// longest first (`tibetanWords`: "ཚང་མ" is all, where "མ" alone is "not"). Sundanese and
/// Ilocano are `sundaIlocanoWords`.
extension SentenceWords {
    static let himalayanWords: [String: String] = [
        // Odia (its script).
        "କେଉଁ": "which", "କେଉଁଠି": "where", "କେଉଁଠାରେ": "where", "କଣ": "what", "କ'ଣ": "what", "କେତେ": "how many", "କେତୋଟି": "how many",
        "କିଏ": "who", "କେବେ": "when", "କେମିତି": "how", "ଦେଖାଅ": "show", "ଦେଖାନ୍ତୁ": "show", "ଦେଖାଇବ": "show", "ଖୋଜ": "search",
        "ଖୋଜନ୍ତୁ": "search", "ଖୋଜି": "search", "ତାଲିକା": "list", "ଅଛି": "", "ଅଛନ୍ତି": "", "ଥିବା": "with", "ନାହିଁ": "lacking",
        "ନଥିବା": "lacking", "ନାହାନ୍ତି": "lacking", "ବିନା": "without", "ରେ": "in", "ର": "", "କୁ": "", "ରୁ": "than", "ଠାରୁ": "than",
        "ସୁଦ୍ଧା": "as of", "ଗୁଡ଼ିକ": "", "ଗୁଡ଼ିକର": "", "ଗୁଡିକ": "", "ଗୁଡିକର": "", "ସବୁ": "all", "ପ୍ରତ୍ୟେକ": "each",
        "ବିଷୟରେ": "about", "ଉଲ୍ଲେଖ": "mention", "ଲେଖାଯାଇଛି": "written", "ଲେଖା": "written", "ଶବ୍ଦ": "word", "ମାସ": "months",
        "ମାସରୁ": "months", "ସପ୍ତାହ": "weeks", "ସପ୍ତାହରୁ": "weeks", "ବର୍ଷ": "years", "ବର୍ଷରୁ": "years", "ଦିନ": "days",
        "ପୁରୁଣା": "old", "ନୂଆ": "new", "ଗୋଟିଏ": "one", "ଏକ": "one", "ଦୁଇ": "two", "ତିନି": "three", "ଚାରି": "four", "ପାଞ୍ଚ": "five",
        "ଛଅ": "six", "ସାତ": "seven", "ଆଠ": "eight", "ନଅ": "nine", "ଦଶ": "ten", "ଖୋଲା": "open", "ବନ୍ଦ": "closed",
        "ସମାଧାନ": "resolved", "ରଙ୍ଗ": "colour", "ନିର୍ଭର": "depend", "ବ୍ୟବହାର": "use", "ପୂର୍ବ": "previous", "ଶେଷ": "last",
        "ଖରାପ": "worse", "କମିଲା": "dropped", "କମିଛି": "dropped", "ଏବେ": "still", "ଆସନ୍ତା": "", "ସେଗୁଡ଼ିକ": "them",
        "ଯେଉଁ": "", "ଯାହା": "", "ଆଦୌ": "", "ଆଣ୍ଡ୍ରଏଡ୍": "android", "ସିଧା": "directly", "ଏବଂ": "and", "କିମ୍ବା": "or",
        "ଜାନୁଆରୀ": "january", "ଫେବୃଆରୀ": "february", "ମାର୍ଚ୍ଚ": "march", "ଏପ୍ରିଲ": "april", "ମଇ": "may", "ଜୁନ": "june",
        "ଜୁଲାଇ": "july", "ଅଗଷ୍ଟ": "august", "ସେପ୍ଟେମ୍ବର": "september", "ଅକ୍ଟୋବର": "october", "ନଭେମ୍ବର": "november",
        "ଡିସେମ୍ବର": "december",
        // Odia (Latin letters).
        "kou": "which", "kouthi": "where", "kete": "how many", "kie": "who", "kebe": "when", "kemiti": "how", "dekha": "show",
        "dekhao": "show", "khoja": "search", "khojantu": "search", "achhi": "", "achhanti": "", "nathiba": "lacking",
        "thiba": "with", "upare": "on", "paain": "for", "sabu": "all", "lekha": "written", "nije": "", "jinisa": "things",
        "paryanta": "down to", "bisayare": "about", "purana": "old", "masaru": "months", "saptaha": "weeks", "barsa": "years",
        // Dhivehi (Thaana).
        "ކޮން": "which", "ކޮބާ": "which", "ކޮބައިތޯ": "which", "ކީއް": "what", "ކިތައް": "how many", "ކާކު": "who",
        "ކޮންއިރަކު": "when", "ކިހިނެއް": "how", "ކިހާ": "how", "ކީއްވެ": "why", "ދައްކާ": "show", "ދައްކާދީ": "show",
        "ދައްކަވާ": "show", "ހޯދާ": "search", "ހޯދާދީ": "search", "ލިސްޓް": "list", "ނެތް": "lacking", "ނެތި": "without",
        "އޮތް": "", "އެބައޮތްތަ": "any", "އެބަހުރިތަ": "any", "ހުރި": "with", "ގައި": "in", "ގެ": "", "އަށް": "", "އިން": "from",
        "އަށްވުރެ": "than", "އާއި": "and", "އަދި": "and", "ނުވަތަ": "or", "ވާ": "", "ވީ": "", "ކުރާ": "", "ކުރި": "",
        "ނުކުރާ": "not", "ނުކުރެވޭ": "not", "ނުލެވޭ": "not", "ގުޅުވައި": "linked", "ގުޅުން": "link", "ހަފްތާ": "weeks",
        "ހަފްތާއަށްވުރެ": "weeks", "މަސް": "months", "މަހަށްވުރެ": "months", "އަހަރު": "years", "އަހަރަށްވުރެ": "years",
        "ދުވަސް": "days", "އެކެއް": "one", "ދެ": "two", "ތިން": "three", "ހަތަރު": "four", "ފަސް": "five", "ހަ": "six",
        "ހަތް": "seven", "ނުވަ": "nine", "ދިހަ": "ten", "ގިނަ": "more", "ފަހު": "last", "ކުރީގެ": "previous",
        "ދަށްވީ": "dropped", "ދަށްވެފައި": "dropped", "ނިންމި": "decided", "އަސަރުކުރާނީ": "affected", "ހުޅުވާލާފައިވާ": "open",
        "ހުޅުވިފައިވާ": "open", "ބަންދު": "closed", "ހައްލު": "resolved", "ބަރޯސާވާ": "depending", "ބޭނުންކުރާ": "using",
        "އެކަމަކު": "but", "ހުރިހާ": "all", "ވަންދެން": "", "ބަދަލުކޮށްފިނަމަ": "if changed", "ބަދަލުވި": "changed",
        // Dhivehi (Latin letters).
        "kobaa": "which", "kobaithoa": "which", "kihineh": "how", "kihaa": "how", "kaaku": "who", "kithah": "how many",
        "dhakkaa": "show", "dhakkaadhee": "show", "hoadhaa": "search", "hoadhaadhee": "search", "dheebala": "", "nethi": "lacking",
        "nethee": "lacking", "gai": "in", "kuraa": "", "nukuraa": "not", "vaa": "", "vejje": "", "thah": "", "mi'yaaru": "criteria",
        "miyaaru": "criteria", "hathareh": "four", "hafthaa": "weeks", "aharu": "years", "dhuvas": "days", "aai": "and",
        "huri": "with", "eki": "each", "ma'naa": "meaning", "eku": "with",
        // Tibetan (its script), its syllables joined by the tsheg as written (`tibetanWords`).
        "གང": "which", "གང་ཡིན་པ": "which", "ག་རེ": "what", "ག་ཚོད": "how many", "ག་པར": "where", "ག་པ": "where", "སུ": "who",
        "ནམ": "when", "ཇི་ལྟར": "how", "སྟོན": "show", "ང་ལ་སྟོན": "show", "འཚོལ": "search", "འཚོལ་ཞིབ": "search", "ཐོ": "list",
        "ཐོ་གཞུང": "list", "ཡོད": "", "ཡོད་པ": "with", "ཡོད་པའི": "with", "མེད": "lacking", "མེད་པ": "lacking",
        "མེད་པའི": "lacking", "ཡིན": "", "ཡིན་པ": "", "ཡིན་པའི": "", "རེད": "", "འདུག": "", "ཡོད་རེད": "", "མ": "not",
        "མི": "not", "ལ": "", "ལར": "", "གི": "", "ཀྱི": "", "གྱི": "", "འི": "", "ནང": "in", "ནང་དུ": "in", "ནས": "from",
        "ལས": "than", "དང": "", "ཚང་མ": "all", "རེ་རེར": "each", "རེ་རེ": "each", "བྱེད་མཁན": "", "བྱེད་མཁན་གྱི": "",
        "བྱས་པའི": "", "བྱས": "", "མ་བྱས་པའི": "not", "མ་བྱས་པ": "not", "ཟླ་བ": "months", "ཟླ": "months", "ལོ": "years",
        "གཟའ་འཁོར": "weeks", "ཉིན": "days", "ཉིན་མ": "days", "གཅིག": "one", "གཉིས": "two", "གསུམ": "three", "བཞི": "four",
        "ལྔ": "five", "དྲུག": "six", "བདུན": "seven", "བརྒྱད": "eight", "དགུ": "nine", "བཅུ": "ten", "ཕྱེད": "half",
        "རྙིང་བ": "old", "རྙིང་བའི": "old", "རྙིང་པ": "old", "གསར་པ": "new", "ཕྱི་མ": "last", "སྔ་མ": "previous",
        "ཟིན": "", "ཐུབ": "", "བཟོས་ཟིན": "made", "འགྱུར་བ": "changed", "འགྱུར་སོང": "changed", "མཐོང": "seen", "མཐོང་གི་འདུག": "seen",
        "བརྟེན": "depend", "རག་ལས": "depend", "བེད་སྤྱོད": "use", "ཁ་ཕྱེ": "open", "ཁ་ཕྱེ་ཡོད་པའི": "open", "ཁ་རྒྱག": "closed",
        "ཐག་གཅོད": "resolved", "རོགས": "", "ལོ་ཕྱེད": "six months", "ལོ་གཅིག་དང་ཕྱེད": "18 months", "ཆ་ཚང": "all", "སྐོར": "about", "ཉམས་འགྲིབ": "got worse", "ཆག": "dropped",
        // Tibetan (Wylie's Latin letters).
        "yod": "", "ston": "show", "snga": "earlier", "phyi": "later", "gyur": "changed", "mthun": "match",
    ]

    /// A run of Tibetan syllables ("ཚང་མ་སྟོན་དང་", "ང་ལ་སྟོན་དང"), as the English words it is
    /// read as: from each syllable on, the longest run of up to four syllables that is a word
    /// ("ཚང་མ": all, then "སྟོན": show); a syllable that starts none stays as typed. A number after
    /// a span of time comes before it ("ཟླ་བ་གསུམ": three months).
    static func tibetanWords(_ run: String) -> [String] {
        let syllables = run.split(whereSeparator: { $0 == "\u{0F0B}" || $0 == "\u{0F0C}" }).map(String.init)
        var read: [String] = []
        var at = 0
        while at < syllables.count {
            let found = (1...min(4, syllables.count - at)).reversed().lazy.compactMap { length in
                foreignWords[syllables[at..<(at + length)].joined(separator: "\u{0F0B}")].map { ($0, length) }
            }.first
            if let (english, length) = found {
                read += english.split(separator: " ").map(String.init)
                at += length
            } else {
                read.append(syllables[at])
                at += 1
            }
        }
        // ("ཟླ་བ་གསུམ": months three; a number follows its noun in Tibetan, read as English orders it.)
        for at in read.indices.dropLast() where ["months", "years", "weeks", "days"].contains(read[at]) && tibetanNumbers.contains(read[at + 1]) {
            read.swapAt(at, at + 1)
        }
        return read
    }

    private static let tibetanNumbers: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Object markers after a name, written apart ("Avatar ལ་ depend བྱེད་མཁན་": that depend on
    /// Avatar; "Avatar କୁ ବ୍ୟବହାର କରୁଥିବା"; "Badge އަށް ބަރޯސާވާ"): the name is the object of the verb after it.
    static let himalayanObjectMarks: Set<String> = ["ལ་", "ལ", "କୁ", "އަށް"]

    /// Whether `run` is written in Tibetan syllables (it holds a tsheg).
    static func isTibetan(_ run: String) -> Bool { run.contains("\u{0F0B}") || run.contains("\u{0F0C}") }
}
