/// The one way a name from data (a system id, a mode, a theme) becomes a file name: letters,
/// digits, `.`, `_` and `-` are kept, every other run of characters becomes one `-`, and leading
/// dots go, so no name can climb out of its folder (`a/../../../PWNED` → `a-PWNED`), hide
/// itself (`.profile`), or be empty.
package enum FileName {
    package static func slug(_ text: String) -> String {
        var result = ""
        var dash = false
        for scalar in text.unicodeScalars {
            let kept = (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII
                || scalar == "_" || scalar == "-"
            if kept || (scalar == "." && !result.isEmpty && !result.hasSuffix(".") && !dash) {
                result.unicodeScalars.append(scalar)
                dash = false
            } else if !result.isEmpty, !dash {
                result += "-"
                dash = true
            }
        }
        while result.hasSuffix("-") || result.hasSuffix(".") { result.removeLast() }
        return result.isEmpty ? "unnamed" : result
    }

    /// A component's stable key from its name: "Header - Centered" → `header-centered`.
    package static func componentKey(for name: String) -> String {
        FileName.slug(name.lowercased()).replacingOccurrences(of: ".", with: "-").replacingOccurrences(of: "_", with: "-")
    }
}
