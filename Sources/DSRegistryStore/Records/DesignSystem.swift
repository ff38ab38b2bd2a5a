import GRDB
import DSRegistryCore

/// A named library of components ("EB Design System", "SAP Fiori for iOS").
package struct DesignSystem: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "design_system"
    package var id: String
    package var name: String
    package var codePrefix: String?
    package var platforms: String?
    package var description: String?
    package var source: String?
    package var figmaFileUrl: String?

    package init(id: String, name: String, codePrefix: String? = nil, platforms: String? = nil, description: String? = nil, source: String? = nil, figmaFileUrl: String? = nil) {
        self.id = id
        self.name = name
        self.codePrefix = codePrefix
        self.platforms = platforms
        self.description = description
        self.source = source
        self.figmaFileUrl = figmaFileUrl
    }

    package enum Columns {
        package static let id = Column("id")
        package static let name = Column("name")
    }
}

/// Components that share a name prefix or a role ("Header").
package struct Family: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "family"
    package var id: Int64?
    package var systemId: String
    package var key: String
    package var name: String
    package var description: String?

    package init(id: Int64? = nil, systemId: String, key: String, name: String, description: String? = nil) {
        self.id = id
        self.systemId = systemId
        self.key = key
        self.name = name
        self.description = description
    }

    package enum Columns {
        package static let id = Column("id")
        package static let systemId = Column("system_id")
        package static let key = Column("key")
        package static let name = Column("name")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
