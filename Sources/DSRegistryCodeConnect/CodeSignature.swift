import DSRegistryCore
import DSRegistryStore

/// One property's signature on one platform, as the registry writes it: `preamble?: String`,
/// `title: String (required)`, `leadingMedia?: icon | illustration`, `trailing: EBHeaderTrailing?`.
///
/// Read, not guessed: a parameter name, then either a code type or a list of values (`a | b`,
/// which names the cases but no type). Anything else is not a signature Code Connect can use.
struct CodeSignature: Equatable {
    var parameter: String
    /// The code type without `?`; nil when the signature lists values instead.
    var type: String?
    /// The values of `a | b`, in order; empty when the signature names a type.
    var values: [String]
    var optional: Bool

    /// Nil when `text` is not `name[?]: Type[?]` with an optional parenthesized note after it.
    static func parse(_ text: String) -> CodeSignature? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        var name = text[..<colon].trimmingCharacters(in: .whitespaces)
        var rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if let note = rest.firstIndex(of: "("), rest.hasSuffix(")") {
            rest = rest[..<note].trimmingCharacters(in: .whitespaces)
        }
        var optional = false
        if name.hasSuffix("?") { optional = true; name.removeLast() }
        guard CodeIdentifier.isPlain(name), !rest.isEmpty else { return nil }
        if rest.contains("|") {
            let values = rest.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard values.allSatisfy({ !$0.isEmpty }) else { return nil }
            return CodeSignature(parameter: name, type: nil, values: values, optional: optional)
        }
        if rest.hasSuffix("?") { optional = true; rest.removeLast() }
        guard isTypeName(rest) else { return nil }
        return CodeSignature(parameter: name, type: rest, values: [], optional: optional)
    }

    /// A type as a signature writes one: a plain identifier (no lower-case keyword), dotted,
    /// with generic arguments in balanced `<` `>`, separated by commas; spaces only around
    /// those. `EB Header`, `Array<String` and `A,B` are no type: pasted into a file they made
    /// Swift that does not parse.
    static func isTypeName(_ text: String) -> Bool {
        var rest = Substring(text)
        return parseType(&rest) && rest.isEmpty
    }

    private static func parseType(_ rest: inout Substring) -> Bool {
        while true {
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            guard CodeIdentifier.isPlain(String(name)), !(CodeIdentifier.reserved.contains(String(name)) && name.first?.isLowercase != false)
            else { return false }
            rest = rest.dropFirst(name.count)
            guard rest.first == "." else { break }
            rest = rest.dropFirst()
        }
        guard rest.first == "<" else { return true }
        rest = rest.dropFirst()
        while true {
            rest = rest.drop { $0 == " " }
            guard parseType(&rest) else { return false }
            rest = rest.drop { $0 == " " }
            if rest.first == ">" { rest = rest.dropFirst(); return true }
            guard rest.first == "," else { return false }
            rest = rest.dropFirst()
        }
    }
}

/// Identifiers written into generated code: only from names that already are plain ASCII
/// identifiers, or from values turned into one word by word, never from free text.
enum CodeIdentifier {
    static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// `Section Header` → `SectionHeader`, `TabHeaderViewController` unchanged: each word's first
    /// letter upper-cased, the rest kept. Nil when no word is left or the result is no identifier.
    static func type(_ name: String) -> String? {
        let words = words(name)
        let result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isPlain(result) ? result : nil
    }

    /// A value as an enum case, the same on both platforms: `icon` → `icon`,
    /// `Secondary Danger` → `secondaryDanger`.
    static func enumCase(_ value: String) -> String? {
        let words = words(value)
        guard let first = words.first else { return nil }
        let result = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isPlain(result) ? result : nil
    }

    private static func words(_ text: String) -> [String] {
        text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init)
    }

    /// Words Swift or Kotlin reserve, written in backticks when a case or name is one of them:
    /// Swift's keywords (declarations, statements, expressions and types, The Swift Programming
    /// Language, "Lexical Structure") and Kotlin's hard keywords (kotlinlang.org, "Keywords and
    /// operators"). A parameter named `guard`, `inout`, `Self` or `typeof` made a file no
    /// compiler parses.
    static let reserved: Set<String> = [
        // Swift: declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Swift: statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while",
        // Swift: expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        // Kotlin's hard keywords not above
        "fun", "interface", "null", "object", "package", "this", "typeof", "val", "when",
    ]

    /// An argument label in a call: Swift takes any keyword there but `inout`
    /// (and warns about needless backticks, on `var` and `let` too); Kotlin's named arguments take none bare.
    static func label(_ name: String, _ platform: CodeConnectPlatform) -> String {
        platform == .compose || name == "inout" ? escaped(name) : name
    }

    static func escaped(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }
}
