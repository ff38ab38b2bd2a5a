import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// What a token import did, for the command's summary line.
public struct TokenImportReport: Sendable, Equatable {
    /// The token files read.
    public var filesRead = 0
    /// The files whose tokens were written: new, or changed since their last import.
    public var filesWritten = 0
    /// The files whose content hash matched their last import: not rewritten.
    public var filesUnchanged = 0
    /// Tokens new in this import.
    public var added = 0
    /// Tokens whose value, type or other facts changed.
    public var changed = 0
    /// Tokens a changed file no longer defines.
    public var removed = 0
    /// True when the import created the system (`createSystem`).
    public var systemCreated = false
    /// The system's tokens after the import, and how many of them are aliases / dangle.
    public var tokens = 0
    /// How many of the system's tokens are aliases.
    public var aliases = 0
    /// How many aliases have no target.
    public var dangling = 0
    /// The system's modes after the import, `default` first.
    public var modes: [String] = []
    /// Problems that did not stop the import (dangling aliases, without `strict`).
    public var warnings: [Diagnostic] = []
}

// MARK: - Writes

extension Registry {
    /// Imports a read token set into `system` in one transaction: all of it, or nothing.
    ///
    /// A file whose content hash matches its last import is not rewritten. A changed file's
    /// tokens are compared with what it defined before: added, changed and removed tokens are
    /// written and recorded in `token_change`, keeping the ids of tokens that stay. Then the
    /// whole system is resolved again (`TokenResolver`): an alias cycle is an error, a dangling
    /// alias a warning (an error with `strict`).
    ///
    /// ```swift
    /// let set = TokenImportSet.load([URL(fileURLWithPath: "tokens")])
    /// let report = try registry.importTokens(set, system: "eb")
    /// ```
    ///
    /// - Parameters:
    ///   - set: the files, read with ``TokenImportSet/load(_:mode:)``.
    ///   - system: the design system's id.
    ///   - createSystem: create the system when the registry has none with that id.
    ///   - strict: treat warnings (a dangling alias) as errors.
    ///   - importedAt: when the import is recorded.
    /// - Throws: `InputErrors` with every problem; `RegistryError` for an unknown system.
    public func importTokens(_ set: TokenImportSet, system: String, createSystem: Bool = false, strict: Bool = false,
                             importedAt: String = Registry.timestamp(Date())) throws -> TokenImportReport
    {
        if set.diagnostics.hasErrors || strict && !set.diagnostics.warnings.isEmpty {
            throw InputErrors(Self.strictened(set.diagnostics, strict: strict).sorted)
        }
        return try writer.write { db in
            var report = TokenImportReport()
            report.filesRead = set.files.count
            report.warnings = set.diagnostics.warnings
            let systemID: String
            if let known = try NameLookup(db).systemIfKnown(system) {
                systemID = known
            } else if createSystem {
                try DesignSystem(id: system, name: system, description: "Created by dsreg tokens import.").insert(db)
                systemID = system
                report.systemCreated = true
            } else {
                // The same not-found error as everywhere, with the way to create the system.
                var diagnostic = try NameLookup(db).systemNotFound(system).diagnostics[0]
                diagnostic.suggestion = (diagnostic.suggestion.map { $0 + "; " } ?? "") + "or add --new-system to create it"
                throw diagnostic
            }

            var written: Set<Int64?> = []
            // Files given but unchanged: a --strict gate still reports their problems, so it
            // fails on every run while an alias dangles, not only on the run that wrote them.
            var unchanged: Set<Int64?> = []
            var conflicts: [Diagnostic] = []
            for file in set.files {
                let previous = try TokenFile.filter(TokenFile.Columns.systemId == systemID && TokenFile.Columns.path == file.path).fetchOne(db)
                if let previous, previous.contentHash == file.contentHash, previous.format == file.format {
                    report.filesUnchanged += 1
                    unchanged.insert(previous.id)
                    continue
                }
                var record = previous ?? TokenFile(systemId: systemID, path: file.path, format: file.format, contentHash: file.contentHash, importedAt: importedAt)
                record.format = file.format
                record.contentHash = file.contentHash
                record.importedAt = importedAt
                try record.save(db)
                guard let fileID = record.id else { continue }
                try Self.writeTokens(db, file: file, fileID: fileID, system: systemID, recordChanges: previous != nil,
                    importedAt: importedAt, report: &report, conflicts: &conflicts)
                written.insert(fileID)
                report.filesWritten += 1
            }

            if !conflicts.isEmpty { throw InputErrors(conflicts) }
            let resolution = try TokenResolver.resolve(db, system: systemID, reportingFiles: strict ? written.union(unchanged) : written)
            report.warnings += resolution.warnings
            let problems = strict ? Self.strictened(resolution, strict: true).all : resolution.errors
            if !problems.isEmpty { throw InputErrors(problems) }

            let counts = try Row.fetchOne(db, sql: """
                SELECT count(*) AS tokens, count(alias_of) AS aliases, count(dangling) AS dangling
                FROM token WHERE system_id = ?
                """, arguments: [systemID])
            report.tokens = counts?["tokens"] ?? 0
            report.aliases = counts?["aliases"] ?? 0
            report.dangling = counts?["dangling"] ?? 0
            report.modes = try String.fetchAll(db, sql: """
                SELECT DISTINCT mode FROM token WHERE system_id = ? ORDER BY mode <> 'default', mode
                """, arguments: [systemID])
            return report
        }
    }

    /// Warnings become errors under `--strict`.
    static func strictened(_ list: DiagnosticList, strict: Bool) -> DiagnosticList {
        guard strict else { return list }
        var result = DiagnosticList()
        for var diagnostic in list.all {
            diagnostic.severity = .error
            if diagnostic.suggestion == nil { diagnostic.suggestion = "--strict makes this warning an error" }
            result.append(diagnostic)
        }
        return result
    }

    private static func writeTokens(_ db: Database, file: TokenImportSet.File, fileID: Int64, system: String,
                                    recordChanges: Bool, importedAt: String, report: inout TokenImportReport,
                                    conflicts: inout [Diagnostic]) throws
    {
        var existing: [String: Token] = [:]
        for token in try Token.filter(Token.Columns.fileId == fileID).fetchAll(db) {
            existing[token.path + "\u{1}" + token.mode] = token
        }
        // Another file or the seed already defining a token is a conflict, not an override:
        // which one wins would depend on the order of imports.
        let owners = try Row.fetchAll(db, sql: """
            SELECT t.path, t.mode, ifnull(f.path, 'the seed of ' || t.system_id) AS owner
            FROM token t LEFT JOIN token_file f ON f.id = t.file_id
            WHERE t.system_id = ? AND (t.file_id IS NULL OR t.file_id <> ?)
            """, arguments: [system, fileID])
        var owner: [String: String] = [:]
        for row in owners { owner[(row["path"] as String) + "\u{1}" + (row["mode"] as String)] = row["owner"] }
        var kept: Set<String> = []
        for definition in file.tokens {
            let key = definition.path + "\u{1}" + definition.mode
            if let other = owner[key] {
                conflicts.append(Diagnostic(.error, file: file.path, line: definition.line, column: definition.column,
                    message: "\(definition.path)\(definition.mode == "default" ? "" : " (\(definition.mode))") is already defined by \(other)",
                    suggestion: "import the two files together (the later one wins), or rename one of the tokens"))
                continue
            }
            kept.insert(key)
            var token = existing[key] ?? Token(systemId: system, path: definition.path, mode: definition.mode, deprecated: false)
            let before = existing[key].map { ($0.valueJson ?? $0.value, $0.aliasOf) }
            token.fileId = fileID
            token.line = definition.line
            token.aliasOf = definition.aliasOf
            token.value = definition.value.map(TokenValueText.display)
            token.valueJson = definition.value?.json
            token.declaredType = definition.declaredTypeExtension ?? definition.ownType
            token.groupType = definition.groupType
            token.description = definition.description
            token.deprecated = definition.deprecated
            token.deprecation = definition.deprecationNote
            token.extensions = definition.extensions
            try token.save(db)
            let now = (token.valueJson ?? token.value, token.aliasOf)
            if before == nil {
                report.added += 1
                if recordChanges { try change(db, .added, token, file: file.path, old: nil, importedAt: importedAt) }
            } else if let before, before.0 != now.0 || before.1 != now.1 {
                report.changed += 1
                if recordChanges {
                    try change(db, .changed, token, file: file.path, old: before.1.map { "{\($0)}" } ?? before.0, importedAt: importedAt)
                }
            }
        }
        for (key, token) in existing where !kept.contains(key) {
            try token.delete(db)
            report.removed += 1
            try change(db, .removed, token, file: file.path, old: token.aliasOf.map { "{\($0)}" } ?? token.valueJson ?? token.value,
                importedAt: importedAt, removed: true)
        }
    }

    private static func change(_ db: Database, _ kind: TokenChange.Kind, _ token: Token, file: String, old: String?,
                               importedAt: String, removed: Bool = false) throws
    {
        var record = TokenChange(systemId: token.systemId, file: file, path: token.path, mode: token.mode, change: kind,
            oldValue: old, newValue: removed ? nil : token.aliasOf.map { "{\($0)}" } ?? token.valueJson ?? token.value,
            importedAt: importedAt)
        try record.insert(db)
    }
}

extension Registry {
    /// The system's tokens as DTCG files, one per mode (or only `mode`). Tokens DTCG cannot
    /// hold (a seed token named without a value, a path that is a token and a group) are
    /// listed in `skipped`.
    ///
    /// ```swift
    /// let (files, skipped) = try registry.exportTokens(system: "eb")
    /// _ = try TokenExport.write(files, to: URL(fileURLWithPath: "export"))
    /// ```
    ///
    /// - Parameters:
    ///   - system: the design system's id or name.
    ///   - mode: only this mode's file; nil for one file per mode.
    /// - Throws: `RegistryError.invalidArgument` when the system has no tokens (in `mode`);
    ///   `LookupError` for an unknown system.
    public func exportTokens(system: String, mode: String? = nil) throws -> (files: [TokenExport.File], skipped: [String]) {
        try writer.read { db in
            guard let id = try NameLookup(db).system(system) else { return ([], []) }
            let result = try TokenExport.files(db, system: id, mode: mode)
            if result.files.isEmpty {
                throw RegistryError.invalidArgument(mode.map { "the system '\(id)' has no tokens in mode '\($0)'" } ?? "the system '\(id)' has no tokens")
            }
            return result
        }
    }

    /// The token facts of a system, in a stable text form: what the export → import round
    /// trip compares. Where a token came from (file, line, declared spelling) is left out.
    package func dumpTokens(system: String) throws -> String {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT path, mode, type, value, value_json, alias_of, description, deprecated, deprecation,
                       extensions, resolved_value, alias_depth, dangling, mode_dependent, alias_chain
                FROM token WHERE system_id = ? ORDER BY path, mode
                """, arguments: [system])
            return rows.map { row in row.columnNames.map { "\($0)=\(row[$0] as DatabaseValue)" }.joined(separator: " | ") }
                .joined(separator: "\n")
        }
    }
}
