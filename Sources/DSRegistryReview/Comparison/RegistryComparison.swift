/// The meaning of a change to a registry: two snapshots in, the findings out. A pure function
/// over values, so it is tested without git, files or SQLite.
package enum RegistryComparison {
    /// Compares two registries.
    /// - Parameters:
    ///   - base: the registry before the change.
    ///   - head: the registry after it.
    ///   - names: how the two sides are named in the report.
    /// - Returns: every change, by system and subject.
    package static func compare(base: RegistrySnapshot, head: RegistrySnapshot,
                                names: (base: String, head: String)) -> ReviewReport {
        let problems = buildFindings(base.buildProblems, side: names.base) + buildFindings(head.buildProblems, side: names.head)
        guard problems.isEmpty else { return ReviewReport(base: names.base, head: names.head, findings: problems) }
        var findings = systemFindings(base, head)
        for id in Set(base.components.keys).union(head.components.keys) {
            findings += componentFindings(base.components[id], head.components[id])
        }
        findings += TokenComparison.findings(base: base, head: head)
        if let before = base.questions, let after = head.questions {
            findings += questionFindings(before, after)
        }
        return ReviewReport(base: names.base, head: names.head, findings: ordered(findings))
    }

    /// By system, then subject (components by name, then tokens, then saved questions); the
    /// findings of one subject keep the order they were found in.
    static func ordered(_ findings: [ReviewFinding]) -> [ReviewFinding] {
        let rank = { (subject: String) -> Int in
            switch subject {
            case "build": 0
            case "system": 1
            case "tokens": 3
            case "saved questions": 4
            default: 2
            }
        }
        return findings.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.system != b.system { return a.system < b.system }
            if rank(a.subject) != rank(b.subject) { return rank(a.subject) < rank(b.subject) }
            if a.subject != b.subject { return a.subject.lowercased() < b.subject.lowercased() }
            return left.offset < right.offset
        }.map(\.element)
    }

    static func buildFindings(_ problems: [String], side: String) -> [ReviewFinding] {
        problems.map {
            ReviewFinding(system: "", subject: "build", area: "build", change: "does-not-seed", item: $0,
                          after: side, regression: true)
        }
    }

    static func systemFindings(_ base: RegistrySnapshot, _ head: RegistrySnapshot) -> [ReviewFinding] {
        var findings: [ReviewFinding] = []
        for id in Set(base.systems.keys).union(head.systems.keys).sorted() {
            switch (base.systems[id], head.systems[id]) {
            case (nil, let name?):
                findings.append(.init(system: id, subject: "system", area: "system", change: "added", item: name))
            case (let name?, nil):
                findings.append(.init(system: id, subject: "system", area: "system", change: "removed", item: name, removal: true))
            case (let old?, let new?) where old != new:
                findings.append(.init(system: id, subject: "system", area: "system", change: "renamed", item: new, before: old, after: new))
            default: break
            }
        }
        return findings
    }

    static func componentFindings(_ base: ComponentSnapshot?, _ head: ComponentSnapshot?) -> [ReviewFinding] {
        switch (base, head) {
        case (nil, let head?):
            if let split = head.events.first(where: { $0.operation == "split" }) {
                return [.init(system: head.system, subject: head.name, area: "component", change: "split", item: head.name,
                              after: split.change, by: split.migration)]
            }
            return [.init(system: head.system, subject: head.name, area: "component", change: "added", item: head.name)]
        case (let base?, nil):
            return [.init(system: base.system, subject: base.name, area: "component", change: "removed", item: base.name,
                          removal: true)]
        case (let base?, let head?) where base == head:
            return []
        case (let base?, let head?):
            return ComponentComparison(base: base, head: head).findings()
        default:
            return []
        }
    }

    static func questionFindings(_ base: [String: String], _ head: [String: String]) -> [ReviewFinding] {
        Set(base.keys).union(head.keys).sorted().compactMap { name in
            switch (base[name], head[name]) {
            case (nil, _?): .init(system: "", subject: "saved questions", area: "question", change: "added", item: name)
            case (_?, nil): .init(system: "", subject: "saved questions", area: "question", change: "removed", item: name, removal: true)
            case (let old?, let new?) where old != new:
                .init(system: "", subject: "saved questions", area: "question", change: "changed", item: name)
            default: nil
            }
        }
    }
}
