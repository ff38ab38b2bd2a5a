import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The frame every page shares: head, skip link, navigation, footer.
struct SiteLayout {
    let data: SiteData

    func page(_ path: String, title: String, scripts: [String] = [], _ content: [HTML]) -> String {
        let root = SitePaths.root(of: path)
        var head: [HTML] = [
            el(.meta, ["charset": "utf-8"]),
            el(.meta, ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
            el(.title, [:], txt(title + " · dsreg")),
            el(.link, ["rel": "stylesheet", "href": root + SitePaths.stylesheet]),
            el(.script, ["src": root + SitePaths.theme]),
        ]
        for script in scripts { head.append(el(.script, ["src": root + script, "defer": ""])) }
        var links: [HTML] = [
            el(.li, ["class": "brand"], el(.a, ["href": root + SitePaths.index], txt("dsreg registry"))),
            el(.li, [:], el(.a, ["href": root + SitePaths.coverage], txt("Coverage"))),
        ]
        for system in data.systems where !system.tokens.isEmpty {
            links.append(el(.li, [:], el(.a, ["href": root + SitePaths.tokens(system.id)], txt("Tokens: " + system.name))))
        }
        links.append(el(.li, [:], el(.a, ["href": root + SitePaths.changelog], txt("Changelog"))))
        links.append(el(.li, [:], el(.button, ["type": "button", "id": "theme-toggle", "aria-pressed": "false", "hidden": ""], txt("Dark mode"))))
        let body: [HTML] = [
            el(.a, ["class": "skip", "href": "#main"], txt("Skip to content")), .newline,
            el(.header, ["class": "site"], el(.nav, ["aria-label": "Site"], el(.ul, [:], links))), .newline,
            el(.main, ["id": "main"], content), .newline,
            el(.footer, ["class": "site"], txt("Built by dsreg \(DSRegistryInfo.version) from the registry; every page is its data.")),
        ]
        return HTML.document(lang: "en", head, body)
    }

    /// A page under a former name: it sends the browser on to the current page, and says where.
    func redirect(_ path: String, name: String, to target: String, current: String) -> String {
        let relative = SitePaths.root(of: path) + target
        let head: [HTML] = [
            el(.meta, ["charset": "utf-8"]),
            el(.title, [:], txt((name == current ? current + " has moved" : name + " is now " + current) + " · dsreg")),
            el(.meta, ["http-equiv": "refresh", "content": "0; url=" + relative]),
            el(.link, ["rel": "canonical", "href": relative]),
        ]
        return HTML.document(lang: "en", head, [el(.main, ["id": "main"],
            el(.h1, [:], txt(name)),
            el(.p, ["class": "redirect"], txt(name == current ? "The page of " + current + " is " : name + " is now "), el(.a, ["href": relative, "id": "current"], txt(current)), txt(".")))])
    }

    /// A link to a component's page, by its system and name, when the registry has it.
    func componentLink(_ root: String, system: String, name: String) -> HTML {
        guard let component = data.systems.first(where: { $0.id == system })?.components.first(where: { $0.name == name })
        else { return txt(name) }
        return el(.a, ["href": root + SitePaths.component(system, component.key)], txt(name))
    }
}

/// Small pieces the pages share.
enum SitePieces {
    /// A table with a caption, column headers and rows; the first cell of a row is its header.
    /// `rowClasses`, when given, holds each row's class (nil for none). Every cell carries its
    /// column's header as `data-label`: on a phone a table of more than two columns reflows
    /// (class `reflow`), a row to a card and each cell labelled by its column, so that no row has
    /// to be scrolled sideways; two columns fit a phone as a table.
    static func table(_ caption: String, _ columns: [String], _ rows: [[HTML]], id: String? = nil, rowHeaders: Bool = true,
                      rowClasses: [String?] = []) -> HTML {
        scrolling(caption, el(.table, ["id": id, "class": columns.count > 2 ? "reflow" : nil],
            el(.caption, [:], txt(caption)),
            el(.thead, [:], el(.tr, [:], columns.map { el(.th, ["scope": "col"], txt($0)) })),
            el(.tbody, [:], rows.enumerated().map { number, cells in
                el(.tr, ["class": number < rowClasses.count ? rowClasses[number] : nil], labelled(columns, cells, rowHeaders: rowHeaders))
            })))
    }

    /// A row's cells, each labelled by its column's header (`data-label`, which the phone
    /// layout shows before the cell); the first is the row's header unless `rowHeaders` is false.
    static func labelled(_ columns: [String], _ cells: [HTML], rowHeaders: Bool = true) -> [HTML] {
        cells.enumerated().map { index, cell in
            let label = index < columns.count ? columns[index] : nil
            return index == 0 && rowHeaders ? el(.th, ["scope": "row", "data-label": label], cell) : el(.td, ["data-label": label], cell)
        }
    }

    /// A table's scrolling area: focusable and named by the table's caption, so that keyboard
    /// users can scroll it and screen readers announce what it holds.
    static func scrolling(_ name: String, _ table: HTML) -> HTML {
        el(.div, ["class": "scroll", "tabindex": "0", "role": "region", "aria-label": name], table)
    }

    /// A colour swatch before a value that is a plain colour (#RGB, #RRGGBB, #RRGGBBAA, rgb()),
    /// checked character by character before it goes into a style attribute.
    static func swatch(_ value: String?) -> HTML {
        guard let value = value?.trimmingCharacters(in: .whitespaces), isColor(value) else { return .empty }
        return el(.span, ["class": "swatch", "style": "background:" + value, "aria-hidden": "true"])
    }

    static func isColor(_ value: String) -> Bool {
        if value.hasPrefix("#") {
            let hex = value.dropFirst()
            return [3, 4, 6, 8].contains(hex.count) && hex.allSatisfy(\.isHexDigit)
        }
        if value.hasPrefix("rgb(") || value.hasPrefix("rgba(") {
            return value.hasSuffix(")") && value.allSatisfy { $0.isLetter || $0.isNumber || " ,.%()/".contains($0) }
                && value.filter { $0 == "(" }.count == 1
        }
        return false
    }

    /// A value with its swatch, or a dash.
    static func value(_ value: String?) -> HTML {
        guard let value, !value.isEmpty else { return txt("–") }
        return .group([swatch(value), el(.code, [:], txt(value))])
    }

    static func optional(_ text: String?) -> HTML { txt(text ?? "–") }

    /// Items with a separator between them (none after the last).
    static func joined(_ items: [HTML], _ separator: String = "; ") -> HTML {
        .group(items.enumerated().flatMap { index, item in index == 0 ? [item] : [txt(separator), item] })
    }
}
