/// A semantic version ordered as versions are (1.10.0 after 1.9.0).
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    /// Reads `MAJOR.MINOR.PATCH`, three non-negative integers; nil for anything else
    /// (`1.2`, `v1.2.3`, `1.2.3-beta`).
    ///
    /// ```swift
    /// SemanticVersion("1.10.0")! > SemanticVersion("1.9.0")!   // true
    /// ```
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]),
            major >= 0, minor >= 0, patch >= 0
        else { return nil }
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// The version as written: `1.10.0`.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// Orders by major, then minor, then patch, as numbers.
    public static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
