import Foundation

/// The quick reader met something it does not decide itself (a syntax error, a truncated file,
/// a value of an unusual kind, a duplicate key it reads, nesting past its bounds): the file is
/// then read again by `JSONSerialization` and the tree walk, which refuse or accept it exactly
/// as they did before the quick reader existed.
struct FigmaQuickReadDeclined: Error, Equatable {
    /// Where in the bytes, for tests and debugging only (never shown to a person).
    var offset: Int
}

/// A strict JSON scanner over UTF-8 bytes (RFC 8259): it reads strings, validates and skips
/// everything else without building values, and declines (throws `FigmaQuickReadDeclined`)
/// on anything it does not accept, so it never accepts what `JSONSerialization` refuses.
struct FigmaJSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Arrays and objects open around `index`.
    var depth = 0
    /// Below `JSONSerialization`'s own limit of 512.
    static let maximumDepth = 480

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func declined() -> FigmaQuickReadDeclined { FigmaQuickReadDeclined(offset: index) }

    mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte that is not a blank, not consumed.
    mutating func peek() throws -> UInt8 {
        skipBlanks()
        guard index < bytes.count else { throw declined() }
        return bytes[index]
    }

    mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw declined() }
        index += 1
    }

    /// Consumes `byte` when it comes next.
    mutating func take(_ byte: UInt8) throws -> Bool {
        guard try peek() == byte else { return false }
        index += 1
        return true
    }

    /// Nothing but blanks is left.
    mutating func expectEnd() throws {
        skipBlanks()
        guard index == bytes.count else { throw declined() }
    }

    /// Calls `member` for each key of the object that starts here, with the scanner at its
    /// value; `member` must consume the value.
    mutating func object(_ member: (inout FigmaJSONScanner, FigmaJSONKey) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        try enter()
        defer { depth -= 1 }
        if try take(UInt8(ascii: "}")) { return }
        repeat {
            guard try peek() == UInt8(ascii: "\"") else { throw declined() }
            let key = try self.key()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while try take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Calls `element` for each element of the array that starts here; it must consume it.
    mutating func array(_ element: (inout FigmaJSONScanner) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        try enter()
        defer { depth -= 1 }
        if try take(UInt8(ascii: "]")) { return }
        repeat { try element(&self) } while try take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw declined() }
    }

    /// Any value, validated and passed over.
    mutating func skipValue() throws {
        switch try peek() {
        case UInt8(ascii: "{"): try object { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["): try array { try $0.skipValue() }
        case UInt8(ascii: "\""): _ = try stringBytes(decode: false)
        default: _ = try scalar()
        }
    }

    /// A string's value when one comes next; nil (and the value passed over) for any other kind.
    mutating func stringIfAny() throws -> String? {
        guard try peek() == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    /// The string that starts here.
    mutating func string() throws -> String {
        switch try stringBytes(decode: true) {
        case .raw(let range): try Self.text(UnsafeBufferPointer(rebasing: bytes[range])) ?? { throw declined() }()
        case .decoded(let text): text
        }
    }

    mutating func key() throws -> FigmaJSONKey {
        switch try stringBytes(decode: true) {
        case .raw(let range): FigmaJSONKey(raw: UnsafeBufferPointer(rebasing: bytes[range]), decoded: nil)
        case .decoded(let text): FigmaJSONKey(raw: nil, decoded: text)
        }
    }

    /// Valid UTF-8 as a String, else nil.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) }
        return String(bytes: bytes, encoding: .utf8)
    }
}

/// An object's key: its bytes when it has no escapes, else its decoded text.
struct FigmaJSONKey {
    let raw: UnsafeBufferPointer<UInt8>?
    let decoded: String?

    static func == (key: FigmaJSONKey, name: StaticString) -> Bool {
        let name = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if let raw = key.raw { return raw.elementsEqual(name) }
        return key.decoded.map { Array($0.utf8).elementsEqual(name) } ?? false
    }

    /// The key as text (valid UTF-8, else nil).
    var text: String? { decoded ?? raw.flatMap(FigmaJSONScanner.text) }
}
