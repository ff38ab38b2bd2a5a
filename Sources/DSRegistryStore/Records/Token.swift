import GRDB
import DSRegistryCore

/// A named design decision: a value, or an alias of another token (which may be missing).
package struct Token: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "token"
    package var id: Int64?
    package var systemId: String
    package var path: String
    package var mode: String
    package var type: TokenType?
    package var value: String?
    package var aliasOf: String?
    package var description: String?
    package var deprecated: Bool
    package var groupName: String?
    package var label: String?
    /// The imported file it comes from; nil for a token of a seed file.
    package var fileId: Int64?
    package var line: Int?
    package var declaredType: String?
    package var groupType: String?
    package var valueJson: String?
    package var deprecation: String?
    package var extensions: String?
    /// Its resolution, kept by `TokenResolver` after every write of the system's tokens.
    package var resolvedValue: String?
    package var aliasDepth: Int = 0
    package var dangling: String?
    package var modeDependent: Bool = false
    package var aliasChain: String?

    package init(id: Int64? = nil, systemId: String, path: String, mode: String, type: TokenType? = nil, value: String? = nil, aliasOf: String? = nil, description: String? = nil, deprecated: Bool, groupName: String? = nil, label: String? = nil, fileId: Int64? = nil, line: Int? = nil, declaredType: String? = nil, groupType: String? = nil, valueJson: String? = nil, deprecation: String? = nil, extensions: String? = nil, resolvedValue: String? = nil, aliasDepth: Int = 0, dangling: String? = nil, modeDependent: Bool = false, aliasChain: String? = nil) {
        self.id = id
        self.systemId = systemId
        self.path = path
        self.mode = mode
        self.type = type
        self.value = value
        self.aliasOf = aliasOf
        self.description = description
        self.deprecated = deprecated
        self.groupName = groupName
        self.label = label
        self.fileId = fileId
        self.line = line
        self.declaredType = declaredType
        self.groupType = groupType
        self.valueJson = valueJson
        self.deprecation = deprecation
        self.extensions = extensions
        self.resolvedValue = resolvedValue
        self.aliasDepth = aliasDepth
        self.dangling = dangling
        self.modeDependent = modeDependent
        self.aliasChain = aliasChain
    }

    package enum Columns {
        package static let systemId = Column("system_id")
        package static let path = Column("path")
        package static let mode = Column("mode")
        package static let fileId = Column("file_id")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A token file as last imported: its content hash decides whether a re-import writes anything.
package struct TokenFile: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "token_file"
    package var id: Int64?
    package var systemId: String
    package var path: String
    package var format: TokenFormat
    package var contentHash: String
    package var importedAt: String

    package init(id: Int64? = nil, systemId: String, path: String, format: TokenFormat, contentHash: String, importedAt: String) {
        self.id = id
        self.systemId = systemId
        self.path = path
        self.format = format
        self.contentHash = contentHash
        self.importedAt = importedAt
    }

    package enum Columns {
        package static let systemId = Column("system_id")
        package static let path = Column("path")
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One token added, changed or removed by a new version of an imported file.
package struct TokenChange: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "token_change"
    package enum Kind: String, Vocabulary { case added, changed, removed }
    package var id: Int64?
    package var systemId: String
    package var file: String
    package var path: String
    package var mode: String
    package var change: Kind
    package var oldValue: String?
    package var newValue: String?
    package var importedAt: String

    package init(id: Int64? = nil, systemId: String, file: String, path: String, mode: String, change: Kind, oldValue: String? = nil, newValue: String? = nil, importedAt: String) {
        self.id = id
        self.systemId = systemId
        self.file = file
        self.path = path
        self.mode = mode
        self.change = change
        self.oldValue = oldValue
        self.newValue = newValue
        self.importedAt = importedAt
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A titled set of token bindings ("Full Stack — Colors"), for a variant or the component.
package struct BindingGroup: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "binding_group"
    package var id: Int64?
    package var componentId: Int64
    package var variantId: Int64?
    package var title: String
    package var note: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, variantId: Int64? = nil, title: String, note: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.variantId = variantId
        self.title = title
        self.note = note
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Ties a component role ("Heading") to a token by path, with the default the page shows.
package struct TokenBinding: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "token_binding"
    package var id: Int64?
    package var groupId: Int64
    package var role: String
    package var label: String
    package var tokenPath: String?
    package var rawValue: String?
    package var ordinal: Int

    package init(id: Int64? = nil, groupId: Int64, role: String, label: String, tokenPath: String? = nil, rawValue: String? = nil, ordinal: Int) {
        self.id = id
        self.groupId = groupId
        self.role = role
        self.label = label
        self.tokenPath = tokenPath
        self.rawValue = rawValue
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One line of a documented style's colors, typography or layout, as written.
package struct Spec: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    package static let databaseTableName = "spec"
    package var id: Int64?
    package var componentId: Int64
    package var variantId: Int64?
    package var section: SpecSection
    package var role: String
    package var label: String
    package var value: String
    package var tokenPath: String?
    package var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, variantId: Int64? = nil, section: SpecSection, role: String, label: String, value: String, tokenPath: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.variantId = variantId
        self.section = section
        self.role = role
        self.label = label
        self.value = value
        self.tokenPath = tokenPath
        self.ordinal = ordinal
    }

    package mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One aspect of a spec value (see `SpecFacet`), stored so that `spec-conflicts` is one SQL query.
package struct SpecFacetRecord: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "spec_facet"
    package var specId: Int64
    package var aspect: SpecAspect
    package var value: String
}

extension Spec {
    /// Stores the aspects its value names; called once the spec has its id.
    package func insertFacets(_ db: Database) throws {
        guard let id else { return }
        for (aspect, value) in SpecFacet.parse(value, section: section).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try SpecFacetRecord(specId: id, aspect: aspect, value: value).insert(db)
        }
    }
}
