import Foundation
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

    // MARK: Styles and specs through a collapse

    /// One documented style block of `dsreg show`, as lines: its fields, its specs
    /// ("section | spec | value") and its token roles' titles.
    struct StyleBlock: Equatable, CustomStringConvertible {
        var heading: String
        var fields: [String] = []
        var specs: [String] = []
        var text: [String] = []
        var description: String { ([heading] + fields + text + specs).joined(separator: "\n") }
    }

    static func styleBlocks(_ detail: ComponentDetail) -> [StyleBlock] {
        ComponentPage.sections(detail).filter { $0.heading.hasPrefix("Style: ") }.map { section in
            var block = StyleBlock(heading: section.heading)
            for part in section.blocks {
                switch part {
                case .fields(let fields): block.fields += fields.map { "\($0.0): \($0.1)" }
                case .text(let text): block.text.append(text)
                case .table(let table) where table.columns.first == "section":
                    block.specs += table.rows.map { $0.prefix(3).map(\.text).joined(separator: " | ") }
                case .table, .code: break
                }
            }
            return block
        }
    }

    /// Each documented style keeps its own block, name, description, build status, values as
    /// written, specs and token roles through 0001's collapse; only the variant it documents
    /// now is named differently (Full stack merged into Text).
    @Test func everyDocumentedStyleKeepsItsOwnBlockThroughTheCollapse() throws {
        let before = Self.styleBlocks(try MigratedRegistry.freshlySeeded().componentDetail("Header"))
        let after = Self.styleBlocks(try MigratedRegistry.shared.componentDetail("Header"))
        #expect(after.map(\.heading) == [
            "Style: Title only (baseline)", "Style: Full stack (preamble + title + description)",
            "Style: Title + Link", "Style: Title + trailing edit", "Style: Title + trailing counter",
        ])
        #expect(after.map(\.heading) == before.map(\.heading))
        let variants = after.map { $0.fields.first { $0.hasPrefix("Variant: ") } ?? "" }
        #expect(variants == [
            "Variant: Text", "Variant: Text (merged from Full stack by 0001-section-header)",
            "Variant: Trailing link", "Variant: Trailing edit", "Variant: Trailing counter",
        ])
        for (old, new) in zip(before, after) {
            #expect(old.specs == new.specs, "\(new.heading)")
            #expect(old.text == new.text, "\(new.heading)")
            #expect(old.fields.filter { !$0.hasPrefix("Variant: ") } == new.fields.filter { !$0.hasPrefix("Variant: ") }, "\(new.heading)")
        }
        // As the source page writes them: the baseline has no padding, Full stack 24 · 16.
        let baseline = try #require(after.first), fullStack = try #require(after.dropFirst().first)
        #expect(baseline.specs.filter { $0.hasPrefix("layout | Padding") } == ["layout | Padding | 0"])
        #expect(baseline.fields.filter { $0.hasPrefix("Token roles: ") } == ["Token roles: Title — Colors"])
        #expect(fullStack.specs.filter { $0.hasPrefix("layout | ") } == [
            "layout | Padding | 24 horizontal · 16 vertical", "layout | Title size | 22 / 26",
            "layout | Preamble size | 14 / 14", "layout | Description size | 12 / 18",
        ])
        #expect(fullStack.fields == [
            "Variant: Text (merged from Full stack by 0001-section-header)", "Built in: DES DEV",
            "As written: preamble yes · description yes · leading none · trailing none",
            "Token roles: Full Stack — Colors",
        ])
        #expect(fullStack.text.first == "All three text slots filled. This is the canonical \"announce a section\" pattern.")
        // The variants table names both styles Text documents.
        let page = ComponentPage.render(try MigratedRegistry.shared.componentDetail("Header"), as: .csv)
        #expect(page.contains("Variants,Text,style,Title only (baseline); Full stack (preamble + title + description)\r\n"))
    }

    /// A conflict names the documented styles its values come from, the same before and after
    /// the collapse (not "22/26 Text (layout)" against "18/24 Text (typography)").
    @Test func specConflictsNameTheStylesTheValuesComeFrom() throws {
        func conflicts(_ registry: Registry) throws -> [String] {
            try ask(registry, "spec-conflicts", "--component", "Header").records.map {
                "\($0["role"] ?? "") \($0["aspect"] ?? "") \($0["value"] ?? ""): \($0["stated_in"] ?? "")"
            }
        }
        let fullStack = "Full stack (preamble + title + description)"
        let expected = [
            "description size 12/16: \(fullStack) (typography)",
            "description size 12/18: \(fullStack) (layout)",
            "preamble size 12/16: \(fullStack) (typography)",
            "preamble size 14/14: \(fullStack) (layout)",
            "title font BarkAda: Title only (baseline) (typography)",
            "title font Proxima Soft Bold: Title + trailing edit (typography); Title + trailing counter (typography)",
            "title size 18/24: Title only (baseline) (typography); \(fullStack) (typography)",
            "title size 22/26: \(fullStack) (layout); Title + trailing edit (layout); Title + trailing edit (typography); Title + trailing counter (layout); Title + trailing counter (typography)",
            "title style Heading/L: Title only (baseline) (typography); \(fullStack) (typography)",
            "title style Primary/Headlines/Section: Title + trailing edit (typography); Title + trailing counter (typography)",
        ]
        #expect(try conflicts(MigratedRegistry.shared) == expected)
        #expect(try conflicts(MigratedRegistry.freshlySeeded()) == expected)
    }

    /// A second collapse that merges the surviving variants again keeps every style (the ones
    /// merged before included), and reverting it restores the registry exactly.
    @Test func aSecondCollapseKeepsTheStylesTheFirstOneMerged() throws {
        let folder = try TemporaryFolder(copying: MigratedRegistry.migrations)
        try """
            id: 0006-one-media
            title: leadingMedia and trailing become one media property
            system: eb
            operations:
              - op: collapse-properties
                component: Section Header
                into:
                  - {name: media, kind: variant, from: [leadingMedia, trailing], values: [icon, illustration], optional: true}
                variants:
                  Text: {becomes: Plain, media: none}
                  Leading icon: {becomes: Icon, media: icon}
                  Leading illustration: {becomes: Illustration, media: illustration}
                  Trailing illustration: {becomes: Illustration, media: illustration}
                  Trailing link: {becomes: Plain, media: none}
                  Trailing edit: {becomes: Plain, media: none}
                  Trailing counter: {becomes: Plain, media: none}

            """.write(to: folder.url.appendingPathComponent("0006-one-media.yaml"), atomically: true, encoding: .utf8)
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        let migrated = try registry.dumpContent()
        let before = Self.styleBlocks(try registry.componentDetail("Header"))
        _ = try registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now)
        let after = Self.styleBlocks(try registry.componentDetail("Header"))
        #expect(after.map(\.heading) == before.map(\.heading))
        #expect(after.map(\.specs) == before.map(\.specs))
        #expect(after.map { $0.fields.first ?? "" } == [
            "Variant: Plain", "Variant: Plain (merged from Full stack by 0001-section-header)",
            "Variant: Plain (merged from Trailing link by 0006-one-media)",
            "Variant: Plain (merged from Trailing edit by 0006-one-media)",
            "Variant: Plain (merged from Trailing counter by 0006-one-media)",
        ])
        #expect(try registry.revert(.latest) == ["0006-one-media"])
        #expect(try registry.dumpContent() == migrated)
    }
}
