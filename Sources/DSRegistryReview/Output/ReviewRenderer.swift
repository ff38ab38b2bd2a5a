import Foundation
import DSRegistryCore
import DSRegistryPublishing

/// How `dsreg review` and `dsreg compare` print a report.
public enum ReviewFormat: String, CaseIterable, Sendable {
    /// A summary for a person at a terminal, 80 columns wide.
    case terminal
    /// A pull-request comment: a summary line, then a collapsible section per system.
    case markdown
    /// Stable keys for tools.
    case json
}

/// Renders a ``ReviewReport`` as text.
public enum ReviewRenderer {
    /// The report in `format`.
    /// - Parameters:
    ///   - report: what the review found.
    ///   - format: terminal, markdown or JSON.
    /// - Returns: the text, ending in a newline.
    public static func render(_ report: ReviewReport, as format: ReviewFormat) -> String {
        switch format {
        case .terminal: terminal(report)
        case .markdown: markdown(report)
        case .json: json(report)
        }
    }

    /// "12 changes, 1 regression, 0 removals, 0 published changes".
    static func counts(_ findings: [ReviewFinding]) -> String {
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [plural(findings.count, "change"), plural(findings.filter(\.regression).count, "regression"),
                plural(findings.filter(\.removal).count, "removal"),
                plural(findings.filter(\.publishedChange).count, "published change")].joined(separator: ", ")
    }

    /// Findings by system, then subject, in report order.
    static func sections(_ findings: [ReviewFinding]) -> [(system: String, subjects: [(subject: String, lines: [ReviewLine])])] {
        var result: [(system: String, subjects: [(subject: String, lines: [ReviewLine])])] = []
        for finding in findings {
            if result.last?.system != finding.system { result.append((finding.system, [])) }
            if result[result.count - 1].subjects.last?.subject != finding.subject {
                result[result.count - 1].subjects.append((finding.subject, []))
            }
            let subjects = result[result.count - 1].subjects
            var lines = subjects[subjects.count - 1].lines
            if let last = lines.last, last.joins(finding) {
                lines[lines.count - 1].items.append(finding.item)
            } else {
                lines.append(ReviewLine(finding))
            }
            result[result.count - 1].subjects[subjects.count - 1].lines = lines
        }
        return result
    }

    static func terminal(_ report: ReviewReport) -> String {
        var out = wrap("dsreg review: \(report.base) → \(report.head): \(counts(report.findings))", indent: "  ")
        if report.findings.isEmpty { return out + "no changes to the registry\n" }
        for section in sections(report.findings) {
            out += "\n" + (section.system.isEmpty ? "(all systems)" : section.system) + "\n"
            for subject in section.subjects {
                out += "  " + subject.subject + "\n"
                for line in subject.lines {
                    out += wrap((line.regression ? "✗ " : "· ") + line.sentence, lead: "    ", indent: "      ")
                    if !line.impact.isEmpty {
                        out += wrap("reaches " + line.impact.joined(separator: ", "), lead: "      ", indent: "        ")
                    }
                }
            }
        }
        return out
    }

    static func markdown(_ report: ReviewReport) -> String {
        var out = "**dsreg review** `\(report.base)` → `\(report.head)`: \(counts(report.findings))\n"
        if report.findings.isEmpty { return out + "\nNo changes to the registry.\n" }
        for section in sections(report.findings) {
            let findings = report.findings.filter { $0.system == section.system }
            let regressed = findings.contains(where: \.regression)
            let name = section.system.isEmpty ? "all systems" : section.system
            out += "\n<details\(regressed ? " open" : "")><summary><b>\(escape(name))</b>: \(counts(findings))"
                + (regressed ? " ⚠️" : "") + "</summary>\n"
            for subject in section.subjects {
                out += "\n**\(escape(subject.subject))**\n\n"
                for line in subject.lines {
                    out += "- " + (line.regression ? "⚠️ **regression**: " : "") + escape(line.sentence) + "\n"
                    if !line.impact.isEmpty { out += "  - reaches " + escape(line.impact.joined(separator: ", ")) + "\n" }
                }
            }
            out += "\n</details>\n"
        }
        return out
    }

    static func json(_ report: ReviewReport) -> String {
        struct Summary: Encodable { var changes, regressions, removals, published_changes: Int }
        struct Document: Encodable { var base, head: String; var summary: Summary; var findings: [ReviewFinding] }
        let document = Document(base: report.base, head: report.head,
                                summary: .init(changes: report.findings.count, regressions: report.regressions,
                                               removals: report.removals, published_changes: report.publishedChanges),
                                findings: report.findings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return JSONText.houseStyle(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// Markdown that shows data as written: no emphasis, links, HTML or table cells from seed text.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in TerminalText.visible(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` broken at spaces to 80 columns, after `lead` on the first line and `indent` on the others.
    static func wrap(_ text: String, lead: String = "", indent: String, width: Int = 80) -> String {
        var lines: [String] = [], line = lead
        for word in TerminalText.visible(text).split(separator: " ") {
            let fresh = line == lead || line == indent
            if !fresh, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (fresh ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
