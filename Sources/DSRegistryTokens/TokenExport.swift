import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// Writes a system's tokens of one mode as a DTCG (2025.10) file: groups nested by path, each
/// token with its `$type`, `$value` (or `{alias}`), `$description`, `$deprecated` and
/// `$extensions` as imported. What DTCG has no place for (a Style Dictionary type name, the
/// mode) rides in `$extensions["org.dsreg"]`, which import reads back: export → import gives
/// the same tokens.
public enum TokenExport {
    /// One exported file: a mode's tokens as DTCG JSON.
    public struct File: Sendable, Equatable {
        /// The mode the file holds (`default`, `dark` …).
        public var mode: String
        /// `eb.tokens.json`, `eb.dark.tokens.json`
        package var name: String
        /// The file's content: DTCG JSON, ending in a newline.
        public var json: String

        package init(mode: String, name: String, json: String) {
            self.mode = mode
            self.name = name
            self.json = json
        }
    }

    /// One file per mode (or only `mode`), in mode order, `default` first.
    static func files(_ db: Database, system: String, mode: String?) throws -> (files: [File], skipped: [String]) {
        var modes = try String.fetchAll(db, sql: """
            SELECT DISTINCT mode FROM token WHERE system_id = ? ORDER BY mode <> 'default', mode
            """, arguments: [system])
        if let mode { modes = modes.filter { $0 == mode } }
        var skipped: [String] = []
        var files: [File] = []
        for mode in modes {
            let tokens = try Token.fetchAll(db, sql: """
                SELECT * FROM token WHERE system_id = ? AND mode = ? ORDER BY path
                """, arguments: [system, mode])
            var root = Group()
            root.extensions = SourceNode(.object([
                member("org.dsreg", SourceNode(.object([member("system", string(system)), member("mode", string(mode))]), line: 0, column: 0)),
            ]), line: 0, column: 0)
            for token in tokens {
                guard let node = tokenNode(token) else {
                    skipped.append(token.path + (mode == "default" ? "" : " (\(mode))")
                        + ": it has no value (a seed token named without one\(token.line.map { ", line \($0) of its system.yaml" } ?? "")); "
                        + "DTCG has no token without a value: give it a value or an alias there")
                    continue
                }
                if !root.insert(node, at: token.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)) {
                    skipped.append(token.path + (mode == "default" ? "" : " (\(mode))") + ": a token and a group at once (other tokens' paths continue below it); DTCG cannot write both, so the tokens below it are exported and it is not")
                }
            }
            // File names come from data only through `FileName.slug`; two modes that slug alike
            // get a number, so neither overwrites the other.
            var name = mode == "default" ? "\(FileName.slug(system)).tokens.json" : "\(FileName.slug(system)).\(FileName.slug(mode)).tokens.json"
            var number = 2
            while files.contains(where: { $0.name == name }) {
                name = "\(FileName.slug(system)).\(FileName.slug(mode))-\(number).tokens.json"
                number += 1
            }
            files.append(File(mode: mode, name: name, json: root.node.prettyJSON(indent: 0) + "\n"))
        }
        return (files, skipped)
    }

    /// Writes `files` into `folder` (created if needed), never outside it: a name that would
    /// resolve elsewhere is refused. Returns the names written.
    /// - Parameters:
    ///   - files: the files, from `Registry.exportTokens(system:mode:)`.
    ///   - folder: the folder to write into.
    /// - Throws: `RegistryError.invalidArgument` for a name that would land outside `folder`;
    ///   a file-system error when a file cannot be written.
    public static func write(_ files: [File], to folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inside = folder.standardizedFileURL.resolvingSymlinksInPath().path
        for file in files {
            let target = folder.appendingPathComponent(file.name).standardizedFileURL
            guard target.deletingLastPathComponent().resolvingSymlinksInPath().path == inside, !file.name.contains("/") else {
                throw RegistryError.invalidArgument("refusing to write '\(file.name)' outside \(folder.path)")
            }
            try Data(file.json.utf8).write(to: target, options: .atomic)
        }
        return files.map(\.name)
    }

    private static func tokenNode(_ token: Token) -> SourceNode? {
        var members: [SourceNode.Member] = []
        let value: SourceNode
        if let alias = token.aliasOf {
            value = string("{\(alias)}")
        } else if let parsed = SourceNode(storedJSON: token.valueJson) {
            value = parsed
        } else if let text = token.value {
            value = string(text)
        } else {
            return nil   // a seed token named without a value: DTCG has no token without one
        }
        // `$type` only where DTCG defines the type and the value fits it (Style Dictionary never
        // checked); otherwise the type travels in dsreg's extension, read back on import.
        var written: String?
        if let type = token.type, TokenType.dtcg.contains(type),
           token.aliasOf != nil || TokenValueCheck.problem(value, type: type) == nil
        {
            written = type.rawValue
            members.append(member("$type", string(type.rawValue)))
        }
        members.append(member("$value", value))
        let carried = token.declaredType ?? (written == nil ? token.type?.rawValue : nil)
        if let description = token.description { members.append(member("$description", string(description))) }
        if token.deprecated {
            members.append(member("$deprecated", token.deprecation.map(string) ?? SourceNode(.bool(true), line: 0, column: 0)))
        }
        var extensions: [SourceNode.Member] = []
        if let kept = SourceNode(storedJSON: token.extensions) {
            extensions = kept.members
        }
        if let carried, carried != written {
            extensions.append(member("org.dsreg", SourceNode(.object([member("type", string(carried))]), line: 0, column: 0)))
        }
        if !extensions.isEmpty { members.append(member("$extensions", SourceNode(.object(extensions), line: 0, column: 0))) }
        return SourceNode(.object(members), line: 0, column: 0)
    }

    private static func member(_ key: String, _ value: SourceNode) -> SourceNode.Member {
        SourceNode.Member(key: key, line: 0, column: 0, value: value)
    }

    private static func string(_ text: String) -> SourceNode {
        SourceNode(.string(text), line: 0, column: 0)
    }

    /// A group being built: children in insertion order (tokens arrive sorted by path).
    private struct Group {
        var extensions: SourceNode?
        var names: [String] = []
        var children: [String: Child] = [:]

        enum Child {
            case token(SourceNode)
            case group(Group)
        }

        /// False when the path runs into a token, or ends on a group.
        mutating func insert(_ token: SourceNode, at path: [String]) -> Bool {
            guard let first = path.first else { return false }
            if path.count == 1 {
                guard children[first] == nil else { return false }
                names.append(first)
                children[first] = .token(token)
                return true
            }
            var group: Group
            switch children[first] {
            case .token?: return false
            case .group(let existing)?: group = existing
            case nil:
                group = Group()
                names.append(first)
            }
            let inserted = group.insert(token, at: Array(path.dropFirst()))
            children[first] = .group(group)
            return inserted
        }

        var node: SourceNode {
            var members: [SourceNode.Member] = []
            if let extensions { members.append(TokenExport.member("$extensions", extensions)) }
            for name in names {
                switch children[name] {
                case .token(let token)?: members.append(TokenExport.member(name, token))
                case .group(let group)?: members.append(TokenExport.member(name, group.node))
                case nil: break
                }
            }
            return SourceNode(.object(members), line: 0, column: 0)
        }
    }
}

extension SourceNode {
    /// Indented JSON (two spaces), keys in order: what people read and diff.
    func prettyJSON(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let close = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            let lines = members.map { member -> String in
                var key = ""
                SourceNode.writeString(member.key, to: &key)
                return pad + key + ": " + member.value.prettyJSON(indent: indent + 1)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + close + "}"
        case .array(let elements) where !elements.isEmpty && elements.contains(where: { $0.isObject }):
            return "[\n" + elements.map { pad + $0.prettyJSON(indent: indent + 1) }.joined(separator: ",\n") + "\n" + close + "]"
        default:
            return json
        }
    }
}
