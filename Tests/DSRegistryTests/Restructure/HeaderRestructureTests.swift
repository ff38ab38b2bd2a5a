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

@Suite struct HeaderRestructureTests {
    let registry = MigratedRegistry.shared

    func properties(of key: String) throws -> [String] {
        try registry.values("SELECT p.name FROM property p JOIN component c ON c.id = p.component_id WHERE c.key = ? ORDER BY p.ordinal", [key])
    }

    @Test func sectionHeaderHasTheThreeSlotModelPlusTitleAndDescription() throws {
        #expect(try registry.value("SELECT name FROM component WHERE key = 'header'") == "Section Header")
        #expect(try properties(of: "header") == ["title", "preamble", "description", "leadingMedia", "trailing"])
        #expect(try registry.values("""
            SELECT v.value FROM property_value v JOIN property p ON p.id = v.property_id
            JOIN component c ON c.id = p.component_id WHERE c.key = 'header' AND p.name = 'trailing' ORDER BY v.ordinal
            """) == ["illustration", "link", "edit", "counter"])
        #expect(try registry.value("""
            SELECT s.signature FROM property_signature s JOIN property p ON p.id = s.property_id
            JOIN component c ON c.id = p.component_id WHERE c.key = 'header' AND p.name = 'leadingMedia' AND s.platform = 'compose'
            """) == "leadingMedia: EBLeadingMedia?")
    }

    @Test func theSixteenVariantsBecomeSevenCanonicalPatterns() throws {
        let rows: [String] = try registry.values("""
            SELECT v.name || ': ' || ifnull((SELECT group_concat(p.name || '=' || vv.value, ', ') FROM variant_value vv
                JOIN property p ON p.id = vv.property_id WHERE vv.variant_id = v.id), '')
            FROM variant v JOIN component c ON c.id = v.component_id WHERE c.key = 'header' ORDER BY v.ordinal
            """)
        #expect(rows == [
            "Text: ", "Leading icon: leadingMedia=icon", "Leading illustration: leadingMedia=illustration",
            "Trailing illustration: trailing=illustration", "Trailing link: trailing=link",
            "Trailing edit: trailing=edit", "Trailing counter: trailing=counter",
        ])
        // Full stack's documented style merged into Text with its bindings.
        #expect(try registry.values("""
            SELECT g.title FROM binding_group g JOIN variant v ON v.id = g.variant_id WHERE v.name = 'Text' ORDER BY g.ordinal
            """) == ["Title — Colors", "Full Stack — Colors"])
        #expect(try registry.value("SELECT count(*) FROM variant_group g JOIN component c ON c.id = g.component_id WHERE c.key = 'header'") == 0)
    }

    @Test func trailingLinkEditAndCounterAreInstancesOfRealComponents() throws {
        let accepts: [String] = try registry.values("""
            SELECT ifnull(t.name, a.other) FROM slot_accept a JOIN slot s ON s.id = a.slot_id
            JOIN component c ON c.id = s.component_id LEFT JOIN component t ON t.id = a.component_id
            WHERE c.key = 'header' AND s.name = 'trailing' ORDER BY a.ordinal
            """)
        #expect(accepts == ["illustration", "Text Button", "Icon Button", "Badge"])
        #expect(try registry.values("""
            SELECT t.name FROM relationship r JOIN component c ON c.id = r.component_id JOIN component t ON t.id = r.target_id
            WHERE c.key = 'header' AND r.kind = 'uses' ORDER BY r.ordinal
            """) == ["Text Button", "Icon Button", "Badge"])
    }

    @Test func titleBarAbsorbsHeaderWithLogo() throws {
        #expect(try properties(of: "title-bar") == ["leading"])
        #expect(try registry.value("SELECT s.name || ' max ' || s.max_count FROM slot s JOIN component c ON c.id = s.component_id WHERE c.key = 'title-bar'") == "leading max 1")
        #expect(try registry.values("""
            SELECT v.name || ': ' || p.name || '=' || vv.value FROM variant v JOIN component c ON c.id = v.component_id
            JOIN variant_value vv ON vv.variant_id = v.id JOIN property p ON p.id = vv.property_id WHERE c.key = 'title-bar'
            """) == ["With logo: leading=logo"])
        let merged = try registry.componentDetail("Header - With Logo")
        #expect(merged.status == "merged")
        #expect(merged.mergedInto == "Title Bar")
        let target = try registry.componentDetail("Title Bar")
        #expect(target.absorbed.map(\.component) == ["Header - With Logo"])
        #expect(target.absorbed.first?.mergedBy == "0003-merge-with-logo-into-title-bar")
        // A merged record is not a component any more: questions about components skip it.
        #expect(!(try ask(registry, "lacking-state", "pressed").column("component").contains("Header - With Logo")))
    }

    @Test func detailHeroLeftTheFamilyAndSitsNextToVisualPopup() throws {
        let detail = try registry.componentDetail("Header - Transaction")
        #expect(detail.name == "Detail Hero")
        #expect(detail.family == nil)
        #expect(detail.relationships.map { "\($0.direction) \($0.kind) \($0.component)" } == ["outgoing related Visual Popup"])
        #expect(try registry.value("SELECT count(*) FROM relationship r JOIN component t ON t.id = r.target_id WHERE t.key = 'header-transaction' AND r.kind = 'sibling'") == 0)
    }

    @Test func headerCenteredIsNamedByItsRole() throws {
        let detail = try registry.componentDetail("Header - Centered")
        #expect(detail.name == "Page Banner")
        #expect(detail.role == "page banner")
    }

    @Test func oldNamesResolveAndSayWhoRenamedThem() throws {
        let resolved = try registry.resolveComponent("Header")
        #expect(resolved.name == "Section Header")
        #expect(resolved.formerName == "Header")
        let detail = try registry.componentDetail("header")
        #expect(detail.formerNameHistory.map { "\($0.name) by \($0.renamedBy ?? "-")" } == ["Header by 0001-section-header"])
        #expect(detail.restructures.first?.change == "renamed Header → Section Header; role section header")
        // History stays attached: the 1.0.0 assessment and its issues are Section Header's.
        #expect(detail.assessments.map(\.version) == ["1.0.0"])
        #expect(try ask(registry, "lacking-state", "pressed", "--platform", "figma").column("component").contains("Section Header"))
    }

    @Test func theRecommendationsCarriedOutAreDoneAndLinked() throws {
        let done: [String] = try registry.values("""
            SELECT r.key || ' ' || ifnull(r.done_by, 'open') FROM recommendation r JOIN component c ON c.id = r.component_id
            WHERE c.key = 'header' ORDER BY r.ordinal
            """)
        #expect(done == [
            "rename-section-header 0001-section-header", "collapse-props 0001-section-header",
            "promote-actions 0002-promote-trailing-actions", "rehome-transaction 0004-detail-hero",
            "merge-with-logo 0003-merge-with-logo-into-title-bar", "family-decision 0005-page-banner",
        ])
        let issues: [String] = try registry.values("""
            SELECT i.key || ' ' || ifnull(i.resolved_by, 'open') FROM issue i JOIN component c ON c.id = i.component_id
            WHERE c.key = 'header' ORDER BY i.ordinal
            """)
        #expect(issues == [
            "family-naming 0005-page-banner", "boolean-explosion 0001-section-header",
            "drawn-trailing-actions 0002-promote-trailing-actions", "missing-action-states open", "no-code-connect open",
        ])
        #expect(try registry.values("SELECT title || ' ' || ifnull(done_by, 'open') FROM tracked_item ORDER BY ordinal") == [
            "Verdict: Restructure 0001-section-header", "Family restructure plan 0005-page-banner",
            "Trailing actions should be real components 0002-promote-trailing-actions", "C7 — Code Connect open",
        ])
        // The published assessment keeps what it recorded.
        #expect(try registry.value("SELECT count(*) FROM assessment_recommendation WHERE status = 'proposed'") == 6)
    }

    @Test func statusListsEveryMigrationApplied() throws {
        let status = try registry.restructureStatus(MigratedRegistry.load())
        #expect(status.map { "\($0.id) \($0.state.rawValue)" } == [
            "0001-section-header applied", "0002-promote-trailing-actions applied",
            "0003-merge-with-logo-into-title-bar applied", "0004-detail-hero applied", "0005-page-banner applied",
        ])
        #expect(status.first?.appliedAt == "2026-11-18T11:06:40Z")
    }
}
