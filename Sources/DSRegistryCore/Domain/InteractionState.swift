/// The canonical state vocabulary. Platforms name the same state differently (iOS
/// "highlighted", web "active" are both `pressed`), so a question about one finds them all.
package enum InteractionState: String, Vocabulary {
    case `default`, hover, pressed, focused, disabled, selected, deselected, dragged, error,
        loading, expanded, collapsed, readOnly = "read-only"

    /// Platform words for a canonical state. Keys are normalized (lowercase, letters only).
    package static let synonyms: [String: InteractionState] = [
        "highlighted": .pressed, "active": .pressed, "tapped": .pressed, "down": .pressed,
        "hovered": .hover, "focus": .focused, "focusedaccessibility": .focused,
        "enabled": .default, "normal": .default, "rest": .default,
        "unselected": .deselected, "checked": .selected, "on": .selected,
        "dragging": .dragged, "invalid": .error, "busy": .loading, "open": .expanded,
        "closed": .collapsed, "readonly": .readOnly,
    ]

    /// Resolves a canonical name, its label or a platform synonym.
    package init?(anyName text: String) {
        if let state = InteractionState(lenient: text) {
            self = state
        } else if let state = Self.synonyms[Self.normalize(text)] {
            self = state
        } else {
            return nil
        }
    }
}

/// How a platform covers a state. "Not assessed" is deliberately absent: it is the absence of a row.
package enum StateSupport: String, Vocabulary {
    case supported, notSupported = "not-supported", notApplicable = "not-applicable",
        notModeled = "not-modeled"
}
