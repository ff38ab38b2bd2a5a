import Foundation
import GRDB

/// `dsreg codeconnect check DIR`: the Code Connect files of a codebase against the registry.
/// Every component of the systems checked is connected or not; drift is a property or enum
/// value on one side only; a file whose node is no component's, and a file that cannot be read
/// (with its line), are findings too, and the check goes on.
public struct CodeConnectCheck: Sendable, Equatable {
    public enum Kind: String, Vocabulary {
        case connected, notConnected = "not-connected"
        case propertyNotInRegistry = "property-not-in-registry", propertyNotInCode = "property-not-in-code"
        case kindDiffers = "kind-differs"
        case valueNotInRegistry = "value-not-in-registry", valueNotInCode = "value-not-in-code"
        case unknownNode = "unknown-node", unreadable
    }

    public struct Finding: Sendable, Equatable {
        public var kind: Kind
        public var system: String?
        public var componentKey: String?
        public var component: String?
        public var platform: CodeConnectPlatform?
        public var property: String?
        public var value: String?
        public var file: String?
        public var line: Int?
        public var detail: String?

        public init(kind: Kind, system: String? = nil, componentKey: String? = nil, component: String? = nil,
                    platform: CodeConnectPlatform? = nil, property: String? = nil, value: String? = nil,
                    file: String? = nil, line: Int? = nil, detail: String? = nil) {
            self.kind = kind; self.system = system; self.componentKey = componentKey; self.component = component
            self.platform = platform; self.property = property; self.value = value; self.file = file
            self.line = line; self.detail = detail
        }
    }

    public var checkedAt: String
    public var folder: String
    public var system: String?
    /// Code Connect files read (files naming `FigmaConnect`), unreadable ones included.
    public var files: Int
    public var findings: [Finding]

    /// Findings that are not `connected`: what `--fail-if-any` fails on.
    public var problems: [Finding] { findings.filter { $0.kind != .connected } }

    public var table: ResultTable {
        ResultTable(
            columns: ["system", "component", "finding", "platform", "property", "value", "file", "line", "detail"],
            rows: findings.map { f in
                [cell(f.system), cell(f.component), .text(f.kind.rawValue), cell(f.platform?.rawValue), cell(f.property),
                 cell(f.value), cell(f.file), f.line.map { .integer($0) } ?? .null, cell(f.detail)]
            },
            emptyMessage: "no components and no Code Connect files to check")
    }

    private func cell(_ text: String?) -> ResultTable.Cell { text.map { .text($0) } ?? .null }

    /// The largest file read; a Code Connect file is a page of code.
    static let largestFile = 4 * 1024 * 1024
}

extension Registry {
    /// Checks the Code Connect files under `folder` against the components of `system` (every
    /// system when nil) and stores the result in place of the last one, in one transaction.
    /// `shown` is the folder as the user wrote it, for the stored row and the messages.
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
                try db.execute(sql: """
                    INSERT INTO codeconnect_finding (check_id, kind, system_id, component_key, component, platform, property,
                      value, file, line, detail, ordinal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [checkID, f.kind.rawValue, f.system, f.componentKey, f.component, f.platform?.rawValue,
                                     f.property, f.value, f.file, f.line, f.detail, ordinal])
            }
            return check
        }
    }
}

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
