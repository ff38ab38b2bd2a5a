import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The Styles section: each style is a heading over its "DES DEV" marks, a description, the
/// preview, the property panel, then "Properties", "Colors", "Typography", "Layout" rows and
/// "<Name> — Colors" token tables ("Role Token Default"). A token table that follows a style
/// which has one already documents a style of its own (one with token roles only).
extension AssessmentPageReader {
    static func marks(_ text: String) -> (design: Bool, development: Bool)? {
        let words = Set(text.split(separator: " ").map { $0.uppercased() })
        guard !words.isEmpty, words.isSubset(of: ["DES", "DEV"]) else { return nil }
        return (words.contains("DES"), words.contains("DEV"))
    }

    static let specHeadings = ["colors", "typography", "layout"]

    mutating func readStyles(_ body: [Line]) {
        var style: Style?
        var part = "start"   // start, preview, panel, properties, colors, typography, layout, table-note, table
        var index = 0
        func close(_ style: Style?, into page: inout AssessmentPage) { if let style { page.styles.append(style) } }
        while index < body.count {
            let line = body[index]
            index += 1
            if line.text.isEmpty { continue }
            let nextText = body[index...].first { !$0.text.isEmpty }
            if let next = nextText, let marks = Self.marks(next.text) {
                close(style, into: &page)
                style = Style(heading: line.text, line: line.number, marksLine: next.number, inDesign: marks.design, inDevelopment: marks.development)
                index = (body.firstIndex { $0.number == next.number } ?? index) + 1
                part = "start"
                continue
            }
            if let title = line.text.range(of: " — Colors", options: [.anchored, .backwards, .caseInsensitive]).map({ String(line.text[..<$0.lowerBound]) }) {
                if style == nil || !(style?.bindings.isEmpty ?? true) {
                    close(style, into: &page)
                    style = Style(heading: title, line: line.number)
                }
                style?.bindings.append(Style.BindingTable(title: line.text, note: nil, rows: [], line: line.number))
                part = "table-note"
                continue
            }
            guard var current = style else { note(.styles, line, unread: "expected a style's heading over its DES / DEV marks"); continue }
            defer { style = current }
            let lower = line.text.lowercased()
            if lower == "properties" {
                // The preview's panel lists names; the values table pairs each with its value.
                part = nextText?.text.contains(" ") == true ? "properties" : "panel"
                note(.styles, line)
                continue
            }
            if Self.specHeadings.contains(lower) { part = lower; current.specs.append((lower, [])); continue }
            if PageText.columns(line.text, known: ["Role", "Token", "Default"]) != nil, part == "table-note" { part = "table"; continue }
            switch part {
            case "start":
                if current.description == nil { current.description = AssessmentPage.Value(text: line.text, line: line.number) } else { note(.styles, line) }
                part = "preview"
            case "preview", "panel":
                note(.styles, line)
            case "properties":
                if let row = PageText.labelAndValue(line.text) ?? Self.pair(line.text) {
                    current.values.append(Style.Spec(label: row.label, value: row.value, line: line.number))
                } else { note(.styles, line, unread: "expected a property and its value") }
            case "colors", "typography", "layout":
                if let row = PageText.labelAndValue(line.text), var last = current.specs.popLast() {
                    last.rows.append(Style.Spec(label: row.label, value: row.value, line: line.number))
                    current.specs.append(last)
                } else { note(.styles, line, unread: "expected a \(part) label and its value") }
            case "table-note":
                if var table = current.bindings.popLast() {
                    table.note = table.note.map { $0 + " " + line.text } ?? line.text
                    table.noteLine = table.noteLine ?? line.number
                    current.bindings.append(table)
                }
            default:
                if let binding = Self.binding(line), var table = current.bindings.popLast() {
                    table.rows.append(binding)
                    current.bindings.append(table)
                } else { note(.styles, line, unread: "expected a role, its token and its default value") }
            }
        }
        close(style, into: &page)
    }

    /// "preamble no": a property name and a lowercase value.
    static func pair(_ text: String) -> (label: String, value: String)? {
        guard let space = text.lastIndex(of: " ") else { return nil }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }

    /// "Counter chip bg main/counter/surface #EEF2F9": label, token path, default value.
    static func binding(_ line: Line) -> Style.Binding? {
        var words = line.text.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        var value: String?
        if let last = words.last, last.hasPrefix("#") || last.first?.isNumber == true || last.hasPrefix("rgb") {
            value = last; words.removeLast()
        }
        var token: String?
        if let last = words.last, words.count >= 2, last.contains("/") || (last.contains(".") && !last.hasSuffix(".")) {
            token = last; words.removeLast()
        }
        guard !words.isEmpty, token != nil || value != nil else { return nil }
        return Style.Binding(label: words.joined(separator: " "), token: token, value: value, line: line.number)
    }
}
