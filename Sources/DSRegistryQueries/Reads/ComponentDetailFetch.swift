import GRDB
import DSRegistryCore
import DSRegistryStore

/// The reads behind `ComponentDetail`, each a plain query on the component's id.
package struct ComponentDetailFetch {
    let db: Database
    let id: Int64
    /// The token mode bindings show (`show --mode`); nil: `default`, else the token's first.
    let mode: String?

    package init(db: Database, id: Int64, mode: String? = nil) {
        self.db = db
        self.id = id
        self.mode = mode
    }

    package func fetch(matched: String?) throws -> ComponentDetail {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT c.*, s.name AS system_name, f.name AS family_name
            FROM component c JOIN design_system s ON s.id = c.system_id
            LEFT JOIN family f ON f.id = c.family_id WHERE c.id = ?
            """, arguments: [id])
        else { throw RegistryError.invalidArgument("component \(id) vanished while reading") }
        let assessments = try self.assessments()
        return ComponentDetail(
            id: id, key: row["key"], name: row["name"],
            system: .init(id: row["system_id"], name: row["system_name"], platforms: try String.fetchAll(db, cached: """
                SELECT platform FROM declared_platform WHERE system_id = ? ORDER BY ordinal
                """, arguments: [row["system_id"] as String])),
            matchedFormerName: matched,
            formerNames: try String.fetchAll(db, cached: "SELECT name FROM component_name WHERE component_id = ? AND kind = 'former' ORDER BY id", arguments: [id]),
            formerNameHistory: try Row.fetchAll(db, cached: """
                SELECT n.name, n.renamed_by, r.applied_at FROM component_name n LEFT JOIN restructure r ON r.id = n.renamed_by
                WHERE n.component_id = ? AND n.kind = 'former' ORDER BY n.id
                """, arguments: [id]).map { .init(name: $0["name"], renamedBy: $0["renamed_by"], renamedAt: $0["applied_at"]) },
            mergedInto: (row["status"] as String) == "merged" ? try Registry.replacementName(db, of: id) : nil,
            absorbed: try Row.fetchAll(db, cached: """
                SELECT s.name, (SELECT ch.restructure_id FROM restructure_change ch
                                WHERE ch.component_id = s.id AND ch.operation = 'merge') AS merged_by
                FROM relationship r JOIN component s ON s.id = r.component_id
                WHERE r.target_id = ? AND r.kind = 'replaced-by' AND s.status = 'merged' ORDER BY s.name
                """, arguments: [id]).map { .init(component: $0["name"], mergedBy: $0["merged_by"]) },
            restructures: try Row.fetchAll(db, cached: """
                SELECT ch.restructure_id, r.applied_at, ch.operation, ch.summary FROM restructure_change ch
                JOIN restructure r ON r.id = ch.restructure_id
                WHERE ch.component_id = ? ORDER BY r.number, ch.ordinal
                """, arguments: [id]).map {
                .init(migration: $0["restructure_id"], appliedAt: $0["applied_at"], operation: $0["operation"], change: $0["summary"])
            },
            role: row["role"], family: row["family_name"], description: row["description"], inContext: row["in_context"],
            source: row["source"], importStatement: row["import_statement"], externalDependencies: row["external_dependencies"],
            sinceVersion: row["since_version"], status: row["status"], assessed: !assessments.isEmpty,
            availability: try Row.fetchAll(db, cached: "SELECT platform, min_os FROM availability WHERE component_id = ? ORDER BY platform", arguments: [id])
                .map { .init(platform: $0["platform"], minOs: $0["min_os"]) },
            features: try String.fetchAll(db, cached: "SELECT text FROM feature WHERE component_id = ? ORDER BY ordinal", arguments: [id]),
            assessments: assessments, properties: try properties(), variantGroups: try groups(), variants: try variants(),
            bindings: try bindingGroups(variantID: nil), anatomy: try anatomy(), slots: try slots(), states: try states(),
            api: try api(), accessibility: try accessibility(), strings: try strings(), guidelines: try guidelines(),
            behaviors: try behaviors(), examples: try examples(), resources: try resources(), relationships: try relationships(),
            codeConnect: try codeConnect())
    }

    func assessments() throws -> [ComponentDetail.Assessment] {
        try Row.fetchAll(db, cached: """
            SELECT a.*, \(QuestionCatalog.verdictProgress("a")) AS verdict_progress
            FROM assessment a WHERE component_id = ?
            ORDER BY version_major, version_minor, version_patch
            """, arguments: [id]).map(assessment)
    }

    /// One assessment with its judgements, as recorded.
    private func assessment(_ a: Row) throws -> ComponentDetail.Assessment {
        let assessmentID: Int64 = a["id"]
        let health: [ComponentDetail.Health] = try Row.fetchAll(db, cached: """
            SELECT dimension, status, note FROM health_check WHERE assessment_id = ?
            ORDER BY CASE dimension WHEN 'reusable' THEN 1 WHEN 'self-contained' THEN 2 WHEN 'consistent' THEN 3 ELSE 4 END
            """, arguments: [assessmentID]).map { .init(dimension: $0["dimension"], status: $0["status"], note: $0["note"]) }
        let scores: [ComponentDetail.Score] = try Row.fetchAll(db, cached: """
            SELECT s.criterion_id, c.name, s.status, s.note FROM criterion_score s
            JOIN criterion c ON c.id = s.criterion_id WHERE s.assessment_id = ? ORDER BY c.ordinal
            """, arguments: [assessmentID]).map { .init(criterion: $0["criterion_id"], name: $0["name"], status: $0["status"], note: $0["note"]) }
        let issues: [ComponentDetail.IssueState] = try Row.fetchAll(db, cached: """
            SELECT i.key, i.title, i.criterion_id, i.detail, i.resolved_by, ai.status FROM assessment_issue ai
            JOIN issue i ON i.id = ai.issue_id WHERE ai.assessment_id = ? ORDER BY i.ordinal
            """, arguments: [assessmentID]).map {
            .init(id: $0["key"], title: $0["title"], status: $0["status"], criterion: $0["criterion_id"], detail: $0["detail"], resolvedBy: $0["resolved_by"])
        }
        let recommendations: [ComponentDetail.RecommendationState] = try Row.fetchAll(db, cached: """
            SELECT r.key, r.kind, r.title, r.detail, r.done_by, ar.status FROM assessment_recommendation ar
            JOIN recommendation r ON r.id = ar.recommendation_id WHERE ar.assessment_id = ? ORDER BY r.ordinal
            """, arguments: [assessmentID]).map {
            .init(id: $0["key"], kind: $0["kind"], title: $0["title"], status: $0["status"], detail: $0["detail"], doneBy: $0["done_by"])
        }
        let tracked: [ComponentDetail.Tracked] = try Row.fetchAll(db, cached: """
            SELECT t.id, t.title, t.status, t.detail, t.done_by,
                   (SELECT group_concat(tag, char(31)) FROM tracked_item_tag WHERE item_id = t.id) AS tags
            FROM tracked_item t WHERE t.assessment_id = ? ORDER BY t.ordinal
            """, arguments: [assessmentID]).map {
            .init(title: $0["title"], status: $0["status"], detail: $0["detail"],
                  tags: (($0["tags"] as String?) ?? "").split(separator: "\u{1F}").map(String.init), doneBy: $0["done_by"])
        }
        return ComponentDetail.Assessment(
            version: a["version"], date: a["date"], kind: a["kind"], title: a["title"], status: a["status"],
            verdict: a["verdict"], designNode: a["design_node"], verdictNote: a["verdict_note"],
            overallStatus: a["overall_status"], headline: a["headline"], summary: a["summary"], verdictProgress: a["verdict_progress"],
            health: health, scores: scores, issues: issues, recommendations: recommendations, trackedItems: tracked)
    }

    func properties() throws -> [ComponentDetail.PropertyInfo] {
        try Property.filter(Property.Columns.componentId == id).order(Property.Columns.ordinal).fetchAll(db).map { p in
            ComponentDetail.PropertyInfo(
                name: p.name, kind: p.kind.rawValue, defaultValue: p.defaultValue, figmaName: p.figmaName,
                description: p.description, required: p.required, implicit: p.implicit,
                values: try String.fetchAll(db, cached: "SELECT value FROM property_value WHERE property_id = ? ORDER BY ordinal", arguments: [p.id]),
                signatures: Dictionary(try Row.fetchAll(db, cached: "SELECT platform, signature FROM property_signature WHERE property_id = ?", arguments: [p.id])
                    .map { ($0["platform"], $0["signature"]) }, uniquingKeysWith: { a, _ in a }),
                unit: p.unit?.rawValue)
        }
    }

    func groups() throws -> [ComponentDetail.Group] {
        try Row.fetchAll(db, cached: """
            SELECT g.name, g.stated_count, g.slots_enabled, (SELECT count(*) FROM variant v WHERE v.group_id = g.id) AS variant_count
            FROM variant_group g WHERE g.component_id = ? ORDER BY g.ordinal
            """, arguments: [id]).map { .init(name: $0["name"], statedCount: $0["stated_count"], slotsEnabled: $0["slots_enabled"], variantCount: $0["variant_count"]) }
    }

    func variants() throws -> [ComponentDetail.VariantInfo] {
        try Row.fetchAll(db, cached: """
            SELECT v.*, g.name AS group_name FROM variant v LEFT JOIN variant_group g ON g.id = v.group_id
            WHERE v.component_id = ? ORDER BY v.ordinal
            """, arguments: [id]).map { v in
            let variantID: Int64 = v["id"]
            return ComponentDetail.VariantInfo(
                name: v["name"], group: v["group_name"], style: v["style"], description: v["description"], asWritten: v["as_written"],
                inDesign: v["in_design"], inDevelopment: v["in_development"],
                values: Dictionary(try Row.fetchAll(db, cached: """
                    SELECT p.name, vv.value FROM variant_value vv JOIN property p ON p.id = vv.property_id WHERE vv.variant_id = ?
                    """, arguments: [variantID]).map { ($0["name"], $0["value"]) }, uniquingKeysWith: { a, _ in a }),
                specs: try specs(variantID: variantID, merged: nil),
                bindings: try bindingGroups(variantID: variantID),
                merged: try Row.fetchAll(db, cached: "SELECT * FROM merged_variant WHERE variant_id = ? ORDER BY ordinal, id", arguments: [variantID]).map { m in
                    let mergedID: Int64 = m["id"]
                    return ComponentDetail.MergedVariantInfo(name: m["name"], style: m["style"], description: m["description"],
                        asWritten: m["as_written"], inDesign: m["in_design"], inDevelopment: m["in_development"], mergedBy: m["merged_by"],
                        specs: try specs(variantID: variantID, merged: mergedID),
                        bindings: try bindingGroups(variantID: variantID, merged: mergedID))
                })
        }
    }

    /// The specs written for a variant itself (`merged` nil) or for a variant merged into it.
    /// The unary `+` keeps SQLite on the variant's (or component's) index: `merged_variant_id
    /// IS NULL` on its own index visits every spec of the registry (the site reads every variant).
    func specs(variantID: Int64, merged: Int64?) throws -> [ComponentDetail.SpecInfo] {
        try Row.fetchAll(db, cached: """
            SELECT section, role, label, value, token_path FROM spec WHERE variant_id = ? AND +merged_variant_id IS ? ORDER BY ordinal
            """, arguments: [variantID, merged])
            .map { .init(section: $0["section"], role: $0["role"], label: $0["label"], value: $0["value"], token: $0["token_path"]) }
    }

    func anatomy() throws -> [ComponentDetail.Part] {
        try Row.fetchAll(db, cached: "SELECT * FROM anatomy_part WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(name: $0["name"], label: $0["label"], description: $0["description"], optional: $0["optional"], maxRows: $0["max_rows"]) }
    }

    func slots() throws -> [ComponentDetail.SlotInfo] {
        try Row.fetchAll(db, cached: """
            SELECT s.*, p.name AS part_name FROM slot s LEFT JOIN anatomy_part p ON p.id = s.anatomy_part_id
            WHERE s.component_id = ? ORDER BY s.ordinal
            """, arguments: [id]).map { s in
            ComponentDetail.SlotInfo(name: s["name"], part: s["part_name"], label: s["label"], description: s["description"],
                min: s["min_count"], max: s["max_count"], accepts: try Row.fetchAll(db, cached: """
                    SELECT c.name, a.other, a.note FROM slot_accept a LEFT JOIN component c ON c.id = a.component_id
                    WHERE a.slot_id = ? ORDER BY a.ordinal
                    """, arguments: [s["id"] as Int64]).map { .init(component: $0["name"], other: $0["other"], note: $0["note"]) })
        }
    }

    func states() throws -> [ComponentDetail.StateInfo] {
        try Row.fetchAll(db, cached: "SELECT * FROM state_coverage WHERE component_id = ? ORDER BY ordinal", arguments: [id]).map { s in
            ComponentDetail.StateInfo(state: s["state"], scope: s["scope"], label: s["label"], property: s["property"], note: s["note"],
                support: Dictionary(try Row.fetchAll(db, cached: "SELECT platform, support FROM state_support WHERE coverage_id = ?",
                    arguments: [s["id"] as Int64]).map { ($0["platform"], $0["support"]) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    func api() throws -> [ComponentDetail.ApiTypeInfo] {
        try Row.fetchAll(db, cached: "SELECT * FROM api_type WHERE component_id = ? ORDER BY ordinal", arguments: [id]).map { t in
            ComponentDetail.ApiTypeInfo(name: t["name"], kind: t["kind"], description: t["description"],
                members: try Row.fetchAll(db, cached: "SELECT * FROM api_member WHERE type_id = ? ORDER BY ordinal", arguments: [t["id"] as Int64]).map { m in
                    ComponentDetail.Member(kind: m["kind"], name: m["name"], type: m["type"], defaultValue: m["default_value"], description: m["description"],
                        parameters: try Row.fetchAll(db, cached: "SELECT * FROM api_parameter WHERE member_id = ? ORDER BY ordinal", arguments: [m["id"] as Int64])
                            .map { .init(name: $0["name"], type: $0["type"], defaultValue: $0["default_value"], description: $0["description"], required: $0["required"]) })
                })
        }
    }

    func accessibility() throws -> [ComponentDetail.Accessibility] {
        try Row.fetchAll(db, cached: "SELECT * FROM accessibility_requirement WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(topic: $0["topic"], kind: $0["kind"], text: $0["text"], platform: $0["platform"], valueType: $0["value_type"]) }
    }

    func strings() throws -> [ComponentDetail.LocalizedText] {
        try Row.fetchAll(db, cached: "SELECT key, default_value FROM localized_string WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(key: $0["key"], defaultValue: $0["default_value"]) }
    }

    func guidelines() throws -> [ComponentDetail.GuidelineInfo] {
        try Row.fetchAll(db, cached: "SELECT * FROM guideline WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(kind: $0["kind"], text: $0["text"], section: $0["section"], illustration: $0["illustration"]) }
    }

    func behaviors() throws -> [ComponentDetail.BehaviorInfo] {
        try Row.fetchAll(db, cached: """
            SELECT b.kind, b.name, b.description, p.name AS part FROM behavior b
            LEFT JOIN anatomy_part p ON p.id = b.anatomy_part_id WHERE b.component_id = ? ORDER BY b.ordinal
            """, arguments: [id]).map { .init(kind: $0["kind"], name: $0["name"], description: $0["description"], part: $0["part"]) }
    }

    func examples() throws -> [ComponentDetail.ExampleInfo] {
        try Row.fetchAll(db, cached: "SELECT title, code FROM example WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(title: $0["title"], code: $0["code"]) }
    }

    func resources() throws -> [ComponentDetail.ResourceInfo] {
        try Row.fetchAll(db, cached: "SELECT label, title, url FROM resource WHERE component_id = ? ORDER BY ordinal", arguments: [id])
            .map { .init(label: $0["label"], title: $0["title"], url: $0["url"]) }
    }

    func relationships() throws -> [ComponentDetail.RelationshipInfo] {
        try Row.fetchAll(db, cached: """
            SELECT 'outgoing' AS direction, r.kind, c.name, c.system_id, r.note, r.ordinal FROM relationship r
            JOIN component c ON c.id = r.target_id WHERE r.component_id = :id
            UNION ALL
            SELECT 'incoming', r.kind, c.name, c.system_id, r.note, 1000000 + r.id FROM relationship r
            JOIN component c ON c.id = r.component_id WHERE r.target_id = :id
            ORDER BY 1 DESC, 6
            """, arguments: ["id": id]).map {
            .init(direction: $0["direction"], kind: $0["kind"], component: $0["name"], system: $0["system_id"], note: $0["note"])
        }
    }

    /// "connected (swiftui, compose; checked 2026-…)", "connected, 2 findings (…)", "not connected (checked …)".
    func codeConnect() throws -> String? {
        guard let row = try Row.fetchOne(db, sql: QuestionCatalog.codeConnectStatus, arguments: ["id": id]) else { return nil }
        let checked: String = row["checked_at"], problems: Int = row["problems"]
        guard let platforms: String = row["connected"] else { return "not connected (checked \(checked))" }
        let findings = problems == 0 ? "" : ", \(problems) finding\(problems == 1 ? "" : "s")"
        return "connected\(findings) (\(platforms); checked \(checked))"
    }
}
