import Foundation
import DSRegistryCore

/// A sentence cut into words once: lowercase for comparing, as typed for values. Token paths
/// (`text/accent/link`, `theme.radius.tab`) and ids (`C4`) stay whole; a quoted phrase is one
/// word; hyphens split ("sap-fiori" is "sap fiori": names compare without punctuation anyway);
/// "n't" is "not"; a possessive "'s" goes. Linear in the sentence's length.
package struct SentenceWord: Sendable, Equatable {
    /// As typed (a quoted phrase without its quotes).
    package var typed: String
    /// Lowercase.
    package var lower: String
    /// The word's stem (`SentenceWords.lemma`): "restructuring" and "restructure" share one.
    package var lemma: String
    package var quoted: Bool
    /// As typed before a typo was read as another word.
    package var original: String
    /// As typed in another language, when it was read as an English word ("para" read as "for").
    package var foreign: String?
    /// A token path: it has '/' or an inner '.' (worked out once: it is asked for every run).
    package var isPath: Bool
    /// Punctuation that ends a clause follows it ("brand bar, I remember it"): a searched text ends here.
    package var endsClause = false
    /// A full stop, question or exclamation mark follows it: the next word starts a sentence,
    /// so its capital names nothing ("… token coverage? Coming from games, …").
    package var endsSentence = false
    /// A question mark follows it: a bare "no?" after a clause is a tag, not a taking back.
    package var asks = false
    /// A hyphen joins it to the next word as typed ("right-to-left"): a searched text keeps it.
    package var hyphenAfter = false
    /// A case ending joined to it, or a particle after it, makes it a verb's object ("Avatar-ы
    /// туттар компоненнар": the components that use Avatar; `SentenceWords.objectEndings`).
    package var objectCase = false
    /// A hesitation ("er", "um") was said just before it and left out: "swiftui er compose" takes back.
    package var stammeredBefore = false
    /// Inside square brackets, a label pasted before the question ("DS-2231 [docs] find …"), or
    /// inside round ones after a sentence ends ("… status. (Jira is down again.)"), or after
    /// "i.e." or "e.g." to the clause's end ("native mappability, i.e. every prop has a
    /// counterpart in code"), or a Gherkin "Then" step that asks nothing: it may name a value,
    /// but says nothing of what is asked.
    package var tag = false
    /// Inside round brackets that open the sentence, three words or more, before the question
    /// ("(for the icon audit) who needs …"): a preface, whose names are no values either; or a
    /// likeness drawn after a clause ("…, like reading every recipe card in the binder").
    package var preface = false
    /// Said by someone else and doubted by the asker ("Sam says Badge is ready but I doubt it"):
    /// its names may still be asked about, its other values are not.
    package var claimed = false
    /// Told before the question, what the asker tried or why they ask, and pointed back at by
    /// it ("Because Badge is being deprecated, what depends on it?"): its names may be asked
    /// about, its other values are not.
    package var toldBefore = false
    /// One of three names or more listed before the question ("Avatar, Badge, Icon, Link: which
    /// roles …"): what the answer covers, no filter (a preface too).
    package var listed = false

    package init(typed: String, lower: String, lemma: String, quoted: Bool, original: String) {
        self.typed = typed
        self.lower = lower
        self.lemma = lemma
        self.quoted = quoted
        self.original = original
        isPath = !quoted && (lower.contains("/" as Character) || lower.dropLast().contains("." as Character))
    }
}

package enum SentenceWords {
    /// `words` without those at `indices`; a dropped word's clause end moves to the word before.
    static func removing(_ indices: Set<Int>, from words: [SentenceWord]) -> [SentenceWord] {
        var kept: [SentenceWord] = []
        for (index, word) in words.enumerated() {
            if indices.contains(index) {
                if word.endsClause, !kept.isEmpty { kept[kept.count - 1].endsClause = true }
            } else {
                kept.append(word)
            }
        }
        return kept
    }

    /// The words of `text`, at most `limit` of them; `truncated` says when more were left.
    package static func split(_ text: String, limit: Int) -> (words: [SentenceWord], truncated: Bool) {
        var words: [SentenceWord] = []
        var current = ""
        var inQuote = false
        var closing: Int? = nil
        var callEnd: Int? = nil
        var brackets = Brackets()
        // After "i.e." or "e.g." to the clause's end ("i.e.," ends none): an explanation.
        var explaining = false
        var explainedFrom = 0
        let characters = pluralMarksJoined(Array(text))
        let singleQuotes = singleQuoteEnds(characters)
        var made: [String: [SentenceWord]] = [:]
        func flush(quoted: Bool = false) {
            defer { current = "" }
            if !quoted, endsClauseAlone(current, after: words.last) {
                words[words.count - 1].endsClause = true
                return
            }
            if quoted {
                let phrase = current.trimmingCharacters(in: .whitespaces)
                if !phrase.isEmpty { words.append(word(phrase, quoted: true)) }
                return
            }
            if ["i.e.", "e.g.", "i.e", "e.g"].contains(current.lowercased()) { (explaining, explainedFrom) = (true, words.count) }
            // A run typed again is made once (a long sentence repeats its few words).
            let parts = made[current] ?? Self.words(of: current)
            made[current] = parts
            for (offset, piece) in parts.enumerated() {
                var next = piece
                next.hyphenAfter = offset + 1 < parts.count && current.contains("-" as Character)
                next.tag = brackets.inSquare || brackets.inRemark || explaining
                words.append(next)
            }
            adjoin(current, count: parts.count, &words)
        }
        for (offset, character) in characters.enumerated() {
            if words.count >= limit { return (Array(words.prefix(limit)), true) }
            if closing == offset {
                flush(quoted: true)
                (inQuote, closing) = (false, nil)
            } else if closing == nil, "\"“”„".contains(character) {
                // („Oktober“: German quotes too. « » are no quotes: "assessed as « refinement
                // needed »" names a value, read as the words inside.)
                flush(quoted: inQuote)
                inQuote.toggle()
            } else if !inQuote, current.isEmpty, let end = singleQuotes[offset] {
                // 'Card Cell', ‘amazing’: a phrase in single quotes, from a quote that starts a word.
                (inQuote, closing) = (true, end)
            } else if inQuote {
                current.append(character)
            } else if let end = callEnd ?? Brackets.callEnd(from: offset, characters, after: current) {
                current.append(character)
                callEnd = offset == end ? nil : end
            } else if inWord(character, after: current, before: offset + 1 < characters.count ? characters[offset + 1] : " ") {
                current.append(character)
            } else {
                let before = words.count
                let period = current.hasSuffix(".")
                flush()
                if character == ")", words.count == before + 1, brackets.droppedListNumber(&words) { continue }
                // ("1. Which components …? 2. And also, …": numbered with a stop, each opening a sentence.)
                if period, words.count == before + 1, words.count == 1 || words[words.count - 2].endsSentence, brackets.droppedListNumber(&words) { continue }
                // ("for swipe — I'm …", "fail if any (CI gate)": a dash, stop or bracket set apart by spaces ends the clause before it too.)
                // ("… figma=14`. my lead wants …": a stop after a closing backtick ends the sentence before it.)
                let (apart, strayStop) = (words.count == before && !words.isEmpty, words.count == before && !words.isEmpty && period)
                if words.count > before && (period || clauseEnds.contains(character)) || apart && clauseEnds.contains(character) && character != ")" || strayStop {
                    words[words.count - 1].endsClause = true
                    if words.count > explainedFrom { explaining = false }
                }
                if words.count > before && period || strayStop || (words.count > before || apart) && "!?؟".contains(character) { words[words.count - 1].endsSentence = true }
                if character == "?" || character == "؟", words.count > before || apart { words[words.count - 1].asks = true }
                brackets.see(character, &words)
            }
        }
        flush(quoted: inQuote)
        words = textSpeakLetters(finished(words, prefaceEnd: brackets.prefaceEnd))
        return (Array(words.prefix(limit)), words.count > limit)
    }

    /// "suppose we cleaned house - wipe …", "haptic feedback / somewhere …": a dash or a slash
    /// standing alone ends a clause; not a slash after a name ("1:1 Maya / Finn").
    private static func endsClauseAlone(_ current: String, after last: SentenceWord?) -> Bool {
        guard let last, !current.isEmpty else { return false }
        return current.allSatisfy { $0 == "-" } || current == "/" && last.typed.first?.isUppercase == false
    }

    /// Whether `character` belongs to the word being read: letters, digits, a path's marks, a
    /// mention's "@" first, and the colon of a time of day ("the 7:42 peak service" is no count).
    private static func inWord(_ character: Character, after current: String, before next: Character) -> Bool {
        // (Tibetan's tsheg ends a syllable, not a word: "ཚང་མ་" is one run, read by `tibetanWords`.)
        character.isLetter || character.isNumber || "/._-'’\u{0F0B}\u{0F0C}".contains(character) || character == "@" && current.isEmpty
            || character == "#" && current.isEmpty && next.isLetter
            || character == ":" && current.last?.isNumber == true && next.isNumber
    }

    /// "import(s)", "state(s)": one or more, said as a plural; "1,5 years": a decimal comma, one
    /// or two digits after it ("1,000" keeps its comma). One pass.
    private static func pluralMarksJoined(_ characters: [Character]) -> [Character] {
        var joined: [Character] = []
        joined.reserveCapacity(characters.count)
        var offset = 0
        let digit = { (at: Int) in at >= 0 && at < characters.count && characters[at].isASCII && characters[at].isNumber }
        while offset < characters.count {
            if characters[offset] == "(", offset > 0, characters[offset - 1].isLetter, offset + 2 < characters.count,
               characters[offset + 1] == "s", characters[offset + 2] == ")" {
                joined.append("s")
                offset += 3
            } else if characters[offset] == ",", digit(offset - 1), digit(offset + 1), !digit(offset + 3) || !digit(offset + 2),
                      offset < 2 || !characters[offset - 2].isLetter {
                joined.append(".")
                offset += 1
            } else {
                joined.append(characters[offset])
                offset += 1
            }
        }
        return joined
    }

    /// For each single quote that opens a word, the quote that closes its phrase: the next one
    /// that ends a word ("the 'amazing' ones"), not an apostrophe inside one ("don't"). One pass
    /// from the right, so the sentence stays linear.
    private static func singleQuoteEnds(_ characters: [Character]) -> [Int: Int] {
        let quotes: Set<Character> = ["'", "‘", "’"]
        var ends: [Int: Int] = [:]
        var nextEnd: Int? = nil
        for offset in characters.indices.reversed() where quotes.contains(characters[offset]) {
            let before = offset > 0 ? characters[offset - 1] : " "
            let after = offset + 1 < characters.count ? characters[offset + 1] : " "
            let wordChar = { (c: Character) in c.isLetter || c.isNumber }
            // ("like '%overflow menu%'": a pattern's wildcards stand at its ends.)
            if !wordChar(before), wordChar(after) || "/.%".contains(after), let end = nextEnd {
                ends[offset] = end
            }
            if wordChar(before) || "/.%".contains(before), !wordChar(after) { nextEnd = offset }
        }
        return ends
    }

    /// One run of word characters as words (`pieces`); a word of another language read as an
    /// English one keeps what was typed ("para" read as "for": Portuguese's "to" after "muda").
    private static func words(of run: String) -> [SentenceWord] {
        if let variable = cssVariable(run) { return [variable] }
        // ("ཚང་མ་སྟོན་དང་": Tibetan syllables, a space only between phrases; its words are read from them.)
        let tibetan = isTibetan(run) && !run.contains(where: { $0.isASCII && $0.isLetter })
        var parts = (tibetan ? tibetanWords(run) : pieces(run)).map { word($0, quoted: false) }
        if parts.count == 1, parts[0].lower != run.lowercased(), foreign(run.lowercased(), typed: run) != nil { parts[0].foreign = run }
        // ("mano a bulan": "how many" months, Ilocano; the word after it sees "mano" in the last of its readings.)
        else if parts.count > 1, let last = parts.indices.last, foreign(run.lowercased(), typed: run)?.count == parts.count { parts[last].foreign = run }
        return parts
    }

    static func word(_ typed: String, quoted: Bool) -> SentenceWord {
        let lower = typed.lowercased()
        // ("trim the fat", "fresh cod": no "fate", no "code"; `ReadingVocabulary.stemCollisions`.)
        let stem = quoted ? lower : ReadingVocabulary.stemCollisions.contains(lower) ? lower + "_" : lemma(lower)
        return SentenceWord(typed: typed, lower: lower, lemma: stem, quoted: quoted, original: typed)
    }

    /// One run of word characters as words: "what's" → "what", "aren't" → "are not",
    /// "sap-fiori" → "sap", "fiori", a path kept whole.
    private static func pieces(_ run: String) -> [String] {
        // "@ops can you wipe …": a mention names whom the message is for, never what it asks.
        if run.hasPrefix("@") { return [] }
        // "#figma #devmode": a hashtag, read with the words around it (`SentenceWords.hashtags`).
        if run.hasPrefix("#") { return run.count > 1 ? [run] : [] }
        // ("eb에서", "Figma로": a Latin word with another script's ending, a particle of that language.)
        // ("Header-дегі", "Fiori-ში", "Backbase-ում", "iOS-ка", "Header-ӑн": a case ending after a hyphen, read as its preposition.)
        if let runs = scriptRuns(run) {
            return runs.enumerated().flatMap { offset, part in
                if part.first?.isASCII == true { return pieces(part) }
                guard offset > 0, runs[offset - 1].hasSuffix("-"), let ending = hyphenEndings[part.lowercased()] else { return [part] }
                return ending.split(separator: " ").map(String.init)
            }
        }
        var text = run.contains("’" as Character) ? run.replacingOccurrences(of: "’", with: "'") : run
        // "o' the Title Bar": of, with its f dropped. "dependin'", "anythin'": a dropped g.
        if text.lowercased() == "o'" { return ["of"] }
        // "an' wuh states": and, with its d dropped.
        if text.lowercased() == "an'" { return ["and"] }
        // "on t' Icon Button": the, as said in Yorkshire.
        if text.lowercased() == "t'" { return ["the"] }
        // "are no' mapped": not, as said in Scots.
        if text.lowercased() == "no'" { return ["not"] }
        // ("bein' progressed", "doin'": five letters are enough.)
        if text.count >= 5, text.lowercased().hasSuffix("in'") { text = String(text.dropLast()) + "g" }
        while let first = text.first, "/._-'".contains(first) { text.removeFirst() }
        while let last = text.last, "/._-'".contains(last) { text.removeLast() }
        guard !text.isEmpty else { return [] }
        let lower = text.lowercased()
        // "on/off", "iOS/Android": two everyday words, not a token path.
        let halves = lower.split(separator: "/")
        if halves.count == 2, !lower.contains("." as Character), halves.allSatisfy({ pairWords.contains(String($0)) }) {
            return text.split(separator: "/").map(String.init)
        }
        // "comps w/o hover", "w/ focus": without, with.
        if let short = ["w/o": "without", "w/": "with", "w/out": "without"][lower] { return [short] }
        // "i.e.", "e.g.", "etc.": abbreviations of talk, not token paths.
        if ["i.e", "e.g", "etc", "a.k.a", "cf", "vs", "n.b"].contains(lower) { return [] }
        // "DS-1423", "JIRA-88", "Q3", "FY26": a ticket or a quarter, said before the question.
        if isTicket(text) { return [] }
        if lower.contains("/" as Character) || lower.contains("." as Character) || isDate(lower) { return [text] }
        // "didnt", "doesnt": typed fast, without the apostrophe.
        if let base = Self.withoutApostrophe[lower] { return [base, "not"] }
        // (A letter alone is read with its neighbours, `SentenceWords.textSpeakLetters`.)
        if let spelled = Self.dialectSpellings[lower], text.count > 1 { return [spelled] }
        if let english = Self.foreign(lower, typed: text) { return english }
        // ("cannae be selectit", "flaggit for rework": a Scots past participle, "-it" for "-ed".)
        if lower.count >= 6, lower.hasSuffix("it"), lower.allSatisfy(\.isLetter), !EnglishWords.contains(lower),
           case let past = String(lower.dropLast(2)) + "ed", EnglishWords.contains(past) { return [past] }
        if lower.hasSuffix("n't") {
            let base = String(text.dropLast(3))
            return [["ca": "can", "wo": "will", "ai": "is"][base.lowercased()] ?? base, "not"]
        }
        // "won't-fix issues": a negation joined to another word ("Card-Header's" keeps its name).
        if text.lowercased().contains("n't-") { return pieces(text.replacingOccurrences(of: "'", with: "")) }
        // ("l'Icon Button", "n'existe pas", "d'accord": French elision, the word after the apostrophe.)
        if text.count > 3, let first = text.first, "ldnjcsmtLDNJCSMT".contains(first), text.dropFirst().first == "'",
           text.dropFirst(2).first?.isLetter == true {
            let rest = pieces(String(text.dropFirst(2)))
            return first.lowercased() == "n" ? ["not"] + rest : rest
        }
        if let apostrophe = text.firstIndex(of: "'") { text = String(text[..<apostrophe]) }
        // "missing_tokens": a name written as code, its words joined by underscores.
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init).filter { !$0.isEmpty }
        // ("masalah-masalah": a word said twice is its plural in Sundanese, Ilocano, Indonesian; read once.)
        if parts.count == 2, parts[0].count >= 3, parts[0].lowercased() == parts[1].lowercased() { return pieces(parts[0]) }
        // A prefix joins its word: "re-checked" is "rechecked", "un-assessed" "unassessed".
        if parts.count == 2, ["re", "un", "non", "pre"].contains(parts[0].lowercased()) { return [parts.joined()] }
        if parts.count == 2, parts[0].count >= 3, hungarianEndings.contains(parts[1].lowercased()) { return [parts[0]] }
        // ("SAP Fiori-də", "Backbase-shi", "recommendation-uudiig": the same in Latin letters.)
        if parts.count == 2, parts[0].count >= 3, let ending = hyphenEndings[parts[1].lowercased()] {
            return [parts[0]] + ending.split(separator: " ").map(String.init)
        }
        // ("2027-يىلى 1-مارت", "пур-и": a word of another script after a hyphen, read as its own.)
        if parts.count > 1, parts.contains(where: { $0.contains(where: isOtherScript) }) {
            return parts.flatMap { part in part.contains(where: isOtherScript) ? foreign(part.lowercased(), typed: part) ?? [part] : [part] }
        }
        return parts
    }

    /// What ends a clause after a word, arrows too ("dangling aliases → fix them all", "Badge → deps?"),
    /// and a bar between a spreadsheet's cells ("Question: … | System: EB"); Arabic script's comma,
    /// semicolon and question mark ("، … ؟") too.
    private static let clauseEnds: Set<Character> = Set(",;:!?()—–→⇄⇒➔➜⟶↔←⇔⟹↦|،؛؟")


    private static func isTicket(_ word: String) -> Bool {
        let parts = word.split(separator: "-")
        if parts.count == 2, (1...10).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }),
           parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), !parts[1].isEmpty, !isDate(word) {
            return true
        }
        let lower = word.lowercased()
        let quarter = lower.count == 2 && "qh".contains(lower.first ?? " ") && lower.last.map { "1234".contains($0) } == true
        return quarter || lower.count >= 4 && lower.hasPrefix("fy") && lower.dropFirst(2).allSatisfy(\.isNumber)
    }

    /// Words written in pairs with a slash that are never a token path.
    private static let pairWords: Set<String> = ["on", "off", "yes", "no", "true", "false", "and", "or", "ios", "android", "light",
                                                  "dark", "show", "hide", "open", "closed", "enabled", "disabled", "either",
                                                  // "VoiceOver/TalkBack users": the two screen readers, no token path.
                                                  "voiceover", "talkback"]

    /// An ISO date, whole or to the month: "2026-06-01", "2026-06".
    package static func isDate(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return (parts.count == 2 || parts.count == 3) && parts[0].count == 4
            && parts.dropFirst().allSatisfy { $0.count == 2 } && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// A small suffix stripper: "restructuring", "restructured", "restructures" and
    /// "restructure" are "restructur"; "mapping" and "mapped" are "map"; "dependencies" and
    /// "dependency" are "dependenci"; "deprecation" is "deprecat". Not English, only consistent.
    package static func lemma(_ word: String) -> String {
        // Most words are ASCII: their bytes are stripped without Unicode's letter tables, the
        // same rules as below (a test keeps the two equal).
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeLemma(word) }
        var stem = Array(word.utf8)
        guard stem.count >= 3, stem.allSatisfy({ (0x61...0x7a).contains($0 | 0x20) }) else { return word }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard stem.count >= count else { return false }
            return suffix.withUTF8Buffer { stem[(stem.count - count)...].elementsEqual($0) }
        }
        func undouble() {
            // ("agreeing" is agree's: a doubled e is the word's own.)
            if stem.count > 2, stem[stem.count - 1] == stem[stem.count - 2],
               ![UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "z"), UInt8(ascii: "e")].contains(stem[stem.count - 1]) {
                stem.removeLast()
            }
        }
        if ends("ies"), stem.count > 4 { stem.removeLast(3); stem.append(UInt8(ascii: "y")) }
        else if ends("s"), !ends("ss"), !ends("us"), !ends("is"), !ends("ias") { stem.removeLast() }
        if ends("ing"), stem.count >= 5 { stem.removeLast(3); undouble() }
        else if ends("ed"), stem.count >= 4, !ends("eed") { stem.removeLast(2); undouble() }
        // ("a case statement" is no state.)
        else if ends("ment"), stem.count > 7, !ends("statement") { stem.removeLast(4) }
        else if ends("ion"), stem.count >= 9 { stem.removeLast(3) }
        if ends("y") { stem[stem.count - 1] = UInt8(ascii: "i") }
        if ends("e"), stem.count > 2 { stem.removeLast() }
        return String(decoding: stem, as: UTF8.self)
    }

    /// `lemma` of a word with letters beyond ASCII ("café", "naïve").
    package static func unicodeLemma(_ word: String) -> String {
        guard word.count >= 3, word.allSatisfy(\.isLetter) else { return word }
        var stem = Substring(word)
        if stem.hasSuffix("ies"), stem.count > 4 { stem = stem.dropLast(3) + "y" }
        else if stem.hasSuffix("s"), !["ss", "us", "is", "ias"].contains(where: { stem.hasSuffix($0) }) { stem = stem.dropLast() }
        if stem.hasSuffix("ing"), stem.count >= 5 { stem = undouble(stem.dropLast(3)) }
        else if stem.hasSuffix("ed"), stem.count >= 4, !stem.hasSuffix("eed") { stem = undouble(stem.dropLast(2)) }
        else if stem.hasSuffix("ment"), stem.count > 7, !stem.hasSuffix("statement") { stem = stem.dropLast(4) }
        else if stem.hasSuffix("ion"), stem.count >= 9 { stem = stem.dropLast(3) }
        if stem.hasSuffix("y") { stem = stem.dropLast() + "i" }
        if stem.hasSuffix("e"), stem.count > 2 { stem = stem.dropLast() }
        return String(stem)
    }

    private static func undouble(_ stem: Substring) -> Substring {
        guard stem.count > 2, let last = stem.last, stem.dropLast().last == last, !"lsze".contains(last) else { return stem }
        return stem.dropLast()
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, or nil when above `limit`.
    package static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= limit else { return nil }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(1, x.count) where !x.isEmpty {
            current[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        let result = x.isEmpty ? y.count : previous[y.count]
        return result <= limit ? result : nil
    }

    /// The strings one deletion from `word` (and `word` itself): the keys of a typo index.
    package static func deletions(_ word: String) -> [String] {
        let characters = Array(word)
        var result = [word]
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            result.append(String(copy))
        }
        return result
    }
}
