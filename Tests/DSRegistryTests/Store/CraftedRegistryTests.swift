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

/// A registry file crafted by an attacker: SQL stored in it is never executed, and `check`
/// reports every stored schema object that is not the one dsreg creates.
@Suite struct CraftedRegistryTests {
    /// A view whose stored SQL carries more statements (`…; ATTACH 'other' AS v; DELETE FROM
    /// v.component`) used to run them on `--as-of`, emptying another registry.
    @Test func asOfNeverRunsSQLStoredInTheFile() throws {
        let victim = try SeededRegistryFile()
        let victimBefore = try victim.registry.dumpContent()
        let crafted = try SeededRegistryFile()
        try crafted.checkpoint()
        try crafted.registry.writer.close()
        // Rewrite the stored SQL of a view the way a hostile file would carry it.
        let payload = "CREATE VIEW latest_assessment AS SELECT a.* FROM assessment a; ATTACH '\(victim.path)' AS v; DELETE FROM v.component"
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA writable_schema = ON") }
        let writer = try DatabaseQueue(path: crafted.path, configuration: configuration)
        try writer.write { db in
            try db.execute(sql: "UPDATE sqlite_master SET sql = ? WHERE type = 'view' AND name = 'latest_assessment'", arguments: [payload])
        }
        try writer.close()
        for command in [["list", "--as-of", "1.0.0"], ["show", "Header", "--as-of", "2026-04"], ["query", "criterion", "C7", "--as-of", "1.0.0"]] {
            _ = try DSRegBinary.run(command + ["--db", crafted.path])
        }
        #expect(try victim.registry.dumpContent() == victimBefore)
        let findings = try Registry.check(at: crafted.path, restructures: RestructureSet())
        #expect(findings.contains(RegistryFinding(check: .schema, subject: "view latest_assessment",
            problem: "its definition differs from the one dsreg creates (edited by hand, or tampered with)",
            fix: "rebuild the registry from its seeds and migrations into a new file: dsreg seed --db NEW.sqlite && dsreg migrate --db NEW.sqlite")))
    }

    @Test func anAddedTriggerOrViewIsReported() throws {
        let file = try SeededRegistryFile()
        try file.registry.writer.write { db in
            try db.execute(sql: "CREATE TRIGGER sneaky AFTER INSERT ON component BEGIN DELETE FROM issue; END")
        }
        let findings = try file.registry.check(restructures: RestructureSet())
        #expect(findings.map(\.subject) == ["trigger sneaky"])
        #expect(findings.first?.problem == "not part of the dsreg schema")
    }
}
