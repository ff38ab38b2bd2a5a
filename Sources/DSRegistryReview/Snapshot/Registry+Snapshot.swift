import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryQueries

extension Registry {
    /// The registry as a review compares it: every component's facts read table by table
    /// (`SnapshotReader`), every token through `dsreg tokens list`'s read.
    /// - Parameter questions: the side's `Queries/` folder, when it has one to compare.
    package func snapshot(questions: URL? = nil) throws -> RegistrySnapshot {
        var snapshot = try writer.read { db -> RegistrySnapshot in
            var snapshot = RegistrySnapshot()
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM design_system") {
                snapshot.systems[row["id"]] = row["name"]
            }
            var reader = SnapshotReader(db: db)
            snapshot.components = try reader.read()
            return snapshot
        }
        for record in try tokens(TokenFilter()).records {
            let token = TokenSnapshot(system: record["system"] ?? "", path: record["path"] ?? "", mode: record["mode"] ?? "",
                                      type: record["type"].flatMap { $0.isEmpty ? nil : $0 },
                                      value: record["value"].flatMap { $0.isEmpty ? nil : $0 },
                                      aliasOf: record["alias_of"].flatMap { $0.isEmpty ? nil : $0 },
                                      deprecated: record["deprecated"] == "1")
            snapshot.tokens[token.id] = token
        }
        if let questions {
            let loaded = SavedQuestions.load(folder: questions, displayPrefix: "Queries")
            snapshot.questions = Dictionary(loaded.questions.map { ($0.name, $0.sql) }, uniquingKeysWith: { first, _ in first })
        }
        return snapshot
    }
}
