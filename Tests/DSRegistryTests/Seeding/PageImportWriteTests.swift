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

/// How `import page` writes: every file to a temporary name, one flush, then the renames, so
/// that a file it cannot write leaves the seed folder exactly as it was (before, the files
/// ahead of it were already in place) and no temporary file behind.
@Suite struct PageImportWriteTests {
    static func plan(_ file: URL, _ text: String) -> PageImport.Plan {
        PageImport.Plan(file: file, shown: "Seeds/acme/\(file.lastPathComponent)", text: text, created: true, versions: [])
    }

    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func everyFileIsWrittenWithItsTextAndNoTemporaryFileRemains() throws {
        let folder = try TemporaryFolder()
        let acme = folder.url.appendingPathComponent("acme")
        try PageImport.write([Self.plan(acme.appendingPathComponent("a.yaml"), "name: A\n"),
                              Self.plan(acme.appendingPathComponent("b.yaml"), "name: B\n")])
        #expect(try Self.names(in: folder.url) == ["acme", "acme/a.yaml", "acme/b.yaml"])
        #expect(try String(contentsOf: acme.appendingPathComponent("b.yaml"), encoding: .utf8) == "name: B\n")
    }

    @Test func aFileThatCannotBeWrittenLeavesTheFolderAsItWas() throws {
        let folder = try TemporaryFolder()
        let acme = folder.url.appendingPathComponent("acme")
        try FileManager.default.createDirectory(at: acme, withIntermediateDirectories: true)
        try Data("name: Kept\n".utf8).write(to: acme.appendingPathComponent("kept.yaml"))
        try Data("a file, not a folder\n".utf8).write(to: folder.url.appendingPathComponent("blocked"))
        let before = try Self.names(in: folder.url)
        var refusal: InputErrors?
        do {
            try PageImport.write([Self.plan(acme.appendingPathComponent("a.yaml"), "name: A\n"),
                                  Self.plan(folder.url.appendingPathComponent("blocked/b.yaml"), "name: B\n")])
        } catch {
            refusal = error
        }
        #expect(refusal?.diagnostics.map { String($0.message.prefix(33)) } == ["could not write Seeds/acme/b.yaml"])
        #expect(refusal?.outcome == "nothing was written")
        #expect(try Self.names(in: folder.url) == before)
    }
}
