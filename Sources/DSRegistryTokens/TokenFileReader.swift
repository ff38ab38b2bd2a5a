import Foundation
import Yams
import DSRegistryCore
import DSRegistryStore

/// Reads a token file into a `SourceNode` tree: JSON and JSON5 by a reader of our own (the
/// Foundation parser forgets where things are and refuses comments), YAML through Yams.
///
/// One reader serves JSON and JSON5 because JSON5 is a superset: comments, unquoted keys,
/// single-quoted strings, trailing commas, hex and signed numbers. Real token files use all of
/// these, with either extension (MANIFEST.md).
enum TokenFileReader {
    /// Nesting deeper than this is refused: no real token file comes close, and a hostile one
    /// must not exhaust the stack.
    static let maximumDepth = 200

    /// The largest token file read: room for 400,000 DTCG tokens (100,000 take about 12 MB).
    package static let tokenFileLimit = 64 << 20

    static func isYAML(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased())
    }

    /// Reads and parses one file: its tree and bytes (for the content hash), or every problem
    /// found (unreadable, not UTF-8, a syntax error with its line and column).
    static func load(_ url: URL, displayPath: String) -> Result<(node: SourceNode, data: Data), InputErrors> {
        let reader = YAMLReader(file: displayPath)
        guard let (data, text) = reader.read(contentsOf: url, maximumBytes: tokenFileLimit, tooLarge: "split it into one file per token set")
        else { return .failure(InputErrors(reader.diagnostics.all)) }
        switch parse(text, yaml: isYAML(url), displayPath: displayPath) {
        case .success(let node): return .success((node, data))
        case .failure(let problem): return .failure(InputErrors([problem]))
        }
    }

    /// The parsed tree, or the syntax error with its line and column.
    static func parse(_ text: String, yaml: Bool, displayPath: String) -> Result<SourceNode, Diagnostic> {
        if yaml {
            let reader = YAMLReader(file: displayPath)
            guard let node = reader.parseTyped(text) else {
                return .failure(reader.diagnostics.all.first
                    ?? Diagnostic(.error, file: displayPath, line: 1, column: 1, message: "invalid YAML"))
            }
            // Written out, every key, list item or flow element costs one of `: - , [ {`, and a
            // node at most two of them; a file that expands to more nodes than three per such
            // byte does so through aliases. A "billion laughs" is refused within 100,000 nodes,
            // a fraction of a second, even beside a megabyte-long string (found by the fuzzer).
            let structural = text.utf8.reduce(0) { count, byte in
                count + (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",")
                         || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") ? 1 : 0)
            }
            let limit = min(2_000_000, max(100_000, 3 * structural))
            var budget = limit
            guard let tree = SourceNode(yaml: node, budget: &budget, depth: 0) else {
                return .failure(Diagnostic(.error, file: displayPath, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1,
                    message: "the file expands to more than \(limit) YAML nodes or \(maximumDepth) levels (anchors and aliases?); refusing to read it"))
            }
            return .success(tree)
        }
        var parser = JSON5Parser(text: text)
        do {
            let node = try parser.document()
            return .success(node)
        } catch let problem as JSON5Parser.Problem {
            return .failure(Diagnostic(.error, file: displayPath, line: problem.line, column: problem.column,
                message: "invalid \(displayPath.lowercased().hasSuffix(".json5") ? "JSON5" : "JSON"): \(problem.message)", suggestion: problem.suggestion))
        } catch {
            return .failure(Diagnostic(.error, file: displayPath, line: 1, column: 1, message: "invalid JSON: \(error)"))
        }
    }
}

extension SourceNode {
    /// Converts a composed YAML node; nil once `budget` nodes have been visited (an alias bomb
    /// expands exponentially) or the nesting is too deep.
    init?(yaml node: Node, budget: inout Int, depth: Int) {
        budget -= 1
        guard budget > 0, depth < TokenFileReader.maximumDepth else { return nil }
        let line = node.mark?.line ?? 1, column = node.mark?.column ?? 1
        switch node {
        case .mapping(let mapping):
            var members: [Member] = []
            for (key, value) in mapping {
                guard let child = SourceNode(yaml: value, budget: &budget, depth: depth + 1) else { return nil }
                members.append(Member(key: key.string ?? "", line: key.mark?.line ?? line,
                    column: key.mark?.column ?? column, value: child))
            }
            self.init(.object(members), line: line, column: column)
        case .sequence(let sequence):
            var elements: [SourceNode] = []
            for element in sequence {
                guard let child = SourceNode(yaml: element, budget: &budget, depth: depth + 1) else { return nil }
                elements.append(child)
            }
            self.init(.array(elements), line: line, column: column)
        case .scalar(let scalar):
            // Plain scalars take YAML's core schema; quoted ones are always strings.
            if scalar.style == .plain {
                if let flag = Bool.construct(from: scalar) {
                    self.init(.bool(flag), line: line, column: column)
                    return
                }
                if NSNull.construct(from: scalar) != nil {
                    self.init(.null, line: line, column: column)
                    return
                }
                if Int.construct(from: scalar) != nil || Double.construct(from: scalar) != nil,
                   let number = JSON5Parser.normalizedNumber(scalar.string)
                {
                    self.init(.number(number), line: line, column: column)
                    return
                }
            }
            self.init(.string(scalar.string), line: line, column: column)
        case .alias:
            // Yams resolves aliases while composing; one left here has no anchor.
            self.init(.null, line: line, column: column)
        }
    }
}

/// A JSON5 parser (a superset of JSON) that records each value's line and column.
struct JSON5Parser {
    struct Problem: Error {
        var line: Int
        var column: Int
        var message: String
        var suggestion: String?
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func document() throws -> SourceNode {
        try skipSpace()
        guard index < scalars.count else { throw problem("the file is empty; expected an object") }
        let node = try value(depth: 0)
        try skipSpace()
        if index < scalars.count {
            throw problem("unexpected \(describe(scalars[index])) after the end of the document",
                suggestion: "a file holds one object; wrap its parts in one {…}")
        }
        return node
    }

    // MARK: Values

    private mutating func value(depth: Int) throws -> SourceNode {
        guard depth < TokenFileReader.maximumDepth else {
            throw problem("nested more than \(TokenFileReader.maximumDepth) levels deep")
        }
        let (startLine, startColumn) = (line, column)
        guard let scalar = peek() else { throw problem("unexpected end of file; expected a value") }
        switch scalar {
        case "{": return SourceNode(.object(try object(depth: depth)), line: startLine, column: startColumn)
        case "[": return SourceNode(.array(try array(depth: depth)), line: startLine, column: startColumn)
        case "\"", "'": return SourceNode(.string(try string()), line: startLine, column: startColumn)
        case "-", "+", ".", "0"..."9":
            return SourceNode(.number(try number()), line: startLine, column: startColumn)
        default:
            let word = identifier()
            switch word {
            case "true": return SourceNode(.bool(true), line: startLine, column: startColumn)
            case "false": return SourceNode(.bool(false), line: startLine, column: startColumn)
            case "null": return SourceNode(.null, line: startLine, column: startColumn)
            case "Infinity", "NaN":
                throw Problem(line: startLine, column: startColumn, message: "\(word) is not a token value",
                    suggestion: "write a finite number")
            case "":
                throw problem("unexpected \(describe(scalar)); expected a value")
            default:
                throw Problem(line: startLine, column: startColumn, message: "unexpected word '\(word)'; expected a value",
                    suggestion: "quote strings: \"\(word)\"")
            }
        }
    }

    private mutating func object(depth: Int) throws -> [SourceNode.Member] {
        advance()  // {
        var members: [SourceNode.Member] = []
        while true {
            try skipSpace()
            guard let scalar = peek() else { throw problem("unexpected end of file inside an object; expected '}'") }
            if scalar == "}" { advance(); return members }
            let (keyLine, keyColumn) = (line, column)
            let key: String
            if scalar == "\"" || scalar == "'" {
                key = try string()
            } else {
                key = identifier()
                if key.isEmpty { throw problem("unexpected \(describe(scalar)); expected a key or '}'") }
            }
            try skipSpace()
            guard peek() == ":" else {
                throw problem("expected ':' after the key '\(key)', found \(peek().map(describe) ?? "the end of the file")")
            }
            advance()
            try skipSpace()
            let child = try value(depth: depth + 1)
            members.append(SourceNode.Member(key: key, line: keyLine, column: keyColumn, value: child))
            try skipSpace()
            switch peek() {
            case ",": advance()
            case "}": advance(); return members
            case let other?:
                throw problem("expected ',' or '}' after the value of '\(key)', found \(describe(other))",
                    suggestion: "a comma is probably missing")
            case nil: throw problem("unexpected end of file inside an object; expected '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws -> [SourceNode] {
        advance()  // [
        var elements: [SourceNode] = []
        while true {
            try skipSpace()
            guard let scalar = peek() else { throw problem("unexpected end of file inside an array; expected ']'") }
            if scalar == "]" { advance(); return elements }
            elements.append(try value(depth: depth + 1))
            try skipSpace()
            switch peek() {
            case ",": advance()
            case "]": advance(); return elements
            case let other?: throw problem("expected ',' or ']' in an array, found \(describe(other))")
            case nil: throw problem("unexpected end of file inside an array; expected ']'")
            }
        }
    }

    private mutating func string() throws -> String {
        guard let quote = peek() else { throw problem("expected a string") }
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else { throw problem("unexpected end of file inside a string; expected \(quote)") }
            advance()
            if scalar == quote { return String(text) }
            if scalar == "\n" { throw problem("a string runs past the end of its line; expected \(quote)") }
            guard scalar == "\\" else { text.append(scalar); continue }
            guard let escaped = peek() else { throw problem("unexpected end of file after '\\'") }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "b": text.append("\u{8}")
            case "f": text.append("\u{C}")
            case "0": text.append("\u{0}")
            case "\n": break  // JSON5 line continuation
            case "u":
                var code: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek(), let value = UInt32(String(digit), radix: 16)
                    else { throw problem("expected four hex digits after '\\u'") }
                    code = code * 16 + value
                    advance()
                }
                // A surrogate pair spells one scalar in two escapes.
                if (0xD800...0xDBFF).contains(code), peek() == "\\" {
                    let save = (index, line, column)
                    advance()
                    if peek() == "u" {
                        advance()
                        var low: UInt32 = 0
                        var valid = true
                        for _ in 0..<4 {
                            guard let digit = peek(), let value = UInt32(String(digit), radix: 16) else { valid = false; break }
                            low = low * 16 + value
                            advance()
                        }
                        if valid, (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            (index, line, column) = save
                        }
                    } else {
                        (index, line, column) = save
                    }
                }
                guard let decoded = Unicode.Scalar(code) else { throw problem("'\\u' escape \(code) is not a Unicode scalar") }
                text.append(decoded)
            default: text.append(escaped)
            }
        }
    }

    private mutating func number() throws -> String {
        let (startLine, startColumn) = (line, column)
        var text = ""
        while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "." || scalar == "-" || scalar == "+"
        {
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard let normalized = Self.normalizedNumber(text) else {
            throw Problem(line: startLine, column: startColumn, message: "'\(text)' is not a number",
                suggestion: "quote it if it is text: \"\(text)\"")
        }
        return normalized
    }

    /// JSON's spelling of a JSON5 number (`0x1F` → `31`, `+1` → `1`, `.5` → `0.5`); nil when
    /// the text is not a finite number.
    static func normalizedNumber(_ text: String) -> String? {
        var body = Substring(text)
        var negative = false
        if body.first == "+" || body.first == "-" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        if body.lowercased().hasPrefix("0x") {
            guard let value = Int64(body.dropFirst(2), radix: 16) else { return nil }
            return (negative ? "-" : "") + String(value)
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }),
              let value = Double(body), value.isFinite
        else { return nil }
        // Already JSON (no leading dot or zero, no trailing dot): keep the text exactly.
        let isJSON = body.first != "." && body.last != "."
            && !(body.count > 1 && body.first == "0" && body.dropFirst().first?.isNumber == true)
            && !body.contains(".e") && !body.contains(".E")
        if isJSON { return (negative ? "-" : "") + body }
        return (negative ? "-" : "") + String(value)
    }

    private mutating func identifier() -> String {
        var word = ""
        while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$" {
            word.unicodeScalars.append(scalar)
            advance()
        }
        return word
    }

    // MARK: Whitespace and comments

    private mutating func skipSpace() throws {
        while let scalar = peek() {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" || scalar == "\u{A0}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance(); advance()
                while true {
                    guard let next = peek() else {
                        throw Problem(line: startLine, column: startColumn, message: "a /* comment is never closed")
                    }
                    advance()
                    if next == "*", peek() == "/" { advance(); break }
                }
            } else {
                return
            }
        }
    }

    // MARK: Position

    private func peek() -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func problem(_ message: String, suggestion: String? = nil) -> Problem {
        Problem(line: line, column: column, message: message, suggestion: suggestion)
    }

    private func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.isWhitespace || scalar.value < 0x20 ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
    }
}
