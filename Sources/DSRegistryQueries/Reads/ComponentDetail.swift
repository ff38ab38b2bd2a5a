import GRDB
import DSRegistryCore
import DSRegistryStore

/// Everything the registry holds about one component: `dsreg show`. Encoded as JSON with
/// snake_case keys; `ComponentPage` renders the same value as a readable page.
public struct ComponentDetail: Encodable, Sendable {
    public struct System: Encodable, Sendable { public var id, name: String }
    public struct Assessment: Encodable, Sendable {
        public var version, date, kind, title, status, verdict: String
        public var designNode, verdictNote, overallStatus, headline, summary: String?
        /// What the assessment recorded, or "done by ID" once a restructure carried it out.
        public var verdictProgress: String?
        public var health: [Health]
        public var scores: [Score]
        public var issues: [IssueState]
        public var recommendations: [RecommendationState]
        public var trackedItems: [Tracked]
    }
    public struct Health: Encodable, Sendable { public var dimension, status: String; public var note: String? }
    public struct Score: Encodable, Sendable { public var criterion, name, status: String; public var note: String? }
    /// `status` is what the assessment recorded; `resolvedBy` the migration that has resolved
    /// the issue since (published assessments do not change).
    public struct IssueState: Encodable, Sendable {
        public var id, title, status: String
        public var criterion, detail: String?
        public var resolvedBy: String?
    }
    public struct RecommendationState: Encodable, Sendable {
        public var id, kind, title, status: String
        public var detail: String?
        public var doneBy: String?
    }
    public struct Tracked: Encodable, Sendable {
        public var title, status: String
        public var detail: String?
        public var tags: [String]
        public var doneBy: String?
    }
    /// A name the component had, and the migration that retired it (nil: an edit of its seed).
    public struct FormerName: Encodable, Sendable {
        public var name: String
        public var renamedBy, renamedAt: String?
    }
    /// One change a migration made to the component.
    public struct RestructureEvent: Encodable, Sendable {
        public var migration, appliedAt, operation, change: String
    }
    /// A component merged into this one; its own page keeps its history.
    public struct Absorbed: Encodable, Sendable {
        public var component: String
        public var mergedBy: String?
    }
    public struct PropertyInfo: Encodable, Sendable {
        public var name, kind: String
        public var defaultValue, figmaName, description: String?
        public var required, implicit: Bool
        public var values: [String]
        public var signatures: [String: String]
    }
    public struct Group: Encodable, Sendable {
        public var name: String
        public var statedCount: Int?
        public var slotsEnabled: String?
        public var variantCount: Int
    }
    /// What the page documents of a variant: its style's heading, description, build status,
    /// values as written, specs and token roles.
    public protocol DocumentedVariant {
        var name: String { get }
        var style: String? { get }
        var description: String? { get }
        var asWritten: String? { get }
        var inDesign: Bool? { get }
        var inDevelopment: Bool? { get }
        var specs: [SpecInfo] { get }
        var bindings: [BindingGroupInfo] { get }
    }
    public struct VariantInfo: Encodable, Sendable, DocumentedVariant {
        public var name: String
        public var group, style, description, asWritten: String?
        public var inDesign, inDevelopment: Bool?
        public var values: [String: String]
        /// The variant's own specs and token roles; those of variants merged into it are theirs.
        public var specs: [SpecInfo]
        public var bindings: [BindingGroupInfo]
        /// Variants a collapse merged into this one, each with what it documented.
        public var merged: [MergedVariantInfo]
    }
    /// A variant a collapse merged into another: its name then, its documented style, and the
    /// specs and token roles written for it.
    public struct MergedVariantInfo: Encodable, Sendable, DocumentedVariant {
        public var name: String
        public var style, description, asWritten: String?
        public var inDesign, inDevelopment: Bool?
        public var mergedBy: String
        public var specs: [SpecInfo]
        public var bindings: [BindingGroupInfo]
    }
    public struct SpecInfo: Encodable, Sendable {
        public var section, role, label, value: String
        public var token: String?
    }
    public struct BindingGroupInfo: Encodable, Sendable {
        public var title: String
        public var note: String?
        public var roles: [BindingInfo]
    }
    public struct BindingInfo: Encodable, Sendable {
        public var role, label: String
        /// The token's own value or alias in the registry; nil when the token is not there.
        public var token, value, tokenValue, tokenAlias: String?
    }
    public struct Part: Encodable, Sendable {
        public var name: String
        public var label, description: String?
        public var optional: Bool
        public var maxRows: Int?
    }
    public struct SlotInfo: Encodable, Sendable {
        public var name: String
        public var part, label, description: String?
        public var min: Int
        public var max: Int?
        public var accepts: [Accept]
    }
    public struct Accept: Encodable, Sendable { public var component, other, note: String? }
    public struct StateInfo: Encodable, Sendable {
        public var state, scope: String
        public var label, property, note: String?
        public var support: [String: String]
    }
    public struct ApiTypeInfo: Encodable, Sendable {
        public var name, kind: String
        public var description: String?
        public var members: [Member]
    }
    public struct Member: Encodable, Sendable {
        public var kind, name: String
        public var type, defaultValue, description: String?
        public var parameters: [Parameter]
    }
    public struct Parameter: Encodable, Sendable {
        public var name, type: String
        public var defaultValue, description: String?
        public var required: Bool
    }
    public struct Accessibility: Encodable, Sendable {
        public var topic, kind, text: String
        public var platform, valueType: String?
    }
    public struct LocalizedText: Encodable, Sendable { public var key, defaultValue: String }
    public struct GuidelineInfo: Encodable, Sendable {
        public var kind, text: String
        public var section, illustration: String?
    }
    public struct BehaviorInfo: Encodable, Sendable {
        public var kind, name, description: String
        public var part: String?
    }
    public struct ExampleInfo: Encodable, Sendable { public var title, code: String }
    public struct ResourceInfo: Encodable, Sendable {
        public var label, title: String
        public var url: String?
    }
    public struct RelationshipInfo: Encodable, Sendable {
        /// "outgoing": this component → other; "incoming": other → this component.
        public var direction, kind, component, system: String
        public var note: String?
    }
    public struct AvailabilityInfo: Encodable, Sendable {
        public var platform: String
        public var minOs: String?
    }

    public var id: Int64
    public var key: String
    public var name: String
    public var system: System
    public var matchedFormerName: String?
    public var formerNames: [String]
    public var formerNameHistory: [FormerName]
    /// Set when the component was merged away: the component it now lives in.
    public var mergedInto: String?
    public var absorbed: [Absorbed]
    public var restructures: [RestructureEvent]
    public var role, family, description, inContext, source, importStatement, externalDependencies, sinceVersion: String?
    public var status: String
    public var assessed: Bool
    public var availability: [AvailabilityInfo]
    public var features: [String]
    public var assessments: [Assessment]
    public var properties: [PropertyInfo]
    public var variantGroups: [Group]
    public var variants: [VariantInfo]
    public var bindings: [BindingGroupInfo]
    public var anatomy: [Part]
    public var slots: [SlotInfo]
    public var states: [StateInfo]
    public var api: [ApiTypeInfo]
    public var accessibility: [Accessibility]
    public var strings: [LocalizedText]
    public var guidelines: [GuidelineInfo]
    public var behaviors: [BehaviorInfo]
    public var examples: [ExampleInfo]
    public var resources: [ResourceInfo]
    public var relationships: [RelationshipInfo]
    /// The last `dsreg codeconnect check`'s word on it ("connected (swiftui; checked …)"); nil
    /// when no check covered its system.
    public var codeConnect: String? = nil
}
