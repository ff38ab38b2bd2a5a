import Foundation
import DSRegistryCore

/// Durations in words: "6m", "six months", "two quarters", "a year", "18 months", "since spring";
/// dates in words: "1 July 2026", "July 1st, 2026", "July 2026".
enum SentenceDurations {
    static func date(at index: Int, _ words: [SentenceWord], today: String) -> SentenceValue? {
        let word = { (offset: Int) in index + offset < words.count ? words[index + offset].lower : "" }
        let day = { (text: String) -> Int? in
            let digits = text.hasSuffix("st") || text.hasSuffix("nd") || text.hasSuffix("rd") || text.hasSuffix("th") ? String(text.dropLast(2)) : text
            return Int(digits).flatMap { (1...31).contains($0) ? $0 : nil }
        }
        let year = { (text: String) -> Int? in Int(text).flatMap { text.count == 4 && (1900...2999).contains($0) ? $0 : nil } }
        let month = Self.month
        let iso = { (y: Int, m: Int, d: Int?) in
            String(format: "%04d-%02d", y, m) + (d.map { String(format: "-%02d", $0) } ?? "")
        }
        var found: (length: Int, date: String)? = nil
        // "the end of the year", "the last day of the year": this year's last day, to come or not.
        let yearEnd = word(0) == "end" && word(1) == "of" ? (word(2) == "the" ? 3 : 2)
            : word(0) == "last" && word(1) == "day" && word(2) == "of" ? (word(3) == "the" ? 4 : 3) : nil
        if let yearEnd, word(yearEnd) == "year", let thisYear = Int(today.prefix(4)) { found = (yearEnd + 1, iso(thisYear, 12, 31)) }
        // "by New Year's Eve", "at Christmas": this year's.
        // ("the verdict on our Christmas concert": a holiday names a day only after a word of when.)
        // ("say today is New Year's Day 2027", "if today were Christmas Day 2026": the day said to be today.)
        // ("taking New Year's Day 2027 as today", "assuming Christmas Day": the day said to be today.)
        else if index > 0, ["by", "at", "on", "before", "until", "till", "to", "since", "from", "of", "as", "taking", "assuming", "treating"].contains(words[index - 1].lower)
                    || index > 1 && ["is", "were", "was", "be"].contains(words[index - 1].lower) && ["today", "date", "it"].contains(words[index - 2].lower),
                let (length, month, day, next) = holiday(word), let thisYear = Int(today.prefix(4)) {
            // ("by New Year's Day": the next one; "Halloween this year": this year's.)
            // ("As of Christmas Eve last year": the year before this one's.)
            found = saidYear(word, after: length, thisYear: thisYear).map { ($0.length, iso($0.year, month, day)) }
                ?? (length, iso(thisYear + (next ? 1 : 0), month, day))
        }
        // "the end of last month", "the start of this month": a month said from today's.
        else if let (length, offset, end) = relativeMonth(word), let thisYear = Int(today.prefix(4)), let thisMonth = Int(today.dropFirst(5).prefix(2)) {
            let (y, m) = thisMonth + offset < 1 ? (thisYear - 1, thisMonth + offset + 12) : (thisYear, thisMonth + offset)
            found = (length, iso(y, m, end ? lastDay(y, m) : 1))
        }
        else if let d = day(word(0)), let m = month(word(1)), let y = year(word(2)) { found = (3, iso(y, m, d)) }
        // ("2026 yılnıñ 15 dekabrine", "2027-يىلى 1-مارت", "2026 december 15": the year said first, as in Turkic languages.)
        else if let y = year(word(0)), let d = day(word(1)), let m = month(word(2)) { found = (3, iso(y, m, d)) }
        else if let y = year(word(0)), let m = month(word(1)), let d = day(word(2)) { found = (3, iso(y, m, d)) }
        else if let m = month(word(0)), let d = day(word(1)), let y = year(word(2)) { found = (3, iso(y, m, d)) }
        else if let m = month(word(0)), let y = year(word(1)) { found = (2, iso(y, m, nil)) }
        // "1 March this year", "March 1", "the end of September": this year's, or last year's when
        // this year's is still to come.
        else if let thisYear = Int(today.prefix(4)), let (length, m, d) = dayOfMonth(word, day, month) {
            // ("as of the first of October 2026": its year said after it.)
            // ("by the 15th of March next year": the year after this one's.)
            let (said, y) = saidYear(word, after: length, thisYear: thisYear) ?? (length, thisYear)
            let date = iso(y, m, d ?? lastDay(y, m))
            found = (said, said == length && date > today ? iso(y - 1, m, d ?? lastDay(y - 1, m)) : date)
        }
        // "30 February 2026" is no date: the words are read as words.
        guard let found, AssessmentDate.parse(found.date) != nil else { return nil }
        let typed = words[index..<index + found.length].map(\.typed).joined(separator: " ")
        return SentenceValue(range: index..<index + found.length, typed: typed, readings: [.date: found.date], weak: false)
    }

    /// The year said after a day: "2026", "this year", "last year", "next year" (how many words in all, and the year).
    private static func saidYear(_ word: (Int) -> String, after length: Int, thisYear: Int) -> (length: Int, year: Int)? {
        if word(length).count == 4, let said = Int(word(length)), (1900...2999).contains(said) { return (length + 1, said) }
        guard word(length + 1) == "year", let offset = ["this": 0, "last": -1, "next": 1][word(length)] else { return nil }
        return (length + 2, thisYear + offset)
    }

    /// "1 March", "March 1st", "end of September": how many words, the month and the day (nil: its last).
    private static func dayOfMonth(_ word: (Int) -> String, _ day: (String) -> Int?, _ month: (String) -> Int?) -> (Int, Int, Int?)? {
        if let d = day(word(0)), let m = month(word(1)) { return (2, m, d) }
        if let m = month(word(0)), let d = day(word(1)), word(0).count > 3 { return (2, m, d) }
        if word(0) == "end", word(1) == "of", let m = month(word(2)) { return (3, m, nil) }
        if word(0) == "last", word(1) == "day", word(2) == "of", let m = month(word(3)) { return (4, m, nil) }
        // "the first of October", "the 1st of October".
        // ("el primero de octubre": Spanish "de", read as Caribbean "the", is "of" here.)
        if let d = day(word(0)) ?? ordinals[word(0)], ["of", "the"].contains(word(1)), let m = month(word(2)) { return (3, m, d) }
        return nil
    }

    /// "end of last month", "the start of this month", "the last day of the previous month": how
    /// many words, the month's offset from today's, and whether its end (or its start) is meant.
    private static func relativeMonth(_ word: (Int) -> String) -> (Int, Int, Bool)? {
        let (edge, at): (Bool?, Int) = ["end", "close"].contains(word(0)) ? (true, 1) : ["start", "beginning"].contains(word(0)) ? (false, 1)
            : word(1) == "day" && word(0) == "last" ? (true, 2) : word(1) == "day" && word(0) == "first" ? (false, 2) : (nil, 0)
        guard let edge, word(at) == "of" else { return nil }
        let which = word(at + 1) == "the" ? at + 2 : at + 1
        guard word(which + 1) == "month", let offset = ["last": -1, "previous": -1, "this": 0, "current": 0][word(which)] else { return nil }
        return (which + 2, offset, edge)
    }

    /// "New Year's Eve", "Christmas Eve", "Christmas (Day)", "New Year's Day", "Halloween": how
    /// many words, the month and the day, and whether it is next year's when no year is said.
    private static func holiday(_ word: (Int) -> String) -> (Int, Int, Int, Bool)? {
        if word(0) == "new", ["year", "years"].contains(word(1)), word(2) == "eve" { return (3, 12, 31, false) }
        if word(0) == "new", ["year", "years"].contains(word(1)), word(2) == "day" { return (3, 1, 1, true) }
        if ["christmas", "xmas"].contains(word(0)) { return word(1) == "eve" ? (2, 12, 24, false) : word(1) == "day" ? (2, 12, 25, false) : (1, 12, 25, false) }
        if word(0) == "halloween" { return (1, 10, 31, false) }
        return nil
    }

    /// The days of a month said as ordinals ("the first of October", "december third").
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
        "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17,
        "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    ]

    /// The month `text` names ("march", "sept"), not a season ("since spring" counts from one).
    static func month(_ text: String) -> Int? {
        ["spring", "summer", "autumn", "fall", "winter"].contains(text) ? nil : ReadingVocabulary.sinceMonths[text]
    }

    private static func lastDay(_ year: Int, _ month: Int) -> Int {
        month == 2 ? (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    /// Short forms of a unit typed after a count, as the duration argument's letter.
    private static let gluedUnits: [String: String] = ["mo": "m", "mos": "m", "mth": "m", "mths": "m", "mon": "m", "wk": "w", "wks": "w",
                                                       "yr": "y", "yrs": "y", "dy": "d", "dys": "d", "days": "d", "weeks": "w", "months": "m",
                                                       "years": "y"]

    static func duration(at index: Int, _ words: [SentenceWord], today: String) -> SentenceValue? {
        let word = words[index]
        if word.lower.count >= 2, let unit = word.lower.last, "dmy".contains(unit), Int(word.lower.dropLast()) != nil {
            return SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.duration: word.lower], weak: false)
        }
        // "1.5 years", "2.5 months": a decimal count of a unit, in months, or days under a month.
        if let count = Double(word.lower), word.lower.contains("."), count > 0, count < 1_000, index + 1 < words.count,
           let days = ReadingVocabulary.durationUnits[words[index + 1].lemma] {
            // In whole months when it is some ("1.5 years" is 18m), else in days ("2.5 months" is 75d).
            let months = [365: 12.0, 182: 6.0, 91: 3.0, 30: 1.0][days].map { $0 * count }
            let text = months.map { $0 == $0.rounded() } == true ? "\(Int(months ?? 0))m" : "\(Int((count * Double(days)).rounded()))d"
            return SentenceValue(range: index..<index + 2, typed: word.typed + " " + words[index + 1].typed, readings: [.duration: text], weak: false)
        }
        // "9mo", "18mos", "3mths", "2wks", "1yr": a count glued to a unit's short form.
        if let digits = word.lower.firstIndex(where: { !$0.isNumber }), digits > word.lower.startIndex, let count = Int(word.lower[..<digits]),
           count <= 5_000, let unit = Self.gluedUnits[String(word.lower[digits...])] {
            return SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.duration: "\(count * (unit == "w" ? 7 : 1))\(unit == "w" ? "d" : unit)"], weak: false)
        }
        // "2w": weeks, which a duration argument takes as days.
        if word.lower.count >= 2, word.lower.last == "w", let weeks = Int(word.lower.dropLast()), weeks <= 5_000 {
            return SentenceValue(range: index..<index + 1, typed: word.typed, readings: [.duration: "\(weeks * 7)d"], weak: false)
        }
        if word.lower == "since", index + 1 < words.count, let month = ReadingVocabulary.sinceMonths[words[index + 1].lower],
           let now = Int(today.dropFirst(5).prefix(2)) {
            let months = max(1, (now - month + 12) % 12)
            return SentenceValue(range: index..<index + 2, typed: "since " + words[index + 1].typed, readings: [.duration: "\(months)m"], weak: false)
        }
        // "in the last year", "over the past quarter": one unit.
        // ("Last week Card was the one marked for rework - which …": when a story is set, no span.)
        if ["last", "past"].contains(word.lower), index + 1 < words.count, let days = ReadingVocabulary.durationUnits[words[index + 1].lemma],
           !words[index + 1].lower.hasSuffix("s"), !(index + 2 < words.count && words[index + 2].lower == "of"), !(index == 0 && index + 2 < words.count && !words[index + 1].endsClause
               && words[index + 2].typed.first?.isUppercase == true) {
            let text = days == 365 ? "1y" : days == 182 ? "6m" : days == 91 ? "3m" : days == 30 ? "1m" : "\(days)d"
            return SentenceValue(range: index..<index + 2, typed: words[index...index + 1].map(\.typed).joined(separator: " "),
                                 readings: [.duration: text], weak: false)
        }
        var start = index
        var count: Int
        if word.lower == "half", index + 2 < words.count, ["a", "an"].contains(words[index + 1].lower),
           words[index + 2].lemma == SentenceWords.lemma("year") {
            return SentenceValue(range: index..<index + 3, typed: "half a year", readings: [.duration: "6m"], weak: false)
        }
        // ("in tree months": three, as said in the Caribbean and Ireland; only before a unit.)
        if let number = Int(word.lower) ?? ReadingVocabulary.numbers[word.lower] ?? (word.lower == "tree" ? 3 : nil) { count = number } else { return nil }
        start += 1
        // "a couple of months", "a few of weeks".
        if start + 1 < words.count, words[start].lower == "of", ReadingVocabulary.durationUnits[words[start + 1].lemma] != nil { start += 1 }
        // "forty five days": tens and a unit.
        if count >= 20, count < 100, count % 10 == 0, start < words.count, let unit = ReadingVocabulary.numbers[words[start].lower],
           unit < 10, Int(words[start].lower) == nil, !["a", "an"].contains(words[start].lower) {
            count += unit
            start += 1
        }
        if start < words.count, words[start].lower == "whole" || words[start].lower == "full" { start += 1 }
        guard start < words.count, let days = ReadingVocabulary.durationUnits[words[start].lemma] else { return nil }
        // "a year and a half", "two months and a half": half a unit more, in months or days.
        if start + 3 < words.count, words[start + 1].lower == "and", ["a", "an"].contains(words[start + 2].lower), words[start + 3].lower == "half" {
            let typed = words[index...(start + 3)].map(\.typed).joined(separator: " ")
            let text = days >= 30 ? "\((count * days + days / 2 + 15) / 30)m" : "\(count * days + days / 2)d"
            return SentenceValue(range: index..<start + 4, typed: typed, readings: [.duration: text], weak: false)
        }
        if ageOfSomethingElse(unit: start, words) { return nil }
        // "three quarters of a year": quarters of the year they are.
        if days == 91, start + 3 < words.count, words[start + 1].lower == "of", ["a", "the", "one"].contains(words[start + 2].lower),
           words[start + 3].lemma == SentenceWords.lemma("year") {
            return SentenceValue(range: index..<start + 4, typed: words[index...(start + 3)].map(\.typed).joined(separator: " "),
                                 readings: [.duration: "\(count * 3)m"], weak: false)
        }
        let typed = words[index...start].map(\.typed).joined(separator: " ")
        let text: String
        switch days {
        case 365: text = "\(count)y"
        case 30: text = "\(count)m"
        case 91: text = "\(count * 3)m"
        case 182: text = "\(count * 6)m"
        default: text = "\(count * days)d"
        }
        return SentenceValue(range: index..<start + 1, typed: typed, readings: [.duration: text], weak: false)
    }

    /// "a ten-year-old asphalt roof": the age of a thing the registry does not hold, no time
    /// since a look ("six-month-old assessments", "a year-old one" are).
    static func ageOfSomethingElse(unit: Int, _ words: [SentenceWord]) -> Bool {
        guard unit + 2 < words.count, words[unit].hyphenAfter, words[unit + 1].lower == "old", !words[unit + 1].endsClause else { return false }
        let thing = words[unit + 2]
        return !ReadingVocabulary.stopWords.contains(thing.lower) && ReadingVocabulary.familyHead[thing.lemma] == nil
    }
}
