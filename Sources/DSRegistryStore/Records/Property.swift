import GRDB
import DSRegistryCore

/// A Figma component property (boolean, variant, text, instance swap).
public struct Property: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "property"
    public var id: Int64?
    public var componentId: Int64
    public var name: String
    public var kind: PropertyKind
    public var defaultValue: String?
    public var required: Bool
    public var implicit: Bool
    public var figmaName: String?
    public var description: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, kind: PropertyKind, defaultValue: String? = nil, required: Bool, implicit: Bool, figmaName: String? = nil, description: String? = nil, ordinal: Int) {
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
    }

    public enum Columns {
        public static let id = Column("id")
        public static let componentId = Column("component_id")
        public static let name = Column("name")
        public static let kind = Column("kind")
        public static let ordinal = Column("ordinal")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One allowed value of a `variant` (enumerated) property.
public struct PropertyValue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "property_value"
    public var propertyId: Int64
    public var value: String
    public var ordinal: Int

    package init(propertyId: Int64, value: String, ordinal: Int) {
        self.propertyId = propertyId
        self.value = value
        self.ordinal = ordinal
    }
}

/// How a property appears in code on one platform (`preamble?: String` in SwiftUI).
public struct PropertySignature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "property_signature"
    public var propertyId: Int64
    public var platform: SignaturePlatform
    public var signature: String

    package init(propertyId: Int64, platform: SignaturePlatform, signature: String) {
        self.propertyId = propertyId
        self.platform = platform
        self.signature = signature
    }
}
