import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// What the seed files say, before it becomes rows: names instead of ids, and a location for
/// every reference so cross-file checks (a family, a token, a component) can point back at it.

package struct SystemSeed: Sendable {
    package var file: String
    package var location: SourceLocation
    package var id: String
    package var name: String
    package var codePrefix: String?
    package var platforms: String?
    /// The platforms the system declares as a list (issue 33); nil when it declares none (or
    /// only names them in free text, `platforms: iOS, Android`).
    package var declaredPlatforms: [DeclaredPlatformSeed]? = nil
    package var description: String?
    package var source: String?
    /// The Figma file the system's components live in (Code Connect links to its nodes).
    package var figmaFileURL: String?
    package var families: [FamilySeed]
    package var tokens: [TokenSeed]
    /// The system's own criteria, in order; empty: the default set (C1–C7).
    package var criteria: [CriterionSeed] = []

    /// The criterion ids its assessments are scored against.
    package var criterionIDs: [String] { criteria.isEmpty ? Criterion.rawValues : criteria.map(\.id) }
}

/// One criterion of a system's own set (`criteria:` of its system.yaml).
package struct CriterionSeed: Sendable {
    package var location: SourceLocation
    package var id: String
    package var name: String
    package var meaning: String?
}

package struct FamilySeed: Sendable {
    package var location: SourceLocation
    package var key: String
    package var name: String
    package var description: String?
}

package struct TokenSeed: Sendable {
    package var location: SourceLocation
    package var path: String
    package var mode: String
    package var type: TokenType?
    package var value: String?
    package var alias: String?
    package var description: String?
    package var deprecated: Bool
    package var group: String?
    package var label: String?
}

package struct ComponentSeed: Sendable {
    package var file: String
    package var location: SourceLocation
    package var key: String
    package var system: Located<String>
    package var name: String
    /// Where `name:` is written, for errors about the name.
    package var nameLocation: SourceLocation
    package var role: String?
    package var family: Located<String>?
    package var status: LifecycleStatus
    package var description: String?
    package var inContext: String?
    package var source: String?
    package var importStatement: String?
    package var externalDependencies: String?
    package var since: String?
    package var availability: [(platform: Platform, minOS: String?)] = []
    package var features: [String] = []
    package var properties: [PropertySeed] = []
    package var variantGroups: [VariantGroupSeed] = []
    package var variants: [VariantSeed] = []
    package var anatomy: [AnatomyPartSeed] = []
    package var slots: [SlotSeed] = []
    package var states: [StateSeed] = []
    package var bindings: [BindingGroupSeed] = []
    package var api: [ApiTypeSeed] = []
    package var accessibility: [AccessibilitySeed] = []
    package var strings: [(key: String, defaultValue: String)] = []
    package var guidelines: [GuidelineSeed] = []
    package var behaviors: [BehaviorSeed] = []
    package var examples: [(title: String, code: String)] = []
    package var resources: [(label: String, title: String, url: String?)] = []
    package var relationships: [RelationshipSeed] = []
    package var assessments: [AssessmentSeed] = []

    /// The seed without the rows its component owns: what a component row and the checks
    /// across files need. `SeedSet` holds these; `SeedWriter` reads the rest again.
    func lightened() -> ComponentSeed {
        ComponentSeed(file: file, location: location, key: key, system: system, name: name, nameLocation: nameLocation,
                      role: role, family: family, status: status, description: description, inContext: inContext,
                      source: source, importStatement: importStatement, externalDependencies: externalDependencies,
                      since: since)
    }
}

package struct PropertySeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var kind: PropertyKind
    package var defaultValue: String?
    package var values: [String]
    package var required: Bool
    package var implicit: Bool
    package var figmaName: String?
    package var description: String?
    package var signatures: [(platform: SignaturePlatform, signature: String)]
    package var unit: PropertyUnit? = nil
}

package struct VariantGroupSeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var count: Int?
    package var slotsEnabled: String?
}

package struct VariantSeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var group: Located<String>?
    /// Property name → value, as written; checked against the component's properties.
    package var values: [(property: Located<String>, value: Located<String>)]
    package var style: String?
    package var description: String?
    package var inDesign: Bool?
    package var inDevelopment: Bool?
    package var asWritten: String?
    package var specs: [SpecSeed]
    package var bindings: [BindingGroupSeed]
}

package struct SpecSeed: Sendable {
    package var location: SourceLocation
    package var section: SpecSection
    package var role: String
    package var label: String
    package var value: String
    package var token: Located<String>?
}

package struct BindingGroupSeed: Sendable {
    package var location: SourceLocation
    package var title: String
    package var note: String?
    package var roles: [BindingSeed]
}

package struct BindingSeed: Sendable {
    package var location: SourceLocation
    package var role: String
    package var label: String
    package var token: Located<String>?
    package var value: String?
}

package struct AnatomyPartSeed: Sendable {
    package var location: SourceLocation
    package var label: String?
    package var name: String
    package var description: String?
    package var optional: Bool
    package var maxRows: Int?
}

package struct SlotSeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var part: Located<String>?
    package var label: String?
    package var description: String?
    package var min: Int
    package var max: Int?
    package var accepts: [SlotAcceptSeed]
}

package struct SlotAcceptSeed: Sendable {
    package var location: SourceLocation
    package var component: Located<String>?
    package var other: String?
    package var note: String?
}

package struct StateSeed: Sendable {
    package var location: SourceLocation
    package var state: InteractionState
    package var scope: String
    package var label: String?
    package var property: String?
    package var note: String?
    package var support: [(platform: Platform, support: StateSupport)]
}

package struct ApiTypeSeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var kind: ApiTypeKind
    package var description: String?
    package var members: [ApiMemberSeed]
}

package struct ApiMemberSeed: Sendable {
    package var location: SourceLocation
    package var kind: ApiMemberKind
    package var name: String
    package var type: String?
    package var defaultValue: String?
    package var description: String?
    package var parameters: [ApiParameterSeed]
}

package struct ApiParameterSeed: Sendable {
    package var location: SourceLocation
    package var name: String
    package var type: String
    package var defaultValue: String?
    package var required: Bool
    package var description: String?
}

package struct AccessibilitySeed: Sendable {
    package var topic: String
    package var platform: Platform?
    package var kind: AccessibilityKind
    package var text: String
    package var valueType: String?
}

package struct GuidelineSeed: Sendable {
    package var kind: GuidelineKind?
    package var text: String
    package var section: String?
    package var illustration: String?
}

package struct BehaviorSeed: Sendable {
    package var location: SourceLocation
    package var kind: BehaviorKind
    package var name: String
    package var description: String
    package var part: Located<String>?
}

package struct RelationshipSeed: Sendable {
    package var location: SourceLocation
    package var kind: RelationshipKind
    package var component: Located<String>
    package var note: String?
}

package struct AssessmentSeed: Sendable {
    package var location: SourceLocation
    package var version: SemanticVersion
    package var date: String
    package var kind: AssessmentKind
    package var title: String
    package var designNode: String?
    package var status: AssessmentStatus
    package var verdict: Verdict
    package var verdictNote: String?
    package var verdictStatus: TrackedItemStatus?
    package var overallStatus: CriterionStatus?
    package var headline: String?
    package var summary: String?
    package var health: [(dimension: HealthDimension, status: HealthStatus, note: String?)]
    package var scores: [(criterion: String, status: CriterionStatus, note: String?)]
    package var issues: [IssueSeed]
    package var recommendations: [RecommendationSeed]
    package var trackedItems: [TrackedItemSeed]
    /// Every criterion id the assessment names (its scores' keys, its issues' `criterion`),
    /// with its place: checked against the system's set once the system files are read.
    package var criterionRefs: [Located<String>] = []
    /// `computedFingerprint()`, filled in when the file is parsed (on every core at once): the
    /// reflection it takes is a tenth of a large seed's cost if done while writing.
    package var fingerprint = ""
}

/// An issue as one assessment states it. The first version that names an issue defines it
/// (title, criterion); later versions may give only its id and new status.
package struct IssueSeed: Sendable {
    package var location: SourceLocation
    package var key: String
    package var criterion: String?
    package var title: String?
    package var detail: String?
    package var status: IssueStatus
}

package struct RecommendationSeed: Sendable {
    package var location: SourceLocation
    package var key: String
    package var kind: RecommendationKind?
    package var title: String?
    package var detail: String?
    package var status: RecommendationStatus
}

package struct TrackedItemSeed: Sendable {
    package var title: String
    package var detail: String?
    package var status: TrackedItemStatus
    package var tags: [String]
}
