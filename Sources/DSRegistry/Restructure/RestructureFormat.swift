/// The keys of every mapping in a migration file, in one place. `Migrations/schema.json`
/// documents the same keys for editors; `RestructureFormatTests` fails when the two drift apart.
enum RestructureFormat {
    static let file = SeedKeys(
        ["id", "title", "description", "system", "carries_out", "operations"],
        required: ["id", "title", "system", "operations"])
    static let carryOut = SeedKeys(
        ["component", "recommendations", "issues", "tracked_items"], required: ["component"])

    /// Each operation's keys; `op` names the operation.
    static let operations: [String: SeedKeys] = [
        "rename": SeedKeys(["op", "component", "to", "role"], required: ["op", "component", "to"]),
        "merge": SeedKeys(
            ["op", "component", "into", "variants", "as_variant", "move"],
            required: ["op", "component", "into"]),
        "rehome": SeedKeys(["op", "component", "family", "near"], required: ["op", "component"]),
        "split": SeedKeys(
            ["op", "component", "key", "name", "role", "family", "where", "variants"],
            required: ["op", "component", "key", "name"]),
        "collapse-properties": SeedKeys(
            ["op", "component", "into", "variants"], required: ["op", "component", "into"]),
        "promote": SeedKeys(
            ["op", "component", "slot", "element", "to", "note"],
            required: ["op", "component", "slot", "element", "to"]),
        "add-slot": SeedKeys(
            ["op", "component", "name", "description", "components", "other", "min", "max"],
            required: ["op", "component", "name"]),
        "add-property": SeedKeys(
            ["op", "component", "name", "kind", "values", "default", "required", "description",
             "signatures", "variants"],
            required: ["op", "component", "name", "kind"]),
        "deprecate": SeedKeys(["op", "component", "replacement", "note"], required: ["op", "component"]),
    ]

    /// A property a collapse creates (`into:` items).
    static let newProperty = SeedKeys(
        ["name", "kind", "from", "values", "default", "required", "optional", "slot", "description",
         "signatures"],
        required: ["name", "kind", "from"])
    /// A variant's place in a merge target (`variants:` values and `as_variant`).
    static let variantTarget = SeedKeys(["name", "values"], required: ["name"])

    /// What an optional enumerated property holds when a variant leaves it unset.
    static let noValue = "none"
}
