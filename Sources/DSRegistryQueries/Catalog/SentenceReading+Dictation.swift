import DSRegistryCore

/// What a phone's dictation writes for what was said aloud, read as it would have been typed:
/// letters said by name ("eye oh ess", "ee bee", "E B") and a name split where it sounds like
/// two words ("and droid"), a criterion's id said ("see six", "sea three"), a token path with
/// its marks said ("text slash accent slash link", "tab dash header"), a day said ("december
/// first twenty twenty six"). Each is read so only where what it becomes is what the registry
/// holds (a value, a system, a token path) or a date: "I'd like to see two components" and
/// "why are" stay words.
extension SentenceReading {
    static func undictated(_ words: inout [SentenceWord], _ context: SentenceContext) -> [(typed: String, read: String)] {
        guard words.contains(where: { !$0.quoted && Self.dictationMarks.contains($0.lower) }) else { return [] }
        var read: [SentenceWord] = []
        var corrections: [(typed: String, read: String)] = []
        var at = 0
        while at < words.count {
            if let (length, texts) = spelled(at, words, context) ?? criterionSaid(at, words, context) ?? pathSaid(at, words, context)
                ?? daySaid(at, words) {
                read += texts.enumerated().map { said($0.element, for: words[at..<(at + length)], last: $0.offset == texts.count - 1) }
                corrections.append((words[at..<(at + length)].map(\.typed).joined(separator: " "), texts.joined(separator: " ")))
                at += length
            } else {
                read.append(words[at])
                at += 1
            }
        }
        words = read
        return corrections
    }

    /// "the tidal bar", "section heather", "avatar roe", "page banter": a word of a registry
    /// name of several, heard as another that sounds like it (`soundKey`) or is a letter from
    /// it, beside the name's other words as they are. Only where one name is meant, and the word
    /// heard is no stop word, value or concept ("more detail here" is no Detail Hero).
    static func namesHeard(_ words: inout [SentenceWord], _ context: SentenceContext) -> [(typed: String, read: String)] {
        var byWord: [String: [[String]]] = [:]
        for name in Set(context.names.components.values) {
            let parts = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            guard (2...4).contains(parts.count) else { continue }
            for part in Set(parts) where !ReadingVocabulary.stopWords.contains(part) { byWord[part, default: []].append(parts) }
        }
        var heard: [Int: Set<String>] = [:]
        for (at, word) in words.enumerated() where !word.quoted {
            for parts in byWord[word.lower] ?? [] {
                for position in parts.indices where parts[position] == word.lower && at >= position && at - position + parts.count <= words.count {
                    let run = words[(at - position)..<(at - position + parts.count)]
                    let missed = zip(run.indices, parts).filter { words[$0.0].lower != $0.1 }
                    guard missed.count == 1, let (index, meant) = missed.first, !run.dropLast().contains(where: \.endsClause),
                          !run.contains(where: \.quoted), soundsLike(words[index], meant, context) else { continue }
                    heard[index, default: []].insert(meant)
                }
            }
        }
        var corrections: [(typed: String, read: String)] = []
        for (index, meant) in heard.sorted(by: { $0.key < $1.key }) where meant.count == 1 {
            guard let read = meant.first else { continue }
            corrections.append((words[index].typed, read))
            (words[index].typed, words[index].lower, words[index].lemma, words[index].original) = (read, read, SentenceWords.lemma(read), words[index].typed)
        }
        return corrections
    }

    /// Whether `word` may be `meant` heard wrong: a letter from it (four letters or more, the
    /// first the same), or the same sounds; and no word the reading knows as itself.
    private static func soundsLike(_ word: SentenceWord, _ meant: String, _ context: SentenceContext) -> Bool {
        guard word.lower.count >= 3, word.lemma != SentenceWords.lemma(meant), word.lower.allSatisfy(\.isLetter),
              !ReadingVocabulary.stopWords.contains(word.lower), context.closed.table[word.lemma] == nil,
              ReadingVocabulary.familyHead[word.lemma] == nil, !ReadingVocabulary.conceptLemmas.contains(word.lemma) else { return false }
        if word.lower.count >= 4, word.lower.first == meant.first, SentenceWords.distance(word.lower, meant, limit: 1) != nil { return true }
        return soundKey(word.lower) == soundKey(meant)
    }

    /// How a word sounds, roughly: its consonants after the first letter, with letters that
    /// sound alike made one ("tidal" and "title" are "tl", "heather" and "header" "htr").
    static func soundKey(_ word: String) -> String {
        var text = word.lowercased()
        for (written, sound) in [("th", "t"), ("ph", "f"), ("ck", "k"), ("gh", ""), ("sh", "s"), ("ch", "k")] {
            text = text.replacingOccurrences(of: written, with: sound)
        }
        if text.hasPrefix("kn") || text.hasPrefix("wr") { text.removeFirst() }
        let alike: [Character: Character] = ["d": "t", "c": "k", "q": "k", "z": "s", "v": "f", "x": "k"]
        var key = ""
        for (at, letter) in text.enumerated() {
            let sound = alike[letter] ?? letter
            if at > 0, "aeiouyhw".contains(letter) { continue }
            if key.last != sound { key.append(sound) }
        }
        return key
    }

    /// The word `text` stands for, where `run` was said.
    private static func said(_ text: String, for run: ArraySlice<SentenceWord>, last: Bool) -> SentenceWord {
        var word = SentenceWords.word(text, quoted: false)
        let end = run[run.endIndex - 1]
        word.original = run.map(\.typed).joined(separator: " ")
        if last { (word.endsClause, word.endsSentence, word.asks) = (end.endsClause, end.endsSentence, end.asks) }
        return word
    }

    /// Whether `text` is a value or a system of the registry ("ios", "eb").
    private static func holds(_ text: String, _ context: SentenceContext) -> Bool {
        !ReadingVocabulary.stopWords.contains(text) && (context.closed.table[SentenceWords.lemma(text)] != nil || context.names.systems[NameKey.of(text)] != nil)
    }

    /// "eye oh ess", "ee bee", "E B", "and droid": letters said by name, or a name heard as two
    /// words, that together are a value or a system; how many words, and the value.
    private static func spelled(_ at: Int, _ words: [SentenceWord], _ context: SentenceContext) -> (Int, [String])? {
        if at + 1 < words.count, !words[at].endsClause, !words[at + 1].quoted,
           let joined = heardApart[words[at].lower + " " + words[at + 1].lower], holds(joined, context) { return (2, [joined]) }
        var letters = ""
        var end = at
        while end < words.count, end - at < 6, !words[end].quoted, let letter = letterSaid(words[end]) {
            letters.append(letter)
            end += 1
            if words[end - 1].endsClause { break }
        }
        // The longest run from here that is a value.
        for length in stride(from: letters.count, through: 2, by: -1) where holds(String(letters.prefix(length)), context) {
            return (length, [String(letters.prefix(length))])
        }
        return nil
    }

    /// The letter `word` says: a letter's name ("ess", "eye") or a letter typed alone ("E").
    private static func letterSaid(_ word: SentenceWord) -> Character? {
        if word.typed.count == 1, let letter = word.lower.first, letter.isLetter, letter.isASCII { return letter }
        return letterNames[word.lower]
    }

    /// "see six", "sea three", "C 5": a criterion's id said aloud, where "see" is no verb (not
    /// after "to", "I", "can" …; not before a count of things, "see two components").
    private static let countedThings: Set<String> = ["components", "component", "things", "examples", "ones", "items", "issues", "tokens",
                                                     "results", "rows", "of", "more", "other", "others", "different", "lists", "list", "versions"]
    private static func criterionSaid(_ at: Int, _ words: [SentenceWord], _ context: SentenceContext) -> (Int, [String])? {
        guard at + 1 < words.count, ["see", "sea", "cee", "c"].contains(words[at].lower), !words[at].endsClause, !words[at + 1].quoted,
              let number = Int(words[at + 1].lower) ?? ReadingVocabulary.numbers[words[at + 1].lower], (1...19).contains(number),
              !["a", "an", "few", "couple", "several"].contains(words[at + 1].lower),
              !(at > 0 && seeingSubjects.contains(words[at - 1].lower)) else { return nil }
        if at + 2 < words.count, !words[at + 1].endsClause, countedThings.contains(words[at + 2].lower) { return nil }
        // (In capitals, as an id is written: "C9" is then no criterion's, and said so.)
        return (2, ["C\(number)"])
    }

    /// "text slash accent slash link", "theme dot color dot tab dash header": a path with its
    /// marks said, read as one when the registry holds it or two of its marks are slashes or
    /// dots.
    private static func pathSaid(_ at: Int, _ words: [SentenceWord], _ context: SentenceContext) -> (Int, [String])? {
        var path = words[at].lower
        var end = at + 1
        var marks = 0
        while end + 1 < words.count, end - at < 24, !words[end - 1].endsClause, let mark = pathMarks[words[end].lower],
              !words[end].endsClause, !words[end + 1].quoted, words[end + 1].lower.allSatisfy({ $0.isLetter || $0.isNumber }) {
            path += mark + words[end + 1].lower
            marks += mark == "/" || mark == "." ? 1 : 0
            end += 2
        }
        guard end > at + 1, !words[at].quoted, words[at].lower.allSatisfy({ $0.isLetter || $0.isNumber }),
              marks >= 2 || context.tokenExists(path) else { return nil }
        return (end - at, [path])
    }

    /// "december first twenty twenty six", "the twenty first of march": a day and a year said
    /// in words, as digits ("december 1st 2026").
    private static func daySaid(_ at: Int, _ words: [SentenceWord]) -> (Int, [String])? {
        let word = { (offset: Int) in at + offset < words.count && !words[at + offset].quoted ? words[at + offset].lower : "" }
        let isMonth = { (text: String) in SentenceDurations.month(text) != nil }
        // A month, then a day said ("first", "twenty first"), then perhaps a year said.
        if isMonth(word(0)), let (dayLength, day) = ordinalSaid(word, from: 1) {
            let year = yearSaid(word, from: 1 + dayLength)
            let suffix = (11...13).contains(day) ? "th" : [1: "st", 2: "nd", 3: "rd"][day % 10] ?? "th"
            return (1 + dayLength + (year?.length ?? 0), [word(0), "\(day)\(suffix)"] + (year.map { ["\($0.year)"] } ?? []))
        }
        // A year said after a month or a day ("march twenty twenty six", "the 1st of June two thousand twenty six").
        if at > 0, isMonth(words[at - 1].lower) || words[at - 1].lower.first?.isNumber == true, let year = yearSaid(word, from: 0) {
            return (year.length, ["\(year.year)"])
        }
        return nil
    }

    /// A day of the month said as an ordinal, "first" to "thirty first".
    private static func ordinalSaid(_ word: (Int) -> String, from at: Int) -> (length: Int, day: Int)? {
        if let tens = ["twenty": 20, "thirty": 30][word(at)], let unit = SentenceDurations.ordinals[word(at + 1)], unit < 10, tens + unit <= 31 {
            return (2, tens + unit)
        }
        return SentenceDurations.ordinals[word(at)].map { (1, $0) }
    }

    /// "twenty twenty six", "twenty twenty-six", "two thousand and twenty six": a year said.
    private static func yearSaid(_ word: (Int) -> String, from start: Int) -> (length: Int, year: Int)? {
        var at = start
        let least: Int
        if word(at) == "twenty", word(at + 1) != "thousand" { (at, least) = (at + 1, 10) }
        else if word(at) == "two", word(at + 1) == "thousand" { (at, least) = (at + (word(at + 2) == "and" ? 3 : 2), 1) }
        else { return nil }
        let said = { (text: String) in Int(text) == nil && !["a", "an", "few", "couple", "several"].contains(text) ? ReadingVocabulary.numbers[text] : nil }
        guard let tens = said(word(at)), (least...99).contains(tens) else { return nil }
        var year = 2000 + tens
        at += 1
        if tens >= 20, tens % 10 == 0, let unit = said(word(at)), (1...9).contains(unit) {
            year += unit
            at += 1
        }
        return (at - start, year)
    }

    /// Words that only dictation would write where a value was said: a sentence with none of
    /// them is left as it is.
    private static let dictationMarks: Set<String> = Set(letterNames.keys).union(heardApart.keys.map { String($0.split(separator: " ")[0]) })
        .union(pathMarks.keys).union(["see", "sea", "cee", "c", "twenty", "thousand"]).union(SentenceDurations.ordinals.keys)
        .union("abcdefghijklmnopqrstuvwxyz".map(String.init))

    private static let letterNames: [String: Character] = [
        "ay": "a", "bee": "b", "cee": "c", "dee": "d", "ee": "e", "ef": "f", "eff": "f", "gee": "g", "aitch": "h", "eye": "i", "jay": "j",
        "kay": "k", "el": "l", "ell": "l", "em": "m", "en": "n", "oh": "o", "pee": "p", "cue": "q", "ar": "r", "ess": "s", "tee": "t",
        "vee": "v", "ex": "x", "zee": "z", "zed": "z",
    ]
    /// A name dictation hears as two words.
    private static let heardApart: [String: String] = ["and droid": "android", "an droid": "android", "eye os": "ios", "i os": "ios",
                                                       "fig ma": "figma", "back base": "backbase"]
    private static let pathMarks: [String: String] = ["slash": "/", "dot": ".", "dash": "-", "hyphen": "-", "underscore": "_"]
    /// Who may see something: "see" after them is the verb.
    private static let seeingSubjects: Set<String> = ["i", "you", "we", "they", "to", "can", "could", "let", "me", "us", "will", "would",
                                                      "should", "might", "may", "and", "or", "please", "pls", "plz", "lets", "must"]
}
