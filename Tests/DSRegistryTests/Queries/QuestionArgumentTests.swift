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

/// A question's arguments: checked before anything runs, bad values named with the valid ones, never SQL.
@Suite struct QuestionArgumentTests {
    let registry = SeededRegistry.shared

    @Test func badValuesNameTheValidOnes() throws {
        #expect(throws: QuestionError.invalidValue(parameter: "state", value: "pressd", expected: InteractionState.rawValues)) {
            try ask(registry, "lacking-state", "pressd")
        }
        #expect(throws: QuestionError.invalidValue(parameter: "platform", value: "web", expected: ["ios", "android", "figma"])) {
            try ask(registry, "lacking-state", "pressed", "--platform", "web")
        }
        #expect(throws: QuestionError.invalidValue(parameter: "criterion status", value: "great", expected: CriterionStatus.rawValues)) {
            try ask(registry, "criterion", "C7", "--status", "great")
        }
        #expect(throws: LookupError.notFound(.system, "acme", within: nil, suggestions: [], known: ["backbase", "eb", "sap-fiori"])) {
            try ask(registry, "issues", "--system", "acme")
        }
        #expect(LookupError.notFound(.system, "acme", within: nil, suggestions: [], known: ["backbase", "eb", "sap-fiori"]).description
            == "no design system named 'acme'; known: backbase, eb, sap-fiori; "
                + "or create it: dsreg new system acme --name \"…\", then dsreg seed")
        #expect(throws: LookupError.notFound(.token, "text/accent/lnk", within: nil, suggestions: ["text/accent/link"])) {
            try ask(registry, "token-usage", "text/accent/lnk")
        }
        #expect(throws: LookupError.notFound(.component, "Headr", within: nil, suggestions: ["Header"])) {
            try ask(registry, "dependents", "Headr")
        }
    }

    @Test func argumentsAreCheckedBeforeAnythingRuns() throws {
        let question = try #require(QuestionCatalog.named("issues"))
        #expect(throws: QuestionError.unexpectedArgument(question: "issues", argument: "--statsu", usage: question.usage,
                                                         suggestion: "did you mean '--status'?")) {
            try question.arguments(from: ["--statsu", "open"])
        }
        let lacking = try #require(QuestionCatalog.named("lacking-state"))
        #expect(throws: QuestionError.missingArgument(question: "lacking-state", parameter: "STATE", usage: "lacking-state STATE [--platform P] [--system SYSTEM] [--include-unassessed]")) {
            try lacking.arguments(from: [])
        }
        #expect(try lacking.arguments(from: ["pressed", "--platform=ios"]) == ["state": "pressed", "platform": "ios"])
        #expect(lacking.commandLine(["state": "pressed", "platform": "android"]) == "lacking-state pressed --platform android")
    }

    @Test func aParameterValueIsNeverSQL() throws {
        // Bound, not spliced: the text is a name that matches nothing.
        #expect(throws: LookupError.self) { try ask(registry, "dependents", "x'); DROP TABLE component; --") }
        #expect(try registry.value("SELECT count(*) FROM component") == 31)
    }

    @Test func everyQuestionIsDocumentedAndItsPhrasingsUseItsParameters() throws {
        for question in QuestionCatalog.builtIn {
            #expect(!question.summary.isEmpty && !question.phrasings.isEmpty, "\(question.name)")
            for phrasing in question.phrasings {
                for element in QuestionGrammar.elements(of: phrasing.pattern) {
                    if case .capture(let name) = element.innermost {
                        #expect(question.parameter(name) != nil, "\(question.name): {\(name)}")
                    }
                }
            }
            // The SQL compiles against the schema.
            _ = try registry.writer.read { db in try db.makeStatement(sql: question.sql) }
        }
    }
}
