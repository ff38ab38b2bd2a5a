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

/// Issue 31: a question's SQL is its answer. "not assessed" (nobody assessed the component)
/// and "not recorded" (an assessed component's blank cell) stay apart; a saved question that
/// shadows a built-in is left out and the built-in answers.
@Suite struct OneAnswerTests {
    /// The Header assessment's behaviour table: "Focused (a11y) · N/A · N/A · (nothing for
    /// Figma) · Focus lives on the trailing action". The blank Figma cell is a gap the
    /// assessment left open: listed by default as "not recorded", never hidden as unassessed.
    @Test func headerFocusedOnFigmaIsNotRecordedAndListed() throws {
        let note = "Focus lives on the trailing action, not the header itself."
        let seeded = try ask(SeededRegistry.shared, "lacking-state", "focused", "--platform", "figma")
        #expect(seeded.records == [["system": "eb", "component": "Header", "state": "focused", "reason": "not recorded",
                                    "figma": "not recorded", "note": note]])
        #expect(seeded.notes == ["and 12 components not assessed (--include-unassessed lists them)"])
        // After the migrations it is Section Header; the cell reads the same.
        let migrated = try ask(MigratedRegistry.shared, "lacking-state", "focused", "--platform", "figma")
        #expect(migrated.records == [["system": "eb", "component": "Section Header", "state": "focused", "reason": "not recorded",
                                      "figma": "not recorded", "note": note]])
        // Every platform: iOS and Android are recorded not applicable, Figma is the gap.
        let every = try ask(SeededRegistry.shared, "lacking-state", "focused")
        #expect(every.records.first { $0["component"] == "Header" } == ["system": "eb", "component": "Header", "state": "focused", "reason": "not recorded",
                                        "ios": "not applicable", "android": "not applicable", "figma": "not recorded", "note": note])
    }

    /// `a11y` says the same two words: a component someone assessed is "not recorded" where a
    /// requirement is missing; one nobody assessed is left out and counted, or listed as "not
    /// assessed" with --include-unassessed.
    @Test func a11yKeepsNotRecordedApartFromNotAssessed() throws {
        let every = try ask(SeededRegistry.shared, "a11y", "--platform", "ios", "--include-unassessed")
        #expect(Set(every.column("reason")) == ["not recorded", "not assessed"])
        #expect(every.records.filter { $0["reason"] == "not recorded" }.map { $0["component"] } == ["TabHeaderViewController"])
        #expect(every.records.first { $0["component"] == "Avatar" && $0["system"] == "eb" }?["reason"] == "not assessed")
        let shown = try ask(SeededRegistry.shared, "a11y", "--platform", "ios")
        #expect(shown.rows.count == 1)
        #expect(shown.notes == ["and \(every.rows.count - 1) components not assessed (--include-unassessed lists them)"])
    }

    /// A saved `verdict.sql` is left out with a warning, and `dsreg query verdict` is the
    /// built-in's answer (it failed with "the question was not asked").
    @Test func aSavedQuestionThatShadowsABuiltInIsLeftOutAndTheBuiltInAnswers() throws {
        let file = try SeededRegistryFile()
        let queries = file.folder.url.appendingPathComponent("Queries")
        try FileManager.default.createDirectory(at: queries, withIntermediateDirectories: true)
        try "-- description: My own verdicts.\nSELECT 'mine' AS verdict\n"
            .write(to: queries.appendingPathComponent("verdict.sql"), atomically: true, encoding: .utf8)
        let asked = try DSRegBinary.run(["query", "verdict", "--db", file.path, "--queries", queries.path, "--format", "json"])
        let builtIn = try DSRegBinary.run(["query", "verdict", "--db", file.path, "--queries", file.folder.url.path + "/none", "--format", "json"])
        #expect(asked.status == 0)
        #expect(builtIn.status == 0)
        #expect(asked.output == builtIn.output)
        #expect(asked.output.contains("\"component\": \"Header\""))
        // Under --format json the warning is JSON too (one object per line on standard error).
        let warning = try JSONSerialization.jsonObject(with: Data(asked.errors.utf8)) as? [String: Any]
        #expect(warning?["file"] as? String == queries.path + "/verdict.sql")
        #expect(warning?["severity"] as? String == "warning")
        #expect(warning?["message"] as? String == "the saved question 'verdict' has the name of a built-in question (this saved question is left out)")
        #expect(warning?["fix"] as? String == "rename it")
    }

    /// One rule for a coverage cell (`QuestionCatalog+Coverage`): Datasette's faceted view
    /// `state_coverage_matrix`, the site's coverage page and `lacking-state` say the same of
    /// every cell. The view said Backbase's Android and Figma cells (it ships on iOS only) were
    /// "not-assessed", and Header's blank Focused cell on Figma too.
    @Test func everyCoverageCellReadsTheSameInTheViewTheSiteAndTheCommand() throws {
        let registry = SeededRegistry.shared
        typealias Cell = (component: Int64, name: String, state: String, platform: String)
        var systems: [Int64: String] = [:]
        var view: [String: String] = [:]
        var cells: [Cell] = []
        try registry.writer.read { db in
            for row in try Row.fetchAll(db, sql: "SELECT component_id, system, component, state, ios, android, figma FROM state_coverage_matrix") {
                systems[row["component_id"]] = row["system"]
                for platform in ["ios", "android", "figma"] {
                    let cell: Cell = (row["component_id"], row["component"], row["state"], platform)
                    cells.append(cell)
                    view["\(cell.component) \(cell.state) \(platform)"] = row[platform]
                }
            }
            var rule: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: QuestionCatalog.coverageCells) {
                let id: Int64 = row["component_id"], state: String = row["state"], platform: String = row["platform"]
                rule["\(id) \(state) \(platform)"] = (row["reason"] as String).replacingOccurrences(of: " ", with: "-")
            }
            for cell in cells {
                let key = "\(cell.component) \(cell.state) \(cell.platform)"
                #expect(view[key] == rule[key], "\(cell.name) \(cell.state) \(cell.platform)")
            }
        }
        #expect(cells.count == 18)
        let tabHeader = cells.filter { $0.name == "TabHeaderViewController" }
        #expect(tabHeader.filter { $0.platform != "ios" }.map { view["\($0.component) \($0.state) \($0.platform)"] }
                == Array(repeating: "not-applicable", count: tabHeader.count * 2 / 3))
        #expect(cells.filter { $0.name == "Header" && $0.state == "focused" }.map { view["\($0.component) \($0.state) \($0.platform)"] }
                == ["not-applicable", "not-applicable", "not-recorded"])

        // The site's coverage page reads the same cells.
        let site = try registry.siteData()
        for component in site.systems.flatMap(\.components) {
            for cell in cells where cell.component == component.detail.id {
                #expect(SiteBuilder.support(component, state: cell.state, platform: cell.platform).value
                        == view["\(cell.component) \(cell.state) \(cell.platform)"], "site: \(cell.name) \(cell.state) \(cell.platform)")
            }
        }

        // lacking-state, one platform at a time: a listed component's cell is the view's; one
        // not listed is supported, or where it does not ship.
        for state in Set(cells.map(\.state)) {
            for platform in ["ios", "android", "figma"] {
                let answer = try ask(registry, "lacking-state", state, "--platform", platform, "--include-unassessed")
                let said = Dictionary(uniqueKeysWithValues: answer.records.map { (($0["system"] ?? "") + " " + ($0["component"] ?? ""), $0[platform] ?? "") })
                for cell in cells where cell.state == state && cell.platform == platform {
                    let expected = view["\(cell.component) \(cell.state) \(cell.platform)"] ?? ""
                    if let listed = said[(systems[cell.component] ?? "") + " " + cell.name] {
                        #expect(listed.replacingOccurrences(of: " ", with: "-") == expected, "lacking-state: \(cell.name) \(state) \(platform)")
                    } else {
                        #expect(["supported", "not-applicable"].contains(expected), "lacking-state: \(cell.name) \(state) \(platform)")
                    }
                }
            }
        }
    }
}
