/// What changed in a component's assessments: new versions, published versions edited, each
/// criterion and DS Health dimension of the latest version old → new, the verdict, issues
/// opened, closed and re-tagged, recommendations carried out.
struct AssessmentComparison {
    let component: ComponentComparison

    static let criterionRank = ["not-mapped": 0, "requires-rework": 1, "needs-refinement": 2, "ready": 3]
    static let healthRank = ["fail": 0, "warn": 1, "partial": 2, "pass": 3]
    static let healthOrder = ["reusable", "self-contained", "consistent", "composable"]

    func findings() -> [ReviewFinding] {
        let base = component.base.assessments, head = component.head.assessments
        var findings = versionFindings(base, head)
        if let old = base.last, let new = head.last, old != new {
            findings += judgementFindings(old, new)
        }
        return findings + issueFindings() + recommendationFindings()
    }

    func versionFindings(_ base: [AssessmentSnapshot], _ head: [AssessmentSnapshot]) -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        let old = Dictionary(base.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(head.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        for assessment in head where old[assessment.version] == nil {
            findings.append(component.finding("assessment", "new-version", assessment.version,
                                              after: "\(assessment.status), verdict \(assessment.verdict)"))
        }
        for assessment in base where assessment.status == "published" {
            guard let edited = new[assessment.version] else {
                var removed = component.finding("assessment", "removed", assessment.version, before: "published")
                removed.publishedChange = true
                removed.removal = true
                findings.append(removed)
                continue
            }
            if edited.fingerprint != assessment.fingerprint {
                var changed = component.finding("assessment", "published-changed", assessment.version,
                                                before: "published", after: edited.status)
                changed.publishedChange = true
                findings.append(changed)
            }
        }
        return findings
    }

    /// The latest version of each side, judgement by judgement.
    func judgementFindings(_ old: AssessmentSnapshot, _ new: AssessmentSnapshot) -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        if old.verdict != new.verdict {
            findings.append(component.finding("verdict", "changed", "verdict", before: old.verdict, after: new.verdict))
        }
        // What the newer version scores: a criterion it leaves out was not re-assessed.
        for criterion in new.scores.keys.sorted() {
            let before = old.scores[criterion], after = new.scores[criterion]
            guard before?.status != after?.status else { continue }
            let name = "\(criterion) \((after ?? before)?.name ?? "")"
            findings.append(ranked("criterion", name, before?.status, after?.status, Self.criterionRank))
        }
        for dimension in Self.healthOrder + Set(new.health.keys).subtracting(Self.healthOrder).sorted() {
            guard new.health[dimension] != nil, old.health[dimension] != new.health[dimension] else { continue }
            findings.append(ranked("health", dimension, old.health[dimension], new.health[dimension], Self.healthRank))
        }
        return findings
    }

    func ranked(_ area: String, _ item: String, _ before: String?, _ after: String?, _ rank: [String: Int]) -> ReviewFinding {
        var found = component.finding(area, "changed", item, before: before ?? "not scored", after: after ?? "not scored")
        if let before, let after, let old = rank[before], let new = rank[after] {
            found.change = new > old ? "improved" : "regressed"
            found.regression = new < old
        }
        return found
    }

    /// Each issue as the newest assessment that lists it recorded it.
    static func latestIssues(_ assessments: [AssessmentSnapshot]) -> [String: AssessmentSnapshot.Issue] {
        assessments.reduce(into: [:]) { latest, assessment in latest.merge(assessment.issues) { _, new in new } }
    }

    static func isClosed(_ issue: AssessmentSnapshot.Issue) -> Bool {
        issue.resolvedBy != nil || ["resolved", "wont-fix"].contains(issue.status)
    }

    func issueFindings() -> [ReviewFinding] {
        let old = Self.latestIssues(component.base.assessments), new = Self.latestIssues(component.head.assessments)
        var findings: [ReviewFinding] = []
        for key in new.keys.sorted() {
            guard let after = new[key] else { continue }
            let item = "\(key): \(after.title)"
            guard let before = old[key] else {
                if !Self.isClosed(after) { findings.append(component.finding("issue", "opened", item, after: after.status)) }
                continue
            }
            switch (Self.isClosed(before), Self.isClosed(after)) {
            case (false, true):
                findings.append(component.finding("issue", "closed", item, before: before.status,
                                                  after: after.resolvedBy == nil ? after.status : "resolved", by: after.resolvedBy))
            case (true, false):
                findings.append(component.finding("issue", "reopened", item, before: before.status, after: after.status))
            default: break
            }
            if before.criterion != after.criterion {
                findings.append(component.finding("issue", "retagged", item, before: before.criterion ?? "none",
                                                  after: after.criterion ?? "none"))
            }
        }
        return findings
    }

    func recommendationFindings() -> [ReviewFinding] {
        let latest = { (assessments: [AssessmentSnapshot]) in
            assessments.reduce(into: [String: AssessmentSnapshot.Recommendation]()) { $0.merge($1.recommendations) { _, new in new } }
        }
        let old = latest(component.base.assessments), new = latest(component.head.assessments)
        let done = { (r: AssessmentSnapshot.Recommendation) in r.doneBy != nil || r.status == "done" }
        return new.keys.sorted().compactMap { key in
            guard let after = new[key], done(after), old[key].map(done) != true else { return nil }
            return component.finding("recommendation", "carried-out", "\(key): \(after.title)",
                                     before: old[key]?.status, after: "done", by: after.doneBy)
        }
    }
}
