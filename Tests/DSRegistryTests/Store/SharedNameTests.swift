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

/// A component name several systems share (Avatar: backbase, eb, sap-fiori): questions answer
/// for each of those systems; `show`, `history` and `diff` list the candidates and how to pick.
@Suite struct SharedNameTests {
    let registry = SeededRegistry.shared

    @Test func aQuestionAnswersForEverySystemThatHasTheName() throws {
        let table = try ask(registry, "dependents", "Avatar")
        #expect(table.columns == ["system", "component", "depth", "via", "path"])
        #expect(table.rows.map { $0.map(\.text) } == [
            ["backbase", "TabHeaderViewController", "1", "uses", "TabHeaderViewController → Avatar"],
            ["sap-fiori", "Card Header", "1", "slot Left Accessory", "Card Header → Avatar"],
        ])
        // --system still narrows it to one.
        #expect(try ask(registry, "dependents", "Avatar", "--system", "sap-fiori").column("component") == ["Card Header"])
        let none = try ask(registry, "dependencies", "Avatar")
        #expect(none.rows.isEmpty)
        #expect(none.emptyMessage == "Avatar depends on no other component")
    }

    @Test func aFamilySeveralSystemsHaveIsAnsweredForEach() throws {
        let registry = try SeededRegistry.shared.copy()
        try registry.writer.write { db in
            try db.execute(sql: "INSERT INTO family (id, system_id, key, name) VALUES (99, 'sap-fiori', 'header', 'Header')")
            try db.execute(sql: "UPDATE component SET family_id = 99 WHERE system_id = 'sap-fiori' AND name = 'Card Header'")
        }
        let table = try ask(registry, "family", "header")
        #expect(table.column("system") == ["eb", "eb", "eb", "eb", "sap-fiori"])
        #expect(table.column("component") == ["Header", "Header - Centered", "Header - Transaction", "Header - With Logo", "Card Header"])
        #expect(try ask(registry, "family", "header", "--system", "sap-fiori").column("component") == ["Card Header"])
    }

    @Test func answersWithoutASystemColumnGainOne() {
        let eb = ResultTable(columns: ["component"], rows: [[.text("A")]], emptyMessage: "")
        let sap = ResultTable(columns: ["component"], rows: [[.text("B")], [.text("C")]], emptyMessage: "")
        let table = ResultTable(bySystem: [eb, sap], systems: ["eb", "sap-fiori"], emptyMessage: "none")
        #expect(table.columns == ["system", "component"])
        #expect(table.rows.map { $0.map(\.text) } == [["eb", "A"], ["sap-fiori", "B"], ["sap-fiori", "C"]])
    }

    @Test func plainWordsAnswerForEverySystemToo() throws {
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", "what depends on Avatar", "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors == "→ dsreg query dependents Avatar\n")
        #expect(result.output == "system,component,depth,via,path\r\nbackbase,TabHeaderViewController,1,uses,TabHeaderViewController → Avatar\r\nsap-fiori,Card Header,1,slot Left Accessory,Card Header → Avatar\r\n")
    }

    @Test func showListsTheCandidatesWithTheirSystemsAndHowToPickOne() throws {
        let file = try SeededRegistryFile()
        let show = try DSRegBinary.run(["show", "avatar", "--db", file.path])
        #expect(show.status == 1)
        #expect(show.output == """
            system     system_name                   component  role  status  pick_with
            ─────────  ────────────────────────────  ─────────  ────  ──────  ────────────────────────────────────
            backbase   Backbase Design System (iOS)  Avatar           active  dsreg show avatar --system backbase
            eb         EB Design System              Avatar           active  dsreg show avatar --system eb
            sap-fiori  SAP Fiori for iOS             Avatar           active  dsreg show avatar --system sap-fiori

            """)
        #expect(show.errors == "dsreg: 'avatar' names a component in several systems (backbase, eb, sap-fiori); add --system with one of them\n")
        let diff = try DSRegBinary.run(["diff", "Icon Button", "1.0.0", "1.1.0", "--db", file.path, "--format", "csv"])
        #expect(diff.status == 1)
        #expect(diff.output == "system,system_name,component,role,status,pick_with\r\neb,EB Design System,Icon Button,,active,dsreg diff 'Icon Button' 1.0.0 1.1.0 --system eb\r\nsap-fiori,SAP Fiori for iOS,Icon Button,,active,dsreg diff 'Icon Button' 1.0.0 1.1.0 --system sap-fiori\r\n")
        let picked = try DSRegBinary.run(["show", "avatar", "--system", "eb", "--db", file.path])
        #expect(picked.status == 0)
        #expect(picked.output.hasPrefix("Avatar\n"))
    }
}
