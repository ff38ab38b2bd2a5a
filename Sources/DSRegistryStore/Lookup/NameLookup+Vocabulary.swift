import GRDB
import DSRegistryCore

/// Every name a sentence may mention, by `NameKey`: what plain-word questions find values
/// with. The same keys `NameLookup` resolves by, so a name found here resolves there.
package struct RegistryNames: Sendable {
    /// Component names (current and former) by key: the name as the registry spells it.
    package var components: [String: String] = [:]
    /// Family keys and names by key: the family's name.
    package var families: [String: String] = [:]
    /// System ids and names by key: the system's id.
    package var systems: [String: String] = [:]
    /// The criterion table: id and name.
    package var criteria: [(id: String, name: String)] = []
    /// What each criterion measures, by id: a sentence may name one by it.
    package var criterionMeanings: [String: String] = [:]
    /// Components by the key of their name after their system's code prefix ("EBSectionHeader"):
    /// a name as one word of code, never a run of words ("our EB Icon Button" names the system).
    package var codeNames: [String: String] = [:]
    /// The most words any name has.
    package var longestName = 1

    package init() {}

    /// The component a code type names: the name or the name after its system's code prefix
    /// ("EBBadge"), with or without a platform's type suffix after it ("SectionHeaderView",
    /// "EBBadgeComposable"). Only for one word written as code, with a capital inside it.
    package func component(typedAsCode typed: String) -> String? {
        guard typed.count > 4, typed.allSatisfy({ $0.isLetter || $0.isNumber }), typed.dropFirst().contains(where: \.isUppercase) else { return nil }
        let key = NameKey.of(typed)
        if let name = codeNames[key] { return name }
        for suffix in Self.codeTypeSuffixes where key.hasSuffix(suffix) && key.count > suffix.count + 2 {
            let name = String(key.dropLast(suffix.count))
            if let found = components[name] ?? codeNames[name] { return found }
        }
        return nil
    }

    /// What a platform's code puts after a component's name: SwiftUI and UIKit, Compose and
    /// Flutter, React.
    private static let codeTypeSuffixes = ["viewcontroller", "view", "composable", "component", "widget"]
}

extension NameLookup {
    /// The registry's names, in six reads.
    package func names() throws -> RegistryNames {
        var names = RegistryNames()
        for row in try Row.fetchAll(db, sql: "SELECT name, lookup_key FROM component_name") {
            let name: String = row["name"]
            names.components[row["lookup_key"]] = name
            names.longestName = max(names.longestName, name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).count)
        }
        for row in try Row.fetchAll(db, sql: "SELECT key, name FROM family") {
            let (key, name): (String, String) = (row["key"], row["name"])
            names.families[NameKey.of(key)] = name
            names.families[NameKey.of(name)] = name
            names.longestName = max(names.longestName, name.split(separator: " ").count)
        }
        var parts: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM design_system") {
            let (id, name): (String, String) = (row["id"], row["name"])
            names.systems[NameKey.of(id)] = id
            names.systems[NameKey.of(name)] = id
            names.longestName = max(names.longestName, name.split(separator: " ").count, id.split(separator: "-").count)
            for part in id.split(separator: "-") where part.count >= 3 { parts[String(part), default: []].append(id) }
        }
        // A word of a system's id no other system's id has names it too: "sap" is sap-fiori.
        for (part, ids) in parts where ids.count == 1 && names.systems[NameKey.of(part)] == nil {
            names.systems[NameKey.of(part)] = ids[0]
        }
        // A component as its system's code calls it: the code prefix before its name ("EBSectionHeader").
        for row in try Row.fetchAll(db, sql: """
            SELECT s.code_prefix AS prefix, c.name FROM component c JOIN design_system s ON s.id = c.system_id
            WHERE ifnull(s.code_prefix, '') <> ''
            """) {
            let (prefix, name): (String, String) = (row["prefix"], row["name"])
            let key = NameKey.of(prefix + name)
            if names.components[key] == nil { names.codeNames[key] = name }
        }
        names.criteria = try Row.fetchAll(db, sql: "SELECT id, name FROM criterion ORDER BY ordinal").map { ($0["id"], $0["name"]) }
        for row in try Row.fetchAll(db, sql: "SELECT id, meaning FROM criterion ORDER BY ordinal") {
            let (id, meaning): (String, String?) = (row["id"], row["meaning"])
            if let meaning, names.criterionMeanings[id] == nil { names.criterionMeanings[id] = meaning }
        }
        names.longestName = min(names.longestName, 8)
        return names
    }

    /// True when `path` is a token path the registry knows (`token(_:)` without the error).
    package func tokenExists(_ path: String) -> Bool {
        (try? tokenKnown(path)) == true
    }
}
