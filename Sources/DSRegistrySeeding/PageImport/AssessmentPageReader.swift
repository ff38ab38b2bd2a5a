import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Reads a page of the assessment template into an `AssessmentPage`. Every problem becomes a
/// diagnostic at its page line; a page in another template, or one that lacks a section the
/// template always has (a page cut short), is refused with every error at once.
struct AssessmentPageReader {
    let file: String
    /// The page's lines with their spaces tidied (`PageText.tidy`), once: every section
    /// reads them, and the heading scan asks each line.
    let lines: [String]
    var page: AssessmentPage
    var errors: [Diagnostic] = []

    /// A line as the reader sees it: its 1-based number and its text with spaces tidied.
    struct Line { var number: Int; var text: String }

    init(text: String, file: String) {
        self.file = file
        var split = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        if split.last == "" { split.removeLast() }
        lines = split.map(PageText.tidy)
        page = AssessmentPage(file: file, name: AssessmentPage.Value(text: "", line: 1))
    }

    /// The page, or every error that kept it from being read.
    static func read(text: String, file: String) throws(InputErrors) -> AssessmentPage {
        var reader = AssessmentPageReader(text: text, file: file)
        reader.readAll()
        guard reader.errors.isEmpty else { throw InputErrors(reader.errors, outcome: "nothing was written") }
        return reader.page
    }

    /// Asked of every line of the page: the regular expression only for a line that opens
    /// with a digit, as a version header does.
    func isVersionHeader(_ text: String) -> Bool {
        guard text.first?.isNumber == true else { return false }
        return (try? PagePatterns.versionHeader.wholeMatch(in: text)) != nil
    }

    /// The section a tidied line is the heading of, if any.
    static func section(ofHeading tidy: String) -> PageSection? {
        // Most lines are longer than any heading: they are answered without lowercasing.
        guard tidy.utf8.count <= headingLength || tidy.utf8.count >= 18 && tidy.prefix(18).lowercased() == "variants inventory" else { return nil }
        let lowered = tidy.lowercased()
        if lowered.hasPrefix("variants inventory") { return .inventory }
        return headings[lowered]
    }

    /// The template's headings, lowercased, and the longest of them in bytes.
    private static let headings = Dictionary(PageSection.allCases.compactMap { section in section.heading.map { ($0.lowercased(), section) } },
                                             uniquingKeysWith: { first, _ in first })
    private static let headingLength = headings.keys.map(\.utf8.count).max() ?? 0

    /// The section headings and where each starts (0-based line index), in page order.
    func sectionStarts() -> [(section: PageSection, index: Int)] {
        var starts: [(section: PageSection, index: Int)] = []
        var seen = Set<PageSection>()
        for (index, line) in lines.enumerated() {
            if let section = Self.section(ofHeading: line), !seen.contains(section), section != .inventory || !seen.contains(.versions) {
                starts.append((section, index)); seen.insert(section)
            } else if !seen.contains(.versions), isVersionHeader(line), !starts.isEmpty {
                starts.append((.versions, index)); seen.insert(.versions)
            }
        }
        return starts
    }

    func body(_ range: Range<Int>) -> [Line] {
        range.map { Line(number: $0 + 1, text: lines[$0]) }
    }

    /// The banner decides the template (or three of its sections do), then the header and
    /// each section are read; a page missing a required section is reported as cut short.
    mutating func readAll() {
        let firstText = lines.firstIndex { !$0.isEmpty }
        let starts = sectionStarts()
        let banner = firstText.flatMap { readBanner(lines[$0], line: $0 + 1) }
        var found = starts.map(\.section)
        if banner != nil { found.insert(.banner, at: 0) }
        guard banner != nil || starts.filter({ $0.section != .versions }).count >= 3 else {
            refuseForeign(found: starts, first: firstText)
            return
        }
        page.verdict = banner
        let headerEnd = starts.first?.index ?? lines.count
        readHeader(body(((firstText ?? 0) + 1)..<headerEnd))
        readSections(starts)
        let missing = PageSection.required.filter { !found.contains($0) }
        guard !missing.isEmpty else { return }
        reportCutShort(missing: missing, starts: starts)
    }

    /// Each section from the line after its heading (the version log from its first version
    /// header) to the next section's heading.
    private mutating func readSections(_ starts: [(section: PageSection, index: Int)]) {
        for (offset, start) in starts.enumerated() {
            let end = offset + 1 < starts.count ? starts[offset + 1].index : lines.count
            let first = start.section == .versions ? start.index : start.index + 1
            read(start.section, body(first..<end), headingLine: start.index + 1)
        }
    }

    /// A page cut short: each missing section is an error at the page's end, and so is every
    /// line that could not be read, so that all of it is seen at once.
    private mutating func reportCutShort(missing: [PageSection], starts: [(section: PageSection, index: Int)]) {
        let last = starts.last.map { "'\($0.section.rawValue)' (from line \($0.index + 1))" } ?? "its first lines"
        for section in missing {
            let expected = section == .versions ? "version log (\"1.0.0 — April 2026 Major\")" : "section '\(section.rawValue)'"
            errors.append(Diagnostic(.error, file: file, line: max(1, lines.count), column: 1,
                message: "expected the \(expected), found the page ending in \(last): the page looks cut short",
                suggestion: "copy the whole page again; nothing was written"))
        }
        for note in page.notes where note.unread {
            errors.append(Diagnostic(.error, file: file, line: note.line, column: 1,
                message: "could not read this line of '\(note.section.rawValue)': \(note.reason) (found '\(Self.excerpt(note.text))')",
                suggestion: "copy the page again"))
        }
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }

    mutating func refuseForeign(found starts: [(section: PageSection, index: Int)], first: Int?) {
        let expected = PageSection.allCases.map { $0.heading ?? $0.rawValue }.joined(separator: ", ")
        let found = starts.isEmpty ? "none of them" : starts.map { "'\($0.section.rawValue)' (line \($0.index + 1))" }.joined(separator: ", ")
        let opening = first.map { "; the page opens with '\(Self.excerpt(lines[$0]))'" } ?? "; the page is empty"
        errors.append(Diagnostic(.error, file: file, line: (first ?? 0) + 1, column: 1,
            message: "not a page in the assessment template: expected a verdict banner (\"RestructureRequires Rework\") and the sections \(expected); found \(found)\(opening)",
            suggestion: "dsreg import page reads assessment pages only; write this page's facts as a seed file (dsreg new component NAME --system S)"))
    }

    /// "RestructureRequires Rework": a verdict word, then the overall criterion status.
    func readBanner(_ text: String, line: Int) -> (verdict: Verdict, overall: CriterionStatus?, line: Int)? {
        for verdict in Verdict.allCases {
            let label = verdict.label
            guard text.lowercased().hasPrefix(label.lowercased()) else { continue }
            let rest = text.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
            if rest.isEmpty { return (verdict, nil, line) }
            if let status = CriterionStatus(lenient: rest) { return (verdict, status, line) }
        }
        return nil
    }

    mutating func note(_ section: PageSection, _ line: Line, unread reason: String? = nil) {
        page.notes.append(AssessmentPage.Note(section: section, line: line.number, text: line.text,
                                              unread: reason != nil, reason: reason ?? ""))
    }

    /// Name (and the link label after it), description, the restructure headline and summary.
    mutating func readHeader(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }
        guard !texts.isEmpty else {
            errors.append(Diagnostic(.error, file: file, line: 2, column: 1,
                message: "expected the component's name after the verdict banner, found a section heading",
                suggestion: "the template opens with the banner, the name, then the description"))
            return
        }
        let nameLine = texts.removeFirst()
        var name = nameLine.text
        for label in ["Component link"] where name.hasSuffix(" " + label) {
            name = String(name.dropLast(label.count + 1)).trimmingCharacters(in: .whitespaces)
            page.linkLabel = label
        }
        page.name = AssessmentPage.Value(text: name, line: nameLine.number)
        if !texts.isEmpty {
            let line = texts.removeFirst()
            page.description = AssessmentPage.Value(text: line.text, line: line.number)
        }
        if let first = texts.first, first.text.contains(" — ") {
            page.headline = AssessmentPage.Value(text: first.text, line: first.number)
            texts.removeFirst()
        }
        if let first = texts.first {
            page.summary = AssessmentPage.Value(text: texts.map(\.text).joined(separator: " "), line: first.number)
        }
    }

    mutating func read(_ section: PageSection, _ body: [Line], headingLine: Int) {
        switch section {
        case .banner: break
        case .inContext:
            let texts = body.filter { !$0.text.isEmpty }
            if let first = texts.first {
                page.inContext = AssessmentPage.Value(text: texts.map(\.text).joined(separator: " "), line: first.number)
            }
        case .livePreview:
            for line in body where !line.text.isEmpty { note(.livePreview, line) }
        case .health: readHealth(body)
        case .behavior: readBehavior(body)
        case .issues: readIssues(body)
        case .recommendations: readRecommendations(body)
        case .styles: readStyles(body)
        case .mapping: readMapping(body)
        case .accessibility: readAccessibility(body)
        case .scorecard: readScorecard(body)
        case .inventory: readInventory(body, headingLine: headingLine)
        case .versions: readVersions(body)
        }
    }

    mutating func readHealth(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }[...]
        while let line = texts.popFirst() {
            guard let dimension = HealthDimension(lenient: line.text) else {
                note(.health, line, unread: "expected a health dimension (\(HealthDimension.allCases.map(\.label).joined(separator: ", ")))")
                continue
            }
            guard let statusLine = texts.first, let status = HealthStatus(lenient: statusLine.text) else {
                note(.health, line, unread: "expected its status (Pass, Partial, Warn, Fail) on the next line")
                continue
            }
            texts.removeFirst()
            var health = AssessmentPage.Health(dimension: dimension, status: status, note: nil, line: line.number, lastLine: statusLine.number)
            if let noteLine = texts.first, HealthDimension(lenient: noteLine.text) == nil {
                health.note = noteLine.text
                health.lastLine = noteLine.number
                texts.removeFirst()
            }
            page.health.append(health)
        }
    }

    mutating func readScorecard(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }[...]
        if let header = texts.first, PageText.columns(header.text, known: ["ID", "Criterion", "Status", "Notes"]) != nil {
            texts.removeFirst()
        }
        for line in texts {
            let words = line.text.split(separator: " ", maxSplits: 1).map(String.init)
            guard let criterion = words.first.flatMap({ Criterion(lenient: $0) }), words.count == 2 else {
                note(.scorecard, line, unread: "expected a criterion id (C1 … C7), its name, status and notes"); continue
            }
            var rest = words[1]
            if rest.lowercased().hasPrefix(criterion.name.lowercased()) { rest = String(rest.dropFirst(criterion.name.count)).trimmingCharacters(in: .whitespaces) }
            guard let status = CriterionStatus.allCases.first(where: { rest.lowercased() == $0.label.lowercased() || rest.lowercased().hasPrefix($0.label.lowercased() + " ") }) else {
                note(.scorecard, line, unread: "expected a status (\(CriterionStatus.allCases.map(\.label).joined(separator: ", "))) after '\(criterion.rawValue) \(criterion.name)'"); continue
            }
            let note = rest.dropFirst(status.label.count).trimmingCharacters(in: .whitespaces)
            page.scores.append(AssessmentPage.Score(criterion: criterion, status: status, note: note.isEmpty ? nil : note, line: line.number))
        }
    }
}
