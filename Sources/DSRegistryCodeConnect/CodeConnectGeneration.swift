import Foundation
import GRDB
import DSRegistryCore
import DSRegistryStore

/// `dsreg codeconnect generate`: one Code Connect file per component, or the reason a
/// component was skipped. Nothing is written for a skipped component.
///
/// ```swift
/// let generation = try registry.codeConnectFiles([], system: "eb", platform: .swiftui)
/// let written = try generation.write(to: URL(fileURLWithPath: "ios/CodeConnect"))
/// for skipped in generation.skipped { print("skipped:", skipped) }
/// ```
public struct CodeConnectGeneration: Sendable {
    package struct File: Sendable, Equatable {
        package var system: String
        package var component: String
        /// A file name from `FileName.slug` (`EBSectionHeader.figma.swift`).
        package var name: String
        package var text: String
    }

    /// A component that got no file, with the reason (no Figma node, no signature for the
    /// platform, a file name another component already has …).
    public struct Skipped: Sendable, Equatable {
        package var system: String
        package var component: String
        package var reason: String
    }

    package var platform: CodeConnectPlatform
    package var files: [File]
    /// The components that got no file, in the order asked.
    public var skipped: [Skipped]

    /// Written files and skipped components, in the order asked: what the command prints.
    public var table: ResultTable {
        var rows: [[ResultTable.Cell]] = files.map { [.text($0.system), .text($0.component), .text(platform.rawValue), .text("written"), .text($0.name), .null] }
        rows += skipped.map { [.text($0.system), .text($0.component), .text(platform.rawValue), .text("skipped"), .null, .text($0.reason)] }
        return ResultTable(columns: ["system", "component", "platform", "result", "file", "reason"], rows: rows,
                           emptyMessage: "no components to generate")
    }

    /// Writes the files into `folder` (made if missing); never outside it. Returns the paths written.
    /// - Parameter folder: the folder the files go into, one file per component.
    /// - Throws: `RegistryError.invalidArgument` when the folder cannot be made or a file
    ///   cannot be written.
    public func write(to folder: URL) throws -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RegistryError.invalidArgument("cannot make the folder \(folder.path): \(error.localizedDescription)")
        }
        let inside = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var written: [String] = []
        for file in files {
            let target = folder.appendingPathComponent(file.name).standardizedFileURL
            guard !file.name.contains("/"), target.deletingLastPathComponent().resolvingSymlinksInPath().path == inside else {
                throw RegistryError.invalidArgument("refusing to write '\(file.name)' outside \(folder.path)")
            }
            do {
                try Data(file.text.utf8).write(to: target, options: .atomic)
            } catch {
                throw RegistryError.invalidArgument("cannot write \(target.path): \(error.localizedDescription)")
            }
            written.append(target.path)
        }
        return written
    }
}
