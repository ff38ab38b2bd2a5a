import Foundation
import Yams

/// Reads one YAML file strictly: every mapping declares its keys, every scalar its type, and
/// every mismatch becomes a diagnostic with the file, line and column of the offending node.
/// Reading goes on after an error so one run reports all of them.
package final class YAMLReader {
    package let file: String
    package private(set) var diagnostics = DiagnosticList()
    /// Bounds the work a hostile file can cause (YAML aliases can expand exponentially).
    private var budget: Int

    package init(file: String, nodeBudget: Int = 2_000_000) {
        self.file = file
        self.budget = nodeBudget
    }

    /// The largest seed file read: 60 times the largest real one. Parsing holds a YAML tree of
    /// the whole file, so a 50 MB file would take over a gigabyte; it is refused up front.
    package static let seedFileLimit = 16 << 20

    /// The file's bytes and text; an unreadable file, one over `maximumBytes` or invalid UTF-8
    /// is reported (with the line and column of the first bad byte) and yields nil.
    package func read(contentsOf url: URL, maximumBytes: Int = seedFileLimit,
              tooLarge: String = "split it: one component per file") -> (Data, String)? {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > maximumBytes {
            error(at: SourceLocation(file: file, line: 1, column: 1),
                "the file is \(size >> 20) MB, over the \(maximumBytes >> 20) MB dsreg reads in one file", suggestion: tooLarge)
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            // A name that is not UTF-8 comes back from the folder listing with U+FFFD in it,
            // and so names no file that exists.
            let unreadableName = file.unicodeScalars.contains("\u{FFFD}") && !FileManager.default.fileExists(atPath: url.path)
            error(at: SourceLocation(file: file, line: 1, column: 1),
                unreadableName ? "cannot read the file: its name is not valid UTF-8 (shown with � for the bytes that are not)"
                    : "cannot read the file: \(FileManager.default.isReadableFile(atPath: url.path) ? "reading it failed" : "permission denied")",
                suggestion: unreadableName ? "rename it with a UTF-8 name" : "make it readable: chmod a+r '\(url.path)'")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = Self.firstInvalidUTF8(in: data)
            error(at: SourceLocation(file: file, line: line, column: column), "the file is not valid UTF-8", suggestion: "save it as UTF-8")
            return nil
        }
        return (data, text)
    }

    static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
        var line = 1, column = 1, index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = data.index(index, offsetBy: max(length, 1), limitedBy: data.endIndex) ?? data.endIndex
            if length == 0 || end == data.endIndex && data.distance(from: index, to: end) < length
                || String(data: data[index..<end], encoding: .utf8) == nil
            {
                return (line, column)
            }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index = end
        }
        return (line, column)
    }

    /// Parses a seed or migration file (`YAMLTree`); syntax errors are reported with their
    /// position and yield nil.
    package func parse(_ text: String) -> YAMLNode? {
        var text = text
        let parsed = text.withUTF8 { bytes in
            Result { () throws(YAMLSyntaxError) in try YAMLTree.parse(UnsafeRawBufferPointer(bytes)) }
        }
        switch parsed {
        case .success(let node?):
            return node
        case .success(nil):
            error(at: SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected a mapping")
            return nil
        case .failure(let syntax):
            error(at: location(syntax.mark), "invalid YAML: \(syntax.message)")
            return nil
        }
    }

    /// Parses a token file through Yams, whose constructors type its plain scalars as YAML
    /// does (`true`, `1.5`, `~`); syntax errors are reported as `parse` reports them.
    package func parseTyped(_ text: String) -> Node? {
        do {
            guard let node = try Yams.compose(yaml: text, .basic) else {
                error(at: SourceLocation(file: file, line: 1, column: 1), "the file is empty; expected a mapping")
                return nil
            }
            return node
        } catch let yamlError as YamlError {
            let (location, problem) = describe(yamlError)
            error(at: location, "invalid YAML: \(problem)")
            return nil
        } catch {
            self.error(at: SourceLocation(file: file, line: 1, column: 1), "invalid YAML: \(error)")
            return nil
        }
    }

    private func describe(_ error: YamlError) -> (SourceLocation, String) {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return (location(mark), prefix + problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            return (
                location(context.mark),
                "duplicate key " + duplicates.map { "'\($0)'" }.joined(separator: ", ")
                    + " in one mapping; each key may appear once"
            )
        case let .reader(problem, offset, _, _):
            return (SourceLocation(file: file, line: 1, column: (offset ?? 0) + 1), problem)
        default:
            return (SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    // MARK: Diagnostics

    package func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    package func location(_ node: YAMLNode) -> SourceLocation { location(node.mark) }

    package func error(at location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(
            Diagnostic(.error, file: location.file, line: location.line, column: location.column,
                message: message, suggestion: suggestion))
    }

    func warning(at location: SourceLocation, _ message: String, suggestion: String? = nil) {
        diagnostics.append(
            Diagnostic(.warning, file: location.file, line: location.line, column: location.column,
                message: message, suggestion: suggestion))
    }

    package func error(_ node: YAMLNode, _ message: String, suggestion: String? = nil) {
        error(at: location(node), message, suggestion: suggestion)
    }

    /// Counts nodes visited; false (with one error) once the file has cost too much.
    func spend(_ node: YAMLNode) -> Bool {
        budget -= 1
        if budget == 0 {
            error(node, "the file expands to more than 2,000,000 YAML nodes (anchors and aliases?); refusing to read further")
        }
        return budget > 0
    }

    // MARK: Shapes

    package static func describeKind(_ node: YAMLNode) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if scalar.isNull { return "null" }
            return "'\(scalar.string.count > 60 ? String(scalar.string.prefix(60)) + "…" : scalar.string)'"
        }
    }

    /// Opens a mapping whose keys must come from `keys`; reports unknown and missing keys.
    package func mapping(_ node: YAMLNode, _ what: @autoclosure @escaping () -> String, keys: MappingKeys) -> MappingReader? {
        guard spend(node) else { return nil }
        guard case .mapping(let mapping, _) = node else {
            error(node, "expected \(what()) as a mapping, found \(Self.describeKind(node))")
            return nil
        }
        var values = MappingValues()
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error(keyNode, "expected a key in \(what()), found \(Self.describeKind(keyNode))")
                continue
            }
            let key = scalar.string
            guard keys.allowed.contains(key) || keys.chosen?(key) == true else {
                error(keyNode, "unknown key '\(key)' in \(what()); expected one of: \(keys.allowed.joined(separator: ", "))",
                    suggestion: Suggestion.didYouMean(key, in: keys.allowed))
                continue
            }
            values.append(key, value)
        }
        for key in keys.required where values[key] == nil {
            error(node, "missing required key '\(key)' in \(what())")
        }
        return MappingReader(reader: self, node: node, describe: what, values: values)
    }

    /// The entries of a mapping whose keys are names the file chooses (variant names, property
    /// names), each key with its place.
    func entries(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [(Located<String>, YAMLNode)] {
        guard spend(node) else { return [] }
        guard case .mapping(let mapping, _) = node else {
            error(node, "expected \(what()) as a mapping, found \(Self.describeKind(node))")
            return []
        }
        return mapping.compactMap { key, value in
            guard let name = text(key, "a key of \(what())") else { return nil }
            return (Located(value: name, location: location(key)), value)
        }
    }

    /// The items of a list; a single non-list node is an error.
    func list(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode] {
        guard spend(node) else { return [] }
        guard case .sequence(let sequence, _) = node else {
            error(node, "expected \(what()) as a list, found \(Self.describeKind(node))")
            return []
        }
        return sequence
    }

    /// Text from a scalar. Numbers are taken as written ("1.0.0", "18430:2919"); null is not
    /// text, and neither is an empty string: every text the registry keeps says something
    /// (the schema's CHECKs refuse '' where the fuzzer found a raw SQLite error).
    package func text(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard spend(node) else { return nil }
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            error(node, "expected \(what()) as text, found \(Self.describeKind(node))")
            return nil
        }
        guard !Self.isBlank(scalar.string) else {
            error(node, "expected \(what()) as text, found an empty string", suggestion: "write a value, or leave the key out")
            return nil
        }
        return scalar.string
    }

    /// Nothing but spaces and tabs (Foundation's `.whitespaces`), read without bridging to
    /// `NSString`: most texts answer at their first character.
    static func isBlank(_ text: String) -> Bool {
        // An ASCII first byte other than a space or a tab settles it without Unicode's tables.
        if let first = text.utf8.first, first < 0x80, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") { return false }
        return text.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard let string = text(node, what()) else { return nil }
        switch string {
        case "true": return true
        case "false": return false
        default:
            error(node, "expected \(what()) as true or false, found '\(string)'", suggestion: Self.booleanHint(string))
            return nil
        }
    }

    /// YAML 1.1 spellings of booleans ("yes", "off") are not booleans here; say what to write.
    package static func booleanHint(_ text: String) -> String? {
        ["yes", "on", "y"].contains(text.lowercased()) ? "write true"
            : ["no", "off", "n"].contains(text.lowercased()) ? "write false" : nil
    }

    func int(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Int? {
        guard let string = text(node, what()) else { return nil }
        guard let value = Int(string), value >= 0 else {
            error(node, "expected \(what()) as a whole number, found '\(string)'")
            return nil
        }
        return value
    }

}

/// The keys one kind of mapping may hold (the seed and migration formats declare theirs;
/// `SeedSchemaTests` keeps those equal to `Seeds/schema.json`).
package struct MappingKeys: Sendable {
    package let allowed: [String]
    let required: [String]
    /// Keys the file chooses, beyond `allowed` (a state's platform ids); nil: none.
    let chosen: (@Sendable (String) -> Bool)?

    package init(_ allowed: [String], required: [String] = [], chosen: (@Sendable (String) -> Bool)? = nil) {
        self.allowed = allowed
        self.required = required
        self.chosen = chosen
    }
}

/// A mapping's known keys and their values, in file order. A mapping holds a handful of keys,
/// so a look-up walks the list: cheaper than hashing into a dictionary built per mapping.
package struct MappingValues {
    private(set) var keys: [String] = []
    private var nodes: [YAMLNode] = []

    mutating func append(_ key: String, _ node: YAMLNode) {
        keys.append(key)
        nodes.append(node)
    }

    package subscript(key: String) -> YAMLNode? {
        keys.firstIndex(of: key).map { nodes[$0] }
    }
}

/// A checked mapping: typed accessors that report, never trap.
package struct MappingReader {
    let reader: YAMLReader
    let node: YAMLNode
    /// What the mapping is ("the specs of variant 'Primary'"), worded only for a message.
    let describe: () -> String
    package let values: MappingValues
    /// The keys written, in file order.
    package var order: [String] { values.keys }

    var what: String { describe() }

    package var location: SourceLocation { reader.location(node) }

    package func has(_ key: String) -> Bool { values[key] != nil }

    package func location(of key: String) -> SourceLocation {
        values[key].map { reader.location($0) } ?? location
    }

    package func text(_ key: String) -> String? {
        values[key].flatMap { reader.text($0, "'\(key)' of \(what)") }
    }

    package func locatedText(_ key: String) -> Located<String>? {
        guard let node = values[key], let value = reader.text(node, "'\(key)' of \(what)") else { return nil }
        return Located(value: value, location: reader.location(node))
    }

    package func bool(_ key: String) -> Bool? {
        values[key].flatMap { reader.bool($0, "'\(key)' of \(what)") }
    }

    package func int(_ key: String) -> Int? {
        values[key].flatMap { reader.int($0, "'\(key)' of \(what)") }
    }

    /// The items of a list under `key` (empty when absent).
    package func list(_ key: String) -> [YAMLNode] {
        values[key].map { reader.list($0, "'\(key)' of \(what)") } ?? []
    }

    /// A list of text items under `key`.
    package func texts(_ key: String) -> [String] {
        list(key).compactMap { reader.text($0, "an item of '\(key)'") }
    }

    /// Entries of a mapping under `key` whose keys the file chooses (empty when absent).
    package func entries(_ key: String) -> [(Located<String>, YAMLNode)] {
        values[key].map { reader.entries($0, "'\(key)' of \(what)") } ?? []
    }

    /// Located text items of a list under `key`.
    package func locatedTexts(_ key: String) -> [Located<String>] {
        list(key).compactMap { node in
            reader.text(node, "an item of '\(key)'").map { Located(value: $0, location: reader.location(node)) }
        }
    }

    package func mapping(_ key: String, _ what: @autoclosure @escaping () -> String, keys: MappingKeys) -> MappingReader? {
        values[key].flatMap { reader.mapping($0, what(), keys: keys) }
    }
}
