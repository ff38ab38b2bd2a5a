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
    static let searchIndex = "assets/search-index.js"

    static func tokens(_ system: String) -> String { "tokens/\(slug(system)).html" }
    static func component(_ system: String, _ key: String) -> String { "components/\(slug(system))/\(slug(key)).html" }
    static func history(_ system: String, _ key: String) -> String { "history/\(slug(system))/\(slug(key)).html" }
    /// The page a name (a former one) has: its slug, lowercased.
    static func name(_ system: String, _ name: String) -> String { component(system, name) }

    /// `FileName.slug`, lowercased, with runs of dashes made one ("Header - Centered" →
    /// "header-centered").
    static func slug(_ text: String) -> String {
        FileName.slug(text).lowercased().split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// An element id for a token path (anchors on the tokens page).
    static func tokenAnchor(_ path: String) -> String { "t-" + slug(TokenPath.key(path)) }

    /// How to get from the folder of `page` back to the site's root: "", "../", "../../".
    static func root(of page: String) -> String {
        String(repeating: "../", count: page.filter { $0 == "/" }.count)
    }
}
