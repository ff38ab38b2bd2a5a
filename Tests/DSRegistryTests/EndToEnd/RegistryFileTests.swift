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

/// The registry file as a person meets it from the command line: reads change no byte, files
/// that are not registries are refused with their path and why, SQLite's errors are never raw,
/// failures print as text or JSON, a full output device is an error, and the default registry
/// is built once when several commands start together.
@Suite struct RegistryFileTests {
    static let readCommands: [[String]] = [
        ["list"], ["list", "--family", "header"], ["show", "Header"], ["history", "Header"], ["diff", "Header", "1.0.0", "1.0.0"],
        ["query", "lacking-state", "pressed"], ["query", "criterion", "C7", "--as-of", "1.0.0"], ["list", "--as-of", "2026-04"],
        ["sql", "SELECT count(*) FROM component"], ["tokens", "list"], ["check"], ["migrate", "status"],
    ]

    /// The file's bytes, and every file beside it that SQLite keeps (`-wal`, `-shm`).
    static func fingerprint(_ path: String) throws -> [String: Data] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            // SQLite's shared-memory index is not content: readers may create it.
            if name.hasSuffix("-shm") { continue }
            files[name] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func readCommandsChangeNoByteOfTheFile() throws {
        let file = try SeededRegistryFile()
        _ = try file.registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        let before = try Self.fingerprint(file.path)
        for command in Self.readCommands {
            let result = try DSRegBinary.run(command + ["--db", file.path], in: TestPaths.packageRoot)
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
        // The registry file and its write-ahead log are byte for byte the same.
        #expect(try Self.fingerprint(file.path) == before)
        // Checkpointed into the one file, the same holds: reads add no content anywhere.
        try file.checkpoint()
        let whole = try Self.fingerprint(file.path)
        for command in Self.readCommands {
            _ = try DSRegBinary.run(command + ["--db", file.path], in: TestPaths.packageRoot)
        }
        #expect(try Self.fingerprint(file.path) == whole)
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("notes.sqlite").path
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let expected = "dsreg: '\(path)' is not a dsreg registry: it has no dsreg schema (its tables: notes); point --db at a registry file, or build a new one with: dsreg seed --db NEW.sqlite\n"
        for command in [["check"], ["list"], ["seed", "--from", TestPaths.seeds.path], ["tokens", "import", "x.json", "--system", "eb"]] {
            let result = try DSRegBinary.run(command + ["--db", path])
            #expect(result.status == 1, "\(command)")
            #expect(result.errors == expected, "\(command)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.sqlite"])
    }

    @Test func pathsThatCannotBeARegistryAreNamed() throws {
        let folder = try TemporaryFolder()
        let text = folder.url.appendingPathComponent("notes.txt")
        try "not a database".write(to: text, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["list", "--db", text.path],
             "dsreg: '\(text.path)' is not a dsreg registry: it is not a SQLite database (file is not a database); point --db at a registry file, or build a new one with: dsreg seed --db NEW.sqlite\n"),
            (["list", "--db", folder.url.path],
             "dsreg: cannot use '\(folder.url.path)' as the registry: it is a folder; name a file in it: --db \(folder.url.path)/dsreg.sqlite\n"),
            (["list", "--db", "file:registry.sqlite?mode=ro"],
             "dsreg: cannot use 'file:registry.sqlite?mode=ro' as the registry: dsreg takes a file path, not a URI; pass the file's path: --db registry.sqlite\n"),
            (["seed", "--db", "/nonexistent/folder/registry.sqlite", "--from", TestPaths.seeds.path],
             "dsreg: cannot use '/nonexistent/folder/registry.sqlite' as the registry: its folder '/nonexistent/folder' does not exist; create the folder first: mkdir -p /nonexistent/folder\n"),
            (["list", "--db", folder.url.appendingPathComponent("missing.sqlite").path],
             "dsreg: no registry at '\(folder.url.appendingPathComponent("missing.sqlite").path)'; create it with: dsreg seed --db \(folder.url.appendingPathComponent("missing.sqlite").path)\n"),
        ]
        for (arguments, expected) in cases {
            let result = try DSRegBinary.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.errors == expected)
        }
    }

    @Test func aRegistryFromAnotherSchemaVersionIsRefusedByReads() throws {
        let file = try SeededRegistryFile()
        try file.registry.writer.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-future')") }
        let newer = try DSRegBinary.run(["list", "--db", file.path])
        #expect(newer.status == 1)
        #expect(newer.errors == "dsreg: '\(file.path)' was written by a newer dsreg (its schema has v9-future, which this dsreg \(DSRegistryInfo.version) does not know); read it with the dsreg that wrote it, or upgrade dsreg\n")
        try file.registry.writer.write { try $0.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('v9-future', 'v5-tokens')") }
        let older = try DSRegBinary.run(["list", "--db", file.path])
        #expect(older.status == 1)
        #expect(older.errors == "dsreg: '\(file.path)' was written by an older dsreg (its schema lacks v5-tokens); read commands never change the file; upgrade it once with a write command: dsreg migrate --db \(file.path)\n")
    }

    @Test func aDamagedFileIsSaidSoWithTheWayToRebuildIt() throws {
        let file = try SeededRegistryFile()
        try file.checkpoint()
        // Overwrite pages across the file: SQLite reports the file damaged. (One spot in the
        // middle fell on pages `show` does not read once v14 rebuilt three tables.)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: file.path))
        let size = try handle.seekToEnd()
        for quarter in 1...3 {
            try handle.seek(toOffset: size * UInt64(quarter) / 4)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 8192))
        }
        try handle.close()
        let result = try DSRegBinary.run(["show", "Header", "--db", file.path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("dsreg: '\(file.path)' is damaged (SQLite: "))
        #expect(result.errors.hasSuffix("; rebuild it from the seeds and migrations into a new file: dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite\n"))
        #expect(!result.errors.contains("SQLite error 11"))
    }

    /// Pages overwritten and bytes flipped all over the file: `check` reports a finding with
    /// the way to rebuild, or passes where the damage hit unused space; never a raw SQLite error.
    @Test func checkOnADamagedFileIsAFindingNeverARawError() throws {
        let file = try SeededRegistryFile()
        try file.checkpoint()
        let pristine = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let pages = pristine.count / 4096
        var damaged = 0
        for (index, page) in stride(from: 0, to: pages, by: max(1, pages / 12)).enumerated() {
            var bytes = pristine
            if index.isMultiple(of: 2) {
                bytes.replaceSubrange(page * 4096..<(page + 1) * 4096, with: Data(repeating: 0xA5, count: 4096))
            } else {
                for offset in [page * 4096 + 8, page * 4096 + 9] { bytes[offset] ^= 0xFF }
            }
            try bytes.write(to: URL(fileURLWithPath: file.path))
            let result = try DSRegBinary.run(["check", "--db", file.path, "--migrations", MigratedRegistry.migrations.path])
            #expect(!result.errors.contains("SQLite error"), "page \(page): \(result.errors)")
            #expect(result.errors.isEmpty, "page \(page): \(result.errors)")
            if result.status != 0 {
                damaged += 1
                #expect(result.status == 1)
                #expect(result.output.contains("dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite")
                        || result.output.contains("rebuild"), "page \(page): \(result.output)")
            }
        }
        #expect(damaged >= 6)
    }

    @Test func aSeedFileWhoseNameIsNotUTF8IsNamedWithTheFix() throws {
        let seeds = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.seeds.appendingPathComponent("backbase"), to: seeds.url.appendingPathComponent("backbase"))
        // "bad\xFF.yaml": a byte that is not UTF-8, as another system may write it.
        let name = Array((seeds.url.path + "/backbase/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".yaml".utf8CString)
        let descriptor = name.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let registry = try Registry.inMemory()
        #expect(throws: InputErrors.self) { try registry.seed(from: seeds.url, displayPrefix: "Seeds") }
        do {
            _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        } catch let errors as InputErrors {
            #expect(errors.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "Seeds/backbase/bad\u{FFFD}.yaml:1:1: error: cannot read the file: its name is not valid UTF-8 (shown with \u{FFFD} for the bytes that are not); rename it with a UTF-8 name",
            ])
        }
    }

    @Test func failuresPrintAsJSONWithTheOutputFormat() throws {
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["show", "Headr", "--db", file.path, "--format", "json"])
        #expect(result.status == 1)
        #expect(result.errors == """
            [{"code": "not-found", "severity": "error", "message": "no component named 'Headr'", "fix": "did you mean 'Header'?"}]

            """)
        let typo = try DSRegBinary.run(["list", "--family", "headr", "--db", file.path])
        #expect(typo.status == 1)
        #expect(typo.errors == "dsreg: no family named 'headr'; did you mean 'Header'?\n")
    }

    @Test func aFullOutputDeviceIsAnErrorNotACrash() throws {
        let file = try SeededRegistryFile()
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let result = try DSRegBinary.run(["list", "--db", file.path], standardOutput: full)
        #expect(result.status == 1)
        #expect(result.errors == "dsreg: error: cannot write the output: No space left on device; nothing more was written\n")
        // A full standard error leaves nothing to tell, and still fails.
        guard let fullErrors = FileHandle(forWritingAtPath: "/dev/full") else { return }
        #expect(try DSRegBinary.run(["show", "Headr", "--db", file.path], standardError: fullErrors).status == 1)
        #expect(try DSRegBinary.run(["list", "--db", file.path], standardOutput: FileHandle.nullDevice, standardError: fullErrors).status == 0)
    }

    /// Three commands at once on a fresh clone: the default registry is built once, under a
    /// lock, in a file of its own renamed into place; the others wait and read it.
    @Test func theFirstRunBuildsTheDefaultRegistryOnce() throws {
        let clone = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.seeds, to: clone.url.appendingPathComponent("Seeds"))
        try FileManager.default.copyItem(at: MigratedRegistry.migrations, to: clone.url.appendingPathComponent("Migrations"))
        let results = try DSRegBinary.runTogether([["list"], ["query", "lacking-state", "pressed"], ["show", "Header"]], in: clone.url)
        for result in results { #expect(result.status == 0, "\(result.errors)") }
        #expect(results.filter { $0.errors.contains("building it from ./Seeds and ./Migrations") }.count == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: clone.url.path).filter { $0.hasPrefix("dsreg.sqlite") }
        #expect(left.filter { $0.contains("building") || $0.hasSuffix(".lock") }.isEmpty, "\(left)")
        #expect(try Registry.reading(at: clone.url.appendingPathComponent("dsreg.sqlite").path).value("SELECT count(*) FROM restructure") == 5)
    }

    /// Root reads every file whatever its mode, so permission tests run the binary as `nobody`.
    static let asNobody: [String]? = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else { return nil }
        return ["/usr/sbin/runuser", "-u", "nobody", "--", DSRegBinary.url.path]
    }()

    static func runAsNobody(_ arguments: [String], in folder: URL) throws -> DSRegBinary.Result {
        try DSRegBinary.runProcess(URL(fileURLWithPath: "/usr/sbin/runuser"), ["-u", "nobody", "--", DSRegBinary.url.path] + arguments, in: folder)
    }

    /// Read commands work on a registry in a folder no one can write, as sqlite3 -readonly does.
    @Test(.enabled(if: asNobody != nil, "needs root and runuser to run dsreg as a user without rights"))
    func readCommandsWorkInAReadOnlyFolder() throws {
        let file = try SeededRegistryFile()
        try file.checkpoint()
        try file.registry.writer.close()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: file.folder.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.folder.url.path) }
        let queries = TestPaths.packageRoot.appendingPathComponent("Queries").path
        for command in [["list"], ["show", "Header"], ["query", "lacking-state", "pressed"], ["check", "--migrations", "/nonexistent"],
                        ["list", "--as-of", "1.0.0"], ["sql", "SELECT count(*) FROM component"],
                        ["query", "--queries", queries, "not-assessed", "--as-of", "1.0.0"]] {
            let result = try Self.runAsNobody(command + ["--db", file.path], in: URL(fileURLWithPath: "/tmp"))
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.folder.url.path) == ["registry.sqlite"])
    }

    /// A seed folder that cannot be read is an error, never taken for an empty one.
    @Test(.enabled(if: asNobody != nil, "needs root and runuser to run dsreg as a user without rights"))
    func anUnreadableSeedFolderIsAnError() throws {
        let work = try TemporaryFolder(copying: TestPaths.seeds)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: work.url.appendingPathComponent("eb").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.url.appendingPathComponent("eb").path) }
        let result = try Self.runAsNobody(["seed", "--from", ".", "--db", "r.sqlite"], in: work.url)
        #expect(result.status == 1)
        #expect(result.errors.contains("./eb:1:1: error: cannot read the folder './eb'; its seeds would be taken for deleted; make it readable: chmod a+rx '"))
    }

    /// A new folder that cannot be read fails a re-seed too. Every file the run could list was
    /// unchanged, and the run used to stop there with "nothing changed" (the folder scan skipped
    /// what it could not read; only the full load reported it).
    @Test(.enabled(if: asNobody != nil, "needs root and runuser to run dsreg as a user without rights"))
    func anUnreadableNewFolderIsAnErrorWhenNoFileChanged() throws {
        let work = try TemporaryFolder(copying: TestPaths.seeds)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: work.url.path)
        let first = try Self.runAsNobody(["seed", "--from", ".", "--db", "r.sqlite"], in: work.url)
        #expect(first.status == 0, "\(first.errors)")
        let added = work.url.appendingPathComponent("zz")
        try FileManager.default.createDirectory(at: added, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: added.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: added.path) }
        let result = try Self.runAsNobody(["seed", "--from", ".", "--db", "r.sqlite"], in: work.url)
        #expect(result.status == 1)
        #expect(result.errors.contains("./zz:1:1: error: cannot read the folder './zz'; its seeds would be taken for deleted; make it readable: chmod a+rx '"))
    }
}
