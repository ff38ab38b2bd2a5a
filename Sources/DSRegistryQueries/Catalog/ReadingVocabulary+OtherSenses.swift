/// Other things called by a value's word, given away by the word beside it: "C4 plastic
/// explosive", "the HTTP header", "a potato chip". Keyed by the lemma of the value's one word, so
/// a registry's names are read by the everyday words of interface components in general (every
/// team's "Chip" or "Toast"), not by this registry's names.
extension ReadingVocabulary {
    /// The neighbouring words (as typed, lowercased) that give each word's other sense away.
    static let otherSenses: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for (word, neighbours) in otherSensesByWord { table[SentenceWords.lemma(word), default: []].formUnion(neighbours) }
        // C1–C7 are also an explosive, a vertebra, a plant's pathway, a chord, an envelope's size,
        // a car and a language level.
        for id in 1...7 { table["c\(id)"] = otherSensesOfAnID }
        return table
    }()

    private static let otherSensesOfAnID: Set<String> = [
        "explosive", "explosives", "plastic", "vertebra", "vertebrae", "cervical", "spine", "spinal", "nerve", "plant", "plants",
        "photosynthesis", "pathway", "chord", "chords", "envelope", "envelopes", "corvette", "citroen", "citroën", "cefr", "proficiency",
        "galaxy", "sedan", "hatchback",
    ]

    private static let otherSensesByWord: [String: Set<String>] = [
        "header": ["http", "email", "e-mail", "mail", "request", "response", "cors", "auth", "authorization", "csv", "file", "files", "tank",
                   "gasket", "pipe", "soccer", "football", "diving", "cache-control", "row", "rows"],
        "badge": ["police", "sheriff", "name", "employee", "conference", "merit", "scout", "security", "visitor", "swipe", "access",
                  "office", "reader", "staff", "building", "door"],
        "card": ["credit", "debit", "gift", "sim", "birthday", "business", "graphics", "sd", "playing", "report", "red", "yellow", "greeting", "loyalty"],
        "counter": ["kitchen", "bathroom", "geiger", "bar", "checkout"],
        "button": ["belly", "shirt", "coat", "mushroom", "mushrooms"],
        "tag": ["price", "dog", "luggage", "name"],
        "avatar": ["film", "movie", "cameron", "airbender", "sequel"],
        // ("if we cleaned up our icon set": the set of icons, no Icon component.)
        "icon": ["pop", "fashion", "style", "religious", "orthodox", "set", "sets", "pack", "packs", "font", "fonts"],
        "chip": ["potato", "chocolate", "poker", "casino", "silicon", "tortilla"],
        "toast": ["french", "avocado", "wedding", "buttered", "cinnamon"],
        "banner": ["protest", "vinyl", "parade"],
        "switch": ["light", "nintendo", "ethernet", "railway", "rocker", "dimmer"],
        "menu": ["restaurant", "dinner", "lunch", "breakfast", "drinks", "tasting", "wine"],
        "table": ["dining", "kitchen", "coffee", "periodic", "pool", "picnic", "operating"],
        "drawer": ["sock", "desk", "kitchen", "cutlery", "junk", "dresser"],
        "tile": ["ceramic", "roof", "bathroom", "floor", "mahjong"],
        "alert": ["amber", "weather", "flood", "tornado", "tsunami"],
        "label": ["record", "wine", "clothing", "shipping", "nutrition"],
        "cell": ["prison", "jail", "blood", "stem", "fuel", "solar"],
        // (A kind of recommendation too: "the session token" is a login's.)
        "token": ["session", "access", "auth", "jwt", "bearer", "refresh", "csrf", "oauth", "login", "bus", "subway", "arcade", "gift",
                  "door", "doors", "turnstile", "locker", "laundry", "parking", "casino"],
        // (A state's word too: "the Figma REST API" names no resting state.)
        // ("the European Accessibility Act", "the wheelchair accessibility of the office": a law's, a building's.)
        "accessibility": ["act", "law", "laws", "directive", "legislation", "regulation", "regulations", "lawsuit", "lawsuits", "wheelchair",
                          "ramp", "ramps", "parking", "elevator", "elevators", "entrance", "entrances", "venue", "transit"],
        // ("a fetch request", "a loading dock", "the load balancer": the network's, a warehouse's, no loading state.)
        "fetch": ["request", "requests", "api", "call", "calls", "http", "dog", "ball", "stick"],
        "loading": ["dock", "docks", "bay", "bays", "truck", "trucks", "zone", "ramp"],
        "load": ["balancer", "balancers", "balancing", "test", "tests", "testing", "shedding", "bearing"],
        "rest": ["api", "apis", "endpoint", "endpoints", "service", "services", "client", "call", "calls", "request", "requests"],
    ]
}
