import Testing
@testable import DSRegistryCore
@testable import DSRegistryQueries

/// A date names a day its month has: "2026-02-30" was accepted as a seed's date, as
/// `--today`, and read from "as of 30 February 2026".
@Suite struct AssessmentDateTests {
    @Test func aDayTheMonthDoesNotHaveIsNoDate() {
        #expect(AssessmentDate.parse("2026-02-30") == nil)
        #expect(AssessmentDate.parse("2026-02-29") == nil)
        #expect(AssessmentDate.parse("2026-04-31") == nil)
        #expect(AssessmentDate.parse("2100-02-29") == nil)
        #expect(AssessmentDate.parse("2024-02-29") == "2024-02-29")
        #expect(AssessmentDate.parse("2000-02-29") == "2000-02-29")
        #expect(AssessmentDate.parse("2026-04-30") == "2026-04-30")
        #expect(AssessmentDate.parse("2026-12-31") == "2026-12-31")
        #expect(AssessmentDate.parse("2026-02") == "2026-02")
    }

    @Test func aDayTheMonthDoesNotHaveIsRefusedAsToday() throws {
        let question = try #require(QuestionCatalog.builtIn.first { $0.name == "issue-age" })
        #expect(throws: (any Error).self) { try SeededRegistry.shared.ask(question, ["today": "2026-02-30"]) }
    }

    @Test func aDateInWordsThatNoMonthHasIsNoDate() throws {
        let words = SentenceWords.split("issue age as of 30 February 2026", limit: 100).words
        #expect(SentenceDurations.date(at: 4, words, today: "2026-11-25") == nil)
        let valid = SentenceWords.split("issue age as of 29 February 2024", limit: 100).words
        #expect(SentenceDurations.date(at: 4, valid, today: "2026-11-25")?.readings[.date] == "2024-02-29")
    }
}
