import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// What `dsreg figma import` stored, one entry per file.
public struct FigmaImportReport: Sendable, Equatable {
    /// One file's observation.
    public struct File: Sendable, Equatable {
        /// The Figma file's name.
        public var name: String
        /// Its `lastModified`, as Figma wrote it.
        public var lastModified: String?
        /// Component sets and standalone components observed.
        public var componentSets: Int, components: Int
        /// Built variants across its component sets.
        public var variants: Int
        /// True when an earlier observation of the same file was replaced.
        public var replaced: Bool
    }

    /// The design system's id.
    public var system: String
    /// The files, in the order given.
    public var files: [File] = []
}

extension Registry {
    /// Stores an observation of each Figma library file (a `GET /v1/files/:key` response), in
    /// one transaction: the file, every component set and standalone component with its page,
    /// properties and built variants. A file already observed (same key, else same name) in
    /// the system is replaced whole, and what changed is kept in `figma_change`
    /// (`FigmaHistory`). Seed data is never changed.
    ///
    /// ```swift
    /// let report = try registry.importFigma([URL(fileURLWithPath: "library.json")], paths: ["library.json"], system: "eb")
    /// ```
    ///
    /// - Parameters:
    ///   - urls: the response files.
    ///   - paths: each file as the person named it, for messages and `figma_file.source_path`.
    ///   - system: the design system (id or name) the library belongs to.
    ///   - importedAt: when the import is recorded.
    /// - Throws: `InputErrors` when any file is not a Figma file JSON (nothing is written);
    ///   `LookupError` for an unknown system.
    public func importFigma(_ urls: [URL], paths: [String], system: String,
                            importedAt: String = Registry.timestamp(Date())) throws -> FigmaImportReport {
        var libraries: [FigmaLibrary] = []
        var problems: [Diagnostic] = []
        for (url, path) in zip(urls, paths) {
            do { libraries.append(try FigmaFileReader.read(url, path: path)) } catch let error as InputErrors {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw InputErrors(problems) }
        return try writer.write { db in
            let systemID = try NameLookup(db).system(system) ?? system
            var report = FigmaImportReport(system: systemID)
            for library in libraries {
                report.files.append(try FigmaHistory.recordingChanges(of: library.fileKey, system: systemID, importedAt: importedAt, db) {
                    try Self.store(library, system: systemID, importedAt: importedAt, db)
                })
            }
            return report
        }
    }

    /// One file's observation, replacing the one before it.
    static func store(_ library: FigmaLibrary, system: String, importedAt: String, _ db: Database) throws -> FigmaImportReport.File {
        try db.execute(sql: "DELETE FROM figma_file WHERE system_id = ? AND file_key = ?", arguments: [system, library.fileKey])
        let replaced = db.changesCount > 0
        try db.execute(sql: """
            INSERT INTO figma_file (system_id, file_key, name, version, last_modified, source_path, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [system, library.fileKey, library.name, library.version, library.lastModified, library.path, importedAt])
        let fileID = db.lastInsertedRowID
        let rows = try FigmaRows(db)
        for (ordinal, component) in library.components.enumerated() {
            try storeComponent(component, fileID: fileID, ordinal: ordinal, rows)
        }
        return .init(name: library.name, lastModified: library.lastModified,
                     componentSets: library.components.count { $0.kind == .componentSet },
                     components: library.components.count { $0.kind == .component },
                     variants: library.components.reduce(0) { $0 + $1.variants.count }, replaced: replaced)
    }

    static func storeComponent(_ component: FigmaComponent, fileID: Int64, ordinal: Int, _ rows: FigmaRows) throws {
        // A node id seen twice in one file (a malformed response) keeps its first occurrence.
        guard let componentID = try rows.insert(rows.component, { bind in
            bind(1, fileID); bind(2, component.nodeID); bind(3, component.kind.rawValue); bind(4, component.name)
            bind(5, NameKey.of(component.name)); bind(6, component.description); bind(7, component.page); bind(8, ordinal)
        }) else { return }
        for (index, property) in component.properties.enumerated() {
            let propertyID = try rows.insert(rows.property) { bind in
                bind(1, componentID); bind(2, property.rawKey); bind(3, property.name); bind(4, NameKey.of(property.name))
                bind(5, property.kind.rawValue); bind(6, property.defaultValue); bind(7, index)
            } ?? 0
            for (position, value) in property.values.enumerated() {
                _ = try rows.insert(rows.propertyValue) { bind in
                    bind(1, propertyID); bind(2, value); bind(3, NameKey.of(value)); bind(4, position)
                }
            }
        }
        for (index, variant) in component.variants.enumerated() {
            guard let variantID = try rows.insert(rows.variant, { bind in
                bind(1, componentID); bind(2, variant.nodeID); bind(3, variant.name); bind(4, index)
            }) else { continue }
            for pair in variant.values {
                _ = try rows.insert(rows.variantValue) { bind in
                    bind(1, variantID); bind(2, pair.property); bind(3, pair.value)
                }
            }
        }
    }
}
