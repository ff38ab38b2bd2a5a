import Foundation
import GRDB
import Testing
@testable import DSRegistryCore
@testable import DSRegistrySeeding
@testable import DSRegistryStore

/// `dsreg import page` on pages of a fixture system (Fixtures/Pages, system `acme`), written
/// from the template of ../shared/seeds/000 with the variations a team's pages have: a second
/// version in the log, blank ("—") cells in the Behavior and Accessibility tables, a Web
/// column, sections left out (In Context, Live Preview, Recommendations, Property Mapping),
/// a style without a token table, blank lines, tabs and runs of spaces. Each imports to
/// exactly its golden seed (Golden/pages/), with no warning, seeds, and imports again to no
/// change.
@Suite struct PageImportFixtureTests {
    static let pages = TestPaths.fixtures.appendingPathComponent("Pages")
    static let names = ["toggle-row", "filter-chip"]

    /// A seed folder holding only a copy of the fixture system's system.yaml.
    static func systemOnly() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("acme"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: pages.appendingPathComponent("acme/system.yaml"),
                                         to: folder.url.appendingPathComponent("acme/system.yaml"))
        return folder
    }

    static func page(_ name: String) -> String { pages.appendingPathComponent("\(name).txt").path }

    static func importing(_ names: [String], into folder: TemporaryFolder) throws -> PageImport.Report {
        try PageImport.run(pages: names.map(page), system: "acme", into: folder.url, displayPrefix: "Seeds")
    }

    /// The file written, its `source:` made relative to the package so the golden holds on any clone.
    static func written(_ name: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("acme/\(name).yaml"), encoding: .utf8)
            .replacingOccurrences(of: TestPaths.packageRoot.path + "/", with: "")
    }

    @Test(arguments: names)
    func aFixturePageImportsToExactlyItsGoldenSeed(_ name: String) throws {
        let folder = try Self.systemOnly()
        let report = try Self.importing([name], into: folder)
        #expect(report.created == ["Seeds/acme/\(name).yaml"])
        #expect(report.warnings.map { "\($0.line): \($0.message)" } == [])
        try Golden.check("pages/\(name).yaml", try Self.written(name, in: folder))
    }

    @Test(arguments: names)
    func aFixturePageSeedsAndImportsAgainToNoChange(_ name: String) throws {
        let folder = try Self.systemOnly()
        _ = try Self.importing([name], into: folder)
        let file = folder.url.appendingPathComponent("acme/\(name).yaml")
        let before = try Data(contentsOf: file)
        let registry = try Registry.inMemory()
        let seeded = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        #expect(seeded.filesWritten == 2)
        let again = try Self.importing([name], into: folder)
        #expect(again.created.isEmpty && again.extended.isEmpty && again.unchanged == ["Seeds/acme/\(name).yaml"])
        #expect(try Data(contentsOf: file) == before)
    }

    /// Both fixture pages in one run, and the two versions of the Toggle Row log (newest
    /// first on the page) both become assessments.
    @Test func bothPagesInOneRunSeedEveryVersionOfTheirLogs() throws {
        let folder = try Self.systemOnly()
        let report = try Self.importing(Self.names, into: folder)
        #expect(Set(report.created) == Set(Self.names.map { "Seeds/acme/\($0).yaml" }))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        let versions = try registry.writer.read {
            try String.fetchAll($0, sql: "SELECT c.name || ' ' || a.version FROM assessment a JOIN component c ON c.id = a.component_id ORDER BY c.name, a.version")
        }
        #expect(versions == ["Filter Chip 1.0.0", "Toggle Row 1.0.0", "Toggle Row 1.1.0"])
    }
}
