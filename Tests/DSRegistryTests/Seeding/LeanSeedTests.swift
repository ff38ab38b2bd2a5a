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

/// A seed holds only what its checks and component rows need between checking and writing:
/// the rows each component owns are read again from its file as the writer reaches it. A full
/// 10,000-component seed peaked at 240 MB holding every parsed file; it peaks near 70 MB now.
@Suite struct LeanSeedTests {
    @Test func theSetHoldsNoOwnedRowsAndTheWriterReadsThemAgain() throws {
        let set = SeedSet.load(folder: TestPaths.seeds, displayPrefix: "Seeds")
        #expect(!set.diagnostics.hasErrors)
        let header = try #require(set.components.first { $0.seed.name == "Header" })
        #expect(header.seed.variants.isEmpty && header.seed.properties.isEmpty && header.seed.assessments.isEmpty)
        #expect(set.components.allSatisfy { $0.seed.variants.isEmpty && $0.seed.assessments.isEmpty && $0.seed.slots.isEmpty })
        let full = try set.fullSeed(header.file)
        #expect(full.name == "Header")
        #expect(!full.variants.isEmpty && !full.properties.isEmpty && !full.assessments.isEmpty)
        #expect(full.assessments.allSatisfy { !$0.fingerprint.isEmpty })
    }

    /// The writer takes each component's full seed through `SeedPrefetch`: the files it reads
    /// ahead come from the other thread, any other file is read when asked for, and a window
    /// of one file and one byte still hands every file over in turn (it never stalls).
    @Test(arguments: [(SeedPrefetch.window, SeedPrefetch.byteWindow), (1, 1)])
    func thePrefetchHandsOverEveryFileInTurn(window: Int, byteWindow: Int) throws {
        let set = SeedSet.load(folder: TestPaths.seeds, displayPrefix: "Seeds")
        let files = set.components.map(\.file)
        let ahead = files.indices.filter { $0 % 3 != 1 }.map { files[$0] }
        let prefetch = SeedPrefetch(set, files: ahead, window: window, byteWindow: byteWindow)
        defer { prefetch.cancel() }
        for file in files {
            let seed = try prefetch.seed(for: file), expected = try set.fullSeed(file)
            #expect(seed.key == expected.key && seed.variants.count == expected.variants.count)
            #expect(seed.assessments.map(\.fingerprint) == expected.assessments.map(\.fingerprint))
        }
    }

    /// Checked, then edited before the writer read it again: the run writes nothing and says why.
    @Test func aFileEditedBetweenTheChecksAndTheWriteIsRefused() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        let before = try registry.dumpContent()
        let set = SeedSet.load(folder: folder.url, displayPrefix: "Seeds")
        #expect(!set.diagnostics.hasErrors)
        try folder.replace("eb/avatar.yaml", "  Named by the Header", with: "  Edited. Named by the Header")
        let error = try #require(throws: InputErrors.self) {
            try registry.writer.write { db in _ = try SeedWriter(db: db, set: set).write() }
        }
        #expect(error.diagnostics.map(\.description) == [
            "Seeds/eb/avatar.yaml:1:1: error: the file changed while it was being seeded; seed again once it is saved",
        ])
        #expect(try registry.dumpContent() == before)
    }
}
