import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// What a seed run did, for the command's summary line.
public struct SeedReport: Sendable, Equatable {
    /// Every seed file of the folder.
    public var filesRead = 0
    /// The files read to hash them before parsing: those the last run seeded whose identity on
    /// disk changed since (a new file is hashed as it is parsed).
    package var filesHashed = 0
    /// The files parsed: every system.yaml, and each component file that changed (the others'
    /// facts are kept from the run that parsed them).
    public var filesParsed = 0
    /// The files whose rows were written because their content changed (or they are new).
    public var filesWritten = 0
    /// The files whose content hash matched the last run: not rewritten.
    public var filesUnchanged = 0
    /// Components the run removed because their seed file is gone.
    public var componentsRemoved: [String] = []
    /// Applied restructures the run reverted and replayed on top of the changed seeds.
    public var restructuresReplayed: [String] = []
    /// Problems that did not stop the run.
    public var warnings: [Diagnostic] = []
}


/// Writes a checked `SeedSet` inside the caller's transaction.
///
/// Identity: systems, families and components keep their row ids across runs (looked up by
/// their stable keys), so a rename by a migration, history and references survive re-seeding.
/// A file whose content hash matches `seed_file` is not rewritten: a second run changes nothing.
struct SeedWriter {
    let db: Database
    let set: SeedSet
    /// Whether a file that is gone may take published history with it: a component with an
    /// assessment, or a whole system. Off unless asked for (`dsreg seed --allow-removal`).
    var allowRemoval = false
    /// References to names the registry knows only after replaying migrations; the caller
    /// resolves them (`DeferredReferences.resolve`) once the registry is whole.
    let deferred = DeferredReferences()
    /// Told after each component file written.
    var progress: SeedProgressHandler?

    /// Tables whose rows one component owns outright (children of `component`).
    private static let ownedTables = [
        "property", "variant_group", "variant", "anatomy_part", "slot", "state_coverage",
        "binding_group", "spec", "api_type", "availability", "accessibility_requirement",
        "localized_string", "guideline", "behavior", "feature", "example", "resource",
        "relationship", "issue", "recommendation", "assessment",
    ]

    /// Every `seed_file` row by path, read by column index (10,000 rows decoded through
    /// `Codable` were a tenth of a one-file re-seed).
    private static func seedFiles(_ db: Database) throws -> [String: SeedFile] {
        var files: [String: SeedFile] = [:]
        files.reserveCapacity(try Int.fetchOne(db, sql: "SELECT count(*) FROM seed_file") ?? 0)
        let cursor = try Row.fetchCursor(db, sql: "SELECT path, content_hash, system_id, component_id FROM seed_file")
        while let row = try cursor.next() {
            files[row[0]] = SeedFile(path: row[0], contentHash: row[1], systemId: row[2], componentId: row[3])
        }
        return files
    }

    /// True when a file was added, removed or edited since the last run.
    func hasChanges() throws -> Bool {
        let previous = try Self.seedFiles(db).mapValues(\.contentHash)
        let present = set.systems.map(\.file) + set.components.map(\.file) + set.unchanged.map(\.file)
        return previous.count != present.count || present.contains { previous[$0.relativePath] != $0.contentHash }
    }

    func write() throws -> SeedReport {
        var report = SeedReport()
        report.filesRead = set.systems.count + set.components.count + set.unchanged.count
        report.filesParsed = set.systems.count + set.components.count
        let previous = try Self.seedFiles(db)
        // The second reading of the component files that changed starts now, on another core,
        // while this one writes systems and tokens (a tenth of a 2,000-component first seed,
        // during which the other core was idle). A file pass 1 finds changed for another reason
        // (its component row is missing) is read when its turn comes.
        let prefetch = SeedPrefetch(set, files: set.components.map(\.file).filter { previous[$0.relativePath]?.contentHash != $0.contentHash })
        defer { prefetch.cancel() }
        try removeGoneFiles(previous: previous, report: &report)

        // Problems only the database can reveal; the run fails with all of them at the end.
        var problems = DiagnosticList()
        let familyIDs = try writeSystemsAndTokens(previous: previous, report: &report, problems: &problems)

        // Pass 1: every component row exists with a stable id before any reference is written.
        // New components and their names are gathered in `rows` and written many to a
        // statement: one at a time, each component's search-index row was flushed by its own.
        let rows = RowBatches(db, rowsPerStatement: RowBatches.rowsPerStatement(files: set.components.count))
        var componentIDs: [String: Int64] = [:]   // "system/lookup key of a name" → id
        let changed = try writeComponentRows(previous: previous, familyIDs: familyIDs, rows: rows,
                                             componentIDs: &componentIDs, report: &report)
        try rows.flush()
        try addKeptComponentNames(previous: previous, to: &componentIDs, report: &report)

        // Pass 2: the owned rows of every changed component. A published assessment is a
        // judgement at a point in time: it may be re-seeded only with the same content.
        try writeOwnedRows(changed, prefetch: prefetch, rows: rows, componentIDs: componentIDs,
                           report: &report, problems: &problems)
        try rows.flush()
        if problems.hasErrors { throw InputErrors(problems.sorted) }
        report.warnings = set.diagnostics.warnings
        return report
    }

    /// Files that disappeared take their component (or system) with them, but never
    /// published history or a whole system as a side effect.
    private func removeGoneFiles(previous: [String: SeedFile], report: inout SeedReport) throws {
        var present = Set<String>(minimumCapacity: report.filesRead)
        for (file, _) in set.systems { present.insert(file.relativePath) }
        for (file, _, _) in set.components { present.insert(file.relativePath) }
        for (file, _) in set.unchanged { present.insert(file.relativePath) }
        let gone = previous.filter { !present.contains($0.key) }
        if !allowRemoval {
            let refusals = try removalRefusals(gone.values.sorted { $0.path < $1.path })
            if !refusals.isEmpty { throw InputErrors(refusals) }
        }
        for (path, file) in gone {
            if let componentID = file.componentId {
                let name = try String.fetchOne(db, sql: "SELECT name FROM component WHERE id = ?", arguments: [componentID])
                try db.execute(sql: "DELETE FROM component WHERE id = ?", arguments: [componentID])
                report.componentsRemoved.append(name ?? path)
            } else {
                try db.execute(sql: "DELETE FROM design_system WHERE id = ?", arguments: [file.systemId])
            }
            try db.execute(sql: "DELETE FROM seed_file WHERE path = ?", arguments: [path])
        }
    }

    /// Systems, families and tokens of the system files that changed; the family ids of every
    /// system ("system/family key" → id), which pass 1 needs.
    private func writeSystemsAndTokens(previous: [String: SeedFile], report: inout SeedReport,
                                       problems: inout DiagnosticList) throws -> [String: Int64] {
        var familyIDs: [String: Int64] = [:]
        for (file, system) in set.systems {
            let unchanged = previous[file.relativePath]?.contentHash == file.contentHash
            if !unchanged {
                try DesignSystem(id: system.id, name: system.name, codePrefix: system.codePrefix,
                    platforms: system.platforms, description: system.description, source: system.source,
                    figmaFileUrl: system.figmaFileURL).upsert(db)
                try writeFamilies(system)
                try writePlatforms(system)
                try writeCriteria(system)
                try writeTokens(system, problems: &problems)
                try SeedFile(path: file.relativePath, contentHash: file.contentHash, systemId: system.id, componentId: nil).record(db)
                report.filesWritten += 1
            } else {
                report.filesUnchanged += 1
            }
            for family in try Family.filter(Family.Columns.systemId == system.id).fetchAll(db) {
                familyIDs["\(system.id)/\(family.key)"] = family.id
            }
        }
        return familyIDs
    }

    /// Replaces a system's declared platforms and their state words (none: the built-in three).
    private func writePlatforms(_ system: SystemSeed) throws {
        try db.execute(sql: "DELETE FROM system_platform WHERE system_id = ?", arguments: [system.id])
        for (ordinal, p) in (system.declaredPlatforms ?? []).enumerated() {
            try db.execute(sql: "INSERT INTO system_platform (system_id, platform_id, name, language, ordinal) VALUES (?, ?, ?, ?, ?)",
                           arguments: [system.id, p.platform.rawValue, p.name, p.language, ordinal + 1])
            for (word, state) in p.words {
                try db.execute(sql: "INSERT OR REPLACE INTO platform_state_word (system_id, platform_id, word, state) VALUES (?, ?, ?, ?)",
                               arguments: [system.id, p.platform.rawValue, word, state.rawValue])
            }
        }
    }

    /// Replaces the seed's tokens of a system (those imported from token files are not the
    /// seed's to replace) and resolves the system's aliases.
    private func writeTokens(_ system: SystemSeed, problems: inout DiagnosticList) throws {
        try db.execute(sql: "DELETE FROM token WHERE system_id = ? AND file_id IS NULL", arguments: [system.id])
        // The tokens imported files define, by path and mode: a seed token may not
        // redefine one. Read once per system, and the seed's tokens written many to a
        // statement (one by one, each was a query and a GRDB insert: most of the 0.2 s
        // a 2,000-component first seed spent on systems and tokens).
        var importedBy: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT t.path, t.mode, f.path FROM token t JOIN token_file f ON f.id = t.file_id WHERE t.system_id = ?
            """, arguments: [system.id]) {
            importedBy["\(row[0] as String)\u{0}\(row[1] as String)"] = row[2]
        }
        let tokenRows = RowBatches(db)
        for token in system.tokens {
            if let owner = importedBy["\(token.path)\u{0}\(token.mode)"] {
                problems.append(Diagnostic(.error, file: token.location.file, line: token.location.line,
                    column: token.location.column, message: "token \(token.path) is already defined by the imported file \(owner)",
                    suggestion: "remove it from one of the two"))
                continue
            }
            var record = Token(systemId: system.id, path: token.path, mode: token.mode, type: token.type,
                value: token.value, aliasOf: token.alias, description: token.description,
                deprecated: token.deprecated, groupName: token.group, label: token.label)
            record.declaredType = token.type?.rawValue
            record.line = token.location.line
            try tokenRows.append(record)
        }
        try tokenRows.flush()
        let resolution = try TokenResolver.resolve(db, system: system.id, reportingFiles: [])
        problems.append(contentsOf: DiagnosticList(resolution.errors))
    }

    /// Pass 1: the `component` row of every component file parsed, new or updated in place
    /// when it changed, and its current name; each name's id goes into `componentIDs`.
    /// - Returns: the components whose owned rows pass 2 writes, in file order.
    private func writeComponentRows(previous: [String: SeedFile], familyIDs: [String: Int64], rows: RowBatches,
                                    componentIDs: inout [String: Int64], report: inout SeedReport)
        throws -> [(file: SeedSet.File, id: Int64, isNew: Bool)]
    {
        var changed: [(file: SeedSet.File, id: Int64, isNew: Bool)] = []
        // A component is read in its system's words (platforms, state words, criteria): when a
        // system.yaml changed, every component parsed is written again, its bytes unchanged or not.
        let systemChanged = set.systems.contains { previous[$0.file.relativePath]?.contentHash != $0.file.contentHash }
        for (file, seed, _) in set.components {
            let system = seed.system.value
            let existing = try Component.fetchOne(db.cachedStatement(sql: """
                SELECT * FROM component WHERE system_id = ? AND key = ?
                """), arguments: [system, seed.key])
            let unchanged = existing != nil && !systemChanged && previous[file.relativePath]?.contentHash == file.contentHash
            var component = existing ?? Component(systemId: system, key: seed.key, name: seed.name, status: seed.status)
            if !unchanged {
                component.name = seed.name
                component.role = seed.role
                component.familyId = seed.family.flatMap { familyIDs["\(system)/\($0.value)"] }
                component.status = seed.status
                component.description = seed.description
                component.inContext = seed.inContext
                component.importStatement = seed.importStatement
                component.externalDependencies = seed.externalDependencies
                component.sinceVersion = seed.since
                component.source = seed.source
                if existing == nil {
                    component.id = try rows.newID(for: Component.self)
                    try rows.append(component)
                } else {
                    // Its names are read and rewritten in place: every pending row first.
                    try rows.flush()
                    try component.update(db)
                }
            }
            guard let id = component.id else { continue }
            if !unchanged {
                try writeCurrentName(componentID: id, system: system, name: seed.name, rows: rows)
                changed.append((file, id, existing == nil))
            } else {
                report.filesUnchanged += 1
            }
            componentIDs["\(system)/\(ComponentName.lookupKey(for: seed.name))"] = id
        }
        return changed
    }

    /// The names references may use besides those pass 1 wrote: the components of the files
    /// not read again, and former names (aliases left by renames).
    private func addKeptComponentNames(previous: [String: SeedFile], to componentIDs: inout [String: Int64],
                                       report: inout SeedReport) throws {
        // Files not read again: their components are as the last run left them.
        for (file, facts) in set.unchanged {
            guard let id = previous[file.relativePath]?.componentId else { continue }
            componentIDs["\(facts.system.value)/\(ComponentName.lookupKey(for: facts.name.value))"] = id
            report.filesUnchanged += 1
        }
        // Former names (aliases left by renames) resolve too.
        for row in try Row.fetchAll(db, sql: "SELECT system_id, lookup_key, component_id FROM component_name") {
            let key = "\(row["system_id"] as String)/\(row["lookup_key"] as String)"
            if componentIDs[key] == nil { componentIDs[key] = row["component_id"] }
        }
    }

    /// Pass 2: each changed component's owned rows, replaced whole; its published
    /// assessments are checked against the new content first.
    private func writeOwnedRows(_ changed: [(file: SeedSet.File, id: Int64, isNew: Bool)], prefetch: SeedPrefetch,
                                rows: RowBatches, componentIDs: [String: Int64],
                                report: inout SeedReport, problems: inout DiagnosticList) throws {
        for (file, id, isNew) in changed {
            let seed = try prefetch.seed(for: file)
            // A component this run created owns no rows yet and has published nothing.
            var published: [String: PublishedAssessment] = [:]
            if !isNew {
                published = try PublishedAssessment.fetch(db, componentID: id)
                problems.append(contentsOf: PublishedAssessment.check(published, against: seed, file: file.relativePath))
                for table in Self.ownedTables {
                    try db.cachedStatement(sql: "DELETE FROM \(table) WHERE component_id = ?").execute(arguments: [id])
                }
            }
            try ComponentRowsWriter(db: db, rows: rows, componentID: id, seed: seed, recorded: published, deferred: deferred) { name in
                componentIDs["\(seed.system.value)/\(ComponentName.lookupKey(for: name))"]
            }.write()
            try SeedFile(path: file.relativePath, contentHash: file.contentHash, systemId: seed.system.value, componentId: id).record(db)
            report.filesWritten += 1
            progress?(SeedProgress(phase: .writing, done: report.filesWritten, total: changed.count))
        }
    }

    /// What deleting the files `gone` would destroy that a seed run may not: a system, or a
    /// component with a published assessment. One diagnostic each, with the deliberate way.
    private func removalRefusals(_ gone: [SeedFile]) throws -> [Diagnostic] {
        let shown = { (path: String) in set.displayPrefix.isEmpty ? path : "\(set.displayPrefix)/\(path)" }
        // A file seeded before under another path (a different --from) is no removal.
        let systems = Set(set.systems.map(\.seed.id))
        let components = Set(set.components.map { "\($0.seed.system.value)/\($0.seed.key)" }
            + set.unchanged.map { "\($0.facts.system.value)/\($0.facts.key.value)" })
        let goneSystems = Set(gone.filter { $0.componentId == nil && !systems.contains($0.systemId) }.map(\.systemId))
        var refusals: [Diagnostic] = []
        for file in gone where file.componentId == nil && goneSystems.contains(file.systemId) {
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM component WHERE system_id = ?", arguments: [file.systemId]) ?? 0
            refusals.append(Diagnostic(.error, file: set.displayPrefix, line: 1, column: 1,
                message: "system '\(file.systemId)' (last seeded from \(file.path)) is not in this seed folder, and seeding would delete it with its \(count) components and their history",
                suggestion: "seed from the folder that holds every system, or restore its system.yaml; to remove the system deliberately, run dsreg seed --allow-removal"))
        }
        for file in gone where !goneSystems.contains(file.systemId) {
            guard let id = file.componentId,
                  let key = try String.fetchOne(db, sql: "SELECT key FROM component WHERE id = ?", arguments: [id]),
                  !components.contains("\(file.systemId)/\(key)"),
                  let row = try Row.fetchOne(db, sql: """
                      SELECT c.name, group_concat(a.version, ', ') AS versions FROM component c
                      JOIN assessment a ON a.component_id = c.id WHERE c.id = ? GROUP BY c.id
                      """, arguments: [id])
            else { continue }
            let name: String = row["name"], versions: String = row["versions"]
            refusals.append(Diagnostic(.error, file: shown(file.path), line: 1, column: 1,
                message: "this file is gone, and seeding would delete \(name) with its published assessment \(versions)",
                suggestion: "restore the file; to retire \(name), write a migration with {op: deprecate, component: \(name)}, or delete it deliberately with dsreg seed --allow-removal"))
        }
        return refusals
    }

    /// Remembers what the next run needs to skip the files of this one: each file's identity
    /// on disk, and the facts of every component file it parsed. Runs last, after any replayed
    /// restructure: a file whose component a merge removed has no `seed_file` row to hang on.
    func rememberFolder(_ scan: SeedFolderScan, recorded: [String: SeedFolderScan.Recorded]) throws {
        let remember = try db.cachedStatement(sql: """
            INSERT INTO seed_file_cache(path, identity) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM seed_file WHERE path = ?1)
            ON CONFLICT(path) DO UPDATE SET identity = excluded.identity
            """)
        for (path, identity) in scan.identitiesToRecord(recorded) {
            try remember.execute(arguments: [path, identity])
        }
        let cached = try db.cachedStatement(sql: "SELECT 1 FROM seed_file_cache WHERE path = ?")
        for (file, _, facts) in set.components {
            let path = file.relativePath
            guard try Bool.fetchOne(cached, arguments: [path]) == true else { continue }
            try facts.write(db, path: path)
        }
    }

    private func writeFamilies(_ system: SystemSeed) throws {
        let keys = system.families.map(\.key)
        let existing = try Family.filter(Family.Columns.systemId == system.id).fetchAll(db)
        for family in existing where !keys.contains(family.key) {
            try family.delete(db)
        }
        for seed in system.families {
            var family = existing.first { $0.key == seed.key }
                ?? Family(systemId: system.id, key: seed.key, name: seed.name)
            family.name = seed.name
            family.description = seed.description
            try family.save(db)
        }
    }

    /// Makes `name` the component's current name; a former name it had stays as an alias. A new
    /// name row waits in `rows`: no other component of the run has its key (`SeedSet.crossCheck`).
    private func writeCurrentName(componentID: Int64, system: String, name: String, rows: RowBatches) throws {
        let key = ComponentName.lookupKey(for: name)
        // Cached statements: this runs once per component, and compiling is most of its cost.
        try db.cachedStatement(sql: """
            UPDATE component_name SET kind = 'former'
            WHERE component_id = ? AND kind = 'current' AND lookup_key <> ?
            """).execute(arguments: [componentID, key])
        if var row = try ComponentName.fetchOne(db.cachedStatement(sql: """
            SELECT * FROM component_name WHERE system_id = ? AND lookup_key = ?
            """), arguments: [system, key]) {
            row.name = name
            row.kind = .current
            try row.update(db)
        } else {
            try rows.append(ComponentName(componentId: componentID, systemId: system, name: name, lookupKey: key, kind: .current))
        }
    }
}
