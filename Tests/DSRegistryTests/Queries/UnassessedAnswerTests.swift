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
        return question.hidingUnassessed(try registry.ask(question, try question.arguments(from: words)))
    }

    @Test func lackingStateListsWhatIsKnownAndCountsTheRest() throws {
        let table = try hidden("lacking-state", "pressed")
        #expect(table.rows.map { $0.prefix(7).map(\.text) } == [
            ["eb", "Header", "pressed", "not modeled", "not applicable", "not applicable", "not modeled"]])
        #expect(table.notes == ["and 30 components not assessed (--include-unassessed lists them)"])
        // Every row is still in the answer a library caller asks for.
        #expect(try ask(registry, "lacking-state", "pressed").rows.count == 31)
    }

    @Test func a11yCountsComponentsNotRowsPerPlatform() throws {
        let table = try hidden("a11y")
        #expect(table.records == [["system": "backbase", "component": "TabHeaderViewController", "platform": "ios",
                                   "missing": "heading trait, touch target, reading order", "documented": "7"]])
        #expect(table.notes == ["and 29 components not assessed (--include-unassessed lists them)"])
    }

    @Test func anAnswerOfOnlyUnassessedRowsSaysSo() throws {
        let table = try hidden("lacking-state", "selected", "--platform", "android")
        #expect(table.rows.isEmpty)
        #expect(TableRenderer.render(table, as: .table) == """
            no components lack selected state on android among assessed components
            13 components not assessed (--include-unassessed lists them)

            """)
    }

    @Test func questionsWithoutStubsAreUnchanged() throws {
        let question = try #require(QuestionCatalog.named("issues"))
        let table = try registry.ask(question, [:])
        #expect(question.hidingUnassessed(table) == table)
    }

    /// After a table the note is part of what a person reads; JSON, NDJSON and CSV keep their
    /// standard output exactly the rows, and the note goes to standard error.
    @Test func theNoteFollowsATableAndGoesToStandardErrorForMachineFormats() throws {
        let file = try SeededRegistryFile()
        let table = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path])
        #expect(table.status == 0)
        #expect(table.output.hasSuffix("pressed state.\nand 30 components not assessed (--include-unassessed lists them)\n"))
        #expect(table.errors == "")
        let json = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path, "--format", "json"])
        #expect(json.output == """
            [
              {"system": "eb", "component": "Header", "state": "pressed", "reason": "not modeled", "ios": "not applicable", "android": "not applicable", "figma": "not modeled", "note": "Link, edit, counter should be real Button/Link instances that carry their own pressed state."}
            ]

            """)
        #expect(json.errors == "and 30 components not assessed (--include-unassessed lists them)\n")
        let every = try DSRegBinary.run(["query", "lacking-state", "pressed", "--db", file.path, "--format", "csv", "--include-unassessed"])
        #expect(every.output.split(separator: "\r\n").count == 32)
        #expect(every.output.contains("\r\neb,Avatar,pressed,not assessed,not assessed,not assessed,not assessed,\r\n"))
        #expect(every.errors == "")
        let markdown = try DSRegBinary.run(["query", "a11y", "--db", file.path, "--format", "markdown"])
        #expect(markdown.output.hasSuffix("| 7 |\n\nand 29 components not assessed (--include-unassessed lists them)\n"))
    }

    /// A saved question says which of its rows are unassessed in its header.
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
        let table = question.hidingUnassessed(try file.registry.ask(question, [:]))
        #expect(table.records == [["system": "eb", "component": "Header", "reason": "not supported"]])
        #expect(table.notes == ["and 2 components not assessed (--include-unassessed lists them)"])
        var bad = DiagnosticList()
        #expect(SavedQuestions.parse("-- description: x\n-- unassessed: reason\nSELECT 1", stem: "x", file: "Queries/x.sql", into: &bad) == nil)
        #expect(bad.errors.map(\.description) == ["Queries/x.sql:2:4: error: expected 'unassessed: COLUMN = VALUE[, VALUE…]', found 'reason'"])
    }
}
