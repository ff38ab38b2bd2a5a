/// Sundanese and Ilocano, mixed into English, read as the other languages are
/// (`SentenceWords+Languages.swift`), beside Indonesian's and Tagalog's words they share: the
/// words of asking, searching, showing and listing, of having and lacking, of open and closed,
/// of depending and using, of spans of time and of getting worse, and the registry's nouns. None
/// is also an English word: Sundanese "di" (in), "ka" (to), "ti" (from), "can" (not yet), "boga"
/// (has) and Ilocano "ti" (the), "a" (that), "ken" (and), "man" stay as typed; Ilocano's "saan"
/// (not) is Tagalog's "where" already, and stays that.
extension SentenceWords {
    static let sundaIlocanoWords: [String: String] = sundaneseWords.merging(ilocanoWords) { first, _ in first }

    static let sundaneseWords: [String: String] = [
        "mana": "which", "naon": "what", "dimana": "where", "sabaraha": "how many", "iraha": "when", "saha": "who",
        "kumaha": "how", "tingalikeun": "show", "témbongkeun": "show", "tembongkeun": "show", "paluruh": "search",
        "milarian": "search", "teangan": "find", "daptar": "list", "komponén": "components", "teu": "not", "henteu": "not",
        "aya": "", "euweuh": "lacking", "jeung": "and", "atawa": "or", "sareng": "and", "ngeunaan": "about",
        "masalah": "issues", "kabuka": "open", "muka": "open", "ditutup": "closed", "katutup": "closed", "réngsé": "resolved",
        "rengse": "resolved", "dipeunteun": "assessed", "dipeunteunna": "assessed", "peunteun": "score", "pernah": "ever",
        "deui": "again", "leuwih": "more than", "kuartal": "quarters", "minggu": "weeks", "taun": "years", "poé": "days",
        "hiji": "one", "dua": "two", "tilu": "three", "opat": "four", "genep": "six", "tujuh": "seven", "dalapan": "eight",
        "salapan": "nine", "sapuluh": "ten", "lami": "long", "masih": "still", "ngajedog": "", "sabalikna": "vice versa",
        "kapanggih": "found", "pasanganana": "counterpart", "pasangan": "counterpart", "jenisna": "kind", "jenis": "kind",
        "pikeun": "for", "rekomendasi": "recommendations", "sadaya": "all", "sadayana": "all", "sagala": "all", "nyebut": "mentions",
        "ayeuna": "now", "punten": "please", "robih": "change", "ganti": "change", "gentos": "change", "tutup": "close",
        "panungtung": "last", "pamungkas": "last", "saméméhna": "previous", "samemehna": "previous", "turun": "dropped",
        "goréng": "worse", "gumantung": "depend", "ngagunakeun": "use", "maké": "use", "dipaké": "used", "kualitas": "quality",
        "aset": "assets", "tampilan": "look", "ngaran": "name", "nilai": "value", "atahna": "raw", "atah": "raw", "bisa": "can",
        "waé": "", "wae": "", "geus": "", "dina": "in", "dihubungkeun": "linked", "bagian": "part", "nyésa": "left",
        "kaayaan": "state", "warna": "colour", "jadi": "to", "statusna": "status", "ngadamel": "make",
    ]

    static let ilocanoWords: [String: String] = [
        "ania": "which", "sadino": "where", "mano": "how many", "kaano": "when", "siasino": "who", "kasano": "how",
        "ipakitam": "show", "biroken": "search", "birokem": "search", "sapulen": "find", "listaan": "list", "adda": "any",
        "awan": "lacking", "dagiti": "", "kadagiti": "in", "iti": "in", "wenno": "or", "maipanggep": "about",
        "nakalukat": "open", "silulukat": "open", "nalukatan": "open", "nairikep": "closed", "narikep": "closed",
        "nasolbar": "resolved", "naikeddeng": "decided", "kaudian": "last", "napalabas": "previous", "lawas": "weeks",
        "tawen": "years", "aldaw": "days", "maysa": "one", "tallo": "three", "uppat": "four", "innem": "six", "pito": "seven",
        "walo": "eight", "siam": "nine", "sangapulo": "ten", "kasapulan": "need", "bimmaba": "dropped", "bumaba": "dropped",
        "nagdumaan": "difference", "agsusupiat": "conflicting", "nadumaduma": "different", "usaren": "use",
        "agus-usar": "using", "agpannuray": "depend", "agdepende": "depend", "sukat": "size", "nausig": "reviewed",
        "manen": "again", "napaut": "long", "panawen": "time", "intero": "whole", "daytoy": "this", "dayta": "that",
        "baliwan": "change", "ikkaten": "remove", "iserra": "close", "irikep": "close", "pannakaikonektar": "connection",
        "kinasayaat": "quality", "nadadael": "broken", "ita": "today", "ket": "", "aglaon": "mentions", "nadakamat": "mentioned",
        "enero": "january", "pebrero": "february", "marso": "march", "abril": "april", "mayo": "may", "hunio": "june",
        "hulio": "july", "agosto": "august", "septiembre": "september", "oktubre": "october", "nobiembre": "november",
        "disiembre": "december",
    ]

    /// Short particles of Sundanese and Ilocano that are also words of English or of another
    /// language here (Romanian's "nu", not), as read beside a word of their own language:
    /// Sundanese "nu" (that), "ti" (from, after "leuwih": than), "ka" (to), "ku" (by); Ilocano "ti" (the), "a" and
    /// "nga" (that), "da" (their).
    static let neighbourParticles: [Bool: [String: String]] = [
        true: ["nu": "", "ti": "", "ka": "to", "ku": "by", "di": "in"],
        false: ["ti": "", "a": "", "da": ""],
    ]

    /// Whether `word` is Sundanese (true) or Ilocano (false), as typed; nil for any other word.
    static func sundaOrIlocano(_ word: String?) -> Bool? {
        guard let lower = word?.lowercased(), lower.count > 2 else { return nil }
        return sundaneseWords[lower] != nil ? true : ilocanoWords[lower] != nil ? false : nil
    }

    /// Reads such a particle beside a word of its language, where it cannot be English or
    /// Romanian: after one ("komponén mana nu …": "nu" is that, not "not"; "kasapulan ti
    /// restructuring": "ti" is the), or before one ("token nu teu aya"; "components a kasapulan").
    /// `run`, whose `count` words were just added to `words`, is either; true when it read one.
    static func adjoinNeighbourParticle(_ run: String, count: Int, _ words: inout [SentenceWord]) -> Bool {
        let start = words.count - count
        guard start > 0 else { return false }
        let lower = run.lowercased()
        // ("sabaraha lami": how long, where "sabaraha" alone is how many.)
        if ["lami", "lila"].contains(lower), start >= 2, words[start - 2].lower == "how", words[start - 1].foreign?.lowercased() == "sabaraha" {
            words.removeSubrange((start - 1)...)
            words.append(word("long", quoted: false))
            return true
        }
        // (After a word of its language, or two words on: "bisa expanding di android".)
        if lower.count <= 3, let sundanese = words[max(0, start - 3)..<start].reversed().lazy.compactMap({ sundaOrIlocano($0.foreign) }).first,
           let reading = neighbourParticles[sundanese]?[lower] {
            words.removeSubrange(start...)
            words += reading.split(separator: " ").map { english in
                var read = word(String(english), quoted: false)
                read.foreign = run
                return read
            }
            return true
        }
        let before = words[start - 1]
        guard !before.quoted, let sundanese = sundaOrIlocano(run), before.tag == false,
              let reading = neighbourParticles[sundanese]?[(before.foreign ?? before.typed).lowercased()] else { return false }
        if reading.isEmpty {
            words.remove(at: start - 1)
        } else {
            words[start - 1] = word(reading, quoted: false)
            words[start - 1].foreign = before.foreign ?? before.typed
        }
        return true
    }
}
