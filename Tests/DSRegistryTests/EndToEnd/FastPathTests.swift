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

/// `dsreg`'s fast path (`FastPath` in the executable) answers `--version`, `sql` and
/// `query NAME` (built-in or saved, or a sentence) without argument-parser. It must be exact: every command line of this corpus,
/// the shapes it takes and those it hands on, gives the same standard output, standard error
/// and exit status with it and with argument-parser alone (`DSREG_NO_FAST_PATH=1`).
@Suite struct FastPathTests {
    static func corpus(_ db: String) -> [[String]] {
        let sql = "SELECT system, component, status, version FROM component_overview ORDER BY component_id"
        var lines: [[String]] = [
            ["--version"], ["--version", "--version"], ["--help"],
            ["sql", "select 1", "--db", db],
            ["sql", "--db", db, "select 1 AS one, 'a,\"b\"' AS quoted, '=cmd' AS formula, NULL AS nothing, 1.5 AS real"],
            ["sql", "select 1", "--db", db, "--fail-if-any"],
            ["sql", "select 1 where 0", "--db", db, "--fail-if-any", "--format", "json"],
            ["sql", "select nope", "--db", db], ["sql", "select nope", "--db", db, "--format", "json"],
            ["sql", "delete from component", "--db", db], ["sql", "select 1; select 2", "--db", db],
            ["sql", "select :x", "--db", db], ["sql", "select 1", "--db", "/nonexistent/folder/r.sqlite"],
            ["sql", "select 1", "--db", "missing.sqlite"], ["sql", "select 1"], ["sql", "select 1", "--db", "."],
            // Handed to argument-parser: unknown or repeated options, bad values, help.
            ["sql", "select 1", "--format", "xml", "--db", db], ["sql", "select 1", "--db", db, "--db", db],
            ["sql", "select 1", "select 2", "--db", db], ["sql", "--help"], ["sql", "select 1", "--db"],
            ["sql", "select 1", "--db=" + db], ["sql", "select :x", "-p", "x", "1", "--db", db], ["sql", "select 1", "--include-unassessed"],
            ["sql", "select 1", "--timeout", "5", "--db", db], ["sql", "select 1", "--db", db, "--print-sql"], ["sql", "", "--db", db],
            ["query", "lacking-state", "pressed", "--db", db], ["query", "lacking-state", "pressed", "--include-unassessed", "--db", db],
            ["query", "lacking-state", "pressed", "--platform", "ios", "--db", db], ["query", "lacking-state", "--db", db],
            ["query", "lacking-state", "nonsense", "--db", db], ["query", "lacking-state", "pressed", "--bogus", "x", "--db", db],
            ["query", "lacking-state", "pressed", "--print-sql", "--db", db], ["query", "lacking-state", "pressed", "--help"],
            ["query", "lacking-state", "pressed", "--fail-if-any", "--db", db], ["query", "dependents", "Avatar", "--db", db],
            ["query", "dependents", "Avatar", "--system", "sap-fiori", "--db", db], ["query", "dependencies", "Avatar", "--db", db],
            ["query", "family", "header", "--db", db], ["query", "family", "headr", "--db", db], ["query", "search", "code connect", "--db", db],
            ["query", "issues", "--db", db], ["query", "recommendations", "--db", db], ["query", "verdict", "ready", "--db", db, "--fail-if-any"],
            ["query", "criterion", "C7", "--db", db], ["query", "criterion", "C7", "--as-of", "1.0.0", "--db", db],
            ["query", "not-a-question", "--db", db], ["query", "what depends on Avatar", "--db", db], ["query", "--list", "--db", db],
            ["query", "a11y", "--db", db, "--timeout", "10"], ["query", "a11y", "--db", db, "--no-pager"], ["query", "a11y"],
            ["query", "stale", "--today", "2026-11-22", "--db", db], ["query", "issue-age", "--today=2026-11-22", "--db", db],
            // The project's saved questions, read from ./Queries.
            ["query", "not-assessed", "--db", db], ["query", "not-assessed", "--db", db, "--format", "csv", "--fail-if-any"],
            ["query", "not-assessed", "--system", "eb", "--db", db], ["query", "ready-lacking-focus", "--db", db, "--format", "json"],
            ["query", "which components are not assessed in eb", "--db", db, "--format", "ndjson"],
        ]
        for format in ["table", "json", "ndjson", "csv", "markdown"] {
            lines.append(["sql", sql, "--db", db, "--format", format])
            lines.append(["query", "a11y", "--db", db, "--format", format])
            lines.append(["query", "lacking-state", "pressed", "--db", db, "--format", format])
            lines.append(["query", "lacking-state", "pressed", "--db", db, "--format", format, "--include-unassessed"])
            lines.append(["query", "lacking-state", "focused", "--platform", "android", "--db", db, "--format", format])
            lines.append(["query", "dependents", "Avatar", "--db", db, "--format", format])
            lines.append(["query", "search", "code connect", "--db", db, "--format", format])
            lines.append(["query", "dependencies", "Avatar", "--db", db, "--format", format, "--fail-if-any"])
        }
        return lines
    }

    @Test func everyCommandLineEndsAlikeWithAndWithoutTheFastPath() throws {
        let file = try SeededRegistryFile()
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("Queries"),
                                         to: folder.url.appendingPathComponent("Queries"))
        var environment = ProcessInfo.processInfo.environment
        environment["DSREG_DB"] = nil
        environment["DSREG_NO_FAST_PATH"] = nil
        var parserOnly = environment
        parserOnly["DSREG_NO_FAST_PATH"] = "1"
        for line in Self.corpus(file.path) {
            let fast = try DSRegBinary.runProcess(DSRegBinary.url, line, in: folder.url, environment: environment)
            let parsed = try DSRegBinary.runProcess(DSRegBinary.url, line, in: folder.url, environment: parserOnly)
            #expect(fast.output == parsed.output, "stdout of \(line)")
            #expect(fast.errors == parsed.errors, "stderr of \(line)")
            #expect(fast.status == parsed.status, "status of \(line)")
        }
    }
}
