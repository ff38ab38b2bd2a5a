import GRDB
import DSRegistryCore

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

    package init(id: Int64? = nil, componentId: Int64, topic: String, platform: Platform? = nil, kind: AccessibilityKind, text: String, valueType: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.topic = topic
        self.platform = platform
        self.kind = kind
        self.text = text
        self.valueType = valueType
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A localizable string the component reads (key and default value).
public struct LocalizedString: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "localized_string"
    public var componentId: Int64
    public var key: String
    public var defaultValue: String
    public var ordinal: Int

    package init(componentId: Int64, key: String, defaultValue: String, ordinal: Int) {
        self.componentId = componentId
        self.key = key
        self.defaultValue = defaultValue
        self.ordinal = ordinal
    }
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

    package init(id: Int64? = nil, componentId: Int64, kind: GuidelineKind, text: String, section: String? = nil, illustration: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.kind = kind
        self.text = text
        self.section = section
        self.illustration = illustration
        self.ordinal = ordinal
    }

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

    package init(id: Int64? = nil, componentId: Int64, anatomyPartId: Int64? = nil, kind: BehaviorKind, name: String, description: String, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.anatomyPartId = anatomyPartId
        self.kind = kind
        self.name = name
        self.description = description
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct Feature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "feature"
    public var componentId: Int64
    public var ordinal: Int
    public var text: String

    package init(componentId: Int64, ordinal: Int, text: String) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.text = text
    }
}

/// A code example from the documentation (title and code, verbatim).
public struct Example: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "example"
    public var componentId: Int64
    public var ordinal: Int
    public var title: String
    public var code: String

    package init(componentId: Int64, ordinal: Int, title: String, code: String) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.title = title
        self.code = code
    }
}

/// A link the documentation gives ("Development: Card System").
public struct Resource: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "resource"
    public var componentId: Int64
    public var ordinal: Int
    public var label: String
    public var title: String
    public var url: String?

    package init(componentId: Int64, ordinal: Int, label: String, title: String, url: String? = nil) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.label = label
        self.title = title
        self.url = url
    }
}
