import DSRegistryCore
import DSRegistryStore

/// The keys of every mapping in a migration file, in one place. `Migrations/schema.json`
/// documents the same keys for editors; `RestructureFormatTests` fails when the two drift apart.
enum RestructureFormat {
    static let file = MappingKeys(
        ["id", "title", "description", "system", "carries_out", "operations"],
        required: ["id", "title", "system", "operations"])
    static let carryOut = MappingKeys(
        ["component", "recommendations", "issues", "tracked_items"], required: ["component"])

    /// Each operation's keys; `op` names the operation.
    static let operations: [String: MappingKeys] = [
        "rename": MappingKeys(["op", "component", "to", "role"], required: ["op", "component", "to"]),
        "merge": MappingKeys(
            ["op", "component", "into", "variants", "as_variant", "move"],
            required: ["op", "component", "into"]),
        "rehome": MappingKeys(["op", "component", "family", "near"], required: ["op", "component"]),
        "split": MappingKeys(
            ["op", "component", "key", "name", "role", "family", "where", "variants"],
            required: ["op", "component", "key", "name"]),
        "collapse-properties": MappingKeys(
            ["op", "component", "into", "variants"], required: ["op", "component", "into"]),
        "promote": MappingKeys(
            ["op", "component", "slot", "element", "to", "note"],
            required: ["op", "component", "slot", "element", "to"]),
        "add-slot": MappingKeys(
            ["op", "component", "name", "description", "components", "other", "min", "max"],
            required: ["op", "component", "name"]),
        "add-property": MappingKeys(
            ["op", "component", "name", "kind", "values", "default", "required", "description",
             "signatures", "variants"],
            required: ["op", "component", "name", "kind"]),
        "deprecate": MappingKeys(["op", "component", "replacement", "note"], required: ["op", "component"]),
    ]

    /// A property a collapse creates (`into:` items).
    static let newProperty = MappingKeys(
        ["name", "kind", "from", "values", "default", "required", "optional", "slot", "description",
         "signatures"],
        required: ["name", "kind", "from"])
    /// A variant's place in a merge target (`variants:` values and `as_variant`).
    static let variantTarget = MappingKeys(["name", "values"], required: ["name"])

    /// What an optional enumerated property holds when a variant leaves it unset.
    static let noValue = "none"
}
