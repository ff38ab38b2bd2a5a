import Foundation
import DSRegistryCore

/// Reads a Figma file response straight off its bytes, keeping only what the walk reads: the
/// nodes' id, name, type, description and property definitions, and of the children only the
/// nodes that are components or hold one. Nothing else of the file is built (a big library's
/// fills, bounding boxes and text layers are validated and passed over), so a file reads in a
/// fraction of `JSONSerialization`'s time and memory.
///
/// It declines (`FigmaQuickReadDeclined`) whatever it does not decide exactly as Foundation's
/// tree would: invalid or truncated JSON, an error response, a file of another shape, a value
/// of an unusual kind where a string is read, a key it reads given twice, nodes deeper than
/// `FigmaFileReader.maximumDepth`. `FigmaFileReader` then reads the file the way it always did.
enum FigmaQuickReader {
    static func library(in data: Data, path: String) throws -> FigmaLibrary {
        try data.withUnsafeBytes { raw in
            var scanner = FigmaJSONScanner(raw.bindMemory(to: UInt8.self))
            var root = Root()
            try scanner.object { scanner, key in try root.read(key, &scanner) }
            try scanner.expectEnd()
            guard let document = root.document, document.nodeType == "DOCUMENT", let name = root.name, !name.isEmpty else {
                throw scanner.declined()
            }
            let key = root.key.flatMap { $0.isEmpty ? nil : $0 } ?? name
            return FigmaLibrary(fileKey: key, name: name, version: root.version, lastModified: root.lastModified, path: path,
                                components: try FigmaTreeWalk.components(in: document, path: path))
        }
    }

    /// The top-level members read.
    struct Root {
        var document: FigmaQuickNode?
        var name: String?, key: String?, version: String?, lastModified: String?
        var seen = KeysSeen()

        mutating func read(_ key: FigmaJSONKey, _ scanner: inout FigmaJSONScanner) throws {
            if key == "document" {
                try seen.once(0, &scanner)
                guard try scanner.peek() == UInt8(ascii: "{") else { throw scanner.declined() }
                document = try FigmaQuickReader.node(&scanner, depth: 0)
            } else if key == "name" {
                try seen.once(1, &scanner)
                name = try scanner.stringIfAny()
            } else if key == "key" {
                try seen.once(2, &scanner)
                self.key = try scanner.stringIfAny()
            } else if key == "version" {
                try seen.once(3, &scanner)
                version = try FigmaQuickReader.versionText(&scanner)
            } else if key == "lastModified" {
                try seen.once(4, &scanner)
                lastModified = try scanner.stringIfAny()
            } else if key == "status" {
                throw scanner.declined()            // an error response: Foundation's path says so
            } else {
                try scanner.skipValue()
            }
        }
    }

    /// Which of an object's read keys came already: a second one is declined.
    struct KeysSeen {
        var bits: UInt16 = 0
        mutating func once(_ bit: UInt16, _ scanner: inout FigmaJSONScanner) throws {
            guard bits & (1 << bit) == 0 else { throw scanner.declined() }
            bits |= 1 << bit
        }
    }

    /// `version` as the tree reads it (`"\(value)"`): a string as it is; a number, boolean or
    /// null as Foundation prints it; an array or object declined.
    static func versionText(_ scanner: inout FigmaJSONScanner) throws -> String {
        if try scanner.peek() == UInt8(ascii: "\"") { return try scanner.string() }
        let range = try scanner.scalar()
        let bytes = Data(UnsafeBufferPointer(rebasing: scanner.bytes[range]))
        guard let value = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed]) else {
            throw scanner.declined()
        }
        return "\(value)"
    }

    /// The node object that starts here; nil when neither it nor anything under it can be a
    /// component (the walk would find nothing there).
    static func node(_ scanner: inout FigmaJSONScanner, depth: Int) throws -> FigmaQuickNode? {
        guard depth <= FigmaFileReader.maximumDepth else { throw scanner.declined() }
        var node = FigmaQuickNode()
        var seen = KeysSeen()
        try scanner.object { scanner, key in
            if key == "id" {
                try seen.once(0, &scanner)
                node.nodeID = try scanner.stringIfAny()
            } else if key == "name" {
                try seen.once(1, &scanner)
                node.nodeName = try scanner.stringIfAny()
            } else if key == "type" {
                try seen.once(2, &scanner)
                node.nodeType = try scanner.stringIfAny()
            } else if key == "description" {
                try seen.once(3, &scanner)
                node.nodeDescription = try scanner.stringIfAny()
            } else if key == "children" {
                try seen.once(4, &scanner)
                node.childNodes = try children(&scanner, depth: depth + 1)
            } else if key == "componentPropertyDefinitions" {
                try seen.once(5, &scanner)
                node.propertyDefinitions = try definitions(&scanner)
            } else {
                try scanner.skipValue()
            }
        }
        let isComponent = node.nodeType == "COMPONENT" || node.nodeType == "COMPONENT_SET"
        // A component the walk stops at: its children are read only for a set's variants.
        if node.nodeType == "COMPONENT", node.nodeID?.isEmpty == false, node.nodeName?.isEmpty == false { node.childNodes = [] }
        return isComponent || !node.childNodes.isEmpty || depth == 0 ? node : nil
    }

    /// `children`: the nodes kept; none for a value that is not an array. An array holding
    /// anything but objects is declined (the tree reads no children of it at all).
    static func children(_ scanner: inout FigmaJSONScanner, depth: Int) throws -> [FigmaQuickNode] {
        guard try scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue()
            return []
        }
        var kept: [FigmaQuickNode] = []
        try scanner.array { scanner in
            guard try scanner.peek() == UInt8(ascii: "{") else { throw scanner.declined() }
            if let child = try node(&scanner, depth: depth) { kept.append(child) }
        }
        return kept
    }
}

/// A node as the quick reader keeps it.
struct FigmaQuickNode: FigmaNode {
    var nodeID: String?
    var nodeName: String?
    var nodeType: String?
    var nodeDescription: String?
    var childNodes: [FigmaQuickNode] = []
    var propertyDefinitions: [FigmaProperty] = []
}
