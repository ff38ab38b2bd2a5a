import Foundation
import DSRegistryCore

/// What one response of Figma's REST API (`GET /v1/files/:key`) says about a library: the
/// file, and each component set and standalone component with its properties and built variants.
/// Only the fields dsreg needs are read (`FigmaFileReader`).
package struct FigmaLibrary: Sendable, Equatable {
    /// The file's key when the response carries one, else its name: one observation per key.
    package var fileKey: String
    package var name: String
    package var version: String?
    package var lastModified: String?
    /// The file as given on the command line.
    package var path: String
    package var components: [FigmaComponent]
}

/// A COMPONENT_SET, or a COMPONENT that is not a variant of a set.
package struct FigmaComponent: Sendable, Equatable {
    package enum Kind: String, Sendable { case componentSet = "component-set", component }

    package var nodeID: String
    package var kind: Kind
    package var name: String
    package var description: String?
    /// The name of the CANVAS (page) it sits under.
    package var page: String?
    package var properties: [FigmaProperty]
    package var variants: [FigmaVariant]
}

/// One entry of `componentPropertyDefinitions`.
package struct FigmaProperty: Sendable, Equatable {
    package enum Kind: String, Sendable { case boolean, text, instanceSwap = "instance-swap", variant }

    /// As Figma keys it: "preamble#123:4" (BOOLEAN, TEXT, INSTANCE_SWAP), "State" (VARIANT).
    package var rawKey: String
    /// The key without its "#…" suffix.
    package var name: String
    package var kind: Kind
    package var defaultValue: String?
    /// A variant property's options; an instance-swap property's preferred values ("COMPONENT key").
    package var values: [String]

    /// How many values the property multiplies the combinations by: 2 for a boolean, a
    /// variant's option count; text and instance-swap properties do not multiply.
    package var combinationFactor: Int {
        switch kind {
        case .boolean: 2
        case .variant: max(values.count, 1)
        case .text, .instanceSwap: 1
        }
    }

    /// "preamble#123:4" → "preamble"; a name with no suffix is kept as it is.
    package static func name(ofKey key: String) -> String {
        guard let hash = key.lastIndex(of: "#"), hash > key.startIndex else { return key }
        let suffix = key[key.index(after: hash)...]
        guard !suffix.isEmpty, suffix.allSatisfy({ $0.isNumber || $0 == ":" }) else { return key }
        return key[..<hash].trimmingCharacters(in: .whitespaces)
    }
}

/// A built variant: a COMPONENT child of a COMPONENT_SET, named by its values
/// ("State=Pressed, Size=Large").
package struct FigmaVariant: Sendable, Equatable {
    package var nodeID: String
    package var name: String
    /// Property and value pairs read off the name, in the name's order; empty for a name
    /// without "=".
    package var values: [(property: String, value: String)]

    package init(nodeID: String, name: String) {
        self.nodeID = nodeID
        self.name = name
        values = Self.asciiPairs(name) ?? Self.characterPairs(name)
    }

    /// The pairs of any name, read Character by Character.
    static func characterPairs(_ name: String) -> [(property: String, value: String)] {
        name.split(separator: ",").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let property = Self.trimmed(parts[0])
            return property.isEmpty ? nil : (property, Self.trimmed(parts[1]))
        }
    }

    /// The pairs of an ASCII name, split and trimmed byte by byte exactly as the Characters
    /// are (in ASCII each byte is a Character but "\r\n", which is no blank either way, and
    /// the blanks are space and tab): 20,000 variant names took a tenth of an import the
    /// Character way. Nil for a name with any other byte.
    static func asciiPairs(_ name: String) -> [(property: String, value: String)]? {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let text = { (part: Slice<UnsafeBufferPointer<UInt8>>) -> String in
                guard let first = part.firstIndex(where: { !blank($0) }), let last = part.lastIndex(where: { !blank($0) }) else { return "" }
                return String(decoding: part[first...last], as: UTF8.self)
            }
            return bytes.split(separator: UInt8(ascii: ",")).compactMap { pair in
                let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
                guard parts.count == 2 else { return nil }
                let property = text(parts[0])
                return property.isEmpty ? nil : (property, text(parts[1]))
            }
        }
    }

    /// `text` without the blanks (not newlines) around it, as `trimmingCharacters(in: .whitespaces)`
    /// says it, without Foundation's bridging: that was a seventh of importing 20,000 variants.
    static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return String(text[first...last])
    }

    package static func == (lhs: FigmaVariant, rhs: FigmaVariant) -> Bool {
        lhs.nodeID == rhs.nodeID && lhs.name == rhs.name
    }
}
