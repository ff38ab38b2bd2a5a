/// The keys of every mapping in the seed format, in one place. `Seeds/schema.json` documents the
/// same keys for editors; `SeedSchemaTests` fails when the two drift apart.
enum SeedFormat {
    static let system = SeedKeys(
        ["id", "name", "code_prefix", "platforms", "description", "source", "figma_file_url", "families", "tokens"],
        required: ["id", "name"])
    static let family = SeedKeys(["id", "name", "description"], required: ["id", "name"])
    static let token = SeedKeys(
        ["path", "type", "value", "alias", "mode", "description", "deprecated", "group", "label"],
        required: ["path"])

    static let component = SeedKeys(
        ["id", "system", "name", "role", "family", "status", "description", "in_context", "source",
         "import", "external_dependencies", "since", "availability", "features", "properties",
         "variant_groups", "variants", "anatomy", "slots", "states", "bindings", "api",
         "accessibility", "strings", "guidelines", "behaviors", "examples", "resources",
         "relationships", "assessments"],
        required: ["id", "system", "name"])
    static let availability = SeedKeys(["platform", "min_os"], required: ["platform"])
    static let property = SeedKeys(
        ["name", "kind", "default", "values", "required", "implicit", "figma_name", "description",
         "signatures"],
        required: ["name", "kind"])
    static let signatures = SeedKeys(SignaturePlatform.rawValues)
    static let variantGroup = SeedKeys(["name", "count", "slots_enabled"], required: ["name"])
    static let variant = SeedKeys(
        ["name", "group", "values", "style", "description", "in_design", "in_development",
         "as_written", "specs", "bindings"],
        required: ["name"])
    static let specs = SeedKeys(SpecSection.rawValues)
    static let spec = SeedKeys(["role", "label", "value", "token"], required: ["role", "label", "value"])
    static let bindingGroup = SeedKeys(["title", "note", "roles"], required: ["title", "roles"])
    static let binding = SeedKeys(["role", "label", "token", "value"], required: ["role", "label"])
    static let anatomyPart = SeedKeys(
        ["label", "name", "description", "optional", "max_rows"], required: ["name"])
    static let slot = SeedKeys(
        ["name", "part", "label", "description", "min", "max", "accepts"], required: ["name"])
    static let slotAccept = SeedKeys(["component", "other", "note"])
    static let state = SeedKeys(
        ["state", "label", "scope", "property", "note"] + Platform.rawValues, required: ["state"])
    static let apiType = SeedKeys(["name", "kind", "description", "members"], required: ["name", "kind"])
    static let apiMember = SeedKeys(
        ["kind", "name", "type", "default", "description", "parameters"], required: ["kind", "name"])
    static let apiParameter = SeedKeys(
        ["name", "type", "default", "required", "description"], required: ["name", "type"])
    static let accessibility = SeedKeys(
        ["topic", "platform", "kind", "text", "value_type"], required: ["topic", "text"])
    static let string = SeedKeys(["key", "default"], required: ["key", "default"])
    static let guideline = SeedKeys(["kind", "text", "section", "illustration"], required: ["kind", "text"])
    static let behavior = SeedKeys(
        ["kind", "name", "description", "part"], required: ["kind", "name", "description"])
    static let example = SeedKeys(["title", "code"], required: ["title", "code"])
    static let resource = SeedKeys(["label", "title", "url"], required: ["label", "title"])
    static let relationship = SeedKeys(["kind", "component", "note"], required: ["kind", "component"])
    static let assessment = SeedKeys(
        ["version", "date", "kind", "title", "design_node", "status", "verdict", "verdict_note",
         "verdict_status", "overall_status", "headline", "summary", "health", "scores", "issues",
         "recommendations", "tracked_items"],
        required: ["version", "date", "kind", "title", "status", "verdict"])
    static let health = SeedKeys(HealthDimension.rawValues)
    static let scores = SeedKeys(Criterion.rawValues)
    static let scoreEntry = SeedKeys(["status", "note"], required: ["status"])
    static let issue = SeedKeys(["id", "criterion", "title", "detail", "status"], required: ["id", "status"])
    static let recommendation = SeedKeys(
        ["id", "kind", "title", "detail", "status"], required: ["id", "status"])
    static let trackedItem = SeedKeys(["title", "detail", "status", "tags"], required: ["title", "status"])

    /// Every mapping kind, by the name `Seeds/schema.json` gives it under `$defs`.
    static let all: [String: SeedKeys] = [
        "system": system, "family": family, "token": token, "component": component,
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
