import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// A small typed HTML builder: the site's pages are values of `HTML`, never strings pasted
/// together. Text and attribute values are escaped here and nowhere else, so no registry text
/// (a name, a note, a token value) can open a tag, close an attribute or start a script.
///
/// Written for the site rather than taken from a package: the pages need elements, attributes,
/// text and a document, which fit in this file, and the build has no network packages.
package struct HTML: Sendable, Equatable {
    /// Markup that is already safe: made only by the functions below.
    package private(set) var markup: String

    private init(markup: String) { self.markup = markup }

    /// Text, escaped for element content.
    package static func text(_ text: String) -> HTML { HTML(markup: escape(text, attribute: false)) }

    package static let empty = HTML(markup: "")

    /// An element; `attributes` keep their order, a nil value leaves the attribute out and an
    /// empty one writes it bare (`hidden`). Void elements take no children.
    package static func element(_ tag: Tag, _ attributes: [Attribute] = [], _ children: [HTML] = []) -> HTML {
        var markup = "<" + tag.name
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            markup += " " + attribute.name
            if !value.isEmpty { markup += "=\"" + escape(value, attribute: true) + "\"" }
        }
        markup += ">"
        guard !tag.isVoid else { return HTML(markup: markup) }
        for child in children { markup += child.markup }
        markup += "</" + tag.name + ">"
        return HTML(markup: markup)
    }

    /// Children side by side, with no element around them.
    package static func group(_ children: [HTML]) -> HTML {
        HTML(markup: children.map(\.markup).joined())
    }

    /// A whole document: the doctype, then `<html lang>`.
    package static func document(lang: String, _ head: [HTML], _ body: [HTML]) -> String {
        "<!DOCTYPE html>\n" + element(.html, [.init("lang", lang)], [element(.head, [], head), .newline, element(.body, [], body)]).markup + "\n"
    }

    /// A line break in the source, so the files read and diff line by line.
    package static let newline = HTML(markup: "\n")

    static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&#39;"
            // Control characters other than tab and line feed are not allowed in HTML text.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}":
                result += "\u{FFFD}"
            case "\r": result += attribute ? "&#13;" : "\n"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The elements the site uses.
    package enum Tag: String, Sendable {
        case html, head, body, meta, title, link, script, style, noscript
        case header, nav, main, footer, section, article, aside, details, summary
        case h1, h2, h3, h4, p, a, span, strong, em, code, pre, small, br, mark
        case ul, ol, li, dl, dt, dd
        case table, caption, thead, tbody, tr, th, td
        case form, label, input, select, option, button, fieldset, legend
        case svg, g, rect, text, title_ = "svg-title", line, circle, desc, figure, figcaption, div

        var name: String { self == .title_ ? "title" : rawValue }
        var isVoid: Bool { [.meta, .link, .br, .input].contains(self) }
    }

    package struct Attribute: Sendable {
        package var name: String
        package var value: String?
        package init(_ name: String, _ value: String?) {
            self.name = name
            self.value = value
        }
    }
}

/// The short forms the page builders use: `el(.td, ["class": "x"], .text("…"))`.
func el(_ tag: HTML.Tag, _ attributes: KeyValuePairs<String, String?> = [:], _ children: HTML...) -> HTML {
    HTML.element(tag, attributes.map { HTML.Attribute($0.key, $0.value) }, children)
}

func el(_ tag: HTML.Tag, _ attributes: KeyValuePairs<String, String?> = [:], _ children: [HTML]) -> HTML {
    HTML.element(tag, attributes.map { HTML.Attribute($0.key, $0.value) }, children)
}

func txt(_ text: String) -> HTML { .text(text) }
