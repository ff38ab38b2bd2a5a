import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// What `dsreg tokens remove` did.
public struct TokenRemovalReport: Sendable, Equatable {
    /// The token files removed, as imported (`token_file.path`).
    public var files: [String] = []
    /// How many tokens were removed, over every mode.
    public var tokens = 0
    /// Tokens left (the seed's and other files') whose alias now has no target.
    public var nowDangling: [String] = []
}

extension Registry {
    /// Removes imported tokens in one transaction: the token files named in `files` (as
    /// `tokens show` and `tokens list` report them), or every file imported into the system
    /// when `files` is nil. Each removed token is recorded in `token_change`; the system's tokens
    /// are resolved again, so an alias that pointed at a removed token now dangles. The seed's
    /// tokens (`system.yaml`) and every component row stay as they are: bindings name tokens by
    /// path, and a path nothing defines any more is listed by `dsreg query missing-tokens`.
    ///
    /// - Parameters:
    ///   - system: the design system's id or name.
    ///   - files: imported file paths as the registry shows them; nil for every imported file.
    ///   - removedAt: when the removal is recorded in `token_change`.
    /// - Throws: a `not-found` `Diagnostic` for a file the system never imported;
    ///   `RegistryError.invalidArgument` when the system has no imported files;
    ///   `LookupError` for an unknown system.
    public func removeTokens(system: String, files: [String]?, removedAt: String = Registry.timestamp(Date())) throws -> TokenRemovalReport {
        try writer.write { db in
            guard let id = try NameLookup(db).system(system) else { return TokenRemovalReport() }
            let imported = try TokenFile.filter(TokenFile.Columns.systemId == id).order(TokenFile.Columns.path).fetchAll(db)
            var chosen: [TokenFile] = []
            if let files {
                for file in files {
                    guard let match = imported.first(where: { $0.path == file }) else {
                        let paths = imported.map(\.path)
                        throw Diagnostic(.error, code: .notFound, location: nil,
                            message: "system '\(id)' has no imported token file '\(file)'",
                            suggestion: Suggestion.didYouMean(file, in: paths)
                                ?? (paths.isEmpty ? "nothing is imported into it" : "its files: " + paths.joined(separator: ", ")))
                    }
                    if !chosen.contains(where: { $0.id == match.id }) { chosen.append(match) }
                }
            } else {
                chosen = imported
            }
            guard !chosen.isEmpty else {
                throw RegistryError.invalidArgument("system '\(id)' has no imported token files (its seed tokens are edited in its system.yaml)")
            }
            var report = TokenRemovalReport()
            for file in chosen {
                guard let fileID = file.id else { continue }
                for token in try Token.filter(Token.Columns.fileId == fileID).order(Token.Columns.path, Token.Columns.mode).fetchAll(db) {
                    var change = TokenChange(systemId: id, file: file.path, path: token.path, mode: token.mode, change: .removed,
                        oldValue: token.aliasOf.map { "{\($0)}" } ?? token.valueJson ?? token.value, newValue: nil, importedAt: removedAt)
                    try change.insert(db)
                    report.tokens += 1
                }
                // The file's tokens go with it (ON DELETE CASCADE).
                _ = try file.delete(db)
                report.files.append(file.path)
            }
            let before = Set(try String.fetchAll(db, sql: "SELECT path || ' (' || mode || ')' FROM token WHERE system_id = ? AND dangling IS NOT NULL", arguments: [id]))
            _ = try TokenResolver.resolve(db, system: id, reportingFiles: [])
            report.nowDangling = try String.fetchAll(db, sql: """
                SELECT path || ' (' || mode || ')' FROM token WHERE system_id = ? AND dangling IS NOT NULL ORDER BY path, mode
                """, arguments: [id]).filter { !before.contains($0) }
            return report
        }
    }
}
