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

/// Each catalog question, with the exact rows the seeded registry gives (Seeds/ only).
@Suite struct QuestionCatalogTests {
    let registry = SeededRegistry.shared

    @Test func lackingPressedListsHeaderAsNotModeledFirst() throws {
        let table = try ask(registry, "lacking-state", "pressed", "--include-unassessed")
        #expect(table.records.first == ["system": "eb", "component": "Header", "state": "pressed", "reason": "not modeled",
            "ios": "not applicable", "android": "not applicable", "figma": "not modeled",
            "note": "Link, edit, counter should be real Button/Link instances that carry their own pressed state."])
        // No seed documents a supported pressed state, so all 31 components are listed: the
        // blank cell of TabHeaderViewController, which records states, and 29 nobody assessed.
        #expect(table.rows.count == 31)
        #expect(table.column("reason").dropFirst().first == "not recorded")
        #expect(Set(table.column("reason").dropFirst(2)) == ["not assessed"])
    }

    @Test func lackingStateWithAPlatformShowsOnlyThatColumn() throws {
        let table = try ask(registry, "lacking-state", "default", "--platform", "ios")
        #expect(table.columns == ["system", "component", "state", "reason", "ios", "note"])
        #expect(!table.column("component").contains("Header"))
        // iOS "highlighted" is pressed.
        #expect(try ask(registry, "lacking-state", "highlighted", "--platform", "figma").column("component").first == "Header")
    }

    @Test func lackingStateJSONIsGolden() throws {
        let table = try ask(registry, "lacking-state", "pressed", "--platform", "figma")
        try Golden.check("lacking-state-pressed-figma.json", TableRenderer.render(table, as: .json))
    }

    @Test func a11yListsWhatEachComponentMissesPerPlatform() throws {
        let table = try ask(registry, "a11y", "--platform", "ios", "--include-unassessed")
        // Header documents all three on iOS; TabHeaderViewController documents 7 other topics.
        #expect(!table.column("component").contains("Header"))
        #expect(table.records.first == ["system": "backbase", "component": "TabHeaderViewController", "platform": "ios",
            "missing": "heading trait, touch target, reading order", "documented": "7", "reason": "not recorded"])
        // A heading trait is expected of headers and titles only.
        let avatar = table.records.first { $0["system"] == "eb" && $0["component"] == "Avatar" }
        #expect(avatar?["missing"] == "touch target, reading order")
    }

    @Test func criterionC7IsNotMappedForHeader() throws {
        let table = try ask(registry, "criterion", "C7")
        #expect(table.records == [["system": "eb", "component": "Header", "criterion": "C7", "version": "1.0.0", "status": "not-mapped",
            "note": "Cannot map until property model collapses and trailing slots resolve to real components."]])
        #expect(try ask(registry, "criterion", "c3", "--status", "Ready").column("component") == ["Header"])
        #expect(try ask(registry, "criterion", "C3", "--status", "not mapped").rows.isEmpty)
    }

    @Test func verdictRestructureIsHeader() throws {
        let table = try ask(registry, "verdict", "restructure")
        #expect(table.column("component") == ["Header"])
        #expect(table.column("date") == ["2026-04"])
        #expect(table.column("progress") == ["open"])
        #expect(try ask(registry, "verdict", "ready").emptyMessage == "no ready verdicts")
    }

    @Test func issuesFilterByCriterionStatusAndComponent() throws {
        #expect(try ask(registry, "issues").column("key") == [
            "family-naming", "boolean-explosion", "drawn-trailing-actions", "missing-action-states", "no-code-connect"])
        #expect(try ask(registry, "issues", "--criterion", "C7").records == [["system": "eb", "component": "Header",
            "key": "no-code-connect", "criterion": "C7", "status": "open", "title": "No Code Connect mappings.", "resolved_by": ""]])
        #expect(try ask(registry, "issues", "--component", "header", "--status", "resolved").rows.isEmpty)
        #expect(try ask(registry, "issues", "--system", "sap-fiori").rows.isEmpty)
    }

    @Test func recommendationsFilterByKind() throws {
        #expect(try ask(registry, "recommendations", "--kind", "family").column("key") == [
            "rehome-transaction", "merge-with-logo", "family-decision"])
        #expect(Set(try ask(registry, "recommendations").column("status")) == ["proposed"])
    }

    @Test func booleanPropsGivesHeaderEight256And16() throws {
        let table = try ask(registry, "boolean-props")
        #expect(table.records.first == ["system": "eb", "component": "Header", "booleans": "8", "combinations": "256", "variants": "16"])
        #expect(table.column("component") == ["Header", "TabHeaderViewController"])
        #expect(try ask(registry, "boolean-props", "--min", "3").column("component") == ["Header"])
    }

    @Test func unmappedNamesPropertiesWithoutSignaturesAndTheC7Note() throws {
        let table = try ask(registry, "unmapped")
        #expect(table.records == [
            // iOS only ("Platform availability: iOS 17.0+"), and both properties have UIKit signatures.
            ["system": "backbase", "component": "TabHeaderViewController", "code_connect": "not assessed", "unmapped": "0",
             "properties": "", "why": "every property has a code signature; C7 is not assessed"],
            ["system": "eb", "component": "Header", "code_connect": "not-mapped", "unmapped": "0", "properties": "",
             "why": "Cannot map until property model collapses and trailing slots resolve to real components."],
        ])
        #expect(try ask(registry, "unmapped", "--platform", "compose").column("properties") == ["", ""])
        // After the restructure, Title Bar's added property has no signature: one property.
        let migrated = try ask(MigratedRegistry.shared, "unmapped").records.first { $0["component"] == "Title Bar" }
        #expect(migrated?["properties"] == "leading (swiftui, compose)")
        #expect(migrated?["why"] == "1 property has no code signature")
    }

    @Test func tokenUsageOfTextAccentLinkIsHeadersLinkAndEditLabels() throws {
        let table = try ask(registry, "token-usage", "text/accent/link")
        #expect(table.records == [
            ["system": "eb", "component": "Header", "variant": "Title + Link", "role": "link", "label": "Link label",
             "source": "binding", "bound_to": "text/accent/link", "depth": "0", "chain": "text/accent/link"],
            ["system": "eb", "component": "Header", "variant": "Title + trailing edit", "role": "edit-label", "label": "Edit label",
             "source": "binding", "bound_to": "text/accent/link", "depth": "0", "chain": "text/accent/link"],
        ])
    }

    @Test func tokenUsageFollowsAliasesToAMissingTarget() throws {
        let table = try ask(registry, "token-usage", "theme.color.foreground.brand")
        #expect(table.records == [["system": "backbase", "component": "TabHeaderViewController", "variant": "",
            "role": "selected-tab-foreground", "label": "Foreground", "source": "binding",
            "bound_to": "theme.color.tab-header.selected.foreground", "depth": "1",
            "chain": "theme.color.tab-header.selected.foreground → theme.color.foreground.brand"]])
        // Specs name tokens too.
        #expect(try ask(registry, "token-usage", "space/space-4").column("source") == ["spec layout"])
    }

    @Test func danglingAliasesAreTheThreeBackbaseColors() throws {
        let table = try ask(registry, "dangling-aliases")
        #expect(table.column("token") == ["theme.color.tab-header.selected.foreground",
            "theme.color.tab-header.unselected.background", "theme.color.tab-header.unselected.foreground"])
        #expect(table.column("missing_target") == ["theme.color.foreground.brand", "theme.color.background.none",
            "theme.color.foreground.support"])
        #expect(table.column("bindings") == ["1", "1", "1"])
    }

    @Test func rawColorsAreHeadersBorder() throws {
        let table = try ask(registry, "raw-values", "--kind", "color")
        #expect(table.records == [
            ["system": "eb", "component": "Header", "variant": "Title + trailing edit", "section": "colors", "role": "border",
             "label": "Border", "kind": "color", "value": "#E5EBF4", "same_value_as": ""],
            ["system": "eb", "component": "Header", "variant": "Title + trailing counter", "section": "colors", "role": "border",
             "label": "Border", "kind": "color", "value": "#E5EBF4", "same_value_as": ""],
        ])
        #expect(try ask(registry, "raw-values", "--kind", "fonts").column("value") == ["BarkAda", "Proxima Soft Bold", "Proxima Soft Bold"])
        #expect(try ask(registry, "raw-values", "--kind", "size").rows.count == 14)
    }

    @Test func specConflictsFindHeadersTitleSizeFontAndStyle() throws {
        let table = try ask(registry, "spec-conflicts")
        let rows = table.records.map { "\($0["role"]!) \($0["aspect"]!) \($0["value"]!)" }
        #expect(rows == [
            "description size 12/16", "description size 12/18",
            "preamble size 12/16", "preamble size 14/14",
            "title font BarkAda", "title font Proxima Soft Bold",
            "title size 18/24", "title size 22/26",
            "title style Heading/L", "title style Primary/Headlines/Section",
        ])
        #expect(table.records[4]["stated_in"] == "Title only (baseline) (typography)")
        #expect(table.records[6]["stated_in"] == "Title only (baseline) (typography); Full stack (preamble + title + description) (typography)")
        #expect(Set(table.column("component")) == ["Header"])
    }

    @Test func dependentsAndDependenciesWalkUsesAndSlots() throws {
        #expect(try ask(registry, "dependents", "Avatar", "--system", "sap-fiori").records == [
            ["system": "sap-fiori", "component": "Card Header", "depth": "1", "via": "slot Left Accessory", "path": "Card Header → Avatar"]])
        #expect(try ask(registry, "dependents", "Avatar", "--system", "backbase").column("path") == ["TabHeaderViewController → Avatar"])
        #expect(try ask(registry, "dependencies", "card header").column("component") == [
            "Avatar", "Counter", "Icon Button", "KPI", "Rating Control", "Status Info Label", "Tags"])
        // A name several systems share answers for each of them (SharedNameTests).
        #expect(try ask(registry, "dependents", "Avatar").column("system") == ["backbase", "sap-fiori"])
    }

    @Test func familyHeaderListsItsFourComponents() throws {
        let table = try ask(registry, "family", "header")
        #expect(table.column("component") == ["Header", "Header - Centered", "Header - Transaction", "Header - With Logo"])
        #expect(table.column("verdict") == ["restructure", "", "", ""])
    }

    @Test func searchRanksAndMarksTheMatch() throws {
        let table = try ask(registry, "search", "code", "connect")
        #expect(table.records == [["system": "eb", "component": "Header", "kind": "issue", "title": "No Code Connect mappings.",
            "snippet": "No [Code] [Connect] mappings."]])
        // Stemmed: "mapping" finds "mappings"; FTS syntax in the text is only words.
        #expect(try ask(registry, "search", "mapping").column("kind").contains("issue"))
        #expect(try ask(registry, "search", "connect*").column("title") == ["No Code Connect mappings."])
        #expect(try ask(registry, "search", "\"code\" NEAR(").rows.isEmpty)
    }
}
