import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The template's tables: Behavior, Open Issues, Design Recommendations, Property Mapping,
/// Accessibility and the Variants Inventory. Cells arrive joined by spaces on one line.
extension AssessmentPageReader {
    static let platformColumns = ["iOS", "Android", "Web"]

    /// What the page prints in a cell left blank.
    static let blankMarks: Set<String> = ["—", "–", "-"]

    /// "Yes", "No", "N/A" or a blank ("—", kept as a blank: `.some(nil)`) as a platform cell.
    static func support(_ word: String) -> StateSupport?? {
        if blankMarks.contains(word) { return .some(nil) }
        switch word.lowercased() {
        case "yes", "✓", "supported": return .some(.supported)
        case "no", "✗", "unsupported": return .some(.notSupported)
        case "n/a", "na": return .some(.notApplicable)
        default: return .none
        }
    }

    mutating func readBehavior(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }[...]
        var platforms: [Platform] = [.ios, .android]
        if let header = texts.first, let columns = PageText.columns(header.text, known: ["State", "Figma Property", "Notes", "Figma", "Property"] + Self.platformColumns) {
            platforms = columns.compactMap { Self.platformColumns.contains($0) ? Platform(lenient: $0) : nil }
            texts.removeFirst()
        }
        for line in texts { readStateRow(line, platforms: platforms) }
    }

    mutating func readStateRow(_ line: Line, platforms: [Platform]) {
        let words = line.text.split(separator: " ").map(String.init)
        // The label ends where a cell for every platform column follows.
        guard let start = (1..<max(1, words.count)).first(where: { index in
            index + platforms.count <= words.count && words[index..<(index + platforms.count)].allSatisfy { Self.support($0) != nil }
        }) else {
            note(.behavior, line, unread: "expected a state, then a Yes / No / N/A cell for each of \(platforms.map(\.label).joined(separator: ", "))")
            return
        }
        let label = words[..<start].joined(separator: " ")
        var plain = label
        if let open = plain.firstIndex(of: "(") { plain = plain[..<open].trimmingCharacters(in: .whitespaces) }
        let labelWords = plain.split(separator: " ").map(String.init)
        guard let stateIndex = labelWords.lastIndex(where: { InteractionState(anyName: $0) != nil }),
              let state = InteractionState(anyName: labelWords[stateIndex]) else {
            note(.behavior, line, unread: "'\(label)' names no interaction state (\(InteractionState.rawValues.joined(separator: ", ")))")
            return
        }
        let scope = labelWords[..<stateIndex].joined(separator: " ").lowercased()
        var support: [(platform: Platform, support: StateSupport?)] = []
        for (offset, platform) in platforms.enumerated() { support.append((platform, Self.support(words[start + offset]) ?? nil)) }
        var rest = words[(start + platforms.count)...].joined(separator: " ")
        var figma: StateSupport?, property: String?
        if let match = rest.firstMatch(of: PagePatterns.figmaCell)?.range {
            let cell = String(rest[match])
            property = cell
            switch cell.lowercased() {
            case "not modeled": figma = .notModeled
            case "yes": figma = .supported; property = nil
            case "no": figma = .notSupported; property = nil
            case "n/a": figma = .notApplicable; property = nil
            default: figma = .supported
            }
            rest = rest[match.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        if let figma { support.append((.figma, figma)) }
        page.states.append(AssessmentPage.StateRow(state: state, scope: scope.isEmpty ? nil : scope, label: label, support: support,
            figmaProperty: property, note: rest.isEmpty ? nil : rest, line: line.number))
    }

    /// "  • Title. Detail. C1 · Layer Structure & Naming"
    mutating func readIssues(_ body: [Line]) {
        for line in body where !line.text.isEmpty {
            guard let text = PageText.bullet(line.text) else { note(.issues, line, unread: "expected a bulleted issue (•)"); continue }
            var rest = text
            var criterion: Criterion?
            if let match = rest.firstMatch(of: PagePatterns.criterionTag)?.range {
                let tag = rest[match].trimmingCharacters(in: .whitespaces)
                criterion = Criterion(lenient: String(tag.prefix(2)))
                rest = String(rest[..<match.lowerBound])
            }
            let (title, detail) = PageText.titleAndDetail(rest)
            page.issues.append(AssessmentPage.Issue(title: title, detail: detail, criterion: criterion, line: line.number))
        }
    }

    /// "  • Title. Detail. Rename": the category word last.
    mutating func readRecommendations(_ body: [Line]) {
        for line in body where !line.text.isEmpty {
            guard let text = PageText.bullet(line.text) else { note(.recommendations, line, unread: "expected a bulleted recommendation (•)"); continue }
            var rest = text
            var kind: RecommendationKind?
            if let last = rest.split(separator: " ").last, let word = RecommendationKind(lenient: String(last)) {
                kind = word
                rest = String(rest.dropLast(last.count)).trimmingCharacters(in: .whitespaces)
            }
            let (title, detail) = PageText.titleAndDetail(rest)
            page.recommendations.append(AssessmentPage.Recommendation(title: title, detail: detail, kind: kind, line: line.number))
        }
    }

    /// "preamble: boolean preamble?: String preamble: String?": the last two `name:` words
    /// start the SwiftUI and Compose cells; what is before them is the Figma cell.
    mutating func readMapping(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }[...]
        if let header = texts.first, PageText.columns(header.text, known: ["Figma Property", "SwiftUI", "Compose"]) != nil { texts.removeFirst() }
        let pattern = PagePatterns.signatureStart
        for line in texts {
            let text = line.text as NSString
            let starts = pattern?.matches(in: line.text, range: NSRange(location: 0, length: text.length)).map { $0.range(at: 1).location } ?? []
            guard starts.count >= 2 else {
                note(.mapping, line, unread: "expected a Figma property, then a SwiftUI and a Compose signature (name: Type)"); continue
            }
            let swift = starts[starts.count - 2], compose = starts[starts.count - 1]
            let figma = text.substring(to: swift).trimmingCharacters(in: .whitespaces)
            guard !figma.isEmpty else { note(.mapping, line, unread: "expected the Figma property before the signatures"); continue }
            page.mappings.append(AssessmentPage.MappingRow(
                figma: figma, swiftui: text.substring(with: NSRange(location: swift, length: compose - swift)).trimmingCharacters(in: .whitespaces),
                compose: text.substring(from: compose).trimmingCharacters(in: .whitespaces), line: line.number))
        }
    }

    /// Words that tell which platform a sentence of an accessibility cell is about.
    static let platformMarkers: [Platform: [String]] = [
        .ios: ["iOS", "VoiceOver", "UIKit", "SwiftUI", ".accessibility", "pt.", "pt ", "Dynamic Type", "UIAccessibility"],
        .android: ["Android", "TalkBack", "Compose", "Modifier", "dp.", "dp ", "sp.", "contentDescription"],
        .web: ["aria", "ARIA", "HTML", "CSS", "px.", "keyboard", "tabindex"],
    ]

    mutating func readAccessibility(_ body: [Line]) {
        var texts = body.filter { !$0.text.isEmpty }[...]
        var platforms: [Platform] = [.ios, .android]
        if let header = texts.first, let columns = PageText.columns(header.text, known: ["Requirement"] + Self.platformColumns) {
            platforms = columns.compactMap { Self.platformColumns.contains($0) ? Platform(lenient: $0) : nil }
            texts.removeFirst()
        }
        for line in texts {
            let words = line.text.split(separator: " ").map(String.init)
            // The requirement is written in sentence case: it ends before the next capital.
            // The requirement is written in sentence case: it ends before the next capital (or a blank cell).
            guard let start = (1..<max(1, words.count)).first(where: { index in
                Self.blankMarks.contains(words[index]) || (words[index].first.map { $0.isUppercase || $0 == "." || $0 == "≥" } ?? false)
            }) else {
                note(.accessibility, line, unread: "expected a requirement, then a text for each of \(platforms.map(\.label).joined(separator: ", "))"); continue
            }
            let topic = words[..<start].joined(separator: " ")
            let sentences = Self.cellSentences(words[start...])
            guard let cells = Self.split(sentences, among: platforms) else {
                note(.accessibility, line, unread: "expected a sentence (or a blank '—') for each of \(platforms.map(\.label).joined(separator: ", ")) after '\(topic)'"); continue
            }
            let texts = zip(platforms, cells).filter { !Self.blankMarks.contains($0.1) }.map { ($0.0, $0.1) }
            page.accessibility.append(AssessmentPage.AccessibilityRow(topic: topic, texts: texts, line: line.number))
        }
    }

    /// The cells' text as sentences; a blank mark at a cell's edge (first, last, or after a
    /// sentence's end) is a blank cell, a sentence of its own. A dash inside a sentence stays in it.
    static func cellSentences(_ words: ArraySlice<String>) -> [String] {
        var result: [String] = [], run: [String] = []
        for index in words.indices {
            let word = words[index]
            let atEdge = index == words.startIndex || index == words.endIndex - 1 || run.last.map(Self.endsSentence) ?? true
            if Self.blankMarks.contains(word), atEdge {
                result += PageText.sentences(run.joined(separator: " "))
                run = []
                result.append(word)
            } else {
                run.append(word)
            }
        }
        return result + PageText.sentences(run.joined(separator: " "))
    }

    /// "target.", "(\"12 unread\")." : a word that ends a sentence.
    static func endsSentence(_ word: String) -> Bool {
        let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "\")”’"))
        return trimmed.last.map { ".!?".contains($0) } ?? false
    }

    /// The sentences cut into one run per platform, at the cuts whose sentences best match
    /// their platform's markers (ties: the most even cut). Nil when there are too few.
    static func split(_ sentences: [String], among platforms: [Platform]) -> [String]? {
        guard sentences.count >= platforms.count, !platforms.isEmpty else { return nil }
        func score(_ sentence: String, _ platform: Platform) -> Int {
            (platformMarkers[platform] ?? []).reduce(0) { $0 + (sentence.contains($1) ? 1 : 0) }
        }
        /// A cell after the first that opens with "Same" refers to the cell before it.
        func score(_ cell: ArraySlice<String>, _ platform: Int) -> Int {
            cell.reduce(0) { $0 + score($1, platforms[platform]) } + (platform > 0 && cell.first?.hasPrefix("Same") == true ? 3 : 0)
        }
        var best: (score: Int, balance: Int, cuts: [Int])?
        func search(_ from: Int, _ platform: Int, _ cuts: [Int], _ total: Int) {
            if platform == platforms.count - 1 {
                if sentences.count - from > 1, sentences[from...].contains(where: blankMarks.contains) { return }
                let last = score(sentences[from...], platform)
                let all = cuts + [sentences.count]
                var sizes: [Int] = []; var previous = 0
                for cut in all { sizes.append(cut - previous); previous = cut }
                let balance = (sizes.max() ?? 0) - (sizes.min() ?? 0)
                let candidate = (total + last, -balance, all)
                if best == nil || (candidate.0, candidate.1) > (best!.score, best!.balance) { best = (candidate.0, candidate.1, all) }
                return
            }
            for end in (from + 1)...(sentences.count - (platforms.count - platform - 1)) {
                // A blank cell is a cell of its own.
                if end - from > 1, sentences[from..<end].contains(where: blankMarks.contains) { break }
                let gained = score(sentences[from..<end], platform)
                search(end, platform + 1, cuts + [end], total + gained)
            }
        }
        search(0, 0, [], 0)
        guard let cuts = best?.cuts else { return nil }
        var result: [String] = []; var previous = 0
        for cut in cuts { result.append(sentences[previous..<cut].joined(separator: " ")); previous = cut }
        return result
    }

    /// "Today: 8 independent boolean properties — a, b …", then the "Group Count Slots
    /// enabled" table ("Text-only4preamble × description permutations").
    mutating func readInventory(_ body: [Line], headingLine: Int) {
        var inTable = false
        for line in body where !line.text.isEmpty {
            if PageText.columns(line.text, known: ["Group", "Count", "Slots enabled"]) != nil { inTable = true; continue }
            if !inTable {
                if let match = line.text.firstMatch(of: PagePatterns.booleanList)?.range {
                    let list = line.text[match.upperBound...].prefix { $0 != "." }
                    page.booleans = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    page.booleansLine = line.number
                }
                note(.inventory, line)
                continue
            }
            guard let match = line.text.firstMatch(of: PagePatterns.inventoryRow) else {
                note(.inventory, line, unread: "expected a group, its count and the slots it enables"); continue
            }
            page.groups.append(AssessmentPage.Group(name: String(match.1).trimmingCharacters(in: .whitespaces), count: Int(match.2),
                                                    slots: match.3.map(String.init), line: line.number))
        }
    }
}
