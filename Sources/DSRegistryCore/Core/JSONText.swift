/// Minimal JSON writing that keeps column order (Foundation's encoder would not).
public enum JSONText {
    package static func object(_ keys: [String], _ cells: [ResultTable.Cell]) -> String {
        "{" + zip(keys, cells).map { "\(string($0)): \(value($1))" }.joined(separator: ", ") + "}"
    }

    static func value(_ cell: ResultTable.Cell) -> String {
        switch cell {
        case .text(let text): string(text)
        case .integer(let value): String(value)
        case .null: "null"
        }
    }

    /// Foundation's pretty printer in the style of every other JSON dsreg writes: `"key": value`
    /// (not `"key" : value`) and `[]` / `{}` for empty containers. Only whitespace outside
    /// strings changes.
    package static func houseStyle(_ pretty: String) -> String {
        var result = ""
        result.reserveCapacity(pretty.utf8.count)
        var inString = false, escaped = false
        var scalars = Array(pretty.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if inString {
                result.unicodeScalars.append(scalar)
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                result.unicodeScalars.append(scalar)
            case " " where scalars.first == ":":
                continue   // the space before a colon
            case "[", "{":
                result.unicodeScalars.append(scalar)
                // An empty container: only whitespace up to its closing bracket.
                let rest = scalars.prefix { $0 == " " || $0 == "\n" }
                let closing: Unicode.Scalar = scalar == "[" ? "]" : "}"
                if scalars.dropFirst(rest.count).first == closing {
                    scalars = scalars.dropFirst(rest.count + 1)
                    result.unicodeScalars.append(closing)
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A JSON string literal: the one escaper, used by every JSON dsreg writes.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20: result += String(format: "\\u%04x", c.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
