import Foundation
import Testing

/// Under `--format json` a tool reads standard error as JSON too: failures, warnings and status
/// lines each arrive as one JSON object per line, never as text between them.
@Suite struct JSONStandardErrorTests {
    /// Each line of standard error, parsed; a line that is not JSON fails the test by name.
    static func jsonLines(_ errors: String) -> [[String: Any]] {
        errors.split(separator: "\n").compactMap { line in
            let value = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(value != nil, "not JSON on standard error: \(line)")
            return (value as? [String: Any]) ?? (value as? [[String: Any]])?.first
        }
    }

    @Test func checkPrintsTheMigrationFoldersProblemsAsJSON() throws {
        let copy = try RegistryFileCopy()
        let migrations = copy.folder.url.appendingPathComponent("Migrations")
        try FileManager.default.copyItem(at: MigratedRegistry.migrations, to: migrations)
        try "id: 0009-broken\ntitle: [unclosed\n".write(to: migrations.appendingPathComponent("0009-broken.yaml"),
                                                       atomically: true, encoding: .utf8)
        let text = try DSRegBinary.run(["check", "--db", copy.path, "--migrations", "Migrations"], in: copy.folder.url)
        #expect(text.errors.hasPrefix("Migrations/0009-broken.yaml:3:1: error: invalid YAML"), "\(text.errors)")

        let json = try DSRegBinary.run(["check", "--db", copy.path, "--migrations", "Migrations", "--format", "json"],
                                       in: copy.folder.url)
        #expect(json.status == 1)
        let lines = Self.jsonLines(json.errors)
        #expect(lines.first?["file"] as? String == "Migrations/0009-broken.yaml")
        #expect(lines.first?["severity"] as? String == "error")
        #expect(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) is [Any])
        try copy.expectUnchanged()
    }

    @Test func aStatusLineIsAJSONObject() throws {
        let copy = try RegistryFileCopy()
        let text = try DSRegBinary.run(["migrate", "--db", copy.path, "--migrations", MigratedRegistry.migrations.path])
        #expect(text.errors == "dsreg: no pending migrations\n")
        let json = try DSRegBinary.run(["migrate", "--db", copy.path, "--migrations", MigratedRegistry.migrations.path,
                                        "--format", "json"])
        #expect(json.errors == "{\"status\":\"no pending migrations\"}\n")
    }
}
