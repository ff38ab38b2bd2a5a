import Foundation
import DSRegistryCore
import DSRegistryStore

/// The files of a folder that hold Code Connect documents, read and scanned.
enum CodeConnectFiles {
    struct Located {
        var file: String
        var doc: CodeConnectDoc
    }

    static func read(_ folder: URL) throws -> (docs: [Located], unreadable: [CodeConnectCheck.Finding], files: Int) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw RegistryError.invalidArgument("no folder \(folder.path); give the folder that holds the Code Connect files")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey],
                                                        options: [.skipsHiddenFiles]) else {
            throw RegistryError.invalidArgument("cannot read the folder \(folder.path)")
        }
        var paths: [(relative: String, url: URL)] = []
        for case let url as URL in walk {
            let platform: CodeConnectPlatform? = url.pathExtension == "swift" ? .swiftui : url.pathExtension == "kt" ? .compose : nil
            guard platform != nil, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path, base = root.path.hasSuffix("/") ? root.path : root.path + "/"
            paths.append((full.hasPrefix(base) ? String(full.dropFirst(base.count)) : url.lastPathComponent, url))
        }
        var docs: [Located] = [], unreadable: [CodeConnectCheck.Finding] = [], files = 0
        for (relative, url) in paths.sorted(by: { $0.relative < $1.relative }) {
            let platform: CodeConnectPlatform = url.pathExtension == "swift" ? .swiftui : .compose
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            func fail(_ line: Int, _ message: String) {
                unreadable.append(.init(kind: .unreadable, platform: platform, file: relative, line: line, detail: message))
            }
            if size > CodeConnectCheck.largestFile {
                files += 1
                fail(1, "the file is \(size / 1_048_576) MB, over the \(CodeConnectCheck.largestFile / 1_048_576) MB read in one file")
                continue
            }
            guard let data = try? Data(contentsOf: url) else { files += 1; fail(1, "the file cannot be read"); continue }
            guard let text = String(data: data, encoding: .utf8) else {
                guard data.range(of: Data("FigmaConnect".utf8)) != nil else { continue }
                files += 1
                fail(1, "the file is not UTF-8")
                continue
            }
            guard text.contains("FigmaConnect") else { continue }
            files += 1
            switch CodeConnectScanner.scan(text, platform: platform) {
            case .success(let found): docs += found.map { Located(file: relative, doc: $0) }
            case .failure(let failure): fail(failure.line, failure.message)
            }
        }
        return (docs, unreadable, files)
    }
}
