import GRDB
import DSRegistryCore
import DSRegistryStore

/// Resolves every token of a system and stores the result in the token's own row, so that a
/// query reads `resolved_value` or `dangling` instead of walking chains.
///
/// Run after any write of a system's tokens (a seed or an import), inside that write's
/// transaction: an alias anywhere in the system may gain or lose its target. The walk is
/// iterative with memoization, so a 10,000-long chain costs 10,000 steps, not a stack.
///
/// Modes: an alias looks for its target in its own mode, then in `default` (a mode overrides
/// the base, as Fluent's light/dark files override global). A target that exists only in other
/// modes makes a `default` alias `mode_dependent`: it resolves differently per mode, and is not
/// dangling; in any other mode the target is missing.
package enum TokenResolver {
    /// One token's stored resolution.
    struct Resolution: Equatable {
        var type: TokenType?
        var resolvedValue: String?
        var depth = 0
        var dangling: String?
        var modeDependent = false
        var chain: String?
    }

    private struct Lookup: Hashable {
        var position: Int
        var mode: String
    }

    /// Where an alias chain ends: the token with the value, or the missing target; how many
    /// aliases lead there, and the chain's last tokens.
    private struct AliasEnd {
        var terminal: Int?
        var dangling: String?
        var modeDependent = false
        var depth: Int
        var tail: [Int]
        /// The spec's type order, unrolled along the chain: the first own `$type` from this
        /// token on, else the group type of the deepest token that has one.
        var ownType: TokenType?
        var groupType: TokenType?
    }

    private struct Entry {
        var id: Int64
        var path: String
        var mode: String
        var aliasOf: String?
        var value: String?
        var valueJSON: String?
        var declaredType: String?
        var groupType: String?
        var file: String
        var line: Int
        var stored: Resolution
    }

    /// Resolves `system`'s tokens and writes what changed. Returns cycles as errors and dangling
    /// references as warnings (only for tokens of `reportingFiles`, when given: a re-import
    /// should not repeat what an earlier one already said).
    @discardableResult
    package static func resolve(_ db: Database, system: String, reportingFiles: Set<Int64?>? = nil) throws -> DiagnosticList {
        let seedFile = try String.fetchOne(db, sql: "SELECT path FROM seed_file WHERE system_id = ? AND component_id IS NULL", arguments: [system])
            ?? "the \(system) seed"
        var fileOf: [Int64?: String] = [nil: seedFile]
        for row in try Row.fetchAll(db, sql: "SELECT id, path FROM token_file WHERE system_id = ?", arguments: [system]) {
            fileOf[row["id"]] = row["path"]
        }
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT id, path, mode, alias_of, value, value_json, declared_type, group_type, file_id, line,
                   type, resolved_value, alias_depth, dangling, mode_dependent, alias_chain
            FROM token WHERE system_id = ? ORDER BY id
            """, arguments: [system])
        var rows: [Entry] = []
        var fileIDs: [Int64?] = []
        while let row = try cursor.next() {
            let fileID: Int64? = row["file_id"]
            fileIDs.append(fileID)
            rows.append(Entry(id: row["id"], path: row["path"], mode: row["mode"], aliasOf: row["alias_of"],
                value: row["value"], valueJSON: row["value_json"], declaredType: row["declared_type"],
                groupType: row["group_type"], file: fileOf[fileID] ?? seedFile, line: row["line"] ?? 1,
                stored: Resolution(type: (row["type"] as String?).flatMap(TokenType.init(rawValue:)),
                    resolvedValue: row["resolved_value"], depth: row["alias_depth"], dangling: row["dangling"],
                    modeDependent: row["mode_dependent"], chain: row["alias_chain"])))
        }
        var walk = Walk(rows: rows)
        let results = walk.resolveAll()

        var diagnostics = walk.diagnostics
        let update = try db.makeStatement(sql: """
            UPDATE token SET type = ?, resolved_value = ?, alias_depth = ?, dangling = ?, mode_dependent = ?, alias_chain = ?
            WHERE id = ?
            """)
        for (index, row) in rows.enumerated() {
            let result = results[index]
            if result != row.stored {
                try update.execute(arguments: [result.type?.rawValue, result.resolvedValue, result.depth, result.dangling,
                    result.modeDependent, result.chain, row.id])
            }
            if let missing = result.dangling, result.depth <= 1, reportingFiles?.contains(fileIDs[index]) ?? true {
                let what = row.aliasOf == nil ? "refers to" : "aliases"
                diagnostics.append(Diagnostic(.warning, file: row.file, line: row.line, column: 1,
                    message: "\(row.path)\(row.mode == "default" ? "" : " (\(row.mode))") \(what) {\(missing)}, which is not in the registry; kept and listed by `dsreg query dangling-aliases`",
                    suggestion: Suggestion.didYouMean(missing, in: walk.paths(near: missing))))
            }
        }
        return diagnostics
    }

    /// The resolution of one system's tokens, in memory.
    private struct Walk {
        let rows: [Entry]
        /// path → mode → row index
        private var index: [String: [String: Int]] = [:]
        /// Where a chain ends, memoized per token and the mode the lookup runs in (a chain from
        /// a `dark` token may pass through a `default` one and must keep looking in `dark`).
        private var aliasEnds: [Lookup: AliasEnd] = [:]
        private var displayed: [Int: (text: String?, dangling: String?)] = [:]
        private(set) var diagnostics = DiagnosticList()
        private var reportedCycles: Set<String> = []

        init(rows: [Entry]) {
            self.rows = rows
            for (position, row) in rows.enumerated() {
                index[row.path, default: [:]][row.mode] = position
            }
        }

        /// The target of `path` for a token in `mode`: its own mode, else the base; nil and
        /// whether it exists in some other mode.
        func target(_ path: String, mode: String) -> (Int?, otherModes: Bool) {
            guard let modes = index[path] else { return (nil, false) }
            if let hit = modes[mode] ?? modes["default"] { return (hit, false) }
            // Only a base token resolves per mode; a `dark` token whose target has no `dark`
            // (or base) definition is simply missing it.
            return (nil, mode == "default")
        }

        func paths(near missing: String) -> [String] {
            // Only siblings: comparing with every path of a large system would cost more than the
            // whole resolution, and a typo is almost always in the last name.
            let parent = missing.split(separator: ".").dropLast().joined(separator: ".")
            return index.keys.filter { $0.hasPrefix(parent + ".") && $0.split(separator: ".").count == missing.split(separator: ".").count }
        }

        mutating func resolveAll() -> [Resolution] {
            (0..<rows.count).map { resolution(of: $0) }
        }

        private mutating func resolution(of position: Int) -> Resolution {
            let row = rows[position]
            guard row.aliasOf != nil else {
                let shown = display(position, visiting: [])
                return Resolution(type: ownType(of: position) ?? groupType(of: position), resolvedValue: shown.text, depth: 0, dangling: shown.dangling)
            }
            let alias = followAlias(from: position)
            var result = Resolution(type: alias.ownType ?? alias.groupType, depth: alias.depth,
                dangling: alias.dangling, modeDependent: alias.modeDependent)
            if let terminal = alias.terminal {
                let shown = display(terminal, visiting: [])
                result.resolvedValue = shown.text
                result.dangling = result.dangling ?? shown.dangling
            }
            // The chain, spelled: whole up to 12 tokens, else its first 6 and last 5.
            let tokens = alias.terminal == nil ? alias.depth : alias.depth + 1
            var names = (tokens <= 12 ? head(from: position, count: tokens)
                : head(from: position, count: 6) + alias.tail.suffix(5)).map { rows[$0].path }
            if tokens > 12 { names.insert("… \(tokens - 11) more …", at: 6) }
            if let missing = alias.dangling { names.append(missing) }
            result.chain = names.count > 1 ? names.joined(separator: " → ") : nil
            return result
        }

        private func ownType(of position: Int) -> TokenType? {
            let declared = rows[position].declaredType
            return (declared ?? "").isEmpty ? nil : declared.map(TokenType.lenient)
        }

        private func groupType(of position: Int) -> TokenType? {
            rows[position].groupType.map(TokenType.lenient)
        }

        /// Follows aliases from `start` to a token with a value, a missing target, or a cycle,
        /// and memoizes the answer for every token on the way.
        private mutating func followAlias(from start: Int) -> AliasEnd {
            let mode = rows[start].mode
            if let known = aliasEnds[Lookup(position: start, mode: mode)] { return known }
            var chain = [start]
            var onChain: Set<Int> = [start]
            var end: AliasEnd
            while true {
                let current = chain[chain.count - 1]
                guard let next = rows[current].aliasOf else {
                    end = AliasEnd(terminal: current, depth: 0, tail: [current], ownType: ownType(of: current), groupType: groupType(of: current))
                    break
                }
                let (hit, otherModes) = target(next, mode: mode)
                guard let hit else {
                    end = AliasEnd(terminal: nil, dangling: otherModes ? nil : next, modeDependent: otherModes, depth: 1,
                        tail: [current], ownType: ownType(of: current), groupType: groupType(of: current))
                    break
                }
                if onChain.contains(hit) {
                    reportCycle(chain: chain, closingAt: hit)
                    end = AliasEnd(terminal: nil, depth: 1, tail: [current], ownType: ownType(of: current), groupType: groupType(of: current))
                    break
                }
                if let known = aliasEnds[Lookup(position: hit, mode: mode)] {
                    end = known
                    end.depth += 1
                    end.tail = known.tail.count >= 5 ? known.tail : [current] + known.tail
                    end.ownType = ownType(of: current) ?? known.ownType
                    end.groupType = known.groupType ?? groupType(of: current)
                    break
                }
                chain.append(hit)
                onChain.insert(hit)
            }
            // `end` describes the chain from its last token; walk back, one more step each.
            aliasEnds[Lookup(position: chain[chain.count - 1], mode: mode)] = end
            for position in chain.dropLast().reversed() {
                end.depth += 1
                if end.tail.count < 5 { end.tail.insert(position, at: 0) }
                end.ownType = ownType(of: position) ?? end.ownType
                end.groupType = end.groupType ?? groupType(of: position)
                aliasEnds[Lookup(position: position, mode: mode)] = end
            }
            return end
        }

        /// The first names of a chain, walked from its start (the memo keeps only its last ones).
        private func head(from start: Int, count: Int) -> [Int] {
            var names = [start]
            var current = start
            while names.count < count, let next = rows[current].aliasOf, let hit = target(next, mode: rows[start].mode).0 {
                names.append(hit)
                current = hit
            }
            return names
        }

        /// A literal's value as people read it, with every `{reference}` inside replaced by the
        /// referenced token's resolved value; a reference that points nowhere stays as written.
        private mutating func display(_ position: Int, visiting: Set<Int>) -> (text: String?, dangling: String?) {
            if let known = displayed[position] { return known }
            let row = rows[position]
            guard let node = SourceNode(storedJSON: row.valueJSON) else {
                displayed[position] = (row.value, nil)
                return (row.value, nil)
            }
            var dangling: String?
            var visiting = visiting
            visiting.insert(position)
            let resolved = substitute(node, mode: row.mode, visiting: visiting, origin: position, dangling: &dangling)
            let result = (TokenValueText.display(resolved), dangling)
            displayed[position] = result
            return result
        }

        private mutating func substitute(_ node: SourceNode, mode: String, visiting: Set<Int>, origin: Int, dangling: inout String?) -> SourceNode {
            switch node.value {
            case .string(let text) where text.contains("{"):
                var output = ""
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    output += rest[..<open]
                    let name = String(rest[rest.index(after: open)..<close])
                    let path = name.hasSuffix(".value") && index[name] == nil ? String(name.dropLast(6)) : name
                    output += reference(path, written: String(rest[open...close]), mode: mode, visiting: visiting, origin: origin, dangling: &dangling)
                    rest = rest[rest.index(after: close)...]
                }
                output += rest
                return SourceNode(.string(output), line: node.line, column: node.column)
            case .object(let members):
                if members.count == 1, members.first?.key == "$ref", let pointer = members.first?.value.string,
                   let path = TokenFileParser.jsonPointerPath(pointer)
                {
                    let text = reference(path, written: pointer, mode: mode, visiting: visiting, origin: origin, dangling: &dangling)
                    return SourceNode(.string(text), line: node.line, column: node.column)
                }
                return SourceNode(.object(members.map {
                    SourceNode.Member(key: $0.key, line: $0.line, column: $0.column,
                        value: substitute($0.value, mode: mode, visiting: visiting, origin: origin, dangling: &dangling))
                }), line: node.line, column: node.column)
            case .array(let elements):
                return SourceNode(.array(elements.map { substitute($0, mode: mode, visiting: visiting, origin: origin, dangling: &dangling) }),
                    line: node.line, column: node.column)
            default:
                return node
            }
        }

        private mutating func reference(_ path: String, written: String, mode: String, visiting: Set<Int>, origin: Int, dangling: inout String?) -> String {
            let (hit, otherModes) = target(path, mode: mode)
            guard let hit else {
                if !otherModes { dangling = dangling ?? path }
                return written
            }
            if visiting.contains(hit) {
                reportCycle(chain: [origin], closingAt: hit, through: path)
                return written
            }
            let alias = followAlias(from: hit)
            guard let terminal = alias.terminal else {
                dangling = dangling ?? alias.dangling
                return written
            }
            if visiting.contains(terminal) {
                reportCycle(chain: [origin], closingAt: terminal, through: path)
                return written
            }
            return display(terminal, visiting: visiting).text ?? written
        }

        private mutating func reportCycle(chain: [Int], closingAt: Int, through: String? = nil) {
            let start = chain.firstIndex(of: closingAt) ?? 0
            var loop = Array(chain[start...]).map { rows[$0].path }
            if let through, loop.last != through { loop.append(through) }
            loop.append(rows[closingAt].path)
            // One report per cycle, whichever token it is found from.
            let key = Set(loop).sorted().joined(separator: "|") + rows[closingAt].mode
            guard reportedCycles.insert(key).inserted else { return }
            let row = rows[closingAt]
            diagnostics.append(Diagnostic(.error, file: row.file, line: row.line, column: 1,
                message: "alias cycle: \(loop.joined(separator: " → "))\(row.mode == "default" ? "" : " (mode \(row.mode))")",
                suggestion: "make one of these tokens a value instead of an alias"))
        }

    }
}
