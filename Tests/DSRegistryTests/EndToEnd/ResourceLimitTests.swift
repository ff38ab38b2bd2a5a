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

/// Issue 8's resource limits: each hostile size is handled, or refused with a clear error
/// before it costs anything. The tests bound the work, never the wall-clock time (the machine
/// may be busy); they print the times, for the debug build they run, beside the README's figures.
/// `DSREG_LIMITS_TOKENS` sets the size of the large token file: 10,000 by default, 100,000 in
/// the long form (`.ci/run`).
@Suite(.serialized) struct ResourceLimitTests {
    static let largeTokenCount = Int(ProcessInfo.processInfo.environment["DSREG_LIMITS_TOKENS"] ?? "") ?? 10_000

    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
        let start = ContinuousClock.now
        let result = try body()
        return (result, ContinuousClock.now - start)
    }

    /// A new registry with `json` imported as a token file of a new system, and how long the
    /// import took.
    static func imported(_ json: String, system: String) throws -> (Registry, Duration) {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("\(system).tokens.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let registry = try Registry.inMemory()
        let (_, took) = try timed { try registry.importTokens(TokenImportSet.load([file]), system: system, createSystem: true) }
        return (registry, took)
    }

    /// The file is sparse (50 MB long, nothing on disk) and watched by the kernel: any read of
    /// it, by the content hash of "nothing changed?" or by the parser, fails the test.
    @Test func aFiftyMegabyteSeedFileIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let big = folder.url.appendingPathComponent("acme/huge.yaml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        let watch = try FileReadWatch(big)
        let registry = try Registry.inMemory()
        #expect(registry.seedErrors(from: folder.url) == ["Seeds/acme/huge.yaml:1:1: error: the file is 50 MB, over the 16 MB dsreg reads in one file; split it: one component per file"])
        #expect(watch.reads() == 0, "the 50 MB file was read before it was refused")
        #expect(try registry.dumpContent() == Registry.inMemory().dumpContent())
        // The watch sees a read: one byte is enough.
        _ = try FileHandle(forReadingFrom: big).read(upToCount: 1)
        #expect(watch.reads() > 0)
    }

    /// `largeTokenCount` DTCG tokens in one file, a fifth of them aliases: imported and resolved.
    @Test func aLargeTokenFileImportsAndResolves() throws {
        let count = Self.largeTokenCount
        var json = "{\"size\": {\"$type\": \"dimension\",\n"
        for index in 0..<count {
            let value = index % 5 == 4 ? "\"{size.t\(index - 1)}\"" : "\"\(index % 64)px\""
            json += "\"t\(index)\": {\"$value\": \(value)}\(index == count - 1 ? "" : ",")\n"
        }
        json += "}}\n"
        let (registry, took) = try Self.imported(json, system: "large")
        #expect(try registry.value("SELECT count(*) FROM token WHERE system_id = 'large'") == count)
        #expect(try registry.value("SELECT resolved_value FROM token WHERE path = 'size.t\(count - 1)'") == "\((count - 2) % 64)px")
        print("resource limits: \(count) tokens (\(json.utf8.count >> 20) MB) imported and resolved in \(took.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))) (debug build); peak memory \(TestPaths.peakMemoryMB()) MB")
    }

    /// A chain of 10,000 aliases resolves without recursion: its end's value, its depth.
    @Test func aTenThousandDeepAliasChainResolves() throws {
        let depth = 10_000
        var json = "{\"color\": {\"$type\": \"color\",\n\"c0\": {\"$value\": \"#0B5FFF\"},\n"
        for index in 1...depth {
            json += "\"c\(index)\": {\"$value\": \"{color.c\(index - 1)}\"}\(index == depth ? "" : ",")\n"
        }
        json += "}}\n"
        let (registry, took) = try Self.imported(json, system: "chain")
        #expect(try registry.value("SELECT resolved_value FROM token WHERE path = 'color.c\(depth)'") == "#0B5FFF")
        #expect(try registry.value("SELECT alias_depth FROM token WHERE path = 'color.c\(depth)'") == depth)
        print("resource limits: a \(depth)-deep alias chain resolved in \(took.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))) (debug build)")
    }

    static let aliasBomb = (["bomb0: &b0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        + (1..<10).map { level in "bomb\(level): &b\(level) [" + Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", ") + "]" })
        .joined(separator: "\n") + "\n"

    /// A billion laughs (10^10 nodes once expanded) as a token file: refused by the token reader's
    /// node budget.
    @Test func aYAMLAliasBombIsRefusedAsATokenFile() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("bomb.tokens.yaml")
        try Self.aliasBomb.write(to: file, atomically: true, encoding: .utf8)
        let (set, took) = Self.timed { TokenImportSet.load([file]) }
        #expect(set.diagnostics.errors.map(\.description) == [
            "bomb.tokens.yaml:1:1: error: the file expands to more than 100000 YAML nodes or 200 levels (anchors and aliases?); refusing to read it",
        ])
        print("resource limits: YAML alias bomb as a token file refused in \(took.formatted(.units(allowed: [.milliseconds])))")
    }

    /// A bomb under keys the seed format reads (an assessment's tracked items, each with its
    /// tags): 2,000 aliases of one tracked item whose tags are 2,000 aliases of one word, 4
    /// million nodes from 20 KB. Every key is one the format accepts, so nothing stops it but the
    /// seed reader's node budget, and that is the only error.
    @Test func aYAMLAliasBombIsRefusedAsASeedFile() throws {
        let folder = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("Valid"))
        let tags = "[&word lol" + String(repeating: ", *word", count: 1_999) + "]"
        try folder.append("acme/widget.yaml", "    tracked_items: [&item {title: Bomb, status: open, tags: \(tags)}"
            + String(repeating: ", *item", count: 1_999) + "]\n")
        let registry = try Registry.inMemory()
        let (errors, took) = Self.timed { registry.seedErrors(from: folder.url) }
        #expect(errors == [
            "Seeds/acme/widget.yaml:29:62: error: the file expands to more than 2,000,000 YAML nodes (anchors and aliases?); refusing to read further",
        ])
        #expect(try registry.dumpContent() == Registry.inMemory().dumpContent())
        print("resource limits: YAML alias bomb in a seed refused in \(took.formatted(.units(allowed: [.milliseconds]))): \(errors.first ?? "")")
    }
}

/// Counts the reads of one file as the kernel sees them (inotify's IN_ACCESS), whoever reads it.
final class FileReadWatch {
    private let descriptor: Int32

    init(_ url: URL) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK))
        guard descriptor >= 0, inotify_add_watch(descriptor, url.path, UInt32(IN_ACCESS)) >= 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// The read events since the last call (the kernel merges a run of reads into one).
    func reads() -> Int {
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let length = read(descriptor, &buffer, buffer.count)
            guard length > 0 else { return count }
            // Each event: wd, mask, cookie, name length (4 bytes each), then the name.
            var offset = 0
            while offset + 16 <= length {
                let nameLength = buffer[offset + 12..<offset + 16].reversed().reduce(0) { $0 << 8 | Int($1) }
                count += 1
                offset += 16 + nameLength
            }
        }
    }

    deinit { close(descriptor) }
}
