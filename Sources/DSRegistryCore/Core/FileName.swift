import Foundation

/// The one way a name from data (a system id, a mode, a theme) becomes a file name: letters,
/// digits, `.`, `_` and `-` are kept, every other run of characters becomes one `-`, and leading
/// dots go, so no name can climb out of its folder (`a/../../../PWNED` → `a-PWNED`), hide
/// itself (`.profile`), or be empty. A slug is never longer than `longest`: a longer one is
/// cut and ends in a hash of the whole text, so two long names still get two files (a
/// 330-character component name was a file name over the 255 bytes disks take).
package enum FileName {
    /// The longest file name dsreg writes, in UTF-8 bytes (slugs are ASCII), extension included:
    /// well under the 255 of ext4, APFS and NTFS, with room for a folder's own limits.
    package static let longest = 120

    /// The slug of `text` followed by `suffix` (an extension, kept whole), `longest` at most.
    package static func slug(_ text: String, suffix: String = "") -> String {
        let whole = unbounded(text)
        guard whole.utf8.count + suffix.utf8.count > longest else { return whole + suffix }
        let hash = "-" + ContentHash.of(Data(text.utf8)).leftPadded16
        var cut = String(whole.prefix(max(1, longest - suffix.utf8.count - hash.utf8.count)))
        while cut.hasSuffix("-") || cut.hasSuffix(".") { cut.removeLast() }
        return cut + hash + suffix
    }

    private static func unbounded(_ text: String) -> String {
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

private extension String {
    /// A hex hash at its full 16 digits, so every cut slug is as long as the next.
    var leftPadded16: String { String(repeating: "0", count: max(0, 16 - count)) + self }
}
