import GRDB
import DSRegistryCore

/// Which seed file last wrote which rows, and the hash of its content then.
public struct SeedFile: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "seed_file"
    public var path: String
    public var contentHash: String
    public var systemId: String
    public var componentId: Int64?

    package init(path: String, contentHash: String, systemId: String, componentId: Int64? = nil) {
        self.path = path
        self.contentHash = contentHash
        self.systemId = systemId
        self.componentId = componentId
    }
}
