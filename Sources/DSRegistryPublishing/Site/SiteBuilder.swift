import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Builds every file of the static site from `SiteData`: pages as relative paths and their
/// text. Nothing here touches the disk (`SiteWriter` does) or the registry (`SiteData` did).
package struct SiteBuilder: Sendable {
    package let data: SiteData
    var layout: SiteLayout { SiteLayout(data: data) }

    package init(data: SiteData) { self.data = data }

    /// Every file, path → content, in a stable order.
    package func files() -> [(path: String, content: String)] {
        var files: [(String, String)] = [
            (SitePaths.stylesheet, SiteAssets.stylesheet),
            (SitePaths.script, SiteAssets.script),
            (SitePaths.theme, SiteAssets.theme),
            (SitePaths.searchIndex, searchIndex()),
            (SitePaths.index, indexPage()),
            (SitePaths.coverage, coveragePage()),
            (SitePaths.changelog, changelogPage()),
        ]
        for system in data.systems {
            if !system.tokens.isEmpty { files.append((SitePaths.tokens(system.id), tokensPage(system))) }
            var taken = Set(system.components.map { SitePaths.component(system.id, $0.key) })
            for component in system.components {
                files.append((SitePaths.component(system.id, component.key), componentPage(system, component)))
                files.append((SitePaths.history(system.id, component.key), historyPage(system, component)))
            }
            // Every other name a component has had, and its current name, gets a page that
            // redirects to the stable one (unless a live key or an earlier name has the URL).
            for component in system.components {
                for name in [component.name] + component.detail.formerNames {
                    let path = SitePaths.name(system.id, name)
                    guard !taken.contains(path) else { continue }
                    taken.insert(path)
                    files.append((path, layout.redirect(path, name: name, to: SitePaths.component(system.id, component.key), current: component.name)))
                }
            }
        }
        return files
    }
}

/// JSON for the search index: the one encoder, sorted, slashes unescaped.
enum SiteJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "[]" }
        return text
    }
}
