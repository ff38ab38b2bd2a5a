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
