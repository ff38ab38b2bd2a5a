/// Portuguese ("Muda o status do issue …", "Quais componentes não têm …"), Italian ("Ci sono
/// issue aperte on Layer Structure & Naming?", "boolen props in EB, almeno tre") and Dutch
/// ("Welke componenten hebben geen pressed state?", "Zet de status … op rejected") mixed into
/// English, read as `SentenceWords+Languages.swift` reads the others: only words of asking,
/// none that is also an English word ("do", "no", "a", "e" in Portuguese; "due", "come", "per"
/// in Italian; "van", "en", "wie" in Dutch stay as they are), nor a particle of another English
/// ("os" of Wear OS, "na" of Hinglish and Taglish, "di" and "da" of Jamaican patois).
extension SentenceWords {
    static let portugueseWords = withMonths([
        "quais": "which", "qual": "which", "quanto": "how much", "quantos": "how many", "quantas": "how many", "quem": "who",
        "onde": "where", "quando": "when", "porque": "why", "porquê": "why",
        "pra": "for", "sem": "without", "não": "not",
        "nao": "not", "nunca": "never", "nenhum": "no", "nenhuma": "no", "ainda": "still", "nosso": "our", "nossa": "our",
        "nossos": "our", "nossas": "our", "meu": "my", "minha": "my", "meus": "my", "são": "are", "estão": "are",
        "têm": "have", "tem": "has", "foram": "were", "foi": "was", "há": "for", "tá": "", "né": "", "gente": "we",
        "quero": "i want", "queria": "i want", "mostra": "show", "mostre": "show", "procura": "search",
        "procurar": "search", "encontra": "find", "encontre": "find", "apaga": "delete", "apague": "delete",
        "apagar": "delete", "exclui": "delete", "exclua": "delete", "excluir": "delete", "remova": "remove",
        "muda": "change", "mude": "change", "mudar": "change", "altera": "change", "altere": "change", "alterar": "change",
        "marca": "mark", "marque": "mark", "mudou": "changed", "mudaram": "changed", "piorou": "got worse",
        "pioraram": "got worse", "melhorou": "got better", "dependem": "depend", "usam": "use",
        "avaliados": "assessed", "avaliado": "assessed", "reavaliados": "reassessed", "reavaliado": "reassessed",
        "aberto": "open", "abertos": "open", "aberta": "open", "abertas": "open", "fechados": "closed", "fechado": "closed",
        "resolvidos": "resolved", "família": "family", "familia": "family", "tipo": "kind", "estados": "states",
        "dois": "two", "duas": "two", "três": "three", "trimestres": "quarters", "trimestre": "quarter", "anos": "years",
        "dias": "days", "sistema": "system", "sistemas": "systems",
    ], months: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro",
                "dezembro"])

    static let italianWords = withMonths([
        "quali": "which", "quale": "which", "quanti": "how many", "quante": "how many", "cosa": "what",
        "perché": "why", "il": "the", "gli": "the", "della": "of the", "dei": "of the", "delle": "of the",
        "nel": "in the", "nella": "in the", "senza": "without", "ancora": "still", "mai": "never", "nessun": "no",
        "nessuna": "no", "nessuno": "no", "tutti": "all", "tutte": "all", "ogni": "each", "nostro": "our", "nostra": "our",
        "nostri": "our", "nostre": "our", "mio": "my", "mia": "my", "miei": "my", "sono": "are", "hanno": "have",
        "manca": "lacks", "mancano": "lack", "aperte": "open", "aperti": "open", "aperta": "open", "chiuse": "closed",
        "chiusi": "closed", "risolti": "resolved", "risolte": "resolved", "almeno": "at least", "tre": "three",
        "quattro": "four", "cinque": "five", "mesi": "months", "settimane": "weeks", "giorni": "days", "anni": "years",
        "ultimo": "last", "ultima": "last", "ultimi": "last", "componenti": "components", "criterio": "criterion",
        "criteri": "criteria", "cerca": "search", "cercami": "search", "cercare": "search", "trova": "find",
        "trovami": "find", "mostrami": "show me", "elenca": "list", "dammi": "give me", "elimina": "delete",
        "cancella": "delete", "rimuovi": "remove", "modifica": "change", "imposta": "set",
        "segna": "mark", "dipende": "depends", "dipendono": "depend", "usano": "use", "cambiato": "changed",
        "cambiati": "changed", "peggiorato": "got worse", "peggiorati": "got worse", "valutati": "assessed",
        "valutato": "assessed", "giudicati": "judged", "lavoro": "work", "favore": "",
    ], months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre",
                "dicembre"])

    static let dutchWords = withMonths([
        "welke": "which", "wat": "what", "waar": "where", "wanneer": "when", "waarom": "why",
        "hoeveel": "how many", "het": "the", "de": "the", "een": "a", "naar": "for", "onder": "under", "zijn": "are",
        "heeft": "has", "hebben": "have", "niet": "not", "geen": "no", "nog": "still", "nooit": "never", "dat": "that",
        "allemaal": "all", "helemaal": "", "elke": "each", "hij": "it", "zitten": "sit", "nodig": "need",
        "zoek": "search", "zoeken": "search", "vind": "find", "toon": "show", "laat": "show", "zien": "", "geef": "give",
        "zet": "set", "wijzig": "change", "verander": "change", "verwijder": "delete", "markeer": "mark", "op": "to",
        "veranderd": "changed", "gewijzigd": "changed", "verslechterd": "got worse", "verwijzen": "refer",
        "verwijst": "refers", "hangt": "depends", "afhankelijk": "dependent", "gebruiken": "use", "gebruikt": "uses",
        "volgende": "next", "vorige": "previous", "laatste": "last", "ene": "one", "onderdelen": "components",
        "componenten": "components", "bouwstenen": "components", "opgelost": "resolved", "gesloten": "closed",
        "maanden": "months", "weken": "weeks", "dagen": "days", "jaar": "year", "sinds": "since", "bij": "in",
        "beoordeeld": "assessed", "uit": "out",
    ], months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november",
                "december"])
}
