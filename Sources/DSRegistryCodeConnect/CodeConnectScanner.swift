import DSRegistryCore
import DSRegistryStore


/// One Code Connect document found in a file: a SwiftUI struct conforming to `FigmaConnect`,
/// or a Compose class annotated `@FigmaConnect`.
struct CodeConnectDoc: Equatable {
    /// `unstated`: the deprecated `@FigmaProp`, which does not say its kind.
    package enum Kind: String, Equatable { case text, boolean, enumeration = "enum", instance, unstated }

    struct Property: Equatable {
        var figmaName: String
        var kind: Kind
        /// The Figma values an enum maps (the mapping's keys, in order); nil when not an enum.
        var values: [String]?
        var line: Int
    }

    var platform: CodeConnectPlatform
    var line: Int
    /// The struct's or class's name.
    var name: String
    /// The component the document calls (`component = EBSectionHeader.self`; the first call of
    /// the Compose example).
    var componentType: String?
    var url: String?
    var properties: [Property]
}

/// Reads Code Connect documents out of Swift and Kotlin source with `CodeToken`: the constructs
/// of figma/code-connect v1.5.2 (`@FigmaString`, `@FigmaBoolean`, `@FigmaEnum`, `@FigmaInstance`,
/// `@FigmaProp`; `@FigmaProperty(FigmaType.…, "…")` and `Figma.mapping("…" to …)`), and nothing
/// else. A construct it cannot read is a failure with its line, never a guess.
struct CodeConnectScanner {
    typealias Failure = CodeToken.Failure
    let tokens: [CodeToken]

    static func scan(_ source: String, platform: CodeConnectPlatform) -> Result<[CodeConnectDoc], Failure> {
        switch CodeToken.tokenize(source) {
        case .failure(let failure): return .failure(failure)
        case .success(let tokens):
            let scanner = CodeConnectScanner(tokens: tokens)
            do {
                return .success(try platform == .swiftui ? scanner.swiftDocs() : scanner.kotlinDocs())
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(line: 1, message: "\(error)"))
            }
        }
    }

    private func at(_ i: Int, _ text: String) -> Bool { i < tokens.count && tokens[i].text == text && tokens[i].kind != .string }
    private func line(_ i: Int) -> Int { i < tokens.count ? tokens[i].line : (tokens.last?.line ?? 1) }

    /// The index of the token closing the bracket opened at `open`.
    private func closing(_ open: Int) throws -> Int {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard let close = pairs[tokens[open].text] else { return open }
        var depth = 0
        for i in open..<tokens.count where tokens[i].kind == .punctuation {
            if tokens[i].text == tokens[open].text { depth += 1 }
            if tokens[i].text == close { depth -= 1; if depth == 0 { return i } }
        }
        throw Failure(line: tokens[open].line, message: "this '\(tokens[open].text)' is never closed")
    }

    // MARK: SwiftUI

    func swiftDocs() throws -> [CodeConnectDoc] {
        var docs: [CodeConnectDoc] = []
        var i = 0
        while i < tokens.count {
            guard at(i, "struct"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { i += 1; continue }
            var open = i + 2
            while open < tokens.count, !at(open, "{") { open += 1 }
            guard open < tokens.count else { break }
            guard tokens[(i + 2)..<open].contains(where: { $0.kind == .identifier && $0.text == "FigmaConnect" }) else { i = open + 1; continue }
            let close = try closing(open)
            docs.append(try swiftDoc(name: tokens[i + 1].text, line: tokens[i].line, body: open + 1, end: close))
            i = close + 1
        }
        return docs
    }

    private func swiftDoc(name: String, line docLine: Int, body: Int, end: Int) throws -> CodeConnectDoc {
        var doc = CodeConnectDoc(platform: .swiftui, line: docLine, name: name, componentType: nil, url: nil, properties: [])
        var i = body
        while i < end {
            if at(i, "component"), at(i + 1, "=") || at(i + 1, ":") {
                var j = i + 1
                while j < end, !at(j, "=") { j += 1 }
                if j + 1 < end, tokens[j + 1].kind == .identifier { doc.componentType = tokens[j + 1].text }
            } else if at(i, "figmaNodeUrl"), i > body, at(i - 1, "let") || at(i - 1, "var") {
                var j = i + 1
                while j < end, !at(j, "=") && !at(j, "{") { j += 1 }
                guard j + 1 < end, at(j, "="), tokens[j + 1].kind == .string else {
                    throw Failure(line: line(i), message: "figmaNodeUrl is not set to a string literal")
                }
                doc.url = tokens[j + 1].text
            } else if at(i, "@"), i + 2 < end, let kind = Self.swiftWrappers[tokens[i + 1].text], at(i + 2, "(") {
                let close = try closing(i + 2)
                guard i + 3 < close, tokens[i + 3].kind == .string else {
                    throw Failure(line: line(i), message: "@\(tokens[i + 1].text) does not start with the Figma property's name as a string literal")
                }
                var values: [String]?
                let mapping = (i + 4..<close).first { at($0, "mapping") && at($0 + 1, ":") }
                if let mapping, at(mapping + 2, "[") {
                    let bracket = mapping + 2, last = try closing(bracket)
                    let keys = (bracket + 1..<last).filter { tokens[$0].kind == .string && at($0 + 1, ":") }.map { tokens[$0].text }
                    if kind != .boolean { values = keys }
                } else if mapping != nil {
                    // A mapping held in a variable: an enum whose values this scanner cannot see.
                } else if kind == .enumeration, tokens[i + 1].text == "FigmaEnum" {
                    throw Failure(line: line(i), message: "@\(tokens[i + 1].text)(\"\(tokens[i + 3].text)\") has no mapping: [\"value\": …]")
                }
                let resolved: CodeConnectDoc.Kind = tokens[i + 1].text == "FigmaProp" ? (values == nil ? .unstated : .enumeration) : kind
                doc.properties.append(.init(figmaName: tokens[i + 3].text, kind: resolved, values: values, line: line(i)))
                i = close
            }
            i += 1
        }
        guard doc.url != nil else {
            throw Failure(line: docLine, message: "\(name) conforms to FigmaConnect but sets no figmaNodeUrl")
        }
        return doc
    }

    static let swiftWrappers: [String: CodeConnectDoc.Kind] = [
        "FigmaString": .text, "FigmaBoolean": .boolean, "FigmaEnum": .enumeration, "FigmaInstance": .instance, "FigmaProp": .enumeration,
    ]

    // MARK: Compose

    func kotlinDocs() throws -> [CodeConnectDoc] {
        var docs: [CodeConnectDoc] = []
        var i = 0
        while i < tokens.count {
            guard at(i, "@"), at(i + 1, "FigmaConnect") else { i += 1; continue }
            guard at(i + 2, "(") else { throw Failure(line: line(i), message: "@FigmaConnect has no (url = \"…\")") }
            let argsEnd = try closing(i + 2)
            guard let url = (i + 3..<argsEnd).first(where: { tokens[$0].kind == .string }).map({ tokens[$0].text }) else {
                throw Failure(line: line(i), message: "@FigmaConnect has no url string")
            }
            var j = argsEnd + 1
            while j < tokens.count, !at(j, "class") { j += 1 }
            guard j + 1 < tokens.count, tokens[j + 1].kind == .identifier else {
                throw Failure(line: line(i), message: "@FigmaConnect annotates no class")
            }
            var open = j + 2
            while open < tokens.count, !at(open, "{") { open += 1 }
            guard open < tokens.count else { throw Failure(line: line(j), message: "class \(tokens[j + 1].text) has no body") }
            let close = try closing(open)
            var doc = CodeConnectDoc(platform: .compose, line: tokens[i].line, name: tokens[j + 1].text, componentType: nil, url: url, properties: [])
            try kotlinBody(&doc, from: open + 1, to: close)
            docs.append(doc)
            i = close + 1
        }
        return docs
    }

    private func kotlinBody(_ doc: inout CodeConnectDoc, from body: Int, to end: Int) throws {
        var i = body
        while i < end {
            if at(i, "@"), at(i + 1, "FigmaProperty"), at(i + 2, "(") {
                let close = try closing(i + 2)
                let type = (i + 3..<close).first { at($0, "FigmaType") && at($0 + 1, ".") }.map { tokens[$0 + 2].text }
                guard let type, let kind = Self.kotlinTypes[type] else {
                    throw Failure(line: line(i), message: "@FigmaProperty does not name FigmaType.Text, .Boolean, .Enum or .Instance")
                }
                guard let name = (i + 3..<close).first(where: { tokens[$0].kind == .string }).map({ tokens[$0].text }) else {
                    throw Failure(line: line(i), message: "@FigmaProperty has no Figma property name string")
                }
                // The declaration it annotates runs to the next annotation or function.
                var next = close + 1
                while next < end, !at(next, "@"), !at(next, "fun") { next += 1 }
                var values: [String]?
                if kind == .enumeration {
                    guard let mapping = (close + 1..<next).first(where: { at($0, "Figma") && at($0 + 1, ".") && at($0 + 2, "mapping") && at($0 + 3, "(") }) else {
                        throw Failure(line: line(i), message: "@FigmaProperty(FigmaType.Enum, \"\(name)\") is not set to Figma.mapping(\"value\" to …)")
                    }
                    let last = try closing(mapping + 3)
                    values = (mapping + 4..<last).filter { tokens[$0].kind == .string && at($0 + 1, "to") }.map { tokens[$0].text }
                }
                doc.properties.append(.init(figmaName: name, kind: kind, values: values, line: line(i)))
                i = close
            } else if at(i, "@"), at(i + 1, "Composable"), at(i + 2, "fun"), doc.componentType == nil {
                var j = i + 3
                while j < end, !at(j, "{") { j += 1 }
                let callee = (j + 1..<end).first { tokens[$0].kind == .identifier && at($0 + 1, "(") }
                doc.componentType = callee.map { tokens[$0].text }
            }
            i += 1
        }
    }

    static let kotlinTypes: [String: CodeConnectDoc.Kind] = ["Text": .text, "Boolean": .boolean, "Enum": .enumeration, "Instance": .instance]
}
