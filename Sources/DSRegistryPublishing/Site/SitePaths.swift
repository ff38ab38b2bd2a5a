import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// The site's URLs, all relative and all ending in a file name, so the site works from
/// `file://` as well as from any static host. A page's URL comes from keys only (the system's
/// id, the component's stable key, a token's path), through `FileName.slug`, so it survives
/// renames; a former name gets its own page that redirects.
enum SitePaths {
    static let index = "index.html"
    static let coverage = "coverage.html"
    static let changelog = "changelog.html"
    static let stylesheet = "assets/site.css"
    static let script = "assets/site.js"
    static let theme = "assets/theme.js"
    static let searchIndex = "assets/search-index.js"

    static func tokens(_ system: String) -> String { "tokens/\(slug(system)).html" }
    static func component(_ system: String, _ key: String) -> String { "components/\(slug(system))/\(slug(key)).html" }
    static func history(_ system: String, _ key: String) -> String { "history/\(slug(system))/\(slug(key)).html" }
    /// The page a name (a former one) has: its slug, lowercased.
    static func name(_ system: String, _ name: String) -> String { component(system, name) }

    /// `FileName.slug`, lowercased, with runs of dashes made one ("Header - Centered" →
    /// "header-centered"); bounded so that the page's file name, `.html` included, is at most
    /// `FileName.longest` bytes.
    static func slug(_ text: String) -> String {
        FileName.slug(text, suffix: ".html").dropLast(5).lowercased().split(separator: "-", omittingEmptySubsequences: true)
            .joined(separator: "-")
    }

    /// Refuses a registry in which two systems, or two components of one system, would get the
    /// same page: `seed` accepts keys `card-header` and `card--header` (and ids `my-sys` and
    /// `my--sys`), which the slug makes one, and the site silently wrote one over the other.
    static func checkUnique(_ data: SiteData) throws {
        var systems: [String: String] = [:]
        for system in data.systems {
            let slug = slug(system.id)
            if let other = systems[slug] {
                let (first, second) = other < system.id ? (other, system.id) : (system.id, other)
                throw RegistryError.invalidArgument("systems '\(first)' and '\(second)' would share the folder components/\(slug)/ "
                    + "and the page \(tokens(system.id)); give one an id that differs in more than case, dashes or punctuation")
            }
            systems[slug] = system.id
            var pages: [String: SiteData.Component] = [:]
            for component in system.components {
                let page = self.component(system.id, component.key)
                if let other = pages[page] {
                    let (first, second) = other.name < component.name ? (other, component) : (component, other)
                    throw RegistryError.invalidArgument("components '\(first.name)' (key \(first.key)) and '\(second.name)' (key \(second.key)) "
                        + "of system \(system.id) would share the page \(page); change one's id in its seed file so that the two differ "
                        + "in more than case, dashes or punctuation")
                }
                pages[page] = component
            }
        }
    }

    /// An element id for a token path (anchors on the tokens page).
    static func tokenAnchor(_ path: String) -> String { "t-" + slug(TokenPath.key(path)) }

    /// How to get from the folder of `page` back to the site's root: "", "../", "../../".
    static func root(of page: String) -> String {
        String(repeating: "../", count: page.filter { $0 == "/" }.count)
    }
}
