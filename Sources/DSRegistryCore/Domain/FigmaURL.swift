import Foundation

/// Figma file and node URLs, as Code Connect writes them: a node URL is the file's URL with
/// `?node-id=18430-2919` (Figma writes the node id `18430:2919` with a hyphen in URLs).
package enum FigmaURL {
    /// Why `text` is not a Figma file URL, or nil when it is one: `https://www.figma.com/design/KEY/Name`
    /// (`/file/`, `/proto/` and `/board/` are accepted too), no query, no fragment.
    package static func fileURLProblem(_ text: String) -> String? {
        guard let url = URLComponents(string: text), url.scheme == "https",
              let host = url.host, host == "figma.com" || host.hasSuffix(".figma.com")
        else { return "'\(text)' is not an https://www.figma.com URL" }
        let parts = url.path.split(separator: "/")
        guard parts.count >= 2, ["design", "file", "proto", "board"].contains(String(parts[0])) else {
            return "'\(text)' is not the URL of a Figma file (https://www.figma.com/design/KEY/Name)"
        }
        if url.query != nil || url.fragment != nil {
            return "'\(text)' carries a query or fragment; give the file's URL only: the node comes from each component's design node"
        }
        return nil
    }

    /// The URL of one node of a file: `file` with `?node-id=` and the node id, `:` written `-`.
    package static func nodeURL(file: String, node: String) -> String {
        let trimmed = file.hasSuffix("/") ? String(file.dropLast()) : file
        return trimmed + "?node-id=" + node.replacingOccurrences(of: ":", with: "-")
    }

    /// The file a Figma URL names (`KEY` of `https://www.figma.com/design/KEY/Name?…`); nil when none.
    package static func fileKey(_ text: String) -> String? {
        guard let url = URLComponents(string: text) else { return nil }
        let parts = url.path.split(separator: "/")
        guard parts.count >= 2, ["design", "file", "proto", "board"].contains(String(parts[0])) else { return nil }
        return String(parts[1])
    }

    /// The node id a URL points at (`18430:2919`), from `node-id=18430-2919` or `node-id=18430%3A2919`;
    /// nil when it names none.
    package static func nodeID(in text: String) -> String? {
        guard let range = text.range(of: "node-id=") else { return nil }
        let rest = text[range.upperBound...]
        let raw = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" || $0 == "%" }
        let decoded = (raw.removingPercentEncoding ?? String(raw)).replacingOccurrences(of: "-", with: ":")
        return decoded.isEmpty ? nil : normalizedNode(decoded)
    }

    /// A node id as the registry compares it: `18430:2919` (a hyphen read as a colon, spaces gone).
    package static func normalizedNode(_ node: String) -> String {
        node.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "-", with: ":")
    }
}
