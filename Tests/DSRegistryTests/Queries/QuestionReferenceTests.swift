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

/// docs/questions.md, generated from the catalog and kept equal to it.
@Suite struct QuestionReferenceTests {
    /// docs/questions.md lists each question's columns as its SQL returns them; rerun with
    /// DSREG_UPDATE_GOLDEN=1 after changing the catalog and review the diff.
    @Test func theQuestionReferenceIsCurrent() throws {
        let registry = SeededRegistry.shared
        let text = try QuestionHelp.reference(QuestionCatalog.builtIn) { question in
            try registry.writer.read { db in try db.makeStatement(sql: question.sql).columnNames }
        }
        let url = TestPaths.packageRoot.appendingPathComponent("docs/questions.md")
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "docs/questions.md is stale; rerun with DSREG_UPDATE_GOLDEN=1")
    }
}
