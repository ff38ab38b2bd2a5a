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

/// Issue 31: Datasette keys the canned queries by the database's name, the served file's name
/// without its extension. A copy served under another name keeps them when its metadata is
/// written for that name (`--database`, as the README says); metadata written for the
/// registry's own name gives the copy none (Datasette says nothing). Skipped, with the reason,
/// where datasette is absent (a failure under DSREG_REQUIRE_BROWSER=1).
@Suite struct DatasetteCopyTests {
    @Test func theDatabaseNameIsTheServedFilesName() {
        #expect(DatasetteMetadata.databaseName("dsreg.sqlite") == "dsreg")
        #expect(DatasetteMetadata.databaseName("copies/snapshot.sqlite") == "snapshot")
        #expect(DatasetteMetadata.databaseName("snapshot.db") == "snapshot")
        #expect(DatasetteMetadata.databaseName("snapshot") == "snapshot")
        #expect(DatasetteMetadata.databaseName("team.registry") == "team.registry")
    }

    @Test func aCopyServedUnderAnotherNameKeepsItsCannedQueries() throws {
        guard let datasette = ExternalTool.find("datasette") else {
            #expect(ExternalTool.skipped("datasette is not installed (pip install datasette)"))
            return
        }
        let file = try SeededRegistryFile()
        try file.checkpoint()
        let copy = file.folder.url.appendingPathComponent("snapshot.sqlite").path
        try FileManager.default.copyItem(atPath: file.path, toPath: copy)
        let queries = TestPaths.packageRoot.appendingPathComponent("Queries").path
        let forRegistry = file.folder.url.appendingPathComponent("registry.json").path
        let forCopy = file.folder.url.appendingPathComponent("snapshot.json").path
        let wrote = try DSRegBinary.run(["datasette", "--db", file.path, "--queries", queries, "--output", forRegistry])
        #expect(wrote.output.hasPrefix("wrote 28 canned queries for database 'registry'"))
        let named = try DSRegBinary.run(["datasette", "--db", file.path, "--queries", queries, "--output", forCopy, "--database", "snapshot"])
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output == "wrote 28 canned queries for database 'snapshot' to \(forCopy); serve with: datasette -i snapshot.sqlite -m \(forCopy)\n")
        // A file's name works as well as the bare name.
        let byFile = try DSRegBinary.run(["datasette", "--db", file.path, "--queries", queries, "--output", forCopy, "--database", copy])
        #expect(byFile.output.hasPrefix("wrote 28 canned queries for database 'snapshot'"))

        let path = "/snapshot/lacking-state.json?_shape=array&state=pressed"
        let kept = try DSRegBinary.runProcess(datasette, ["serve", "-i", copy, "-m", forCopy, "--get", path])
        #expect(kept.status == 0, "\(kept.errors)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(kept.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["component"] as? String } == ["Header", "TabHeaderViewController"])
        // The registry's metadata: the copy's database has no such query.
        let lost = try DSRegBinary.runProcess(datasette, ["serve", "-i", copy, "-m", forRegistry, "--get", path])
        #expect(lost.status != 0)
        #expect(!lost.output.contains("TabHeaderViewController"))
    }
}
