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

/// Issue 31: the README said every command takes `--db`, and `dsreg new` does not. Its table of
/// shared options (between `<!-- BEGIN options -->` and `<!-- END options -->`) says which
/// commands take each; this holds every row equal to the options argument-parser gives each
/// command (`dsreg --experimental-dump-help`), both ways.
@Suite struct OptionClaimTests {
    /// A command's options: name → the values it accepts (empty for any value or a flag).
    typealias Options = [String: Set<String>]

    /// Every command that runs (no subcommands of its own), by its path (`tokens list`); the
    /// default subcommand of a group is named by the group (`migrate` is `migrate apply`).
    static func commands() throws -> [String: Options] {
        let dump = try DSRegBinary.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.errors)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        var found: [String: Options] = [:]
        func walk(_ command: [String: Any], _ path: [String], isDefault: Bool) {
            let subcommands = command["subcommands"] as? [[String: Any]] ?? []
            let defaultName = command["defaultSubcommand"] as? String
            for sub in subcommands {
                let name = sub["commandName"] as? String ?? ""
                walk(sub, path + [name], isDefault: name == defaultName)
            }
            guard subcommands.isEmpty, path != ["help"] else { return }
            var options: Options = [:]
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard ["option", "flag"].contains(argument["kind"] as? String),
                      let names = argument["names"] as? [[String: Any]] else { continue }
                for name in names where name["kind"] as? String == "long" {
                    options["--" + (name["name"] as? String ?? "")] = Set(argument["allValues"] as? [String] ?? [])
                }
            }
            found[(isDefault ? path.dropLast() : path[...]).joined(separator: " ")] = options
        }
        walk(try #require(root["command"] as? [String: Any]), [], isDefault: false)
        return found
    }

    /// The README's rows: the option, the values it names (`table|json|…`; none for a
    /// placeholder such as PATH), and the commands that take it.
    static func claims(_ every: Set<String>) throws -> [(option: String, values: Set<String>, commands: Set<String>)] {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- BEGIN options -->"))
        let end = try #require(readme.range(of: "<!-- END options -->"))
        return readme[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `--") else { return nil }
            // Cells split at each `|` that is not written `\|`.
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
                .map { $0.replacingOccurrences(of: "\u{1}", with: "\\|").trimmingCharacters(in: .whitespaces) }
            let words = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")).replacingOccurrences(of: "\\|", with: "|")
                .split(separator: " ").map(String.init)
            let values = words.count > 1 && words[1] == words[1].lowercased() ? Set(words[1].split(separator: "|").map(String.init)) : []
            let named = Set(cells[1].matches(of: /`([a-z ]+)`/).map { String($0.1) })
            let commands = cells[1].hasPrefix("every command but") ? every.subtracting(named) : named
            return (words[0], values, commands)
        }
    }

    @Test func theREADMESaysWhichCommandsTakeEachOption() throws {
        let commands = try Self.commands()
        #expect(commands["new component"] != nil && commands["migrate"] != nil && commands["tokens export"] != nil)
        let claims = try Self.claims(Set(commands.keys))
        #expect(claims.map(\.option) == ["--db", "--format", "--format", "--format", "--no-pager", "--fail-if-any", "--fail-on", "--as-of", "--timeout", "--migrations"])
        for claim in claims {
            let taking = Set(commands.filter { _, options in
                guard let values = options[claim.option] else { return false }
                return claim.values.isEmpty || values == claim.values
            }.keys)
            #expect(taking == claim.commands, "README's \(claim.option) \(claim.values.sorted()): the commands that take it are \(taking.sorted())")
        }
        // `new` writes seed files: it takes no --db (the README said every command did).
        #expect(commands["new component"]?["--db"] == nil)
    }
}
