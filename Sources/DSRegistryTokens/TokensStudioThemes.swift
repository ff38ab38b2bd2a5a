import Foundation
import DSRegistryCore
import DSRegistryStore

/// A Tokens Studio folder's `$metadata.json` (the order of its token sets) and `$themes.json`
/// (which sets each theme turns on): a set's tokens belong to the modes of the themes that
/// enable it, and sets are read in the metadata's order, so a later set wins as in the plugin.
struct TokensStudioThemes {
    var order: [String] = []
    var themesOfSet: [String: [String]] = [:]

    /// nil when the folder is not a Tokens Studio folder (no `$themes.json` or `$metadata.json`).
    static func load(folder: URL, diagnostics: inout DiagnosticList) -> TokensStudioThemes? {
        let metadataURL = folder.appendingPathComponent("$metadata.json")
        let themesURL = folder.appendingPathComponent("$themes.json")
        let manager = FileManager.default
        guard manager.fileExists(atPath: metadataURL.path) || manager.fileExists(atPath: themesURL.path) else { return nil }
        var result = TokensStudioThemes()
        let name = folder.standardizedFileURL.lastPathComponent
        if let metadata = parse(metadataURL, display: "\(name)/$metadata.json", diagnostics: &diagnostics),
           case .array(let sets)? = metadata["tokenSetOrder"]?.value
        {
            result.order = sets.compactMap(\.string)
        }
        if let themes = parse(themesURL, display: "\(name)/$themes.json", diagnostics: &diagnostics) {
            guard case .array(let entries) = themes.value else {
                diagnostics.append(Diagnostic(.error, file: "\(name)/$themes.json", line: themes.line, column: themes.column,
                    message: "expected a list of themes, found \(themes.kindDescription)"))
                return result
            }
            for theme in entries {
                guard let themeName = theme["name"]?.string, let selected = theme["selectedTokenSets"] else {
                    diagnostics.append(Diagnostic(.error, file: "\(name)/$themes.json", line: theme.line, column: theme.column,
                        message: "a theme needs a name and selectedTokenSets"))
                    continue
                }
                for set in selected.members where set.value.string == "enabled" || set.value.string == "source" {
                    if !(result.themesOfSet[set.key]?.contains(themeName) ?? false) {
                        result.themesOfSet[set.key, default: []].append(themeName)
                    }
                }
            }
        }
        return result
    }

    private static func parse(_ url: URL, display: String, diagnostics: inout DiagnosticList) -> SourceNode? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        switch TokenFileReader.load(url, displayPath: display) {
        case .success(let loaded): return loaded.node
        case .failure(let problems):
            diagnostics.append(contentsOf: DiagnosticList(problems.diagnostics))
            return nil
        }
    }

    static func setName(_ relative: String) -> String {
        (relative as NSString).deletingPathExtension
    }

    /// The modes of a set: its themes' names, or `default` when no theme enables it.
    func modes(ofSet relative: String) -> [String] {
        themesOfSet[Self.setName(relative)] ?? ["default"]
    }

    /// Files in the metadata's set order; files it does not list follow, by name.
    func ordered(_ relatives: [String]) -> [String] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return relatives.sorted { (rank[Self.setName($0)] ?? Int.max, $0) < (rank[Self.setName($1)] ?? Int.max, $1) }
    }
}
