import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Finding one's way on a long component page: breadcrumbs above the title, a table of
/// contents of the sections the page has, and the "Figma and code" section (the design node as
/// a Figma link and the Code Connect file per platform, or why there is none).
extension SiteBuilder {
    /// The component page's sections in page order, with the short label the contents list uses.
    static let componentSections: [(id: String, label: String)] = [
        ("scorecard", "Scorecard"), ("issues", "Issues"), ("variants", "Variants"), ("usage", "Usage"),
        ("states", "States"), ("properties", "Properties"), ("styles", "Styles"), ("anatomy", "Anatomy"),
        ("a11y", "Accessibility"), ("behavior", "Behavior"), ("api", "API"), ("strings", "Strings"),
        ("code", "Figma and code"), ("tokens", "Tokens"), ("relationships", "Relationships"),
        ("restructures", "Restructures"), ("resources", "Resources"), ("examples", "Examples"),
    ]

    /// Registry › System › Family › Component, the last one the current page.
    func breadcrumbs(_ system: SiteData.System, _ d: ComponentDetail, root: String) -> HTML {
        var crumbs: [HTML] = [
            el(.li, [:], el(.a, ["href": root + SitePaths.index], txt("Registry"))),
            el(.li, [:], el(.a, ["href": root + SitePaths.index + "#sys-" + SitePaths.slug(system.id)], txt(system.name))),
        ]
        if let family = d.family { crumbs.append(el(.li, [:], txt(family))) }
        crumbs.append(el(.li, [:], el(.span, ["aria-current": "page"], txt(d.name))))
        return el(.nav, ["class": "breadcrumbs", "aria-label": "Breadcrumb"], el(.ol, [:], crumbs))
    }

    /// Links to the sections present in `content`, in page order (none for a page of one or two).
    func contents(_ content: [HTML]) -> HTML {
        let markup = HTML.group(content).markup
        let present = Self.componentSections.filter { markup.contains("<section id=\"\($0.id)\"") }
        guard present.count > 2 else { return .empty }
        return el(.nav, ["class": "toc", "aria-label": "On this page"], el(.ol, [:], present.map {
            el(.li, [:], el(.a, ["href": "#" + $0.id], txt($0.label)))
        }))
    }

    /// The design node as a Figma link, and each platform's Code Connect file or why none.
    func figmaAndCode(_ component: SiteData.Component) -> [HTML] {
        guard let code = component.code, code.designNode != nil || code.snippets.contains(where: { $0.text != nil }) else { return [] }
        var content: [HTML] = []
        if let node = code.designNode {
            content.append(el(.p, [:], txt("Design node "), el(.code, [:], txt(node)), code.figmaLink.map {
                .group([txt(": "), el(.a, ["href": $0, "rel": "noopener"], txt("open in Figma"))])
            } ?? txt(code.linkMissing.map { " (" + $0 + ")" } ?? "")))
        }
        // One reason shared by every platform (no file URL, no properties) is said once.
        let reasons = code.snippets.compactMap(\.reason)
        if code.snippets.allSatisfy({ $0.text == nil }), let reason = reasons.first, reasons.allSatisfy({ $0 == reason }) {
            let platforms = code.snippets.map(\.platform).joined(separator: " or ")
            return [section("code", "Figma and code", content + [el(.p, [:], txt("No \(platforms) Code Connect file: " + reason + "."))])]
        }
        for snippet in code.snippets {
            if let text = snippet.text {
                content.append(el(.h3, [:], txt(snippet.platform + " Code Connect"), snippet.file.map { el(.small, ["class": "muted"], txt(" " + $0)) } ?? .empty))
                content.append(el(.pre, ["class": "snippet", "tabindex": "0", "aria-label": snippet.platform + " Code Connect file"], el(.code, [:], txt(text))))
            } else if let reason = snippet.reason {
                content.append(el(.p, [:], el(.strong, [:], txt(snippet.platform + ":")), txt(" no Code Connect file: " + reason + ".")))
            }
        }
        return [section("code", "Figma and code", content)]
    }
}
