import GRDB
import DSRegistryCore

package struct AccessibilityRequirement: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord,
    MutablePersistableRecord
{
    package static let databaseTableName = "accessibility_requirement"
    package var id: Int64?
    package var componentId: Int64
    package var topic: String
    package var platform: Platform?
    package var kind: AccessibilityKind
    package var text: String
    package var valueType: String?
    package var ordinal: Int

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

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A localizable string the component reads (key and default value).
package struct LocalizedString: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "localized_string"
    package var componentId: Int64
    package var key: String
    package var defaultValue: String
    package var ordinal: Int

    package init(componentId: Int64, key: String, defaultValue: String, ordinal: Int) {
        self.componentId = componentId
        self.key = key
        self.defaultValue = defaultValue
        self.ordinal = ordinal
    }
}

/// A do / don't / consider rule of usage.
package struct Guideline: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "guideline"
    package var id: Int64?
    package var componentId: Int64
    /// nil: plain headed guidance (v14).
    package var kind: GuidelineKind?
    package var text: String
    package var section: String?
    package var illustration: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, kind: GuidelineKind?, text: String, section: String? = nil, illustration: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.kind = kind
        self.text = text
        self.section = section
        self.illustration = illustration
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A layout rule or an interaction ("Three rows with right accessory", "Overflow Menu").
package struct Behavior: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "behavior"
    package var id: Int64?
    package var componentId: Int64
    package var anatomyPartId: Int64?
    package var kind: BehaviorKind
    package var name: String
    package var description: String
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, anatomyPartId: Int64? = nil, kind: BehaviorKind, name: String, description: String, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.anatomyPartId = anatomyPartId
        self.kind = kind
        self.name = name
        self.description = description
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

package struct Feature: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "feature"
    package var componentId: Int64
    package var ordinal: Int
    package var text: String

    package init(componentId: Int64, ordinal: Int, text: String) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.text = text
    }
}

/// A code example from the documentation (title and code, verbatim).
package struct Example: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "example"
    package var componentId: Int64
    package var ordinal: Int
    package var title: String
    package var code: String

    package init(componentId: Int64, ordinal: Int, title: String, code: String) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.title = title
        self.code = code
    }
}

/// A link the documentation gives ("Development: Card System").
package struct Resource: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "resource"
    package var componentId: Int64
    package var ordinal: Int
    package var label: String
    package var title: String
    package var url: String?

    package init(componentId: Int64, ordinal: Int, label: String, title: String, url: String? = nil) {
        self.componentId = componentId
        self.ordinal = ordinal
        self.label = label
        self.title = title
        self.url = url
    }
}
