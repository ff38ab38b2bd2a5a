import GRDB
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Everything the site shows, read in one read transaction, so every page describes the same
/// registry. Component pages are built from `ComponentDetail` (what `dsreg show` reads), the
/// timelines from `ComponentHistory` (what `dsreg history` reads), the platform rule from the
/// catalog's `ships`; the site adds no second reading of the data.
package struct SiteData: Sendable {
    package struct System: Sendable {
        package var id, name: String
        package var description: String?
        package var components: [Component]
        package var tokens: [Token]
    }

    package struct Component: Sendable {
        package var detail: ComponentDetail
        /// The platforms (ios, android, figma) the component ships on.
        package var ships: Set<String>
        /// `dsreg history`'s rows: date, version, event, detail.
        package var history: [[String: String]]
        /// Each coverage cell's reason by "state platform" (`not-recorded`, `not-applicable`,
        /// …), by the one rule of `QuestionCatalog.coverageCells` that `lacking-state` reads.
        package var coverage: [String: String] = [:]
        /// Per state, the Figma file a blank Figma cell was read from ("figma file …, date"):
        /// the observed support that `coverageCells` fills in (issue 38).
        package var figmaSources: [String: String] = [:]
        /// `figma-history`'s rows for the component: what changed in its Figma set between imports.
        package var figmaHistory: [[String: String]] = []
        /// `figma-evidence` and `figma-drift`'s rows for the component: what an imported Figma
        /// library shows of it, and where the file and the registry disagree.
        package var figmaEvidence: [[String: String]] = []
        package var figmaDrift: [[String: String]] = []
        /// The design node, its Figma link and the Code Connect file per platform.
        package var code: CodeConnectSnippets.Component?
        package var key: String { detail.key }
        package var name: String { detail.name }
        package var latest: ComponentDetail.Assessment? { detail.assessments.last }
    }

    package struct Token: Sendable {
        package var path, mode: String
        package var type, value, aliasOf, resolvedValue, dangling, aliasChain, description: String?
        package var deprecated: Bool
        /// Component roles bound to the token (`system` › `component` · role).
        package var usages: [Usage]
    }

    package struct Usage: Sendable, Hashable {
        package var componentKey, component, role: String
    }

    package struct Restructure: Sendable {
        package var id, title, appliedAt: String
        package var changes: [(operation: String, component: String?, componentKey: String?, system: String?, summary: String)]
    }

    package var systems: [System]
    package var restructures: [Restructure]
    /// The `regressed` question's answer (system, component, criterion, before, after …).
    package var regressions: [[String: String]] = []
}

extension SiteData {
    static func read(_ db: Database) throws -> SiteData {
        let ships = try Row.fetchAll(db, sql: "WITH \(QuestionCatalog.ships) SELECT component_id, platform FROM ships")
        var shipping: [Int64: Set<String>] = [:]
        for row in ships { shipping[row["component_id"], default: []].insert(row["platform"]) }
        var coverage: [Int64: [String: String]] = [:], sources: [Int64: [String: String]] = [:]
        for row in try Row.fetchAll(db, sql: QuestionCatalog.coverageCells) {
            let reason: String = row["reason"], state: String = row["state"], platform: String = row["platform"]
            coverage[row["component_id"], default: [:]][state + " " + platform] = reason.replacingOccurrences(of: " ", with: "-")
            if let source: String = row["source"] { sources[row["component_id"], default: [:]][state] = source }
        }
        let usages = try Self.usages(db)
        let snippets = try CodeConnectSnippets.read(db)
        var systems: [System] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, name, description FROM design_system ORDER BY name COLLATE NOCASE") {
            let systemID: String = row["id"]
            var components: [Component] = []
            for id in try Int64.fetchAll(db, sql: "SELECT id FROM component WHERE system_id = ? ORDER BY name COLLATE NOCASE", arguments: [systemID]) {
                let detail = try ComponentDetailFetch(db: db, id: id).fetch(matched: nil)
                let history = try ResultTable.fetch(db, sql: ComponentHistory.sql, arguments: ["component": id], emptyMessage: "", cached: true)
                let figma = try [QuestionCatalog.figmaHistory, QuestionCatalog.figmaEvidence, QuestionCatalog.figmaDrift].map { question in
                    try ResultTable.fetch(db, sql: question.sql, arguments: ["component": id, "system": nil], emptyMessage: "", cached: true).records
                }
                components.append(Component(detail: detail, ships: shipping[id] ?? [], history: history.records,
                                            coverage: coverage[id] ?? [:], figmaSources: sources[id] ?? [:], figmaHistory: figma[0],
                                            figmaEvidence: figma[1], figmaDrift: figma[2], code: snippets.components[systemID]?[detail.name]))
            }
            let tokens = try Row.fetchAll(db, sql: """
                SELECT path, mode, type, value, alias_of, resolved_value, dangling, alias_chain, description, deprecated
                FROM token WHERE system_id = ? ORDER BY type, path, mode
                """, arguments: [systemID]).map { t in
                Token(path: t["path"], mode: t["mode"], type: t["type"], value: t["value"], aliasOf: t["alias_of"],
                      resolvedValue: t["resolved_value"], dangling: t["dangling"], aliasChain: t["alias_chain"],
                      description: t["description"], deprecated: t["deprecated"],
                      usages: usages[systemID + "\u{0}" + TokenPath.key(t["path"])] ?? [])
            }
            systems.append(System(id: systemID, name: row["name"], description: row["description"], components: components, tokens: tokens))
        }
        let changes = try Row.fetchAll(db, sql: """
            SELECT ch.restructure_id, ch.operation, ch.summary, c.name, c.key, c.system_id
            FROM restructure_change ch LEFT JOIN component c ON c.id = ch.component_id
            ORDER BY ch.restructure_id, ch.ordinal
            """)
        let restructures = try Row.fetchAll(db, sql: "SELECT id, title, applied_at FROM restructure ORDER BY number").map { r in
            let id: String = r["id"]
            return Restructure(id: id, title: r["title"], appliedAt: r["applied_at"], changes: changes.filter { ($0["restructure_id"] as String) == id }.map {
                (operation: $0["operation"], component: $0["name"], componentKey: $0["key"], system: $0["system_id"], summary: $0["summary"])
            })
        }
        let regressions = try Registry.answer(db, QuestionCatalog.regressed, [:], limits: .standard).records
        return SiteData(systems: systems, restructures: restructures, regressions: regressions)
    }

    /// Every role bound to a token (bindings and specs), keyed by system and token path key.
    static func usages(_ db: Database) throws -> [String: [Usage]] {
        var result: [String: [Usage]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT c.system_id, c.key, c.name, tb.role, tb.token_path FROM token_binding tb
            JOIN binding_group g ON g.id = tb.group_id JOIN component c ON c.id = g.component_id
            WHERE tb.token_path IS NOT NULL
            UNION
            SELECT c.system_id, c.key, c.name, s.role, s.token_path FROM spec s
            JOIN component c ON c.id = s.component_id WHERE s.token_path IS NOT NULL
            ORDER BY 3 COLLATE NOCASE, 4
            """) {
            let key = (row["system_id"] as String) + "\u{0}" + TokenPath.key(row["token_path"])
            let usage = Usage(componentKey: row["key"], component: row["name"], role: row["role"])
            if result[key]?.contains(usage) != true { result[key, default: []].append(usage) }
        }
        return result
    }
}
