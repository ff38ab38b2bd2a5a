import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

extension Registry {
    /// Loads every seed file under `folder` in one transaction: all of it, or nothing.
    ///
    /// Seeds and restructures compose as "seeds first, then the applied restructures in order":
    /// when a seed file changed and restructures are applied, the run reverts them, writes the
    /// seeds, and replays them from `restructures` (their files must be unchanged). A component
    /// is found by its stable id (`id:` in its file), which renames never change, so a later
    /// seed lands on the restructured component and old names are not resurrected.
    /// - Throws: `InputErrors` with every problem of the run when any file is wrong, or when a
    ///   restructure cannot be replayed on the new seeds.
    /// A file that is gone never takes published history with it unless `allowRemoval`: a
    /// component with an assessment, or a whole system, is refused with the deliberate way.
    ///
    /// ```swift
    /// let registry = try RegistryLocation(explicit: "dsreg.sqlite").openForWriting()
    /// let migrations = RestructureSet.load(folder: URL(fileURLWithPath: "Migrations"), displayPrefix: "Migrations")
    /// let report = try registry.seed(from: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds",
    ///                                restructures: migrations)
    /// ```
    ///
    /// - Parameters:
    ///   - folder: the seed folder: a `system.yaml` per design system folder, a file per component.
    ///   - displayPrefix: how the folder is shown in diagnostics ("Seeds").
    ///   - restructures: the migrations folder, to replay the applied restructures from.
    ///   - allowRemoval: let a gone file remove a component with published assessments, or a system.
    ///   - progress: called as files are parsed and written.
    /// - Returns: what the run read, wrote, kept, removed and replayed.
    public func seed(from folder: URL, displayPrefix: String, restructures: RestructureSet = RestructureSet(),
                     allowRemoval: Bool = false, progress: SeedProgressHandler? = nil) throws -> SeedReport {
        try seed(from: folder, displayPrefix: displayPrefix, restructures: restructures, allowRemoval: allowRemoval,
                 now: Date(), progress: progress)
    }

    /// `now` is when the run reads the folder: a file changed within two seconds of it is not
    /// remembered by its identity (tests move it forward to see files as settled).
    func seed(from folder: URL, displayPrefix: String, restructures: RestructureSet, allowRemoval: Bool,
              now: Date, progress: SeedProgressHandler? = nil) throws -> SeedReport {
        let remembered = try rememberedSeedFiles()
        let recorded = remembered.mapValues(\.contentHash)
        // Only the files whose identity changed are read and hashed.
        let scan = SeedFolderScan.scan(folder, recorded: remembered, now: now)
        // Nothing changed (the same files with the same bytes): nothing to parse or write but
        // the identities of files that were touched without being changed.
        if !scan.hashes.isEmpty, scan.hashes == recorded, scan.listing?.unreadableFolders.isEmpty == true {
            return try rememberUnchangedFolder(scan, remembered: remembered)
        }
        let shown = { (path: String) in displayPrefix.isEmpty ? path : "\(displayPrefix)/\(path)" }
        var unchangedPaths = Set<String>(minimumCapacity: scan.hashes.count)
        for (path, hash) in scan.hashes where recorded[path] == hash { unchangedPaths.insert(path) }
        // A component is read in its system's words (declared platforms and state words): when
        // a system.yaml changed, every component file is read again, not only the changed ones
        // (and SeedWriter writes them again).
        if scan.hashes.contains(where: { $0.key.hasSuffix("system.yaml") && recorded[$0.key] != $0.value }) {
            unchangedPaths = unchangedPaths.filter { $0.hasSuffix("system.yaml") }
        }
        let (currentNames, registryNames, importedTokens, known) = try namesAndKeptFacts(unchangedPaths: unchangedPaths, shown: shown)
        let set = SeedSet.load(folder: folder, displayPrefix: displayPrefix, recorded: recorded, known: known,
                               currentNames: currentNames, registryNames: registryNames, importedTokens: importedTokens,
                               listing: scan.listing, progress: progress)
        if set.diagnostics.hasErrors {
            throw InputErrors(set.diagnostics.sorted)
        }
        // Statement journals in memory: a statement inside the seed's transaction that may fail
        // part-way (a multi-row INSERT, a search-index trigger) first saves each page it changes,
        // and SQLite spills past 64 KB to a temporary file: 1.3 GB of writes for a 2,000-component
        // seed of 33 MB, a sixth of its time. Each statement here changes a few pages. Set
        // before BEGIN: SQLite fixes where the journal goes when the transaction starts.
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        func write(_ db: Database) throws -> SeedReport {
            var seedWriter = SeedWriter(db: db, set: set)
            seedWriter.allowRemoval = allowRemoval
            seedWriter.progress = progress
            let applied = try Self.appliedRestructures(db)
            guard !applied.isEmpty, try seedWriter.hasChanges() else {
                let report = try seedWriter.write()
                try seedWriter.deferred.resolve(db)
                try seedWriter.rememberFolder(scan, recorded: remembered)
                return report
            }
            let report = try Self.writeUnderRestructures(db, seedWriter, applied: applied, restructures: restructures)
            try seedWriter.rememberFolder(scan, recorded: remembered)
            return report
        }
        var report = try remembered.isEmpty && writer.read(Self.isUnseeded)
            ? writeFirstSeed(write) : writer.write(write)
        report.filesHashed = scan.filesHashed
        return report
    }

    /// What the last run left: each file's hash, and its identity on disk when remembered.
    private func rememberedSeedFiles() throws -> [String: SeedFolderScan.Recorded] {
        try writer.read { db in
            var remembered: [String: SeedFolderScan.Recorded] = [:]
            remembered.reserveCapacity(try Int.fetchOne(db, sql: "SELECT count(*) FROM seed_file") ?? 0)
            let rows = try Row.fetchCursor(db, sql: """
                SELECT f.path, f.content_hash, c.path IS NOT NULL, c.identity
                FROM seed_file f LEFT JOIN seed_file_cache c ON c.path = f.path
                """)
            while let row = try rows.next() {
                remembered[row[0]] = SeedFolderScan.Recorded(contentHash: row[1], cached: row[2], identity: row[3])
            }
            return remembered
        }
    }

    /// The run when no file changed: only the identities of touched files are written.
    private func rememberUnchangedFolder(_ scan: SeedFolderScan, remembered: [String: SeedFolderScan.Recorded]) throws -> SeedReport {
        let touched = scan.identitiesToRecord(remembered)
        if !touched.isEmpty {
            try writer.write { db in try SeedWriter(db: db, set: SeedSet()).rememberFolder(scan, recorded: remembered) }
        }
        var report = SeedReport()
        report.filesRead = scan.hashes.count
        report.filesHashed = scan.filesHashed
        report.filesUnchanged = scan.hashes.count
        return report
    }

    /// What each seeded file's component is called now (a restructure may have renamed it),
    /// every name the registry resolves, current or former, per system, the imported tokens'
    /// keys per system, and the facts of the files unchanged since the last run, which are not
    /// read again.
    private func namesAndKeptFacts(unchangedPaths: Set<String>, shown: (String) -> String) throws
        -> (currentNames: [String: String], registryNames: [String: [String: String]],
            importedTokens: [String: Set<String>], known: [String: ComponentFacts])
    {
        try writer.read { db in
            var current: [String: String] = [:]
            current.reserveCapacity(unchangedPaths.count)
            let currentRows = try Row.fetchCursor(db, sql: """
                SELECT f.path, c.name FROM seed_file f JOIN component c ON c.id = f.component_id
                """)
            while let row = try currentRows.next() { current[row[0]] = row[1] }
            var names: [String: [String: String]] = [:]
            let nameRows = try Row.fetchCursor(db, sql: """
                SELECT n.system_id, n.lookup_key, f.path FROM component_name n JOIN seed_file f ON f.component_id = n.component_id
                """)
            while let row = try nameRows.next() {
                names[row[0] as String, default: [:]][row[1] as String] = row[2]
            }
            var tokens: [String: Set<String>] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT DISTINCT system_id, path FROM token WHERE file_id IS NOT NULL") {
                tokens[row["system_id"] as String, default: []].insert(TokenPath.key(row["path"]))
            }
            let known = try ComponentFacts.fetch(db, paths: unchangedPaths, shown: shown)
            return (current, names, tokens, known)
        }
    }

    /// Seeds and restructures compose as "seeds first, then the applied restructures in
    /// order": the applied ones are reverted, the seeds written, and the restructures
    /// replayed from their (unchanged) files.
    private static func writeUnderRestructures(_ db: Database, _ seedWriter: SeedWriter, applied: [AppliedRestructure],
                                               restructures: RestructureSet) throws -> SeedReport {
        let problems = restructures.diagnostics.errors + Self.driftProblems(applied: applied, set: restructures)
        if !problems.isEmpty {
            throw InputErrors(problems.map { $0.prefixed("cannot replay the applied migrations after seeding: ") })
        }
        let published = try PublishedAssessment.recorded(db)
        try Self.undo(db, applied)
        var report = try seedWriter.write()
        try replayRestructures(db, applied: applied, restructures: restructures, report: &report)
        try PublishedAssessment.recordStructure(db, sparing: published)
        // References to names the replayed migrations introduced ("Section Header").
        try seedWriter.deferred.resolve(db)
        return report
    }

    /// Applies again, in order and with their first dates, the restructures `undo` reverted.
    private static func replayRestructures(_ db: Database, applied: [AppliedRestructure], restructures: RestructureSet,
                                           report: inout SeedReport) throws {
        for record in applied {
            guard let restructure = restructures.restructures.first(where: { $0.id == record.id }) else { continue }
            do {
                _ = try Self.apply(db, restructure, appliedAt: record.appliedAt)
            } catch let errors as InputErrors {
                throw InputErrors(errors.diagnostics.map { $0.prefixed("the seeds changed so that \(record.id) no longer applies: ") })
            }
            report.restructuresReplayed.append(record.id)
        }
    }
}
