import DSRegistryCore
import DSRegistryStore

/// Turns one file's tree into token definitions, collecting every problem of the file.
///
/// One walker reads DTCG and the Style Dictionary family: they differ in how a token is
/// recognized (`$value` or `value`), in their key names, and in how an alias is spelled
/// (`{a.b}` or `{a.b.value}`); groups, paths and modes work alike.
struct TokenFileParser {
    let file: String
    let format: TokenFormat
    let mode: String
    private(set) var tokens: [TokenDefinition] = []
    private(set) var diagnostics = DiagnosticList()
    /// `$extends` of groups, applied once every file of the set is read (`TokenImportSet`).
    private(set) var extensions: [TokenExtends] = []

    init(file: String, format: TokenFormat, mode: String) {
        self.file = file
        self.format = format
        self.mode = mode
    }

    mutating func parse(_ root: SourceNode) {
        switch format {
        case .dtcg: dtcgGroup(root, path: [], inherited: Inherited())
        case .styleDictionary, .spectrum: styleDictionaryGroup(root, path: [], depth: 0)
        case .plain: plainGroup(root, path: [], depth: 0)
        }
    }

    /// What a DTCG group passes to its children.
    private struct Inherited {
        var type: String?
        var deprecated = false
        var deprecationNote: String?
    }

    // MARK: DTCG

    private mutating func dtcgGroup(_ group: SourceNode, path: [String], inherited: Inherited) {
        var inherited = inherited
        if let type = group["$type"] {
            inherited.type = checkedType(type, at: path)
        }
        if let deprecated = group["$deprecated"] {
            (inherited.deprecated, inherited.deprecationNote) = deprecation(deprecated, at: path)
        }
        if let base = group["$extends"] {
            if let target = base.string.flatMap(Self.reference(in:)) ?? base.string {
                extensions.append(TokenExtends(group: path.joined(separator: "."), base: target, line: base.line, column: base.column))
            } else {
                error(base, at: path, "$extends must name a group as \"{group}\", found \(base.kindDescription)")
            }
        }
        guard path.count < TokenFileReader.maximumDepth else { return }
        for member in group.members {
            if member.key == "$root" {
                if member.value["$value"] != nil {
                    dtcgToken(member.value, path: path + ["$root"], inherited: inherited)
                } else {
                    error(member.value, at: path + ["$root"], "$root must be a token with a $value")
                }
                continue
            }
            if member.key.hasPrefix("$") { continue }   // $type, $description, $schema …: group properties
            guard checkName(member, path: path) else { continue }
            let child = member.value
            guard child.isObject else {
                error(child, at: path + [member.key], "expected a token (an object with $value) or a group, found \(child.kindDescription)")
                continue
            }
            if child["$value"] != nil {
                let children = child.members.filter { !$0.key.hasPrefix("$") && $0.value.isObject }
                if let first = children.first {
                    error(child, at: path + [member.key],
                        "has both a $value and child tokens ('\(first.key)'); a token cannot also be a group",
                        suggestion: "move the value into '\(member.key).$root', or the children into a group of their own")
                    continue
                }
                dtcgToken(child, path: path + [member.key], inherited: inherited)
            } else {
                dtcgGroup(child, path: path + [member.key], inherited: inherited)
            }
        }
    }

    private mutating func dtcgToken(_ node: SourceNode, path: [String], inherited: Inherited) {
        guard let raw = node["$value"] else { return }
        var token = TokenDefinition(path: path.joined(separator: "."), mode: mode, file: file, line: node.line, column: node.column)
        token.groupType = inherited.type
        if let type = node["$type"] { token.ownType = checkedType(type, at: path) }
        if let description = node["$description"] {
            token.description = description.string
            if description.string == nil { error(description, at: path, "$description must be a string, found \(description.kindDescription)") }
        }
        (token.deprecated, token.deprecationNote) = (inherited.deprecated, inherited.deprecationNote)
        if let deprecated = node["$deprecated"] { (token.deprecated, token.deprecationNote) = deprecation(deprecated, at: path) }
        if let extensions = node["$extensions"] {
            guard extensions.isObject else {
                error(extensions, at: path, "$extensions must be an object, found \(extensions.kindDescription)")
                return
            }
            // dsreg's own extension carries what DTCG cannot say (a Style Dictionary type name)
            // through an export; it is read back, not kept as someone else's extension.
            token.declaredTypeExtension = extensions["org.dsreg"]?["type"]?.string
            let kept = extensions.members.filter { $0.key != "org.dsreg" }
            if !kept.isEmpty { token.extensions = SourceNode(.object(kept), line: extensions.line, column: extensions.column).json }
        }
        if let target = Self.alias(raw, dropValueSuffix: false) {
            token.aliasOf = target
        } else {
            token.value = raw
            if let type = (token.ownType ?? token.groupType).flatMap(TokenType.known),
               let problem = TokenValueCheck.problem(raw, type: type)
            {
                error(raw, at: path, "the value does not fit its type \(type.rawValue): \(problem)")
            }
        }
        tokens.append(token)
    }

    private mutating func checkedType(_ node: SourceNode, at path: [String]) -> String? {
        guard let name = node.string else {
            error(node, at: path, "$type must be a string, found \(node.kindDescription)")
            return nil
        }
        guard TokenType.known(name) != nil else {
            let names = TokenType.dtcg.map(\.rawValue)
            error(node, at: path, "unknown $type '\(name)'; expected one of \(names.joined(separator: ", "))",
                suggestion: Suggestion.didYouMean(name, in: names + Array(TokenType.toolTypes.keys)))
            return nil
        }
        return name
    }

    private mutating func deprecation(_ node: SourceNode, at path: [String]) -> (Bool, String?) {
        switch node.value {
        case .bool(let flag): return (flag, nil)
        case .string(let note): return (true, note)
        default:
            error(node, at: path, "$deprecated must be true, false or an explanation, found \(node.kindDescription)")
            return (false, nil)
        }
    }

    // MARK: Style Dictionary and Spectrum

    private mutating func styleDictionaryGroup(_ group: SourceNode, path: [String], depth: Int) {
        guard depth < TokenFileReader.maximumDepth else { return }
        for member in group.members {
            if member.key.hasPrefix("$") { continue }
            guard checkName(member, path: path) else { continue }
            let child = member.value
            let childPath = path + [member.key]
            guard child.isObject else {
                // Style Dictionary ignores scalars outside `value`; they are notes, not tokens.
                continue
            }
            if child["value"] != nil {
                styleDictionaryToken(child, path: childPath, mode: mode)
            } else if let sets = child["sets"], sets.isObject, format == .spectrum {
                for set in sets.members {
                    guard set.value["value"] != nil else {
                        error(set.value, at: childPath, "the set '\(set.key)' has no value")
                        continue
                    }
                    // The outer token's deprecation and schema apply to each mode's value.
                    var merged = set.value
                    if case .object(var members) = merged.value {
                        for key in ["deprecated", "deprecated_comment", "renamed"] where merged[key] == nil {
                            if let outer = child.members.first(where: { $0.key == key }) { members.append(outer) }
                        }
                        merged.value = .object(members)
                    }
                    styleDictionaryToken(merged, path: childPath, mode: set.key, outerSchema: child["$schema"]?.string)
                }
            } else {
                styleDictionaryGroup(child, path: childPath, depth: depth + 1)
            }
        }
    }

    private mutating func styleDictionaryToken(_ node: SourceNode, path: [String], mode: String, outerSchema: String? = nil) {
        guard let raw = node["value"] else { return }
        var token = TokenDefinition(path: path.joined(separator: "."), mode: mode, file: file, line: node.line, column: node.column)
        if let type = node["type"]?.string {
            token.ownType = type
        } else if let schema = node["$schema"]?.string ?? outerSchema, let type = Self.spectrumType(schema: schema) {
            token.ownType = type
        }
        token.description = node["description"]?.string ?? node["comment"]?.string
        if case .bool(true) = node["deprecated"]?.value { token.deprecated = true }
        let notes = [node["deprecated_comment"]?.string, node["renamed"]?.string.map { "renamed to \($0)" }].compactMap { $0 }
        if !notes.isEmpty { token.deprecated = true; token.deprecationNote = notes.joined(separator: "; ") }
        if let extensions = node["$extensions"] ?? node["extensions"], extensions.isObject {
            token.extensions = extensions.json
        }
        if let target = Self.alias(raw, dropValueSuffix: true) {
            token.aliasOf = target
        } else {
            token.value = raw
        }
        tokens.append(token)
    }

    /// Spectrum names a token's type by its JSON schema: `…/token-types/color-set.json` is a color.
    static func spectrumType(schema: String) -> String? {
        guard let last = schema.split(separator: "/").last else { return nil }
        var name = String(last)
        if name.hasSuffix(".json") { name = String(name.dropLast(5)) }
        if name.hasSuffix("-set") { name = String(name.dropLast(4)) }
        let known: [String: String] = [
            "color": "color", "dimension": "dimension", "font-family": "fontFamily", "font-weight": "fontWeight",
            "font-size": "dimension", "opacity": "number", "multiplier": "number", "alias": "",
        ]
        if let mapped = known[name] { return mapped.isEmpty ? nil : mapped }
        return name
    }

    // MARK: Plain values

    /// Every leaf is a token named by its keys (and list positions: Style Dictionary lets
    /// `{alpha.0}` name the first entry of a list `alpha`).
    private mutating func plainGroup(_ group: SourceNode, path: [String], depth: Int) {
        guard depth < TokenFileReader.maximumDepth else { return }
        let entries: [SourceNode.Member]
        if case .array(let elements) = group.value {
            entries = elements.enumerated().map { SourceNode.Member(key: String($0.offset), line: $0.element.line, column: $0.element.column, value: $0.element) }
        } else {
            entries = group.members
        }
        for member in entries {
            if member.key.hasPrefix("$") { continue }
            let childPath = path + [member.key]   // keys may be dotted paths here, on purpose
            switch member.value.value {
            case .object, .array: plainGroup(member.value, path: childPath, depth: depth + 1)
            case .string, .number, .bool:
                var token = TokenDefinition(path: childPath.joined(separator: "."), mode: mode, file: file,
                    line: member.line, column: member.column)
                if let target = Self.alias(member.value, dropValueSuffix: false) {
                    token.aliasOf = target
                } else {
                    token.value = member.value
                }
                tokens.append(token)
            case .null:
                error(member.value, at: childPath, "expected a value, found null")
            }
        }
    }

    // MARK: Names and references

    /// DTCG forbids `{`, `}` and `.` in names: each would make a path ambiguous.
    private mutating func checkName(_ member: SourceNode.Member, path: [String]) -> Bool {
        guard let bad = member.key.first(where: { "{}.".contains($0) }) else {
            if member.key.isEmpty {
                diagnostics.append(Diagnostic(.error, file: file, line: member.line, column: member.column,
                    message: "\(Self.display(path)): a name cannot be empty"))
                return false
            }
            return true
        }
        diagnostics.append(Diagnostic(.error, file: file, line: member.line, column: member.column,
            message: "\(Self.display(path + [member.key])): the name '\(member.key)' contains '\(bad)', which token names may not (it would make paths and aliases ambiguous)",
            suggestion: "rename it, e.g. '\(member.key.map { "{}.".contains($0) ? "-" : String($0) }.joined())'"))
        return false
    }

    /// The target of a value that is wholly an alias (`"{a.b}"`, or `{"$ref": "#/a/b"}`).
    static func alias(_ node: SourceNode, dropValueSuffix: Bool) -> String? {
        if let pointer = node["$ref"]?.string, node.members.count == 1 {
            return jsonPointerPath(pointer)
        }
        guard let text = node.string, let target = reference(in: text) else { return nil }
        return dropValueSuffix && target.hasSuffix(".value") ? String(target.dropLast(6)) : target
    }

    /// `a.b` for `{a.b}`; nil when the text is anything more than one reference.
    static func reference(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// `#/color/brand/$value` → `color.brand`.
    static func jsonPointerPath(_ pointer: String) -> String? {
        guard pointer.hasPrefix("#/") else { return nil }
        var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if parts.last == "$value" { parts.removeLast() }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    static func display(_ path: [String]) -> String {
        path.isEmpty ? "(top level)" : path.joined(separator: ".")
    }

    private mutating func error(_ node: SourceNode, at path: [String], _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, file: file, line: node.line, column: node.column,
            message: "\(Self.display(path)): \(message)", suggestion: suggestion))
    }
}
