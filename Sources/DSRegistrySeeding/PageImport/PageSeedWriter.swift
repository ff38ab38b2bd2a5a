import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Writes an `AssessmentPage` as a component seed file, the format `dsreg seed` reads: every
/// value on a line of its own (or one flow mapping per item) with the page line it came from in
/// a trailing comment, and the page's other lines kept as comments where their section goes.
struct PageSeedWriter {
    let page: AssessmentPage
    let system: SystemSeed
    var out: [String] = []

    init(page: AssessmentPage, system: SystemSeed) {
        self.page = page
        self.system = system
    }

    static func where_(_ lines: [Int]) -> String {
        let unique = Array(Set(lines)).sorted()
        guard let first = unique.first else { return "" }
        if unique.count == 1 { return "  # page line \(first)" }
        if unique.last! - first == unique.count - 1 { return "  # page lines \(first)–\(unique.last!)" }
        return "  # page lines " + unique.map(String.init).joined(separator: ", ")
    }

    mutating func emit(_ text: String, _ lines: Int?...) {
        out.append(text + Self.where_(lines.compactMap { $0 }))
    }

    static func scalar(_ text: String) -> String { YAMLText.scalar(text) }

    /// `{a: x, b: y}` of the pairs whose value is there.
    /// `{a: x, b: y}` of the pairs whose value is there; the values of `bare` keys (numbers,
    /// true and false) unquoted.
    static func flow(_ pairs: [(String, String?)], bare: Set<String> = ["count", "required", "implicit"]) -> String {
        "{" + pairs.compactMap { key, value in value.map { "\(key): \(bare.contains(key) ? $0 : scalar($0))" } }.joined(separator: ", ") + "}"
    }

    /// The page's other lines of these sections, as comments.
    mutating func notes(_ sections: Set<PageSection>, indent: String = "") {
        for note in page.notes where sections.contains(note.section) {
            out.append(indent + "# page line \(note.line)\(note.unread ? " (not read)" : ""): \(note.text)")
        }
    }

    /// The whole file.
    mutating func component(key: String, source: String) -> String {
        out = ["# yaml-language-server: $schema=../schema.json",
               "# Imported by dsreg import page from \(source).",
               "# Each value's page line is in the comment after it; lines of the page with no seed key",
               "# are kept as comments."]
        emit("id: \(key)", page.name.line)
        emit("system: \(Self.scalar(system.id))")
        emit("name: \(Self.scalar(page.name.text))", page.name.line)
        if let family = family() { emit("family: \(Self.scalar(family.key))  # the system's family \(Self.scalar(family.name)), which the name starts with") }
        if let description = page.description { emit("description: \(Self.scalar(description.text))", description.line) }
        if let context = page.inContext { emit("in_context: \(Self.scalar(context.text))", context.line) }
        out.append("source: \(Self.scalar(source))")
        if let label = page.linkLabel {
            out.append("resources:")
            emit("  - " + Self.flow([("label", label), ("title", page.name.text)]), page.name.line)
        }
        notes([.banner, .inContext, .livePreview])
        properties()
        variants()
        states()
        accessibility()
        assessments()
        return out.joined(separator: "\n") + "\n"
    }

    /// The family of the system whose name the component's name starts with (the longest).
    func family() -> FamilySeed? {
        let name = page.name.text.lowercased()
        return system.families.filter { family in
            let prefix = family.name.lowercased()
            guard name.hasPrefix(prefix) else { return false }
            let rest = name.dropFirst(prefix.count)
            return rest.isEmpty || rest.first.map { !$0.isLetter && !$0.isNumber } == true
        }.max { $0.name.count < $1.name.count }
    }

    mutating func states() {
        guard !page.states.isEmpty else { notes([.behavior]); return }
        out.append("")
        out.append("states:")
        for row in page.states {
            var pairs: [(String, String?)] = [("state", row.state.rawValue), ("scope", row.scope), ("label", row.label)]
            for (platform, support) in row.support { pairs.append((platform.rawValue, support?.rawValue)) }
            pairs += [("property", row.figmaProperty), ("note", row.note)]
            emit("  - " + Self.flow(pairs), row.line)
        }
        notes([.behavior], indent: "  ")
    }

    mutating func accessibility() {
        guard !page.accessibility.isEmpty else { notes([.accessibility]); return }
        out.append("")
        out.append("accessibility:")
        for row in page.accessibility {
            for (platform, text) in row.texts {
                emit("  - " + Self.flow([("topic", row.topic), ("platform", platform.rawValue), ("text", text)]), row.line)
            }
        }
        notes([.accessibility], indent: "  ")
    }
}
