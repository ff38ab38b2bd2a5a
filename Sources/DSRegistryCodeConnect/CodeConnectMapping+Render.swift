import DSRegistryCore
import DSRegistryStore

/// The text of a Code Connect file, in the shape figma/code-connect v1.5.2 documents: for
/// SwiftUI a struct conforming to `FigmaConnect` with `component`, `figmaNodeUrl`, one
/// property wrapper per Figma property and a `body`; for Compose a class annotated
/// `@FigmaConnect(url = …)` with `@FigmaProperty` declarations and an example composable.
extension CodeConnectMapping {
    func render() -> String {
        switch platform {
        case .swiftui: swiftUI()
        case .compose: compose()
        }
    }

    private var header: [String] {
        [
            "// Code Connect for \(Self.comment(component.name)) (\(Self.comment(component.systemID))), design node \(Self.comment(component.designNode ?? "")),",
            "// written by dsreg from the registry in the form of \(CodeConnectFormat.version).",
            "// Regenerate it instead of editing: dsreg codeconnect generate \(Self.comment(ShellWord.quoted(component.name))) --system \(Self.comment(ShellWord.quoted(component.systemID))) --platform \(platform.rawValue) --output DIR",
        ]
    }

    private func swiftUI() -> String {
        var lines = header + ["", "import Figma", "import SwiftUI", "",
            "struct \(typeName)_doc: FigmaConnect {",
            "    let component = \(typeName).self",
            "    let figmaNodeUrl = \(Self.literal(nodeURL, .swiftui))"]
        for case .mapped(let m) in arguments {
            lines.append("")
            let name = CodeIdentifier.escaped(m.parameter), figma = Self.literal(m.figmaName, .swiftui)
            let type = m.type + (m.optional ? "?" : "")
            switch m.value {
            case .text(let example):
                lines += ["    @FigmaString(\(figma))", "    var \(name): String = \(Self.literal(example, .swiftui))"]
            case .boolean(let value):
                lines += ["    @FigmaBoolean(\(figma))", "    var \(name): Bool = \(value)"]
            case .enumeration(let cases, let defaultCase):
                lines.append("    @FigmaEnum(\(figma), mapping: [")
                lines += cases.map { "        \(Self.literal($0.value, .swiftui)): \(m.type).\(CodeIdentifier.escaped($0.name))," }
                lines += ["    ])", "    var \(name): \(type) = \(defaultCase.map { ".\(CodeIdentifier.escaped($0))" } ?? "nil")"]
            case .instance(let holds, let drawn):
                lines += Self.slotNote(holds, drawn, indent: "    ")
                lines += ["    @FigmaInstance(\(figma))", "    var \(name): \(m.type)? = nil"]
            }
        }
        lines += ["", "    var body: some View {", "        \(typeName)("]
        lines += callArguments(separator: ":", own: "self.", indent: "            ")
        lines += ["        )", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func compose() -> String {
        var lines = header + ["", "import androidx.compose.runtime.Composable", "import com.figma.code.connect.Figma",
            "import com.figma.code.connect.FigmaConnect", "import com.figma.code.connect.FigmaProperty",
            "import com.figma.code.connect.FigmaType", "",
            "@FigmaConnect(url = \(Self.literal(nodeURL, .compose)))",
            "class \(typeName)Doc {"]
        var first = true
        for case .mapped(let m) in arguments {
            if !first { lines.append("") }
            first = false
            let name = CodeIdentifier.escaped(m.parameter), figma = Self.literal(m.figmaName, .compose)
            let type = m.type + (m.optional ? "?" : "")
            switch m.value {
            case .text(let example):
                lines += ["    @FigmaProperty(FigmaType.Text, \(figma))", "    val \(name): String = \(Self.literal(example, .compose))"]
            case .boolean(let value):
                lines += ["    @FigmaProperty(FigmaType.Boolean, \(figma))", "    val \(name): Boolean = \(value)"]
            case .enumeration(let cases, _):
                lines += ["    @FigmaProperty(FigmaType.Enum, \(figma))", "    val \(name): \(type) = Figma.mapping("]
                lines += cases.map { "        \(Self.literal($0.value, .compose)) to \(m.type).\(CodeIdentifier.escaped($0.name))," }
                lines.append("    )")
            case .instance(let holds, let drawn):
                lines += Self.slotNote(holds, drawn, indent: "    ")
                lines += ["    @FigmaProperty(FigmaType.Instance, \(figma))", "    val \(name): \(m.type)? = null"]
            }
        }
        if !first { lines.append("") }
        lines += ["    @Composable", "    fun Example() {", "        \(typeName)("]
        lines += callArguments(separator: " =", own: "", indent: "            ")
        lines += ["        )", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The call's arguments, one a line; the last without a comma (Swift before 6.1 refuses one).
    private func callArguments(separator: String, own: String, indent: String) -> [String] {
        let last = arguments.count - 1
        return arguments.enumerated().map { index, argument in
            let comma = index == last ? "" : ","
            switch argument {
            case .mapped(let m):
                return "\(indent)\(CodeIdentifier.label(m.parameter, platform))\(separator) \(own)\(CodeIdentifier.escaped(m.parameter))\(comma)"
            case .unmapped(let u):
                return "\(indent)\(CodeIdentifier.label(u.parameter, platform))\(separator) \(Self.literal(u.example, platform))\(comma) // no Figma property: an example value"
            }
        }
    }

    private static func slotNote(_ holds: [String], _ drawn: [String], indent: String) -> [String] {
        var note = "\(indent)// A slot holding \(comment(holds.joined(separator: ", "))) instances, each connected by its own file"
        if !drawn.isEmpty { note += "; drawn in place, not connected: \(comment(drawn.joined(separator: ", ")))" }
        return [note + "."]
    }

    /// Text from data inside a `//` comment: a line break or other control would end it early.
    static func comment(_ text: String) -> String { CommentText.line(text) }

    /// A string literal of either language: backslash, quote, `$` (Kotlin) and controls escaped.
    static func literal(_ text: String, _ platform: CodeConnectPlatform) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "$" where platform == .compose: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += platform == .swiftui ? "\\u{\(hex)}" : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
