import DSRegistryCore
import DSRegistryStore

/// One file of `Migrations/`: a reviewed family restructure (renames, merges, moves, property
/// collapses) applied to the registry as a migration, recorded, and reversible.
///
/// Everything a file names is kept with its place in the file, so a problem found while it is
/// applied (a name already taken, a variant left unmapped) points at the line that caused it.
package struct Restructure: Sendable {
    /// The file's stem, "0001-section-header"; its number orders the files.
    package var id: String
    package var number: Int
    /// The file as shown in diagnostics ("Migrations/0001-section-header.yaml").
    package var path: String
    /// The hash of the file's content (`ContentHash.ofText`: line endings and a byte-order
    /// mark do not count), recorded when it is applied.
    package var checksum: String
    /// The hash of its bytes as they are: what dsreg recorded before line endings stopped
    /// counting, so a file applied then is not taken for drifted now.
    package var byteChecksum: String
    package var title: String
    package var description: String?
    /// The design system whose components the operations name.
    package var system: Located<String>
    package var carriesOut: [CarryOut]
    package var operations: [Located<RestructureOperation>]

    /// True when `recorded` (the checksum stored when it was applied) is this file's content.
    package func matches(_ recorded: String) -> Bool { recorded == checksum || recorded == byteChecksum }
}

/// The recommendations, issues and tracked items of a component's assessment that a
/// restructure carries out; applying it marks them done (resolved), linked to it.
package struct CarryOut: Sendable {
    package var component: Located<String>
    package var recommendations: [Located<String>]
    package var issues: [Located<String>]
    /// Tracked items are named by their title in the component's latest assessment holding one.
    package var trackedItems: [Located<String>]
}

package enum RestructureOperation: Sendable {
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
    package var name: String {
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

    package static let names = [
        "rename", "merge", "rehome", "split", "collapse-properties", "promote", "add-slot",
        "add-property", "deprecate",
    ]

    /// The component the operation is about, as the file names it.
    package var component: Located<String> {
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
package struct PropertyAssignment: Sendable {
    package var property: Located<String>
    package var value: Located<String>
}

/// A component gets a new name (and optionally a new role); the old name stays an alias.
package struct Rename: Sendable {
    package var component: Located<String>
    package var to: Located<String>
    package var role: String?
}

/// A component is absorbed into another. Its variants move to the target as the file maps them;
/// a component with no variants can become one variant of the target (`as_variant`).
package struct Merge: Sendable {
    package enum Section: String, Sendable, CaseIterable { case slots, states, bindings }

    package struct VariantMapping: Sendable {
        package var source: Located<String>?   // nil for `as_variant`
        package var name: Located<String>
        package var values: [PropertyAssignment]
    }

    package var component: Located<String>
    package var into: Located<String>
    package var variants: [VariantMapping]
    package var asVariant: VariantMapping?
    package var move: [Located<Section>]
}

/// A component moves to another family (or out of any) and/or next to another component.
package struct Rehome: Sendable {
    package enum FamilyChange: Sendable {
        case unchanged
        case none
        case family(Located<String>)
    }

    package var component: Located<String>
    package var family: FamilyChange
    package var near: Located<String>?
}

/// One component becomes two: the variants a rule selects (or the file lists) move to a new
/// component with its own stable key.
package struct Split: Sendable {
    package var component: Located<String>
    package var key: Located<String>
    package var name: Located<String>
    package var role: String?
    package var family: Located<String>?
    package var rule: [PropertyAssignment]
    package var variants: [Located<String>]
}

/// A property a collapse or an addition creates.
package struct NewProperty: Sendable {
    package var name: Located<String>
    package var kind: PropertyKind
    /// The old properties it replaces (collapse only).
    package var from: [Located<String>]
    package var values: [String]
    package var defaultValue: String?
    package var required: Bool
    /// Variants may leave it unset: the file writes `none`.
    package var optional: Bool
    /// It is also a slot of the component, holding what its values name.
    package var slot: Bool
    package var description: String?
    package var signatures: [(SignaturePlatform, String)]
    package var location: SourceLocation

    /// True when variants carry a value of it (an enumerated or boolean property).
    package var isVariantAxis: Bool { kind == .variant || kind == .boolean }

    /// The values a variant may take.
    package var allowedValues: [String] { kind == .boolean ? ["true", "false"] : values }
}

/// Several properties become one (or a few) new ones; the file says, for every existing
/// variant, its values of the new properties and the variant it becomes. Variants that become
/// identical must become the same variant, and are merged into it.
package struct CollapseProperties: Sendable {
    package struct Outcome: Sendable {
        package var variant: Located<String>
        package var becomes: Located<String>
        package var values: [PropertyAssignment]
    }

    package var component: Located<String>
    package var into: [NewProperty]
    package var variants: [Outcome]
    package var variantsLocation: SourceLocation
}

/// A drawn element of a slot becomes an instance of a real component, recorded as a relationship.
package struct Promote: Sendable {
    package var component: Located<String>
    package var slot: Located<String>
    package var element: Located<String>
    package var to: Located<String>
    package var note: String?
}

package struct AddSlot: Sendable {
    package var component: Located<String>
    package var name: Located<String>
    package var description: String?
    package var components: [Located<String>]
    package var other: [String]
    package var min: Int
    package var max: Int?
}

package struct AddProperty: Sendable {
    package var component: Located<String>
    package var property: NewProperty
    /// Each existing variant's value of the new property (the default fills those not listed).
    package var variants: [PropertyAssignment]
}

package struct Deprecate: Sendable {
    package var component: Located<String>
    package var replacement: Located<String>?
    package var note: String?
}
