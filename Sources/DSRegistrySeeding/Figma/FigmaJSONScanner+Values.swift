import Foundation

extension FigmaJSONScanner {
    /// A string's content: the bytes between its quotes when they hold no escape, else the
    /// decoded text (only when `decode`; a skipped string with escapes is `.decoded("")`).
    enum StringContent {
        case raw(Range<Int>)
        case decoded(String)
    }

    /// The string that starts here, validated: escapes (surrogates paired), no control
    /// characters, valid UTF-8.
    mutating func stringBytes(decode: Bool) throws -> StringContent {
        try expect(UInt8(ascii: "\""))
        let start = index
        var nonASCII = false, escaped = false
        var out: [UInt8] = []
        var copied = start
        while true {
            guard index < bytes.count else { throw declined() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let end = index
                index += 1
                if nonASCII, Self.text(UnsafeBufferPointer(rebasing: bytes[start..<end])) == nil { throw declined() }
                guard escaped else { return .raw(start..<end) }
                guard decode else { return .decoded("") }
                out.append(contentsOf: bytes[copied..<end])
                return .decoded(String(decoding: out, as: UTF8.self))
            case UInt8(ascii: "\\"):
                if decode { out.append(contentsOf: bytes[copied..<index]) }
                escaped = true
                index += 1
                let scalar = try escape()
                if decode { out.append(contentsOf: String(Character(scalar)).utf8) }
                copied = index
            case ..<0x20: throw declined()
            case 0x80...:
                nonASCII = true
                index += 1
            default: index += 1
            }
        }
    }

    /// The character an escape stands for; `index` is just past the backslash.
    mutating func escape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw declined() }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw declined()
                }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else { throw declined() }
                return scalar
            case 0xDC00...0xDFFF: throw declined()
            default: return try Unicode.Scalar(unit) ?? { throw declined() }()
            }
        default: throw declined()
        }
    }

    /// Four hex digits as a UTF-16 code unit.
    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw declined() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw declined()
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// A number, `true`, `false` or `null`: its bytes. Numbers follow RFC 8259's grammar; a
    /// long one or one with a large exponent is declined (Foundation may find it unrepresentable).
    mutating func scalar() throws -> Range<Int> {
        let start = index
        switch try peek() {
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw declined()
        }
        return start..<index
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              bytes[index..<index + count].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count)) else {
            throw declined()
        }
        index += count
    }

    mutating func number() throws {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw declined() }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw declined() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw declined() }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard (1...2).contains(digits()) else { throw declined() }
        }
        guard index - start <= 32 else { throw declined() }
    }

    /// Consumes ASCII digits; how many.
    mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
