import GRDB
import DSRegistryCore

/// A named design decision: a value, or an alias of another token (which may be missing).
public struct Token: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "token"
    public var id: Int64?
    public var systemId: String
    public var path: String
    public var mode: String
    public var type: TokenType?
    public var value: String?
    public var aliasOf: String?
    public var description: String?
    public var deprecated: Bool
    public var groupName: String?
    public var label: String?
    /// The imported file it comes from; nil for a token of a seed file.
    public var fileId: Int64?
    public var line: Int?
    public var declaredType: String?
    public var groupType: String?
    public var valueJson: String?
    public var deprecation: String?
    public var extensions: String?
    /// Its resolution, kept by `TokenResolver` after every write of the system's tokens.
    public var resolvedValue: String?
    public var aliasDepth: Int = 0
    public var dangling: String?
    public var modeDependent: Bool = false
    public var aliasChain: String?

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

    public enum Columns {
        public static let systemId = Column("system_id")
        public static let path = Column("path")
        public static let mode = Column("mode")
        public static let fileId = Column("file_id")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A token file as last imported: its content hash decides whether a re-import writes anything.
public struct TokenFile: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "token_file"
    public var id: Int64?
    public var systemId: String
    public var path: String
    public var format: TokenFormat
    public var contentHash: String
    public var importedAt: String

    package init(id: Int64? = nil, systemId: String, path: String, format: TokenFormat, contentHash: String, importedAt: String) {
        self.id = id
        self.systemId = systemId
        self.path = path
        self.format = format
        self.contentHash = contentHash
        self.importedAt = importedAt
    }

    public enum Columns {
        public static let systemId = Column("system_id")
        public static let path = Column("path")
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One token added, changed or removed by a new version of an imported file.
public struct TokenChange: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "token_change"
    public enum Kind: String, Vocabulary { case added, changed, removed }
    public var id: Int64?
    public var systemId: String
    public var file: String
    public var path: String
    public var mode: String
    public var change: Kind
    public var oldValue: String?
    public var newValue: String?
    public var importedAt: String

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A titled set of token bindings ("Full Stack — Colors"), for a variant or the component.
public struct BindingGroup: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "binding_group"
    public var id: Int64?
    public var componentId: Int64
    public var variantId: Int64?
    public var title: String
    public var note: String?
    public var ordinal: Int

    package init(id: Int64? = nil, componentId: Int64, variantId: Int64? = nil, title: String, note: String? = nil, ordinal: Int) {
        self.id = id
        self.componentId = componentId
        self.variantId = variantId
        self.title = title
        self.note = note
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Ties a component role ("Heading") to a token by path, with the default the page shows.
public struct TokenBinding: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "token_binding"
    public var id: Int64?
    public var groupId: Int64
    public var role: String
    public var label: String
    public var tokenPath: String?
    public var rawValue: String?
    public var ordinal: Int

    package init(id: Int64? = nil, groupId: Int64, role: String, label: String, tokenPath: String? = nil, rawValue: String? = nil, ordinal: Int) {
        self.id = id
        self.groupId = groupId
        self.role = role
        self.label = label
        self.tokenPath = tokenPath
        self.rawValue = rawValue
        self.ordinal = ordinal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One line of a documented style's colors, typography or layout, as written.
public struct Spec: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "spec"
    public var id: Int64?
    public var componentId: Int64
    public var variantId: Int64?
    public var section: SpecSection
    public var role: String
    public var label: String
    public var value: String
    public var tokenPath: String?
    public var ordinal: Int

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

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// One aspect of a spec value (see `SpecFacet`), stored so that `spec-conflicts` is one SQL query.
public struct SpecFacetRecord: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "spec_facet"
    public var specId: Int64
    public var aspect: SpecAspect
    public var value: String
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
