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

/// Issue 32's fuzz target: registry names built from shell and code metacharacters (`$(…)`,
/// backquotes, `;`, `|`, quotes, backslashes, line breaks of every kind, `%XX`, comment and
/// string delimiters of Swift, Kotlin and YAML), run through TAB completion in bash, zsh and fish,
/// `dsreg new component`, `dsreg site` and `codeconnect generate` (each Swift file through
/// `swiftc -parse`). Nothing may run, every name must come back exactly, every file must stay
/// inside its folder and parse. `DSREG_FUZZ_MUTANTS` names in all (`FuzzTests`' count), 20 a round.
@Suite(.serialized) struct NameFuzzTests {
    static let pieces = [
        "$(touch PWNED)", "`touch PWNED`", "; touch PWNED", "| touch PWNED", "&& touch PWNED", "$HOME", "${IFS}", "'", "\"",
        "\\", "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "%41", "%", "+", "*/", "/*", "//", "#", "\\(x)", "\"\"\"", "${x}",
        "{", "}", "[", "]", "<", ">", "&", "~", "!", "?", "*", "é", "👩‍💻", " ", "--", "-", ": ", "\\n", "\u{202E}",
    ]

    static func names(_ count: Int, random: inout SplitMix64) -> [String] {
        (0..<count).map { index in
            var name = "Zq\(index) "
            for _ in 0...(random.next() % 5) { name += pieces[Int(random.next() % UInt64(pieces.count))] }
            return name + "z"
        }
    }

    @Test func hostileNamesThroughCompletionNewSiteAndCodeConnect() throws {
        var random = SplitMix64(seed: FuzzTests.randomSeed &+ 5)
        var remaining = FuzzTests.mutantsPerTarget
        var counts = (names: 0, refusedByNew: 0, swiftFiles: 0, skippedByGenerate: 0, sitePages: 0)
        let started = Date()
        while remaining > 0 {
            let names = Self.names(min(20, remaining), random: &random)
            remaining -= names.count
            counts.names += names.count
            try completion(names)
            counts.refusedByNew += try new(names)
            let (written, skipped) = try codeConnect(names)
            (counts.swiftFiles, counts.skippedByGenerate) = (counts.swiftFiles + written, counts.skippedByGenerate + skipped)
            counts.sitePages += try site(names)
        }
        print("fuzz names: \(counts.names) names (seed \(FuzzTests.randomSeed &+ 5)); new refused \(counts.refusedByNew); "
            + "\(counts.swiftFiles) Swift files parsed, \(counts.skippedByGenerate) components skipped by generate; "
            + "\(counts.sitePages) site files; \(Int(Date().timeIntervalSince(started))) s")
    }

    /// TAB after `dsreg show Zq` offers exactly the names, in each installed shell; nothing runs.
    func completion(_ names: [String]) throws {
        let (folder, path) = try registry(names)
        let sorted = names.sorted()
        for shell in ["bash", "zsh", "fish"] {
            guard let url = ExternalTool.find(shell) else {
                #expect(ExternalTool.skipped("\(shell) is not installed; its completion is not fuzzed"))
                continue
            }
            let script = try CompletionInjectionTests.script(shell, in: folder)
            let result: DSRegBinary.Result
            switch shell {
            case "bash":
                result = try DSRegBinary.runProcess(url, ["-c", """
                    source \(ShellWord.quoted(script))
                    COMP_WORDS=(\(ShellWord.quoted(DSRegBinary.url.path)) show --db \(ShellWord.quoted(path)) Zq)
                    COMP_CWORD=4; COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                    _dsreg dsreg Zq "${COMP_WORDS[3]}"
                    for word in "${COMPREPLY[@]}"; do eval "printf '%s\\0' $word"; done
                    """], in: folder.url)
            case "zsh":
                result = try DSRegBinary.runProcess(url, ["-f", "-c", """
                    compdef() { : }
                    source \(ShellWord.quoted(script))
                    compadd() { [[ "$1" = -- ]] && shift; printf '%s\\0' "$@" }
                    command_name=\(ShellWord.quoted(DSRegBinary.url.path))
                    command_line=("$command_name" show --db \(ShellWord.quoted(path)) Zq)
                    __dsreg_custom_complete ---completion show -- positional@0 4 2
                    """], in: folder.url)
            default:
                var environment = ProcessInfo.processInfo.environment
                environment["HOME"] = folder.url.path
                environment["PATH"] = DSRegBinary.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
                result = try DSRegBinary.runProcess(url, ["--no-config", "-i", "-c", """
                    source \(ShellWord.quoted(script))
                    functions -c __dsreg_tokens __dsreg_tokens_real
                    function __dsreg_tokens
                        if test "$argv" = -tC; string length -- (commandline -t); else; __dsreg_tokens_real $argv; end
                    end
                    complete -C \(ShellWord.quoted("dsreg show --db \(ShellWord.quoted(path)) Zq"))
                    """], in: folder.url, environment: environment)
            }
            #expect(result.errors == "", "\(shell)")
            let offered = shell == "fish" ? result.output : result.output.replacingOccurrences(of: "\0", with: "\n")
            #expect(offered == sorted.map { $0 + "\n" }.joined(), "\(shell) offered other names")
            try CompletionInjectionTests.expectNothingRan(folder)
        }
    }

    /// The migrated fixture registry, its first components renamed to `names`.
    func registry(_ names: [String]) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("r.sqlite").path
        let registry = try MigratedRegistry.shared.copy(to: path)
        try registry.writer.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT rowid FROM component ORDER BY rowid LIMIT ?", arguments: [names.count])
            for (id, name) in zip(ids, names) { try db.execute(sql: "UPDATE component SET name = ? WHERE rowid = ?", arguments: [name, id]) }
        }
        try registry.writer.close()
        return (folder, path)
    }

    /// `dsreg new component NAME` for each name: each file seeds, and the name reads back exactly.
    func new(_ names: [String]) throws -> Int {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        var refused = 0, written: [String] = []
        for name in names {
            do {
                _ = try SeedTemplate.writeComponent(name: name, system: "eb", family: nil, seeds: seeds.url, displayPrefix: "Seeds")
                written.append(name)
            } catch let refusal as Refusal {
                // Two names with one key or one lookup key: the second is refused, by name.
                #expect(refusal.message.contains("already") || refusal.message.contains("exists already"), "\(refusal.message)")
                refused += 1
            }
        }
        let registry = try Registry.inMemory()
        #expect(registry.seedErrors(from: seeds.url) == [])
        let seeded = try registry.writer.read { db in try Set(String.fetchAll(db, sql: "SELECT name FROM component")) }
        #expect(Set(written).subtracting(seeded) == [], "names changed on the way through a new file")
        return refused
    }

    /// Code Connect files for Section Header under each name, with the name in its Figma
    /// property names and example values too: every Swift file parses.
    func codeConnect(_ names: [String]) throws -> (written: Int, skipped: Int) {
        let base = try CodeConnectHardeningTests.sectionHeader()
        let components = names.enumerated().map { index, name in
            var c = base
            c.name = name
            c.properties = c.properties.map { property in
                var property = property
                property.figmaName += name
                if property.kind == .text { property.defaultValue = name }
                return property
            }
            c.id += Int64(index)
            return c
        }
        let generation = CodeConnectGeneration.make(components, platform: .swiftui, figmaFileURL: nil)
        let folder = try TemporaryFolder()
        let paths = try generation.write(to: folder.url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == paths.count)
        if !paths.isEmpty, let swiftc = CodeConnectHardeningTests.swiftc() {
            let result = try DSRegBinary.runProcess(URL(fileURLWithPath: swiftc), ["-parse"] + paths, in: folder.url)
            #expect(result.status == 0 && result.errors == "", "\(result.errors)")
        }
        return (paths.count, generation.skipped.count)
    }

    /// The site of a registry holding the names: every file inside --output, no name over the bound.
    func site(_ names: [String]) throws -> Int {
        let (folder, path) = try registry(names)
        let output = folder.url.appendingPathComponent("site")
        let report = try Registry.reading(at: path).buildSite(into: output)
        let files = (FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []).filter { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(report.pages == files.count)
        #expect(files.allSatisfy { ($0 as NSString).lastPathComponent.utf8.count <= FileName.longest })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.hasPrefix("r.sqlite") } == ["site"])
        try CompletionInjectionTests.expectNothingRan(folder)
        return report.pages
    }
}
