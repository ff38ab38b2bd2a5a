import Foundation
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// The site of the default registry (fixture seeds, then the project's migrations), built once
/// into a scratch folder, and the external tools the site tests use when the machine has them.
enum BuiltSite {
    /// Built once per test process, into a folder of its own (left for inspection after a
    /// failure; the next run of the process id replaces it).
    static let url: URL = {
        do {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("dsreg-site-test-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: url)
            _ = try SiteWriter.write(SiteBuilder(data: try MigratedRegistry.shared.siteData()).files(), to: url)
            return url
        } catch {
            fatalError("the site of the default registry must build: \(error)")
        }
    }()

    static func page(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file of the site, as paths relative to its folder.
    static func files() -> [String] {
        let root = url.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    /// The element with this id and what it holds, up to its closing tag (the site's markup is
    /// the builder's, so a tag's end is the first `</tag>` at the same depth).
    static func element(_ id: String, in html: String) -> String? {
        guard let idRange = html.range(of: "id=\"\(id)\"") else { return nil }
        guard let open = html[..<idRange.lowerBound].lastIndex(of: "<") else { return nil }
        let tag = String(html[html.index(after: open)...].prefix { $0.isLetter || $0.isNumber })
        var depth = 0
        var index = open
        while index < html.endIndex {
            if html[index...].hasPrefix("<" + tag), let next = html[index...].dropFirst(tag.count + 1).first, next == " " || next == ">" {
                depth += 1
            } else if html[index...].hasPrefix("</" + tag + ">") {
                depth -= 1
                if depth == 0 { return String(html[open..<html.index(index, offsetBy: tag.count + 3)]) }
            }
            index = html.index(after: index)
        }
        return nil
    }

    /// The text of markup: tags dropped, the builder's entities read back.
    static func text(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}

/// A program on PATH, or nil.
enum ExternalTool {
    static func find(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// CI sets DSREG_REQUIRE_BROWSER=1: a missing browser, validator or Datasette is then a
    /// failure, not a skip.
    static var required: Bool { ProcessInfo.processInfo.environment["DSREG_REQUIRE_BROWSER"] == "1" }

    /// Says why a test does not run; under DSREG_REQUIRE_BROWSER=1 that is a failure.
    static func skipped(_ reason: String) -> Bool {
        print("skipped: \(reason)")
        return !required
    }
}
