/// Minimal JSON writing that keeps column order (Foundation's encoder would not).
enum JSONText {
    static func object(_ keys: [String], _ cells: [ResultTable.Cell]) -> String {
        "{" + zip(keys, cells).map { "\(string($0)): \(value($1))" }.joined(separator: ", ") + "}"
    }

    static func value(_ cell: ResultTable.Cell) -> String {
        switch cell {
        case .text(let text): string(text)
        case .integer(let value): String(value)
        case .null: "null"
        }
    }

    /// A JSON string literal: the one escaper, used by every JSON dsreg writes.
    static func string(_ text: String) -> String {
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
