import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Turns one seed file's YAML into a `SystemSeed` or `ComponentSeed`, reporting every problem
/// it meets. Checks that need other files (families, tokens, components) happen in `SeedSet`.
struct SeedParser {
    let reader: YAMLReader
    /// The systems read so far, by id: a component's platform ids and state words are read
    /// against its system's declared platforms (empty: the built-in ones).
    var systems: [String: SystemSeed] = [:]

    // MARK: System files

    func system(_ root: YAMLNode) -> SystemSeed? {
        guard let m = reader.mapping(root, "a design system", keys: SeedFormat.system),
            let id = m.text("id"), let name = m.text("name")
        else { return nil }
        checkKey(id, at: m.location(of: "id"), what: "system id")
        var families: [FamilySeed] = []
        for node in m.list("families") {
            guard let f = reader.mapping(node, "a family", keys: SeedFormat.family),
                let key = f.text("id"), let name = f.text("name")
            else { continue }
            families.append(FamilySeed(location: f.location, key: key, name: name, description: f.text("description")))
        }
        unique(families.map { ($0.key, $0.location) }, "family id")
        var tokens: [TokenSeed] = []
        for node in m.list("tokens") {
            guard let t = reader.mapping(node, "a token", keys: SeedFormat.token), let path = t.text("path")
            else { continue }
            let value = t.text("value")
            var alias = t.text("alias")
            if let text = alias {
                // Accept the DTCG spelling "{a.b}" as well as the bare path.
                if text.hasPrefix("{") && text.hasSuffix("}") { alias = String(text.dropFirst().dropLast()) }
            }
            if value != nil && alias != nil {
                reader.error(at: t.location, "token '\(path)' has both 'value' and 'alias'; a token is one or the other")
            }
            tokens.append(TokenSeed(
                location: t.location, path: path, mode: t.text("mode") ?? "default",
                type: t.vocabulary("type", TokenType.self), value: value, alias: alias,
                description: t.text("description"), deprecated: t.bool("deprecated") ?? false,
                group: t.text("group"), label: t.text("label")))
        }
        unique(tokens.map { ("\($0.path) (mode \($0.mode))", $0.location) }, "token")
        let figmaFileURL = m.text("figma_file_url")
        if let figmaFileURL, let problem = FigmaURL.fileURLProblem(figmaFileURL) {
            reader.error(at: m.location(of: "figma_file_url"), "figma_file_url: \(problem)")
        }
        let platforms = platforms(m)
        return SystemSeed(
            file: reader.file, location: m.location, id: id, name: name,
            codePrefix: m.text("code_prefix"), platforms: platforms.text, declaredPlatforms: platforms.declared,
            description: m.text("description"), source: m.text("source"), figmaFileURL: figmaFileURL,
            families: families, tokens: tokens, criteria: criteria(m))
    }

    // MARK: Component files

    func component(_ root: YAMLNode) -> ComponentSeed? {
        guard let m = reader.mapping(root, "a component", keys: SeedFormat.component),
            let key = m.text("id"), let system = m.locatedText("system"), let name = m.text("name")
        else { return nil }
        checkKey(key, at: m.location(of: "id"), what: "component id")
        var seed = ComponentSeed(
            file: reader.file, location: m.location, key: key, system: system, name: name, nameLocation: m.location(of: "name"),
            role: m.text("role"), family: m.locatedText("family"),
            status: m.has("status") ? (m.vocabulary("status", LifecycleStatus.self) ?? .active) : .active,
            description: m.text("description"), inContext: m.text("in_context"), source: m.text("source"),
            importStatement: m.text("import"), externalDependencies: m.text("external_dependencies"),
            since: m.text("since"))
        for node in m.list("availability") {
            guard let a = reader.mapping(node, "an availability", keys: SeedFormat.availability),
                let id = a.vocabulary("platform", Platform.self),
                let platform = checkPlatform(id, at: a.location(of: "platform"), system: system.value)
            else { continue }
            seed.availability.append((platform, a.text("min_os")))
        }
        seed.features = m.texts("features")
        parseStructure(m, into: &seed)
        parseGuidance(m, into: &seed)
        parseExamplesAndReferences(m, into: &seed)
        seed.assessments = m.list("assessments").compactMap(assessment)
        checkInternalReferences(seed)
        return seed
    }

    /// What the component is made of: properties, variants, anatomy, slots, states, token
    /// roles and API, each list checked for duplicate names.
    private func parseStructure(_ m: MappingReader, into seed: inout ComponentSeed) {
        seed.properties = m.list("properties").compactMap(property)
        unique(seed.properties.map { ($0.name, $0.location) }, "property name")
        seed.variantGroups = m.list("variant_groups").compactMap { node in
            guard let g = reader.mapping(node, "a variant group", keys: SeedFormat.variantGroup),
                let name = g.text("name")
            else { return nil }
            return VariantGroupSeed(location: g.location, name: name, count: g.int("count"), slotsEnabled: g.text("slots_enabled"))
        }
        unique(seed.variantGroups.map { ($0.name, $0.location) }, "variant group name")
        seed.variants = m.list("variants").compactMap(variant)
        unique(seed.variants.map { ($0.name, $0.location) }, "variant name")
        seed.anatomy = m.list("anatomy").compactMap { node in
            guard let a = reader.mapping(node, "an anatomy part", keys: SeedFormat.anatomyPart),
                let name = a.text("name")
            else { return nil }
            return AnatomyPartSeed(location: a.location, label: a.text("label"), name: name,
                description: a.text("description"), optional: a.bool("optional") ?? false, maxRows: a.int("max_rows"))
        }
        unique(seed.anatomy.map { ($0.name, $0.location) }, "anatomy part name")
        seed.slots = m.list("slots").compactMap(slot)
        unique(seed.slots.map { ("\($0.part?.value ?? "")/\($0.name)", $0.location) }, "slot (part/name)")
        seed.states = m.list("states").compactMap { state($0, system: seed.system.value) }
        unique(seed.states.map { ("\($0.state.rawValue) [\($0.scope)]", $0.location) }, "state (state and scope)")
        seed.bindings = m.list("bindings").compactMap(bindingGroup)
        seed.api = m.list("api").compactMap(apiType)
        unique(seed.api.map { ($0.name, $0.location) }, "API type name")
    }

    /// How the component is to be used: accessibility, localizable strings, guidelines and
    /// behaviors.
    private func parseGuidance(_ m: MappingReader, into seed: inout ComponentSeed) {
        seed.accessibility = m.list("accessibility").compactMap { node in
            guard let a = reader.mapping(node, "an accessibility requirement", keys: SeedFormat.accessibility),
                let topic = a.text("topic"), let text = a.text("text")
            else { return nil }
            let platform = a.vocabulary("platform", Platform.self)
                .flatMap { checkPlatform($0, at: a.location(of: "platform"), system: seed.system.value) }
            return AccessibilitySeed(topic: topic, platform: platform,
                kind: a.has("kind") ? (a.vocabulary("kind", AccessibilityKind.self) ?? .requirement) : .requirement,
                text: text, valueType: a.text("value_type"))
        }
        var stringKeys: [(String, SourceLocation)] = []
        for node in m.list("strings") {
            guard let s = reader.mapping(node, "a localizable string", keys: SeedFormat.string),
                let key = s.text("key"), let value = s.text("default")
            else { continue }
            seed.strings.append((key, value))
            stringKeys.append((key, s.location))
        }
        unique(stringKeys, "string key")
        seed.guidelines = m.list("guidelines").compactMap { node in
            guard let g = reader.mapping(node, "a guideline", keys: SeedFormat.guideline),
                let text = g.text("text")
            else { return nil }
            // No kind: plain headed guidance, as many sources write it.
            let kind = g.has("kind") ? g.vocabulary("kind", GuidelineKind.self) : nil
            if g.has("kind") && kind == nil { return nil }
            return GuidelineSeed(kind: kind, text: text, section: g.text("section"), illustration: g.text("illustration"))
        }
        seed.behaviors = m.list("behaviors").compactMap { node in
            guard let b = reader.mapping(node, "a behavior", keys: SeedFormat.behavior),
                let kind = b.vocabulary("kind", BehaviorKind.self), let name = b.text("name"),
                let description = b.text("description")
            else { return nil }
            return BehaviorSeed(location: b.location, kind: kind, name: name, description: description, part: b.locatedText("part"))
        }
        unique(seed.behaviors.map { ("\($0.kind.rawValue) \($0.name)", $0.location) }, "behavior")
    }

    /// Examples, resources and relationships to other components (resolved by `SeedSet`).
    private func parseExamplesAndReferences(_ m: MappingReader, into seed: inout ComponentSeed) {
        for node in m.list("examples") {
            guard let e = reader.mapping(node, "an example", keys: SeedFormat.example),
                let title = e.text("title"), let code = e.text("code")
            else { continue }
            seed.examples.append((title, code))
        }
        for node in m.list("resources") {
            guard let r = reader.mapping(node, "a resource", keys: SeedFormat.resource),
                let label = r.text("label"), let title = r.text("title")
            else { continue }
            seed.resources.append((label, title, r.text("url")))
        }
        seed.relationships = m.list("relationships").compactMap { node in
            guard let r = reader.mapping(node, "a relationship", keys: SeedFormat.relationship),
                let kind = r.vocabulary("kind", RelationshipKind.self), let target = r.locatedText("component")
            else { return nil }
            return RelationshipSeed(location: r.location, kind: kind, component: target, note: r.text("note"))
        }
        unique(seed.relationships.map { ("\($0.kind.rawValue) \($0.component.value)", $0.location) }, "relationship")
    }

    private func property(_ node: YAMLNode) -> PropertySeed? {
        guard let p = reader.mapping(node, "a property", keys: SeedFormat.property),
            let name = p.text("name"), let kind = p.vocabulary("kind", PropertyKind.self)
        else { return nil }
        let signatures = p.signatures("signatures", of: "property '\(name)'")
        let values = p.texts("values")
        if kind == .variant && values.isEmpty {
            reader.error(at: p.location, "variant property '\(name)' lists no values; an enumerated property needs 'values'")
        }
        if kind != .variant && !values.isEmpty {
            reader.error(at: p.location(of: "values"), "property '\(name)' is \(kind.rawValue), but lists values; only variant properties enumerate values")
        }
        let defaultValue = p.text("default")
        if let defaultValue {
            checkValue(defaultValue, kind: kind, values: values, at: p.location(of: "default"), what: "default of '\(name)'")
        }
        return PropertySeed(location: p.location, name: name, kind: kind, defaultValue: defaultValue,
            values: values, required: p.bool("required") ?? false, implicit: p.bool("implicit") ?? false,
            figmaName: p.text("figma_name"), description: p.text("description"), signatures: signatures,
            unit: unit(of: p, name: name, kind: kind))
    }

    private func variant(_ node: YAMLNode) -> VariantSeed? {
        guard let v = reader.mapping(node, "a variant", keys: SeedFormat.variant), let name = v.text("name")
        else { return nil }
        var values: [(Located<String>, Located<String>)] = []
        if let valuesNode = v.values["values"] {
            if case .mapping(let mapping, _) = valuesNode {
                for (keyNode, valueNode) in mapping {
                    guard let property = reader.text(keyNode, "a property name"),
                        let value = reader.text(valueNode, "the value of '\(property)'")
                    else { continue }
                    values.append((Located(value: property, location: reader.location(keyNode)),
                                   Located(value: value, location: reader.location(valueNode))))
                }
            } else {
                reader.error(valuesNode, "expected the values of variant '\(name)' as a mapping of property to value, found \(YAMLReader.describeKind(valuesNode))")
            }
        }
        var specs: [SpecSeed] = []
        if let s = v.mapping("specs", "the specs of variant '\(name)'", keys: SeedFormat.specs) {
            for key in s.order {
                guard let section = SpecSection(rawValue: key) else { continue }
                for item in s.list(key) {
                    guard let e = reader.mapping(item, "a \(key) spec", keys: SeedFormat.spec),
                        let role = e.text("role"), let label = e.text("label"), let value = e.text("value")
                    else { continue }
                    specs.append(SpecSeed(location: e.location, section: section, role: role, label: label, value: value, token: e.locatedText("token")))
                }
            }
        }
        return VariantSeed(location: v.location, name: name, group: v.locatedText("group"), values: values,
            style: v.text("style"), description: v.text("description"), inDesign: v.bool("in_design"),
            inDevelopment: v.bool("in_development"), asWritten: v.text("as_written"), specs: specs,
            bindings: v.list("bindings").compactMap(bindingGroup))
    }

    private func bindingGroup(_ node: YAMLNode) -> BindingGroupSeed? {
        guard let g = reader.mapping(node, "a binding group", keys: SeedFormat.bindingGroup),
            let title = g.text("title")
        else { return nil }
        let roles = g.list("roles").compactMap { node -> BindingSeed? in
            guard let b = reader.mapping(node, "a token binding", keys: SeedFormat.binding),
                let role = b.text("role"), let label = b.text("label")
            else { return nil }
            let token = b.locatedText("token")
            let value = b.text("value")
            if token == nil && value == nil {
                reader.error(at: b.location, "binding '\(label)' has neither 'token' nor 'value'; give the token path, or the raw value when no token is bound")
            }
            return BindingSeed(location: b.location, role: role, label: label, token: token, value: value)
        }
        return BindingGroupSeed(location: g.location, title: title, note: g.text("note"), roles: roles)
    }

    private func slot(_ node: YAMLNode) -> SlotSeed? {
        guard let s = reader.mapping(node, "a slot", keys: SeedFormat.slot), let name = s.text("name")
        else { return nil }
        let accepts = s.list("accepts").compactMap { node -> SlotAcceptSeed? in
            guard let a = reader.mapping(node, "what a slot accepts", keys: SeedFormat.slotAccept) else { return nil }
            let component = a.locatedText("component")
            let other = a.text("other")
            if (component == nil) == (other == nil) {
                reader.error(at: a.location, "an accepted item names exactly one of 'component' (a registry component) or 'other' (anything else)")
            }
            return SlotAcceptSeed(location: a.location, component: component, other: other, note: a.text("note"))
        }
        let min = s.int("min") ?? 0
        let max = s.int("max")
        if let max, max < min {
            reader.error(at: s.location(of: "max"), "slot '\(name)' has max \(max) below min \(min)")
        }
        return SlotSeed(location: s.location, name: name, part: s.locatedText("part"), label: s.text("label"),
            description: s.text("description"), min: min, max: max, accepts: accepts)
    }

    private func state(_ node: YAMLNode, system: String) -> StateSeed? {
        guard let s = reader.mapping(node, "a state", keys: SeedFormat.state), let stateNode = s.values["state"],
            let name = reader.text(stateNode, "'state'")
        else { return nil }
        let support = s.order.filter { !SeedFormat.stateKeys.contains($0) }.compactMap { key -> (Platform, StateSupport)? in
            guard let id = Platform(rawValue: key), let platform = checkPlatform(id, at: s.location(of: key), system: system)
            else { return nil }
            return s.vocabulary(key, StateSupport.self).map { (platform, $0) }
        }
        guard let state = resolveState(name, at: stateNode, recorded: support.map(\.0), system: system) else { return nil }
        // The source's own word is kept as the label ("down", shown beside pressed).
        let label = s.text("label") ?? (InteractionState(lenient: name) == nil ? name : nil)
        return StateSeed(location: s.location, state: state, scope: s.text("scope") ?? "", label: label,
            property: s.text("property"), note: s.text("note"), support: support)
    }

    private func apiType(_ node: YAMLNode) -> ApiTypeSeed? {
        guard let t = reader.mapping(node, "an API type", keys: SeedFormat.apiType), let name = t.text("name"),
            let kind = t.vocabulary("kind", ApiTypeKind.self)
        else { return nil }
        let members = t.list("members").compactMap { node -> ApiMemberSeed? in
            guard let m = reader.mapping(node, "an API member", keys: SeedFormat.apiMember),
                let kind = m.vocabulary("kind", ApiMemberKind.self), let name = m.text("name")
            else { return nil }
            let parameters = m.list("parameters").compactMap { node -> ApiParameterSeed? in
                guard let p = reader.mapping(node, "a parameter", keys: SeedFormat.apiParameter),
                    let name = p.text("name"), let type = p.text("type")
                else { return nil }
                return ApiParameterSeed(location: p.location, name: name, type: type, defaultValue: p.text("default"),
                    required: p.bool("required") ?? false, description: p.text("description"))
            }
            unique(parameters.map { ($0.name, $0.location) }, "parameter name")
            return ApiMemberSeed(location: m.location, kind: kind, name: name, type: m.text("type"),
                defaultValue: m.text("default"), description: m.text("description"), parameters: parameters)
        }
        unique(members.map { ("\($0.kind.rawValue) \($0.name)", $0.location) }, "member of \(name)")
        return ApiTypeSeed(location: t.location, name: name, kind: kind, description: t.text("description"), members: members)
    }

    private func assessment(_ node: YAMLNode) -> AssessmentSeed? {
        guard let a = reader.mapping(node, "an assessment", keys: SeedFormat.assessment),
            let versionText = a.text("version"), let dateText = a.text("date"), let title = a.text("title"),
            let kind = a.vocabulary("kind", AssessmentKind.self), let status = a.vocabulary("status", AssessmentStatus.self),
            let verdict = a.vocabulary("verdict", Verdict.self)
        else { return nil }
        guard let version = SemanticVersion(versionText) else {
            reader.error(at: a.location(of: "version"), "version '\(versionText)' is not a semantic version; expected MAJOR.MINOR.PATCH such as 1.0.0")
            return nil
        }
        guard let date = AssessmentDate.parse(dateText) else {
            reader.error(at: a.location(of: "date"), "date '\(dateText)' is not a date; expected YYYY-MM or YYYY-MM-DD",
                suggestion: AssessmentDate.suggestion(for: dateText))
            return nil
        }
        var health: [(HealthDimension, HealthStatus, String?)] = []
        if let h = a.mapping("health", "the DS Health of \(versionText)", keys: SeedFormat.health) {
            for key in h.order {
                guard let dimension = HealthDimension(rawValue: key),
                    let e = h.mapping(key, "the \(key) check", keys: SeedFormat.scoreEntry),
                    let status = e.vocabulary("status", HealthStatus.self)
                else { continue }
                health.append((dimension, status, e.text("note")))
            }
        }
        let (scores, scoreRefs) = self.scores(a)
        var issueRefs: [Located<String>] = []
        let issues = a.list("issues").compactMap { node -> IssueSeed? in
            guard let i = reader.mapping(node, "an issue", keys: SeedFormat.issue), let key = i.text("id"),
                let status = i.vocabulary("status", IssueStatus.self)
            else { return nil }
            let criterion = i.locatedText("criterion")
            if let criterion { issueRefs.append(criterion) }
            return IssueSeed(location: i.location, key: key, criterion: criterion?.value,
                title: i.text("title"), detail: i.text("detail"), status: status)
        }
        unique(issues.map { ($0.key, $0.location) }, "issue id")
        let recommendations = a.list("recommendations").compactMap { node -> RecommendationSeed? in
            guard let r = reader.mapping(node, "a recommendation", keys: SeedFormat.recommendation),
                let key = r.text("id"), let status = r.vocabulary("status", RecommendationStatus.self)
            else { return nil }
            return RecommendationSeed(location: r.location, key: key, kind: r.vocabulary("kind", RecommendationKind.self),
                title: r.text("title"), detail: r.text("detail"), status: status)
        }
        unique(recommendations.map { ($0.key, $0.location) }, "recommendation id")
        let tracked = a.list("tracked_items").compactMap { node -> TrackedItemSeed? in
            guard let t = reader.mapping(node, "a tracked item", keys: SeedFormat.trackedItem),
                let title = t.text("title"), let status = t.vocabulary("status", TrackedItemStatus.self)
            else { return nil }
            return TrackedItemSeed(title: title, detail: t.text("detail"), status: status, tags: t.texts("tags"))
        }
        return AssessmentSeed(location: a.location, version: version, date: date, kind: kind, title: title,
            designNode: a.text("design_node"), status: status, verdict: verdict, verdictNote: a.text("verdict_note"),
            verdictStatus: a.vocabulary("verdict_status", TrackedItemStatus.self),
            overallStatus: a.vocabulary("overall_status", CriterionStatus.self), headline: a.text("headline"),
            summary: a.text("summary"), health: health, scores: scores, issues: issues,
            recommendations: recommendations, trackedItems: tracked,
            criterionRefs: scoreRefs + issueRefs)
    }
}
