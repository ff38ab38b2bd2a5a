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

/// What `dsreg site` and `dsreg codeconnect generate` write from names the registry accepts
/// (issue 32): one page per component and system, nothing outside `--output`, file names a
/// disk takes whatever the name's length, and Swift that parses whatever the signatures say.
@Suite struct GeneratedOutputTests {
    /// The migrated fixture registry in a scratch folder, changed by `sql` first.
    static func registry(_ sql: String, _ arguments: StatementArguments = []) throws -> (TemporaryFolder, Registry) {
        let folder = try TemporaryFolder()
        let registry = try MigratedRegistry.shared.copy(to: folder.url.appendingPathComponent("r.sqlite").path)
        try registry.writer.write { db in try db.execute(sql: sql, arguments: arguments) }
        return (folder, registry)
    }

    /// Keys `header-transaction` and `header--transaction` (both accepted by `seed`) shared one
    /// page; the build now refuses, naming both.
    @Test func componentsWhosePagesWouldCollideAreRefusedByName() throws {
        let (folder, registry) = try Self.registry("""
            INSERT INTO component (system_id, key, name, status) VALUES ('eb', 'header--transaction', 'Header Twice', 'active')
            """)
        let output = folder.url.appendingPathComponent("site")
        #expect(throws: RegistryError.invalidArgument(
            "components 'Detail Hero' (key header-transaction) and 'Header Twice' (key header--transaction) of system eb "
            + "would share the page components/eb/header-transaction.html; change one's id in its seed file so that the two "
            + "differ in more than case, dashes or punctuation")) {
            try registry.buildSite(into: output)
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func systemsWhosePagesWouldCollideAreRefusedByName() throws {
        let (folder, registry) = try Self.registry("INSERT INTO design_system (id, name) VALUES ('e-b', 'Another EB')")
        try registry.writer.write { db in
            try db.execute(sql: "INSERT INTO design_system (id, name) VALUES ('E--B', 'A Third EB')")
            try db.execute(sql: "INSERT INTO component (system_id, key, name, status) VALUES ('e-b', 'x', 'X', 'active')")
        }
        #expect(throws: RegistryError.invalidArgument(
            "systems 'E--B' and 'e-b' would share the folder components/e-b/ and the page tokens/e-b.html; "
            + "give one an id that differs in more than case, dashes or punctuation")) {
            try registry.buildSite(into: folder.url.appendingPathComponent("site"))
        }
    }

    /// `site/components -> ../outside`: the site wrote through it. `tokens export` and
    /// `codeconnect generate` already refused; the site does too, before writing anything.
    @Test func theSiteWritesNothingThroughALinkOutOfOutput() throws {
        let (folder, registry) = try Self.registry("SELECT 1")
        let output = folder.url.appendingPathComponent("site"), outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("components").path, withDestinationPath: "../outside")
        #expect(throws: RegistryError.invalidArgument(
            "refusing to write the site through '\(output.path)/components': it is a link to '\(outside.path)', outside "
            + "'\(output.path)'; remove the link, or choose another --output")) {
            try registry.buildSite(into: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["components"])
        // A link that stays inside is followed as any folder.
        try FileManager.default.removeItem(at: output.appendingPathComponent("components"))
        try FileManager.default.createDirectory(at: output.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("components").path, withDestinationPath: "real")
        #expect(try registry.buildSite(into: output).written > 0)
    }

    /// A 330-character name (seeded fine) stopped the site after 10 files ("check that the
    /// folder is writable"): the former-name page's file name was over 255 bytes.
    @Test func aLongNameGetsABoundedFileName() throws {
        let long = String(repeating: "Very Long ", count: 33)
        let (folder, registry) = try Self.registry("UPDATE component SET name = ? WHERE name = 'Section Header'", [long])
        let output = folder.url.appendingPathComponent("site")
        let report = try registry.buildSite(into: output)
        let files = try #require(FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String])
        #expect(report.written == files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") || $0.hasSuffix(".js") }.count)
        #expect(files.map { ($0 as NSString).lastPathComponent.utf8.count }.max() ?? 0 <= FileName.longest)
        let slug = FileName.slug(long)
        #expect(slug.utf8.count == FileName.longest && slug.hasPrefix("Very-Long-Very-Long-"))
        #expect(slug != FileName.slug(long + "!") && FileName.slug("Section Header") == "Section-Header")
        #expect(FileName.slug(long, suffix: ".figma.swift").hasSuffix(".figma.swift"))
    }
}
