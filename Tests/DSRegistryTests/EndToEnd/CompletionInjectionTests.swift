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

/// TAB completion offers registry names literally in bash, zsh and fish, and evaluates none of
/// them. The bash script fed names to `compgen -W`, which expands `$(…)`, backquotes and `$VAR`:
/// a component named `Evil $(touch X)` ran `touch X` when someone pressed TAB (issue 32).
/// Each shell runs the script `dsreg --generate-completion-script SHELL` writes; a shell that is
/// not installed skips its test, which CI (`DSREG_REQUIRE_BROWSER=1`) counts as a failure.
@Suite struct CompletionInjectionTests {
    /// Names holding what a shell would act on: quotes, spaces, a line break, `$(…)`, backquotes,
    /// `$VAR`, `;`, `|`, a glob, a backslash, a `%` that looks like the wire's own escape.
    static let hostileNames = [
        "Zz $(touch PWNED1)", "Zz `touch PWNED2`", "Zz; touch PWNED3", "Zz | touch PWNED4", "Zz $HOME ${PATH}",
        "Zz 'single' \"double\"", "Zz line\nbreak $(touch PWNED5)", "Zz back\\slash %41 100%", "Zz * ? [a] ~ & > <",
    ]

    /// A registry whose components carry `hostileNames`, in a folder of its own.
    static func hostileRegistry() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        let registry = try MigratedRegistry.shared.copy(to: path)
        try registry.writer.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT rowid FROM component ORDER BY rowid LIMIT ?", arguments: [hostileNames.count])
            for (id, name) in zip(ids, hostileNames) {
                try db.execute(sql: "UPDATE component SET name = ? WHERE rowid = ?", arguments: [name, id])
            }
        }
        try registry.writer.close()
        return (folder, path)
    }

    static func script(_ shell: String, in folder: TemporaryFolder) throws -> String {
        let result = try DSRegBinary.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        let file = folder.url.appendingPathComponent("dsreg.\(shell)").path
        try result.output.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    static func shell(_ name: String) -> URL? {
        guard let url = ExternalTool.find(name) else {
            #expect(ExternalTool.skipped("\(name) is not installed (apt-get install \(name)); its completion is untested"))
            return nil
        }
        return url
    }

    /// Nothing ran: no file but the registry's and the scripts in the folder.
    static func expectNothingRan(_ folder: TemporaryFolder) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("PWNED") }
        #expect(files == [])
    }

    @Test func bashOffersNamesQuotedAndRunsNothing() throws {
        guard let bash = Self.shell("bash") else { return }
        let (folder, path) = try Self.hostileRegistry()
        let script = try Self.script("bash", in: folder)
        // TAB after `dsreg show --db PATH Zz`; then each offered word read back as the shell
        // would read it from the command line (our eval of quoted words, not of data).
        let driver = """
            source \(ShellWord.quoted(script))
            COMP_WORDS=(\(ShellWord.quoted(DSRegBinary.url.path)) show --db \(ShellWord.quoted(path)) Zz)
            COMP_CWORD=4; COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _dsreg dsreg Zz "${COMP_WORDS[3]}"
            for word in "${COMPREPLY[@]}"; do eval "printf '%s\\0' $word"; done
            """
        let result = try DSRegBinary.runProcess(bash, ["-c", driver], in: folder.url)
        #expect(result.errors == "")
        #expect(result.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
                == Self.hostileNames.sorted())
        try Self.expectNothingRan(folder)
    }

    @Test func zshOffersNamesLiterallyAndRunsNothing() throws {
        guard let zsh = Self.shell("zsh") else { return }
        let (folder, path) = try Self.hostileRegistry()
        let script = try Self.script("zsh", in: folder)
        // compadd is zsh's own, usable only inside a completion widget: here it prints the
        // words it is given, which zsh would then quote onto the command line.
        let driver = """
            compdef() { : }
            source \(ShellWord.quoted(script))
            compadd() { [[ "$1" = -- ]] && shift; printf '%s\\0' "$@" }
            command_name=\(ShellWord.quoted(DSRegBinary.url.path))
            command_line=("$command_name" show --db \(ShellWord.quoted(path)) Zz)
            __dsreg_custom_complete ---completion show -- positional@0 4 2
            """
        let result = try DSRegBinary.runProcess(zsh, ["-f", "-c", driver], in: folder.url)
        #expect(result.errors == "")
        #expect(result.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
                == Self.hostileNames.sorted())
        try Self.expectNothingRan(folder)
    }

    @Test func fishOffersNamesLiterallyAndRunsNothing() throws {
        guard let fish = Self.shell("fish") else { return }
        let (folder, path) = try Self.hostileRegistry()
        let script = try Self.script("fish", in: folder)
        // `complete -C` completes a command line as TAB would; it cannot say where the cursor
        // is (`commandline -C`), so the cursor is put at the end of the word being completed.
        let driver = """
            source \(ShellWord.quoted(script))
            functions -c __dsreg_tokens __dsreg_tokens_real
            function __dsreg_tokens
                if test "$argv" = -tC; string length -- (commandline -t); else; __dsreg_tokens_real $argv; end
            end
            complete -C \(ShellWord.quoted("dsreg show --db \(ShellWord.quoted(path)) Zz"))
            """
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.url.path
        environment["PATH"] = DSRegBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        let result = try DSRegBinary.runProcess(fish, ["--no-config", "-i", "-c", driver], in: folder.url, environment: environment)
        #expect(result.errors == "")
        // One candidate a line; the name with a line break is one candidate holding it.
        #expect(result.output == Self.hostileNames.sorted().map { $0 + "\n" }.joined())
        try Self.expectNothingRan(folder)
    }

    /// The wire itself: every byte a shell could act on is `%XX`, and a name is one line.
    @Test func theWireIsInertText() {
        #expect(CompletionWire.encoded("Evil $(touch X)\n`a`;|'\"%") == "Evil %24%28touch X%29%0A%60a%60%3B%7C%27%22%25")
        #expect(CompletionWire.encoded("Section Header") == "Section Header")
        #expect(CompletionWire.encoded("É") == "%C3%89")
        #expect(ShellWord.quoted("it's") == "'it'\\''s'")
        #expect(CompletionNames.typedText("Zz\\ \\$") == "Zz $" && CompletionNames.typedText("'Zz $") == "Zz $")
    }
}
