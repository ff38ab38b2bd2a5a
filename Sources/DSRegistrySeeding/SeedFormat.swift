import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The keys of every mapping in the seed format, in one place. `Seeds/schema.json` documents the
/// same keys for editors; `SeedSchemaTests` fails when the two drift apart.
enum SeedFormat {
    static let system = MappingKeys(
        ["id", "name", "code_prefix", "platforms", "description", "source", "figma_file_url", "families", "tokens",
         "criteria"],
        required: ["id", "name"])
    static let criterion = MappingKeys(["id", "name", "meaning"], required: ["id", "name"])
    static let family = MappingKeys(["id", "name", "description"], required: ["id", "name"])
    static let token = MappingKeys(
        ["path", "type", "value", "alias", "mode", "description", "deprecated", "group", "label"],
        required: ["path"])

    static let component = MappingKeys(
        ["id", "system", "name", "role", "family", "status", "description", "in_context", "source",
         "import", "external_dependencies", "since", "availability", "features", "properties",
         "variant_groups", "variants", "anatomy", "slots", "states", "bindings", "api",
         "accessibility", "strings", "guidelines", "behaviors", "examples", "resources",
         "relationships", "assessments"],
        required: ["id", "system", "name"])
    static let availability = MappingKeys(["platform", "min_os"], required: ["platform"])
    static let property = MappingKeys(
        ["name", "kind", "default", "values", "required", "implicit", "figma_name", "description",
         "signatures", "unit"],
        required: ["name", "kind"])
    static let signatures = MappingKeys(SignaturePlatform.rawValues)
    static let variantGroup = MappingKeys(["name", "count", "slots_enabled"], required: ["name"])
    static let variant = MappingKeys(
        ["name", "group", "values", "style", "description", "in_design", "in_development",
         "as_written", "specs", "bindings"],
        required: ["name"])
    static let specs = MappingKeys(SpecSection.rawValues)
    static let spec = MappingKeys(["role", "label", "value", "token"], required: ["role", "label", "value"])
    static let bindingGroup = MappingKeys(["title", "note", "roles"], required: ["title", "roles"])
    static let binding = MappingKeys(["role", "label", "token", "value"], required: ["role", "label"])
    static let anatomyPart = MappingKeys(
        ["label", "name", "description", "optional", "max_rows"], required: ["name"])
    static let slot = MappingKeys(
        ["name", "part", "label", "description", "min", "max", "accepts"], required: ["name"])
    static let slotAccept = MappingKeys(["component", "other", "note"])
    /// A state row: its fixed keys, and one key per platform it records (any platform id its
    /// system declares; `SeedParser` checks the id).
    static let stateKeys = ["state", "label", "scope", "property", "note"]
    static let state = MappingKeys(stateKeys + Platform.rawValues, required: ["state"],
                                   chosen: { Platform.isSlug($0) })
    /// One declared platform of a system (`platforms: - id: web …`).
    static let platform = MappingKeys(["id", "name", "language", "states"], required: ["id"])
    static let apiType = MappingKeys(["name", "kind", "description", "members"], required: ["name", "kind"])
    static let apiMember = MappingKeys(
        ["kind", "name", "type", "default", "description", "parameters"], required: ["kind", "name"])
    static let apiParameter = MappingKeys(
        ["name", "type", "default", "required", "description"], required: ["name", "type"])
    static let accessibility = MappingKeys(
        ["topic", "platform", "kind", "text", "value_type"], required: ["topic", "text"])
    static let string = MappingKeys(["key", "default"], required: ["key", "default"])
    static let guideline = MappingKeys(["kind", "text", "section", "illustration"], required: ["text"])
    static let behavior = MappingKeys(
        ["kind", "name", "description", "part"], required: ["kind", "name", "description"])
    static let example = MappingKeys(["title", "code"], required: ["title", "code"])
    static let resource = MappingKeys(["label", "title", "url"], required: ["label", "title"])
    static let relationship = MappingKeys(["kind", "component", "note"], required: ["kind", "component"])
    static let assessment = MappingKeys(
        ["version", "date", "kind", "title", "design_node", "status", "verdict", "verdict_note",
         "verdict_status", "overall_status", "headline", "summary", "health", "scores", "issues",
         "recommendations", "tracked_items"],
        required: ["version", "date", "kind", "title", "status", "verdict"])
    static let health = MappingKeys(HealthDimension.rawValues)
    static let scores = MappingKeys(Criterion.rawValues)
    static let scoreEntry = MappingKeys(["status", "note"], required: ["status"])
    static let issue = MappingKeys(["id", "criterion", "title", "detail", "status"], required: ["id", "status"])
    static let recommendation = MappingKeys(
        ["id", "kind", "title", "detail", "status"], required: ["id", "status"])
    static let trackedItem = MappingKeys(["title", "detail", "status", "tags"], required: ["title", "status"])

    /// Every mapping kind, by the name `Seeds/schema.json` gives it under `$defs`.
    static let all: [String: MappingKeys] = [
        "system": system, "platform": platform, "criterion": criterion, "family": family, "token": token, "component": component,
        "availability": availability, "property": property, "signatures": signatures,
        "variant_group": variantGroup, "variant": variant, "specs": specs, "spec": spec,
        "binding_group": bindingGroup, "binding": binding, "anatomy_part": anatomyPart,
        "slot": slot, "slot_accept": slotAccept, "state": state, "api_type": apiType,
        "api_member": apiMember, "api_parameter": apiParameter, "accessibility": accessibility,
        "string": string, "guideline": guideline, "behavior": behavior, "example": example,
        "resource": resource, "relationship": relationship, "assessment": assessment,
        "health": health, "scores": scores, "score_entry": scoreEntry, "issue": issue,
        "recommendation": recommendation, "tracked_item": trackedItem,
    ]
}
