import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Text from the registry or from input, made safe to show on a terminal: control characters
/// become their visible Unicode pictures (ESC `␛`, CR `␍`, BEL `␇`, DEL `␡`), and C1 controls
/// and bidirectional overrides become `⟨U+202E⟩`, so no seed text can clear the screen, write
/// the clipboard (OSC 52), retitle the window, hide lines (cursor up, erase) or reorder what is
/// read (RLO). Table, markdown, page and diagnostic output pass through here; JSON stays exact
/// (it escapes controls by its own rules) and CSV keeps values as they are.
public enum TerminalText {
    /// `text` with every control character made visible.
    ///
    /// ```swift
    /// TerminalText.visible("Header\u{1B}[2J")   // "Header␛[2J"
    /// ```
    ///
    /// - Parameters:
    ///   - text: text from the registry or from input.
    ///   - keepingNewlines: keep line feeds as they are (pages, markdown); otherwise they become `␊`.
    /// - Returns: `text` itself when nothing needs escaping.
    public static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepingNewlines) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F: result += "␡"
            default: result += "⟨U+" + String(scalar.value, radix: 16, uppercase: true) + "⟩"
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar, _ keepingNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingNewlines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
