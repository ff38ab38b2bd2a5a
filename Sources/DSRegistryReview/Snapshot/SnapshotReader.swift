import GRDB
import DSRegistryCore
import DSRegistryStore

/// The reads behind a snapshot: each table read once for every component (a few dozen
/// statements for the whole registry), not `dsreg show`'s fetch per component, which costs a
/// hundred statements a component (17 s for two 2,000-component registries; see RESULTS.md).
/// The values are those `ComponentDetailFetch` reads, keyed by component id.
struct SnapshotReader {
    let db: Database
    var components: [Int64: ComponentSnapshot] = [:]

    init(db: Database) { self.db = db }

    mutating func read() throws -> [String: ComponentSnapshot] {
        for row in try Row.fetchAll(db, sql: """
            SELECT c.id, c.system_id, c.key, c.name, c.status, c.role, f.name AS family,
                   (SELECT t.name FROM relationship r JOIN component t ON t.id = r.target_id
                    WHERE r.component_id = c.id AND r.kind = 'replaced-by' AND c.status = 'merged') AS merged_into
            FROM component c LEFT JOIN family f ON f.id = c.family_id
            """) {
            var component = ComponentSnapshot(system: row["system_id"], key: row["key"], name: row["name"], status: row["status"],
                                              family: row["family"], role: row["role"])
            component.mergedInto = row["merged_into"]
            components[row["id"]] = component
        }
        try readNamesAndEvents()
        try readShape()
        try readBindings()
        try AssessmentReader(db: db).read(into: &components)
        try readCodeConnect()
        return Dictionary(components.values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func readNamesAndEvents() throws {
        for row in try Row.fetchAll(db, sql: "SELECT component_id, name, renamed_by FROM component_name WHERE kind = 'former' ORDER BY id") {
            components[row["component_id"]]?.formerNames.append(.init(name: row["name"], renamedBy: row["renamed_by"]))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT ch.component_id, ch.restructure_id, ch.operation, ch.summary FROM restructure_change ch
            JOIN restructure r ON r.id = ch.restructure_id ORDER BY r.number, ch.ordinal
            """) {
            components[row["component_id"]]?.events.append(.init(migration: row["restructure_id"], operation: row["operation"],
                                                                  change: row["summary"]))
        }
    }

    /// States per platform, properties with their values and signatures, variants, slots.
    mutating func readShape() throws {
        for row in try Row.fetchAll(db, sql: """
            SELECT s.component_id, s.state, s.scope, p.platform, p.support
            FROM state_coverage s JOIN state_support p ON p.coverage_id = s.id ORDER BY s.ordinal
            """) {
            let scope: String = row["scope"], state: String = row["state"]
            let name = scope.isEmpty ? state : "\(scope) \(state)"
            if components[row["component_id"]]?.states[name]?[row["platform"]] == nil {
                components[row["component_id"]]?.states[name, default: [:]][row["platform"]] = row["support"] as String
            }
        }
        var properties: [Int64: (component: Int64, name: String)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, component_id, name, kind, required, figma_name FROM property ORDER BY ordinal") {
            properties[row["id"]] = (row["component_id"], row["name"])
            let figma: String? = row["figma_name"]
            components[row["component_id"]]?.properties[row["name"]] = .init(
                kind: row["kind"], values: [], required: row["required"], signatures: figma.map { ["figma": $0] } ?? [:])
        }
        for row in try Row.fetchAll(db, sql: "SELECT property_id, value FROM property_value ORDER BY property_id, ordinal") {
            guard let property = properties[row["property_id"]] else { continue }
            components[property.component]?.properties[property.name]?.values.append(row["value"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT property_id, platform, signature FROM property_signature") {
            guard let property = properties[row["property_id"]] else { continue }
            components[property.component]?.properties[property.name]?.signatures[row["platform"]] = row["signature"] as String
        }
        for row in try Row.fetchAll(db, sql: "SELECT component_id, name FROM variant") {
            components[row["component_id"]]?.variants.insert(row["name"])
        }
        try readSlots()
    }

    mutating func readSlots() throws {
        for row in try Row.fetchAll(db, sql: """
            SELECT s.component_id, s.name, s.min_count, s.max_count,
                   (SELECT group_concat(ifnull(c.name, a.other), ', ') FROM
                      (SELECT * FROM slot_accept WHERE slot_id = s.id ORDER BY ordinal) a
                    LEFT JOIN component c ON c.id = a.component_id) AS accepts
            FROM slot s
            """) {
            let max: Int? = row["max_count"], min: Int = row["min_count"], accepts: String? = row["accepts"]
            components[row["component_id"]]?.slots[row["name"]] = "\(min)…\(max.map(String.init) ?? "n")"
                + (accepts.map { $0.isEmpty ? "" : ": \($0)" } ?? "")
        }
    }

    /// Every token path a component's roles name (its own groups and its variants').
    mutating func readBindings() throws {
        for row in try Row.fetchAll(db, sql: """
            SELECT g.component_id, b.label, b.token_path FROM token_binding b JOIN binding_group g ON g.id = b.group_id
            WHERE b.token_path IS NOT NULL ORDER BY g.component_id, g.variant_id IS NOT NULL, g.ordinal, b.ordinal
            """) {
            let id: Int64 = row["component_id"], path: String = row["token_path"], label: String = row["label"]
            guard let name = components[id]?.name else { continue }
            let role = "\(name): \(label)"
            if components[id]?.boundTokens[path]?.contains(role) != true { components[id]?.boundTokens[path, default: []].append(role) }
        }
    }

    /// "connected (swiftui; checked …)", as `dsreg show` says it, for the last check's system.
    mutating func readCodeConnect() throws {
        guard let last = try Row.fetchOne(db, sql: "SELECT id, checked_at, system_id FROM codeconnect_check ORDER BY id DESC LIMIT 1")
        else { return }
        let checked: String = last["checked_at"], system: String? = last["system_id"]
        var found: [String: (platforms: [String], problems: Int)] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT system_id, component_key, kind, platform FROM codeconnect_finding WHERE check_id = ? ORDER BY platform
            """, arguments: [last["id"] as Int64]) {
            let key = "\(row["system_id"] as String)/\(row["component_key"] as String)", kind: String = row["kind"]
            if kind == "connected", let platform: String = row["platform"], found[key]?.platforms.contains(platform) != true {
                found[key, default: ([], 0)].platforms.append(platform)
            } else if kind != "connected" && kind != "not-connected" {
                found[key, default: ([], 0)].problems += 1
            }
        }
        for (id, component) in components where system == nil || component.system == system {
            let facts = found[component.id] ?? ([], 0)
            let findings = facts.problems == 0 ? "" : ", \(facts.problems) finding\(facts.problems == 1 ? "" : "s")"
            components[id]?.codeConnect = facts.platforms.isEmpty ? "not connected (checked \(checked))"
                : "connected\(findings) (\(facts.platforms.joined(separator: ", ")); checked \(checked))"
        }
    }
}
