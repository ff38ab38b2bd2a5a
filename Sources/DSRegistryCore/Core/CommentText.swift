/// Text from data inside a one-line comment (`#` in YAML, `//` in Swift and Kotlin): a line
/// break ends the comment and makes the rest code, so every line break the languages know
/// (`\n`, `\r`, U+0085, U+2028, U+2029), every other control and the bidi overrides become a
/// space. The one place for it: `dsreg new` and the Code Connect files use it.
package enum CommentText {
    package static func line(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let value = scalar.value
            let blank = value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x2029).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
            return blank ? " " : scalar
        }))
    }
}
