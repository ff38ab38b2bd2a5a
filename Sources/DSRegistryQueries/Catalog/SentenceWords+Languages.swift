/// Questions asked in English mixed with another language: Spanglish ("Cuáles components del
/// EB no tienen state para pressing en iOS?"), Franglais ("Qui dépend de l'Icon Button?"),
/// Denglisch ("Welche Components sind bei C7 noch nicht gemapped?"), Taglish ("Alin yung mga
/// components na walang focus sa iOS?"). The registry's words stay English (components,
/// states, names); the words that ask around them are read as their English ones, and a
/// language's particles are dropped. Only the words of asking are here (question words,
/// articles and prepositions, having and lacking, changing and getting worse, searching, open
/// and closed, months), none that is also an English word ("was", "die" in German, "at", "may"
/// in Tagalog): a sentence in those languages about anything else still names nothing the
/// registry holds.
extension SentenceWords {
    /// A word of asking in another language, as the English words it is read as (none for a
    /// particle); nil for any other word.
    static func foreign(_ lower: String, typed: String) -> [String]? {
        // (Tagalog "hindi" is not; "in Hindi", capitalised, is the language.)
        if lower == "hindi" { return typed.first?.isLowercase == true ? ["not"] : nil }
        // ("USA", "NA", "OP": a word in capitals is an abbreviation.)
        if typed.count > 1, typed.allSatisfy({ $0.isUppercase }) { return nil }
        return foreignWords[lower].map { $0.split(separator: " ").map(String.init) }
    }

    static let foreignWords: [String: String] = spanishWords.merging(frenchWords) { first, _ in first }
        .merging(germanWords) { first, _ in first }.merging(tagalogWords) { first, _ in first }
        .merging(portugueseWords) { first, _ in first }.merging(italianWords) { first, _ in first }
        .merging(dutchWords) { first, _ in first }
        .merging([hungarianWords, czechWords, romanianWords, catalanWords, afrikaansWords, swissGermanWords, indonesianWords, turkishWords,
          finnishWords, vietnameseWords, swahiliWords, scandinavianWords, slovakEstonianWords, southSlavicWords, cyrillicWords, greekWords,
          caucasianMongolianWords, latinEuropeanWords, southAsianAfricanWords, turkicWords, southAsianLaoWords, creoleQuechuaSomaliWords,
          gaelicAfricanIslandWords, indicWords, pacificCentralAfricanWords,
          turkicCaucasianSindhiWords, steppeSlavicWords, caucasusSteppeWords, volgaSiberianWords, westernSouthernIndicWords,
          himalayanWords, sundaIlocanoWords, andeanNahuatlArcticWords]
            .reduce(into: [:]) { all, words in all.merge(words) { first, _ in first } }) { first, _ in first }

    private static let spanishWords = withMonths([
        // Question words.
        "qué": "what", "cuál": "which", "cuáles": "which", "cuales": "which", "dónde": "where", "cuándo": "when",
        "cuánto": "how much", "cuántos": "how many", "cuántas": "how many", "quién": "who", "quiénes": "who", "cómo": "how",
        // Articles, prepositions, joins.
        "el": "the", "los": "the", "las": "the", "una": "a", "del": "of the", "al": "to the", "en": "in", "para": "for",
        "por": "for", "desde": "since", "entre": "between", "hasta": "until", "y": "and",
        "pero": "but", "cuando": "when", "todavía": "still", "todavia": "still", "aún": "still",
        "cada": "each", "todos": "all", "todas": "all", "ningún": "no", "ninguno": "none", "ninguna": "none", "nada": "nothing",
        "algo": "something", "alguno": "any", "alguna": "any", "algún": "any", "también": "also", "muy": "very", "más": "more",
        "este": "this", "esta": "this", "estos": "these", "estas": "these", "ese": "that", "esa": "that", "nuestro": "our",
        "nuestros": "our", "nuestra": "our", "nuestras": "our", "mis": "my",
        // Having, being, lacking.
        "tiene": "has", "tienen": "have", "tenemos": "have", "tenía": "had", "tenían": "had", "falta": "lacks", "faltan": "lack",
        "está": "is", "están": "are", "estás": "are", "estaba": "was", "estuvo": "was", "estuvieron": "were", "es": "is",
        "fue": "was", "fueron": "were",
        // Asking for something: searching, showing, listing.
        "búscame": "search", "buscame": "search", "busca": "search", "buscar": "search", "encuentra": "find", "encuéntrame": "find",
        "muéstrame": "show me", "muestrame": "show me", "muestra": "show", "lista": "list",
        "enséñame": "show me", "ensename": "show me",
        // Changing and getting worse or better; open and closed.
        "cambió": "changed", "cambiaron": "changed", "cambios": "changes", "cambio": "change", "empeoró": "got worse",
        "empeoraron": "got worse", "mejoró": "got better", "mejoraron": "got better", "bajó": "dropped", "bajaron": "dropped",
        "abierto": "open", "abiertos": "open", "abierta": "open", "abiertas": "open", "cerrado": "closed", "cerrados": "closed",
        "resuelto": "resolved", "resueltos": "resolved", "siguiente": "next", "último": "last",
        "última": "last", "últimos": "last", "primero": "first", "tiempo": "time", "hoy": "today",
        "semanas": "weeks", "meses": "months", "años": "years", "días": "days", "semana": "week", "año": "year",
        "componentes": "components", "componente": "component",
    ], months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"])

    private static let frenchWords = withMonths([
        "quels": "which", "quelles": "which", "quel": "which", "quelle": "which", "qui": "who", "où": "where", "combien": "how many",
        "pourquoi": "why", "quand": "when", "le": "the", "les": "the", "des": "the", "du": "of the", "au": "to the",
        "aux": "to the", "dans": "in", "avec": "with", "vers": "to", "depuis": "since", "jusqu": "until",
        "et": "and", "ou": "or", "mais": "but", "ne": "not", "jamais": "never", "toujours": "still",
        "tous": "all", "toutes": "all", "chaque": "each", "aucun": "no", "aucune": "no", "rien": "nothing", "notre": "our",
        "sont": "are", "ont": "have", "avons": "have", "été": "been", "existe": "exists",
        "cherche": "search", "cherchez": "search", "chercher": "search", "trouve": "find", "trouver": "find", "montre": "show", "moi": "me",
        "liste": "list", "donne": "give", "dépend": "depends", "dépendent": "depend", "utilisent": "use",
        "manque": "lacks", "manquent": "lack", "changé": "changed", "changements": "changes", "pire": "worse", "empiré": "got worse",
        "ouvert": "open", "ouverts": "open", "ouverte": "open", "ouvertes": "open", "fermé": "closed", "fermés": "closed", "résolu": "resolved",
        "résolus": "resolved", "dernier": "last", "dernière": "last", "derniers": "last", "précédent": "previous",
        "composants": "components", "composant": "component", "critères": "criteria", "critère": "criterion", "jetons": "tokens",
        "couleurs": "colours", "couleur": "colour", "mois": "months", "semaines": "weeks", "ans": "years", "jours": "days",
    ], months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"])

    private static let germanWords = withMonths([
        "welche": "which", "welcher": "which", "wie": "how", "lange": "long", "wo": "where", "wer": "who",
        "warum": "why", "wann": "when", "wieviele": "how many", "sind": "are", "ist": "is", "haben": "have", "der": "the",
        "das": "the", "dem": "the", "auf": "on", "von": "of", "für": "for", "mit": "with", "ohne": "without",
        "noch": "still", "nicht": "not", "nie": "never", "keine": "no", "kein": "no", "keinen": "no", "gar": "", "mal": "", "eh": "",
        "bitte": "please", "zeig": "show", "zeige": "show", "zeigen": "show", "suche": "search", "suchen": "search",
        "nach": "for", "finde": "find", "finden": "find", "seit": "since", "bis": "until", "zum": "to the", "letzten": "last", "letzte": "last",
        "letztes": "last", "letzter": "last", "beim": "at the", "als": "than", "ersten": "first", "erste": "first", "offen": "open",
        "offenen": "open", "offene": "open", "geschlossen": "closed", "gelöst": "resolved", "schlechter": "worse", "besser": "better",
        "geworden": "", "komponenten": "components", "komponente": "component", "kriterien": "criteria", "kriterium": "criterion",
        "gemapped": "mapped", "gefixt": "fixed", "angeschaut": "looked at", "bewertet": "assessed", "bewertung": "assessment",
        "nichts": "nothing", "alle": "all", "jede": "each", "jeder": "each", "jedes": "each", "und": "and", "oder": "or", "aber": "but",
        "setz": "set", "setze": "set", "setzen": "set", "ändere": "change", "ändern": "change", "lösche": "delete", "löschen": "delete", "lösch": "delete",
        "entferne": "remove", "entfernen": "remove", "entfern": "remove",
        "markiere": "mark", "gegenstück": "counterpart", "monate": "months", "monaten": "months", "wochen": "weeks", "jahr": "year",
        "jahre": "years", "gegen": "against", "unsere": "our", "unser": "our", "unseren": "our", "wir": "we", "hängt": "depends",
        "abhängig": "dependent", "zustand": "state", "fehlt": "lacks", "fehlen": "lack", "gerechnet": "counted",
    ], months: ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"])

    /// Tagalog, as mixed into English in the Philippines: its particles ("yung", "mga", "ng",
    /// "po") go.
    private static let tagalogWords: [String: String] = [
        "alin": "which", "ano": "what", "sino": "who", "saan": "where", "paano": "how", "gaano": "how", "katagal": "long", "kailan": "when",
        "yung": "", "ang": "", "ng": "", "mga": "", "sa": "in", "nang": "", "ba": "", "po": "", "pa": "", "naman": "", "nga": "",
        "lang": "", "rin": "", "ko": "", "niya": "", "nila": "", "kong": "", "ito": "this", "iyan": "that",
        "walang": "without", "wala": "no", "lahat": "all", "kung": "if", "bukas": "open", "sarado": "closed",
        "hanapin": "find", "maghanap": "search", "hanapan": "search", "ipakita": "show", "meron": "has", "mayroon": "has",
        "kailangan": "need", "kailangang": "need", "nabanggit": "mentioned", "itsura": "look", "kapag": "when",
        "tinututukan": "focused", "natututukan": "focused", "lumala": "got worse",
        "bumaba": "dropped", "matagal": "long", "huling": "last", "sira": "broken", "ayusin": "fix", "pumasa": "passed", "isama": "include",
    ]

    /// A letter of a script from Greek on (Hangul, kana, Han, Cyrillic, Thai …), not Latin
    /// (Vietnamese's and Yoruba's "ổ", "ọ" are Latin letters further on: U+1E00–U+1EFF).
    static func isOtherScript(_ character: Character) -> Bool {
        let scalar = character.unicodeScalars.first?.value ?? 0
        return character.isLetter && scalar >= 0x370 && !(0x1E00...0x1EFF).contains(scalar)
    }

    /// `run` cut where Latin letters meet those of a script from Greek on (Hangul, kana, Han,
    /// Cyrillic …); nil when it has one script only.
    static func scriptRuns(_ run: String) -> [String]? {
        let other = isOtherScript
        guard run.contains(where: other), run.contains(where: { $0.isASCII && $0.isLetter }) else { return nil }
        var runs: [String] = []
        var current = ""
        for character in run {
            if let last = current.last, other(last) != other(character), last.isLetter || other(character) {
                runs.append(current)
                current = ""
            }
            current.append(character)
        }
        return runs + [current]
    }

    /// `words` with the language's months (in order) read as English ones, where no word already is.
    static func withMonths(_ words: [String: String], months: [String]) -> [String: String] {
        var words = words
        for (month, english) in zip(months, englishMonths) where words[month] == nil { words[month] = english }
        return words
    }

    private static let englishMonths = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                                        "november", "december"]
}
