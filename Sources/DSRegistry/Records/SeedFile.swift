import GRDB

/// Which seed file last wrote which rows, and the hash of its content then.
public struct SeedFile: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "seed_file"
    public var path: String
    public var contentHash: String
    public var systemId: String
    public var componentId: Int64?
}
