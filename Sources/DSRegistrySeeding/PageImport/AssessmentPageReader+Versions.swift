import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The version log: "1.0.0 — April 2026Major", "Initial Assessment · node 18430:2919", then
/// tracked items ("Verdict: Restructure — … Open") each followed by its tag line.
extension AssessmentPageReader {
    static let trackedStatuses: [(String, TrackedItemStatus)] = [
        ("In progress", .inProgress), ("In-progress", .inProgress), ("Open", .open), ("Done", .done), ("Blocked", .blocked),
    ]

    static func trackedStatus(_ text: String) -> (rest: String, status: TrackedItemStatus)? {
        for (label, status) in trackedStatuses {
            if text.lowercased() == label.lowercased() { return ("", status) }
            if text.lowercased().hasSuffix(" " + label.lowercased()) {
                return (String(text.dropLast(label.count)).trimmingCharacters(in: .whitespaces), status)
            }
        }
        return nil
    }

    mutating func readVersions(_ body: [Line]) {
        var current: AssessmentPage.Version?
        var lastWasItem = false
        func finish(_ version: AssessmentPage.Version?, into page: inout AssessmentPage) {
            if let version { page.versions.append(version) }
        }
        for line in body where !line.text.isEmpty {
            // A version header opens with a digit; the (costly) pattern is tried on those only.
            if line.text.first?.isNumber == true, let match = line.text.firstMatch(of: PagePatterns.versionHeader) {
                finish(current, into: &page)
                current = nil
                lastWasItem = false
                guard let version = SemanticVersion(String(match.1)), let date = PageText.date(String(match.2)),
                      let kind = AssessmentKind(lenient: String(match.3)) else {
                    note(.versions, line, unread: "expected a version, a month and year (April 2026) and Major, Minor or Patch"); continue
                }
                current = AssessmentPage.Version(version: version, date: date, dateText: String(match.2), kind: kind, line: line.number)
                continue
            }
            guard var version = current else { note(.versions, line, unread: "expected a version line (1.0.0 — April 2026 Major)"); continue }
            if version.titleLine == nil, version.items.isEmpty, Self.trackedStatus(line.text) == nil {
                var title = line.text
                if let node = title.firstMatch(of: PagePatterns.designNode)?.range {
                    version.designNode = String(title[node.upperBound...]).trimmingCharacters(in: .whitespaces)
                    title = String(title[..<node.lowerBound])
                }
                version.title = title
                version.titleLine = line.number
            } else if let (rest, status) = Self.trackedStatus(line.text), !rest.isEmpty {
                version.items.append(Self.trackedItem(rest, status: status, line: line.number))
                lastWasItem = true
            } else if lastWasItem, var item = version.items.popLast() {
                item.tags += line.text.split(whereSeparator: { $0 == "," || $0 == "·" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                version.items.append(item)
                lastWasItem = false
            } else {
                note(.versions, line, unread: "expected a tracked item ending in its status (Open, In progress, Done, Blocked) or its tag line")
            }
            current = version
        }
        finish(current, into: &page)
    }

    /// "Family restructure plan — 4 … family." → title and detail, cut at the first " — "
    /// unless what is before it is only a criterion id ("C7 — Code Connect — Blocked …").
    static func trackedItem(_ text: String, status: TrackedItemStatus, line: Int) -> AssessmentPage.Tracked {
        let parts = text.components(separatedBy: " — ")
        guard parts.count > 1 else { return AssessmentPage.Tracked(title: text, detail: nil, status: status, tags: [], line: line) }
        let titleParts = Criterion(lenient: parts[0]) != nil && parts.count > 2 ? 2 : 1
        return AssessmentPage.Tracked(title: parts[..<titleParts].joined(separator: " — "),
                                      detail: parts[titleParts...].joined(separator: " — "), status: status, tags: [], line: line)
    }
}
