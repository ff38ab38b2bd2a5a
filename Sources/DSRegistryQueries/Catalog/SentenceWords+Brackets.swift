/// Brackets in a sentence: a label in square ones, a remark or preface in round ones, and an
/// aside inside a sentence that says the asker does not mind what.
extension SentenceWords {
    /// Where the words being split stand among brackets.
    struct Brackets {
        /// Inside square ones: a label pasted before the question ("DS-2231 [docs] find …").
        var inSquare = false
        /// Inside round ones that open a sentence: a remark, or a preface when first.
        var inRemark = false
        /// Where a preface in brackets that opens the sentence ends ("(for the icon audit) who …").
        var (remarkStart, prefaceEnd) = (0, 0)
        /// Where round brackets opened inside a sentence ("… about Title Bar (names, properties, whatever it is)?").
        var asideStart: Int? = nil
        /// The number of the last item of a list typed in one line ("1) Card 2) what it depends on").
        var listItem = 0

        /// "1) Card 2) what it depends on 3) all the way down - …", "1) search 2) touch target":
        /// the numbers of a list typed in one line, each with a ")" no "(" opened, count nothing
        /// and end the item before. The first is 1, at the start of a clause; each next one more.
        /// ("10. List EB components whose …": an item copied out of a longer list opens with its own
        /// number, first in the text.)
        mutating func droppedListNumber(_ words: inout [SentenceWord]) -> Bool {
            guard !inRemark, asideStart == nil, let last = words.last, !last.quoted, let number = Int(last.typed),
                  number == listItem + 1 && (number > 1 || words.count == 1 || words[words.count - 2].endsClause)
                    || listItem == 0 && words.count == 1 && (1...99).contains(number) else { return false }
            listItem = number
            words.removeLast()
            if !words.isEmpty { words[words.count - 1].endsClause = true }
            return true
        }

        /// "DesignSystem.shared.fonts.preferredFont(.footnote, .semibold)": a path called with
        /// arguments is one name, to its ")" (within 80 characters, on one line); where that ")" is.
        static func callEnd(from offset: Int, _ characters: [Character], after current: String) -> Int? {
            guard characters[offset] == "(", current.contains("." as Character), current.last?.isLetter == true else { return nil }
            for at in (offset + 1)..<min(characters.count, offset + 80) {
                if characters[at] == ")" { return at }
                if "(\n?!\"".contains(characters[at]) { return nil }
            }
            return nil
        }

        /// How deep in round brackets: "(whichever was synced last (I lose track))" opens and closes once;
        /// where the inner ones opened.
        var (depth, innerStart): (Int, Int?) = (0, nil)

        mutating func see(_ character: Character, _ words: inout [SentenceWord]) {
            if character == "[" { inSquare = true } else if character == "]" { inSquare = false }
            // (Brackets inside brackets belong to the outer ones; a vague aside inside is set apart alone.)
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if character == "(" && depth > 1 { innerStart = words.count }
            if character == ")" && depth > 0, let start = innerStart { markVagueAside(&words, from: start) }
            if character == "(" && depth > 1 || character == ")" && depth > 0 { return }
            // "… status. (Jira is down again, of course.)": a sentence of its own in brackets is a remark.
            if character == "(", words.last?.endsSentence ?? true {
                (inRemark, remarkStart) = (true, words.count)
            } else if character == "(" {
                asideStart = words.count
            } else if character == ")" {
                if inRemark, remarkStart == 0 { prefaceEnd = words.count }
                if !inRemark, let start = asideStart { markVagueAside(&words, from: start) }
                (inRemark, asideStart) = (false, nil)
            }
        }
    }

    /// "(names, properties, variant counts, whatever it turns out to be)", "(in the latest
    /// assessment, if there is one)": words in round brackets inside a sentence that say the
    /// asker does not mind what or where are an aside, like a preface: no value, no concept.
    /// ("lacking pressed (on iOS)" names a platform, kept.)
    static func markVagueAside(_ words: inout [SentenceWord], from start: Int) {
        guard start < words.count, words.count - start <= 24 else { return }
        let aside = words[start...]
        // (Words already set apart, an aside inside this one, make it no vaguer.)
        let vague = aside.indices.contains { at in
            !words[at].tag && vagueWords.contains(words[at].lower)
                || !words[at].tag && words[at].lower == "if" && at + 1 < words.count && ["any", "there", "applicable", "relevant", "possible", "known"].contains(words[at + 1].lower)
        }
        guard vague else { return }
        for at in aside.indices { (words[at].tag, words[at].preface) = (true, true) }
    }
    private static let vagueWords: Set<String> = ["whatever", "wherever", "whichever", "whoever", "whenever", "etc", "etc.", "anywhere", "whatnot"]
}
