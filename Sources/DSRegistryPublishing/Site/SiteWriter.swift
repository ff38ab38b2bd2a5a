import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// What `dsreg site` did.
public struct SiteReport: Sendable, Equatable {
    public var written = 0
    public var unchanged = 0
    package var pages: Int { written + unchanged }
}

/// Writes the site's files under a folder, only those whose content changed, so a second
/// build of an unchanged registry writes nothing and a static host re-uploads only what
/// changed. Paths come from `SitePaths` (slugs only), so nothing lands outside the folder.
package enum SiteWriter {
    package static func write(_ files: [(path: String, content: String)], to folder: URL) throws -> SiteReport {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw RegistryError.invalidArgument("'\(folder.path)' is a file, not a folder; --output takes a folder to write the site into")
        }
        var report = SiteReport()
        var made: Set<String> = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            let data = Data(file.content.utf8)
            if let existing = manager.contents(atPath: url.path), existing == data {
                report.unchanged += 1
                continue
            }
            let parent = url.deletingLastPathComponent()
            do {
                if !made.contains(parent.path) {
                    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
                    made.insert(parent.path)
                }
                try data.write(to: url, options: .atomic)
            } catch {
                throw Diagnostic(.error, code: .io, location: nil, message: "cannot write '\(url.path)': \(error.localizedDescription)",
                                 suggestion: "check that the folder is writable, or choose another with --output")
            }
            report.written += 1
        }
        return report
    }
}
