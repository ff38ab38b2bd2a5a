import Foundation
import DSRegistryCore
import DSRegistryStore

/// The token files of one `dsreg tokens import`, read, recognized and parsed: everything the
/// write needs, and every problem found, before the database is touched.
public struct TokenImportSet: Sendable {
    package struct File: Sendable {
        /// The import root's name and the path below it (`tokens/color/base.json`): how the
        /// registry knows the file again, whatever directory the import runs from.
        package var path: String
        package var format: TokenFormat
        package var contentHash: String
        var tokens: [TokenDefinition]
    }

    package internal(set) var files: [File] = []
    package internal(set) var diagnostics = DiagnosticList()

    /// The modes the set defines, `default` first.
    package var modes: [String] {
        let all = Set(files.flatMap { $0.tokens.map(\.mode) })
        return all.sorted { ($0 == "default" ? 0 : 1, $0) < ($1 == "default" ? 0 : 1, $1) }
    }

    package var tokenCount: Int { files.reduce(0) { $0 + $1.tokens.count } }

    /// Words that name a mode when they appear in a file's name (`semantic.dark.json`,
    /// `light.tokens.json`): the convention of Fluent, PatternFly and Style Dictionary's examples.
    package static let modeWords = ["light", "dark", "dim", "wireframe", "high-contrast", "desktop", "mobile"]

    /// Reads `paths` (files, or folders read recursively). `mode` puts every token in that mode;
    /// without it, modes come from a Tokens Studio folder's `$themes.json`, from a mode word in
    /// a file's name, from Spectrum's `sets`, or are `default`.
    ///
    /// ```swift
    /// let set = TokenImportSet.load([URL(fileURLWithPath: "tokens")], mode: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - paths: token files, or folders read recursively.
    ///   - mode: put every token in this mode; nil to find modes as above.
    /// - Returns: the set, with a diagnostic for every problem found (a set with errors is
    ///   refused by `Registry.importTokens(_:system:createSystem:strict:importedAt:)`).
    public static func load(_ paths: [URL], mode: String? = nil) -> TokenImportSet {
        var set = TokenImportSet()
        for root in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
                set.diagnostics.append(Diagnostic(.error, file: root.relativePath, line: 1, column: 1,
                    message: "no such file or folder", suggestion: "check the path; folders are read recursively"))
                continue
            }
            let name = root.standardizedFileURL.lastPathComponent
            guard isFolder.boolValue else {
                set.read(root, path: name, modes: [mode ?? modeFromName(name)], explicit: mode != nil)
                continue
            }
            let relatives = tokenFiles(in: root)
            let themes = TokensStudioThemes.load(folder: root, diagnostics: &set.diagnostics)
            if relatives.isEmpty {
                set.diagnostics.append(Diagnostic(.error, file: root.relativePath, line: 1, column: 1,
                    message: "no token files (.json, .json5, .tokens, .yaml) in this folder"))
            }
            for relative in themes?.ordered(relatives) ?? relatives {
                let modes = mode.map { [$0] } ?? themes?.modes(ofSet: relative) ?? [modeFromName(relative)]
                set.read(root.appendingPathComponent(relative), path: "\(name)/\(relative)", modes: modes,
                    explicit: mode != nil || themes != nil)
            }
        }
        set.checkDuplicates()
        return set
    }

    /// The mode a file's name gives, or `default`.
    static func modeFromName(_ path: String) -> String {
        let stem = (path as NSString).lastPathComponent.lowercased()
        let words = stem.split(whereSeparator: { $0 == "." || $0 == "_" }).map(String.init)
        return modeWords.first { words.contains($0) } ?? "default"
    }

    static func tokenFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let base = folder.standardizedFileURL.path
        var result: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            guard ["json", "json5", "tokens", "yaml", "yml"].contains(url.pathExtension.lowercased()),
                  !name.hasPrefix("$"), !name.hasPrefix("."), name != "package.json"
            else { continue }
            let path = url.standardizedFileURL.path
            result.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : name)
        }
        return result.sorted()
    }

    private mutating func read(_ url: URL, path: String, modes: [String], explicit: Bool) {
        let root: SourceNode, data: Data
        switch TokenFileReader.load(url, displayPath: path) {
        case .failure(let problems):
            diagnostics.append(contentsOf: DiagnosticList(problems.diagnostics))
            return
        case .success(let loaded): (root, data) = loaded
        }
        let format: TokenFormat
        switch TokenFormatDetection.detect(root) {
        case .readable(let detected): format = detected
        case .figmaVariables:
            var reader = FigmaVariables(file: path, singleMode: modes.first ?? "default")
            reader.read(root)
            diagnostics.append(contentsOf: reader.diagnostics)
            files.append(File(path: path, format: .dtcg, contentHash: ContentHash.of(data), tokens: reader.tokens))
            return
        case .refused(let name, let reason):
            diagnostics.append(Diagnostic(.error, file: path, line: 1, column: 1,
                message: "dsreg does not import this file (detected format: \(name)): \(reason)"))
            return
        }
        // A file dsreg exported names its mode; a mode given or from themes comes first.
        var modes = modes
        if !explicit, let written = root["$extensions"]?["org.dsreg"]?["mode"]?.string, !written.isEmpty {
            modes = [written]
        }
        var tokens: [TokenDefinition] = []
        for mode in modes {
            var parser = TokenFileParser(file: path, format: format, mode: mode)
            parser.parse(root)
            if mode == modes.first { diagnostics.append(contentsOf: parser.diagnostics) }
            tokens += parser.tokens
            for base in parser.extensions { pendingExtends.append((path, mode, base)) }
        }
        files.append(File(path: path, format: format, contentHash: ContentHash.of(data), tokens: tokens))
    }

    private var pendingExtends: [(file: String, mode: String, TokenExtends)] = []

    /// Two files of one import defining one token in one mode: the later file wins, as in
    /// Style Dictionary, and the import says so.
    private mutating func checkDuplicates() {
        applyExtends()
        var seen: [String: (file: Int, line: Int, path: String)] = [:]
        var drop: [Int: Set<Int>] = [:]
        for (fileIndex, file) in files.enumerated() {
            for token in file.tokens {
                let key = token.path + "\u{1}" + token.mode
                if let earlier = seen[key] {
                    if earlier.file == fileIndex {
                        diagnostics.append(Diagnostic(.error, file: file.path, line: token.line, column: token.column,
                            message: "\(token.path) is defined twice in this file (first at line \(earlier.line))"))
                    } else {
                        diagnostics.append(Diagnostic(.warning, file: file.path, line: token.line, column: token.column,
                            message: "\(token.path)\(token.mode == "default" ? "" : " (\(token.mode))") overrides its definition in \(earlier.path):\(earlier.line); the later file wins"))
                    }
                    if let previous = files[earlier.file].tokens.firstIndex(where: { $0.path == token.path && $0.mode == token.mode }) {
                        drop[earlier.file, default: []].insert(previous)
                    }
                }
                seen[key] = (fileIndex, token.line, file.path)
            }
        }
        for (fileIndex, positions) in drop {
            files[fileIndex].tokens = files[fileIndex].tokens.enumerated().filter { !positions.contains($0.offset) }.map(\.element)
        }
    }

    /// DTCG `$extends`: a group gets a copy of every token of its base group it does not define.
    private mutating func applyExtends() {
        for (file, mode, extends) in pendingExtends {
            let prefix = extends.base + "."
            let inherited = files.flatMap(\.tokens).filter { $0.mode == mode && $0.path.hasPrefix(prefix) }
            guard !inherited.isEmpty else {
                diagnostics.append(Diagnostic(.error, file: file, line: extends.line, column: extends.column,
                    message: "\(extends.group): $extends names {\(extends.base)}, which is not a group of this import"))
                continue
            }
            guard let fileIndex = files.firstIndex(where: { $0.path == file }) else { continue }
            let defined = Set(files[fileIndex].tokens.map(\.path))
            for var token in inherited {
                token.path = extends.group + "." + token.path.dropFirst(prefix.count)
                guard !defined.contains(token.path) else { continue }
                token.file = file
                token.line = extends.line
                token.column = extends.column
                files[fileIndex].tokens.append(token)
            }
        }
    }
}

/// A group's `$extends`, resolved once the whole set is read.
struct TokenExtends: Sendable {
    var group: String
    var base: String
    var line: Int
    var column: Int
}
