import GRDB

/// Fetches through the connection's statement cache: a read that runs the same SQL once per
/// component (`ComponentDetail`, the site's thousand pages) compiles and authorizes it once.
extension Row {
    package static func fetchAll(_ db: Database, cached sql: String, arguments: StatementArguments = []) throws -> [Row] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }
}

extension String {
    package static func fetchAll(_ db: Database, cached sql: String, arguments: StatementArguments = []) throws -> [String] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }
}
