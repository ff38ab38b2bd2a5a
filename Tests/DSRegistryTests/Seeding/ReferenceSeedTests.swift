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

/// Facts of ../shared/seeds/001 (SAP Fiori, Card Header) and 002 (Backbase, TabHeaderViewController),
/// on the project's Seeds/ as they are: each query keeps to the document's components.
@Suite struct ReferenceSeedTests {
    let registry = SeededRegistry.shipped

    @Test func cardHeaderRightAccessoryHoldsAtMostTwo() throws {
        let slot: [String] = try registry.values("""
            SELECT s.max_count || '|' || (SELECT group_concat(ifnull(c.name, a.other), ', ') FROM slot_accept a
              LEFT JOIN component c ON c.id = a.component_id WHERE a.slot_id = s.id)
            FROM slot s JOIN anatomy_part p ON p.id = s.anatomy_part_id JOIN component c ON c.id = s.component_id
            WHERE c.system_id = 'sap-fiori' AND c.name = 'Card Header' AND p.name = 'Main Header' AND s.name = 'Right Accessory'
            """)
        #expect(slot == ["2|Icon Button, Counter, custom composable"])
    }

    @Test func cardHeaderAnatomyAndRowLimits() throws {
        let parts: [String] = try registry.values("""
            SELECT p.label || ' ' || p.name || ifnull(' rows≤' || p.max_rows, '') FROM anatomy_part p
            JOIN component c ON c.id = p.component_id WHERE c.system_id = 'sap-fiori' AND c.name = 'Card Header' ORDER BY p.ordinal
            """)
        #expect(parts == ["A Card Header Container", "B Card Header Image (Media)", "C Main Header rows≤3", "D Extended Header rows≤3"])
        let behaviors = """
            SELECT b.name FROM behavior b JOIN component c ON c.id = b.component_id
            WHERE c.system_id = 'sap-fiori' AND c.name = 'Card Header' AND b.kind = ? ORDER BY b.ordinal
            """
        let rows: [String] = try registry.values(behaviors, ["row-configuration"])
        #expect(rows == ["Three rows with right accessory", "Two rows with right accessory", "One row with right accessory", "Wrapping row", "Right accessory only"])
        let interactions: [String] = try registry.values(behaviors, ["interaction"])
        #expect(interactions == ["Overflow Menu", "Action Button"])
    }

    @Test func cardHeaderRulesAndRelatedComponents() throws {
        let kinds: [String] = try registry.values("""
            SELECT g.kind FROM guideline g JOIN component c ON c.id = g.component_id WHERE c.system_id = 'sap-fiori' AND c.name = 'Card Header' ORDER BY g.ordinal
            """)
        #expect(kinds.filter { $0 == "do" }.count == 9)
        #expect(kinds.filter { $0 == "dont" }.count == 4)
        let related: [String] = try registry.values("""
            SELECT t.name FROM relationship r JOIN component c ON c.id = r.component_id JOIN component t ON t.id = r.target_id
            WHERE c.system_id = 'sap-fiori' AND c.name = 'Card Header' AND r.kind = 'related' ORDER BY r.ordinal
            """)
        #expect(related == ["Card", "Card Body", "Card Footer"])
    }

    @Test func tabHeaderDependsOnAvatar() throws {
        let uses: [String] = try registry.values("""
            SELECT t.system_id || '/' || t.name FROM relationship r JOIN component c ON c.id = r.component_id
            JOIN component t ON t.id = r.target_id WHERE c.system_id = 'backbase' AND c.name = 'TabHeaderViewController' AND r.kind = 'uses'
            """)
        #expect(uses == ["backbase/Avatar"])
    }

    @Test func tabHeaderAvailabilityAndConfigurationDefaults() throws {
        let availability: [String] = try registry.values("""
            SELECT c.since_version || ' ' || a.platform || ' ' || a.min_os FROM component c JOIN availability a ON a.component_id = c.id
            WHERE c.system_id = 'backbase' AND c.name = 'TabHeaderViewController'
            """)
        #expect(availability == ["4.2.0 ios 17.0"])
        let configuration: [String] = try registry.values("""
            SELECT m.name || ': ' || m.type || ifnull(' = ' || m.default_value, '') FROM api_member m JOIN api_type t ON t.id = m.type_id
            WHERE t.name = 'TabHeaderViewController.Configuration' ORDER BY m.ordinal
            """)
        #expect(configuration == ["header: Header", "viewControllers: [UIViewController]", "extendsIntoSafeArea: Bool = false",
                                  "hapticsEnabled: Bool = true", "hideSingleTab: Bool = false"])
        let parameters: [String] = try registry.values("""
            SELECT p.name || ': ' || p.type || ifnull(' = ' || p.default_value, '') FROM api_parameter p
            JOIN api_member m ON m.id = p.member_id WHERE m.name = 'selectTabIndex(_:animated:)' ORDER BY p.ordinal
            """)
        #expect(parameters == ["index: Int", "animated: Bool = false"])
        let designMembers: Int? = try registry.value("SELECT count(*) FROM api_member m JOIN api_type t ON t.id = m.type_id WHERE t.name = 'TabHeaderViewController.Design'")
        #expect(designMembers == 11)
    }

    @Test func tabHeaderStringsAndTokens() throws {
        let strings: [String] = try registry.values("""
            SELECT s.key || '=' || s.default_value FROM localized_string s JOIN component c ON c.id = s.component_id
            WHERE c.system_id = 'backbase' AND c.name = 'TabHeaderViewController' ORDER BY s.ordinal
            """)
        #expect(strings == ["DesignSystem.tabHeaderViewController.accessibility.profile=Profile",
                            "DesignSystem.tabHeaderViewController.accessibility.separator=, ",
                            "DesignSystem.tabHeaderViewController.accessibility.menuBar=Menu Bar, ",
                            "DesignSystem.tabHeaderViewController.accessibility.journeySelectorFormat=%@, %d of %d"])
        let alias: String? = try registry.value("SELECT alias_of FROM token WHERE system_id = 'backbase' AND path = 'theme.color.tab-header.selected.foreground'")
        #expect(alias == "theme.color.foreground.brand")
        let targetExists: Int? = try registry.value("SELECT count(*) FROM token WHERE system_id = 'backbase' AND path = 'theme.color.foreground.brand'")
        #expect(targetExists == 0)
        let jsonTokens: [String] = try registry.values("""
            SELECT path || '=' || ifnull(value, '{' || alias_of || '}') FROM token
            WHERE system_id = 'backbase' AND group_name <> 'Semantic tokens' ORDER BY id
            """)
        #expect(jsonTokens == ["theme.color.tab-header.selected.background=#FFFFFF",
                               "theme.color.tab-header.selected.foreground={theme.color.foreground.brand}",
                               "theme.color.tab-header.unselected.background={theme.color.background.none}",
                               "theme.color.tab-header.unselected.foreground={theme.color.foreground.support}",
                               "theme.radius.tab-header.tab=8", "theme.height.tab-header.tab=32",
                               "theme.padding-x.tab-header.tab=8", "theme.padding-y.tab-header.tab=4"])
        let states: [String] = try registry.values("""
            SELECT sc.state || ' ' || sc.property FROM state_coverage sc JOIN component c ON c.id = sc.component_id
            WHERE c.system_id = 'backbase' AND c.name = 'TabHeaderViewController' ORDER BY sc.ordinal
            """)
        #expect(states == ["selected selectedTabBackgroundColor", "deselected deselectedTabTextColor"])
    }
}
