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

/// `dsreg new` writes only what was typed, and only files that pass as written (issue 32):
/// names went into `#` comments, where a line break ends the comment and the rest is YAML.
@Suite struct NewTemplateTests {
    static func seeds() throws -> TemporaryFolder { try TemporaryFolder(copying: TestPaths.seeds) }

    /// The component's row after seeding `folder` as it stands.
    static func seeded(_ folder: TemporaryFolder, _ name: String) throws -> Row? {
        let registry = try Registry.inMemory()
        #expect(registry.seedErrors(from: folder.url) == [])
        return try registry.writer.read { db in try Row.fetchOne(db, sql: "SELECT name, role FROM component WHERE name = ?", arguments: [name]) }
    }

    /// `name: "Acme\nrole: injected #"` in system.yaml gave every new file a `role:` that seeds.
    @Test func aLineBreakInTheSystemsNameStaysInItsComment() throws {
        let folder = try Self.seeds()
        try folder.replace("eb/system.yaml", "name: EB Design System", with: "name: \"EB\\nrole: injected #\"")
        let written = try SeedTemplate.writeComponent(name: "Chip", system: "eb", family: nil, seeds: folder.url, displayPrefix: "Seeds")
        let text = try String(contentsOf: folder.url.appendingPathComponent(written), encoding: .utf8)
        #expect(text.components(separatedBy: "\n")[1] == "# Chip, a component of EB role: injected #. Written by: dsreg new component")
        #expect(!text.components(separatedBy: "\n").contains { $0.hasPrefix("role:") })
        let row = try #require(try Self.seeded(folder, "Chip"))
        #expect(row["role"] as String? == nil)
    }

    /// A typed name holding `\n`, U+2028 or U+0085 is written escaped and reads back exactly.
    @Test(arguments: ["Chip\nrole: injected #", "Chip\u{2028}role: injected #", "Chip\u{85}role: injected #", "Chip\r\u{2029}\u{1B}[31m"])
    func aLineBreakInTheTypedNameIsEscaped(_ name: String) throws {
        let folder = try Self.seeds()
        let written = try SeedTemplate.writeComponent(name: name, system: "eb", family: nil, seeds: folder.url, displayPrefix: "Seeds")
        let lines = try String(contentsOf: folder.url.appendingPathComponent(written), encoding: .utf8).components(separatedBy: "\n")
        #expect(!lines.contains { $0.hasPrefix("role:") })
        #expect(lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.count == 3)
        let row = try #require(try Self.seeded(folder, name))
        #expect(row["name"] as String == name && row["role"] as String? == nil)
    }

    /// `Section Header` is the name migration 0001 gives Header: a file with it failed
    /// `seed --check` ("the seeds changed so that 0001-section-header no longer applies").
    @Test func aNameAMigrationIntroducesIsRefused() throws {
        let folder = try Self.seeds()
        #expect(throws: Refusal(
            message: "the name 'Section Header' is one Migrations/0001-section-header.yaml gives a component of eb (line 29); "
                + "a file with it would fail dsreg seed --check",
            fix: "choose another name")) {
            try SeedTemplate.writeComponent(name: "section header", system: "eb", family: nil, seeds: folder.url, displayPrefix: "Seeds",
                                            restructures: MigratedRegistry.load())
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("eb/section-header.yaml").path))
    }

    /// A name whose key is another file's id (that file named otherwise) made a duplicate id.
    @Test func aKeyAnotherFileHasIsRefused() throws {
        let folder = try Self.seeds()
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("eb/header-centered.yaml"),
                                         to: folder.url.appendingPathComponent("eb/centered.yaml"))
        try folder.replace("eb/centered.yaml", "name: Header - Centered", with: "name: Centered Header")
        #expect(throws: Refusal(
            message: "the name 'Header Centered' makes the id 'header-centered', which Seeds/eb/centered.yaml ('Centered Header') has already",
            fix: "choose another name")) {
            try SeedTemplate.writeComponent(name: "Header Centered", system: "eb", family: nil, seeds: folder.url, displayPrefix: "Seeds")
        }
    }

    /// `new migration` pasted --system unchecked, and after 9999 wrote 10000-….yaml, which
    /// `migrate` refuses.
    @Test func aMigrationsSystemIsCheckedAndItsNumberHasFourDigits() throws {
        let folder = try TemporaryFolder()
        let injected = try DSRegBinary.run(["new", "migration", "Next", "--system", "eb\nrole: x", "--migrations", folder.url.path])
        #expect(injected.status == 64)
        #expect(injected.errors.hasPrefix("Error: --system takes a system's id: lowercase letters, digits and hyphens, found 'eb\\nrole: x'\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [])
        try "id: 9999-last\n".write(to: folder.url.appendingPathComponent("9999-last.yaml"), atomically: true, encoding: .utf8)
        let full = try DSRegBinary.run(["new", "migration", "Next", "--system", "eb", "--migrations", folder.url.path])
        #expect(full.status == 64)
        #expect(full.errors == "dsreg: \(folder.url.path) has migration 9999, the highest number a migration file can have "
            + "(dsreg migrate reads four digits); fold the new operations into a migration not yet applied\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["9999-last.yaml"])
    }
}
