/// Text written into YAML files dsreg generates (`dsreg new`), so that it reads back as typed.
public enum YAMLText {
    /// A YAML plain scalar when that reads back as the same text, else a double-quoted one in
    /// which every line break and control is an escape: raw, a line break folds or ends the
    /// value, and YAML refuses a control character.
    package static func scalar(_ text: String) -> String {
        let plain = isPlainWord(text)
            && !text.contains(" -") && !text.hasSuffix(" ")
            && !["true", "false", "yes", "no", "null", "on", "off"].contains(text.lowercased())
        guard !plain else { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF {
                    out += scalar.value <= 0xFF ? "\\x" + hex(scalar.value, 2) : "\\u" + hex(scalar.value, 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A letter, then letters, digits, spaces and `_.()/-` only (ASCII): written unquoted.
    /// Checked scalar by scalar: every value of a written seed passes here.
    private static func isPlainWord(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), ("A"..."Z").contains(first) || ("a"..."z").contains(first) else { return false }
        while let scalar = scalars.next() {
            guard ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                    || " _.()/-".unicodeScalars.contains(scalar) else { return false }
        }
        return true
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
