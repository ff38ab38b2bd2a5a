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

@Suite struct SchemaDocumentTests {
    /// docs/schema.md's migrations, diagram, view columns and table reference are read off a
    /// new registry; rerun with DSREG_UPDATE_GOLDEN=1 after adding a migration and review the diff.
    @Test func theSchemaReferenceIsCurrent() throws {
        let sections = try Registry.inMemory().writer.read { db in
            try SchemaDocument.sections(db, migrations: Schema.migrator.migrations)
        }
        let url = TestPaths.packageRoot.appendingPathComponent("docs/schema.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        let text = try SchemaDocument.update(document, with: sections)
        if ProcessInfo.processInfo.environment["DSREG_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "docs/schema.md is stale; rerun with DSREG_UPDATE_GOLDEN=1")
    }

    @Test func aDocumentWithoutItsMarkersIsRefusedByName() {
        #expect(throws: SchemaDocument.MissingMarker(section: "diagram")) {
            try SchemaDocument.update("# Schema\n", with: ["diagram": "erDiagram"])
        }
        #expect(SchemaDocument.MissingMarker(section: "diagram").description
            == "docs/schema.md lacks the lines '<!-- BEGIN GENERATED diagram … -->' and '<!-- END GENERATED diagram -->'")
    }

    @Test func everythingBetweenTheMarkersIsRewrittenAndNothingElse() throws {
        let document = "intro\n<!-- BEGIN GENERATED migrations (made by SchemaDocument) -->\nold\nlines\n<!-- END GENERATED migrations -->\nafter\n"
        #expect(try SchemaDocument.update(document, with: ["migrations": "`v1-registry`"])
            == "intro\n<!-- BEGIN GENERATED migrations (made by SchemaDocument) -->\n`v1-registry`\n<!-- END GENERATED migrations -->\nafter\n")
    }

    @Test func anEnumeratedColumnsValuesComeFromItsCheck() {
        let sql = "CREATE TABLE t (\n  status TEXT NOT NULL\n    CHECK (status IN ('a','b')),\n  verdict_status TEXT CHECK (verdict_status IN ('c'))\n)"
        #expect(SchemaDocument.checkValues(sql, "status") == ["a", "b"])
        #expect(SchemaDocument.checkValues(sql, "verdict_status") == ["c"])
        #expect(SchemaDocument.checkValues(sql, "other") == nil)
    }
}
