import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// What the seed files say, before it becomes rows: names instead of ids, and a location for
/// every reference so cross-file checks (a family, a token, a component) can point back at it.

public struct SystemSeed: Sendable {
    public var file: String
    public var location: SourceLocation
    public var id: String
    public var name: String
    public var codePrefix: String?
    public var platforms: String?
    public var description: String?
    public var source: String?
    /// The Figma file the system's components live in (Code Connect links to its nodes).
    public var figmaFileURL: String?
    public var families: [FamilySeed]
    public var tokens: [TokenSeed]
}

public struct FamilySeed: Sendable {
    public var location: SourceLocation
    public var key: String
    public var name: String
    public var description: String?
}

public struct TokenSeed: Sendable {
    public var location: SourceLocation
    public var path: String
    public var mode: String
    public var type: TokenType?
    public var value: String?
    public var alias: String?
    public var description: String?
    public var deprecated: Bool
    public var group: String?
    public var label: String?
}

public struct ComponentSeed: Sendable {
    public var file: String
    public var location: SourceLocation
    public var key: String
    public var system: Located<String>
    public var name: String
    /// Where `name:` is written, for errors about the name.
    public var nameLocation: SourceLocation
    public var role: String?
    public var family: Located<String>?
    public var status: LifecycleStatus
    public var description: String?
    public var inContext: String?
    public var source: String?
    public var importStatement: String?
    public var externalDependencies: String?
    public var since: String?
    public var availability: [(platform: Platform, minOS: String?)] = []
    public var features: [String] = []
    public var properties: [PropertySeed] = []
    public var variantGroups: [VariantGroupSeed] = []
    public var variants: [VariantSeed] = []
    public var anatomy: [AnatomyPartSeed] = []
    public var slots: [SlotSeed] = []
    public var states: [StateSeed] = []
    public var bindings: [BindingGroupSeed] = []
    public var api: [ApiTypeSeed] = []
    public var accessibility: [AccessibilitySeed] = []
    public var strings: [(key: String, defaultValue: String)] = []
    public var guidelines: [GuidelineSeed] = []
    public var behaviors: [BehaviorSeed] = []
    public var examples: [(title: String, code: String)] = []
    public var resources: [(label: String, title: String, url: String?)] = []
    public var relationships: [RelationshipSeed] = []
    public var assessments: [AssessmentSeed] = []

    /// The seed without the rows its component owns: what a component row and the checks
    /// across files need. `SeedSet` holds these; `SeedWriter` reads the rest again.
    func lightened() -> ComponentSeed {
        ComponentSeed(file: file, location: location, key: key, system: system, name: name, nameLocation: nameLocation,
                      role: role, family: family, status: status, description: description, inContext: inContext,
                      source: source, importStatement: importStatement, externalDependencies: externalDependencies,
                      since: since)
    }
}

public struct PropertySeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var kind: PropertyKind
    public var defaultValue: String?
    public var values: [String]
    public var required: Bool
    public var implicit: Bool
    public var figmaName: String?
    public var description: String?
    public var signatures: [(platform: SignaturePlatform, signature: String)]
}

public struct VariantGroupSeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var count: Int?
    public var slotsEnabled: String?
}

public struct VariantSeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var group: Located<String>?
    /// Property name → value, as written; checked against the component's properties.
    public var values: [(property: Located<String>, value: Located<String>)]
    public var style: String?
    public var description: String?
    public var inDesign: Bool?
    public var inDevelopment: Bool?
    public var asWritten: String?
    public var specs: [SpecSeed]
    public var bindings: [BindingGroupSeed]
}

public struct SpecSeed: Sendable {
    public var location: SourceLocation
    public var section: SpecSection
    public var role: String
    public var label: String
    public var value: String
    public var token: Located<String>?
}

public struct BindingGroupSeed: Sendable {
    public var location: SourceLocation
    public var title: String
    public var note: String?
    public var roles: [BindingSeed]
}

public struct BindingSeed: Sendable {
    public var location: SourceLocation
    public var role: String
    public var label: String
    public var token: Located<String>?
    public var value: String?
}

public struct AnatomyPartSeed: Sendable {
    public var location: SourceLocation
    public var label: String?
    public var name: String
    public var description: String?
    public var optional: Bool
    public var maxRows: Int?
}

public struct SlotSeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var part: Located<String>?
    public var label: String?
    public var description: String?
    public var min: Int
    public var max: Int?
    public var accepts: [SlotAcceptSeed]
}

public struct SlotAcceptSeed: Sendable {
    public var location: SourceLocation
    public var component: Located<String>?
    public var other: String?
    public var note: String?
}

public struct StateSeed: Sendable {
    public var location: SourceLocation
    public var state: InteractionState
    public var scope: String
    public var label: String?
    public var property: String?
    public var note: String?
    public var support: [(platform: Platform, support: StateSupport)]
}

public struct ApiTypeSeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var kind: ApiTypeKind
    public var description: String?
    public var members: [ApiMemberSeed]
}

public struct ApiMemberSeed: Sendable {
    public var location: SourceLocation
    public var kind: ApiMemberKind
    public var name: String
    public var type: String?
    public var defaultValue: String?
    public var description: String?
    public var parameters: [ApiParameterSeed]
}

public struct ApiParameterSeed: Sendable {
    public var location: SourceLocation
    public var name: String
    public var type: String
    public var defaultValue: String?
    public var required: Bool
    public var description: String?
}

public struct AccessibilitySeed: Sendable {
    public var topic: String
    public var platform: Platform?
    public var kind: AccessibilityKind
    public var text: String
    public var valueType: String?
}

public struct GuidelineSeed: Sendable {
    public var kind: GuidelineKind
    public var text: String
    public var section: String?
    public var illustration: String?
}

public struct BehaviorSeed: Sendable {
    public var location: SourceLocation
    public var kind: BehaviorKind
    public var name: String
    public var description: String
    public var part: Located<String>?
}

public struct RelationshipSeed: Sendable {
    public var location: SourceLocation
    public var kind: RelationshipKind
    public var component: Located<String>
    public var note: String?
}

public struct AssessmentSeed: Sendable {
    public var location: SourceLocation
    public var version: SemanticVersion
    public var date: String
    public var kind: AssessmentKind
    public var title: String
    public var designNode: String?
    public var status: AssessmentStatus
    public var verdict: Verdict
    public var verdictNote: String?
    public var verdictStatus: TrackedItemStatus?
    public var overallStatus: CriterionStatus?
    public var headline: String?
    public var summary: String?
    public var health: [(dimension: HealthDimension, status: HealthStatus, note: String?)]
    public var scores: [(criterion: Criterion, status: CriterionStatus, note: String?)]
    public var issues: [IssueSeed]
    public var recommendations: [RecommendationSeed]
    public var trackedItems: [TrackedItemSeed]
    /// `computedFingerprint()`, filled in when the file is parsed (on every core at once): the
    /// reflection it takes is a tenth of a large seed's cost if done while writing.
    public var fingerprint = ""
}

/// An issue as one assessment states it. The first version that names an issue defines it
/// (title, criterion); later versions may give only its id and new status.
public struct IssueSeed: Sendable {
    public var location: SourceLocation
    public var key: String
    public var criterion: Criterion?
    public var title: String?
    public var detail: String?
    public var status: IssueStatus
}

public struct RecommendationSeed: Sendable {
    public var location: SourceLocation
    public var key: String
    public var kind: RecommendationKind?
    public var title: String?
    public var detail: String?
    public var status: RecommendationStatus
}

public struct TrackedItemSeed: Sendable {
    public var title: String
    public var detail: String?
    public var status: TrackedItemStatus
    public var tags: [String]
}
