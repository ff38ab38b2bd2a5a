import DSRegistryCore
import DSRegistryStore


/// A tolerant tokenizer for Swift and Kotlin source, enough to find Code Connect's constructs:
/// identifiers, string literals (their value), numbers and single punctuation characters, each
/// with its line. Comments are skipped. It is no compiler: it fails only where it cannot know
/// where a token ends (an unterminated string or block comment), and says where that began.
struct CodeToken: Equatable {
    package enum Kind: Equatable { case identifier, string, number, punctuation }
    var kind: Kind
    var text: String
    var line: Int

    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    static func tokenize(_ source: String) -> Result<[CodeToken], Failure> {
        let chars = Array(source.unicodeScalars)
        var tokens: [CodeToken] = []
        var i = 0, line = 1
        func peek(_ offset: Int) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c.properties.isWhitespace { i += 1; continue }
            if c == "/", peek(1) == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                let start = line
                guard skipBlockComment(chars, at: &i, line: &line) else {
                    return .failure(Failure(line: start, message: "a block comment is never closed"))
                }
                continue
            }
            // A Kotlin character literal ('"', '\''): not the start of a string.
            if c == "'" {
                if peek(1) == "\\", peek(3) == "'" { i += 4; continue }
                if let next = peek(1), next != "\n", peek(2) == "'" { i += 3; continue }
            }
            if c == "\"" {
                let start = line
                guard let value = stringLiteral(chars, at: &i, line: &line) else {
                    return .failure(Failure(line: start, message: "a string literal is never closed"))
                }
                tokens.append(CodeToken(kind: .string, text: value, line: start))
                continue
            }
            if c.properties.isAlphabetic || c == "_" || c == "`" {
                var text = String.UnicodeScalarView()
                let quoted = c == "`"
                if quoted { i += 1 }
                while i < chars.count, chars[i].properties.isAlphabetic || chars[i].properties.numericType != nil || chars[i] == "_" {
                    text.append(chars[i]); i += 1
                }
                if quoted, i < chars.count, chars[i] == "`" { i += 1 }
                tokens.append(CodeToken(kind: .identifier, text: String(text), line: line))
                continue
            }
            if c.properties.numericType != nil {
                var text = String.UnicodeScalarView()
                while i < chars.count, chars[i].properties.numericType != nil || chars[i] == "." || chars[i] == "_" {
                    text.append(chars[i]); i += 1
                }
                tokens.append(CodeToken(kind: .number, text: String(text), line: line))
                continue
            }
            tokens.append(CodeToken(kind: .punctuation, text: String(c), line: line))
            i += 1
        }
        return .success(tokens)
    }

    /// Skips a block comment (nested ones too) that starts at `i`, counting its lines.
    /// - Returns: false when it is never closed.
    private static func skipBlockComment(_ chars: [Unicode.Scalar], at i: inout Int, line: inout Int) -> Bool {
        func peek(_ offset: Int) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }
        var depth = 0
        repeat {
            if chars[i] == "/", peek(1) == "*" { depth += 1; i += 2; continue }
            if chars[i] == "*", peek(1) == "/" { depth -= 1; i += 2; continue }
            if chars[i] == "\n" { line += 1 }
            i += 1
        } while depth > 0 && i < chars.count
        return depth == 0
    }

    /// The value of the string literal (single-line or triple-quoted) that starts at `i`, its
    /// escapes read; `i` ends past its closing quotes.
    /// - Returns: nil when it is never closed (a single-line one at its line's end).
    private static func stringLiteral(_ chars: [Unicode.Scalar], at i: inout Int, line: inout Int) -> String? {
        func peek(_ offset: Int) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }
        let triple = peek(1) == "\"" && peek(2) == "\""
        i += triple ? 3 : 1
        var value = String.UnicodeScalarView()
        while i < chars.count {
            let d = chars[i]
            if d == "\\", i + 1 < chars.count {
                let e = chars[i + 1]
                switch e {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                default: value.append(e)
                }
                i += 2
                continue
            }
            if d == "\"", !triple || (peek(1) == "\"" && peek(2) == "\"") {
                i += triple ? 3 : 1
                return String(value)
            }
            if d == "\n" {
                if !triple { return nil }
                line += 1
            }
            value.append(d)
            i += 1
        }
        return nil
    }
}
