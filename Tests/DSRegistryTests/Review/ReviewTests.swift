import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistryReview
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Issue 37: `dsreg review` says what a change to the registry's files means. A scratch
/// repository made from the project's seeds gets three commits (the Header restructure, Header
/// 1.1.0, a re-valued link colour); each is reviewed with exact output.
@Suite(.serialized) struct ReviewTests {
    static func json(_ report: ReviewReport) throws -> [[String: Any]] {
        let text = ReviewRenderer.render(report, as: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(document["findings"] as? [[String: Any]])
    }

    static func facts(_ findings: [[String: Any]], area: String) -> [String] {
        findings.filter { $0["area"] as? String == area }.map {
            [$0["item"], $0["before"], $0["after"], $0["change"], $0["by"]].map { ($0 as? String) ?? "-" }.joined(separator: " | ")
        }
    }

    @Test func theHeaderRestructureIsRenamesAndAMergeNotRemovals() throws {
        let repository = try ScratchRepository()
        try repository.restructure()
        let report = try RegistryReview.review(base: "HEAD~1", head: "HEAD", folder: repository.url)
        try Golden.check("review/restructure.md", ReviewRenderer.render(report, as: .markdown))
        let findings = try Self.json(report)
        #expect(Self.facts(findings, area: "component") == [
            "Detail Hero | Header - Transaction | Detail Hero | renamed | 0004-detail-hero",
            "Detail Hero | Header | no family | moved | 0004-detail-hero",
            "Header - With Logo | active | Title Bar | merged | 0003-merge-with-logo-into-title-bar",
            "Page Banner | Header - Centered | Page Banner | renamed | 0005-page-banner",
            "Section Header | Header | Section Header | renamed | 0001-section-header",
        ])
        // A rename is one rename: no component was added or removed.
        #expect(!findings.contains { $0["area"] as? String == "component" && ["added", "removed"].contains($0["change"] as? String) })
        #expect(!report.fails(.regression) && report.fails(.removal) && !report.fails(.publishedChange))
    }

    @Test func anAssessmentVersionSaysWhichCriteriaImprovedAndRegressed() throws {
        let repository = try ScratchRepository()
        try repository.restructure()
        try repository.assessHeaderAgain()
        let report = try RegistryReview.review(base: "HEAD~1", head: "HEAD", folder: repository.url)
        try Golden.check("review/assessment.md", ReviewRenderer.render(report, as: .markdown))
        let findings = try Self.json(report)
        #expect(Self.facts(findings, area: "criterion") == [
            "C1 Layer Structure & Naming | requires-rework | ready | improved | -",
            "C2 Variant & Property Naming | requires-rework | needs-refinement | improved | -",
            "C3 Token Coverage | ready | needs-refinement | regressed | -",
        ])
        #expect(Self.facts(findings, area: "assessment") == ["1.1.0 | - | published, verdict refine | new-version | -"])
        #expect(findings.filter { $0["regression"] as? Bool == true }.map { $0["item"] as? String } == ["C3 Token Coverage"])
        #expect(report.fails(.regression) && !report.fails(.removal))
    }

    @Test func aRevaluedTokenNamesTheRolesBoundToIt() throws {
        let repository = try ScratchRepository()
        try repository.restructure()
        try repository.revalueLink()
        let report = try RegistryReview.review(base: "HEAD~1", head: "HEAD", folder: repository.url)
        try Golden.check("review/token.md", ReviewRenderer.render(report, as: .markdown))
        let findings = try Self.json(report)
        #expect(findings.count == 1)
        #expect(Self.facts(findings, area: "token") == ["text/accent/link | #005CE5 | #0047B3 | revalued | -"])
        #expect(findings.first?["impact"] as? [String] == ["Section Header: Edit label", "Section Header: Link label"])
        #expect(ReviewRenderer.render(report, as: .terminal) == """
            dsreg review: HEAD~1 → HEAD: 1 change, 0 regressions, 0 removals, 0 published
              changes

            eb
              tokens
                · token text/accent/link: #005CE5 → #0047B3 (revalued)
                  reaches Section Header: Edit label, Section Header: Link label

            """)
    }

    /// The working tree is the head by default; the checkout and a registry in it keep every byte.
    @Test func nothingInTheCheckoutOrItsRegistryChanges() throws {
        let repository = try ScratchRepository()
        try repository.restructure()
        _ = try SeededRegistry.shared.copy(to: repository.url.appendingPathComponent("dsreg.sqlite").path)
        try repository.folder.replace("Seeds/eb/system.yaml", ##"link, type: color, value: "#005CE5"}"##,
                                      with: ##"link, type: color, value: "#0047B3"}"##)
        let before = try repository.contents()
        let report = try RegistryReview.review(base: "HEAD", head: nil, folder: repository.url)
        #expect(report.head == "working tree")
        #expect(report.findings.map(\.item) == ["text/accent/link"])
        #expect(try repository.contents() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("dsreg-review-") || $0.hasPrefix("dsreg-git-") }
        #expect(leftovers == [])
    }

    @Test func aSideThatDoesNotSeedIsAFindingWithItsPlace() throws {
        let repository = try ScratchRepository()
        try repository.folder.replace("Seeds/eb/header.yaml", "status: active", with: "status: actve")
        try repository.commit("a typo")
        let report = try RegistryReview.review(base: "HEAD~1", head: "HEAD", folder: repository.url)
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.area == "build" && finding.regression && finding.after == "HEAD")
        #expect(finding.item.hasPrefix("Seeds/eb/header.yaml:11:"), "\(finding.item)")
    }

    @Test func gitProblemsAreSaidPlainly() throws {
        let notRepository = try TemporaryFolder()
        #expect(throws: Diagnostic.self) { try RegistryReview.review(base: "HEAD", head: nil, folder: notRepository.url) }
        do { _ = try RegistryReview.review(base: "HEAD", head: nil, folder: notRepository.url) } catch let error as Diagnostic {
            #expect(error.message == "'\(notRepository.url.path)' is not inside a git repository")
        }
        let repository = try ScratchRepository()
        do { _ = try RegistryReview.review(base: "no-such-ref", head: nil, folder: repository.url) } catch let error as Diagnostic {
            #expect(error.message == "unknown ref 'no-such-ref': no commit has that name here")
        }
    }

    /// `dsreg compare` reads two files and changes no byte of either.
    @Test func compareReadsTwoFilesAndChangesNoByte() throws {
        let folder = try TemporaryFolder()
        let seeded = folder.url.appendingPathComponent("seeds.sqlite").path
        let migrated = folder.url.appendingPathComponent("dsreg.sqlite").path
        try SeededRegistry.shipped.copy(to: seeded).writer.close()
        try MigratedRegistry.shared.copy(to: migrated).writer.close()
        let bytes = try [seeded, migrated].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let result = try DSRegBinary.run(["compare", seeded, migrated, "--format", "json", "--fail-on", "regression"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(#""change": "renamed""#))
        #expect(try [seeded, migrated].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes)
        let gated = try DSRegBinary.run(["compare", seeded, migrated, "--fail-on", "removal"])
        #expect(gated.status == 1)
        #expect(gated.errors.hasSuffix("dsreg: failing because of --fail-on removal\n"))
    }
}
