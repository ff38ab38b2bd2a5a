import DSRegistryCore

/// The registry's live lists of tables, used by the code that seeds, dumps and undoes.
///
/// They live apart from the migrations on purpose: these lists change whenever a table is
/// added, while a shipped migration never changes, so no migration may read them (GRDB's
/// rule: migrations never depend on application code). `SchemaSnapshotTests` keeps them equal
/// to the tables the migrator makes.
extension Schema {
    /// Every table a seed run owns, in an order that respects foreign keys (parents first).
    package static let seededTables = [
        "design_system", "system_platform", "platform_state_word", "family", "token", "component", "component_name", "property",
        "property_value", "property_signature", "variant_group", "variant", "variant_value",
        "anatomy_part", "slot", "slot_accept", "state_coverage", "state_support", "binding_group",
        "token_binding", "spec", "spec_facet", "api_type", "api_member", "api_parameter", "availability",
        "accessibility_requirement", "localized_string", "guideline", "behavior", "feature",
        "example", "resource", "relationship", "issue", "recommendation", "assessment",
        "health_check", "criterion_score", "assessment_issue", "assessment_recommendation",
        "tracked_item", "tracked_item_tag", "seed_file",
    ]

    /// Facts only a restructure writes (the seeds never do); its undo log removes them.
    package static let restructuredTables = ["merged_variant"]

    /// Tables token import owns (with `token` rows whose `file_id` is set).
    package static let importedTables = ["token_file", "token_change"]

    /// The last `dsreg codeconnect check` of a codebase: written only by that command, which
    /// replaces it whole; neither seeds nor restructures touch it.
    package static let checkTables = ["codeconnect_check", "codeconnect_finding"]

    /// Observations of a Figma library (v15) and what changed between two of them (v16):
    /// written only by `dsreg figma import`, which replaces a file's observation whole and adds
    /// to its changes; neither seeds nor restructures touch them.
    package static let observedTables = [
        "figma_file", "figma_component", "figma_property", "figma_property_value", "figma_variant",
        "figma_variant_value", "figma_change",
    ]

    /// The bookkeeping of applied restructures. They are not registry facts: the undo log never
    /// records changes to them, and reverting a migration deletes its row (and, by cascade, the
    /// rest of its bookkeeping).
    package static let restructureTables = ["restructure", "restructure_change", "restructure_undo"]

    /// Derived tables: rebuilt from the facts by triggers, so they are neither dumped for golden
    /// comparisons nor recorded by a restructure's undo log (replaying the facts' undo fires the
    /// same triggers). FTS5 keeps its index in shadow tables named after it.
    package static let derivedTables = ["search_index"]

    /// What a seed run remembers of the seed folder (v10): a cache, not registry facts. Like
    /// the derived tables, neither dumped nor recorded by an undo log; losing a row only makes
    /// the next seed run read that file again.
    package static let seedCacheTables = ["seed_file_cache", "seed_fact"]

    package static func isDerived(_ table: String) -> Bool {
        seedCacheTables.contains(table) || derivedTables.contains { table == $0 || table.hasPrefix($0 + "_") }
    }
}
