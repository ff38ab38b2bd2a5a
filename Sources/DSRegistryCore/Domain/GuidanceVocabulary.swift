/// The three spec sections a documented style lists.
package enum SpecSection: String, Vocabulary {
    case colors, typography, layout
}

package enum GuidelineKind: String, Vocabulary {
    case `do`, dont, consider

    package var label: String {
        switch self {
        case .do: "Do"
        case .dont: "Don't"
        case .consider: "Consider"
        }
    }
}

package enum BehaviorKind: String, Vocabulary {
    case rowConfiguration = "row-configuration", interaction
}

package enum AccessibilityKind: String, Vocabulary {
    case requirement, configuration, bestPractice = "best-practice"
}

package enum ApiTypeKind: String, Vocabulary {
    case `class`, `struct`, `enum`, `protocol`
}

package enum ApiMemberKind: String, Vocabulary {
    case property, initializer, method, `case`
}

/// Token types: the DTCG 2025.10 set, plus `string` and `other` for what real systems carry.
public enum TokenType: String, Vocabulary {
    /// The types; the raw value is DTCG's `$type` spelling (`fontFamily`, `cubicBezier`).
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle,
        border, transition, shadow, gradient, typography, string, other

    package var label: String { rawValue }
}
