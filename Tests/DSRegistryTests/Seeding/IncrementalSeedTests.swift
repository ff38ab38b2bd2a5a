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

/// A seed run parses only the files that changed: the cross-file checks read the facts of the
/// others from the registry, and a file whose identity on disk is unchanged is not even read.
/// The result must be exactly what a full run gives.
@Suite struct IncrementalSeedTests {
    /// Files copied just now are not "settled" (see `FileIdentity`); the runs here happen later.
    /// An hour later: the value is taken once, when the suite first reads it, and a whole
    /// `swift test` on two busy cores starts some of these tests minutes after that; with ten
    /// seconds, a folder copied then was "changed within two seconds" of the run and hashed.
    static let later = Date().addingTimeInterval(3600)

    static func seeded(_ folder: TemporaryFolder) throws -> Registry {
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds", restructures: RestructureSet(), allowRemoval: false, now: later)
        return registry
    }

    static func seed(_ registry: Registry, _ folder: TemporaryFolder) throws -> SeedReport {
        try registry.seed(from: folder.url, displayPrefix: "Seeds", restructures: RestructureSet(), allowRemoval: false, now: later)
    }

    /// What a registry seeded from scratch from the folder holds.
    static func fullSeed(_ folder: TemporaryFolder) throws -> String {
        let fresh = try Registry.inMemory()
        _ = try fresh.seed(from: folder.url, displayPrefix: "Seeds")
        return try fresh.dumpContent()
    }

    @Test func anEditedFileIsTheOnlyComponentFileParsedAndTheResultIsAFullRuns() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let systems = SeedSet.yamlFiles(in: folder.url).filter { $0.hasSuffix("/system.yaml") }.count
        let files = SeedSet.yamlFiles(in: folder.url).count
        try folder.replace("eb/avatar.yaml", "  Named by the Header", with: "  Edited. Named by the Header")
        let report = try Self.seed(registry, folder)
        #expect(report.filesParsed == systems + 1)
        #expect(report.filesHashed == 1)
        #expect(report.filesWritten == 1)
        #expect(report.filesUnchanged == files - 1)
        #expect(try registry.value("SELECT description FROM component WHERE system_id = 'eb' AND key = 'avatar'") == "Edited. Named by the Header C6 score: leading/trailing \"illustration\" slots should accept vector instances (Avatar / Icon / custom).")
        #expect(try registry.dumpContent() == Self.fullSeed(folder))
    }

    @Test func nothingChangedReadsNoFile() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let before = try registry.dumpContent()
        let report = try Self.seed(registry, folder)
        #expect(report.filesHashed == 0)
        #expect(report.filesWritten == 0)
        #expect(try registry.dumpContent() == before)
    }

    /// A file the registry has no record of cannot be unchanged: it is read once, to parse it,
    /// not first to hash it. A first seed of 10,000 files read each twice.
    @Test func aFileTheLastRunDidNotSeedIsReadOnlyToParseIt() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        let first = try Self.seed(registry, folder)
        #expect(first.filesHashed == 0)
        #expect(first.filesParsed == SeedSet.yamlFiles(in: folder.url).count)
        try "id: brand-new\nsystem: eb\nname: Brand New\n"
            .write(to: folder.url.appendingPathComponent("eb/brand-new.yaml"), atomically: true, encoding: .utf8)
        let added = try Self.seed(registry, folder)
        #expect(added.filesHashed == 0)
        #expect(added.filesWritten == 1)
        #expect(try registry.value("SELECT content_hash FROM seed_file WHERE path = 'eb/brand-new.yaml'")
            == ContentHash.of(Data("id: brand-new\nsystem: eb\nname: Brand New\n".utf8)))
        #expect(try Self.seed(registry, folder).filesWritten == 0)
    }

    /// `seed_file_cache` keeps identities as text, so the text of an identity may not change
    /// when the code writing it does (it is built digit by digit, not interpolated).
    @Test func anIdentityIsWrittenAsTheRegistryKeepsIt() {
        #expect(FileIdentity(inode: 0, size: 0, modified: (0, 0), changed: (0, 0)).text == "0 0 0.0 0.0")
        #expect(FileIdentity(inode: .max, size: 1_234_567, modified: (1_790_000_000, 999_999_999), changed: (-5, 7)).text
            == "18446744073709551615 1234567 1790000000.999999999 -5.7")
    }

    /// The load reads the folder scan's listing, so a run walks the folder once; the listing is
    /// what the walk gives.
    @Test func theScanListsWhatTheLoadWouldWalk() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let scan = SeedFolderScan.scan(folder.url, recorded: [:], now: Self.later)
        #expect(scan.listing?.files == SeedSet.yamlFiles(in: folder.url))
        #expect(scan.listing?.unreadableFolders == [])
    }

    /// A seed token may not redefine a token an imported file defines: the run names the file
    /// and writes nothing.
    @Test func aSeedTokenAnImportedFileDefinesIsRefused() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let tokens = try TemporaryFolder()
        try #"{"theme": {"radius": {"extra": {"$type": "dimension", "$value": "4px"}}}}"#
            .write(to: tokens.url.appendingPathComponent("radius.tokens.json"), atomically: true, encoding: .utf8)
        _ = try registry.importTokens(TokenImportSet.load([tokens.url]), system: "backbase")
        let before = try registry.dumpContent()
        try folder.replace("backbase/system.yaml", "tokens:\n", with: "tokens:\n  - {path: theme.radius.extra, type: dimension, value: \"4\"}\n")
        let error = try #require(throws: InputErrors.self) { try Self.seed(registry, folder) }
        #expect(error.diagnostics.map(\.description) == [
            "Seeds/backbase/system.yaml:12:5: error: token theme.radius.extra is already defined by the imported file \(tokens.url.lastPathComponent)/radius.tokens.json; remove it from one of the two",
        ])
        #expect(try registry.dumpContent() == before)
    }

    /// A file rewritten with the same bytes (a checkout, an editor's save) is read and hashed
    /// once; its new identity is remembered and nothing else changes.
    @Test func aTouchedFileIsHashedOnceAndNothingIsWritten() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let before = try registry.dumpContent()
        try folder.replace("eb/avatar.yaml", "name: Avatar", with: "name: Avatar")
        #expect(try Self.seed(registry, folder).filesHashed == 1)
        #expect(try Self.seed(registry, folder).filesHashed == 0)
        #expect(try registry.dumpContent() == before)
    }

    /// An edit within the timestamp tick of the read could leave size and times as they were;
    /// a file changed within two seconds of a run is therefore hashed by the next one.
    @Test func aFileEditedJustBeforeARunIsHashedByTheNext() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        let path = folder.url.appendingPathComponent("eb/avatar.yaml")
        let text = try String(contentsOf: path, encoding: .utf8)
        // The same size, other bytes, written in place (same inode).
        let edited = text.replacingOccurrences(of: "name: Avatar", with: "name: AVATAR")
        let handle = try FileHandle(forWritingTo: path)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        let report = try registry.seed(from: folder.url, displayPrefix: "Seeds")
        #expect(report.filesWritten == 1)
        #expect(try registry.value("SELECT name FROM component WHERE system_id = 'eb' AND key = 'avatar'") == "AVATAR")
    }

    /// A new file that takes the name of a file not read again: the error is the one a full
    /// run gives, on the new file, with the other file's line.
    @Test func aNewFileClashingWithAnUnreadFileIsRefusedExactly() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let before = try registry.dumpContent()
        try "id: avatar-two\nsystem: eb\nname: avatar\n".write(to: folder.url.appendingPathComponent("eb/zz-avatar.yaml"), atomically: true, encoding: .utf8)
        let error = try #require(throws: InputErrors.self) { try Self.seed(registry, folder) }
        #expect(error.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Seeds/eb/zz-avatar.yaml:3:7: error: component name 'avatar' is already taken by 'Avatar' in Seeds/eb/avatar.yaml; names are compared ignoring case, spaces and punctuation; choose another name",
        ])
        #expect(try registry.dumpContent() == before)
    }

    /// Removing a file that an unread file refers to: the error points into the unread file,
    /// at the line and column its facts were kept with.
    @Test func removingAReferencedFileIsRefusedAtTheUnreadReference() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let registry = try Self.seeded(folder)
        let before = try registry.dumpContent()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("acme/knob.yaml"))
        let error = try #require(throws: InputErrors.self) { try Self.seed(registry, folder) }
        let full = try #require(throws: InputErrors.self) { try Registry.inMemory().seed(from: folder.url, displayPrefix: "Seeds") }
        #expect(error.diagnostics.map(\.description) == full.diagnostics.map(\.description))
        #expect(error.diagnostics.map(\.description) == [
            "Seeds/acme/widget.yaml:19:29: error: component 'Knob' is not in system 'acme'; add a seed file for it (a component the documents only mention gets a file marked not assessed); if a migration introduces the name, apply it first: dsreg migrate",
        ])
        #expect(try registry.dumpContent() == before)
    }

    /// A family dropped from system.yaml while an unread file still names it.
    @Test func droppingAFamilyAnUnreadFileNamesIsRefusedWithAFix() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let registry = try Self.seeded(folder)
        try folder.replace("acme/system.yaml", "  - {id: bars, name: Bars}\n", with: "  - {id: rows, name: Rows}\n")
        let error = try #require(throws: InputErrors.self) { try Self.seed(registry, folder) }
        #expect(error.diagnostics.map(\.description) == [
            "Seeds/acme/widget.yaml:4:9: error: family 'bars' is not a family of system 'acme'; declare it in Seeds/acme/system.yaml under families: (- {id: bars, name: Bars})",
        ])
    }

    /// Adding and removing files parses only the new ones, and leaves what a run that parses
    /// every file leaves after the same history (row ids follow the history, so a registry
    /// seeded from scratch would number the new component differently).
    @Test func addingAndRemovingFilesGivesWhatParsingEveryFileGives() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Self.seeded(folder)
        let parsingAll = try Self.seeded(folder)
        let forget = "DELETE FROM seed_file_cache"
        let systems = SeedSet.yamlFiles(in: folder.url).filter { $0.hasSuffix("/system.yaml") }.count
        try "id: brand-new\nsystem: eb\nname: Brand New\nrelationships:\n  - {kind: uses, component: Avatar}\n"
            .write(to: folder.url.appendingPathComponent("eb/brand-new.yaml"), atomically: true, encoding: .utf8)
        let report = try Self.seed(registry, folder)
        #expect(report.filesParsed == systems + 1)
        #expect(report.filesWritten == 1)
        try parsingAll.writer.write { try $0.execute(sql: forget) }
        #expect(try Self.seed(parsingAll, folder).filesParsed == SeedSet.yamlFiles(in: folder.url).count)
        #expect(try registry.dumpContent() == parsingAll.dumpContent())
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("eb/brand-new.yaml"))
        let removal = try Self.seed(registry, folder)
        #expect(removal.componentsRemoved == ["Brand New"])
        #expect(removal.filesParsed == systems)
        try parsingAll.writer.write { try $0.execute(sql: forget) }
        _ = try Self.seed(parsingAll, folder)
        #expect(try registry.dumpContent() == parsingAll.dumpContent())
        #expect(try registry.dumpContent() == Self.fullSeed(folder))
    }

    /// With the Header restructure applied, an edited file makes the run revert the migrations,
    /// write the seeds and replay them; reading one file instead of all changes none of that.
    @Test func anEditUnderAppliedMigrationsGivesWhatParsingEveryFileGives() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let migrations = MigratedRegistry.load()
        func migrated() throws -> Registry {
            let registry = try Self.seeded(folder)
            _ = try registry.migrate(migrations, now: MigratedRegistry.now)
            return registry
        }
        let registry = try migrated(), parsingAll = try migrated()
        try folder.replace("eb/avatar.yaml", "  Named by the Header", with: "  Edited. Named by the Header")
        let report = try registry.seed(from: folder.url, displayPrefix: "Seeds", restructures: migrations, allowRemoval: false, now: Self.later)
        #expect(report.filesWritten == 1)
        #expect(report.filesParsed == SeedSet.yamlFiles(in: folder.url).filter { $0.hasSuffix("/system.yaml") }.count + 1)
        #expect(!report.restructuresReplayed.isEmpty)
        try parsingAll.writer.write { try $0.execute(sql: "DELETE FROM seed_file_cache") }
        _ = try parsingAll.seed(from: folder.url, displayPrefix: "Seeds", restructures: migrations, allowRemoval: false, now: Self.later)
        #expect(try registry.dumpContent() == parsingAll.dumpContent())
        // And the next edit still reads one file: the replay kept what the run remembered.
        try folder.replace("eb/avatar.yaml", "  Edited. Named", with: "  Edited twice. Named")
        let again = try registry.seed(from: folder.url, displayPrefix: "Seeds", restructures: migrations, allowRemoval: false, now: Self.later)
        #expect(again.filesParsed == report.filesParsed)
    }
}
