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

/// One broken `.sql` file in `Queries/` is reported and left out; every other question, built-in
/// or saved, still answers, and asking the broken one says why it was not asked.
@Suite struct SavedQuestionFolderTests {
    @Test func aBrokenSavedQuestionIsLeftOutNotFatal() throws {
        let file = try SeededRegistryFile()
        let queries = try TemporaryFolder(copying: TestPaths.packageRoot.appendingPathComponent("Queries"))
        try "SELEC broken\n".write(to: queries.url.appendingPathComponent("broken.sql"), atomically: true, encoding: .utf8)
        let shown = queries.url.appendingPathComponent("broken.sql").path
        let builtIn = try DSRegBinary.run(["query", "--queries", queries.url.path, "criterion", "C7", "--db", file.path, "--format", "csv"])
        #expect(builtIn.status == 0)
        #expect(builtIn.output.hasPrefix("system,component,criterion,version,status,note\r\neb,Header,C7,"))
        // A built-in question reads no saved question (issue 32), so it has nothing to warn about.
        #expect(builtIn.errors == "")
        let saved = try DSRegBinary.run(["query", "--queries", queries.url.path, "not-assessed", "--db", file.path])
        #expect(saved.status == 0)
        #expect(saved.errors == "\(shown):1:1: warning: a saved question needs a '-- description:' line saying what it answers (this saved question is left out)\n")
        let list = try DSRegBinary.run(["query", "--queries", queries.url.path, "--list", "--db", file.path])
        #expect(list.status == 0)
        #expect(!list.errors.contains("nothing was written"))
        let asked = try DSRegBinary.run(["query", "--queries", queries.url.path, "broken", "--db", file.path])
        #expect(asked.status == 1)
        #expect(asked.errors == "\(shown):1:1: error: a saved question needs a '-- description:' line saying what it answers\ndsreg: 1 error; the question was not asked\n")
    }
}
