import Foundation
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistryReview
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// A git repository made from the project's `Seeds/` (and, from its second commit, its
/// `Migrations/`), the way a team keeps its registry: the review tests commit changes to it.
final class ScratchRepository {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    /// The first commit: the seeds and an empty `Migrations/`.
    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.shippedSeeds, to: url.appendingPathComponent("Seeds"))
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Migrations"), withIntermediateDirectories: true)
        try "# migrations\n".write(to: url.appendingPathComponent("Migrations/README.md"), atomically: true, encoding: .utf8)
        try git("init", "-q", "-b", "main")
        try commit("the seeds")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Self.git(arguments, in: url)
    }

    /// `git ARGUMENTS` in `folder`, as a committer with a name; its output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let result = try DSRegBinary.runProcess(URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=Review Test", "-c", "user.email=review@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: folder)
        #expect(result.status == 0, "git \(arguments): \(result.errors)")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// The Header restructure: the project's five migration files, added.
    func restructure() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: MigratedRegistry.migrations.path) where name.hasSuffix(".yaml") {
            try FileManager.default.copyItem(at: MigratedRegistry.migrations.appendingPathComponent(name),
                                             to: url.appendingPathComponent("Migrations/\(name)"))
        }
        try commit("apply the Header restructure")
    }

    /// Header 1.1.0: C1 and C2 improve, C3 regresses.
    func assessHeaderAgain() throws {
        try folder.append("Seeds/eb/header.yaml", """
              - version: 1.1.0
                date: 2026-09
                kind: minor
                title: After the restructure
                status: published
                verdict: refine
                scores:
                  C1: {status: ready, note: Renamed to Section Header.}
                  C2: {status: needs-refinement, note: Three props instead of eight booleans.}
                  C3: {status: needs-refinement, note: The trailing counter uses a raw colour.}

            """)
        try commit("assess Header 1.1.0")
    }

    /// `text/accent/link` re-valued.
    func revalueLink() throws {
        try folder.replace("Seeds/eb/system.yaml", ##"{path: text/accent/link, type: color, value: "#005CE5"}"##,
                           with: ##"{path: text/accent/link, type: color, value: "#0047B3"}"##)
        try commit("a darker link colour")
    }

    /// Every file under the folder (the git directory included) → its bytes.
    func contents() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[file.path] = try Data(contentsOf: file)
        }
        return files
    }
}
