/// How token paths compare: Figma writes `text/accent/link`, DTCG `text.accent.link`, and both
/// name the same token. The rule: a path's key reads every `/` as `.`, and a binding or spec
/// binds to the token whose key is its key. That is unambiguous as long as a system does not
/// define both spellings of one path (a system that does gets both matched).
public enum TokenPath {
    public static func key(_ path: String) -> String {
        path.replacingOccurrences(of: "/", with: ".")
    }

    /// The same rule in SQL, for a column or parameter: `replace(X, '/', '.')`.
    static func sqlKey(_ expression: String) -> String {
        "replace(\(expression), '/', '.')"
    }
}
