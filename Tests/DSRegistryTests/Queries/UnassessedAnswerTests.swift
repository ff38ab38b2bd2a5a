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

/// Gap questions list what is known and count, in one line, the components nobody assessed.
@Suite struct UnassessedAnswerTests {
    let registry = SeededRegistry.shared

    func hidden(_ name: String, _ words: String...) throws -> ResultTable {
        let question = try #require(QuestionCatalog.named(name))
        return try registry.ask(question, try question.arguments(from: words))
    }

    /// The SQL leaves out the components nobody assessed and a second statement counts them;
    /// TabHeaderViewController records states (its API page), so its blank pressed cell is
    /// "not recorded" and listed.
    @Test func lackingStateListsWhatIsKnownAndCountsTheRest() throws {
        let table = try hidden("lacking-state", "pressed")
        #expect(table.rows.map { $0.prefix(7).map(\.text) } == [
            ["eb", "Header", "pressed", "not modeled", "not applicable", "not applicable", "not modeled"],
            ["backbase", "TabHeaderViewController", "pressed", "not recorded", "not recorded", "not applicable", "not applicable"]])
        #expect(table.notes == ["and 29 components not assessed (--include-unassessed lists them)"])
        let every = try hidden("lacking-state", "pressed", "--include-unassessed")
        #expect(every.rows.count == 31)
        #expect(every.notes == [])
    }

    @Test func a11yCountsComponentsNotRowsPerPlatform() throws {
        let table = try hidden("a11y")
        #expect(table.records == [["system": "backbase", "component": "TabHeaderViewController", "platform": "ios",
                                   "missing": "heading trait, touch target, reading order", "documented": "7",
                                   "reason": "not recorded"]])
        #expect(table.notes == ["and 29 components not assessed (--include-unassessed lists them)"])
    }

    @Test func anAnswerOfOnlyUnassessedRowsSaysSo() throws {
        let table = try hidden("lacking-state", "pressed", "--system", "sap-fiori")
        #expect(table.rows.isEmpty)
        #expect(TableRenderer.render(table, as: .table) == """
            no components in sap-fiori lack pressed state among assessed components
            15 components not assessed (--include-unassessed lists them)

            """)
    }

    @Test func questionsWithoutStubsAreUnchanged() throws {
        let question = try #require(QuestionCatalog.named("issues"))
        let table = try registry.ask(question, [:])
        #expect(table.notes == [])
        #expect(question.notAssessed == nil)
    }

    /// After a table the note is part of what a person reads; JSON, NDJSON and CSV keep their
    /// standard output exactly the rows, and the note goes to standard error.
    @Test func theNoteFollowsATableAndGoesToStandardErrorForMachineFormats() throws {
        let file = try SeededRegistryFile()
        let table = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path])
        #expect(table.status == 0)
        #expect(table.output.hasSuffix("\nand 29 components not assessed (--include-unassessed lists them)\n"))
        #expect(table.errors == "")
        let json = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path, "--format", "json"])
        #expect(json.output == """
            [
              {"system": "eb", "component": "Header", "state": "pressed", "reason": "not modeled", "ios": "not applicable", "android": "not applicable", "figma": "not modeled", "note": "Link, edit, counter should be real Button/Link instances that carry their own pressed state."},
              {"system": "backbase", "component": "TabHeaderViewController", "state": "pressed", "reason": "not recorded", "ios": "not recorded", "android": "not applicable", "figma": "not applicable", "note": null}
            ]

            """)
        #expect(json.errors == "and 29 components not assessed (--include-unassessed lists them)\n")
        let every = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path, "--format", "csv", "--include-unassessed"])
        #expect(every.output.split(separator: "\r\n").count == 32)
        #expect(every.output.contains("\r\neb,Avatar,pressed,not assessed,not assessed,not assessed,not assessed,\r\n"))
        #expect(every.errors == "")
        let markdown = try DSRegBinary.run(["query", "a11y", "--db", file.path, "--format", "markdown"])
        #expect(markdown.output.hasSuffix("| 7 | not recorded |\n\nand 29 components not assessed (--include-unassessed lists them)\n"))
    }

    /// A saved question says which of its rows are unassessed in its header; the rule is
    /// written into its SQL, which then takes `:include_unassessed`, and its count.
    @Test func aSavedQuestionDeclaresItsUnassessedRows() throws {
        var diagnostics = DiagnosticList()
        let text = """
            -- description: Pressed state per component.
            -- unassessed: reason = not assessed, not modeled
            SELECT system, component, reason FROM (
              SELECT 'eb' AS system, 'Header' AS component, 'not supported' AS reason
              UNION ALL SELECT 'eb', 'Icon', 'not assessed' UNION ALL SELECT 'eb', 'Link', 'not modeled')
            """
        let question = try #require(SavedQuestions.parse(text, stem: "pressed-gaps", file: "Queries/pressed-gaps.sql", into: &diagnostics))
        #expect(question.unassessed == UnassessedRows(column: "reason", values: ["not assessed", "not modeled"]))
        // A saved question runs through the read-only door, on a file.
        let file = try SeededRegistryFile()
        #expect(question.parameters.map(\.name) == ["include-unassessed"])
        let table = try file.registry.ask(question, [:])
        #expect(table.records == [["system": "eb", "component": "Header", "reason": "not supported"]])
        #expect(table.notes == ["and 2 rows not assessed (--include-unassessed lists them)"])
        let every = try file.registry.ask(question, ["include-unassessed": "yes"])
        #expect(every.records.map { $0["component"] } == ["Header", "Icon", "Link"])
        #expect(every.notes == [])
        var bad = DiagnosticList()
        #expect(SavedQuestions.parse("-- description: x\n-- unassessed: reason\nSELECT 1", stem: "x", file: "Queries/x.sql", into: &bad) == nil)
        #expect(bad.errors.map(\.description) == ["Queries/x.sql:2:4: error: expected 'unassessed: COLUMN = VALUE[, VALUE…]', found 'reason'"])
    }
}
