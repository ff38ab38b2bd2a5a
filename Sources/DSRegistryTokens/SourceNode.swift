import DSRegistryCore
import DSRegistryStore

/// A value read from a token file (JSON, JSON5 or YAML) with the line and column where it was
/// written, so every later error can point at it. Objects keep their keys in source order:
/// export writes them back in that order, and "the first file wins" needs an order to mean
/// anything.
package struct SourceNode: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case object([Member])
        case array([SourceNode])
        case string(String)
        /// The number in JSON's own notation (JSON5's hex or `+1` are normalized on reading),
        /// kept as text: the registry has no REAL columns, and text never rounds.
        case number(String)
        case bool(Bool)
        case null
    }

    package struct Member: Sendable, Equatable {
        package var key: String
        package var line: Int
        package var column: Int
        package var value: SourceNode
    }

    package var value: Value
    package var line: Int
    package var column: Int

    package init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// A value the registry stored as JSON (`token.value_json`, `token.extensions`); nil when
    /// there is none.
    init?(storedJSON json: String?) {
        guard let json else { return nil }
        var parser = JSON5Parser(text: json)
        guard let node = try? parser.document() else { return nil }
        self = node
    }

    /// The members of an object; empty for anything else.
    var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The value of `key` in an object (the first, if a file repeats a key).
    subscript(key: String) -> SourceNode? {
        members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// "an object", "a string": for "expected …, found …" messages.
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// Compact JSON, keys in source order: how values and `$extensions` are stored and exported.
    var json: String {
        var output = ""
        writeJSON(to: &output)
        return output
    }

    private func writeJSON(to output: inout String) {
        switch value {
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.writeJSON(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.writeJSON(to: &output)
            }
            output += "]"
        case .string(let text): Self.writeString(text, to: &output)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    static func writeString(_ text: String, to output: inout String) {
        output += JSONText.string(text)
    }
}
