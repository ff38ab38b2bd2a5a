/// How token paths compare: Figma writes `text/accent/link`, DTCG `text.accent.link`, and both
/// name the same token. The rule: a binding, spec or alias binds to a token whose path is the
/// written path, or the written path with every `/` read as `.`, or every `.` read as `/`.
/// That is unambiguous as long as a system does not define two spellings of one path (a system
/// that does gets both matched), and it keeps every lookup on the path indexes.
package enum TokenPath {
    /// The spelling with every `/` read as `.` (DTCG's).
    /// Byte by byte, as SQL's `replace(path, '/', '.')` does (Foundation's search was a twelfth
    /// of checking a component file's bindings); a path without `/` is returned as it is.
    package static func key(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard path.utf8.contains(slash) else { return path }
        return String(decoding: path.utf8.map { $0 == slash ? dot : $0 }, as: UTF8.self)
    }

    /// The spellings a written path may have in the registry.
    static func spellings(_ path: String) -> [String] {
        var result = [path]
        for spelling in [path.replacingOccurrences(of: "/", with: "."), path.replacingOccurrences(of: ".", with: "/")]
        where !result.contains(spelling) { result.append(spelling) }
        return result
    }

    /// The same in SQL, for `column IN \(spellings(expression))`: the column side keeps its index.
    package static func sqlSpellings(_ expression: String) -> String {
        "(\(expression), replace(\(expression), '/', '.'), replace(\(expression), '.', '/'))"
    }
}
