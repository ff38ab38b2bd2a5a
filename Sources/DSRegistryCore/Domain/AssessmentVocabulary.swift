/// The seven assessment criteria. Stored in the `criterion` reference table too.
public enum Criterion: String, Vocabulary, Comparable {
    case c1 = "C1", c2 = "C2", c3 = "C3", c4 = "C4", c5 = "C5", c6 = "C6", c7 = "C7"

    public var label: String { rawValue }

    public var name: String {
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

    public static func < (lhs: Criterion, rhs: Criterion) -> Bool { lhs.rawValue < rhs.rawValue }
}

public enum CriterionStatus: String, Vocabulary {
    case ready, needsRefinement = "needs-refinement", requiresRework = "requires-rework",
        notMapped = "not-mapped"
}

/// The four DS Health dimensions.
public enum HealthDimension: String, Vocabulary {
    case reusable, selfContained = "self-contained", consistent, composable
}

public enum HealthStatus: String, Vocabulary {
    case pass, partial, warn, fail
}

public enum Verdict: String, Vocabulary {
    case ready, refine, rework, restructure, deprecate
}

public enum AssessmentKind: String, Vocabulary {
    case major, minor, patch
}

/// A published assessment is immutable; a draft is replaced on every seed.
public enum AssessmentStatus: String, Vocabulary {
    case draft, published
}

public enum IssueStatus: String, Vocabulary {
    case open, inProgress = "in-progress", resolved, wontFix = "wont-fix"
}

public enum RecommendationKind: String, Vocabulary {
    case rename, property, composition, family, token, state, accessibility, documentation
}

public enum RecommendationStatus: String, Vocabulary {
    case proposed, accepted, inProgress = "in-progress", done, rejected
}

public enum TrackedItemStatus: String, Vocabulary {
    case open, inProgress = "in-progress", done, blocked
}
