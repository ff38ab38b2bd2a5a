import GRDB

public struct AccessibilityRequirement: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord,
    MutablePersistableRecord
{
    public static let databaseTableName = "accessibility_requirement"
    public var id: Int64?
    public var componentId: Int64
    public var topic: String
    public var platform: Platform?
    public var kind: AccessibilityKind
    public var text: String
    public var valueType: String?
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A localizable string the component reads (key and default value).
public struct LocalizedString: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "localized_string"
    public var componentId: Int64
    public var key: String
    public var defaultValue: String
    public var ordinal: Int
}

/// A do / don't / consider rule of usage.
public struct Guideline: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "guideline"
    public var id: Int64?
    public var componentId: Int64
    public var kind: GuidelineKind
    public var text: String
    public var section: String?
    public var illustration: String?
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A layout rule or an interaction ("Three rows with right accessory", "Overflow Menu").
public struct Behavior: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "behavior"
    public var id: Int64?
    public var componentId: Int64
    public var anatomyPartId: Int64?
    public var kind: BehaviorKind
    public var name: String
    public var description: String
    public var ordinal: Int

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct Feature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "feature"
    public var componentId: Int64
    public var ordinal: Int
    public var text: String
}

/// A code example from the documentation (title and code, verbatim).
public struct Example: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "example"
    public var componentId: Int64
    public var ordinal: Int
    public var title: String
    public var code: String
}

/// A link the documentation gives ("Development: Card System").
public struct Resource: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "resource"
    public var componentId: Int64
    public var ordinal: Int
    public var label: String
    public var title: String
    public var url: String?
}
