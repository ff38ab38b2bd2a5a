/// What a spec value says about one aspect of a role: "Heading/L — BarkAda 18/24" names a
/// style (Heading/L), a font (BarkAda) and a size (18/24). Comparing aspects, not whole strings,
/// is what finds real contradictions: the title is 18/24 in one place and 22/26 in another, even
/// though the two values are written differently.
package enum SpecAspect: String, Vocabulary {
    case style, font, size, color, token
}

/// Reads the aspects out of a spec value as the source pages write them: segments separated by
/// " · " or " — ", each a color (`#0A2757`), a token path (`text/primary`), a type size (`18/24`,
/// `22 / 26`), a text style (`Heading/L`, `Primary/Headlines/Section`) or a font name.
/// Deterministic and total: a value it cannot read yields no facets, never an error.
package enum SpecFacet {
    package static func parse(_ value: String, section: SpecSection) -> [SpecAspect: String] {
        var facets: [SpecAspect: String] = [:]
        func keep(_ aspect: SpecAspect, _ text: String) {
            let text = text.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty, facets[aspect] == nil { facets[aspect] = text }
        }
        for segment in segments(of: value) {
            if let hex = hexColor(in: segment) {
                keep(.color, hex)
            } else if isTokenPath(segment) {
                keep(.token, segment)
            } else if let (size, rest) = typeSize(in: segment) {
                // A layout row is a size only when it is a type size ("22 / 26"); its other
                // values (paddings, widths) differ between variants by design.
                keep(.size, size)
                if section == .typography, !rest.isEmpty { keep(rest.contains("/") ? .style : .font, rest) }
            } else if section == .typography {
                keep(segment.contains("/") ? .style : .font, segment)
            }
        }
        return facets
    }

    static func segments(of value: String) -> [String] {
        var parts = [value]
        for separator in [" · ", " — ", " – "] {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func hexColor(in segment: String) -> String? {
        guard segment.first == "#" else { return nil }
        let digits = segment.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        return segment.uppercased()
    }

    /// Lowercase words joined by slashes: `text/primary`, `space/space-4`.
    static func isTokenPath(_ segment: String) -> Bool {
        let parts = segment.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && part.first?.isLetter == true
        }
    }

    /// The first "N/N" (spaces around the slash allowed) and what is left once it is removed.
    static func typeSize(in segment: String) -> (size: String, rest: String)? {
        let characters = Array(segment)
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber, index == 0 || !characters[index - 1].isNumber else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isNumber { end += 1 }
            let first = String(characters[index..<end])
            var cursor = end
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count, characters[cursor] == "/" else { index = end; continue }
            cursor += 1
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            var secondEnd = cursor
            while secondEnd < characters.count, characters[secondEnd].isNumber { secondEnd += 1 }
            guard secondEnd > cursor else { index = end; continue }
            let size = first + "/" + String(characters[cursor..<secondEnd])
            let rest = (String(characters[..<index]) + String(characters[secondEnd...]))
                .trimmingCharacters(in: .whitespaces)
            return (size, rest)
        }
        return nil
    }
}
