import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// A page imported over a seed file that exists: the page's log versions the file lacks are
/// added; a version both have must agree on every fact the page states, or the page is refused
/// with both values; nothing else in the file changes.
extension PageImport {
    static func plan(_ page: AssessmentPage, source: String, system: SystemSeed, folder: String, set: SeedSet,
                     seeds: URL, displayPrefix: String) throws(InputErrors) -> Plan {
        let key = FileName.componentKey(for: page.name.text)
        let lookup = ComponentName.lookupKey(for: page.name.text)
        let existing = set.components.first { $0.seed.system.value == system.id && ComponentName.lookupKey(for: $0.seed.name) == lookup }
        let relative = existing?.file.relativePath ?? ((folder.isEmpty ? "" : folder + "/") + key + ".yaml")
        let shown = displayPrefix.isEmpty ? relative : displayPrefix + "/" + relative
        let url = seeds.appendingPathComponent(relative)
        let (text, seed) = try seedText(page, key: existing.map { $0.seed.key } ?? key, source: source, system: system, shown: shown)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return Plan(file: url, shown: shown, text: text, created: true, versions: seed.assessments.map { $0.version.description })
        }
        let current = String(decoding: data, as: UTF8.self)
        if current == text { return Plan(file: url, shown: shown, text: text, created: false, versions: []) }
        let reader = YAMLReader(file: shown)
        guard let root = reader.parse(current), let file = SeedParser(reader: reader).component(root), reader.diagnostics.errors.isEmpty else {
            throw InputErrors(reader.diagnostics.errors + [Diagnostic(.error, file: page.file, line: page.name.line, column: 1,
                message: "\(shown) holds errors, so the page cannot be compared with it", suggestion: "fix them first (dsreg seed --check)")])
        }
        let written = PageSeedWriter(page: page, system: system).writableVersions()
        var conflicts: [Diagnostic] = []
        var added: [AssessmentPage.Version] = []
        for version in written {
            guard let pageSeed = seed.assessments.first(where: { $0.version == version.version }) else { continue }
            guard let stored = file.assessments.first(where: { $0.version == version.version }) else { added.append(version); continue }
            let latest = version.version == page.latest?.version
            conflicts += differences(stored, pageSeed, logOnly: !latest).map { fact, was, now in
                Diagnostic(.error, file: page.file, line: version.line, column: 1,
                    message: "version \(version.version) of '\(page.name.text)' is published in \(shown):\(stored.location.line) and the page changes it: \(fact) is \(was) in the file, \(now) on the page",
                    suggestion: "a published assessment never changes; record the change as a new version in the page's log (for example \(next(after: file)))")
            }
        }
        guard conflicts.isEmpty else { throw InputErrors(conflicts) }
        guard !added.isEmpty else { return Plan(file: url, shown: shown, text: current, created: false, versions: []) }
        var writer = PageSeedWriter(page: page, system: system)
        let block = added.flatMap { writer.versionLines($0) }
        return Plan(file: url, shown: shown, text: inserting(block, into: current), created: false,
                    versions: added.map(\.version.description))
    }

    static func next(after seed: ComponentSeed) -> String {
        guard let last = seed.assessments.map(\.version).max() else { return "1.0.0" }
        return "\(last.major).\(last.minor).\(last.patch + 1)"
    }

    /// `block` (items of `assessments:`) after the last line of the file's `assessments:` list.
    static func inserting(_ block: [String], into text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let hadNewline = lines.last == ""
        if hadNewline { lines.removeLast() }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("assessments:") }) else {
            return (lines + ["", "assessments:"] + block).joined(separator: "\n") + "\n"
        }
        var end = start + 1
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            if let first = line.first, first != " ", first != "#" { break }
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { end = index + 1 }
            index += 1
        }
        lines.insert(contentsOf: block, at: end)
        return lines.joined(separator: "\n") + (hadNewline ? "\n" : "")
    }

    /// The facts on which two statements of one version differ: (fact, file's value, page's
    /// value). For a version the page gives only in its log, only what the log states.
    static func differences(_ file: AssessmentSeed, _ page: AssessmentSeed, logOnly: Bool) -> [(String, String, String)] {
        let logKeys: Set<String> = ["date", "kind", "title", "design_node", "status", "verdict", "verdict_note", "verdict_status"]
        let was = facts(file), now = facts(page)
        let keys = (was.map(\.0) + now.map(\.0)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let old = Dictionary(was, uniquingKeysWith: { a, _ in a }), new = Dictionary(now, uniquingKeysWith: { a, _ in a })
        return keys.compactMap { key in
            guard !logOnly || logKeys.contains(key) || key.hasPrefix("tracked_items") else { return nil }
            let a = old[key] ?? "absent", b = new[key] ?? "absent"
            return a == b ? nil : (key, a, b)
        }
    }

    /// Every fact of an assessment as (path, quoted value).
    static func facts(_ a: AssessmentSeed) -> [(String, String)] {
        func q(_ text: String?) -> String? { text.map { "'\($0)'" } }
        var facts: [(String, String?)] = [
            ("date", q(a.date)), ("kind", q(a.kind.rawValue)), ("title", q(a.title)), ("design_node", q(a.designNode)),
            ("status", q(a.status.rawValue)), ("verdict", q(a.verdict.rawValue)), ("verdict_note", q(a.verdictNote)),
            ("verdict_status", q(a.verdictStatus?.rawValue)), ("overall_status", q(a.overallStatus?.rawValue)),
            ("headline", q(a.headline)), ("summary", q(a.summary)),
        ]
        for h in a.health { facts += [("health.\(h.dimension.rawValue).status", q(h.status.rawValue)), ("health.\(h.dimension.rawValue).note", q(h.note))] }
        for s in a.scores { facts += [("scores.\(s.criterion).status", q(s.status.rawValue)), ("scores.\(s.criterion).note", q(s.note))] }
        for i in a.issues {
            facts += [("issue '\(i.key)' criterion", q(i.criterion)), ("issue '\(i.key)' title", q(i.title)),
                      ("issue '\(i.key)' detail", q(i.detail)), ("issue '\(i.key)' status", q(i.status.rawValue))]
        }
        for r in a.recommendations {
            facts += [("recommendation '\(r.key)' kind", q(r.kind?.rawValue)), ("recommendation '\(r.key)' title", q(r.title)),
                      ("recommendation '\(r.key)' detail", q(r.detail)), ("recommendation '\(r.key)' status", q(r.status.rawValue))]
        }
        for (index, t) in a.trackedItems.enumerated() {
            facts += [("tracked_items[\(index + 1)]", q("\(t.title) — \(t.detail ?? "") (\(t.status.rawValue)) [\(t.tags.joined(separator: ", "))]"))]
        }
        return facts.compactMap { key, value in value.map { (key, $0) } }
    }
}
