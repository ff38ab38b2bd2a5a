import GRDB
import DSRegistryCore
import DSRegistryStore

/// What the registry knows about one component that Code Connect needs: where it is in Figma
/// (its system's file and its latest design node), and each property with its Figma name, kind,
/// values, signatures and, for a slot, what the slot holds.
struct CodeConnectComponent {
    struct Property {
        var name: String
        /// The Figma property's name: `figma_name` without the kind the page wrote after it
        /// ("preamble: boolean" → "preamble"), else the registry's name.
        var figmaName: String
        var kind: PropertyKind
        var defaultValue: String?
        var implicit: Bool
        var values: [String]
        var signatures: [SignaturePlatform: String]
        /// When the property is a slot: the components it holds as instances, and what is drawn in place.
        var instances: [String]
        var drawn: [String]
        var isSlot: Bool
    }

    var id: Int64
    var systemID: String
    var key: String
    var name: String
    var status: String
    var codePrefix: String?
    var figmaFileURL: String?
    var designNode: String?
    /// Platforms the component ships on (its availability, else its system's declared
    /// platforms); empty: not recorded (every platform).
    var availability: Set<String>
    var properties: [Property]

    /// `EBSectionHeader`: the system's code prefix, then the name word by word.
    var typeName: String? {
        CodeIdentifier.type(name).map { (codePrefix ?? "") + $0 }.flatMap { CodeIdentifier.isPlain($0) ? $0 : nil }
    }

    /// Components of `system` (every system when nil), or those `names` resolve to, in system
    /// then name order.
    static func fetch(_ db: Database, names: [String], system: String?) throws -> [CodeConnectComponent] {
        let lookup = NameLookup(db)
        let systemID = try lookup.system(system)
        var ids: [Int64] = []
        if names.isEmpty {
            ids = try Int64.fetchAll(db, sql: """
                SELECT id FROM component WHERE (:system IS NULL OR system_id = :system) ORDER BY system_id, name
                """, arguments: ["system": systemID])
        } else {
            for name in names {
                let id = try lookup.component(name, system: systemID).id
                if !ids.contains(id) { ids.append(id) }
            }
        }
        return try ids.map { try fetch(db, id: $0) }
    }

    static func fetch(_ db: Database, id: Int64) throws -> CodeConnectComponent {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT c.id, c.system_id, c.key, c.name, c.status, s.code_prefix, s.figma_file_url,
              (SELECT a.design_node FROM assessment a WHERE a.component_id = c.id AND a.design_node IS NOT NULL
               ORDER BY a.version_major DESC, a.version_minor DESC, a.version_patch DESC LIMIT 1) AS design_node
            FROM component c JOIN design_system s ON s.id = c.system_id WHERE c.id = ?
            """), arguments: [id])
        else { throw RegistryError.invalidArgument("component \(id) is gone") }
        // Its own availability, else the platforms its system declares (issue 33): a SwiftUI file
        // for a system that declares no iOS is skipped, saying so.
        var availability = try String.fetchAll(db.cachedStatement(sql: "SELECT platform FROM availability WHERE component_id = ?"), arguments: [id])
        if availability.isEmpty {
            availability = try String.fetchAll(db.cachedStatement(sql: "SELECT platform_id FROM system_platform WHERE system_id = ?"),
                                               arguments: [row["system_id"] as String])
        }
        let properties = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT id, name, kind, default_value, implicit, figma_name FROM property WHERE component_id = ? ORDER BY ordinal
            """), arguments: [id])
        let slots = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT s.name, a.other, t.name AS component FROM slot s
            LEFT JOIN slot_accept a ON a.slot_id = s.id LEFT JOIN component t ON t.id = a.component_id
            WHERE s.component_id = ? ORDER BY s.ordinal, a.ordinal
            """), arguments: [id])
        return CodeConnectComponent(
            id: row["id"], systemID: row["system_id"], key: row["key"], name: row["name"], status: row["status"],
            codePrefix: row["code_prefix"], figmaFileURL: row["figma_file_url"], designNode: row["design_node"],
            availability: Set(availability),
            properties: try properties.map { p in
                let propertyID: Int64 = p["id"], name: String = p["name"], kind: String = p["kind"]
                let signatures = try Row.fetchAll(db.cachedStatement(sql: "SELECT platform, signature FROM property_signature WHERE property_id = ?"),
                    arguments: [propertyID])
                let slotRows = slots.filter { ($0["name"] as String) == name }
                return Property(
                    name: name, figmaName: figmaName(p["figma_name"], name: name, kind: kind),
                    kind: PropertyKind(rawValue: kind) ?? .text, defaultValue: p["default_value"], implicit: p["implicit"],
                    values: try String.fetchAll(db.cachedStatement(sql: "SELECT value FROM property_value WHERE property_id = ? ORDER BY ordinal"),
                        arguments: [propertyID]),
                    signatures: Dictionary(signatures.compactMap { s in
                        SignaturePlatform(rawValue: s["platform"]).map { ($0, s["signature"] as String) }
                    }, uniquingKeysWith: { a, _ in a }),
                    instances: slotRows.compactMap { $0["component"] as String? },
                    drawn: slotRows.compactMap { $0["other"] as String? },
                    isSlot: !slotRows.isEmpty)
            })
    }

    /// "preamble: boolean" → "preamble": the page writes the kind after the name.
    static func figmaName(_ written: String?, name: String, kind: String) -> String {
        guard let written, !written.isEmpty else { return name }
        for suffix in [": \(kind)", ":\(kind)", ": variant", ": text", ": instance", ": boolean"] where written.hasSuffix(suffix) {
            return String(written.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        return written
    }
}
