import Foundation
import DSRegistryCore

extension FigmaQuickReader {
    /// `componentPropertyDefinitions` as `FigmaTreeWalk.properties` reads it from the tree:
    /// sorted by key, entries that are not objects or of an unknown type left out.
    static func definitions(_ scanner: inout FigmaJSONScanner) throws -> [FigmaProperty] {
        guard try scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return []
        }
        var found: [(key: String, property: FigmaProperty?)] = []
        var keys = Set<String>()
        try scanner.object { scanner, key in
            guard let text = key.text, keys.insert(text).inserted else { throw scanner.declined() }
            found.append((text, try definition(&scanner, key: text)))
        }
        return found.sorted { $0.key < $1.key }.compactMap(\.property)
    }

    /// One definition; nil when the tree's reading leaves it out.
    static func definition(_ scanner: inout FigmaJSONScanner, key: String) throws -> FigmaProperty? {
        guard try scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return nil
        }
        var type: String?, options: [String] = [], preferred: [String] = []
        var defaultValue: (text: String?, flag: Bool?)?
        var seen = KeysSeen()
        try scanner.object { scanner, member in
            if member == "type" {
                try seen.once(0, &scanner)
                type = try scanner.stringIfAny()
            } else if member == "variantOptions" {
                try seen.once(1, &scanner)
                options = try strings(&scanner)
            } else if member == "preferredValues" {
                try seen.once(2, &scanner)
                preferred = try preferredValues(&scanner)
            } else if member == "defaultValue" {
                try seen.once(3, &scanner)
                defaultValue = try flagOrString(&scanner)
            } else {
                try scanner.skipValue()
            }
        }
        let kind: FigmaProperty.Kind
        switch type {
        case "BOOLEAN": kind = .boolean
        case "TEXT": kind = .text
        case "VARIANT": kind = .variant
        case "INSTANCE_SWAP": kind = .instanceSwap
        default: return nil
        }
        let values = kind == .variant ? options : kind == .instanceSwap ? preferred : []
        var text: String?
        if let defaultValue {
            // The tree's `text(_:kind:)`: a boolean reads as true/false only for a boolean property.
            if let flag = defaultValue.flag, kind == .boolean { text = flag ? "true" : "false" }
            else if let string = defaultValue.text { text = string }
            else { throw scanner.declined() }
        }
        return FigmaProperty(rawKey: key, name: FigmaProperty.name(ofKey: key), kind: kind, defaultValue: text, values: values)
    }

    /// A string or a boolean; anything else is declined (the tree would print it).
    static func flagOrString(_ scanner: inout FigmaJSONScanner) throws -> (text: String?, flag: Bool?) {
        if try scanner.peek() == UInt8(ascii: "\"") { return (try scanner.string(), nil) }
        let range = try scanner.scalar()
        switch range.count {
        case 4 where scanner.bytes[range.lowerBound] == UInt8(ascii: "t"): return (nil, true)
        case 5 where scanner.bytes[range.lowerBound] == UInt8(ascii: "f"): return (nil, false)
        default: throw scanner.declined()
        }
    }

    /// An array of strings; none for a value that is not an array; other elements declined.
    static func strings(_ scanner: inout FigmaJSONScanner) throws -> [String] {
        guard try scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue()
            return []
        }
        var found: [String] = []
        try scanner.array { scanner in
            guard try scanner.peek() == UInt8(ascii: "\"") else { throw scanner.declined() }
            found.append(try scanner.string())
        }
        return found
    }

    /// `preferredValues`: "TYPE key" for each entry with a string key (type COMPONENT when it
    /// has none); none for a value that is not an array; elements that are not objects declined.
    static func preferredValues(_ scanner: inout FigmaJSONScanner) throws -> [String] {
        guard try scanner.peek() == UInt8(ascii: "[") else {
            try scanner.skipValue()
            return []
        }
        var found: [String] = []
        try scanner.array { scanner in
            guard try scanner.peek() == UInt8(ascii: "{") else { throw scanner.declined() }
            var key: String?, type: String?
            var seen = KeysSeen()
            try scanner.object { scanner, member in
                if member == "key" {
                    try seen.once(0, &scanner)
                    key = try scanner.stringIfAny()
                } else if member == "type" {
                    try seen.once(1, &scanner)
                    type = try scanner.stringIfAny()
                } else {
                    try scanner.skipValue()
                }
            }
            if let key { found.append("\(type ?? "COMPONENT") \(key)") }
        }
        return found
    }
}
