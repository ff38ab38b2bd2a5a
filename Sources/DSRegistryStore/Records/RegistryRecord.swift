import GRDB
import DSRegistryCore

/// Every record maps camelCase properties to the schema's snake_case columns.
package protocol RegistryRecord: FetchableRecord, EncodableRecord {}

extension RegistryRecord {
    package static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy {
        .convertFromSnakeCase
    }
    /// GRDB's `.convertToSnakeCase` converts every key of every row it writes: a tenth of a
    /// large seed's time. The columns are few, so each conversion is made once.
    package static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy {
        .custom { key in SnakeCaseColumns.column(for: key.stringValue) }
    }
}

/// camelCase property → snake_case column, converted once per name.
enum SnakeCaseColumns {
    private static let columns = ComputedOnce<String, String>()

    static func column(for key: String) -> String {
        columns.value(for: key) { key in
            var column = ""
            for character in key {
                if character.isUppercase {
                    column += "_" + character.lowercased()
                } else {
                    column.append(character)
                }
            }
            return column
        }
    }
}
