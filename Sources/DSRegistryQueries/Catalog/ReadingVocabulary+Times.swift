/// Numbers, spans of time and calendar words, as plain-word questions say them.
extension ReadingVocabulary {
    static let numbers: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "few": 3,
        "couple": 2, "several": 3,
    ]

    /// Duration units by stem, in days per unit (a month is 30 days, as `QuestionParameter.Kind.months`).
    static let durationUnits: [String: Int] = {
        let units = ["day": 1, "week": 7, "month": 30, "quarter": 91, "year": 365, "yr": 365, "mo": 30, "wk": 7, "semester": 182, "fortnight": 14, "twelvemonth": 365]
        return Dictionary(uniqueKeysWithValues: units.map { (SentenceWords.lemma($0.key), $0.value) })
    }()
    /// "since spring": the month it began, 1-based.
    static let sinceMonths: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
        "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
        "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
        "spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12,
    ]
    /// "for Monday's design review", "by Friday", "since March": days, months and holidays,
    /// capitalised as names are, name nothing the registry could hold.
    static let calendarWords: Set<String> = Set(sinceMonths.keys).union([
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur",
        "thurs", "fri", "christmas", "xmas", "easter", "diwali", "eid", "hanukkah", "thanksgiving", "ramadan", "lunar",
    ])
}
