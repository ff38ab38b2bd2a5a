import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

extension Registry {
    /// `dsreg seed --check`: everything `seed` would check, and nothing written. The registry
    /// at `path` (when it exists) is opened read-only and copied into memory, and the seed
    /// runs on the copy, so the check sees what the real run would (the files that changed,
    /// published versions that must not change, migrations replayed on top). The file is never
    /// opened for writing, and no byte of it changes. A missing file checks against an empty
    /// registry.
    ///
    /// - Parameters:
    ///   - path: the registry file to check against; nil, or a missing file, for an empty registry.
    ///   - folder: the seed folder.
    ///   - displayPrefix: how the folder is shown in diagnostics ("Seeds").
    ///   - restructures: the migrations folder, replayed as `seed` would.
    ///   - allowRemoval: check as `seed` with `allowRemoval` would.
    /// - Returns: what a seed would do; throws `InputErrors` ("nothing was written") as `seed` would.
    public static func checkSeeds(at path: String?, from folder: URL, displayPrefix: String,
                                  restructures: RestructureSet = RestructureSet(), allowRemoval: Bool = false) throws -> SeedReport {
        let copy = try DatabaseQueue(configuration: configuration())
        if let path, FileManager.default.fileExists(atPath: path) {
            try checkUsable(path, forWriting: false)
            var configuration = configuration()
            configuration.readonly = true
            do {
                let source = try DatabaseQueue(path: immutableURI(path) ?? path, configuration: configuration)
                try source.read { db in try checkSchema(db, path: path, allowingOlder: true) }
                try source.backup(to: copy)
                try source.close()
            } catch {
                throw RegistryError.translating(error, path: path)
            }
        }
        let registry = try Registry(copy)
        do {
            return try registry.seed(from: folder, displayPrefix: displayPrefix, restructures: restructures, allowRemoval: allowRemoval)
        } catch let errors as InputErrors {
            throw InputErrors(errors.diagnostics, outcome: "nothing was written (--check writes nothing)")
        }
    }
}
