/// The words of a request rather than a question: changes to the registry, other things asked
/// of dsreg, and the polite words around them.
extension ReadingVocabulary {
    /// First words that ask to change the registry: `dsreg query` only reads.
    static let destructive: Set<String> = [
        "delete", "remove", "drop", "truncate", "wipe", "erase", "destroy", "insert", "update", "alter", "reset",
        "purge", "kill", "rename", "set", "add", "create", "replace", "overwrite", "merge", "retire", "deprecate",
        "clear", "modify", "edit", "write", "move", "mark", "resolve", "close", "fix", "bind", "rebind",
        "prune", "cull", "nuke", "axe", "trash", "strip", "strike", "repaint", "recolour", "recolor", "restyle", "retune",
        // "Please withdraw the Header family from the registry": taken out of it.
        "withdraw", "scrap", "ditch", "delist", "unlist", "discontinue",
        // "Scuttle every dangling alias from the registry", "retract the token text/brand": gone.
        "scuttle", "retract", "revoke", "expunge", "excise", "eradicate", "banish",
        // "Repoint text/accent/link to #FF0000": a binding or alias changed.
        "repoint", "remap", "relink", "rewire", "reassign",
    ]
    /// "Do it" in languages whose verb comes last: Hindi and Urdu, Sinhala, Pashto, Bengali,
    /// Tamil, Uzbek, Kazakh, Turkish and Azerbaijani, Tajik, Kyrgyz, Bashkir, Turkmen, Uyghur,
    /// Chuvash, Sakha, Karakalpak and Crimean Tatar, Japanese, Korean.
    static let doIt: Set<String> = doItInHindi.union(["ڇڏيو", "qoy", "karanna", "කරන්න", "කරන්නකෝ", "کړه", "کړئ", "کریں", "کرو",
                                    "کیجیے", "করো", "করুন", "pannu", "pannunga", "qil", "qiling", "ет", "етіңіз", "жаса", "yap",
                                    "yapın", "edin", "kun", "кун", "кунед", "кыл", "кылгыла", "эшлә", "эшләгеҙ", "goý",
                                    "قىلىڭ", "قىلىۋېتىڭ", "ಮಾಡಿ", "ಮಾಡು", "ಬಿಡಿ", "ಮಾಡಿಬಿಡಿ", "ചെയ്യൂ", "ചെയ്യുക", "ਕਰੋ", "ਦਿਓ", "કરો", "દો",
                                    "करा", "kara", "karjo", "karso", "ту", "тӑвӑр", "оҥор", "оҥоруҥ", "qıl", "qılıń", "qılıñız", "etiñiz", "etiń",
                                    "して", "してください", "해줘", "해주세요", "하세요",
                                    // Odia, Dhivehi ("… issue କୁ close କରିଦିଅ", "… registry އިން delete ކޮށްލާ").
                                    "କରିଦିଅ", "କରିଦିଅନ୍ତୁ", "କରନ୍ତୁ", "କର", "ކޮށްލާ", "ކޮށްދީ", "ކުރޭ", "ކޮށްލައްވާ"])
    /// Hindi's "do it" words: a change asked wherever they stand ("… resolved mark karo na"), not
    /// only at the end of a clause as the others are.
    static let doItInHindi: Set<String> = ["karo", "kardo", "kijiye", "karna"]
    /// "Change" said last, in Hindi, Marathi and Punjabi ("… chi value #0A2757 la badal"), and
    /// "close", "mark", "change", "approve", "set" said last in Georgian, Kazakh, Mongolian, Armenian
    /// and Azerbaijani ("… resolved-ად მონიშნე", "… #FF0000 етіп өзгерт"), and in Uyghur, Chuvash,
    /// Sakha, Karakalpak and Crimean Tatar ("… qilip özgertiwet", "… уҫӑ issue-сене хуп"): a change
    /// asked when it ends the request.
    static let changeSaidLast: Set<String> = ["badal", "badlo", "badla", "badlun", "hatao", "mitao", "kadha", "ਬਦਲੋ", "बदल", "बदलो",
        "დახურე", "მონიშნე", "წაშალე", "შეცვალე", "დაამტკიცე", "დააყენე", "өзгерт", "өшір", "бекіт", "жап", "устга", "өөрчил", "solio",
        "ustga", "uurchluh", "ջնջիր", "փոխիր", "հաստատիր", "փակիր", "sil", "dəyişdir", "dəyiş", "təsdiqlə", "bağla", "olsun",
        "özgert", "özgertiwet", "özgertiwéting", "özgerting", "öchür", "öchürüwet", "öchürüwéting", "öchürüng", "yépiwet", "yépiwéting",
        "yéping", "belgileng", "ئۆزگەرت", "ئۆزگەرتىڭ", "ئۆزگەرتىۋېتىڭ", "ئۆچۈر", "ئۆچۈرۈڭ", "ئۆچۈرۈۋېتىڭ", "يېپىڭ", "يېپىۋېتىڭ",
        "улӑштар", "улӑштарӑр", "хуп", "хупӑр", "кӑлар", "пӗтер", "уларыт", "уларытыҥ", "сот", "сотуҥ", "сабыҥ", "ózgert", "ózgertiń",
        "óshir", "óshiriń", "jabıń", "deñiştir", "deñiştiriñiz", "qapat", "qapatıñız",
        // Punjabi, Gujarati, Marathi, Kannada and Malayalam ("… App Bar करून टाक", "… #0A2757 ആക്കി മാറ്റൂ", "… kari nakho").
        "टाक", "टाका", "nakho", "નાખો", "badli", "ਹਟਾਓ", "ಬದಲಿಸಿ", "ಅಳಿಸಿ", "ಮುಚ್ಚಿ", "മാറ്റൂ", "മാറ്റുക", "മാറ്റണം", "കളയൂ",
        "ഡിലീറ്റ്", "അടയ്ക്കൂ", "ആക്കൂ",
        // Tibetan, Dhivehi, Odia ("… value #0A2757 ལ་ བསྒྱུར་རོགས།", "… registry އިން ފޮހެލާ", "… ବଦଳାଅ").
        "བསྒྱུར", "སུབ", "གསུབ", "ཕྱིར་འཐེན", "ཁ་རྒྱོབ", "ފޮހެލާ", "ފޮހެލައްވާ", "ނައްތާލާ", "ބަދަލުކުރޭ", "ބަދަލުކޮށްދީ", "ބަންދުކޮށްލާ",
        "fohelaa", "ବଦଳାଅ", "ହଟାଅ", "ବିଲୋପ"]
    /// What a record can be set to, said before "kar de" ("verdict ready kar de"): a change asked.
    static let valuesSetTo: Set<String> = ["ready", "resolved", "done", "closed", "accepted", "rejected", "approved", "open", "deprecated",
                                           "fixed", "merged", "refine", "rework", "restructure", "deprecate", "wont-fix"]

    /// First words that decide a record ("Reject the collapse-props recommendation", "reopen
    /// the C7 issue"): a change too, though elsewhere the word may name a value ("an archive
    /// verdict" names none the registry has).
    static let decisions: Set<String> = ["reject", "accept", "approve", "dismiss", "reopen", "revert", "archive", "unpublish"]
    static let destructiveLemmas: Set<String> = Set(destructive.map(SentenceWords.lemma))
    /// Verbs that change a record's value, with their past participles: "bump Badge to ready",
    /// "can Badge be marked ready?".
    /// The value changes that set a value when they open a clause after remarks ("…: set
    /// text/brand to #FF0000"); not "record", "log", "mark", "move", "turn", "enter", which open
    /// remarks too ("record time: …", "turn to page …").
    static let settingVerbs: Set<String> = ["set", "change", "switch", "bump", "flip", "repoint", "swap"]

    static let valueChanges: [String: String] = [
        "change": "changed", "set": "set", "mark": "marked", "update": "updated", "move": "moved", "switch": "switched",
        "bump": "bumped", "flip": "flipped", "downgrade": "downgraded", "upgrade": "upgraded", "promote": "promoted",
        "demote": "demoted", "rename": "renamed", "turn": "turned", "edit": "edited",
        // "Enter Button's verdict as ready in the book", "record Badge as resolved": a value written down.
        "enter": "entered", "record": "recorded", "log": "logged",
        // "Swap text/accent/link over to #0055CC", "repoint the token at …": a value put in another's place.
        "swap": "swapped", "repoint": "repointed", "retarget": "retargeted", "remap": "remapped", "reassign": "reassigned",
        // "The no-code-connect issue should be closed as won't fix": an issue's status set.
        "close": "closed", "resolve": "resolved",
    ]
    /// The lemmas of `valueChanges`' verbs, so that every form reads as its verb ("flipping",
    /// "logging", "changing").
    static let valueChangeLemmas: Set<String> = Set(valueChanges.keys.map(SentenceWords.lemma))
    /// The words that ask for something to be done or allowed: "can", "should", "must" ….
    static let modals: Set<String> = ["can", "could", "would", "will", "should", "shall", "must"]
    /// First words that ask dsreg to do something other than answer ("recommend a good book",
    /// "play some music"): refused as off-topic.
    static let actions: Set<String> = [
        "recommend", "suggest", "write", "play", "translate", "book", "order", "buy", "send", "email", "schedule",
        "call", "launch", "install", "download", "draw", "sing", "remind", "draft", "prepare", "summarize", "summarise",
    ]
    /// First words that ask for something made up ("give me a cryptic clue for HEADER", "come up
    /// with a slogan for Badge"), refused when one of `inventions` is their object.
    static let inventing: Set<String> = ["give", "make", "tell", "come", "invent", "compose", "craft", "generate", "think", "dream", "coin", "devise", "pen"]
    /// Things made up, not read from a registry.
    static let inventions: Set<String> = Set(["clue", "poem", "joke", "riddle", "haiku", "limerick", "song", "slogan", "tagline", "pun", "rhyme",
                                              "crossword", "anagram", "nickname", "metaphor", "essay", "tweet", "motto", "sonnet", "verse",
                                              "lyric", "acrostic", "mnemonic", "jingle", "quip", "catchphrase"].map(SentenceWords.lemma))
    /// Words anywhere that say the sentence is SQL or a shell command, not a question.
    static let commandWords: Set<String> = ["sql", "table", "database", "db", "registry", "rm", "sudo", "schema"]
    /// Requests before the first word that counts ("please delete…", "can you drop…").
    static let politeOpeners: Set<String> = (["please", "can", "could", "would", "you", "go", "ahead", "and", "now", "just", "i", "want", "to", "let", "us", "let's", "lets",
                                             "kindly", "mind", "i'd", "id", "like", "need", "will", "you'd", "hey", "hi", "ok", "okay", "dsreg", "quickly",
                                             "be", "so", "kind", "good", "as", "it", "great", "nice", "possible", "is", "u", "ya", "pls", "plz", "plse", "ever", "abeg", "yo", "right", "alright", "help", "me",
                                             "request", "requesting", "terribly", "awfully", "possibly", "perhaps", "maybe",
                                             // "so basically can you change …": fillers before the request.
                                             "basically", "actually", "honestly", "literally", "um", "uh", "erm", "anyway",
                                             // "Be a dear and pull up …", "be a love and …".
                                             "a",
                                             // Taglish: "Paki-mark as resolved na yung …" (paki-: please).
                                             "paki"] as Set<String>).union(vocatives)
    /// Whom a sentence addresses: "machan mark the … as resolved", "can you search X, mate".
    static let vocatives: Set<String> = ["machan", "mate", "mates", "bro", "bruh", "dude", "guys", "folks", "yall", "y'all", "fam", "buddy", "pal", "chale",
                                         "lads", "hun", "boss", "dear", "darling", "sweetheart", "lamb", "doll",
                                         "sebo", "nyabo", "sir", "madam"]
}
