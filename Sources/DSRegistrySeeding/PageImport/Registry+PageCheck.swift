import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// `dsreg import page --check`: what each page says that the registry does not, and the
/// reverse, fact by fact (component texts, properties, variants, states, accessibility, and
/// each version's verdict, health, scores, issues and recommendations). Nothing is written.
extension Registry {
    /// What `checkPages` found.
    public struct PageCheckReport: Sendable {
        /// The differences as the command prints them, page by page.
        public var text = ""
        /// How many facts differ, both ways, over all the pages.
        public var differences = 0
        /// Problems in the pages that did not stop the check.
        public var warnings: [Diagnostic] = []
    }

    /// Compares each page with what the registry holds about its component.
    ///
    /// ```swift
    /// let report = try registry.checkPages(["pages/header.md"], system: "eb",
    ///                                      seeds: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds")
    /// if report.differences > 0 { print(report.text, terminator: "") }
    /// ```
    ///
    /// - Parameters:
    ///   - pages: paths of assessment-template pages.
    ///   - system: the design system's id; nil when the seed folder holds only one.
    ///   - seeds: the seed folder, which says what the system is.
    ///   - displayPrefix: how the seed folder is shown in messages.
    /// - Throws: `InputErrors` with every problem of every page; `LookupError` for a component
    ///   the registry does not have.
    public func checkPages(_ pages: [String], system: String?, seeds: URL, displayPrefix: String) throws -> PageCheckReport {
        let (_, systemSeed, _) = try PageImport.systemFolder(system, in: seeds, displayPrefix: displayPrefix)
        var report = PageCheckReport()
        var errors: [Diagnostic] = []
        for path in pages {
            do {
                let page = try PageImport.read(path)
                report.warnings += PageImport.warnings(of: page)
                let key = FileName.componentKey(for: page.name.text)
                let seed = try PageImport.seedText(page, key: key, source: path, system: systemSeed, shown: path).seed
                let stored = try registryFacts(page.name.text, system: systemSeed.id)
                let said = Set(PageFacts.of(seed))
                let pageOnly = said.subtracting(stored).sorted(), registryOnly = stored.subtracting(said).sorted()
                report.differences += pageOnly.count + registryOnly.count
                report.text += "\(path) (\(page.name.text)):\n"
                if pageOnly.isEmpty && registryOnly.isEmpty { report.text += "  the page and the registry agree\n" }
                if !pageOnly.isEmpty { report.text += "  the page says, the registry does not:\n" + pageOnly.map { "    + \($0)\n" }.joined() }
                if !registryOnly.isEmpty { report.text += "  the registry says, the page does not:\n" + registryOnly.map { "    - \($0)\n" }.joined() }
            } catch let failure as InputErrors {
                errors += failure.diagnostics
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors, outcome: "nothing was compared") }
        return report
    }

    /// The facts the registry holds of the component a page names; none when it has no such
    /// component.
    func registryFacts(_ name: String, system: String) throws -> Set<String> {
        try writer.read { db in
            guard let resolved = try? NameLookup(db).component(name, system: system) else { return [] }
            return try PageFacts.of(db, component: resolved.id)
        }
    }
}

/// Facts as comparable lines ("state pressed (trailing action) on ios: not-applicable").
enum PageFacts {
    static func of(_ seed: ComponentSeed) -> [String] {
        var facts: [String] = []
        if let text = seed.description { facts.append("description: \(text)") }
        if let text = seed.inContext { facts.append("in context: \(text)") }
        facts += seed.properties.map { "property \($0.name): \($0.kind.rawValue)" }
        facts += seed.variants.map { "variant \($0.name)" }
        for state in seed.states {
            for (platform, support) in state.support { facts.append("state \(state.state.rawValue)\(state.scope.isEmpty ? "" : " (\(state.scope))") on \(platform.rawValue): \(support.rawValue)") }
        }
        facts += seed.accessibility.map { "accessibility \($0.topic) on \($0.platform?.rawValue ?? "every platform"): \($0.text)" }
        for a in seed.assessments {
            let v = "version \(a.version)"
            facts.append("\(v): verdict \(a.verdict.rawValue)")
            if let overall = a.overallStatus { facts.append("\(v): overall \(overall.rawValue)") }
            facts += a.health.map { "\(v): health \($0.dimension.rawValue) \($0.status.rawValue)" }
            facts += a.scores.map { "\(v): \($0.criterion) \($0.status.rawValue)" }
            facts += a.issues.map { "\(v): issue '\($0.title ?? $0.key)' \($0.status.rawValue)" }
            facts += a.recommendations.map { "\(v): recommendation '\($0.title ?? $0.key)' \($0.status.rawValue)" }
        }
        return facts
    }

    static func of(_ db: Database, component id: Int64) throws -> Set<String> {
        var facts: [String] = []
        if let row = try Row.fetchOne(db, sql: "SELECT description, in_context FROM component WHERE id = ?", arguments: [id]) {
            if let text: String = row["description"] { facts.append("description: \(text)") }
            if let text: String = row["in_context"] { facts.append("in context: \(text)") }
        }
        facts += try Row.fetchAll(db, sql: "SELECT name, kind FROM property WHERE component_id = ?", arguments: [id])
            .map { "property \($0["name"] as String): \($0["kind"] as String)" }
        facts += try String.fetchAll(db, sql: "SELECT name FROM variant WHERE component_id = ?", arguments: [id]).map { "variant \($0)" }
        facts += try Row.fetchAll(db, sql: """
            SELECT c.state, c.scope, s.platform, s.support FROM state_coverage c JOIN state_support s ON s.coverage_id = c.id
            WHERE c.component_id = ?
            """, arguments: [id]).map { row in
                let scope: String = row["scope"]
                return "state \(row["state"] as String)\(scope.isEmpty ? "" : " (\(scope))") on \(row["platform"] as String): \(row["support"] as String)"
            }
        facts += try Row.fetchAll(db, sql: "SELECT topic, platform, text FROM accessibility_requirement WHERE component_id = ?", arguments: [id])
            .map { "accessibility \($0["topic"] as String) on \(($0["platform"] as String?) ?? "every platform"): \($0["text"] as String)" }
        for a in try Row.fetchAll(db, sql: "SELECT id, version, verdict, overall_status FROM assessment WHERE component_id = ?", arguments: [id]) {
            let v = "version \(a["version"] as String)", assessment: Int64 = a["id"]
            facts.append("\(v): verdict \(a["verdict"] as String)")
            if let overall: String = a["overall_status"] { facts.append("\(v): overall \(overall)") }
            facts += try Row.fetchAll(db, sql: "SELECT dimension, status FROM health_check WHERE assessment_id = ?", arguments: [assessment])
                .map { "\(v): health \($0["dimension"] as String) \($0["status"] as String)" }
            facts += try Row.fetchAll(db, sql: "SELECT criterion_id, status FROM criterion_score WHERE assessment_id = ?", arguments: [assessment])
                .map { "\(v): \($0["criterion_id"] as String) \($0["status"] as String)" }
            facts += try Row.fetchAll(db, sql: "SELECT i.title, ai.status FROM assessment_issue ai JOIN issue i ON i.id = ai.issue_id WHERE ai.assessment_id = ?", arguments: [assessment])
                .map { "\(v): issue '\($0["title"] as String)' \($0["status"] as String)" }
            facts += try Row.fetchAll(db, sql: "SELECT r.title, ar.status FROM assessment_recommendation ar JOIN recommendation r ON r.id = ar.recommendation_id WHERE ar.assessment_id = ?", arguments: [assessment])
                .map { "\(v): recommendation '\($0["title"] as String)' \($0["status"] as String)" }
        }
        return Set(facts)
    }
}
