import GRDB
import DSRegistryCore
import DSRegistryStore

/// What a component's page shows under "Figma and code": its design node as a Figma link
/// (when the system's file URL is known) and the Code Connect file `dsreg codeconnect generate`
/// would write for each platform, or why it would write none. Made by the same
/// ``CodeConnectGeneration`` as the command, so the page and the files never disagree.
package struct CodeConnectSnippets: Sendable {
    package struct Snippet: Sendable, Equatable {
        /// "SwiftUI", "Compose".
        package var platform: String
        /// The file's name and text, or nil when it would not be written.
        package var file: String?
        package var text: String?
        /// Why no file is written ("property 'preamble' has no Compose signature").
        package var reason: String?
    }

    package struct Component: Sendable, Equatable {
        package var designNode: String?
        /// `https://www.figma.com/design/KEY/Name?node-id=18430-2919`, when node and file are known.
        package var figmaLink: String?
        /// Why there is no link, when there is a node but no file URL.
        package var linkMissing: String?
        package var snippets: [Snippet]
    }

    /// By system id, then component name.
    package var components: [String: [String: Component]]

    /// Every component's snippets, read in `db`'s transaction.
    package static func read(_ db: Database) throws -> CodeConnectSnippets {
        let found = try CodeConnectComponent.fetch(db, names: [], system: nil)
        var byName: [String: [String: Component]] = [:]
        for c in found {
            var link: String?, missing: String?
            if let node = c.designNode {
                if let file = c.figmaFileURL { link = FigmaURL.nodeURL(file: file, node: node) } else {
                    missing = "no Figma file URL: add figma_file_url to \(c.systemID)/system.yaml"
                }
            }
            byName[c.systemID, default: [:]][c.name] = Component(designNode: c.designNode, figmaLink: link, linkMissing: missing, snippets: [])
        }
        for platform in CodeConnectPlatform.allCases {
            let generation = CodeConnectGeneration.make(found, platform: platform, figmaFileURL: nil)
            for file in generation.files {
                byName[file.system]?[file.component]?.snippets.append(Snippet(platform: platform.label, file: file.name, text: file.text))
            }
            for skipped in generation.skipped {
                byName[skipped.system]?[skipped.component]?.snippets.append(Snippet(platform: platform.label, reason: skipped.reason))
            }
        }
        return CodeConnectSnippets(components: byName)
    }
}
