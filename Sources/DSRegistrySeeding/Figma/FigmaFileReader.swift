import Foundation
import DSRegistryCore

/// Reads a response of Figma's REST API `GET /v1/files/:key` (the GetFileResponse of
/// figma/rest-api-spec) into a `FigmaLibrary`, or refuses it saying what it is instead.
///
/// `FigmaQuickReader` reads a well-formed file straight off its bytes; any file it declines is
/// parsed by Foundation's `JSONSerialization`, whose errors make the refusals. Either way the
/// node tree is then walked with an explicit stack, so a deep tree cannot exhaust the call stack. Depth is bounded twice:
/// `JSONSerialization` refuses JSON nested deeper than its own limit (512 arrays and objects,
/// about 250 node levels), and the walk refuses a node deeper than `maximumDepth`.
package enum FigmaFileReader {
    /// The deepest node level read (the document is level 0, its pages level 1).
    package static let maximumDepth = 200

    /// How to fetch a file dsreg reads, for every refusal's fix.
    static let fetchHint = "fetch the file with: curl -H \"X-Figma-Token: $FIGMA_TOKEN\" https://api.figma.com/v1/files/KEY -o library.json"

    /// The library in the file at `url`, shown as `path` in messages.
    /// - Throws: `InputErrors` with one diagnostic saying what the file is instead.
    package static func read(_ url: URL, path: String) throws -> FigmaLibrary {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InputErrors([Diagnostic(.error, code: .io, location: nil,
                message: "cannot read '\(path)'", suggestion: "check that the file exists and can be read")])
        }
        // The quick reader first; whatever it declines, Foundation's tree reads (or refuses).
        do { return try FigmaQuickReader.library(in: data, path: path) } catch is FigmaQuickReadDeclined {}
        let root = try object(in: data, path: path)
        return try library(root, path: path)
    }

    /// The top-level JSON object, or a refusal naming what the bytes are.
    static func object(in data: Data, path: String) throws -> [String: Any] {
        let text = String(decoding: data.prefix(512), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { throw refusal(path, "not a Figma file JSON: the file is empty", fix: fetchHint) }
        if text.hasPrefix("<") {
            throw refusal(path, "not a Figma file JSON: an HTML page (a login or error page saved instead of the API's answer)",
                          fix: fetchHint)
        }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            throw syntaxRefusal(error, data: data, path: path)
        }
        guard let root = parsed as? [String: Any] else {
            throw refusal(path, "not a Figma file JSON: JSON of another shape (\(kind(of: parsed)) at the top, "
                          + "where a file has an object with 'document', 'name' and 'lastModified')", fix: fetchHint)
        }
        if let status = root["status"], let message = root["err"] ?? root["message"] {
            throw refusal(path, "not a Figma file JSON: an error response from Figma's API (status \(status): \(message))",
                          fix: "check the token and the file key, then " + fetchHint)
        }
        return root
    }

    /// The file's facts and its components, or a refusal for a JSON of another shape.
    static func library(_ root: [String: Any], path: String) throws -> FigmaLibrary {
        guard let document = root["document"] as? [String: Any], document["type"] as? String == "DOCUMENT",
              let name = root["name"] as? String, !name.isEmpty else {
            if let meta = root["meta"] as? [String: Any], meta["component_sets"] != nil || meta["components"] != nil {
                throw refusal(path, "not a Figma file JSON: a published components list (GET /v1/files/:key/component_sets), "
                              + "which has no property definitions or variants", fix: fetchHint)
            }
            let keys = root.keys.sorted().prefix(6).map { "'\($0)'" }.joined(separator: ", ")
            throw refusal(path, "not a Figma file JSON: JSON of another shape (keys \(keys.isEmpty ? "none" : keys), "
                          + "where a file has 'document' of type DOCUMENT, 'name' and 'lastModified')", fix: fetchHint)
        }
        let key = (root["key"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? name
        let components = try FigmaTreeWalk.components(in: document, path: path)
        return FigmaLibrary(fileKey: key, name: name, version: root["version"].map { "\($0)" },
                            lastModified: root["lastModified"] as? String, path: path, components: components)
    }

    static func refusal(_ path: String, _ message: String, line: Int = 1, column: Int = 1, fix: String) -> InputErrors {
        InputErrors([Diagnostic(.error, file: path, line: line, column: column, message: message, suggestion: fix)])
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is String: "a string"
        case is NSNumber: "a number"
        default: "null"
        }
    }
}
