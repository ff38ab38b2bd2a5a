import Foundation

/// Which folder of a target uses which other folder's types, read from the sources as text: a
/// folder uses another when its code (comments and string literals left out) names a type
/// declared at the top level of a file there. Type names are unique within a module, so a
/// name points to exactly one folder of the same target.
struct SourceGraph {
    struct File {
        var target: String
        /// The first folder under the target, or "(root)" for a file directly in it.
        var folder: String
        var name: String
        var text: String
    }

    struct Cycle: CustomStringConvertible {
        var target: String
        var folders: [String]
        /// For each step of the cycle, the first type used and the file using it.
        var evidence: [String]
        var description: String {
            "\(target): \(folders.joined(separator: " ↔ ")) (\(evidence.joined(separator: "; ")))"
        }
    }

    let files: [File]
    /// target → folder → folder used → (type, file) examples, sorted.
    private var uses: [String: [String: [String: [(type: String, file: String)]]]] = [:]

    init(sources: URL) throws {
        var files: [File] = []
        let manager = FileManager.default
        for target in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let root = sources.appendingPathComponent(target)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let parts = relative.split(separator: "/").map(String.init)
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                files.append(File(target: target, folder: parts.count > 1 ? parts[0] : "(root)",
                                  name: parts.last ?? relative, text: text))
            }
        }
        self.init(files: files.sorted { ($0.target, $0.folder, $0.name) < ($1.target, $1.folder, $1.name) })
    }

    init(files: [File]) {
        self.files = files
        var owner: [String: [String: String]] = [:]  // target → type → folder
        for file in files {
            for type in Self.matches(Self.declaration, in: file.text) { owner[file.target, default: [:]][type] = file.folder }
        }
        for file in files {
            let code = Self.code(file.text)
            for word in Set(Self.matches(Self.typeWord, in: code)).sorted() {
                guard let folder = owner[file.target]?[word], folder != file.folder else { continue }
                uses[file.target, default: [:]][file.folder, default: [:]][folder, default: []].append((word, file.name))
            }
        }
    }

    /// Every pair of folders of one target that use each other, and longer cycles through a
    /// folder, found by a depth-first walk from each folder.
    func cycles() -> [Cycle] {
        var found: [Cycle] = []
        var seen: Set<[String]> = []
        for (target, graph) in uses.sorted(by: { $0.key < $1.key }) {
            for start in graph.keys.sorted() {
                var path = [start]
                func walk(_ folder: String) {
                    for next in (graph[folder]?.keys.sorted() ?? []) {
                        if next == start {
                            let key = path.sorted()
                            guard !seen.contains(key) else { continue }
                            seen.insert(key)
                            let steps = zip(path, path.dropFirst() + [start]).map { from, to in
                                let example = graph[from]?[to]?.first
                                return "\(from) uses \(example?.type ?? "?") in \(example?.file ?? "?")"
                            }
                            found.append(Cycle(target: target, folders: path.sorted(), evidence: steps.sorted()))
                        } else if !path.contains(next), next > start {
                            path.append(next)
                            walk(next)
                            path.removeLast()
                        }
                    }
                }
                walk(start)
            }
        }
        return found
    }

    private static let declaration = try! NSRegularExpression(pattern:
        #"(?m)^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)"#)
    private static let typeWord = try! NSRegularExpression(pattern: #"\b([A-Z]\w*)\b"#)

    /// The text with string literals and comments blanked (their line breaks kept), so a type
    /// named only in prose or SQL is no use of it, and line numbers stay those of the file.
    static func code(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func blank(_ count: Int) {
            for _ in 0..<count where index < scalars.count {
                out.append(scalars[index] == "\n" ? "\n" : " ")
                index += 1
            }
        }
        /// Blanks the string literal at `index` (its hashes, quotes, escapes and
        /// interpolations, which may hold string literals of their own); false if none is there.
        func literal() -> Bool {
            var hashes = 0
            while at(hashes) == "#" { hashes += 1 }
            guard at(hashes) == "\"" else { return false }
            let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
            let quotes = multiline ? 3 : 1
            blank(hashes + quotes)
            while index < scalars.count {
                if at(0) == "\\", (0..<hashes).allSatisfy({ at(1 + $0) == "#" }) {
                    if at(1 + hashes) == "(" { blank(2 + hashes); interpolation(); continue }
                    if hashes == 0 { blank(2); continue }
                }
                if (0..<quotes).allSatisfy({ at($0) == "\"" }) && (0..<hashes).allSatisfy({ at(quotes + $0) == "#" }) {
                    blank(quotes + hashes)
                    break
                }
                blank(1)
            }
            return true
        }
        /// Blanks an interpolation's code up to its closing parenthesis, nested literals too.
        func interpolation() {
            var depth = 1
            while index < scalars.count {
                if at(0) == "\"" || at(0) == "#", literal() { continue }
                if at(0) == "(" { depth += 1 } else if at(0) == ")" { depth -= 1 }
                blank(1)
                if depth == 0 { return }
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { blank(1) }
            } else if scalar == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if at(0) == "/", at(1) == "*" { depth += 1; blank(2) }
                    else if at(0) == "*", at(1) == "/" { depth -= 1; blank(2) }
                    else { blank(1) }
                } while depth > 0 && index < scalars.count
            } else if scalar == "#" || scalar == "\"" {
                guard literal() else { out.append(scalar); index += 1; continue }
            } else {
                out.append(scalar)
                index += 1
            }
        }
        return String(out)
    }

    static func matches(_ regex: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

/// The length of each function and initializer of a file, from its first line to its closing
/// brace, braces counted in code only. The body is the first brace outside the parameter list
/// (a default argument may be a closure), however many lines the signature takes; a
/// declaration without a body (a protocol requirement) ends where its signature does.
enum FunctionLengths {
    struct Function {
        var name: String
        var line: Int
        var lines: Int
    }

    private static let start = try! NSRegularExpression(pattern:
        #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|final|mutating|override|nonisolated|convenience|required|class)\s+)*(?:func\s+([A-Za-z_`][\w`]*|[-+*/%<>=!&|^~?.]+)|(init)[?!]?\s*[(<])"#)
    /// How a line may go on with a signature whose parameter list is closed.
    private static let continuations = ["->", "throws", "rethrows", "async", "where", "{"]

    static func measure(_ text: String) -> [Function] {
        let original = text.components(separatedBy: "\n")
        let codeLines = SourceGraph.code(text).components(separatedBy: "\n")
        var functions: [Function] = []
        for (index, line) in original.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = start.firstMatch(in: line, range: range) else { continue }
            let nameRange = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            let name = Range(nameRange, in: line).map { String(line[$0]) } ?? "?"
            var depth = 0, parameters = 0, opened = false, end = index
            scan: for current in index..<codeLines.count {
                for character in codeLines[current] {
                    switch character {
                    case "(", "[": parameters += 1
                    case ")", "]": parameters -= 1
                    case "{" where opened || parameters == 0: depth += 1; opened = true
                    case "}" where opened: depth -= 1
                    default: break
                    }
                    if opened && depth == 0 { end = current; break scan }
                }
                guard !opened, parameters == 0 else { continue }
                // The signature is complete: it goes on only with a return type, effects, a
                // where clause or the body's brace, else it had no body.
                let code = codeLines[current].trimmingCharacters(in: .whitespaces)
                let next = current + 1 < codeLines.count ? codeLines[current + 1].trimmingCharacters(in: .whitespaces) : ""
                let goesOn = code.hasSuffix(",") || code.hasSuffix("->") || continuations.contains { next.hasPrefix($0) }
                if !goesOn { break }
            }
            if opened { functions.append(Function(name: name, line: index + 1, lines: end - index + 1)) }
        }
        return functions
    }
}
