import DSRegistryCore
import DSRegistryStore

/// One file of `Migrations/`: a reviewed family restructure (renames, merges, moves, property
/// collapses) applied to the registry as a migration, recorded, and reversible.
///
/// Everything a file names is kept with its place in the file, so a problem found while it is
/// applied (a name already taken, a variant left unmapped) points at the line that caused it.
public struct Restructure: Sendable {
    /// The file's stem, "0001-section-header"; its number orders the files.
    public var id: String
    public var number: Int
    /// The file as shown in diagnostics ("Migrations/0001-section-header.yaml").
    public var path: String
    /// The hash of the file's content (`ContentHash.ofText`: line endings and a byte-order
    /// mark do not count), recorded when it is applied.
    public var checksum: String
    /// The hash of its bytes as they are: what dsreg recorded before line endings stopped
    /// counting, so a file applied then is not taken for drifted now.
    public var byteChecksum: String
    public var title: String
    public var description: String?
    /// The design system whose components the operations name.
    public var system: Located<String>
    public var carriesOut: [CarryOut]
    public var operations: [Located<RestructureOperation>]

    /// True when `recorded` (the checksum stored when it was applied) is this file's content.
    public func matches(_ recorded: String) -> Bool { recorded == checksum || recorded == byteChecksum }
}

/// The recommendations, issues and tracked items of a component's assessment that a
/// restructure carries out; applying it marks them done (resolved), linked to it.
public struct CarryOut: Sendable {
    public var component: Located<String>
    public var recommendations: [Located<String>]
    public var issues: [Located<String>]
    /// Tracked items are named by their title in the component's latest assessment holding one.
    public var trackedItems: [Located<String>]
}

public enum RestructureOperation: Sendable {
    case rename(Rename)
    case merge(Merge)
    case rehome(Rehome)
    case split(Split)
    case collapseProperties(CollapseProperties)
    case promote(Promote)
    case addSlot(AddSlot)
    case addProperty(AddProperty)
    case deprecate(Deprecate)

    /// The operation's name as written in a file (`op: collapse-properties`).
    public var name: String {
        switch self {
        case .rename: "rename"
        case .merge: "merge"
        case .rehome: "rehome"
        case .split: "split"
        case .collapseProperties: "collapse-properties"
        case .promote: "promote"
        case .addSlot: "add-slot"
        case .addProperty: "add-property"
        case .deprecate: "deprecate"
        }
    }

    public static let names = [
        "rename", "merge", "rehome", "split", "collapse-properties", "promote", "add-slot",
        "add-property", "deprecate",
    ]

    /// The component the operation is about, as the file names it.
    public var component: Located<String> {
        switch self {
        case .rename(let o): o.component
        case .merge(let o): o.component
        case .rehome(let o): o.component
        case .split(let o): o.component
        case .collapseProperties(let o): o.component
        case .promote(let o): o.component
        case .addSlot(let o): o.component
        case .addProperty(let o): o.component
        case .deprecate(let o): o.component
        }
    }
}

/// A property value as a file writes it for one variant: a property name and a value.
public struct PropertyAssignment: Sendable {
    public var property: Located<String>
    public var value: Located<String>
}

/// A component gets a new name (and optionally a new role); the old name stays an alias.
public struct Rename: Sendable {
    public var component: Located<String>
    public var to: Located<String>
    public var role: String?
}

/// A component is absorbed into another. Its variants move to the target as the file maps them;
/// a component with no variants can become one variant of the target (`as_variant`).
public struct Merge: Sendable {
    public enum Section: String, Sendable, CaseIterable { case slots, states, bindings }

    public struct VariantMapping: Sendable {
        public var source: Located<String>?   // nil for `as_variant`
        public var name: Located<String>
        public var values: [PropertyAssignment]
    }

    public var component: Located<String>
    public var into: Located<String>
    public var variants: [VariantMapping]
    public var asVariant: VariantMapping?
    public var move: [Located<Section>]
}

/// A component moves to another family (or out of any) and/or next to another component.
public struct Rehome: Sendable {
    public enum FamilyChange: Sendable {
        case unchanged
        case none
        case family(Located<String>)
    }

    public var component: Located<String>
    public var family: FamilyChange
    public var near: Located<String>?
}

/// One component becomes two: the variants a rule selects (or the file lists) move to a new
/// component with its own stable key.
public struct Split: Sendable {
    public var component: Located<String>
    public var key: Located<String>
    public var name: Located<String>
    public var role: String?
    public var family: Located<String>?
    public var rule: [PropertyAssignment]
    public var variants: [Located<String>]
}

/// A property a collapse or an addition creates.
public struct NewProperty: Sendable {
    public var name: Located<String>
    public var kind: PropertyKind
    /// The old properties it replaces (collapse only).
    public var from: [Located<String>]
    public var values: [String]
    public var defaultValue: String?
    public var required: Bool
    /// Variants may leave it unset: the file writes `none`.
    public var optional: Bool
    /// It is also a slot of the component, holding what its values name.
    public var slot: Bool
    public var description: String?
    public var signatures: [(SignaturePlatform, String)]
    public var location: SourceLocation

    /// True when variants carry a value of it (an enumerated or boolean property).
    public var isVariantAxis: Bool { kind == .variant || kind == .boolean }

    /// The values a variant may take.
    public var allowedValues: [String] { kind == .boolean ? ["true", "false"] : values }
}

/// Several properties become one (or a few) new ones; the file says, for every existing
/// variant, its values of the new properties and the variant it becomes. Variants that become
/// identical must become the same variant, and are merged into it.
public struct CollapseProperties: Sendable {
    public struct Outcome: Sendable {
        public var variant: Located<String>
        public var becomes: Located<String>
        public var values: [PropertyAssignment]
    }

    public var component: Located<String>
    public var into: [NewProperty]
    public var variants: [Outcome]
    public var variantsLocation: SourceLocation
}

/// A drawn element of a slot becomes an instance of a real component, recorded as a relationship.
public struct Promote: Sendable {
    public var component: Located<String>
    public var slot: Located<String>
    public var element: Located<String>
    public var to: Located<String>
    public var note: String?
}

public struct AddSlot: Sendable {
    public var component: Located<String>
    public var name: Located<String>
    public var description: String?
    public var components: [Located<String>]
    public var other: [String]
    public var min: Int
    public var max: Int?
}

public struct AddProperty: Sendable {
    public var component: Located<String>
    public var property: NewProperty
    /// Each existing variant's value of the new property (the default fills those not listed).
    public var variants: [PropertyAssignment]
}

public struct Deprecate: Sendable {
    public var component: Located<String>
    public var replacement: Located<String>?
    public var note: String?
}
