import Foundation
import Testing
@testable import DSRegistry

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
}
