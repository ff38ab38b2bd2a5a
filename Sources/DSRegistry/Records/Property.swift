import GRDB

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
}

/// How a property appears in code on one platform (`preamble?: String` in SwiftUI).
public struct PropertySignature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "property_signature"
    public var propertyId: Int64
    public var platform: SignaturePlatform
    public var signature: String
}
