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

/// Facts of ../shared/seeds/000 (EB, Header) as the registry stores them, on the project's
/// Seeds/ as they are: each query keeps to the document's components, so a team's own
/// components change none of them.
@Suite struct HeaderSeedTests {
    let registry = SeededRegistry.shipped

    @Test func headerC7IsNotMappedWithItsNote() throws {
        let row: [String] = try registry.values("""
            SELECT s.status || '|' || s.note FROM criterion_score s JOIN assessment a ON a.id = s.assessment_id
            JOIN component c ON c.id = a.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' AND s.criterion_id = 'C7'
            """)
        #expect(row == ["not-mapped|Cannot map until property model collapses and trailing slots resolve to real components."])
    }

    @Test func scorecardHasSevenCriteriaAsWritten() throws {
        let statuses: [String] = try registry.values("""
            SELECT s.criterion_id || '=' || s.status FROM criterion_score s JOIN assessment a ON a.id = s.assessment_id
            JOIN component c ON c.id = a.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY s.criterion_id
            """)
        #expect(statuses == ["C1=requires-rework", "C2=requires-rework", "C3=ready", "C4=needs-refinement",
                             "C5=needs-refinement", "C6=needs-refinement", "C7=not-mapped"])
    }

    @Test func headerHasEightBooleansAndSixteenVariantsInSevenGroups() throws {
        let booleans: [String] = try registry.values("""
            SELECT p.name FROM property p JOIN component c ON c.id = p.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' AND p.kind = 'boolean' ORDER BY p.ordinal
            """)
        #expect(booleans == ["preamble", "description", "icon", "left illustration", "right illustration", "link", "edit", "counter"])
        let groups: [String] = try registry.values("""
            SELECT g.name || '=' || (SELECT count(*) FROM variant v WHERE v.group_id = g.id) FROM variant_group g
            JOIN component c ON c.id = g.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY g.ordinal
            """)
        #expect(groups == ["Text-only=4", "With right icon (top-aligned)=4", "With leading illustration=2",
                           "With trailing illustration=2", "With link (View All)=2", "With edit=1", "With counter=1"])
        let variants: Int? = try registry.value("SELECT count(*) FROM variant v JOIN component c ON c.id = v.component_id WHERE c.system_id = 'eb' AND c.name = 'Header'")
        #expect(variants == 16)
    }

    @Test func fullStackPreambleIsBoundToTheEyebrowToken() throws {
        let binding: [String] = try registry.values("""
            SELECT b.token_path || '=' || t.value FROM token_binding b JOIN binding_group g ON g.id = b.group_id
            JOIN variant v ON v.id = g.variant_id JOIN component c ON c.id = v.component_id
            JOIN token t ON t.system_id = c.system_id AND t.path = b.token_path
            WHERE c.system_id = 'eb' AND c.name = 'Header' AND v.name = 'Full stack' AND b.label = 'Preamble'
            """)
        #expect(binding == ["text/accent/eyebrow=#005CE5"])
    }

    @Test func conflictingTitleSpecsAreBothKept() throws {
        let titles: [String] = try registry.values("""
            SELECT v.name || ': ' || s.label || ' = ' || s.value FROM spec s JOIN variant v ON v.id = s.variant_id
            JOIN component c ON c.id = s.component_id WHERE c.system_id = 'eb' AND c.name = 'Header'
              AND s.role = 'title' AND s.section = 'typography' AND s.label IN ('Title style', 'Title font') ORDER BY v.ordinal, s.ordinal
            """)
        #expect(titles.contains("Title only: Title style = Heading/L — BarkAda 18/24"))
        #expect(titles.contains("Title + trailing edit: Title font = Proxima Soft Bold · 22 / 26"))
    }

    @Test func borderIsARawValueWithNoToken() throws {
        let borders: [String] = try registry.values("""
            SELECT DISTINCT s.value || '|' || ifnull(s.token_path, 'none') FROM spec s JOIN component c ON c.id = s.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' AND s.role = 'border' AND s.section = 'colors'
            """)
        #expect(borders == ["#E5EBF4|none"])
    }

    @Test func dsHealthStatesAndAssessmentAreAsWritten() throws {
        let health: [String] = try registry.values("""
            SELECT h.dimension || '=' || h.status FROM health_check h JOIN assessment a ON a.id = h.assessment_id
            JOIN component c ON c.id = a.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY h.dimension
            """)
        #expect(health == ["composable=warn", "consistent=warn", "reusable=partial", "self-contained=pass"])
        let assessment: [String] = try registry.values("""
            SELECT a.version || '|' || a.date || '|' || a.kind || '|' || a.title || '|' || a.design_node || '|' || a.verdict || '|' || a.status
            FROM assessment a JOIN component c ON c.id = a.component_id WHERE c.system_id = 'eb' AND c.name = 'Header'
            """)
        #expect(assessment == ["1.0.0|2026-04|major|Initial Assessment|18430:2919|restructure|published"])
        let states: [String] = try registry.values("""
            SELECT sc.state || '/' || ss.platform || '=' || ss.support FROM state_coverage sc
            JOIN state_support ss ON ss.coverage_id = sc.id JOIN component c ON c.id = sc.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY sc.ordinal, ss.platform
            """)
        #expect(states == ["default/android=supported", "default/figma=supported", "default/ios=supported",
                           "pressed/android=not-applicable", "pressed/figma=not-modeled", "pressed/ios=not-applicable",
                           "disabled/android=not-applicable", "disabled/figma=not-modeled", "disabled/ios=not-applicable",
                           "focused/android=not-applicable", "focused/ios=not-applicable"])
    }

    @Test func issuesRecommendationsAndTrackedItemsAreTagged() throws {
        let issues: [String] = try registry.values("""
            SELECT i.criterion_id || ' ' || ai.status FROM issue i JOIN assessment_issue ai ON ai.issue_id = i.id
            JOIN component c ON c.id = i.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY i.ordinal
            """)
        #expect(issues == ["C1 open", "C2 open", "C4 open", "C5 open", "C7 open"])
        let kinds: [String] = try registry.values("""
            SELECT r.kind FROM recommendation r JOIN component c ON c.id = r.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY r.ordinal
            """)
        #expect(kinds == ["rename", "property", "composition", "family", "family", "family"])
        let tracked: [String] = try registry.values("""
            SELECT t.status || ' ' || g.tag FROM tracked_item t JOIN tracked_item_tag g ON g.item_id = t.id
            JOIN assessment a ON a.id = t.assessment_id JOIN component c ON c.id = a.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY t.ordinal
            """)
        #expect(tracked == ["open Architecture", "open Family", "open C4", "open C7"])
    }

    @Test func accessibilityHasFourRequirementsOnEachPlatform() throws {
        let rows: [String] = try registry.values("""
            SELECT a.platform || ': ' || a.topic FROM accessibility_requirement a JOIN component c ON c.id = a.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' ORDER BY a.platform, a.ordinal
            """)
        #expect(rows == ["android: Heading trait", "android: Trailing action label", "android: Minimum touch target", "android: Reading order",
                         "ios: Heading trait", "ios: Trailing action label", "ios: Minimum touch target", "ios: Reading order"])
        let touch: String? = try registry.value("""
            SELECT a.text FROM accessibility_requirement a JOIN component c ON c.id = a.component_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' AND a.topic = 'Minimum touch target' AND a.platform = 'android'
            """)
        #expect(touch == "Trailing interactive element must be ≥48×48dp.")
    }

    @Test func propertyMappingKeepsBothPlatforms() throws {
        let signatures: [String] = try registry.values("""
            SELECT s.platform || ': ' || s.signature FROM property_signature s JOIN property p ON p.id = s.property_id
            JOIN component c ON c.id = p.component_id WHERE c.system_id = 'eb' AND c.name = 'Header' AND p.name = 'counter'
            ORDER BY s.platform
            """)
        #expect(signatures == ["compose: trailing: EBHeaderTrailing?", "swiftui: trailing?: illustration | link | edit | counter"])
    }

    @Test func familyHasFourMembersWithTheirRoles() throws {
        let members: [String] = try registry.values("""
            SELECT c.name || ' (' || c.role || ')' FROM component c JOIN family f ON f.id = c.family_id
            WHERE f.system_id = 'eb' AND f.key = 'header' ORDER BY c.name
            """)
        #expect(members == ["Header (section header)", "Header - Centered (page banner)", "Header - Transaction (detail hero)", "Header - With Logo (brand bar)"])
        let siblings: [String] = try registry.values("""
            SELECT t.name FROM relationship r JOIN component c ON c.id = r.component_id JOIN component t ON t.id = r.target_id
            WHERE c.system_id = 'eb' AND c.name = 'Header' AND r.kind = 'sibling' ORDER BY t.name
            """)
        #expect(siblings == ["Header - Centered", "Header - Transaction", "Header - With Logo"])
    }

    /// The components the document only mentions (slot contents, siblings, the merge target):
    /// each has a file, none an assessment.
    @Test func mentionedComponentsExistAndAreNotAssessed() throws {
        let mentioned = ["Avatar", "Badge", "Button", "Header - Centered", "Header - Transaction", "Header - With Logo",
                         "Icon", "Icon Button", "Link", "Text Button", "Title Bar", "Visual Popup"]
        let names: [String] = try registry.values("""
            SELECT c.name FROM component c WHERE c.system_id = 'eb' AND c.name IN (\(mentioned.map { _ in "?" }.joined(separator: ", ")))
              AND NOT EXISTS (SELECT 1 FROM assessment a WHERE a.component_id = c.id) ORDER BY c.name
            """, StatementArguments(mentioned))
        #expect(names == mentioned)
    }
}
