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

/// The same mistake gets the same error from every command: a folder or a missing folder as
/// `--db` names the path, read and write commands alike; a family typo is refused by the one
/// lookup, like a system typo.
@Suite struct ErrorsAlikeTests {
    static let commands: [[String]] = [
        ["list"], ["show", "Header"], ["history", "Header"], ["diff", "Header", "1.0.0", "1.0.0"],
        ["query", "lacking-state", "pressed"], ["query", "which components lack pressed state"], ["sql", "SELECT 1"],
        ["tokens", "list"], ["tokens", "show", "text/primary"], ["tokens", "export", "--system", "eb"],
        ["check"], ["migrate", "status"], ["migrate", "--plan"], ["seed", "--from", TestPaths.seeds.path], ["migrate"], ["migrate", "revert"],
    ]

    @Test(arguments: commands)
    func aFolderOrAMissingFolderAsDbIsNamed(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let asFolder = try DSRegBinary.run(command + ["--db", folder.url.path], in: folder.url)
        #expect(asFolder.status == 1)
        #expect(asFolder.errors == "dsreg: cannot use '\(folder.url.path)' as the registry: it is a folder; name a file in it: --db \(folder.url.path)/dsreg.sqlite\n")
        let missing = try DSRegBinary.run(command + ["--db", "nowhere/registry.sqlite"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.errors == "dsreg: cannot use 'nowhere/registry.sqlite' as the registry: its folder 'nowhere' does not exist; create the folder first: mkdir -p nowhere\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "nothing was created")
    }

    @Test func aFamilyTypoIsRefusedLikeASystemTypo() throws {
        let file = try SeededRegistryFile()
        let family = try DSRegBinary.run(["list", "--family", "headr", "--db", file.path])
        #expect(family.status == 1)
        #expect(family.output == "")
        #expect(family.errors == "dsreg: no family named 'headr'; did you mean 'Header'?\n")
        let system = try DSRegBinary.run(["list", "--system", "ebb", "--db", file.path])
        #expect(system.status == 1)
        #expect(system.errors == "dsreg: no design system named 'ebb'; did you mean 'eb'? "
            + "Otherwise create it: dsreg new system ebb --name \"…\", then dsreg seed\n")
        let question = try DSRegBinary.run(["query", "family", "headr", "--db", file.path])
        #expect(question.status == 1)
        #expect(question.errors == "dsreg: no family named 'headr'; did you mean 'Header'?\n")
    }

    /// `dsreg sql` looks at the file on its own connection (`ReadOnlySQL.run(registryAt:)`); a
    /// file that is no registry it can read is refused in the words every read command uses.
    @Test func aFileThatIsNoRegistryIsRefusedBySQLAsByEveryRead() throws {
        let folder = try TemporaryFolder()
        let text = folder.url.appendingPathComponent("notes.txt").path
        try "not a database at all, and longer than a header would be".write(toFile: text, atomically: true, encoding: .utf8)
        let empty = folder.url.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let other = folder.url.appendingPathComponent("other.sqlite").path
        try DatabaseQueue(path: other).write { try $0.execute(sql: "CREATE TABLE note (text TEXT)") }
        let older = try SeededRegistryFile(), newer = try SeededRegistryFile()
        // As another dsreg would leave them: its migrations, and its number in the header.
        try older.registry.writer.write {
            try $0.execute(sql: "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
            try $0.execute(sql: "PRAGMA user_version = 10")
        }
        try newer.registry.writer.write {
            try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
            try $0.execute(sql: "PRAGMA user_version = 99")
        }
        for path in [text, empty, other, older.path, newer.path] {
            let sql = try DSRegBinary.run(["sql", "SELECT 1", "--db", path], in: folder.url)
            let list = try DSRegBinary.run(["list", "--db", path], in: folder.url)
            #expect(sql.status == 1, "\(path)")
            #expect(!sql.errors.isEmpty && sql.errors == list.errors, "\(path)")
        }
    }
}
