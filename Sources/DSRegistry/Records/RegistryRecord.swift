import GRDB

/// Every record maps camelCase properties to the schema's snake_case columns.
public protocol RegistryRecord: FetchableRecord, EncodableRecord {}

extension RegistryRecord {
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy {
        .convertFromSnakeCase
    }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy {
        .convertToSnakeCase
    }
}
