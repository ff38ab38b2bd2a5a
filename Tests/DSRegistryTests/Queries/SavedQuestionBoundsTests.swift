import Foundation
import GRDB
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

/// Saved questions are bounded like seed and token files (issue 32): a 64 MB `.sql` file left
/// in `Queries/` made a built-in question take 7.5 s and 530 MB, and TAB 7 s.
@Suite struct SavedQuestionBoundsTests {
    /// A folder of saved questions holding the shipped one and a 64 MB file (sparse: no disk).
    static func folderWithAHugeFile() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let shipped = TestPaths.packageRoot.appendingPathComponent("Queries/ready-lacking-focus.sql")
        try FileManager.default.copyItem(at: shipped, to: folder.url.appendingPathComponent("ready-lacking-focus.sql"))
        let huge = folder.url.appendingPathComponent("huge.sql")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("SELECT 1".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        return folder
    }

    @Test func aHugeSavedQuestionIsLeftOutUnread() throws {
        let folder = try Self.folderWithAHugeFile()
        let loaded = SavedQuestions.load(folder: folder.url, displayPrefix: "Queries")
        #expect(loaded.questions.map(\.name) == ["ready-lacking-focus"])
        #expect(loaded.diagnostics.sorted.map(\.description) == [
            "Queries/huge.sql:1:1: error: the file is 64 MB, over the 1 MB dsreg reads as a saved question; "
                + "a saved question is one SQL statement: trim it, or move the file out of the folder",
        ])
    }

    /// A built-in question does not read the saved ones at all; `--list` reads them, and says
    /// which one it left out.
    @Test func aBuiltInQuestionReadsNoSavedQuestion() throws {
        let folder = try Self.folderWithAHugeFile()
        let file = try RegistryFileCopy()
        let plain = try DSRegBinary.run(["query", "a11y", "--db", file.path])
        let asked = try DSRegBinary.run(["query", "a11y", "--db", file.path, "--queries", folder.url.path])
        #expect(asked.status == 0 && asked.errors == "" && asked.output == plain.output)
        let list = try DSRegBinary.run(["query", "--list", "--queries", folder.url.path])
        #expect(list.status == 0 && list.output.contains("ready-lacking-focus"))
        #expect(list.errors == "\(folder.url.path)/huge.sql:1:1: warning: the file is 64 MB, over the 1 MB dsreg reads as a saved "
            + "question (this saved question is left out); a saved question is one SQL statement: trim it, or move the file out of the folder\n")
        try file.expectUnchanged()
    }
}

/// `dsreg datasette` rewrote a question's SQL as text (issue 32): a `:param` inside a string
/// literal or a comment was replaced too, and a default's backslashes were lost to the regular
/// expression's template. Tokens are rewritten now; literals and comments are left as written.
@Suite struct DatasetteRewriteTests {
    static let text = """
        -- description: a parameter named inside a literal, an identifier and comments
        -- param: folder text default=C:\\exports\\new The folder.
        SELECT ':folder' AS quoted, :folder AS given, "x:folder" AS "y:folder" -- :folder
        /* :folder */ , ':folder'':folder' AS doubled, :folder || ':folder' AS joined
        """

    @Test func literalsAndCommentsAreLeftAsWritten() throws {
        var diagnostics = DiagnosticList()
        let question = try #require(SavedQuestions.parse(Self.text, stem: "literal", file: "Queries/literal.sql", into: &diagnostics))
        let given = "(coalesce(nullif(trim(:folder), ''), 'C:\\exports\\new'))"
        #expect(DatasetteMetadata.sql(for: question) == """
            SELECT ':folder' AS quoted, \(given) AS given, "x:folder" AS "y:folder" -- :folder
            /* :folder */ , ':folder'':folder' AS doubled, \(given) || ':folder' AS joined
            """)
        // The canned query answers as `dsreg query` does: Datasette binds an empty field as ''.
        let file = try RegistryFileCopy()
        let answer = try ReadOnlySQL.run(path: file.path, sql: DatasetteMetadata.sql(for: question), parameters: ["folder": "".databaseValue])
        #expect(answer.records == [["quoted": ":folder", "given": "C:\\exports\\new", "y:folder": "x:folder",
                                    "doubled": ":folder':folder", "joined": "C:\\exports\\new:folder"]])
    }
}
