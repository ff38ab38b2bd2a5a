import GRDB

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

