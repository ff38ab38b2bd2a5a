import Foundation
import DSRegistryCore
import DSRegistryStore

/// Figma's `GET /v1/files/:key/variables/local` response read as tokens: each variable is a
/// token whose path is its name (`color/text/primary` → `color.text.primary`; lookups accept
/// either spelling, `TokenPath`), with one value per mode of its collection.
///
/// A collection with several modes gives them as token modes (`Light` → `light`); a collection
/// with one mode (Figma calls it "Mode 1" or "Value") gives the file's mode, `default` unless
/// `--mode` or the file's name says otherwise, so the other collections' aliases find it. An
/// alias names its target variable's path; a target the file does not hold (a remote library's
/// variable) stays an alias to its Figma id, which the registry lists as dangling.
/// `hiddenFromPublishing`, the collection and the variable's id are kept in the token's
/// `$extensions` under `com.figma`: hidden is not deprecated, and the token model has no flag
/// of its own for it.
struct FigmaVariables {
    let file: String
    /// The mode of a collection with a single mode.
    let singleMode: String
    private(set) var tokens: [TokenDefinition] = []
    private(set) var diagnostics = DiagnosticList()

    /// True when the file is a variables response (`meta.variables` is an object).
    static func isResponse(_ root: SourceNode) -> Bool {
        root["meta"]?["variables"]?.isObject == true
    }

    /// The status and message of a Figma API error body (`{"status":403,"err":"Invalid token"}`).
    static func errorBody(_ root: SourceNode) -> (status: String, message: String)? {
        guard root["meta"] == nil, case .number(let status)? = root["status"]?.value else { return nil }
        let message = root["err"]?.string ?? root["message"]?.string
        guard message != nil || root["error"]?.value == .bool(true) else { return nil }
        return (status, message ?? "no message")
    }

    static let types = ["COLOR": "color", "FLOAT": "number", "STRING": "string", "BOOLEAN": "boolean"]

    init(file: String, singleMode: String) {
        self.file = file
        self.singleMode = singleMode
    }

    mutating func read(_ root: SourceNode) {
        guard let meta = root["meta"], let variables = meta["variables"] else { return }
        let collections = meta["variableCollections"]
        var names: [String: String] = [:]
        for member in variables.members {
            if let name = member.value["name"]?.string { names[member.value["id"]?.string ?? member.key] = name }
        }
        for member in variables.members {
            variable(member.value, key: member.key, collections: collections, names: names)
        }
    }

    private mutating func variable(_ node: SourceNode, key: String, collections: SourceNode?, names: [String: String]) {
        guard let name = node["name"]?.string, let path = tokenPath(name, at: node) else {
            if node["name"]?.string == nil { error(node, key, "a variable needs a name") }
            return
        }
        guard let resolved = node["resolvedType"]?.string, let type = Self.types[resolved] else {
            error(node, name, "resolvedType must be COLOR, FLOAT, STRING or BOOLEAN, found \(node["resolvedType"].map { $0.string ?? $0.kindDescription } ?? "nothing")")
            return
        }
        let collectionID = node["variableCollectionId"]?.string ?? ""
        guard let collection = collections?[collectionID], case .array(let modes)? = collection["modes"]?.value, !modes.isEmpty else {
            error(node, name, "its variableCollectionId '\(collectionID)' names no collection with modes in this file")
            return
        }
        let values = node["valuesByMode"]
        for mode in modes {
            guard let modeID = mode["modeId"]?.string else { continue }
            guard let raw = values?[modeID] else {
                error(node, name, "has no value for the mode '\(mode["name"]?.string ?? modeID)' of its collection")
                continue
            }
            let modeName = modes.count == 1 ? singleMode : FileName.slug((mode["name"]?.string ?? modeID).lowercased())
            var token = TokenDefinition(path: path, mode: modeName, file: file, line: node.line, column: node.column)
            token.ownType = type
            if let description = node["description"]?.string, !description.isEmpty { token.description = description }
            token.extensions = Self.extensions(node, key: key, collection: collection)
            if raw["type"]?.string == "VARIABLE_ALIAS", let target = raw["id"]?.string {
                token.aliasOf = names[target].flatMap { tokenPath($0, at: nil) } ?? target
            } else if let value = Self.value(raw, type: resolved) {
                token.value = value
            } else {
                error(raw, name, "the value for the mode '\(mode["name"]?.string ?? modeID)' does not fit \(resolved): found \(raw.kindDescription)")
                continue
            }
            tokens.append(token)
        }
    }

    /// The variable's name as a dotted path; nil (and an error) when a part holds `.`, `{` or `}`.
    private mutating func tokenPath(_ name: String, at node: SourceNode?) -> String? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let bad = parts.first(where: { $0.isEmpty || $0.contains(where: { "{}.".contains($0) }) }) {
            if let node {
                error(node, name, bad.isEmpty ? "the name has an empty part" : "the part '\(bad)' contains '.', '{' or '}', which token names may not (it would make paths and aliases ambiguous)",
                    suggestion: "rename the variable in Figma, e.g. '\(name.map { "{}.".contains($0) ? "-" : String($0) }.joined())'")
            }
            return nil
        }
        return parts.joined(separator: ".")
    }

    /// A literal value as DTCG writes it: a color as `#RRGGBB` (`#RRGGBBAA` when not opaque).
    static func value(_ raw: SourceNode, type: String) -> SourceNode? {
        switch (type, raw.value) {
        case ("COLOR", .object):
            let channels = ["r", "g", "b", "a"].map { key -> Double? in
                if case .number(let text)? = raw[key]?.value { return Double(text) }
                return key == "a" ? 1 : nil
            }
            guard channels.allSatisfy({ $0 != nil }) else { return nil }
            let bytes = channels.map { Int((min(max($0 ?? 0, 0), 1) * 255).rounded()) }
            let shown = bytes[3] == 255 ? bytes.prefix(3) : bytes[...]
            let hex = shown.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            return SourceNode(.string("#" + hex), line: raw.line, column: raw.column)
        case ("FLOAT", .number), ("STRING", .string), ("BOOLEAN", .bool): return raw
        default: return nil
        }
    }

    /// `{"com.figma":{…}}`: the variable's id, its collection, its scopes, and whether it is
    /// hidden from publishing.
    static func extensions(_ node: SourceNode, key: String, collection: SourceNode) -> String {
        var figma: [SourceNode.Member] = []
        func add(_ name: String, _ value: SourceNode.Value) {
            figma.append(SourceNode.Member(key: name, line: node.line, column: node.column, value: SourceNode(value, line: node.line, column: node.column)))
        }
        add("id", .string(node["id"]?.string ?? key))
        add("collection", .string(collection["name"]?.string ?? ""))
        if let scopes = node["scopes"], case .array = scopes.value { figma.append(SourceNode.Member(key: "scopes", line: scopes.line, column: scopes.column, value: scopes)) }
        if node["hiddenFromPublishing"]?.value == .bool(true) { add("hiddenFromPublishing", .bool(true)) }
        let object = SourceNode(.object(figma), line: node.line, column: node.column)
        return SourceNode(.object([SourceNode.Member(key: "com.figma", line: node.line, column: node.column, value: object)]), line: node.line, column: node.column).json
    }

    private mutating func error(_ node: SourceNode, _ name: String, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, file: file, line: node.line, column: node.column,
            message: "\(name): \(message)", suggestion: suggestion))
    }
}
