import GRDB
import DSRegistryCore

/// A named library of components ("EB Design System", "SAP Fiori for iOS").
public struct DesignSystem: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "design_system"
    public var id: String
    public var name: String
    public var codePrefix: String?
    public var platforms: String?
    public var description: String?
    public var source: String?
    public var figmaFileUrl: String?

    package init(id: String, name: String, codePrefix: String? = nil, platforms: String? = nil, description: String? = nil, source: String? = nil, figmaFileUrl: String? = nil) {
        self.id = id
        self.name = name
        self.codePrefix = codePrefix
        self.platforms = platforms
        self.description = description
        self.source = source
        self.figmaFileUrl = figmaFileUrl
    }

    public enum Columns {
        public static let id = Column("id")
        public static let name = Column("name")
    }
}

/// Components that share a name prefix or a role ("Header").
public struct Family: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "family"
    public var id: Int64?
    public var systemId: String
    public var key: String
    public var name: String
    public var description: String?

    package init(id: Int64? = nil, systemId: String, key: String, name: String, description: String? = nil) {
        self.id = id
        self.systemId = systemId
        self.key = key
        self.name = name
        self.description = description
    }

    public enum Columns {
        public static let id = Column("id")
        public static let systemId = Column("system_id")
        public static let key = Column("key")
        public static let name = Column("name")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
