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

@Suite struct SavedQuestionTests {
    static let projectQueries = TestPaths.packageRoot.appendingPathComponent("Queries")

    @Test func theProjectsSavedQuestionsLoadAndAnswer() throws {
        let saved = SavedQuestions.load(folder: Self.projectQueries, displayPrefix: "Queries")
        #expect(saved.diagnostics.all.isEmpty)
        #expect(saved.questions.map(\.name) == ["not-assessed", "ready-lacking-focus"])
        let file = try SeededRegistryFile()
        let notAssessed = try #require(saved.questions.first { $0.name == "not-assessed" })
        let table = try file.registry.ask(notAssessed, notAssessed.arguments(from: ["--system", "backbase"]))
        #expect(table.column("component") == ["Avatar", "NavigationController", "TabHeaderViewController"])
        // No seed gives a ready verdict, so the gate passes with no rows.
        let gate = try #require(saved.questions.first { $0.name == "ready-lacking-focus" })
        let answer = try file.registry.ask(gate, gate.arguments(from: ["--platform", "android"]))
        #expect(answer.rows.isEmpty)
        #expect(answer.emptyMessage == "every ready component has focused state on android")
    }

    @Test func savedQuestionsAnswerPlainWordsToo() throws {
        let saved = SavedQuestions.load(folder: Self.projectQueries, displayPrefix: "Queries")
        let match = try SeededRegistry.shared.interpret("which components are not assessed in eb", among: QuestionCatalog.builtIn + saved.questions)
        #expect(match.question.name == "not-assessed")
        #expect(match.arguments == ["system": "eb"])
    }

    @Test func brokenSavedQuestionsAreReportedWithTheirExactErrors() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("Queries/bad")
        let saved = SavedQuestions.load(folder: folder, displayPrefix: "Queries")
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        #expect(saved.diagnostics.sorted.map(\.description).joined(separator: "\n") + "\n" == expected)
        #expect(saved.questions.isEmpty)
    }
}
