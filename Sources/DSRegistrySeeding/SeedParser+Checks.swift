import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The checks within one file: references between its own parts, assessments, values and keys.
extension SeedParser {
    /// References that stay inside the file: variant → property, group; slot → part; versions.
    func checkInternalReferences(_ seed: ComponentSeed) {
        let properties = Dictionary(seed.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let groups = Set(seed.variantGroups.map(\.name))
        // Two variants with the same value for every property (a property a variant leaves
        // out has its default) are one variant written twice. The values are compared in one
        // order of the property names, sorted once for the component.
        let propertyNames = properties.keys.sorted()
        var combinations: [[String]: String] = [:]
        for variant in seed.variants {
            if let group = variant.group, !groups.contains(group.value) {
                reader.error(at: group.location, "variant '\(variant.name)' names group '\(group.value)', which is not in 'variant_groups'",
                    suggestion: Suggestion.didYouMean(group.value, in: Array(groups)))
            }
            var seen = Set<String>()
            for (property, value) in variant.values {
                guard let declared = properties[property.value] else {
                    reader.error(at: property.location, "variant '\(variant.name)' sets property '\(property.value)', which the component does not declare",
                        suggestion: Suggestion.didYouMean(property.value, in: Array(properties.keys)))
                    continue
                }
                if !seen.insert(property.value).inserted {
                    reader.error(at: property.location, "variant '\(variant.name)' sets property '\(property.value)' twice")
                }
                checkValue(value.value, kind: declared.kind, values: declared.values, at: value.location,
                    what: "value of '\(property.value)' in variant '\(variant.name)'")
            }
            if !variant.values.isEmpty {
                let signature = propertyNames.map { name in
                    variant.values.first { $0.property.value == name }?.value.value ?? properties[name]?.defaultValue ?? ""
                }
                if let other = combinations[signature] {
                    reader.error(at: variant.location, "variant '\(variant.name)' has the same property values as '\(other)'")
                } else {
                    combinations[signature] = variant.name
                }
            }
        }
        for group in seed.variantGroups {
            let count = seed.variants.filter { $0.group?.value == group.name }.count
            if let stated = group.count, stated != count {
                reader.error(at: group.location, "variant group '\(group.name)' states \(stated) variants but \(count) name it; add the missing variants or correct 'count'")
            }
        }
        let parts = Set(seed.anatomy.map(\.name))
        for part in seed.slots.compactMap(\.part) + seed.behaviors.compactMap(\.part) where !parts.contains(part.value) {
            reader.error(at: part.location, "part '\(part.value)' is not in 'anatomy'",
                suggestion: Suggestion.didYouMean(part.value, in: Array(parts)))
        }
        checkAssessments(seed.assessments)
    }

    func checkAssessments(_ assessments: [AssessmentSeed]) {
        var versions: [SemanticVersion: SourceLocation] = [:]
        for assessment in assessments {
            if versions[assessment.version] != nil {
                reader.error(at: assessment.location, "assessment version \(assessment.version) appears twice; each version is assessed once (add a new version instead)")
            }
            versions[assessment.version] = assessment.location
        }
        let ordered = assessments.sorted { $0.version < $1.version }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where later.date < earlier.date {
            reader.error(at: later.location, "assessment \(later.version) is dated \(later.date), before \(earlier.version) (\(earlier.date)); a later version cannot be dated earlier")
        }
        // An issue or recommendation must be defined (title, and kind for a recommendation) the
        // first time a version names it.
        var definedIssues = Set<String>(), definedRecommendations = Set<String>()
        for assessment in ordered {
            for issue in assessment.issues where !definedIssues.contains(issue.key) {
                if issue.title == nil {
                    reader.error(at: issue.location, "issue '\(issue.key)' first appears in \(assessment.version) without a 'title'; define it there")
                }
                definedIssues.insert(issue.key)
            }
            for recommendation in assessment.recommendations where !definedRecommendations.contains(recommendation.key) {
                if recommendation.title == nil || recommendation.kind == nil {
                    reader.error(at: recommendation.location, "recommendation '\(recommendation.key)' first appears in \(assessment.version) without 'title' and 'kind'; define it there")
                }
                definedRecommendations.insert(recommendation.key)
            }
        }
    }

    func checkValue(_ value: String, kind: PropertyKind, values: [String], at location: SourceLocation, what: @autoclosure () -> String) {
        switch kind {
        case .boolean where value != "true" && value != "false":
            reader.error(at: location, "\(what()) must be true or false, found '\(value)'",
                suggestion: YAMLReader.booleanHint(value))
        case .variant where !values.isEmpty && !values.contains(value):
            reader.error(at: location, "\(what()) is '\(value)', not one of: \(values.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(value, in: values))
        case .number where Double(value) == nil, .dimension where Double(value) == nil:
            reader.error(at: location, "\(what()) must be a number, found '\(value)'",
                suggestion: kind == .dimension ? "write the number alone (32) and the unit under unit: (unit: px)" : nil)
        default: break
        }
    }

    /// A dimension's `unit:`; any other kind with one is an error.
    func unit(of p: MappingReader, name: String, kind: PropertyKind) -> PropertyUnit? {
        guard p.has("unit") else { return nil }
        guard let unit = p.vocabulary("unit", PropertyUnit.self) else { return nil }
        guard kind == .dimension else {
            reader.error(at: p.location(of: "unit"), "property '\(name)' is \(kind.rawValue), but has a unit; only dimension properties have one",
                suggestion: "write kind: dimension, or leave unit out")
            return nil
        }
        return unit
    }

    func checkKey(_ key: String, at location: SourceLocation, what: String) {
        if !SeedTemplate.isStableKey(key) {
            reader.error(at: location, "\(what) '\(key)' must be lowercase letters, digits and hyphens (it is a stable key)",
                suggestion: "write '\(ComponentName.lookupKey(for: key))'")
        }
    }

    func unique(_ entries: [(String, SourceLocation)], _ what: String) {
        var seen: [String: SourceLocation] = [:]
        for (name, location) in entries {
            if let first = seen[name] {
                reader.error(at: location, "duplicate \(what) '\(name)'; first defined at line \(first.line)")
            } else {
                seen[name] = location
            }
        }
    }
}
