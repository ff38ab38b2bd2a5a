import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// What `dsreg site` did.
public struct SiteReport: Sendable, Equatable {
    /// Pages written because they are new or their content changed.
    public var written = 0
    /// Pages left as they were: their content was the same.
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
        try checkInside(Set(files.map { ($0.path as NSString).deletingLastPathComponent }), of: folder)
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

    /// Refuses, before a file is written, a folder of the site that is a symbolic link out of
    /// `folder` (`site/components -> ../outside`): the site wrote through it. `tokens export`
    /// and `codeconnect generate` refuse the same. A link that stays inside is a folder.
    static func checkInside(_ folders: Set<String>, of folder: URL) throws {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        for relative in folders.sorted() where !relative.isEmpty {
            var current = folder.standardizedFileURL
            for part in relative.split(separator: "/") {
                current = current.appendingPathComponent(String(part))
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) != nil else { continue }
                let resolved = current.resolvingSymlinksInPath().path
                guard resolved != root, !resolved.hasPrefix(root + "/") else { continue }
                throw RegistryError.invalidArgument("refusing to write the site through '\(current.path)': it is a link to '\(resolved)', "
                    + "outside '\(folder.path)'; remove the link, or choose another --output")
            }
        }
    }
}
