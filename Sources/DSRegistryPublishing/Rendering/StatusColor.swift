import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The colour of a status on a terminal: good green, on the way yellow, bad red, absent dim.
/// Only table output on a terminal asks for it (never with NO_COLOR, TERM=dumb or piped: see
/// the executable's `Terminal.colors`); the text itself is unchanged, so alignment holds.
package enum StatusColor {
    static let green = [
        "pass", "ready", "supported", "resolved", "done", "published", "active", "improved", "applied",
    ]
    static let yellow = [
        "partial", "warn", "needs-refinement", "refine", "not-modeled", "not modeled", "in-progress",
        "proposed", "accepted", "draft", "deprecated", "not-mapped", "pending",
    ]
    static let red = [
        "fail", "requires-rework", "rework", "restructure", "deprecate", "not-supported", "not supported",
        "open", "blocked", "regressed", "drifted", "missing",
    ]
    static let dim = ["not-assessed", "not assessed", "not-applicable", "not applicable", "wont-fix", "rejected"]

    static let codes: [String: String] = {
        var codes: [String: String] = [:]
        for word in green { codes[word] = "32" }
        for word in yellow { codes[word] = "33" }
        for word in red { codes[word] = "31" }
        for word in dim { codes[word] = "2" }
        return codes
    }()

    /// The ANSI code of a status (the whole cell, as stored or as labelled: `requires-rework`,
    /// "Requires Rework"), or nil for any other text.
    package static func code(for text: String) -> String? {
        guard text.count <= 20 else { return nil }
        let lowered = text.lowercased()
        return codes[lowered] ?? codes[lowered.replacingOccurrences(of: " ", with: "-")]
    }

    /// A field's value with its leading status in colour ("Restructure (done by …) — …").
    static func leading(_ text: String) -> String {
        let end = [" (", " — ", "\n"].compactMap { text.range(of: $0)?.lowerBound }.min() ?? text.endIndex
        guard let code = code(for: String(text[..<end])) else { return text }
        return "\u{1B}[\(code)m" + text[..<end] + "\u{1B}[0m" + text[end...]
    }

    /// The text, in its status colour when it is one.
    package static func colored(_ text: String) -> String {
        guard let code = code(for: text) else { return text }
        return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
    }
}
