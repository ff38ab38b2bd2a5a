import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

extension Registry {
    /// The Code Connect files of `components` (every component of `system`, or of every
    /// system, when empty) for `platform`. `figmaFileURL` stands in for the systems' own
    /// `figma_file_url` when given.
    ///
    /// - Parameters:
    ///   - components: component names; empty for every component of `system`.
    ///   - system: the design system's id or name; nil for every system.
    ///   - platform: ``CodeConnectPlatform/swiftui`` or ``CodeConnectPlatform/compose``.
    ///   - figmaFileURL: a Figma file URL used instead of each system's `figma_file_url`.
    /// - Returns: the files to write and the components skipped; nothing is written yet
    ///   (``CodeConnectGeneration/write(to:)`` does that).
    /// - Throws: `RegistryError.invalidArgument` for a `figmaFileURL` that is not a Figma file
    ///   URL; `LookupError` for a component or system the registry does not know.
    public func codeConnectFiles(_ components: [String], system: String?, platform: CodeConnectPlatform,
                                 figmaFileURL: String? = nil) throws -> CodeConnectGeneration {
        if let figmaFileURL, let problem = FigmaURL.fileURLProblem(figmaFileURL) {
            throw RegistryError.invalidArgument("--figma-file-url: \(problem)")
        }
        let found = try writer.read { db in try CodeConnectComponent.fetch(db, names: components, system: system) }
        return CodeConnectGeneration.make(found, platform: platform, figmaFileURL: figmaFileURL)
    }
}

extension CodeConnectGeneration {
    /// The files of `found`, in order, or why each one that has none was skipped.
    static func make(_ found: [CodeConnectComponent], platform: CodeConnectPlatform, figmaFileURL: String?) -> CodeConnectGeneration {
        var generation = CodeConnectGeneration(platform: platform, files: [], skipped: [])
        // By file name ignoring case: `ABcThing` and `ABCThing` are one file on a disk that
        // ignores case (APFS and NTFS by default), and the second would overwrite the first.
        var names: [String: String] = [:]
        for c in found {
            switch CodeConnectMapping.make(c, platform, figmaFileURL: figmaFileURL) {
            case .success(let mapping):
                let name = platform.fileName(mapping.typeName)
                if let taken = names[name.lowercased()] {
                    generation.skipped.append(.init(system: c.systemID, component: c.name, reason: taken == name
                        ? "its file \(name) is another component's too; generate with --system"
                        : "its file \(name) differs only in case from \(taken), another component's; on a disk that ignores case one would overwrite the other: rename one"))
                    continue
                }
                names[name.lowercased()] = name
                generation.files.append(.init(system: c.systemID, component: c.name, name: name, text: mapping.render()))
            case .failure(let reason):
                generation.skipped.append(.init(system: c.systemID, component: c.name, reason: reason.text))
            }
        }
        return generation
    }
}

extension Registry {
    /// Checks the Code Connect files under `folder` against the components of `system` (every
    /// system when nil) and stores the result in place of the last one, in one transaction.
    /// `shown` is the folder as the user wrote it, for the stored row and the messages.
    ///
    /// - Parameters:
    ///   - folder: the codebase's folder, read recursively for files naming `FigmaConnect`.
    ///   - shown: how the folder is shown in the stored row and in findings.
    ///   - system: the design system's id or name; nil for every system.
    ///   - now: when the check ran, as stored.
    /// - Returns: the check; files that cannot be read are findings, not errors.
    /// - Throws: when the folder cannot be listed, `LookupError` for an unknown system, or a
    ///   `RegistryError` when the registry cannot be written.
    public func checkCodeConnect(folder: URL, shown: String, system: String?, now: Date = Date()) throws -> CodeConnectCheck {
        let (docs, unreadable, count) = try CodeConnectFiles.read(folder)
        return try writer.write { db in
            let systemID = try NameLookup(db).system(system)
            var check = CodeConnectCheck(checkedAt: Self.timestamp(now), folder: shown, system: systemID, files: count, findings: [])
            check.findings = try CodeConnectMatcher(db: db, system: systemID).findings(docs) + unreadable
            try db.execute(sql: "DELETE FROM codeconnect_check")
            try db.execute(sql: "INSERT INTO codeconnect_check (checked_at, folder, system_id, files) VALUES (?, ?, ?, ?)",
                           arguments: [check.checkedAt, shown, systemID, count])
            let checkID = db.lastInsertedRowID
            for (ordinal, f) in check.findings.enumerated() {
                try db.cachedStatement(sql: """
                    INSERT INTO codeconnect_finding (check_id, kind, system_id, component_key, component, platform, property,
                      value, file, line, detail, ordinal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [checkID, f.kind.rawValue, f.system, f.componentKey, f.component, f.platform?.rawValue,
                                     f.property, f.value, f.file, f.line, f.detail, ordinal])
            }
            return check
        }
    }
}
