import GRDB
import DSRegistryCore

/// A Figma component property (boolean, variant, text, instance swap).
package struct Property: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "property"
    package var id: Int64?
    package var componentId: Int64
    package var name: String
    package var kind: PropertyKind
    package var defaultValue: String?
    package var required: Bool
    package var implicit: Bool
    package var figmaName: String?
    package var description: String?
    package var ordinal: Int
    /// A dimension's unit (v14).
    package var unit: PropertyUnit?

    package init(id: Int64? = nil, componentId: Int64, name: String, kind: PropertyKind, defaultValue: String? = nil, required: Bool, implicit: Bool, figmaName: String? = nil, description: String? = nil, ordinal: Int, unit: PropertyUnit? = nil) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.required = required
        self.implicit = implicit
        self.figmaName = figmaName
        self.description = description
        self.ordinal = ordinal
        self.unit = unit
    }

    package enum Columns {
        package static let id = Column("id")
        package static let componentId = Column("component_id")
        package static let name = Column("name")
        package static let kind = Column("kind")
        package static let ordinal = Column("ordinal")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One allowed value of a `variant` (enumerated) property.
package struct PropertyValue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "property_value"
    package var propertyId: Int64
    package var value: String
    package var ordinal: Int

    package init(propertyId: Int64, value: String, ordinal: Int) {
        self.propertyId = propertyId
        self.value = value
        self.ordinal = ordinal
    }
}

/// How a property appears in code on one platform (`preamble?: String` in SwiftUI).
package struct PropertySignature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "property_signature"
    package var propertyId: Int64
    package var platform: SignaturePlatform
    package var signature: String

    package init(propertyId: Int64, platform: SignaturePlatform, signature: String) {
        self.propertyId = propertyId
        self.platform = platform
        self.signature = signature
    }
}
