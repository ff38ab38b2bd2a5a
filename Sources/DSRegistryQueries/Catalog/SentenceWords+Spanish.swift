/// Questions asked in Spanglish: "Cuáles components del EB no tienen state para pressing en
/// iOS?", "Qué cambió en el Figma library del Section Header?", "Búscame overflow menu". The
/// registry's words stay English (components, states, names); the words that ask around them
/// are read as their English ones. Only the words of asking are here (question words, articles
/// and prepositions, having and lacking, changing and getting worse, searching, months): a
/// Spanish sentence about anything else still names nothing the registry holds.
extension SentenceWords {
    /// A Spanish word of asking, as the English words it is read as; nil for any other word.
    static func spanish(_ lower: String) -> [String]? {
        spanishWords[lower].map { $0.split(separator: " ").map(String.init) }
    }

    private static let spanishWords: [String: String] = {
        var words: [String: String] = [
            // Question words.
            "qué": "what", "cuál": "which", "cuáles": "which", "cuales": "which", "dónde": "where", "cuándo": "when",
            "cuánto": "how much", "cuántos": "how many", "cuántas": "how many", "quién": "who", "quiénes": "who", "cómo": "how",
            // Articles, prepositions, joins.
            "el": "the", "los": "the", "las": "the", "una": "a", "del": "of the", "al": "to the", "en": "in", "para": "for",
            "por": "for", "con": "with", "sin": "without", "desde": "since", "entre": "between", "hasta": "until", "y": "and",
            "pero": "but", "cuando": "when", "todavía": "still", "todavia": "still", "aún": "still",
            "cada": "each", "todos": "all", "todas": "all", "ningún": "no", "ninguno": "none", "ninguna": "none", "nada": "nothing",
            "algo": "something", "alguno": "any", "alguna": "any", "algún": "any", "también": "also", "muy": "very", "más": "more",
            "este": "this", "esta": "this", "estos": "these", "estas": "these", "ese": "that", "esa": "that", "nuestro": "our",
            "nuestros": "our", "nuestra": "our", "nuestras": "our", "mis": "my",
            // Having, being, lacking.
            "tiene": "has", "tienen": "have", "tenemos": "have", "tenía": "had", "tenían": "had", "falta": "lacks", "faltan": "lack",
            "está": "is", "están": "are", "estás": "are", "estaba": "was", "estuvo": "was", "estuvieron": "were", "es": "is",
            "fue": "was", "fueron": "were", "hay": "there is",
            // Asking for something: searching, showing, listing.
            "búscame": "search", "buscame": "search", "busca": "search", "buscar": "search", "encuentra": "find", "encuéntrame": "find",
            "dame": "give me", "dime": "tell me", "muéstrame": "show me", "muestrame": "show me", "muestra": "show", "lista": "list",
            "enséñame": "show me", "ensename": "show me",
            // Changing and getting worse or better; open and closed.
            "cambió": "changed", "cambiaron": "changed", "cambios": "changes", "cambio": "change", "empeoró": "got worse",
            "empeoraron": "got worse", "mejoró": "got better", "mejoraron": "got better", "bajó": "dropped", "bajaron": "dropped",
            "abierto": "open", "abiertos": "open", "abierta": "open", "abiertas": "open", "cerrado": "closed", "cerrados": "closed",
            "resuelto": "resolved", "resueltos": "resolved", "siguiente": "next", "anterior": "previous", "último": "last",
            "última": "last", "últimos": "last", "primero": "first", "primer": "first", "tiempo": "time", "hoy": "today",
            "semanas": "weeks", "meses": "months", "años": "years", "días": "days", "semana": "week", "mes": "month", "año": "year",
            "componentes": "components", "componente": "component",
        ]
        let months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
        let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        for (spanish, month) in zip(months, english) { words[spanish] = month }
        return words
    }()
}
