import Foundation
import DSRegistryCore

/// `dsreg new system`: a new design system's `system.yaml`, and how to make one named in every
/// "no such system" error.
extension SeedTemplate {
    /// Writes `ID/system.yaml` under `seeds` for a new design system; refuses a bad id, a
    /// system that exists (by id or name) and an existing file. Returns the path written,
    /// relative to `seeds`.
    ///
    /// ```swift
    /// let path = try SeedTemplate.writeSystem(id: "acme", name: "Acme", platforms: ["ios", "web"],
    ///                                         seeds: URL(fileURLWithPath: "Seeds"), displayPrefix: "Seeds")
    /// ```
    ///
    /// - Parameters:
    ///   - id: the system's stable key (lowercase letters, digits, hyphens): its folder and `id:`.
    ///   - name: the system's display name.
    ///   - platforms: the platform ids it ships on; empty for the default (ios, android, figma).
    ///   - seeds: the seed folder.
    ///   - displayPrefix: how the seed folder is shown in messages ("Seeds").
    /// - Throws: a `DiagnosticConvertible` refusal; a file-system error when it cannot be written.
    public static func writeSystem(id: String, name: String, platforms: [String], seeds: URL,
                                   displayPrefix: String) throws -> String {
        try checkSystemID(id)
        if let bad = platforms.first(where: { !isStableKey($0) }) {
            throw Refusal(message: "'\(bad)' is not a platform id: lowercase letters, digits and hyphens",
                fix: "write --platforms \(platforms.map { FileName.componentKey(for: $0) }.joined(separator: ","))")
        }
        let set = SeedSet.load(folder: seeds, displayPrefix: displayPrefix)
        if let (file, _) = set.systems.first(where: { $0.seed.id == id }) {
            throw Refusal(message: "system '\(id)' exists already: \(displayPrefix)/\(file.relativePath)",
                fix: "add components to it: dsreg new component \"Button\" --system \(id)")
        }
        if let (file, seed) = set.systems.first(where: { NameKey.of($0.seed.name) == NameKey.of(name) }) {
            throw Refusal(message: "the name '\(name)' is taken by system '\(seed.id)' (\(displayPrefix)/\(file.relativePath))",
                fix: "choose another name")
        }
        let relative = id + "/system.yaml"
        let folder = seeds.appendingPathComponent(id)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("system.yaml").path) {
            throw Refusal(message: "\(displayPrefix)/\(relative) exists already; dsreg new never overwrites a file",
                fix: "edit it, or choose another id")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = system(id: id, name: name, platforms: platforms)
        try Data(text.utf8).write(to: folder.appendingPathComponent("system.yaml"), options: .withoutOverwriting)
        return relative
    }

    static func checkSystemID(_ id: String) throws {
        guard !isStableKey(id) else { return }
        let key = FileName.componentKey(for: id)
        let shown = id.unicodeScalars.map { $0 == "\n" ? "\\n" : $0.escaped(asASCII: false) }.joined()
        throw Refusal(message: "'\(shown)' is not a system id: lowercase letters, digits and hyphens",
            fix: key.isEmpty ? "choose an id such as my-system" : "write \(key), and the display name with --name")
    }

    /// The platform list `system.yaml` writes: a built-in id bare, any other as a mapping.
    static func platformLines(_ platforms: [String]) -> String {
        let ids = platforms.isEmpty ? ["ios", "android", "figma"] : platforms
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }.map { id in
            if Platform.allCases.contains(where: { $0.rawValue == id }) { return "  - \(id)" }
            let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
            return """
                  - id: \(id)
                    name: \(YAMLText.scalar(name))
                    # language: TypeScript       # what its code is written in
                    # states: {down: pressed}    # its words for states: word -> dsreg state
                """
        }.joined(separator: "\n")
    }

    /// The text of a new system's `system.yaml`.
    package static func system(id: String, name: String, platforms: [String]) -> String {
        """
            # yaml-language-server: $schema=../schema.json
            # \(CommentText.line(name)), a design system. Written by: dsreg new system
            # Every key, its type and its allowed values: docs/seed-format.md. Uncomment what you
            # know (remove the "# "), add components with
            #   dsreg new component "Button" --system \(id)
            # then check every file without writing anything:
            #   dsreg seed --check
            id: \(id)                   # stable key (lowercase, digits, hyphens)
            name: \(YAMLText.scalar(name))
            # code_prefix: AB              # prefix of code types (ABButton)
            # description: >-
            #   One or two sentences: what the system is and who uses it.
            # source: where the facts come from (a site, a repository, a Figma file)
            # figma_file_url: https://www.figma.com/design/KEY/Name

            platforms:                     # where it ships; a bare id is built in: \(Platform.rawValues.joined(separator: ", "))
            \(platformLines(platforms))

            # families:                    # components that share a prefix or a role
            #   - {id: buttons, name: Buttons}

            # criteria:                    # its own assessment criteria, in order; none: C1–C7
            #   - {id: A1, name: Anatomy Named, meaning: Every drawn part has a name the code uses.}

            # tokens:                      # design decisions; whole files: dsreg tokens import
            #   - {path: color/accent, type: color, value: "#005CE5"}   # type: color | dimension | …

            """
    }
}

extension SeedTemplate {
    /// The seed folder a `dsreg new` command means. A `path` that is there is it; when the
    /// default (`Seeds`) is not in `directory`, the command runs inside a seed folder: the
    /// nearest folder above with a `system.yaml` is a system's, its parent the seed folder, and
    /// the nearest folder above that holds `path` is the project's. Otherwise `path` as given.
    /// The result is relative to `directory` ("..", "../Seeds"), so messages show where it is.
    public static func seedFolder(_ path: String, in directory: URL) -> String {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard path == "Seeds", !files.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isFolder)
        else { return path }
        var folder = directory.standardizedFileURL
        var up = ""
        while folder.pathComponents.count > 1 {
            if files.fileExists(atPath: folder.appendingPathComponent("system.yaml").path) { return up + ".." }
            folder.deleteLastPathComponent()
            up += "../"
            if files.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), isFolder.boolValue {
                return up + path
            }
        }
        return path
    }
}
