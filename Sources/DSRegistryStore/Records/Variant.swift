import GRDB
import DSRegistryCore

/// A named set of variants in the inventory ("Text-only", 4).
package struct VariantGroup: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "variant_group"
    package var id: Int64?
    package var componentId: Int64
    package var name: String
    package var statedCount: Int?
    package var slotsEnabled: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, statedCount: Int? = nil, slotsEnabled: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.statedCount = statedCount
        self.slotsEnabled = slotsEnabled
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A built combination of property values.
package struct Variant: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "variant"
    package var id: Int64?
    package var componentId: Int64
    package var name: String
    package var groupId: Int64?
    package var style: String?
    package var description: String?
    package var inDesign: Bool?
    package var inDevelopment: Bool?
    package var asWritten: String?
    package var ordinal: Int

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

    package enum Columns {
        package static let id = Column("id")
        package static let componentId = Column("component_id")
        package static let name = Column("name")
        package static let ordinal = Column("ordinal")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct VariantValue: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "variant_value"
    package var variantId: Int64
    package var propertyId: Int64
    package var value: String

    package init(variantId: Int64, propertyId: Int64, value: String) {
        self.variantId = variantId
        self.propertyId = propertyId
        self.value = value
    }
}
