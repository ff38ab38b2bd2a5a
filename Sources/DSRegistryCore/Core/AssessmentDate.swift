import Foundation

/// Assessment dates have month precision at least: "2026-04" or "2026-04-15".
package enum AssessmentDate {
    /// The current date in UTC, as YYYY-MM-DD.
    package static func today() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    package static func parse(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts[0].count == 4, let year = Int(parts[0]), year >= 1970,
            parts[1].count == 2, let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        if parts.count == 3 {
            guard parts[2].count == 2, let day = Int(parts[2]), (1...daysIn(month, of: year)).contains(day) else { return nil }
        }
        return text
    }

    /// "2026-02-30", "2026-04-31": a day the month does not have is no date.
    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static let months = ["january", "february", "march", "april", "may", "june", "july",
                                 "august", "september", "october", "november", "december"]

    /// "April 2026" → "write 2026-04".
    package static func suggestion(for text: String) -> String? {
        let words = text.lowercased().split(separator: " ")
        guard words.count == 2, let index = months.firstIndex(of: String(words[0])), let year = Int(words[1])
        else { return nil }
        return "write \(year)-\(String(format: "%02d", index + 1))"
    }
}
