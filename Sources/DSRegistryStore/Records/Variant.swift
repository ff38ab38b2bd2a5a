import GRDB
import DSRegistryCore

/// A named set of variants in the inventory ("Text-only", 4).
public struct VariantGroup: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "variant_group"
    public var id: Int64?
    public var componentId: Int64
    public var name: String
    public var statedCount: Int?
    public var slotsEnabled: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, statedCount: Int? = nil, slotsEnabled: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.statedCount = statedCount
        self.slotsEnabled = slotsEnabled
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A built combination of property values.
public struct Variant: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "variant"
    public var id: Int64?
    public var componentId: Int64
    public var name: String
    public var groupId: Int64?
    public var style: String?
    public var description: String?
    public var inDesign: Bool?
    public var inDevelopment: Bool?
    public var asWritten: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, groupId: Int64? = nil, style: String? = nil, description: String? = nil, inDesign: Bool? = nil, inDevelopment: Bool? = nil, asWritten: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.groupId = groupId
        self.style = style
        self.description = description
        self.inDesign = inDesign
        self.inDevelopment = inDevelopment
        self.asWritten = asWritten
        self.ordinal = ordinal
    }

    public enum Columns {
        public static let id = Column("id")
        public static let componentId = Column("component_id")
        public static let name = Column("name")
        public static let ordinal = Column("ordinal")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct VariantValue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "variant_value"
    public var variantId: Int64
    public var propertyId: Int64
    public var value: String

    package init(variantId: Int64, propertyId: Int64, value: String) {
        self.variantId = variantId
        self.propertyId = propertyId
        self.value = value
    }
}
