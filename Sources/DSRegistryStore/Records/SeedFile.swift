import GRDB
import DSRegistryCore

/// Which seed file last wrote which rows, and the hash of its content then.
package struct SeedFile: Codable, Sendable, Equatable, RegistryRecord, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "seed_file"
    package var path: String
    package var contentHash: String
    package var systemId: String
    package var componentId: Int64?

    package init(path: String, contentHash: String, systemId: String, componentId: Int64? = nil) {
        self.path = path
        self.contentHash = contentHash
        self.systemId = systemId
        self.componentId = componentId
    }
}
