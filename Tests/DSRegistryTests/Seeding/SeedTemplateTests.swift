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

/// Seed files from the docs alone: docs/seed-format.md generated from the format, the templates
/// `dsreg new` writes, and `dsreg seed --check`, which writes nothing.
@Suite struct SeedTemplateTests {
    static let systemExample = """
        # yaml-language-server: $schema=../schema.json
        id: acme
        name: Acme Design System
        code_prefix: AC
        platforms: iOS, Android, Figma
        families:                       # a component's family: must be one of these ids
          - {id: buttons, name: Buttons}
        tokens:
          - {path: color/accent, type: color, value: "#005CE5"}
          - {path: color/link, type: color, alias: color/accent}

        """

    static func ebSystem() throws -> SystemSeed {
        try #require(SeedSet.load(folder: TestPaths.seeds, displayPrefix: "Seeds").systems.first { $0.seed.id == "eb" }?.seed)
    }

    static func componentExample() throws -> String {
        SeedTemplate.component(name: "Profile Card", key: "profile-card", system: try ebSystem(), family: nil, other: "Avatar")
    }

    /// The lines after `id:` with their "# " removed: every commented example, live.
    static func uncommented(_ text: String) -> String {
        var past = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("id: ") { past = true }
            guard past, line.hasPrefix("# ") else { return String(line) }
            return String(line.dropFirst(2))
        }.joined(separator: "\n")
    }

    @Test func theSeedFormatReferenceIsCurrent() throws {
        let text = try SeedFormatDocument.render(
            schema: try Data(contentsOf: TestPaths.shippedSeeds.appendingPathComponent("schema.json")),
            examples: TestPaths.seeds, systemExample: Self.systemExample, componentExample: try Self.componentExample())
        let url = TestPaths.packageRoot.appendingPathComponent("docs/seed-format.md")
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "docs/seed-format.md is stale; rerun with DSREG_UPDATE_GOLDEN=1")
        // Every key the reader accepts has its row.
        for (kind, keys) in SeedFormat.all {
            #expect(text.contains("\n### \(kind)\n"), "\(kind)")
            for key in keys.allowed { #expect(text.contains("| `\(key)` |"), "\(kind).\(key)") }
        }
        #expect(text.contains("| `status` | text |  | `proposed`, `active`, `deprecated`, `merged`, `retired` |"))
    }

    /// The document's whole-file examples seed, as it says; uncommented, the template's examples do too.
    @Test func theDocumentsExamplesSeed() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("acme"), withIntermediateDirectories: true)
        try Self.systemExample.write(to: folder.url.appendingPathComponent("acme/system.yaml"), atomically: true, encoding: .utf8)
        let widget = try SeedTemplate.writeComponent(name: "Widget", system: "acme", family: "buttons",
                                                     seeds: folder.url, displayPrefix: "Seeds")
        #expect(widget == "acme/widget.yaml")
        let report = try Registry.checkSeeds(at: nil, from: folder.url, displayPrefix: "Seeds")
        #expect(report.filesRead == 2 && report.warnings.isEmpty)

        let eb = try TemporaryFolder(copying: TestPaths.seeds)
        try Self.uncommented(try Self.componentExample()).write(
            to: eb.url.appendingPathComponent("eb/profile-card.yaml"), atomically: true, encoding: .utf8)
        let live = try Registry.checkSeeds(at: nil, from: eb.url, displayPrefix: "Seeds")
        #expect(live.filesWritten == live.filesRead)
    }

    @Test func newComponentWritesATemplateThatPassesTheCheckAndNeverOverwrites() throws {
        let clone = try TemporaryFolder()
        try FileManager.default.copyItem(at: TestPaths.seeds, to: clone.url.appendingPathComponent("Seeds"))
        let new = try DSRegBinary.run(["new", "component", "Profile Card", "--system", "eb"], in: clone.url)
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.output == "Seeds/eb/profile-card.yaml\n")
        let path = clone.url.appendingPathComponent("Seeds/eb/profile-card.yaml")
        let written = try String(contentsOf: path, encoding: .utf8)
        #expect(written.contains("\nid: profile-card ") && written.contains("\nname: Profile Card\n"))
        #expect(written.hasPrefix("# yaml-language-server: $schema=../schema.json\n"))

        let check = try DSRegBinary.run(["seed", "--check", "--db", "r.sqlite"], in: clone.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.errors.hasSuffix("nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: clone.url.appendingPathComponent("r.sqlite").path))

        let again = try DSRegBinary.run(["new", "component", "profile card", "--system", "eb"], in: clone.url)
        #expect(again.status == 64)
        #expect(again.errors == "dsreg: system 'eb' already has a component named 'Profile Card' (Seeds/eb/profile-card.yaml); edit that file, or choose another name\n")
        #expect(try String(contentsOf: path, encoding: .utf8) == written)

        let family = try DSRegBinary.run(["new", "component", "Chip", "--system", "eb", "--family", "chips"], in: clone.url)
        #expect(family.status == 64)
        #expect(family.errors == "dsreg: family 'chips' is not declared in Seeds/eb/system.yaml; declare it in Seeds/eb/system.yaml under families: (- {id: chips, name: Chips})\n")
        let system = try DSRegBinary.run(["new", "component", "Chip", "--system", "ebb"], in: clone.url)
        #expect(system.errors == "dsreg: no system 'ebb' in Seeds (no system.yaml there has id: ebb); did you mean 'eb'? "
            + "Otherwise create it: dsreg new system ebb --name \"…\"\n")
    }

    /// A file in the way is never replaced, whatever its name says.
    @Test func anExistingFileIsNeverOverwritten() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        let path = folder.url.appendingPathComponent("eb/chip.yaml")
        try "# not a seed yet\n".write(to: path, atomically: true, encoding: .utf8)
        #expect(throws: Refusal(message: "Seeds/eb/chip.yaml exists already; dsreg new never overwrites a file",
                                             fix: "edit it, or choose another name")) {
            try SeedTemplate.writeComponent(name: "Chip", system: "eb", family: nil, seeds: folder.url, displayPrefix: "Seeds")
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == "# not a seed yet\n")
    }

    /// An undeclared family is an error whose fix, applied, makes the seed pass.
    @Test func theFamilyErrorsFixWorks() throws {
        let folder = try TemporaryFolder(copying: TestPaths.seeds)
        try folder.replace("eb/avatar.yaml", "name: Avatar\n", with: "name: Avatar\nfamily: cards\n")
        let errors = SeededRegistry.shared.seedErrors(from: folder.url)
        #expect(errors == ["Seeds/eb/avatar.yaml:6:9: error: family 'cards' is not a family of system 'eb'; declare it in Seeds/eb/system.yaml under families: (- {id: cards, name: Cards})"])
        try folder.replace("eb/system.yaml", "families:\n", with: "families:\n  - {id: cards, name: Cards}\n")
        #expect(try Registry.checkSeeds(at: nil, from: folder.url, displayPrefix: "Seeds").filesRead > 0)
    }

    /// `seed --check` runs every check of a seed on a copy and changes no byte of the registry.
    @Test func seedCheckWritesNothing() throws {
        let copy = try RegistryFileCopy()
        let folder = copy.folder, path = copy.path
        let seeds = folder.url.appendingPathComponent("Seeds")
        try FileManager.default.copyItem(at: TestPaths.seeds, to: seeds)
        try String(contentsOf: seeds.appendingPathComponent("eb/avatar.yaml"), encoding: .utf8)
            .appending("in_context: Beside a title.\n")
            .write(to: seeds.appendingPathComponent("eb/avatar.yaml"), atomically: true, encoding: .utf8)
        let migrations = MigratedRegistry.migrations.path
        let check = try DSRegBinary.run(["seed", "--check", "--db", path, "--migrations", migrations], in: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.errors.contains("\ndsreg: checked Seeds: 34 files, 1 would be written, 33 unchanged, "), "\(check.errors)")

        let broken = try String(contentsOf: seeds.appendingPathComponent("eb/avatar.yaml"), encoding: .utf8) + "family: cards\n"
        try broken.write(to: seeds.appendingPathComponent("eb/avatar.yaml"), atomically: true, encoding: .utf8)
        let failed = try DSRegBinary.run(["seed", "--check", "--db", path, "--migrations", migrations], in: folder.url)
        #expect(failed.status == 1)
        #expect(failed.errors.hasSuffix("dsreg: 1 error; nothing was written (--check writes nothing)\n"), "\(failed.errors)")

        try copy.expectUnchanged()
    }

    /// `dsreg new migration` numbers after the highest file and shows every operation and key.
    @Test func newMigrationWritesTheNextNumberedFileWithEveryOperation() throws {
        let folder = try TemporaryFolder()
        let migrations = folder.url.appendingPathComponent("Migrations")
        try FileManager.default.copyItem(at: MigratedRegistry.migrations, to: migrations)
        let new = try DSRegBinary.run(["new", "migration", "Rename Avatar to Profile Image"], in: folder.url)
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.output == "Migrations/0006-rename-avatar-to-profile-image.yaml\n")
        let text = try String(contentsOf: migrations.appendingPathComponent("0006-rename-avatar-to-profile-image.yaml"), encoding: .utf8)
        #expect(text.contains("\nsystem: eb "))
        for (op, keys) in RestructureFormat.operations {
            let block = try #require(text.components(separatedBy: "#  - op: \(op)").dropFirst().first, "\(op)")
            let body = block.components(separatedBy: "#  - op:")[0]
            for key in keys.allowed where key != "op" { #expect(body.contains(" \(key):"), "\(op).\(key)") }
        }
        // As written it changes nothing and migrate refuses it; uncommented, every operation parses.
        let set = RestructureSet.load(folder: migrations, displayPrefix: "Migrations")
        #expect(set.diagnostics.errors.map(\.description)
            == ["Migrations/0006-rename-avatar-to-profile-image.yaml:16:12: error: the migration lists no operations; uncomment one of the operations the file shows, or write one (Migrations/README.md)"])
        let live = folder.url.appendingPathComponent("Live")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        let parts = text.components(separatedBy: "\noperations:\n")
        let uncommented = parts[0] + "\noperations:\n"
            + parts[1].replacingOccurrences(of: "\n#  ", with: "\n  ").replacingOccurrences(of: "\n#\n", with: "\n")
                .replacingOccurrences(of: "#  - op", with: "  - op")
        try uncommented.write(to: live.appendingPathComponent("0006-rename-avatar-to-profile-image.yaml"), atomically: true, encoding: .utf8)
        let parsed = RestructureSet.load(folder: live, displayPrefix: "Live")
        #expect(parsed.diagnostics.all.map(\.description) == [])
        #expect(parsed.restructures.first?.operations.count == RestructureFormat.operations.count)

        let next = try DSRegBinary.run(["new", "migration", "Another", "--system", "sap-fiori"], in: folder.url)
        #expect(next.output == "Migrations/0007-another.yaml\n")
    }
}
