import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Inserts the rows one component file describes. Separate from `SeedWriter` so the order of
/// inserts (and so the ids a fresh database gets) is easy to read and stays deterministic.
/// Most rows go into `rows`, shared by every component of the run and written in batches.
struct ComponentRowsWriter {
    let db: Database
    let rows: RowBatches
    let componentID: Int64
    let seed: ComponentSeed
    /// Counts a published version recorded when it was first seeded, by version: kept as they were.
    var recorded: [String: PublishedAssessment] = [:]
    /// References whose name resolves only after the replayed migrations.
    var deferred = DeferredReferences()
    let resolve: (String) -> Int64?

    /// Writes every row in a fixed order (each table's rows in file order): a fresh database
    /// gets the same ids on every run.
    func write() throws {
        try writeAvailabilityAndFeatures()
        let propertyIDs = try writeProperties()
        try writeVariantsAndBindings(propertyIDs: propertyIDs)
        let partIDs = try writeAnatomyAndSlots()
        try writeStates()
        try writeAPI()
        try writeGuidance(partIDs: partIDs)
        try writeExamplesResourcesAndRelationships()
        try writeAssessments()
    }

    private func writeAvailabilityAndFeatures() throws {
        let id = componentID
        for (platform, minOS) in seed.availability {
            try Availability(componentId: id, platform: platform, minOs: minOS).insert(db)
        }
        for (index, text) in seed.features.enumerated() {
            try Feature(componentId: id, ordinal: index, text: text).insert(db)
        }
    }

    /// - Returns: each property's id by name, for the variants' values.
    private func writeProperties() throws -> [String: Int64] {
        let id = componentID
        var propertyIDs: [String: Int64] = [:]
        for (index, p) in seed.properties.enumerated() {
            let propertyID = try rows.newID(for: Property.self)
            try rows.append(Property(id: propertyID, componentId: id, name: p.name, kind: p.kind, defaultValue: p.defaultValue,
                required: p.required, implicit: p.implicit, figmaName: p.figmaName, description: p.description, ordinal: index, unit: p.unit))
            propertyIDs[p.name] = propertyID
            for (valueIndex, value) in p.values.enumerated() {
                try rows.append(PropertyValue(propertyId: propertyID, value: value, ordinal: valueIndex))
            }
            for (platform, signature) in p.signatures {
                try rows.append(PropertySignature(propertyId: propertyID, platform: platform, signature: signature))
            }
        }
        return propertyIDs
    }

    /// Variant groups, variants with their values, specs and token roles, then the
    /// component's own token roles, numbered after the variants'.
    private func writeVariantsAndBindings(propertyIDs: [String: Int64]) throws {
        let id = componentID
        var groupIDs: [String: Int64] = [:]
        for (index, g) in seed.variantGroups.enumerated() {
            var group = VariantGroup(componentId: id, name: g.name, statedCount: g.count, slotsEnabled: g.slotsEnabled, ordinal: index)
            try group.insert(db)
            groupIDs[g.name] = group.id
        }
        var bindingOrdinal = 0
        for (index, v) in seed.variants.enumerated() {
            let variantID = try rows.newID(for: Variant.self)
            try rows.append(Variant(id: variantID, componentId: id, name: v.name, groupId: v.group.flatMap { groupIDs[$0.value] },
                style: v.style, description: v.description, inDesign: v.inDesign, inDevelopment: v.inDevelopment,
                asWritten: v.asWritten, ordinal: index))
            // Every property gets a value: the one written, else the property's default.
            for p in seed.properties {
                let written = v.values.first { $0.property.value == p.name }?.value.value
                guard let value = written ?? p.defaultValue, let propertyID = propertyIDs[p.name] else { continue }
                try rows.append(VariantValue(variantId: variantID, propertyId: propertyID, value: value))
            }
            // Specs are written one by one, and point to the variant.
            if !v.specs.isEmpty { try rows.flush(Variant.self) }
            for (specIndex, s) in v.specs.enumerated() {
                var spec = Spec(componentId: id, variantId: variantID, section: s.section, role: s.role, label: s.label,
                    value: s.value, tokenPath: s.token?.value, ordinal: specIndex)
                try spec.insert(db)
                try spec.insertFacets(db)
            }
            for group in v.bindings {
                try writeBindingGroup(group, variantID: variantID, ordinal: bindingOrdinal)
                bindingOrdinal += 1
            }
        }
        for group in seed.bindings {
            try writeBindingGroup(group, variantID: nil, ordinal: bindingOrdinal)
            bindingOrdinal += 1
        }
    }

    /// - Returns: each anatomy part's id by name, for the behaviors.
    private func writeAnatomyAndSlots() throws -> [String: Int64] {
        let id = componentID
        var partIDs: [String: Int64] = [:]
        for (index, a) in seed.anatomy.enumerated() {
            var part = AnatomyPart(componentId: id, label: a.label, name: a.name, description: a.description,
                optional: a.optional, maxRows: a.maxRows, ordinal: index)
            try part.insert(db)
            partIDs[a.name] = part.id
        }
        for (index, s) in seed.slots.enumerated() {
            var slot = Slot(componentId: id, anatomyPartId: s.part.flatMap { partIDs[$0.value] }, label: s.label,
                name: s.name, description: s.description, minCount: s.min, maxCount: s.max, ordinal: index)
            try slot.insert(db)
            guard let slotID = slot.id else { continue }
            for (acceptIndex, accept) in s.accepts.enumerated() {
                var row = SlotAccept(slotId: slotID, componentId: accept.component.flatMap { resolve($0.value) },
                    other: accept.other, note: accept.note, ordinal: acceptIndex)
                try row.insert(db)
                if let written = accept.component, row.componentId == nil, let rowID = row.id {
                    deferred.append(.accept(rowID: rowID, written), system: seed.system.value)
                }
            }
        }
        return partIDs
    }

    private func writeStates() throws {
        let id = componentID
        for (index, s) in seed.states.enumerated() {
            let coverageID = try rows.newID(for: StateCoverage.self)
            try rows.append(StateCoverage(id: coverageID, componentId: id, state: s.state, scope: s.scope, label: s.label,
                property: s.property, note: s.note, ordinal: index))
            for (platform, support) in s.support {
                try rows.append(StateSupportRow(coverageId: coverageID, platform: platform, support: support))
            }
        }
    }

    /// API types, their members and the members' parameters.
    private func writeAPI() throws {
        let id = componentID
        for (index, t) in seed.api.enumerated() {
            var type = ApiType(componentId: id, name: t.name, kind: t.kind, description: t.description, ordinal: index)
            try type.insert(db)
            guard let typeID = type.id else { continue }
            for (memberIndex, m) in t.members.enumerated() {
                var member = ApiMember(typeId: typeID, kind: m.kind, name: m.name, type: m.type,
                    defaultValue: m.defaultValue, description: m.description, ordinal: memberIndex)
                try member.insert(db)
                guard let memberID = member.id else { continue }
                for (parameterIndex, p) in m.parameters.enumerated() {
                    var parameter = ApiParameter(memberId: memberID, name: p.name, type: p.type, defaultValue: p.defaultValue,
                        required: p.required, description: p.description, ordinal: parameterIndex)
                    try parameter.insert(db)
                }
            }
        }
    }

    /// Accessibility requirements, localizable strings, usage guidelines and behaviors.
    private func writeGuidance(partIDs: [String: Int64]) throws {
        let id = componentID
        for (index, a) in seed.accessibility.enumerated() {
            var row = AccessibilityRequirement(componentId: id, topic: a.topic, platform: a.platform, kind: a.kind,
                text: a.text, valueType: a.valueType, ordinal: index)
            try row.insert(db)
        }
        for (index, s) in seed.strings.enumerated() {
            try LocalizedString(componentId: id, key: s.key, defaultValue: s.defaultValue, ordinal: index).insert(db)
        }
        for (index, g) in seed.guidelines.enumerated() {
            var row = Guideline(componentId: id, kind: g.kind, text: g.text, section: g.section, illustration: g.illustration, ordinal: index)
            try row.insert(db)
        }
        for (index, b) in seed.behaviors.enumerated() {
            var row = Behavior(componentId: id, anatomyPartId: b.part.flatMap { partIDs[$0.value] }, kind: b.kind,
                name: b.name, description: b.description, ordinal: index)
            try row.insert(db)
        }
    }

    /// A relationship to a component this run cannot name yet waits in `deferred`.
    private func writeExamplesResourcesAndRelationships() throws {
        let id = componentID
        for (index, e) in seed.examples.enumerated() {
            try Example(componentId: id, ordinal: index, title: e.title, code: e.code).insert(db)
        }
        for (index, r) in seed.resources.enumerated() {
            try Resource(componentId: id, ordinal: index, label: r.label, title: r.title, url: r.url).insert(db)
        }
        for (index, r) in seed.relationships.enumerated() {
            guard let target = resolve(r.component.value) else {
                deferred.append(.relationship(componentID: id, r, ordinal: index), system: seed.system.value)
                continue
            }
            var row = Relationship(componentId: id, kind: r.kind, targetId: target, note: r.note, ordinal: index)
            try row.insert(db)
        }
    }

    private func writeBindingGroup(_ g: BindingGroupSeed, variantID: Int64?, ordinal: Int) throws {
        let groupID = try rows.newID(for: BindingGroup.self)
        try rows.append(BindingGroup(id: groupID, componentId: componentID, variantId: variantID, title: g.title,
            note: g.note, ordinal: ordinal))
        for (index, b) in g.roles.enumerated() {
            try rows.append(TokenBinding(groupId: groupID, role: b.role, label: b.label, tokenPath: b.token?.value,
                rawValue: b.value, ordinal: index))
        }
    }

    /// Issues and recommendations are defined by the first version that names them; each
    /// version then records the state it saw them in.
    private func writeAssessments() throws {
        var issueIDs: [String: Int64] = [:]
        var recommendationIDs: [String: Int64] = [:]
        for a in seed.assessments.sorted(by: { $0.version < $1.version }) {
            let assessmentID = try rows.newID(for: Assessment.self)
            try rows.append(Assessment(id: assessmentID, componentId: componentID, version: a.version.description,
                versionMajor: a.version.major, versionMinor: a.version.minor, versionPatch: a.version.patch,
                date: a.date, kind: a.kind, title: a.title, designNode: a.designNode, status: a.status,
                verdict: a.verdict, verdictNote: a.verdictNote, verdictStatus: a.verdictStatus,
                overallStatus: a.overallStatus, headline: a.headline, summary: a.summary,
                contentHash: a.fingerprint,
                propertyCount: recorded[a.version.description]?.properties ?? seed.properties.count,
                variantCount: recorded[a.version.description]?.variants ?? seed.variants.count))
            for (dimension, status, note) in a.health {
                try rows.append(HealthCheck(assessmentId: assessmentID, dimension: dimension, status: status, note: note))
            }
            for (criterion, status, note) in a.scores {
                try rows.append(CriterionScore(assessmentId: assessmentID, criterionId: criterion, status: status, note: note))
            }
            for i in a.issues {
                if issueIDs[i.key] == nil, let title = i.title {
                    let issueID = try rows.newID(for: Issue.self)
                    try rows.append(Issue(id: issueID, componentId: componentID, key: i.key, criterionId: i.criterion,
                        title: title, detail: i.detail, ordinal: issueIDs.count))
                    issueIDs[i.key] = issueID
                }
                guard let issueID = issueIDs[i.key] else { continue }
                try rows.append(AssessmentIssue(assessmentId: assessmentID, issueId: issueID, status: i.status))
            }
            for r in a.recommendations {
                if recommendationIDs[r.key] == nil, let title = r.title, let kind = r.kind {
                    let recommendationID = try rows.newID(for: Recommendation.self)
                    try rows.append(Recommendation(id: recommendationID, componentId: componentID, key: r.key,
                        kind: kind, title: title, detail: r.detail, ordinal: recommendationIDs.count))
                    recommendationIDs[r.key] = recommendationID
                }
                guard let recommendationID = recommendationIDs[r.key] else { continue }
                try rows.append(AssessmentRecommendation(assessmentId: assessmentID, recommendationId: recommendationID, status: r.status))
            }
            // Tracked items are written one by one, and point to the assessment.
            if !a.trackedItems.isEmpty { try rows.flush(Assessment.self) }
            for (index, t) in a.trackedItems.enumerated() {
                var item = TrackedItem(assessmentId: assessmentID, title: t.title, detail: t.detail, status: t.status, ordinal: index)
                try item.insert(db)
                guard let itemID = item.id else { continue }
                for tag in t.tags {
                    try TrackedItemTag(itemId: itemID, tag: tag).insert(db)
                }
            }
        }
    }
}
