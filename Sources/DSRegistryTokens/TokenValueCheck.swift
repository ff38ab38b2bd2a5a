import DSRegistryCore
import DSRegistryStore

/// Whether a literal value fits its DTCG type. The check is on shape (a color is a string or a
/// color object, a cubic Bézier four numbers), lenient where real files are: colors and
/// dimensions as strings predate 2025.10 and are everywhere. A value holding a reference
/// (`"{a} * 2"`, Tokens Studio math) is checked once resolved, not here.
enum TokenValueCheck {
    /// Why `value` does not fit `type`, or nil when it does.
    static func problem(_ value: SourceNode, type: TokenType) -> String? {
        if containsReference(value) { return nil }
        switch (type, value.value) {
        case (.color, .string(let text)):
            return text.isEmpty ? "expected a color, found an empty string" : nil
        case (.color, .object):
            if value["hex"] != nil { return nil }
            guard value["colorSpace"]?.string != nil else { return "a color object needs a colorSpace (e.g. \"srgb\")" }
            guard case .array(let components)? = value["components"]?.value, components.count == 3 else {
                return "a color object needs three components"
            }
            return nil
        case (.dimension, .string(let text)), (.duration, .string(let text)):
            return text.first.map { $0.isNumber || $0 == "-" || $0 == "." } == true ? nil
                : "expected a number with a unit, found '\(text)'"
        case (.dimension, .number), (.duration, .number):
            return nil
        case (.dimension, .object), (.duration, .object):
            guard case .number? = value["value"]?.value else { return "expected {value: number, unit: string}; value is missing or not a number" }
            guard value["unit"]?.string != nil else { return "expected {value: number, unit: string}; unit is missing or not a string" }
            return nil
        case (.number, .number), (.fontWeight, .number), (.fontWeight, .string), (.fontFamily, .string), (.string, .string):
            return nil
        case (.number, .string(let text)):
            // "25%" is how Tokens Studio writes an opacity.
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            return Double(digits) == nil ? "expected a number, found '\(text)'" : nil
        case (.fontFamily, .array(let names)):
            return names.allSatisfy { $0.string != nil } ? nil : "expected a list of font names"
        case (.cubicBezier, .array(let numbers)):
            guard numbers.count == 4, numbers.allSatisfy({ if case .number = $0.value { true } else { false } }) else {
                return "expected four numbers [x1, y1, x2, y2]"
            }
            return nil
        case (.cubicBezier, .string):
            return nil   // keywords like "ease-in-out", from older drafts
        case (.typography, .object), (.border, .object), (.transition, .object), (.strokeStyle, .object),
            (.strokeStyle, .string), (.shadow, .object), (.shadow, .array), (.gradient, .array), (.gradient, .string),
            (.shadow, .string), (.border, .string), (.typography, .string), (.other, _):
            return nil
        default:
            return "expected \(expectation(type)), found \(value.kindDescription)"
        }
    }

    private static func expectation(_ type: TokenType) -> String {
        switch type {
        case .color: "a color (\"#RRGGBB\" or {colorSpace, components})"
        case .dimension: "a dimension (\"16px\" or {value, unit})"
        case .duration: "a duration (\"200ms\" or {value, unit})"
        case .number: "a number"
        case .fontWeight: "a weight (a number or a name)"
        case .fontFamily: "a font name or a list of them"
        case .cubicBezier: "four numbers"
        case .gradient: "a list of stops"
        case .string: "a string"
        default: "an object of its parts"
        }
    }

    /// True when any string in the value contains `{`…`}`.
    static func containsReference(_ value: SourceNode) -> Bool {
        switch value.value {
        case .string(let text): text.contains("{") && text.contains("}")
        case .object(let members): members.contains { $0.key == "$ref" || containsReference($0.value) }
        case .array(let elements): elements.contains { containsReference($0) }
        default: false
        }
    }
}
