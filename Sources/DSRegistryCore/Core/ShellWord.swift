/// The one shell quoter: a word as `sh`, `bash`, `zsh` and `fish` read it back unchanged. Used
/// wherever dsreg prints a command line built from data (`--print-sql`'s suggestions, a saved
/// question's command, the header of a generated Code Connect file) and for the names shell
/// completion offers (`CompletionWire`). Plain words stay bare; everything else goes between
/// single quotes, where no shell expands `$`, backquotes, `;` or `|`.
package enum ShellWord {
    /// `text` as one shell word: bare when it holds only letters, digits and `-_./:@+`, else
    /// single-quoted (a quote inside becomes `'\''`). Fish reads `\'` inside quotes as a quote
    /// too, and `'\''` is quote, escaped quote, quote there as well.
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { ($0.isLetter || $0.isNumber || "-_./:@+".contains($0)) && $0 != "\u{85}" }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// How completion names travel from `dsreg ---completion` to the shell scripts: one name a
/// line, every byte that is not a letter, digit, space or one of `-_./:@,=` written as `%XX`.
/// A name holding a line break, a quote, `$(…)` or a backquote is then one line of inert
/// text; the scripts decode it with `printf %b` (bash, zsh) or `string unescape --style=url`
/// (fish), none of which evaluates anything, and hand the shell the literal name. A script
/// from before this encoding (which fed names to `compgen -W`, expanding `$(…)`) shows the
/// encoded form, still inert.
public enum CompletionWire {
    /// `name` as one line of the completion wire: `'` becomes `%27`, a line break `%0A`.
    ///
    /// ```swift
    /// CompletionWire.encoded("Header $(rm -rf)")   // "Header %24%28rm -rf%29"
    /// ```
    public static func encoded(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"),
                 UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: ","), UInt8(ascii: "="):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
