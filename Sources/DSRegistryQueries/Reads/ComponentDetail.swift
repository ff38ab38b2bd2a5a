import GRDB
import DSRegistryCore
import DSRegistryStore

/// Everything the registry holds about one component: `dsreg show`. Encoded as JSON with
/// snake_case keys; `ComponentPage` renders the same value as a readable page.
public struct ComponentDetail: Encodable, Sendable {
    package struct System: Encodable, Sendable {
        package var id, name: String
        /// The platforms the system declares (iOS, Android, Figma when it declares none), in
        /// order: the columns of the States table. Not in the JSON, whose `support` keys name them.
        package var platforms: [String] = Platform.defaults.map(\.rawValue)

        private enum CodingKeys: String, CodingKey { case id, name }
    }
    package struct Assessment: Encodable, Sendable {
        package var version, date, kind, title, status, verdict: String
        package var designNode, verdictNote, overallStatus, headline, summary: String?
        /// What the assessment recorded, or "done by ID" once a restructure carried it out.
        package var verdictProgress: String?
        package var health: [Health]
        package var scores: [Score]
        package var issues: [IssueState]
        package var recommendations: [RecommendationState]
        package var trackedItems: [Tracked]
    }
    package struct Health: Encodable, Sendable { package var dimension, status: String; package var note: String? }
    package struct Score: Encodable, Sendable { package var criterion, name, status: String; package var note: String? }
    /// `status` is what the assessment recorded; `resolvedBy` the migration that has resolved
    /// the issue since (published assessments do not change).
    package struct IssueState: Encodable, Sendable {
        package var id, title, status: String
        package var criterion, detail: String?
        package var resolvedBy: String?
    }
    package struct RecommendationState: Encodable, Sendable {
        package var id, kind, title, status: String
        package var detail: String?
        package var doneBy: String?
    }
    package struct Tracked: Encodable, Sendable {
        package var title, status: String
        package var detail: String?
        package var tags: [String]
        package var doneBy: String?
    }
    /// A name the component had, and the migration that retired it (nil: an edit of its seed).
    package struct FormerName: Encodable, Sendable {
        package var name: String
        package var renamedBy, renamedAt: String?
    }
    /// One change a migration made to the component.
    package struct RestructureEvent: Encodable, Sendable {
        package var migration, appliedAt, operation, change: String
    }
    /// A component merged into this one; its own page keeps its history.
    package struct Absorbed: Encodable, Sendable {
        package var component: String
        package var mergedBy: String?
    }
    package struct PropertyInfo: Encodable, Sendable {
        package var name, kind: String
        package var defaultValue, figmaName, description: String?
        package var required, implicit: Bool
        package var values: [String]
        package var signatures: [String: String]
        /// A dimension's unit (px, pt, dp, rem, em, %).
        package var unit: String? = nil

        /// The kind as pages show it: a dimension with its unit ("dimension (pt)").
        package var shownKind: String { kind + (unit.map { " (\($0))" } ?? "") }
    }
    package struct Group: Encodable, Sendable {
        package var name: String
        package var statedCount: Int?
        package var slotsEnabled: String?
        package var variantCount: Int
    }
    /// What the page documents of a variant: its style's heading, description, build status,
    /// values as written, specs and token roles.
    package protocol DocumentedVariant {
        var name: String { get }
        var style: String? { get }
        var description: String? { get }
        var asWritten: String? { get }
        var inDesign: Bool? { get }
        var inDevelopment: Bool? { get }
        var specs: [SpecInfo] { get }
        var bindings: [BindingGroupInfo] { get }
    }
    package struct VariantInfo: Encodable, Sendable, DocumentedVariant {
        package var name: String
        package var group, style, description, asWritten: String?
        package var inDesign, inDevelopment: Bool?
        package var values: [String: String]
        /// The variant's own specs and token roles; those of variants merged into it are theirs.
        package var specs: [SpecInfo]
        package var bindings: [BindingGroupInfo]
        /// Variants a collapse merged into this one, each with what it documented.
        package var merged: [MergedVariantInfo]
    }
    /// A variant a collapse merged into another: its name then, its documented style, and the
    /// specs and token roles written for it.
    package struct MergedVariantInfo: Encodable, Sendable, DocumentedVariant {
        package var name: String
        package var style, description, asWritten: String?
        package var inDesign, inDevelopment: Bool?
        package var mergedBy: String
        package var specs: [SpecInfo]
        package var bindings: [BindingGroupInfo]
    }
    package struct SpecInfo: Encodable, Sendable {
        package var section, role, label, value: String
        package var token: String?
    }
    package struct BindingGroupInfo: Encodable, Sendable {
        package var title: String
        package var note: String?
        package var roles: [BindingInfo]
    }
    package struct BindingInfo: Encodable, Sendable {
        package var role, label: String
        /// The token's own value or alias in the registry; nil when the token is not there.
        package var token, value, tokenValue, tokenAlias: String?
        /// The mode the token's value is from, when not `default` (a token with only desktop
        /// and mobile modes shows its first, and says so).
        package var tokenMode: String? = nil
        /// The value the alias ends at, followed through the system's tokens.
        package var resolvedValue: String? = nil
    }
    package struct Part: Encodable, Sendable {
        package var name: String
        package var label, description: String?
        package var optional: Bool
        package var maxRows: Int?
    }
    package struct SlotInfo: Encodable, Sendable {
        package var name: String
        package var part, label, description: String?
        package var min: Int
        package var max: Int?
        package var accepts: [Accept]
    }
    package struct Accept: Encodable, Sendable { package var component, other, note: String? }
    package struct StateInfo: Encodable, Sendable {
        package var state, scope: String
        package var label, property, note: String?
        package var support: [String: String]
    }
    package struct ApiTypeInfo: Encodable, Sendable {
        package var name, kind: String
        package var description: String?
        package var members: [Member]
    }
    package struct Member: Encodable, Sendable {
        package var kind, name: String
        package var type, defaultValue, description: String?
        package var parameters: [Parameter]
    }
    package struct Parameter: Encodable, Sendable {
        package var name, type: String
        package var defaultValue, description: String?
        package var required: Bool
    }
    package struct Accessibility: Encodable, Sendable {
        package var topic, kind, text: String
        package var platform, valueType: String?
    }
    package struct LocalizedText: Encodable, Sendable { package var key, defaultValue: String }
    package struct GuidelineInfo: Encodable, Sendable {
        /// nil: plain headed guidance (no do, don't or consider).
        package var kind: String?
        package var text: String
        package var section, illustration: String?
    }
    package struct BehaviorInfo: Encodable, Sendable {
        package var kind, name, description: String
        package var part: String?
    }
    package struct ExampleInfo: Encodable, Sendable { package var title, code: String }
    package struct ResourceInfo: Encodable, Sendable {
        package var label, title: String
        package var url: String?
    }
    package struct RelationshipInfo: Encodable, Sendable {
        /// "outgoing": this component → other; "incoming": other → this component.
        package var direction, kind, component, system: String
        package var note: String?
    }
    package struct AvailabilityInfo: Encodable, Sendable {
        package var platform: String
        package var minOs: String?
    }

    package var id: Int64
    package var key: String
    package var name: String
    package var system: System
    package var matchedFormerName: String?
    package var formerNames: [String]
    package var formerNameHistory: [FormerName]
    /// Set when the component was merged away: the component it now lives in.
    package var mergedInto: String?
    package var absorbed: [Absorbed]
    package var restructures: [RestructureEvent]
    package var role, family, description, inContext, source, importStatement, externalDependencies, sinceVersion: String?
    package var status: String
    package var assessed: Bool
    package var availability: [AvailabilityInfo]
    package var features: [String]
    package var assessments: [Assessment]
    package var properties: [PropertyInfo]
    package var variantGroups: [Group]
    package var variants: [VariantInfo]
    package var bindings: [BindingGroupInfo]
    package var anatomy: [Part]
    package var slots: [SlotInfo]
    package var states: [StateInfo]
    package var api: [ApiTypeInfo]
    package var accessibility: [Accessibility]
    package var strings: [LocalizedText]
    package var guidelines: [GuidelineInfo]
    package var behaviors: [BehaviorInfo]
    package var examples: [ExampleInfo]
    package var resources: [ResourceInfo]
    package var relationships: [RelationshipInfo]
    /// The last `dsreg codeconnect check`'s word on it ("connected (swiftui; checked …)"); nil
    /// when no check covered its system.
    package var codeConnect: String? = nil
}
