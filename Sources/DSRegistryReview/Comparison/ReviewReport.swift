/// One change a review found: where (system, subject), what kind (`area`, `change`), the item,
/// its values before and after, the migration that made it, and the components and roles it
/// reaches (a re-valued token's bindings). Its JSON keys are stable: added to, never renamed.
package struct ReviewFinding: Sendable, Equatable, Encodable {
    /// The system's id; "" for what belongs to no system (saved questions, the build).
    package var system: String
    /// The component's name (its head name when it has one), "tokens", "saved questions" or "build".
    package var subject: String
    /// component, criterion, health, verdict, assessment, state, property, variant, slot,
    /// signature, issue, recommendation, token, code-connect, question, system, build.
    package var area: String
    /// added, removed, renamed, merged, moved, split, deprecated, status, improved, regressed,
    /// changed, new-version, published-changed, gained, lost, retyped, opened, closed, reopened,
    /// retagged, carried-out, revalued, does-not-seed.
    package var change: String
    package var item: String
    package var before: String? = nil
    package var after: String? = nil
    /// The migration that made the change, when one did.
    package var by: String? = nil
    package var impact: [String] = []
    package var regression = false
    package var removal = false
    package var publishedChange = false

    enum CodingKeys: String, CodingKey {
        case system, subject, area, change, item, before, after, by, impact, regression, removal
        case publishedChange = "published_change"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(system, forKey: .system)
        try container.encode(subject, forKey: .subject)
        try container.encode(area, forKey: .area)
        try container.encode(change, forKey: .change)
        try container.encode(item, forKey: .item)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
        try container.encode(by, forKey: .by)
        try container.encode(impact, forKey: .impact)
        try container.encode(regression, forKey: .regression)
        try container.encode(removal, forKey: .removal)
        try container.encode(publishedChange, forKey: .publishedChange)
    }
}

/// What a review found, in order: by system, then subject, each subject's findings in the
/// order the comparison reads them.
public struct ReviewReport: Sendable, Equatable {
    /// How the two sides are named in the output ("origin/main", "working tree").
    package var base, head: String
    package var findings: [ReviewFinding]

    package init(base: String, head: String, findings: [ReviewFinding]) {
        self.base = base
        self.head = head
        self.findings = findings
    }

    package var regressions: Int { findings.filter(\.regression).count }
    package var removals: Int { findings.filter(\.removal).count }
    package var publishedChanges: Int { findings.filter(\.publishedChange).count }

    /// Whether a `--fail-on` gate fails.
    /// - Parameter gate: what fails the run.
    /// - Returns: true when the report holds such a change.
    public func fails(_ gate: ReviewGate) -> Bool {
        switch gate {
        case .regression: regressions > 0
        case .removal: removals > 0
        case .publishedChange: publishedChanges > 0
        case .any: !findings.isEmpty
        }
    }
}

/// `--fail-on`: the kind of change that makes `dsreg review` and `dsreg compare` exit 1.
public enum ReviewGate: String, CaseIterable, Sendable {
    /// A criterion or DS Health dimension regressed, a state was lost, a side does not seed.
    case regression
    /// A system, component, token, property, variant, slot or saved question was removed.
    case removal
    /// A published assessment was changed or removed.
    case publishedChange = "published-change"
    /// Any change at all.
    case any
}
