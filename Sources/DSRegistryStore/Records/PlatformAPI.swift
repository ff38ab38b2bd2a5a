import GRDB
import DSRegistryCore

/// A type of a component's platform API (`TabHeaderViewController.Configuration`).
public struct ApiType: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "api_type"
    public var id: Int64?
    public var componentId: Int64
    public var name: String
    public var kind: ApiTypeKind
    public var description: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, name: String, kind: ApiTypeKind, description: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.name = name
        self.kind = kind
        self.description = description
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct ApiMember: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "api_member"
    public var id: Int64?
    public var typeId: Int64
    public var kind: ApiMemberKind
    public var name: String
    public var type: String?
    public var defaultValue: String?
    public var description: String?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct ApiParameter: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "api_parameter"
    public var id: Int64?
    public var memberId: Int64
    public var name: String
    public var type: String
    public var defaultValue: String?
    public var required: Bool
    public var description: String?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The lowest OS version a component runs on ("iOS 17.0+").
public struct Availability: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "availability"
    public var componentId: Int64
    public var platform: Platform
    public var minOs: String?

    package init(componentId: Int64, platform: Platform, minOs: String? = nil) {
        self.componentId = componentId
        self.platform = platform
        self.minOs = minOs
    }
}
