import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// How statuses read: always a symbol and a word, and a class for the colour, so colour is
/// never the only cue. The words are the registry's values, spelled out.
enum SiteStatus {
    static func label(_ value: String) -> String {
        switch value {
        case "requires-rework": "Requires Rework"
        case "needs-refinement": "Needs Refinement"
        case "not-mapped": "Not Mapped"
        case "ready": "Ready"
        default: value.replacingOccurrences(of: "-", with: " ")
        }
    }

    static func symbol(_ value: String) -> String {
        switch value {
        case "ready", "pass", "supported", "done", "resolved": "✓"
        case "needs-refinement", "partial", "warn", "in-progress", "accepted", "refine": "~"
        case "requires-rework", "fail", "not-supported", "open", "blocked", "rework": "✗"
        case "restructure": "↻"
        case "not-modeled", "dangling": "!"
        case "active": "●"
        case "merged": "→"
        case "deprecated", "retired", "deprecate": "⊘"
        case "proposed": "○"
        case "not-applicable": "∅"
        default: "–"
        }
    }

    /// `<span class="st st-VALUE">✗ Requires Rework</span>`, with the note as its title; compact,
    /// the words are there for screen readers only (`sr`) and the symbol and colour are shown.
    static func badge(_ value: String, note: String? = nil, label: String? = nil, compact: Bool = false) -> HTML {
        let words = " " + (label ?? Self.label(value))
        return el(.span, ["class": "st st-" + FileName.slug(value).lowercased(), "title": note],
           el(.span, ["aria-hidden": "true"], txt(symbol(value))), compact ? el(.span, ["class": "sr"], txt(words)) : txt(words))
    }

    /// The colour a criterion status gets in the SVG charts (the same as the stylesheet's).
    static func fill(_ value: String) -> String {
        switch value {
        case "ready", "pass", "supported": "#b7e4c7"
        case "needs-refinement", "partial", "warn": "#ffe8a3"
        case "requires-rework", "fail", "not-supported": "#f8c4c4"
        case "not-modeled": "#f6d5b8"
        default: "#e4e7ec"
        }
    }
}
