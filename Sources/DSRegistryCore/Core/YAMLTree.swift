// libyaml, as Yams vendors it. Yams keeps the module to itself (no product), but SwiftPM hands
// every target the module maps of its dependencies' C targets, so the same compiled library
// serves both: no second copy, nothing to install.
import CYaml

/// Where a node starts in its file, 1-based, as libyaml counts (a column is a character).
package struct YAMLMark: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// One node of a seed or migration file, built straight from libyaml's events.
///
/// Yams composes a `Node` per event with a resolved `Tag` object, an anchor, a style and a
/// `Mark`, then checks each mapping's keys through `Hashable` nodes: about half of parsing a
/// large seed. The readers of seed and migration files type every scalar themselves (with the
/// line and column of a wrong one), so a node here keeps only what they read: the text, whether
/// it was written plain, and where it starts. Token files, which need YAML's own typing of
/// plain scalars (`true`, `1.5`, `~`), are still read through Yams (`TokenFileReader`).
package enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode], YAMLMark)
    case mapping([(key: YAMLNode, value: YAMLNode)], YAMLMark)

    var mark: YAMLMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    /// The value of a mapping's key written as `key`.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _) = self else { return nil }
        return pairs.first { pair in
            if case .scalar(let scalar) = pair.key { scalar.string == key } else { false }
        }?.value
    }
}

package struct YAMLScalar: Sendable {
    var string: String
    /// Written without quotes or a block indicator: only such a scalar can mean null.
    var isPlain: Bool
    var mark: YAMLMark

    /// `~`, `null` or nothing, written plain: YAML's null, which is no text.
    var isNull: Bool {
        guard isPlain else { return false }
        switch string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

/// A file that is not YAML, worded as Yams worded it for the same input, with where.
struct YAMLSyntaxError: Error, Sendable {
    var message: String
    var mark: YAMLMark
}

enum YAMLTree {
    /// The single document of `bytes` (UTF-8), or nil for an empty stream.
    ///
    /// Anchors are shared, not copied: an alias is the node its anchor names, so a file that
    /// expands exponentially costs memory linear in its size, and the readers bound the walk
    /// (`YAMLReader.spend`). Nesting is bounded by libyaml (1,000 levels) and the tree is built
    /// without recursion. The errors are those Yams gave for the same input: libyaml's own
    /// (problem, context and mark), an undefined alias, a second document, duplicate keys.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(YAMLSyntaxError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLSyntaxError(message: "out of memory", mark: YAMLMark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
        var builder = Builder()
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { throw Self.error(parser, bytes) }
            defer { yaml_event_delete(&event) }
            if try builder.take(event) { return builder.root }
        }
    }

    private static func error(_ parser: yaml_parser_t, _ bytes: UnsafeRawBufferPointer) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "out of memory"
        if parser.error == YAML_READER_ERROR {
            // Yams gives a reader error at its offset in characters, as a column of line 1.
            let offset = min(parser.problem_offset, bytes.count)
            let characters = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self).count
            return YAMLSyntaxError(message: problem, mark: YAMLMark(line: 1, column: characters + 1))
        }
        let context = parser.context.map { String(cString: $0) + " " } ?? ""
        return YAMLSyntaxError(message: context + problem,
                               mark: YAMLMark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1))
    }

    /// Gathers events into nodes: the finished nodes of every open collection wait on one
    /// stack, and a collection takes its own off the top when it ends.
    private struct Builder {
        private struct Open {
            var isMapping: Bool
            var mark: YAMLMark
            var anchor: String?
            /// Where this collection's nodes start on `finished`.
            var first: Int
        }

        private var open: [Open] = []
        private var finished: [YAMLNode] = []
        private var anchors: [String: YAMLNode] = [:]
        private var documents = 0

        /// The document's node, once the stream has ended.
        var root: YAMLNode? { finished.first }

        /// Takes one event; true once the stream has ended.
        mutating func take(_ event: yaml_event_t) throws(YAMLSyntaxError) -> Bool {
            let mark = YAMLMark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw YAMLSyntaxError(message: "expected a single document in the stream but found another document", mark: mark)
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                finish(.scalar(YAMLScalar(string: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, mark: mark)),
                       anchor: Self.text(scalar.anchor))
            case YAML_ALIAS_EVENT:
                guard let name = Self.text(event.data.alias.anchor), let node = anchors[name] else {
                    throw YAMLSyntaxError(message: "found undefined alias", mark: mark)
                }
                finished.append(node)
            case YAML_SEQUENCE_START_EVENT:
                open.append(Open(isMapping: false, mark: mark, anchor: Self.text(event.data.sequence_start.anchor), first: finished.count))
            case YAML_MAPPING_START_EVENT:
                open.append(Open(isMapping: true, mark: mark, anchor: Self.text(event.data.mapping_start.anchor), first: finished.count))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let collection = open.popLast() else { break }
                // Read `finished` by index, not through a slice of it: a slice alive at
                // `removeSubrange` shares the buffer, which then copies the whole stack (and
                // retains every node on it) at the end of each collection.
                let first = collection.first
                let node: YAMLNode
                if collection.isMapping {
                    var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                    pairs.reserveCapacity((finished.count - first) / 2)
                    var index = first
                    while index + 1 < finished.count {
                        pairs.append((finished[index], finished[index + 1]))
                        index += 2
                    }
                    try Self.checkDuplicates(pairs)
                    node = .mapping(pairs, collection.mark)
                } else {
                    node = .sequence(Array(finished[first...]), collection.mark)
                }
                finished.removeSubrange(first...)
                finish(node, anchor: collection.anchor)
            default:
                break
            }
            return false
        }

        private mutating func finish(_ node: YAMLNode, anchor: String?) {
            if let anchor { anchors[anchor] = node }
            finished.append(node)
        }

        /// Yams refuses a mapping that repeats a key, naming the repeated keys in order, at the
        /// first place the first of them is written.
        private static func checkDuplicates(_ pairs: [(key: YAMLNode, value: YAMLNode)]) throws(YAMLSyntaxError) {
            guard pairs.count > 1 else { return }
            // Most mappings hold a handful of keys: compare them pairwise before building a set.
            if pairs.count <= 16 {
                var clash = false
                for i in pairs.indices where !clash {
                    guard case .scalar(let a) = pairs[i].key else { continue }
                    for j in pairs.indices[(i + 1)...] {
                        if case .scalar(let b) = pairs[j].key, a.string == b.string { clash = true; break }
                    }
                }
                guard clash else { return }
            }
            var first: [String: YAMLMark] = [:]
            var repeated: Set<String> = []
            for (key, _) in pairs {
                guard case .scalar(let scalar) = key else { continue }
                if first[scalar.string] == nil { first[scalar.string] = scalar.mark } else { repeated.insert(scalar.string) }
            }
            guard let smallest = repeated.min(), let mark = first[smallest] else { return }
            throw YAMLSyntaxError(
                message: "duplicate key " + repeated.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    + " in one mapping; each key may appear once",
                mark: mark)
        }

        private static func text(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
            pointer.map { String(cString: $0) }
        }
    }
}
