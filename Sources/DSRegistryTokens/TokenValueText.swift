import DSRegistryCore
import DSRegistryStore

/// How a token's value reads in a table: strings as written, `{value: 16, unit: "px"}` as
/// `16px`, a color object by its hex when it has one, anything else as compact JSON.
enum TokenValueText {
    static func display(_ node: SourceNode) -> String {
        switch node.value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .object:
            if case .number(let amount)? = node["value"]?.value, let unit = node["unit"]?.string, node.members.count == 2 {
                return amount + unit
            }
            if let hex = node["hex"]?.string, node["colorSpace"] != nil { return hex }
            return node.json
        case .array: return node.json
        }
    }
}
