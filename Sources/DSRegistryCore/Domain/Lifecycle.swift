/// Where a component stands in its life. `merged` components point at their target.
public enum LifecycleStatus: String, Vocabulary {
    /// The statuses (`merged` and `retired` end a life); the raw value is the seed
    /// file's `status:` and the `status` column.
    case proposed, active, deprecated, merged, retired
}

/// A component property's kind: Figma's four, and the typed values other sources give
/// (Spectrum's `selectedTextColor` is a color, a size in points a dimension).
package enum PropertyKind: String, Vocabulary {
    case boolean, variant, text, instance, color, number, dimension
}

/// The unit of a `dimension` property.
package enum PropertyUnit: String, Vocabulary {
    case px, pt, dp, rem, em, percent = "%"
}

package enum RelationshipKind: String, Vocabulary {
    /// The component is built from the target (TabHeaderViewController uses Avatar).
    case uses
    /// "See also" / "related components".
    case related
    /// A member of the same family with a different role.
    case sibling
    /// The component was superseded by the target.
    case replacedBy = "replaced-by"
}
