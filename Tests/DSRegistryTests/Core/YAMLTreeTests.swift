import Testing
import Yams
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Seed and migration files are read from libyaml's events (`YAMLTree`), no longer through
/// Yams' composer. What a file means and what is said about a broken one must not change: each
/// case here is read both ways and compared, node for node and message for message.
@Suite struct YAMLTreeTests {
    /// A node as text: kind, place, text and whether it was written plain.
    static func describe(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let s): "\(s.mark.line):\(s.mark.column) \(s.isPlain ? "plain" : "quoted") \(s.string.debugDescription)"
        case .sequence(let items, let m): "\(m.line):\(m.column) [" + items.map(describe).joined(separator: ", ") + "]"
        case .mapping(let pairs, let m):
            "\(m.line):\(m.column) {" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func describe(_ node: Node) -> String {
        let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "?"
        switch node {
        case .scalar(let s): return "\(mark) \(s.style == .plain ? "plain" : "quoted") \(s.string.debugDescription)"
        case .sequence(let items): return "\(mark) [" + items.map(describe).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "\(mark) {" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}"
        case .alias: return "\(mark) *"
        }
    }

    static let documents: [String] = [
        "id: header\nname: \"Header\"\nfeatures: [a, 'b', \"c\"]\n",
        "a: &x {k: v, n: 1}\nb: *x\nc: *x\n",
        "list:\n  - one\n  - two: 2\n    three: |\n      block\n      text\n  - >\n    folded\n",
        "empty:\nnull: ~\ntext: ''\nunicode: héllo ✓\n",
        "---\nname: after a document start\n...\n",
        "? complex\n: value\n",
        "bom: 1\n".replacingOccurrences(of: "b", with: "\u{FEFF}b", options: .anchored),
        "x: !!int 5\ny: !custom text\n",
    ]

    @Test(arguments: documents)
    func aDocumentReadsAsYamsComposedIt(_ text: String) throws {
        let tree = YAMLReader(file: "f.yaml").parse(text)
        let yams = YAMLReader(file: "f.yaml").parseTyped(text)
        #expect(tree.map(Self.describe) == yams.map(Self.describe))
    }

    static let brokenFiles: [String] = [
        "name: [a, b\n",                        // libyaml's parser, with its context
        "a: b: c\n",                            // libyaml's scanner
        "a: *nowhere\n",                        // an alias to no anchor
        "a: 1\n---\nb: 2\n",                    // a second document
        "b: 1\na: 2\nb: 3\na: 4\n",             // two keys repeated: both named, in order
        "outer:\n  k: 1\n  k: 2\n",             // a repeated key in a nested mapping
        "'k': 1\nk: 2\n",                       // quoted and plain spellings of one key
        "a: \u{07}\n",                          // a control character (libyaml's reader)
        "",                                     // nothing at all
        "# only a comment\n",
        "\t- tab\n",
    ]

    @Test(arguments: brokenFiles)
    func aBrokenFileGetsTheMessageYamsGave(_ text: String) {
        let tree = YAMLReader(file: "f.yaml")
        let yams = YAMLReader(file: "f.yaml")
        #expect(tree.parse(text) == nil)
        #expect(yams.parseTyped(text) == nil)
        #expect(tree.diagnostics.all.map(\.description) == yams.diagnostics.all.map(\.description))
    }

    /// A ten-billion-fold alias expansion is a small tree, since an alias shares its anchor's
    /// node, and a walk of it stops at the readers' node budget.
    @Test func anAliasBombIsSharedAndItsWalkIsBounded() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let reader = YAMLReader(file: "bomb.yaml", nodeBudget: 10_000)
        let root = try #require(reader.parse(text))
        var visited = 0
        func walk(_ node: YAMLNode) {
            visited += 1
            switch node {
            case .scalar: _ = reader.text(node, "a leaf")
            case .sequence: reader.list(node, "a list").forEach(walk)
            case .mapping: reader.entries(node, "a mapping").forEach { walk($0.1) }
            }
        }
        walk(root)
        #expect(visited < 20_000)
        #expect(reader.diagnostics.all.map(\.message) == [
            "the file expands to more than 2,000,000 YAML nodes (anchors and aliases?); refusing to read further",
        ])
    }
}
