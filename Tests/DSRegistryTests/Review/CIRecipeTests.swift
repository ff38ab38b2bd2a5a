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

/// docs/ci.md's plain shell form, run exactly as written on a clone of a scratch repository
/// (its `origin/main` the upstream), with a stand-in `gh` that keeps the comment it is given:
/// the doc cannot drift from the commands dsreg has.
@Suite struct CIRecipeTests {
    /// The first ```sh block after "## Plain shell".
    static func shellForm() throws -> String {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "## Plain shell"))
        let open = try #require(doc.range(of: "```sh\n", range: section.upperBound..<doc.endIndex))
        let close = try #require(doc.range(of: "\n```", range: open.upperBound..<doc.endIndex))
        return String(doc[open.upperBound..<close.lowerBound])
    }

    @Test func theShellFormReviewsAPullRequestAndFailsOnARegression() throws {
        let upstream = try ScratchRepository()
        try upstream.restructure()
        let workspace = try TemporaryFolder()
        let clone = workspace.url.appendingPathComponent("clone")
        try ScratchRepository.git(["clone", "-q", upstream.url.path, clone.path], in: workspace.url)
        // The pull request: Header 1.1.0, whose C3 regressed.
        let header = clone.appendingPathComponent("Seeds/eb/header.yaml")
        try (String(contentsOf: header, encoding: .utf8) + """
              - version: 1.1.0
                date: 2026-09
                kind: minor
                title: After the restructure
                status: published
                verdict: refine
                scores:
                  C3: {status: needs-refinement, note: The trailing counter uses a raw colour.}

            """).write(to: header, atomically: true, encoding: .utf8)
        try ScratchRepository.git(["commit", "-q", "-am", "assess Header 1.1.0"], in: clone)
        // A `gh` that records the comment instead of posting it.
        let bin = workspace.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let posted = workspace.url.appendingPathComponent("posted.md")
        try "#!/bin/sh\necho \"$*\" > '\(posted.path).args'\ncat \"$5\" > '\(posted.path)'\n"
            .write(to: bin.appendingPathComponent("gh"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + DSRegBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PR_NUMBER"] = "37"
        let result = try DSRegBinary.runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", try Self.shellForm()], in: clone,
                                                environment: environment)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("dsreg: failing because of --fail-on regression"))
        #expect(try String(contentsOf: URL(fileURLWithPath: posted.path + ".args"), encoding: .utf8) == "pr comment 37 --body-file review.md\n")
        let comment = try String(contentsOf: posted, encoding: .utf8)
        #expect(comment.hasPrefix("**dsreg review** `origin/main` → `working tree`: 3 changes, 1 regression, 0 removals, 0 published changes\n"))
        #expect(comment.contains("- ⚠️ **regression**: criterion C3 Token Coverage: ready → needs-refinement (regressed)"))
    }
}
