import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The small readings of flattened page text the page reader shares: joined table headers,
/// label/value cells, sentences, month dates.
enum PageText {
    /// Letters and digits only, lowercased: "Figma PropertySwiftUICompose" → "figmapropertyswiftuicompose".
    static func squashed(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) { out.append(scalar) }
            } else if alphanumerics.contains(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static let alphanumerics = CharacterSet.alphanumerics

    /// One line with runs of spaces and tabs made one space, and trimmed.
    static func tidy(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }).joined(separator: " ")
    }

    /// The column names of a table header, whether the copy kept the spaces between its cells
    /// or joined them: the header read as a sequence of `known` names (longest first at each
    /// point). Nil when the header is not such a sequence.
    static func columns(_ header: String, known: [String]) -> [String]? {
        var rest = Substring(squashed(header))
        let candidates = known.map { (name: $0, squashed: squashed($0)) }.sorted { $0.squashed.count > $1.squashed.count }
        var found: [String] = []
        while !rest.isEmpty {
            guard let candidate = candidates.first(where: { rest.hasPrefix($0.squashed) }) else { return nil }
            found.append(candidate.name)
            rest = rest.dropFirst(candidate.squashed.count)
        }
        return found.isEmpty ? nil : found
    }

    /// "Title style Heading/L — BarkAda 18/24" → ("Title style", "Heading/L — BarkAda 18/24"): the
    /// value starts at the first word after the first that holds a digit, '/', '#' or '≥', or is
    /// a capitalised word of two letters or more outside parentheses.
    static func labelAndValue(_ text: String) -> (label: String, value: String)? {
        let words = tidy(text).split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        var depth = 0
        for (index, word) in words.enumerated() {
            let opens = word.filter { $0 == "(" }.count, closes = word.filter { $0 == ")" }.count
            defer { depth = max(0, depth + opens - closes) }
            guard index > 0, depth == 0, opens == 0 else { continue }
            let valueLike = word.contains { $0.isNumber || $0 == "/" || $0 == "#" || $0 == "≥" || $0 == "≤" }
            let capitalised = word.count >= 2 && word.first?.isUppercase == true
            if valueLike || capitalised {
                return (words[..<index].joined(separator: " "), words[index...].joined(separator: " "))
            }
        }
        return nil
    }

    /// Sentences: cut after '.', '!' or '?' (or a closing quote or parenthesis after one) that
    /// is followed by a space and a capital, a digit or a quote.
    static func sentences(_ text: String) -> [String] {
        let characters = Array(text)
        var result: [String] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if ".!?".contains(character) {
                var end = index + 1
                while end < characters.count, "\")”’".contains(characters[end]) { end += 1 }
                if end + 1 < characters.count, characters[end] == " ",
                   characters[end + 1].isUppercase || characters[end + 1].isNumber || "\"“".contains(characters[end + 1]) {
                    result.append(String(characters[start..<end]))
                    start = end + 1
                    index = end + 1
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { result.append(String(characters[start...])) }
        return result.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A lead sentence and the rest: "Family-wide naming conflict. "Header" prefix …".
    static func titleAndDetail(_ text: String) -> (title: String, detail: String?) {
        let parts = sentences(text)
        guard parts.count > 1 else { return (text, nil) }
        return (parts[0], parts.dropFirst().joined(separator: " "))
    }

    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]

    /// "April 2026" → "2026-04"; "12 April 2026" → "2026-04-12"; "2026-04" stays.
    static func date(_ text: String) -> String? {
        let words = tidy(text).split(separator: " ").map { $0.lowercased() }
        if words.count == 1, (try? PagePatterns.isoDate.wholeMatch(in: text)) != nil { return text }
        var month: Int?, year: Int?, day: Int?
        for word in words {
            if let index = months.firstIndex(where: { $0 == word || ($0.prefix(3) == word && word.count == 3) }) {
                month = index + 1
            } else if let number = Int(word.trimmingCharacters(in: CharacterSet(charactersIn: ","))) {
                if number > 999 { year = number } else if number >= 1 && number <= 31 { day = number }
            } else { return nil }
        }
        guard let month, let year else { return nil }
        let base = String(format: "%04d-%02d", year, month)
        return day.map { base + String(format: "-%02d", $0) } ?? base
    }

    /// A key for an id: the first words of `text`, lowercase, joined by hyphens.
    static func key(_ text: String, words limit: Int = 6) -> String {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.prefix(limit)
        let key = words.joined(separator: "-")
        return key.isEmpty ? "item" : key
    }

    /// Whether a line is a bullet ("  • text", "- text", "* text"), and its text.
    static func bullet(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for mark in ["• ", "· ", "- ", "* ", "–  ", "– "] where trimmed.hasPrefix(mark) {
            return tidy(String(trimmed.dropFirst(mark.count)))
        }
        return nil
    }
}
