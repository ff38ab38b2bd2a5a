/// What a review compares of one registry, as plain values read once: every component by its
/// stable key, every token by system, path and mode, and the saved questions of a `Queries/`
/// folder. Two snapshots are compared by ``RegistryComparison/compare(base:head:)``, a pure
/// function, so the comparison is tested without git or files.
package struct RegistrySnapshot: Sendable, Equatable {
    /// System id → its name.
    package var systems: [String: String] = [:]
    /// By `ComponentSnapshot.id` (system and stable key): renames keep it.
    package var components: [String: ComponentSnapshot] = [:]
    /// By `TokenSnapshot.id` (system, path, mode).
    package var tokens: [String: TokenSnapshot] = [:]
    /// Saved question name → its text; nil when the side has no `Queries/` folder read.
    package var questions: [String: String]? = nil
    /// Problems that stopped this side from being built (a seed that does not seed).
    package var buildProblems: [String] = []

    package init() {}
}

/// One component, as the comparison needs it.
package struct ComponentSnapshot: Sendable, Equatable {
    package struct FormerName: Sendable, Equatable {
        package var name: String
        package var renamedBy: String?
    }
    package struct Event: Sendable, Equatable, Hashable {
        package var migration, operation, change: String
    }
    package struct Property: Sendable, Equatable {
        package var kind: String
        package var values: [String]
        package var required: Bool
        /// Figma's name and each platform's code signature (`figma`, `swiftui`, `compose`).
        package var signatures: [String: String]
    }

    package var system, key, name, status: String
    package var family, role: String?
    package var formerNames: [FormerName] = []
    package var mergedInto: String?
    package var events: [Event] = []
    /// Oldest first.
    package var assessments: [AssessmentSnapshot] = []
    /// State → platform → support ("supported", "not-supported" …).
    package var states: [String: [String: String]] = [:]
    package var properties: [String: Property] = [:]
    package var variants: Set<String> = []
    /// Slot → what it accepts, as one line.
    package var slots: [String: String] = [:]
    /// Token path → the roles bound to it here ("Heading").
    package var boundTokens: [String: [String]] = [:]
    /// The last Code Connect check's word on it; nil when none covered its system.
    package var codeConnect: String?

    package var id: String { "\(system)/\(key)" }
}

/// One assessment version.
package struct AssessmentSnapshot: Sendable, Equatable {
    package struct Issue: Sendable, Equatable {
        package var title, status: String
        package var criterion, resolvedBy: String?
    }
    package struct Recommendation: Sendable, Equatable {
        package var title, status: String
        package var doneBy: String?
    }

    package var version, status, verdict: String
    /// Criterion id → (its name, status).
    package var scores: [String: Score] = [:]
    /// DS Health dimension → status.
    package var health: [String: String] = [:]
    package var issues: [String: Issue] = [:]
    package var recommendations: [String: Recommendation] = [:]
    /// What the seed wrote for it (not what migrations did since): a published version whose
    /// fingerprint changes was edited.
    package var fingerprint: String

    package struct Score: Sendable, Equatable {
        package var name, status: String
    }
}

/// One token in one mode.
package struct TokenSnapshot: Sendable, Equatable {
    package var system, path, mode: String
    package var type: String?
    package var value: String?
    package var aliasOf: String?
    package var deprecated: Bool

    package var id: String { "\(system)/\(path)/\(mode)" }
}
