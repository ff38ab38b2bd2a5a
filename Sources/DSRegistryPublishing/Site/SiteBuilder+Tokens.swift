import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistryStore
import DSRegistryTokens

/// Tokens: per system, by type, with swatches, the value in each mode, the alias chain,
/// dangling aliases flagged, and the component roles that use each.
extension SiteBuilder {
    static let tokenColumns = ["Token", "Value per mode", "Alias chain", "Used by", "Description"]

    func tokensPage(_ system: SiteData.System) -> String {
        let path = SitePaths.tokens(system.id)
        let root = SitePaths.root(of: path)
        let dangling = system.tokens.filter { $0.dangling != nil }
        var content: [HTML] = [
            el(.h1, [:], txt("Tokens: " + system.name)),
            el(.p, ["class": "muted"], txt("\(Set(system.tokens.map(\.path)).count) tokens in \(Set(system.tokens.map(\.mode)).count) mode(s); \(dangling.count) dangling alias(es).")),
        ]
        if !dangling.isEmpty {
            content.append(el(.section, ["id": "dangling", "aria-labelledby": "dangling-h"],
                el(.h2, ["id": "dangling-h"], txt("Dangling aliases")),
                el(.ul, [:], dangling.map { token in
                    el(.li, [:], SiteStatus.badge("dangling", label: "dangling alias"), txt(" "),
                       el(.a, ["href": "#" + SitePaths.tokenAnchor(token.path)], el(.code, [:], txt(token.path))),
                       txt(" (\(token.mode)) → missing " + (token.dangling ?? "")))
                })))
        }
        var byType: [String: [SiteData.Token]] = [:]
        for token in system.tokens { byType[token.type ?? "untyped", default: []].append(token) }
        for type in byType.keys.sorted() {
            let tokens = byType[type] ?? []
            var paths: [String] = []
            var modes: [String: [SiteData.Token]] = [:]
            for token in tokens {
                if modes[token.path] == nil { paths.append(token.path) }
                modes[token.path, default: []].append(token)
            }
            let rows: [HTML] = paths.map { path in
                let perMode = modes[path] ?? []
                let first = perMode[0]
                let broken = perMode.first { $0.dangling != nil }
                return el(.tr, ["id": SitePaths.tokenAnchor(path)], SitePieces.labelled(Self.tokenColumns, [
                    .group([el(.code, [:], txt(path)), first.deprecated ? txt(" (deprecated)") : .empty]),
                    el(.ul, ["class": "modes"], perMode.map { t in
                        el(.li, ["data-mode": t.mode], el(.span, ["class": "mode"], txt(t.mode)), txt(": "), SitePieces.value(t.resolvedValue ?? t.value))
                    }),
                    broken.map { t in
                        .group([SiteStatus.badge("dangling", label: "dangling alias"), txt(" " + (t.aliasChain ?? path) + " — missing " + (t.dangling ?? ""))])
                    } ?? txt(first.aliasChain ?? "–"),
                    first.usages.isEmpty ? txt("–") : SitePieces.joined(first.usages.map { u in
                        .group([el(.a, ["href": root + SitePaths.component(system.id, u.componentKey)], txt(u.component)), txt(" · " + u.role)])
                    }),
                    SitePieces.optional(first.description),
                ]))
            }
            content.append(el(.section, [:], el(.h2, [:], txt(type)),
                SitePieces.scrolling("\(system.name): \(type) tokens", el(.table, ["class": "reflow"],
                    el(.caption, [:], txt("\(system.name): \(type) tokens")),
                    el(.thead, [:], el(.tr, [:], Self.tokenColumns.map { el(.th, ["scope": "col"], txt($0)) })),
                    el(.tbody, [:], rows)))))
        }
        return layout.page(path, title: "Tokens: " + system.name, content)
    }
}
