import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// `dsreg import page`: reads pages of the assessment template and writes, or extends, the
/// component seed files of one system. All or nothing: any error in any page writes no file.
/// A file that exists is never rewritten: a version of the page's log that the file lacks is
/// added to it, a version it has must say what the page says, and nothing else changes.
///
/// ```swift
/// let report = try PageImport.run(pages: ["pages/header.md"], system: "eb",
///                                 into: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds")
/// print(report.created, report.extended.map(\.file), report.unchanged)
/// ```
public enum PageImport {
    /// What an import wrote.
    public struct Report: Sendable {
        /// Paths written, as shown ("Seeds/eb/header.yaml"), new files first.
        public var created: [String] = []
        /// Existing files and the versions added to each.
        public var extended: [(file: String, versions: [String])] = []
        /// Files that already held everything the page's log states.
        public var unchanged: [String] = []
        /// Problems in the pages that did not stop the import.
        public var warnings: [Diagnostic] = []
    }

    /// What a run plans to write, decided before anything is written.
    struct Plan {
        var file: URL
        var shown: String
        var text: String
        var created: Bool
        var versions: [String]
    }

    /// Imports `pages` into the seed files of one system, all or nothing.
    /// - Parameters:
    ///   - pages: paths of assessment-template pages, one component each.
    ///   - system: the design system's id; nil when the seed folder holds only one.
    ///   - seeds: the seed folder (`Seeds`).
    ///   - displayPrefix: how the seed folder is shown in paths and messages.
    /// - Returns: the files created, extended and left unchanged.
    /// - Throws: `InputErrors` with every problem of every page (nothing is written); a
    ///   `DiagnosticConvertible` refusal when the system cannot be chosen.
    public static func run(pages: [String], system: String?, into seeds: URL, displayPrefix: String) throws -> Report {
        let (folder, systemSeed, set) = try systemFolder(system, in: seeds, displayPrefix: displayPrefix)
        var errors: [Diagnostic] = []
        var report = Report()
        var plans: [Plan] = []
        var planned = Set<String>()
        for path in pages {
            do {
                let page = try read(path)
                report.warnings += warnings(of: page)
                let plan = try self.plan(page, source: path, system: systemSeed, folder: folder, set: set, seeds: seeds, displayPrefix: displayPrefix)
                guard planned.insert(plan.shown).inserted else {
                    errors.append(Diagnostic(.error, file: path, line: page.name.line, column: 1,
                        message: "another page of this run is also the component '\(page.name.text)' (\(plan.shown))",
                        suggestion: "import one page per component in a run"))
                    continue
                }
                if plan.created || !plan.versions.isEmpty { plans.append(plan) } else { report.unchanged.append(plan.shown) }
            } catch {
                errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        try write(plans)
        for plan in plans {
            if plan.created { report.created.append(plan.shown) } else { report.extended.append((plan.shown, plan.versions)) }
        }
        return report
    }

    /// The page at `path`, read; every problem as an error at its page line.
    static func read(_ path: String) throws(InputErrors) -> AssessmentPage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputErrors([Diagnostic(.error, code: .io, location: nil, message: "no page at '\(path)' (or it cannot be read)",
                                          suggestion: "pass the path of a page saved as text")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputErrors([Diagnostic(.error, file: path, line: 1, column: 1, message: "expected UTF-8 text, found bytes that are not",
                                          suggestion: "save the page as UTF-8 text")])
        }
        return try AssessmentPageReader.read(text: text, file: path)
    }

    static func warnings(of page: AssessmentPage) -> [Diagnostic] {
        page.warnings.map { note in
            Diagnostic(.warning, file: page.file, line: note.line, column: 1,
                message: "line of '\(note.section.rawValue)' not read: \(note.reason) (found '\(AssessmentPageReader.excerpt(note.text))')",
                suggestion: "it is kept as a comment in the seed file; add its fact there by hand if it has one")
        }
    }

    static func systemFolder(_ system: String?, in seeds: URL, displayPrefix: String) throws -> (folder: String, seed: SystemSeed, set: SeedSet) {
        let set = SeedSet.load(folder: seeds, displayPrefix: displayPrefix)
        let ids = set.systems.map(\.seed.id).sorted()
        guard let id = system ?? (ids.count == 1 ? ids[0] : nil) else {
            throw Refusal(message: "\(displayPrefix) holds \(ids.isEmpty ? "no system" : "the systems \(ids.joined(separator: ", "))"); say which one the pages are of",
                          fix: ids.isEmpty ? "create \(displayPrefix)/SYSTEM/system.yaml first (docs/seed-format.md shows one)" : "pass --system \(ids[0])")
        }
        let (folder, seed) = try SeedTemplate.systemFolder(id, in: set, displayPrefix: displayPrefix)
        return (folder, seed, set)
    }

    /// The seed text the page gives, checked by the seed reader: a page must never become a
    /// file `dsreg seed` refuses.
    static func seedText(_ page: AssessmentPage, key: String, source: String, system: SystemSeed, shown: String) throws(InputErrors) -> (text: String, seed: ComponentSeed) {
        var writer = PageSeedWriter(page: page, system: system)
        let text = writer.component(key: key, source: source)
        let reader = YAMLReader(file: shown)
        guard let root = reader.parse(text), let seed = SeedParser(reader: reader).component(root), reader.diagnostics.errors.isEmpty else {
            throw InputErrors(reader.diagnostics.errors.map {
                $0.prefixed("the seed written from \(page.file) would be refused (a fault of dsreg import page): ")
            })
        }
        return (text, seed)
    }
}

extension PageImport {
    /// The seed file each page gives, as `--print` shows it, with the page's warnings.
    /// Nothing is written. Takes the same arguments as ``run(pages:system:into:displayPrefix:)``.
    /// - Parameters:
    ///   - pages: paths of assessment-template pages, one component each.
    ///   - system: the design system's id; nil when the seed folder holds only one.
    ///   - seeds: the seed folder (`Seeds`).
    ///   - displayPrefix: how the seed folder is shown in paths and messages.
    /// - Throws: `InputErrors` with every problem of every page.
    public static func preview(pages: [String], system: String?, into seeds: URL, displayPrefix: String) throws -> [(seed: String, warnings: [Diagnostic])] {
        let (_, systemSeed, _) = try systemFolder(system, in: seeds, displayPrefix: displayPrefix)
        var results: [(seed: String, warnings: [Diagnostic])] = []
        var errors: [Diagnostic] = []
        for path in pages {
            do {
                let page = try read(path)
                let key = FileName.componentKey(for: page.name.text)
                results.append((try seedText(page, key: key, source: path, system: systemSeed, shown: path).text, warnings(of: page)))
            } catch {
                errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors, outcome: "nothing was printed") }
        return results
    }
}
