/// One printed line of a report: a finding said as a sentence, or several findings of one kind
/// without values ("variant added: A, B, C") joined into one.
struct ReviewLine {
    var first: ReviewFinding
    var items: [String]

    init(_ finding: ReviewFinding) {
        first = finding
        items = [finding.item]
    }

    var regression: Bool { first.regression }
    var impact: [String] { first.impact }

    /// Whether `finding` is said on this line: the same kind, neither with values.
    func joins(_ finding: ReviewFinding) -> Bool {
        first.before == nil && first.after == nil && finding.before == nil && finding.after == nil
            && first.area == finding.area && first.change == finding.change && first.by == finding.by
            && first.area != "component" && first.area != "build"
    }

    var sentence: String {
        let by = first.by.map { " — by \($0)" } ?? ""
        let item = items.joined(separator: ", ")
        let values = "\(first.before ?? "none") → \(first.after ?? "none")"
        switch (first.area, first.change) {
        case ("build", _): return "\(first.after ?? "") does not seed: \(item)"
        case ("component", "renamed"): return "renamed \(values)\(by)"
        case ("component", "merged"): return "merged into \(first.after ?? "?")\(by)"
        case ("component", "moved"): return "moved from family \(values)\(by)"
        case ("component", "split"): return "split off: \(first.after ?? item)\(by)"
        case ("component", "deprecated"): return "deprecated\(by)"
        case ("component", "added"), ("component", "removed"): return "component \(first.change)"
        case ("component", "status"): return "status \(values)"
        case ("verdict", _): return "verdict: \(values)"
        case ("assessment", "new-version"): return "new assessment \(item) (\(first.after ?? ""))"
        case ("assessment", "published-changed"):
            return "published assessment \(item) changed (the seed refuses this on a registry that has it)"
        case ("assessment", "removed"): return "published assessment \(item) removed"
        case ("issue", "closed"), ("recommendation", "carried-out"):
            return "\(first.area) \(first.change): \(item)\(by)"
        case ("issue", _): return "issue \(first.change): \(item) (\(values))"
        case (_, "added") where first.after == nil, (_, "removed") where first.before == nil:
            return "\(first.area)\(items.count == 1 ? "" : "s") \(first.change): \(item)\(by)"
        case (_, "added"): return "\(first.area) added: \(item) (\(first.after ?? ""))\(by)"
        case (_, "removed"): return "\(first.area) removed: \(item) (was \(first.before ?? ""))\(by)"
        default: return "\(first.area) \(item): \(values) (\(first.change))\(by)"
        }
    }
}
