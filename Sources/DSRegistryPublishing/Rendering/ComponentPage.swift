import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// `dsreg show` as a page: the assessment page's sections, built once from a `ComponentDetail`
/// and rendered as text, markdown, JSON (the detail itself) or CSV/NDJSON (one fact a row).
public enum ComponentPage {
    enum Block {
        case fields([(String, String)])
        case text(String)
        case table(ResultTable)
        case code(String, String)
    }

    struct Section {
        var heading: String
        var blocks: [Block]
    }

    /// A state as the table shows it: its label as written ("Trailing action pressed"), but a
    /// platform's one-word name for it beside the state it means ("pressed (down)").
    static func stateName(_ s: ComponentDetail.StateInfo) -> String {
        guard let label = s.label else { return s.state }
        let oneWord = !label.contains(where: \.isWhitespace) && NameKey.of(label) != NameKey.of(s.state)
        return oneWord ? "\(s.state) (\(label))" : label
    }

    /// The page of one component, as `dsreg show` prints it.
    ///
    /// ```swift
    /// let detail = try registry.componentDetail("Header", system: "eb")
    /// print(ComponentPage.render(detail, as: .table, width: 100), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - detail: the component, from `Registry.componentDetail(_:system:asOf:mode:)`.
    ///   - format: `.table` for the text page, `.markdown`, `.json` (the detail itself), or
    ///     `.csv` / `.ndjson` (one fact a row).
    ///   - width: the terminal width the page's tables must fit; nil when piped.
    ///   - color: statuses in colour (a terminal's); every piece of text is made safe
    ///     to show before any colour is added.
    /// - Returns: the whole page, ending in a newline.
    public static func render(_ detail: ComponentDetail, as format: OutputFormat, width: Int? = nil, color: Bool = false) -> String {
        switch format {
        case .json: return json(detail)
        case .table: return text(sections(detail), width: width, color: color)
        case .markdown: return TerminalText.visible(markdown(sections(detail)), keepingNewlines: true)
        case .csv: return TableRenderer.render(facts(sections(detail)), as: .csv)
        case .ndjson: return TableRenderer.render(facts(sections(detail)), as: .ndjson)
        }
    }

    package static func json(_ detail: ComponentDetail) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(detail), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return JSONText.houseStyle(text) + "\n"
    }

    // MARK: Building the page

    /// The page's sections in the order the assessment page shows them.
    static func sections(_ d: ComponentDetail) -> [Section] {
        var sections: [Section] = [overviewSection(d)]
        appendAssessments(d, to: &sections)
        appendStructure(d, to: &sections)
        appendGuidance(d, to: &sections)
        appendReferences(d, to: &sections)
        return sections
    }

    /// The component's summary: names, merges, lifecycle, the last assessment, description
    /// and features.
    private static func overviewSection(_ d: ComponentDetail) -> Section {
        var summary: [(String, String)] = [("System", "\(d.system.name) (\(d.system.id))")]
        if !d.formerNameHistory.isEmpty {
            summary.append(("Former names", d.formerNameHistory.map { n in
                n.name + (n.renamedBy.map { " (renamed by \($0)\(n.renamedAt.map { " on \($0)" } ?? ""))" } ?? "")
            }.joined(separator: ", ")))
        }
        if let target = d.mergedInto {
            summary.append(("Merged into", target + (d.restructures.first { $0.operation == "merge" }.map { " by \($0.migration)" } ?? "")))
        }
        if !d.absorbed.isEmpty {
            summary.append(("Absorbed", d.absorbed.map { $0.component + ($0.mergedBy.map { " (merged by \($0))" } ?? "") }.joined(separator: ", ")))
        }
        if let matched = d.matchedFormerName { summary.append(("Found by", "former name '\(matched)'")) }
        summary += [("Role", d.role), ("Family", d.family), ("Status", d.status)].compactMap { k, v in v.map { (k, $0) } }
        summary.append(("Assessed", d.assessments.last.map { "\($0.version) — \($0.date)" } ?? "not assessed"))
        summary += [("Since", d.sinceVersion), ("Import", d.importStatement),
                    ("Availability", d.availability.isEmpty ? nil : d.availability.map { "\(Platform(rawValue: $0.platform)?.label ?? $0.platform) \($0.minOs ?? "")+" }.joined(separator: ", ")),
                    ("External dependencies", d.externalDependencies), ("Source", d.source)]
            .compactMap { k, v in v.map { (k, $0) } }
        // Without a C7 score to stand beside, the last Code Connect check gets a line of its own.
        if let codeConnect = d.codeConnect, d.assessments.last?.scores.contains(where: { $0.criterion == "C7" }) != true {
            summary.append(("Code Connect", codeConnect))
        }
        var overview: [Block] = [.fields(summary)]
        if let description = d.description { overview.append(.text(description)) }
        if let inContext = d.inContext { overview.append(.fields([("In context", inContext)])) }
        if !d.features.isEmpty { overview.append(.table(table(["feature"], d.features.map { [$0] }))) }
        return Section(heading: d.name, blocks: overview)
    }

    /// The assessments, latest first, each with its health, scores, issues, recommendations
    /// and tracked items.
    private static func appendAssessments(_ d: ComponentDetail, to sections: inout [Section]) {
        for a in d.assessments.reversed() {
            // Beside C7 of the latest assessment: what the last Code Connect check measured.
            let measured = a.version == d.assessments.last?.version ? d.codeConnect : nil
            var blocks: [Block] = [.fields([
                ("Status", a.status), ("Design node", a.designNode ?? ""),
                ("Verdict", [(Verdict(rawValue: a.verdict)?.label ?? a.verdict)
                    + (a.verdictProgress.flatMap { $0.hasPrefix("done by ") ? " (\($0))" : nil } ?? ""),
                    a.verdictNote].compactMap { $0 }.joined(separator: " — ")),
                ("Overall", a.overallStatus.flatMap { CriterionStatus(rawValue: $0)?.label } ?? ""),
            ].filter { !$0.1.isEmpty })]
            if let headline = a.headline { blocks.append(.text(headline + (a.summary.map { "\n" + $0 } ?? ""))) }
            if !a.health.isEmpty {
                blocks.append(.table(table(["ds_health", "status", "note"], a.health.map { [label(HealthDimension.self, $0.dimension), label(HealthStatus.self, $0.status), $0.note ?? ""] })))
            }
            if !a.scores.isEmpty {
                blocks.append(.table(table(["criterion", "name", "status", "note"], a.scores.map { s in
                    let note = s.criterion == "C7" ? [s.note, measured.map { "Code Connect: \($0)" }].compactMap { $0 }.joined(separator: " · ") : s.note ?? ""
                    return [s.criterion, s.name, label(CriterionStatus.self, s.status), note]
                })))
            }
            if !a.issues.isEmpty {
                blocks.append(.table(table(["issue", "criterion", "status", "detail"], a.issues.map { [$0.title, $0.criterion ?? "", label(IssueStatus.self, $0.status) + since("resolved", $0.resolvedBy), $0.detail ?? ""] })))
            }
            if !a.recommendations.isEmpty {
                blocks.append(.table(table(["recommendation", "kind", "status", "detail"], a.recommendations.map { [$0.title, label(RecommendationKind.self, $0.kind), label(RecommendationStatus.self, $0.status) + since("done", $0.doneBy), $0.detail ?? ""] })))
            }
            if !a.trackedItems.isEmpty {
                blocks.append(.table(table(["tracked_item", "status", "tags", "detail"], a.trackedItems.map { [$0.title, label(TrackedItemStatus.self, $0.status) + since("done", $0.doneBy), $0.tags.joined(separator: ", "), $0.detail ?? ""] })))
            }
            let kind = AssessmentKind(rawValue: a.kind)?.label ?? a.kind
            sections.append(Section(heading: "Assessment \(a.version) — \(a.date) · \(kind) · \(a.title)", blocks: blocks))
        }
        if d.assessments.isEmpty {
            sections.append(Section(heading: "Assessment", blocks: [.text("Not assessed: the registry holds no assessment of \(d.name).")]))
        }
    }

    /// Properties, variants and their styles, token roles, states, anatomy and slots.
    private static func appendStructure(_ d: ComponentDetail, to sections: inout [Section]) {
        if !d.properties.isEmpty {
            let platforms = SignaturePlatform.allCases.filter { p in d.properties.contains { $0.signatures[p.rawValue] != nil } }
            sections.append(Section(heading: "Properties", blocks: [.table(table(
                ["property", "kind", "default"] + platforms.map(\.rawValue) + ["notes"],
                d.properties.map { p in
                    [p.name + (p.required ? " (required)" : ""), p.shownKind + (p.values.isEmpty ? "" : ": " + p.values.joined(separator: " | ")), p.defaultValue ?? ""]
                        + platforms.map { p.signatures[$0.rawValue] ?? "" }
                        + [[p.implicit ? "implicit (no Figma property)" : nil, p.description].compactMap { $0 }.joined(separator: "; ")]
                }))]))
        }
        if !d.variants.isEmpty {
            var blocks: [Block] = []
            if !d.variantGroups.isEmpty {
                let booleans = d.properties.filter { $0.kind == "boolean" }.count
                blocks.append(.text("\(d.variants.count) variants built" + (booleans > 0 ? " of 2^\(booleans) = \(1 << min(booleans, 62)) boolean combinations" : "") + ", in \(d.variantGroups.count) groups."))
                blocks.append(.table(table(["group", "stated", "built", "slots_enabled"], d.variantGroups.map { [$0.name, $0.statedCount.map(String.init) ?? "", String($0.variantCount), $0.slotsEnabled ?? ""] })))
            }
            blocks.append(.table(table(["variant", "group", "values", "style"], d.variants.map { v in
                let defaults = Dictionary(d.properties.map { ($0.name, $0.defaultValue ?? "") }, uniquingKeysWith: { a, _ in a })
                let set = d.properties.compactMap { p -> String? in
                    guard let value = v.values[p.name], value != defaults[p.name] else { return nil }
                    return value == "true" ? p.name : "\(p.name)=\(value)"
                }
                let styles = ([v.style] + v.merged.map(\.style)).compactMap { $0 }
                return [v.name, v.group ?? "", set.isEmpty ? "(defaults)" : set.joined(separator: ", "), styles.joined(separator: "; ")]
            })))
            sections.append(Section(heading: "Variants", blocks: blocks))
        }
        // A block per documented style: each variant's own, then those of the variants a
        // collapse merged into it, each with its own specs and token roles.
        for v in d.variants {
            sections += styleSection(v, variant: v.name)
            for m in v.merged {
                sections += styleSection(m, variant: "\(v.name) (merged from \(m.name) by \(m.mergedBy))")
            }
        }
        if !d.bindings.isEmpty { sections.append(Section(heading: "Token bindings", blocks: bindingBlocks(d.bindings))) }
        if !d.states.isEmpty {
            // A column per platform the component's system declares (issue 33).
            let platforms = d.system.platforms
            sections.append(Section(heading: "States", blocks: [.table(table(["state"] + platforms + ["property", "note"], d.states.map { s in
                [Self.stateName(s)] + platforms.map { s.support[$0].map { StateSupport(rawValue: $0)?.label ?? $0 } ?? "not assessed" }
                    + [s.property ?? "", s.note ?? ""]
            }))]))
        }
        if !d.anatomy.isEmpty {
            sections.append(Section(heading: "Anatomy", blocks: [.table(table(["part", "name", "optional", "max_rows", "description"], d.anatomy.map {
                [$0.label ?? "", $0.name, $0.optional ? "yes" : "no", $0.maxRows.map(String.init) ?? "", $0.description ?? ""]
            }))]))
        }
        if !d.slots.isEmpty {
            sections.append(Section(heading: "Slots", blocks: [.table(table(["part", "slot", "max", "accepts", "description"], d.slots.map { s in
                [s.part ?? "", [s.label, s.name].compactMap { $0 }.joined(separator: ". "), s.max.map(String.init) ?? "",
                 s.accepts.map { ($0.component ?? $0.other ?? "") + ($0.note.map { " (\($0))" } ?? "") }.joined(separator: ", "),
                 s.description ?? ""]
            }))]))
        }
    }

    /// Behavior, usage, API, accessibility and localizable strings.
    private static func appendGuidance(_ d: ComponentDetail, to sections: inout [Section]) {
        if !d.behaviors.isEmpty {
            sections.append(Section(heading: "Behavior and interaction", blocks: [.table(table(["kind", "name", "part", "description"], d.behaviors.map {
                [label(BehaviorKind.self, $0.kind), $0.name, $0.part ?? "", $0.description]
            }))]))
        }
        if !d.guidelines.isEmpty {
            sections.append(Section(heading: "Usage", blocks: [.table(table(["rule", "text", "section"], d.guidelines.map {
                [$0.kind.map { label(GuidelineKind.self, $0) } ?? "", $0.text, $0.section ?? ""]
            }))]))
        }
        if !d.api.isEmpty {
            sections.append(Section(heading: "API", blocks: [.table(table(["type", "member", "kind", "type_of_member", "default", "description"], d.api.flatMap { t in
                [[t.name, "", t.kind, "", "", t.description ?? ""]] + t.members.map { m in
                    let parameters = m.parameters.map { p in "\(p.name): \(p.type)" + (p.defaultValue.map { " = \($0)" } ?? "") + (p.required ? " (required)" : "") }
                    return ["", m.name + (parameters.isEmpty ? "" : " — " + parameters.joined(separator: ", ")), m.kind, m.type ?? "", m.defaultValue ?? "", m.description ?? ""]
                }
            }))]))
        }
        if !d.accessibility.isEmpty {
            sections.append(Section(heading: "Accessibility", blocks: [.table(table(["topic", "platform", "kind", "text"], d.accessibility.map {
                [$0.topic, $0.platform.flatMap { Platform(rawValue: $0)?.label } ?? "all", label(AccessibilityKind.self, $0.kind), $0.text + ($0.valueType.map { " (\($0))" } ?? "")]
            }))]))
        }
        if !d.strings.isEmpty {
            sections.append(Section(heading: "Localizable strings", blocks: [.table(table(["key", "default"], d.strings.map { [$0.key, "\"\($0.defaultValue)\""] }))]))
        }
    }

    /// Relationships, restructures, resources and examples.
    private static func appendReferences(_ d: ComponentDetail, to sections: inout [Section]) {
        if !d.relationships.isEmpty {
            sections.append(Section(heading: "Relationships", blocks: [.table(table(["direction", "kind", "component", "note"], d.relationships.map {
                [$0.direction == "outgoing" ? "→" : "←", $0.kind, $0.system == d.system.id ? $0.component : "\($0.component) (\($0.system))", $0.note ?? ""]
            }))]))
        }
        if !d.restructures.isEmpty {
            sections.append(Section(heading: "Restructures", blocks: [.table(table(["migration", "applied_at", "operation", "change"], d.restructures.map {
                [$0.migration, $0.appliedAt, $0.operation, $0.change]
            }))]))
        }
        if !d.resources.isEmpty {
            sections.append(Section(heading: "Resources", blocks: [.fields(d.resources.map { ($0.label, $0.title + ($0.url.map { " <\($0)>" } ?? "")) })]))
        }
        if !d.examples.isEmpty {
            sections.append(Section(heading: "Examples", blocks: d.examples.map { .code($0.title, $0.code) }))
        }
    }

    /// One documented style's block ("Style: Full stack (…)"), or none when nothing is documented.
    static func styleSection(_ s: some ComponentDetail.DocumentedVariant, variant: String) -> [Section] {
        guard !s.specs.isEmpty || !s.bindings.isEmpty || s.description != nil else { return [] }
        var blocks: [Block] = []
        let flags = [s.inDesign == true ? "DES" : nil, s.inDevelopment == true ? "DEV" : nil].compactMap { $0 }
        blocks.append(.fields([("Variant", variant), ("Built in", flags.joined(separator: " ")), ("As written", s.asWritten ?? "")].filter { !$0.1.isEmpty }))
        if let description = s.description { blocks.append(.text(description)) }
        if !s.specs.isEmpty {
            blocks.append(.table(table(["section", "spec", "value", "token"], s.specs.map { [$0.section, $0.label, $0.value, $0.token ?? ""] })))
        }
        blocks += bindingBlocks(s.bindings)
        return [Section(heading: "Style: \(s.style ?? s.name)", blocks: blocks)]
    }

    static func bindingBlocks(_ groups: [ComponentDetail.BindingGroupInfo]) -> [Block] {
        groups.flatMap { g -> [Block] in
            var blocks: [Block] = [.fields([("Token roles", g.title)])]
            if let note = g.note { blocks.append(.text(note)) }
            // A label several roles share ("Height" per size) says its role too.
            let repeated = Set(Dictionary(grouping: g.roles, by: \.label).filter { $0.value.count > 1 }.keys)
            blocks.append(.table(table(["role", "token", "default", "registry_value"], g.roles.map { b in
                [repeated.contains(b.label) ? "\(b.label) (\(b.role))" : b.label, b.token ?? "(raw value)", b.value ?? "",
                 registryValue(b)]
            })))
            return blocks
        }
    }

    /// A bound token's value as the registry holds it: an alias as the value it resolves to,
    /// its name kept ("#2C2C2C (→ {gray-800})"); a value from a mode other than `default` names it.
    static func registryValue(_ b: ComponentDetail.BindingInfo) -> String {
        let mode = b.tokenMode.map { " (mode \($0))" } ?? ""
        if let alias = b.tokenAlias {
            return (b.resolvedValue.map { "\($0) (→ {\(alias)})" } ?? "→ {\(alias)}") + mode
        }
        if let value = b.tokenValue { return value + mode }
        return b.token == nil ? "" : "(no value)"
    }

    /// "Proposed → done by 0001-section-header": what the assessment recorded, then what a
    /// migration has carried out since.
    static func since(_ outcome: String, _ migration: String?) -> String {
        migration.map { " → \(outcome) by \($0)" } ?? ""
    }

    static func table(_ columns: [String], _ rows: [[String]]) -> ResultTable {
        ResultTable(columns: columns, rows: rows.map { $0.map { .text($0) } }, emptyMessage: "")
    }

    static func label<V: Vocabulary>(_: V.Type, _ raw: String) -> String { V(rawValue: raw)?.label ?? raw }

    // MARK: Rendering

    static func text(_ sections: [Section], width: Int?, color: Bool = false) -> String {
        func shown(_ text: String) -> String { TerminalText.visible(text, keepingNewlines: true) }
        var out = ""
        for (index, section) in sections.enumerated() {
            if index > 0 { out += "\n" }
            out += shown(section.heading) + "\n" + String(repeating: index == 0 ? "═" : "─", count: min(section.heading.count, width ?? 100)) + "\n"
            for block in section.blocks {
                switch block {
                case .fields(let fields):
                    let labelWidth = fields.map(\.0.count).max() ?? 0
                    for (key, value) in fields {
                        let wrapped = wrap(shown(value), width: width.map { $0 - labelWidth - 2 }, indent: labelWidth + 2)
                        out += TableRenderer.pad(shown(key) + ":", to: labelWidth + 1) + " " + (color ? StatusColor.leading(wrapped) : wrapped) + "\n"
                    }
                case .text(let text):
                    out += wrap(shown(text), width: width, indent: 0) + "\n"
                case .table(let table):
                    out += TableRenderer.render(table, as: .table, width: width, color: color)
                case .code(let title, let code):
                    out += shown(title) + ":\n" + shown(code).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
                }
            }
        }
        return out
    }

    /// Wraps prose at word boundaries to the terminal width; continuation lines are indented.
    static func wrap(_ text: String, width: Int?, indent: Int) -> String {
        guard let width, width > 20 else { return text }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line += (line.isEmpty ? "" : " ") + word
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    static func markdown(_ sections: [Section]) -> String {
        var out = ""
        for (index, section) in sections.enumerated() {
            out += (index == 0 ? "# " : "## ") + section.heading + "\n\n"
            for block in section.blocks {
                switch block {
                case .fields(let fields):
                    out += fields.map { "- **\($0.0)**: \($0.1)" }.joined(separator: "\n") + "\n\n"
                case .text(let text):
                    out += text + "\n\n"
                case .table(let table):
                    out += TableRenderer.render(table, as: .markdown) + "\n"
                case .code(let title, let code):
                    out += "**\(title)**\n\n```swift\n\(code)\n```\n\n"
                }
            }
        }
        return out
    }

    /// One fact a row (section, subject, field, value), for CSV and NDJSON.
    static func facts(_ sections: [Section]) -> ResultTable {
        var rows: [[String]] = []
        for section in sections {
            for block in section.blocks {
                switch block {
                case .fields(let fields):
                    rows += fields.map { [section.heading, "", $0.0, $0.1] }
                case .text(let text):
                    rows.append([section.heading, "", "text", text])
                case .table(let table):
                    for row in table.rows {
                        let subject = row.first?.text ?? ""
                        for (column, cell) in zip(table.columns, row).dropFirst() where !cell.text.isEmpty {
                            rows.append([section.heading, subject, column, cell.text])
                        }
                    }
                case .code(let title, let code):
                    rows.append([section.heading, title, "code", code])
                }
            }
        }
        return table(["section", "subject", "field", "value"], rows)
    }
}
