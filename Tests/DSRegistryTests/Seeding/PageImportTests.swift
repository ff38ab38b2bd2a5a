import Foundation
import GRDB
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// `dsreg import page` on the EB Header page (../shared/seeds/000…): it imports to a seed that
/// `dsreg seed` accepts and that answers like the hand-written Seeds/eb/header.yaml; a second
/// import changes nothing; a new version of the log is added, a changed one refused; foreign
/// and cut-short pages are refused with what was expected and found, and write nothing.
@Suite struct PageImportTests {
    static let pages = TestPaths.realdata.deletingLastPathComponent().appendingPathComponent("seeds")
    static let header = pages.appendingPathComponent("000_b8970c4a195dbacb.txt")

    /// A seed folder holding only a copy of Seeds/eb/system.yaml.
    static func systemOnly() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("eb"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.shippedSeeds.appendingPathComponent("eb/system.yaml"),
                                         to: folder.url.appendingPathComponent("eb/system.yaml"))
        return folder
    }

    static func importing(_ pages: [String], into folder: TemporaryFolder) throws -> PageImport.Report {
        try PageImport.run(pages: pages, system: "eb", into: folder.url, displayPrefix: "Seeds")
    }

    static func errors(_ body: () throws -> Void) -> [Diagnostic] {
        do { try body() } catch let failure as DiagnosticConvertible { return failure.diagnostics } catch { Issue.record("\(error)") }
        Issue.record("expected a refusal")
        return []
    }

    @Test func theHeaderPageImportsToASeedThatSeeds() throws {
        let folder = try Self.systemOnly()
        let report = try Self.importing([Self.header.path], into: folder)
        #expect(report.created == ["Seeds/eb/header.yaml"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let text = try String(contentsOf: folder.url.appendingPathComponent("eb/header.yaml"), encoding: .utf8)
        // Every line that writes a value says where on the page it was read.
        for line in text.split(separator: "\n") where line.contains(": ") && !line.hasPrefix("#") && !line.hasSuffix(":") {
            let key = line.trimmingCharacters(in: .whitespaces)
            if ["system:", "source:"].contains(where: key.hasPrefix) { continue }
            #expect(line.contains("# page line") || line.contains("# the system's family"), "\(line)")
        }
        let registry = try Registry.inMemory()
        let seeded = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        #expect(seeded.filesWritten == 2)
    }

    @Test func importingThePageAgainChangesNoByte() throws {
        let folder = try Self.systemOnly()
        _ = try Self.importing([Self.header.path], into: folder)
        let file = folder.url.appendingPathComponent("eb/header.yaml")
        let before = try Data(contentsOf: file)
        let again = try Self.importing([Self.header.path], into: folder)
        #expect(again.created.isEmpty && again.extended.isEmpty && again.unchanged == ["Seeds/eb/header.yaml"])
        #expect(try Data(contentsOf: file) == before)
    }

    /// The page with a second version in its log: exactly that version is added, the first
    /// stays byte for byte, and the file still seeds over the registry that holds 1.0.0.
    @Test func aNewVersionInTheLogIsAddedAndNothingElse() throws {
        let folder = try Self.systemOnly()
        _ = try Self.importing([Self.header.path], into: folder)
        let file = folder.url.appendingPathComponent("eb/header.yaml")
        let before = try String(contentsOf: file, encoding: .utf8)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        let page = try String(contentsOf: Self.header, encoding: .utf8) + "\n" + """
            1.1.0 — July 2026Minor
            Re-assessment · node 18430:3000
            Verdict: Restructure — Slots collapsed in Figma; code still to follow. In progress
            Architecture

            """
        let scratch = try TemporaryFolder()
        let newer = scratch.url.appendingPathComponent("header.txt")
        try page.write(to: newer, atomically: true, encoding: .utf8)
        let report = try Self.importing([newer.path], into: folder)
        #expect(report.extended.map(\.file) == ["Seeds/eb/header.yaml"] && report.extended.first?.versions == ["1.1.0"])
        let after = try String(contentsOf: file, encoding: .utf8)
        #expect(after.hasPrefix(before))
        #expect(after.dropFirst(before.count).hasPrefix("  - version: 1.1.0  # page line 272\n"))
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        let versions = try registry.writer.read { try String.fetchAll($0, sql: "SELECT version FROM assessment ORDER BY id") }
        #expect(versions == ["1.0.0", "1.1.0"])
        // And again: nothing to add.
        #expect(try Self.importing([newer.path], into: folder).unchanged == ["Seeds/eb/header.yaml"])
    }

    @Test func aPageThatChangesAPublishedVersionIsRefusedWithBothValues() throws {
        let folder = try Self.systemOnly()
        _ = try Self.importing([Self.header.path], into: folder)
        let file = folder.url.appendingPathComponent("eb/header.yaml")
        let before = try Data(contentsOf: file)
        let scratch = try TemporaryFolder()
        let changed = scratch.url.appendingPathComponent("header.txt")
        try String(contentsOf: Self.header, encoding: .utf8)
            .replacingOccurrences(of: "C3 Token Coverage Ready", with: "C3 Token Coverage Needs Refinement")
            .write(to: changed, atomically: true, encoding: .utf8)
        let errors = Self.errors { _ = try Self.importing([changed.path], into: folder) }
        #expect(errors.map(\.message) == ["version 1.0.0 of 'Header' is published in Seeds/eb/header.yaml:225 and the page changes it: scores.C3.status is 'ready' in the file, 'needs-refinement' on the page"])
        #expect(errors.first?.line == 262 && errors.first?.suggestion?.contains("1.0.1") == true)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(arguments: ["001_c2f222404b8c7acb.txt", "002_4efd783ad7f47e88.txt"])
    func aPageInAnotherTemplateIsRefusedWithTheSectionsExpectedAndFound(_ name: String) throws {
        let folder = try Self.systemOnly()
        let errors = Self.errors { _ = try Self.importing([Self.pages.appendingPathComponent(name).path], into: folder) }
        #expect(errors.count == 1)
        let message = try #require(errors.first?.message)
        #expect(message.hasPrefix("not a page in the assessment template: expected a verdict banner"))
        #expect(message.contains("DS Health, Behavior, Open Issues") && message.contains("; found "))
        #expect(errors.first?.suggestion?.contains("dsreg new component") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("eb/header.yaml").path))
    }

    /// Cut in the middle of the Criteria Scorecard: the version log is missing and the cut row
    /// cannot be read; both are reported with their lines, and no file is written, not even
    /// the good page imported in the same run.
    @Test func aPageCutShortMidTableReportsWhatItCouldNotReadAndWritesNothing() throws {
        let folder = try Self.systemOnly()
        let scratch = try TemporaryFolder()
        let lines = try String(contentsOf: Self.header, encoding: .utf8).components(separatedBy: "\n")
        let cut = scratch.url.appendingPathComponent("cut.txt")
        try (lines.prefix(245).joined(separator: "\n") + "\nC4 Native Mappa").write(to: cut, atomically: true, encoding: .utf8)
        let errors = Self.errors { _ = try PageImport.run(pages: [cut.path], system: "eb", into: folder.url, displayPrefix: "Seeds") }
        #expect(errors.map(\.line) == [246, 246])
        #expect(errors.first?.message.hasPrefix("expected the version log") == true)
        #expect(errors.last?.message.contains("could not read this line of 'Criteria Scorecard'") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("eb/header.yaml").path))
    }
}
