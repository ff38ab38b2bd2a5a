import GRDB
import DSRegistryCore

/// A reusable UI element. Its `id` and `key` never change; `name` is the current name and every
/// name it has had is a `ComponentName`.
package struct Component: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "component"
    package var id: Int64?
    package var systemId: String
    package var key: String
    package var name: String
    package var role: String?
    package var familyId: Int64?
    package var status: LifecycleStatus
    package var description: String?
    package var inContext: String?
    package var importStatement: String?
    package var externalDependencies: String?
    package var sinceVersion: String?
    package var source: String?

    package init(id: Int64? = nil, systemId: String, key: String, name: String, role: String? = nil, familyId: Int64? = nil, status: LifecycleStatus, description: String? = nil, inContext: String? = nil, importStatement: String? = nil, externalDependencies: String? = nil, sinceVersion: String? = nil, source: String? = nil) {
        self.id = id
        self.systemId = systemId
        self.key = key
        self.name = name
        self.role = role
        self.familyId = familyId
        self.status = status
        self.description = description
        self.inContext = inContext
        self.importStatement = importStatement
        self.externalDependencies = externalDependencies
        self.sinceVersion = sinceVersion
        self.source = source
    }

    package enum Columns {
        package static let id = Column("id")
        package static let systemId = Column("system_id")
        package static let key = Column("key")
        package static let name = Column("name")
        package static let familyId = Column("family_id")
        package static let status = Column("status")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A name a component has, or had. Live and former names share one key space per system.
package struct ComponentName: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "component_name"
    package enum Kind: String, Vocabulary { case current, former }

    package var id: Int64?
    package var componentId: Int64
    package var systemId: String
    package var name: String
    package var lookupKey: String
    package var kind: Kind

    package init(id: Int64? = nil, componentId: Int64, systemId: String, name: String, lookupKey: String, kind: Kind) {
        self.id = id
        self.componentId = componentId
        self.systemId = systemId
        self.name = name
        self.lookupKey = lookupKey
        self.kind = kind
    }

    package enum Columns {
        package static let componentId = Column("component_id")
        package static let systemId = Column("system_id")
        package static let lookupKey = Column("lookup_key")
        package static let kind = Column("kind")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// "Header - With Logo", "header with logo" and "HeaderWithLogo" share one key.
    package static func lookupKey(for name: String) -> String { NameKey.of(name) }
}

package struct Relationship: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "relationship"
    package var id: Int64?
    package var componentId: Int64
    package var kind: RelationshipKind
    package var targetId: Int64
    package var note: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, kind: RelationshipKind, targetId: Int64, note: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.kind = kind
        self.targetId = targetId
        self.note = note
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

