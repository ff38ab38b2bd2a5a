import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The version log as assessments: every version of the log, published; the newest one holds
/// what the page's body states (verdict banner, health, scores, issues, recommendations), the
/// older ones what their log entry states.
extension PageSeedWriter {
    /// The versions that can be written: each needs a verdict, from the banner (the newest) or
    /// its own "Verdict: …" tracked item.
    func writableVersions() -> [AssessmentPage.Version] {
        page.versions.sorted { $0.version < $1.version }.filter { verdict(of: $0) != nil }
    }

    func isLatest(_ version: AssessmentPage.Version) -> Bool { version.version == page.latest?.version }

    func verdict(of version: AssessmentPage.Version) -> (verdict: Verdict, line: Int)? {
        if isLatest(version), let banner = page.verdict { return (banner.verdict, banner.line) }
        return version.verdictItem.map { ($0.verdict, $0.item.line) }
    }

    mutating func assessments() {
        let versions = writableVersions()
        for version in page.versions where verdict(of: version) == nil {
            out.append("# page line \(version.line) (not read): version \(version.version) states no verdict (no \"Verdict: …\" tracked item)")
        }
        guard !versions.isEmpty else { notes([.health, .issues, .recommendations, .scorecard, .versions]); return }
        out.append("")
        out.append("assessments:")
        for version in versions { out += versionLines(version) }
    }

    /// The lines of one version, as an item of `assessments:`.
    mutating func versionLines(_ version: AssessmentPage.Version) -> [String] {
        let saved = out
        out = []
        defer { out = saved }
        guard let (verdict, verdictLine) = verdict(of: version) else { return [] }
        emit("  - version: \(version.version)", version.line)
        out.append("    date: \(version.date)" + Self.where_([version.line]) + ": \(version.dateText)")
        emit("    kind: \(version.kind.rawValue)", version.line)
        emit("    title: \(Self.scalar(version.title ?? "Version \(version.version)"))", version.titleLine ?? version.line)
        if let node = version.designNode { emit("    design_node: \(Self.scalar(node))", version.titleLine) }
        out.append("    status: published" + Self.where_([version.line]) + ": a version of the page's log")
        emit("    verdict: \(verdict.rawValue)", verdictLine)
        let latest = isLatest(version)
        if latest, let overall = page.verdict?.overall { emit("    overall_status: \(overall.rawValue)", page.verdict?.line) }
        if let item = version.verdictItem?.item {
            if let detail = item.detail { emit("    verdict_note: \(Self.scalar(detail))", item.line) }
            emit("    verdict_status: \(item.status.rawValue)", item.line)
        }
        if latest { body() }
        if !version.items.isEmpty {
            out.append("    tracked_items:")
            for item in version.items {
                let tags = item.tags.isEmpty ? "" : ", tags: [" + item.tags.map(Self.scalar).joined(separator: ", ") + "]"
                let text = Self.flow([("title", item.title), ("detail", item.detail), ("status", item.status.rawValue)]).dropLast() + tags + "}"
                out.append("      - " + text + Self.where_(item.tags.isEmpty ? [item.line] : [item.line, item.line + 1]))
            }
        }
        if latest { notes([.health, .issues, .recommendations, .scorecard, .versions], indent: "    ") }
        return out
    }

    /// What the page's body states: headline, summary, health, scores, issues, recommendations.
    mutating func body() {
        if let headline = page.headline { emit("    headline: \(Self.scalar(headline.text))", headline.line) }
        if let summary = page.summary { emit("    summary: \(Self.scalar(summary.text))", summary.line) }
        if !page.health.isEmpty {
            out.append("    health:")
            for health in page.health {
                emit("      \(health.dimension.rawValue): " + Self.flow([("status", health.status.rawValue), ("note", health.note)]), health.line, health.lastLine)
            }
        }
        if !page.scores.isEmpty {
            out.append("    scores:")
            for score in page.scores {
                emit("      \(score.criterion.rawValue): " + Self.flow([("status", score.status.rawValue), ("note", score.note)]), score.line)
            }
        }
        if !page.issues.isEmpty {
            out.append("    issues:")
            var keys = Set<String>()
            for issue in page.issues {
                let key = Self.unique(PageText.key(issue.title), &keys)
                emit("      - " + Self.flow([("id", key), ("criterion", issue.criterion?.rawValue), ("status", "open"),
                                           ("title", issue.title), ("detail", issue.detail)]), issue.line)
            }
        }
        if !page.recommendations.isEmpty {
            out.append("    recommendations:")
            var keys = Set<String>()
            for recommendation in page.recommendations {
                let key = Self.unique(PageText.key(recommendation.title), &keys)
                emit("      - " + Self.flow([("id", key), ("kind", recommendation.kind?.rawValue), ("status", "proposed"),
                                           ("title", recommendation.title), ("detail", recommendation.detail)]), recommendation.line)
            }
        }
    }

    static func unique(_ key: String, _ keys: inout Set<String>) -> String {
        var candidate = key, number = 2
        while keys.contains(candidate) { candidate = "\(key)-\(number)"; number += 1 }
        keys.insert(candidate)
        return candidate
    }
}
