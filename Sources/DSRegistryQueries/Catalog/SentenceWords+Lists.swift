/// Names listed before the question, and hashtags after it: what the question is asked of, and
/// how a post is tagged, neither a filter.
extension SentenceWords {
    /// "status of every component on Code Connect Linkability? #figma #devmode": hashtags after
    /// the question tag the post and go; one inside it is its word ("any #a11y gaps on iOS").
    static func hashtags(_ words: [SentenceWord]) -> [SentenceWord] {
        guard words.contains(where: { $0.typed.hasPrefix("#") }) else { return words }
        // (Only after the question has ended: "any #a11y gaps on #iOS?" asks with its last one.)
        var end = words.count
        while end > 1, words[end - 1].typed.hasPrefix("#"), !words[end - 1].quoted { end -= 1 }
        let kept = end < words.count && end > 0 && words[end - 1].endsSentence ? Array(words.prefix(end)) : words
        return kept.map { word in
            guard word.typed.hasPrefix("#"), !word.quoted else { return word }
            var read = SentenceWords.word(String(word.typed.dropFirst()), quoted: false)
            (read.endsClause, read.endsSentence, read.asks) = (word.endsClause, word.endsSentence, word.asks)
            return read
        }
    }

    /// "Avatar, Badge, Icon, Link: in EB, which roles …", "Section Header, Page Banner, Detail
    /// Hero, Title Bar: has anything scored worse …", "Card Header holds an Avatar, an Icon
    /// Button, a Counter, a KPI and Tags; what does it pull in …": three names or more listed at
    /// the start of a sentence (or after "holds", "contains", "includes") say which things the
    /// asker has in mind. A question takes one name at most, so the list is no filter: the answer
    /// covers them all, and the reading says so (`SentenceWord.listed`). ("Which of Badge, Avatar
    /// and Icon …" asks of them in the question itself, and is still refused.)
    static func listedNames(_ words: [SentenceWord]) -> [SentenceWord] {
        var words = words
        var start = 0
        while start < words.count {
            if start == 0 || words[start - 1].endsSentence || start > 0 && listingVerbs.contains(words[start - 1].lower) && !words[start - 1].endsClause,
               let end = listEnd(from: start, words) {
                for at in start..<end { (words[at].preface, words[at].tag, words[at].listed) = (true, true, true) }
                start = end
            }
            start += 1
        }
        return words
    }
    private static let listingVerbs: Set<String> = ["holds", "contains", "includes", "has", "uses", "wraps", "nests"]

    /// Where a list of three names or more that begins at `start` ends (the index after its last
    /// word), or nil. A name is one to three words with capitals, after "a", "an" or "the";
    /// names are parted by a comma or by "and", "or", "&".
    private static func listEnd(from start: Int, _ words: [SentenceWord]) -> Int? {
        var at = start
        var names = 0
        while at < words.count, names < 16 {
            if ["a", "an", "the"].contains(words[at].lower), !words[at].endsClause { at += 1 }
            var length = 0
            while at + length < words.count, length < 3, named(words[at + length]) {
                length += 1
                if words[at + length - 1].endsClause { break }
            }
            guard length > 0 else { break }
            names += 1
            at += length
            let parted = words[at - 1].endsClause
            if at < words.count, ["and", "or", "&"].contains(words[at].lower), !words[at].endsClause {
                at += 1
            } else if !parted {
                break
            }
            if parted, at < words.count, ["and", "or", "&"].contains(words[at].lower) { at += 1 }
            if words[at - 1].endsSentence { break }
        }
        guard names >= 3 else { return nil }
        // (The list's last name ends where its clause or the names end; "and"/"or" after it is no part.)
        var end = at
        while end > start, ["and", "or", "&", "a", "an", "the"].contains(words[end - 1].lower) { end -= 1 }
        return end
    }

    /// A word of a name: its capital, no question's word, none quoted.
    private static func named(_ word: SentenceWord) -> Bool {
        !word.quoted && !word.isPath && word.typed.first?.isUppercase == true && !ReadingVocabulary.askingWords.contains(word.lower)
            && !ReadingVocabulary.stopWords.contains(word.lower) && word.lower != "i"
    }
}
