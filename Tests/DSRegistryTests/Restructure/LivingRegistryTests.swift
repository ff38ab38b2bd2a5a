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

/// Seeds, restructures, token files and new versions composing as a team evolves a registry
/// (issue: the living registry). Each test failed before its fix.
@Suite struct LivingRegistryTests {
    /// An applied migration re-saved with CRLF endings and a byte-order mark is the same file;
    /// a changed byte of content is still drift.
    @Test func driftIsContentNotLineEndings() throws {
        let folder = try TemporaryFolder(copying: MigratedRegistry.migrations)
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(folder.url), now: MigratedRegistry.now)
        let file = folder.url.appendingPathComponent("0001-section-header.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (Data([0xEF, 0xBB, 0xBF]) + Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)).write(to: file)
        let resaved = MigratedRegistry.load(folder.url)
        #expect(resaved.diagnostics.all.isEmpty)
        #expect(try registry.restructureStatus(resaved).map(\.state) == Array(repeating: .applied, count: 5))
        #expect(try registry.migrate(resaved, now: MigratedRegistry.now).steps.isEmpty)
        try folder.replace("0001-section-header.yaml", "Section Header", with: "Section Heading")
        #expect(try registry.restructureStatus(MigratedRegistry.load(folder.url)).first?.state == .drifted)
    }

    @Test func aTextHashIgnoresOnlyHowTheFileWasSaved() {
        let lf = Data("a: 1\nb: 2\n".utf8)
        #expect(ContentHash.ofText(lf) == ContentHash.of(lf))
        #expect(ContentHash.ofText(Data("a: 1\r\nb: 2\r\n".utf8)) == ContentHash.of(lf))
        #expect(ContentHash.ofText(Data("a: 1\rb: 2\r".utf8)) == ContentHash.of(lf))
        #expect(ContentHash.ofText(Data([0xEF, 0xBB, 0xBF]) + lf) == ContentHash.of(lf))
        #expect(ContentHash.ofText(Data("a: 1\nb: 3\n".utf8)) != ContentHash.of(lf))
    }

    /// `tokens import --strict` is a CI gate: it fails on every run while an alias dangles,
    /// not only on the run that wrote the file.
    @Test func strictGatesEveryRunEvenWhenNothingChanged() throws {
        let folder = try TemporaryFolder()
        try #"{"color": {"link": {"$type": "color", "$value": "{color.brand}"}}}"#
            .write(to: folder.url.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        let registry = try MigratedRegistry.freshlySeeded()
        let first = try registry.importTokens(TokenImportSet.load([folder.url]), system: "eb")
        #expect(first.filesWritten == 1)
        #expect(first.dangling == 1)
        let gate = #expect(throws: InputErrors.self) {
            try registry.importTokens(TokenImportSet.load([folder.url]), system: "eb", strict: true)
        }
        #expect(gate?.diagnostics.map(\.severity) == [.error])
        #expect(gate?.diagnostics.first?.message.contains("color.brand") == true)
        // Without --strict the unchanged file is quiet, as before.
        #expect(try registry.importTokens(TokenImportSet.load([folder.url]), system: "eb").filesUnchanged == 1)
    }

    /// One verdict progress: the question and the page agree once a restructure carried it out.
    @Test func theVerdictsProgressIsTheSameInTheQuestionAndOnThePage() throws {
        let registry = MigratedRegistry.shared
        let question = try #require(QuestionCatalog.named("verdict"))
        let answer = try registry.ask(question, question.arguments(from: ["restructure"]))
        #expect(answer.records.first?["component"] == "Section Header")
        #expect(answer.records.first?["progress"] == "done by 0001-section-header")
        let page = try registry.componentDetail("Header")
        #expect(page.assessments.last?.verdictProgress == "done by 0001-section-header")
        #expect(ComponentPage.render(page, as: .table).contains("Restructure (done by 0001-section-header) — Rename to Section Header"))
        // Before the restructure, both say what the assessment recorded.
        let seeded = try MigratedRegistry.freshlySeeded()
        #expect(try seeded.ask(question, question.arguments(from: ["restructure"])).records.first?["progress"] == "open")
        #expect(try seeded.componentDetail("Header").assessments.last?.verdictProgress == "open")
    }

    /// A component's history shows every restructure that touched it: merges into it, and the
    /// split it came out of, not only its own change rows.
    @Test func historyShowsTheMergesIntoAComponentAndTheSplitItCameFrom() throws {
        let merged = try MigratedRegistry.shared.history("Title Bar")
        #expect(merged.column("event") == ["add-property", "add-slot", "merge"])
        #expect(merged.column("detail").last?.hasPrefix("merged Header - With Logo into Title Bar: ") == true)
        let registry = try MigratedRegistry.freshlySeeded()
        _ = try registry.migrate(MigratedRegistry.load(TestPaths.fixtures.appendingPathComponent("Migrations/split-and-merge")),
                                 now: MigratedRegistry.now)
        let split = try registry.history("Counter Header")
        #expect(split.column("event").first == "split")
        #expect(split.column("detail").first == "split Header: Title + trailing counter → new component Counter Header (counter-header) (0001-split)")
    }

    /// Messages that point at the right place: a refused plan says only why; a pending file
    /// numbered before an applied one is "out of order"; revert takes --migrations.
    @Test func migrateSaysWhatHappenedAndNothingElse() throws {
        let folder = try TemporaryFolder(copying: MigratedRegistry.migrations)
        let file = try SeededRegistryFile()
        let db = ["--db", file.path, "--migrations", folder.url.path]
        for name in ["0002-promote-trailing-actions", "0004-detail-hero", "0005-page-banner"] {
            try FileManager.default.moveItem(at: folder.url.appendingPathComponent("\(name).yaml"),
                                              to: file.folder.url.appendingPathComponent("\(name).yaml"))
        }
        #expect(try DSRegBinary.run(["migrate"] + db).status == 0)
        try FileManager.default.moveItem(at: file.folder.url.appendingPathComponent("0002-promote-trailing-actions.yaml"),
                                          to: folder.url.appendingPathComponent("0002-promote-trailing-actions.yaml"))
        let status = try DSRegBinary.run(["migrate", "status", "--format", "csv"] + db)
        #expect(status.status == 1)
        #expect(status.output.contains("0002-promote-trailing-actions,out of order,,"))
        let plan = try DSRegBinary.run(["migrate", "--plan"] + db)
        #expect(plan.status == 1)
        #expect(!plan.errors.contains("no pending migrations"))
        #expect(plan.errors.hasSuffix("dsreg: 1 error; the plan stops at the failing migration\n"))
        let revert = try DSRegBinary.run(["migrate", "revert"] + db)
        #expect(revert.status == 0, "\(revert.errors)")
        #expect(revert.errors == "dsreg: reverted 0003-merge-with-logo-into-title-bar; pending in \(folder.url.path): 0002-promote-trailing-actions, 0003-merge-with-logo-into-title-bar\n")
    }

    /// A name clash is reported at the `name:` line of the file that changed, never on the
    /// untouched file, and a retired name says whose former name it is.
    @Test func aNameClashPointsAtTheChangedFilesNameLine() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        func errors() -> [String] {
            registry.seedErrors(from: seeds.url, restructures: MigratedRegistry.load())
        }
        // "new-header" sorts before "title-bar": the untouched title-bar.yaml must not be blamed.
        try "id: new-header\nsystem: eb\nname: Title Bar\n".write(to: seeds.url.appendingPathComponent("eb/new-header.yaml"), atomically: true, encoding: .utf8)
        #expect(errors() == [
            "Seeds/eb/new-header.yaml:3:7: error: component name 'Title Bar' is already taken by 'Title Bar' in Seeds/eb/title-bar.yaml; names are compared ignoring case, spaces and punctuation; choose another name",
        ])
        try "id: new-header\nsystem: eb\nname: Header\n".write(to: seeds.url.appendingPathComponent("eb/new-header.yaml"), atomically: true, encoding: .utf8)
        #expect(errors() == [
            "Seeds/eb/new-header.yaml:3:7: error: component name 'Header' is a former name of 'Section Header' (Seeds/eb/header.yaml still names it 'Header'); a former name stays reserved so that old references keep resolving; choose another name",
        ])
    }

    /// A seed run never deletes published history or a whole system as a side effect.
    @Test func publishedHistoryNeverVanishesByAccident() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        let before = try registry.dumpContent()
        let header = seeds.url.appendingPathComponent("eb/header.yaml")
        let kept = seeds.url.appendingPathComponent("header.yaml.kept")
        try FileManager.default.moveItem(at: header, to: kept)
        let refused = #expect(throws: InputErrors.self) { try registry.seed(from: seeds.url, displayPrefix: "Seeds") }
        #expect(refused?.diagnostics.map(\.description) == [
            "Seeds/eb/header.yaml:1:1: error: this file is gone, and seeding would delete Header with its published assessment 1.0.0; restore the file; to retire Header, write a migration with {op: deprecate, component: Header}, or delete it deliberately with dsreg seed --allow-removal",
        ])
        #expect(try registry.dumpContent() == before)
        // Seeding one system's folder would delete the others.
        let partial = #expect(throws: InputErrors.self) {
            try registry.seed(from: seeds.url.appendingPathComponent("sap-fiori"), displayPrefix: "Seeds/sap-fiori")
        }
        #expect(partial?.diagnostics.map(\.message) == [
            "system 'backbase' (last seeded from backbase/system.yaml) is not in this seed folder, and seeding would delete it with its 3 components and their history",
            "system 'eb' (last seeded from eb/system.yaml) is not in this seed folder, and seeding would delete it with its 13 components and their history",
        ])
        #expect(try registry.dumpContent() == before)
        // Deliberately, it is allowed.
        let report = try registry.seed(from: seeds.url, displayPrefix: "Seeds", allowRemoval: true)
        #expect(report.componentsRemoved == ["Header"])
    }

    /// A system folder linked in from elsewhere is a system, not an absence.
    @Test func aSymlinkedSystemFolderIsFollowed() throws {
        let elsewhere = try TemporaryFolder(copying: TestPaths.seeds.appendingPathComponent("backbase"))
        let seeds = try TemporaryFolder()
        for system in ["eb", "sap-fiori"] {
            try FileManager.default.copyItem(at: TestPaths.seeds.appendingPathComponent(system), to: seeds.url.appendingPathComponent(system))
        }
        try FileManager.default.createSymbolicLink(at: seeds.url.appendingPathComponent("backbase"), withDestinationURL: elsewhere.url)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(try registry.value("SELECT count(*) FROM component WHERE system_id = 'backbase'") == 3)
        #expect(try registry.seed(from: seeds.url, displayPrefix: "Seeds").filesUnchanged == 34)
    }

    /// A seed written after a restructure may name components by their current names (and
    /// former ones): the references resolve through the one lookup after the replay.
    @Test func aSeedWrittenAfterARestructureUsesCurrentNames() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.seeds)
        let registry = try Registry.inMemory()
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        _ = try registry.migrate(MigratedRegistry.load(), now: MigratedRegistry.now)
        try """
            id: settings-page
            system: eb
            name: Settings Page
            relationships:
              - {kind: uses, component: Section Header}
              - {kind: uses, component: Header - Centered}
            """.write(to: seeds.url.appendingPathComponent("eb/settings-page.yaml"), atomically: true, encoding: .utf8)
        let report = try registry.seed(from: seeds.url, displayPrefix: "Seeds", restructures: MigratedRegistry.load())
        #expect(report.restructuresReplayed.count == 5)
        let uses: [String] = try registry.values("""
            SELECT t.name FROM relationship r JOIN component c ON c.id = r.component_id JOIN component t ON t.id = r.target_id
            WHERE c.name = 'Settings Page' ORDER BY r.ordinal
            """)
        #expect(uses == ["Section Header", "Page Banner"])
        #expect(try registry.check(restructures: MigratedRegistry.load()).isEmpty)
        // Before the migration that introduces the name is applied, the name is unknown.
        let fresh = try Registry.inMemory()
        let refused = #expect(throws: InputErrors.self) { try fresh.seed(from: seeds.url, displayPrefix: "Seeds") }
        #expect(refused?.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Seeds/eb/settings-page.yaml:5:29: error: component 'Section Header' is not in system 'eb'; add a seed file for it (a component the documents only mention gets a file marked not assessed); if a migration introduces the name, apply it first: dsreg migrate",
        ])
    }

    /// A binding names a token path and binds to whatever defines it, seed tokens or an
    /// imported file, in either order; a path nothing defines is kept and listed, with a
    /// warning that suggests the closest token. Slash and dot paths name the same token.
    @Test func seedsBindTokensFromTokenFilesInEitherOrder() throws {
        let seeds = try TemporaryFolder(copying: TestPaths.fixtures.appendingPathComponent("UnboundToken"))
        let tokens = try TemporaryFolder()
        try ##"{"color": {"brand": {"$type": "color", "$value": "#0055ff"}, "link": {"$type": "color", "$value": "{color.brand}"}}}"##
            .write(to: tokens.url.appendingPathComponent("acme.tokens.json"), atomically: true, encoding: .utf8)
        // widget.yaml binds color/inc, which nothing defines: a warning, and missing-tokens lists it.
        let registry = try Registry.inMemory()
        let report = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(report.warnings.map(\.description) == [
            "Seeds/acme/widget.yaml:17:48: warning: token 'color/inc' is not defined by system 'acme' (neither its system.yaml nor an imported token file); kept, and listed by dsreg query missing-tokens; did you mean 'color/ink'?",
        ])
        let missing = try #require(QuestionCatalog.named("missing-tokens"))
        #expect(try registry.ask(missing, [:]).column("token") == ["color/inc"])
        // Import first, then a seed binds the imported tokens, by dot and by slash path.
        _ = try registry.importTokens(TokenImportSet.load([tokens.url]), system: "acme")
        try seeds.replace("acme/widget.yaml", "token: color/inc", with: "token: color/link")
        _ = try registry.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(try registry.ask(missing, [:]).rows.isEmpty)
        let usage = try #require(QuestionCatalog.named("token-usage"))
        let uses = try registry.ask(usage, usage.arguments(from: ["color.brand"]))
        #expect(uses.column("bound_to") == ["color/link"])
        #expect(uses.column("chain") == ["color.link → color.brand"])
        // The other order: a seed binding first, the file imported after, binds without a re-seed.
        let other = try Registry.inMemory()
        _ = try other.seed(from: seeds.url, displayPrefix: "Seeds")
        #expect(try other.ask(missing, [:]).column("token") == ["color/link"])
        _ = try other.importTokens(TokenImportSet.load([tokens.url]), system: "acme")
        #expect(try other.ask(missing, [:]).rows.isEmpty)
        #expect(try other.check(restructures: RestructureSet()).isEmpty)
    }

    /// Search covers what a page shows: accessibility notes, specs, strings, tokens and former
    /// names; and check notices an index that lost or gained rows against its sources.
    @Test func searchCoversWhatAPageShowsAndCheckGuardsIt() throws {
        let registry = MigratedRegistry.shared
        let search = try #require(QuestionCatalog.named("search"))
        func find(_ text: String) throws -> [[String: String]] {
            try registry.ask(search, search.arguments(from: text.split(separator: " ").map(String.init))).records
        }
        #expect(try find("touch target").contains { $0["component"] == "Section Header" && $0["kind"] == "accessibility" })
        #expect(try find("tab header tab").contains { $0["system"] == "backbase" && $0["kind"] == "token" && $0["title"] == "theme.radius.tab-header.tab" })
        #expect(try find("header transaction").contains { $0["component"] == "Detail Hero" && $0["kind"] == "former_name" })
        // A row deleted from the index behind its sources' back is found.
        let file = try SeededRegistryFile()
        #expect(try file.registry.check(restructures: RestructureSet()).isEmpty)
        try file.registry.writer.write { try $0.execute(sql: "DELETE FROM search_index WHERE rowid = (SELECT max(rowid) FROM search_index)") }
        #expect(try file.registry.check(restructures: RestructureSet()).map(\.problem) == [
            "it differs from what it indexes: 1 row missing, 0 rows that no source gives",
        ])
    }
}
