import Foundation

/// The page reader's patterns, built once per process. A regex literal is parsed each time it
/// is evaluated and a `.regularExpression` search compiles its pattern on every call: before
/// they moved here, building patterns was 13% of an import's CPU (perf, 200 pages).
enum PagePatterns {
    /// "1.0.0 — April 2026 Major": the version, its date, its kind.
    nonisolated(unsafe) static let versionHeader = /^(\d+\.\d+\.\d+)\s*[—–-]\s*(.+?)\s*(major|minor|patch)$/.ignoresCase()
    /// "Text-only4preamble × description permutations": group, count, slots.
    nonisolated(unsafe) static let inventoryRow = /^(.+?)\s*(\d+)\s*(\S.*)?$/
    /// "hasPreamble: Boolean": a Figma property and its kind.
    nonisolated(unsafe) static let figmaProperty = /^(.+?):\s*(boolean|variant|text|instance|instance swap)$/.ignoresCase()
    /// The Figma cell of a state row: "16 variants", "Not modeled", "Yes", "No", "N/A".
    nonisolated(unsafe) static let figmaCell = /^(\d+ variants?|not modeled|yes|no|n\/a)(?= |$)/.ignoresCase()
    /// An issue's closing criterion tag: " C1 · Layer Structure & Naming".
    nonisolated(unsafe) static let criterionTag = /\s*\bC[1-9]\s*·\s*[^·]+$/
    /// "8 independent boolean properties — ": what opens the list of booleans.
    nonisolated(unsafe) static let booleanList = /boolean properties\s*[—–:-]\s*/.ignoresCase()
    /// " · node 18430:2919": a version title's design node.
    nonisolated(unsafe) static let designNode = /\s*·\s*node\s+/.ignoresCase()
    /// "2026-04" or "2026-04-12".
    nonisolated(unsafe) static let isoDate = /^\d{4}-\d{2}(-\d{2})?$/
    /// Where a signature starts in a mapping row: a `name:` or `name?:` word.
    static let signatureStart = try? NSRegularExpression(pattern: #"(?:^| )([A-Za-z_][A-Za-z0-9_]*\??:)(?= )"#)

    /// Whether `word` stands in `text` as a whole word (letters, digits and `_` on neither
    /// side), as `\bword\b` would say, without building a pattern per word.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        var searched = text[...]
        while let found = searched.range(of: word) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searched = text[text.index(after: found.lowerBound)...]
        }
        return false
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}
