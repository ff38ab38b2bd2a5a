/// The seven assessment criteria. Stored in the `criterion` reference table too.
package enum Criterion: String, Vocabulary, Comparable {
    case c1 = "C1", c2 = "C2", c3 = "C3", c4 = "C4", c5 = "C5", c6 = "C6", c7 = "C7"

    package var label: String { rawValue }

    package var name: String {
        switch self {
        case .c1: "Layer Structure & Naming"
        case .c2: "Variant & Property Naming"
        case .c3: "Token Coverage"
        case .c4: "Native Mappability"
        case .c5: "Interaction State Coverage"
        case .c6: "Asset & Icon Quality"
        case .c7: "Code Connect Linkability"
        }
    }

    /// What the criterion measures, in words of no one platform (the `meaning` column, v14).
    package var meaning: String {
        switch self {
        case .c1: "The design component's layers are structured and named so that each part is found by its name and matches a named part of the code component."
        case .c2: "Variants and properties have consistent, meaningful names and values that a code API can take over as they are."
        case .c3: "Every colour, type, spacing, size and radius the component uses is bound to a design token, not written as a raw value."
        case .c4: "Each design property, variant and slot has a direct counterpart in the code API on every platform the system ships on (a parameter, an enumeration case, a child or slot), with no workaround."
        case .c5: "Every interaction state the component needs (pressed, hovered, focused, disabled, selected …) is drawn in design and built on every platform it ships on."
        case .c6: "Icons and images are instances of the system's own assets: vector, sized on the grid and named, not flattened or detached."
        case .c7: "The design component can be linked to its implementation on each platform (Figma Code Connect or a like design-to-code link), every design property mapped to a code parameter."
        }
    }

    package static func < (lhs: Criterion, rhs: Criterion) -> Bool { lhs.rawValue < rhs.rawValue }
}

package enum CriterionStatus: String, Vocabulary {
    case ready, needsRefinement = "needs-refinement", requiresRework = "requires-rework",
        notMapped = "not-mapped"
}

/// The four DS Health dimensions.
package enum HealthDimension: String, Vocabulary {
    case reusable, selfContained = "self-contained", consistent, composable
}

package enum HealthStatus: String, Vocabulary {
    case pass, partial, warn, fail
}

package enum Verdict: String, Vocabulary {
    case ready, refine, rework, restructure, deprecate
}

package enum AssessmentKind: String, Vocabulary {
    case major, minor, patch
}

/// A published assessment is immutable; a draft is replaced on every seed.
package enum AssessmentStatus: String, Vocabulary {
    case draft, published
}

package enum IssueStatus: String, Vocabulary {
    case open, inProgress = "in-progress", resolved, wontFix = "wont-fix"
}

package enum RecommendationKind: String, Vocabulary {
    case rename, property, composition, family, token, state, accessibility, documentation
}

package enum RecommendationStatus: String, Vocabulary {
    case proposed, accepted, inProgress = "in-progress", done, rejected
}

package enum TrackedItemStatus: String, Vocabulary {
    case open, inProgress = "in-progress", done, blocked
}
