import Foundation
import Testing
@testable import DSRegistry

/// What a version records and what a collapse keeps (issue: the living registry, items 3 and 4).
/// Answers are the Header assessment's (shared/seeds/000_b8970c4a195dbacb.txt): 8 booleans plus
/// the implicit title and 16 built variants before the restructure; Section Header's title,
/// preamble, description, leadingMedia and trailing and its 7 canonical patterns after it.
@Suite struct VersionStructureTests {
    /// A minimal published assessment, appended to header.yaml's list of assessments.
    static func assessment(_ version: String, status: String = "published") -> String {
        """
          - version: \(version)
            date: 2026-06
            kind: minor
            title: After the restructure
            status: \(status)
            verdict: refine

        """
    }

    /// (properties, variants) each version of Header recorded, by version.
    static func counts(_ registry: Registry) throws -> [String] {
        try registry.values("""
            SELECT a.version || ': ' || a.property_count || ' properties, ' || a.variant_count || ' variants'
            FROM assessment a JOIN component c ON c.id = a.component_id
            WHERE c.key = 'header' ORDER BY a.version_major, a.version_minor, a.version_patch
            """)
    }

    // MARK: Counts per version

    /// A version first recorded by a seed run that replays the applied migrations records the
    /// structure after the replay; the published 1.0.0 keeps the one it was made against.
    @Test func aVersionAddedAfterTheRestructureRecordsTheRestructuredStructure() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        try seeds.append("eb/header.yaml", Self.assessment("1.1.0"))
        let report = try registry.seed(from: seeds.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(report.restructuresReplayed.count == 5)
        #expect(try Self.counts(registry) == ["1.0.0: 9 properties, 16 variants", "1.1.0: 5 properties, 7 variants"])

        let diff = try registry.diff("Section Header", from: "1.0.0", to: "1.1.0")
        let rows = diff.records.filter { $0["aspect"] == "count" }.map { "\($0["item"] ?? "") \($0["before"] ?? "") → \($0["after"] ?? "") \($0["change"] ?? "")" }
        #expect(rows == ["properties 9 → 5 fewer", "variants 16 → 7 fewer"])

        // Published versions never change: not on a later replay, nor when the restructure is
        // reverted (1.1.0 was made against Section Header, whatever the registry holds now).
        try seeds.append("eb/badge.yaml", "\n# edited\n")
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(try Self.counts(registry) == ["1.0.0: 9 properties, 16 variants", "1.1.0: 5 properties, 7 variants"])
        _ = try registry.revert(.all)
        #expect(try Self.counts(registry) == ["1.0.0: 9 properties, 16 variants", "1.1.0: 5 properties, 7 variants"])
    }

    /// A draft is rewritten on every seed run: it records the structure of that run, after the
    /// replay; a version seeded before any migration records the seed's structure.
    @Test func aDraftRecordsTheStructureOfTheRunThatWroteIt() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        try seeds.append("eb/header.yaml", Self.assessment("1.1.0", status: "draft"))
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(try Self.counts(registry) == ["1.0.0: 9 properties, 16 variants", "1.1.0: 9 properties, 16 variants"])
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        try seeds.replace("eb/header.yaml", "title: After the restructure", with: "title: After the collapse")
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(try Self.counts(registry) == ["1.0.0: 9 properties, 16 variants", "1.1.0: 5 properties, 7 variants"])
    }
}
