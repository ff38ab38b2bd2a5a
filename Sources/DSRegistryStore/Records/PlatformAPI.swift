import GRDB
import DSRegistryCore

/// A type of a component's platform API (`TabHeaderViewController.Configuration`).
package struct ApiType: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "api_type"
    package var id: Int64?
    package var componentId: Int64
    package var name: String
    package var kind: ApiTypeKind
    package var description: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, kind: ApiTypeKind, description: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.kind = kind
        self.description = description
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct ApiMember: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "api_member"
    package var id: Int64?
    package var typeId: Int64
    package var kind: ApiMemberKind
    package var name: String
    package var type: String?
    package var defaultValue: String?
    package var description: String?
    package var ordinal: Int

    package init(id: Int64? = nil, typeId: Int64, kind: ApiMemberKind, name: String, type: String? = nil, defaultValue: String? = nil, description: String? = nil, ordinal: Int) {
        self.id = id
        self.typeId = typeId
        self.kind = kind
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.description = description
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct ApiParameter: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "api_parameter"
    package var id: Int64?
    package var memberId: Int64
    package var name: String
    package var type: String
    package var defaultValue: String?
    package var required: Bool
    package var description: String?
    package var ordinal: Int

    package init(id: Int64? = nil, memberId: Int64, name: String, type: String, defaultValue: String? = nil, required: Bool, description: String? = nil, ordinal: Int) {
        self.id = id
        self.memberId = memberId
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.required = required
        self.description = description
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The lowest OS version a component runs on ("iOS 17.0+").
package struct Availability: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "availability"
    package var componentId: Int64
    package var platform: Platform
    package var minOs: String?

    package init(componentId: Int64, platform: Platform, minOs: String? = nil) {
        self.componentId = componentId
        self.platform = platform
        self.minOs = minOs
    }
}
