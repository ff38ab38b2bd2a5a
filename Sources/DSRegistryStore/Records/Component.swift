import GRDB
import DSRegistryCore

/// A reusable UI element. Its `id` and `key` never change; `name` is the current name and every
/// name it has had is a `ComponentName`.
public struct Component: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "component"
    public var id: Int64?
    public var systemId: String
    public var key: String
    public var name: String
    public var role: String?
    public var familyId: Int64?
    public var status: LifecycleStatus
    public var description: String?
    public var inContext: String?
    public var importStatement: String?
    public var externalDependencies: String?
    public var sinceVersion: String?
    public var source: String?

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

    public enum Columns {
        public static let id = Column("id")
        public static let systemId = Column("system_id")
        public static let key = Column("key")
        public static let name = Column("name")
        public static let familyId = Column("family_id")
        public static let status = Column("status")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A name a component has, or had. Live and former names share one key space per system.
public struct ComponentName: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "component_name"
    public enum Kind: String, Vocabulary { case current, former }

    public var id: Int64?
    public var componentId: Int64
    public var systemId: String
    public var name: String
    public var lookupKey: String
    public var kind: Kind

    package init(id: Int64? = nil, componentId: Int64, systemId: String, name: String, lookupKey: String, kind: Kind) {
        self.id = id
        self.componentId = componentId
        self.systemId = systemId
        self.name = name
        self.lookupKey = lookupKey
        self.kind = kind
    }

    public enum Columns {
        public static let componentId = Column("component_id")
        public static let systemId = Column("system_id")
        public static let lookupKey = Column("lookup_key")
        public static let kind = Column("kind")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// "Header - With Logo", "header with logo" and "HeaderWithLogo" share one key.
    public static func lookupKey(for name: String) -> String { NameKey.of(name) }
}

public struct Relationship: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "relationship"
    public var id: Int64?
    public var componentId: Int64
    public var kind: RelationshipKind
    public var targetId: Int64
    public var note: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, kind: RelationshipKind, targetId: Int64, note: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.kind = kind
        self.targetId = targetId
        self.note = note
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

