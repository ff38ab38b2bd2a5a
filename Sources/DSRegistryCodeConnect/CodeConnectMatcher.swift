import GRDB
import DSRegistryCore
import DSRegistryStore

/// Matches Code Connect documents to components, node id first (from the URL), then name
/// (through `NameLookup`, with the system's code prefix taken off the type: `EBSectionHeader`
/// → Section Header), and compares their properties with the registry's.
struct CodeConnectMatcher {
    let db: Database
    let system: String?

    func findings(_ docs: [CodeConnectFiles.Located]) throws -> [CodeConnectCheck.Finding] {
        let ids = try Int64.fetchAll(db, sql: """
            SELECT id FROM component WHERE (:system IS NULL OR system_id = :system) AND status NOT IN ('merged', 'retired')
            ORDER BY system_id, name
            """, arguments: ["system": system])
        let components = try ids.map { try CodeConnectComponent.fetch(db, id: $0) }
        // Every component's latest design node, in every system: a node of a system not checked is no unknown node.
        // A node id is unique within one Figma file only: where a system names its file, a URL
        // of another file does not match its nodes.
        var byNode: [String: [(id: Int64, system: String, fileKey: String?)]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT a.component_id, a.design_node, c.system_id, s.figma_file_url FROM assessment a
            JOIN component c ON c.id = a.component_id JOIN design_system s ON s.id = c.system_id
            WHERE a.design_node IS NOT NULL AND NOT EXISTS (SELECT 1 FROM assessment b
              WHERE b.component_id = a.component_id AND b.design_node IS NOT NULL
                AND (b.version_major, b.version_minor, b.version_patch) > (a.version_major, a.version_minor, a.version_patch))
            """) {
            byNode[FigmaURL.normalizedNode(row["design_node"]), default: []].append(
                (row["component_id"], row["system_id"], (row["figma_file_url"] as String?).flatMap(FigmaURL.fileKey)))
        }
        let prefixes = try String.fetchAll(db, sql: "SELECT code_prefix FROM design_system WHERE code_prefix IS NOT NULL AND code_prefix <> ''")
        var matched: [Int64: [CodeConnectFiles.Located]] = [:]
        var other: [CodeConnectCheck.Finding] = []
        for located in docs {
            let doc = located.doc
            let node = doc.url.flatMap(FigmaURL.nodeID)
            let fileKey = doc.url.flatMap(FigmaURL.fileKey)
            let candidates = (node.flatMap { byNode[$0] } ?? []).filter { c in c.fileKey == nil || fileKey == nil || c.fileKey == fileKey }
            var id = (candidates.first { $0.system == system } ?? candidates.first)?.id
            if id == nil {
                id = try byName(doc, prefixes: prefixes)
                if let node {
                    let named = try id.flatMap { try String.fetchOne(db, sql: "SELECT name FROM component WHERE id = ?", arguments: [$0]) }
                    other.append(.init(kind: .unknownNode, platform: doc.platform, value: node, file: located.file, line: doc.line,
                        detail: "\(doc.name) links to node \(node), which is no component's design node"
                            + (named.map { "; matched \($0) by name: record the node in its assessment" } ?? "")))
                }
            }
            guard let id else {
                if node == nil {
                    other.append(.init(kind: .unknownNode, platform: doc.platform, file: located.file, line: doc.line,
                                       detail: "\(doc.name) names no node and no component dsreg knows"))
                }
                continue
            }
            matched[id, default: []].append(located)
        }
        var findings: [CodeConnectCheck.Finding] = []
        for c in components {
            guard let found = matched[c.id], !found.isEmpty else {
                findings.append(.init(kind: .notConnected, system: c.systemID, componentKey: c.key, component: c.name,
                                      detail: "no Code Connect file links to it"))
                continue
            }
            for located in found { findings += compare(c, located) }
        }
        return findings + other
    }

    /// The component a document names: its called type, then its own name without `_doc`/`Doc`,
    /// each as written and without a system's code prefix.
    private func byName(_ doc: CodeConnectDoc, prefixes: [String]) throws -> Int64? {
        var bases = [doc.componentType].compactMap { $0 }
        for suffix in ["_doc", "Doc", "_Doc"] where doc.name.hasSuffix(suffix) { bases.append(String(doc.name.dropLast(suffix.count))) }
        bases.append(doc.name)
        let lookup = NameLookup(db)
        for base in bases {
            for candidate in [base] + prefixes.filter({ base.hasPrefix($0) && base.count > $0.count }).map({ String(base.dropFirst($0.count)) }) {
                // Only a name that exists is looked up: a miss would compute its did-you-mean.
                if try lookup.componentExists(candidate), let found = try? lookup.component(candidate, system: system) { return found.id }
            }
        }
        return nil
    }

    /// How a registry property may be mapped: as `CodeConnectMapping` writes it, and a variant
    /// slot that holds instances as an enum too.
    static func kinds(_ p: CodeConnectComponent.Property) -> Set<CodeConnectDoc.Kind> {
        switch p.kind {
        case .text: [.text]
        case .boolean: [.boolean]
        case .instance: [.instance]
        case .color, .number, .dimension: []   // no Figma property kind maps them
        case .variant: p.isSlot && !p.instances.isEmpty ? [.enumeration, .instance] : [.enumeration]
        }
    }

    private func compare(_ c: CodeConnectComponent, _ located: CodeConnectFiles.Located) -> [CodeConnectCheck.Finding] {
        let doc = located.doc
        func finding(_ kind: CodeConnectCheck.Kind, property: String? = nil, value: String? = nil, line: Int? = nil,
                     _ detail: String) -> CodeConnectCheck.Finding {
            .init(kind: kind, system: c.systemID, componentKey: c.key, component: c.name, platform: doc.platform,
                  property: property, value: value, file: located.file, line: line ?? doc.line, detail: detail)
        }
        var result = [finding(.connected, "\(doc.name) links to it (\(doc.platform.label))")]
        let registry = c.properties.filter { !$0.implicit }
        for p in doc.properties where !registry.contains(where: { $0.figmaName == p.figmaName }) {
            result.append(finding(.propertyNotInRegistry, property: p.figmaName, line: p.line,
                                  "the code maps Figma property '\(p.figmaName)', which \(c.name) does not have"))
        }
        for p in registry {
            guard let code = doc.properties.first(where: { $0.figmaName == p.figmaName }) else {
                result.append(finding(.propertyNotInCode, property: p.figmaName, "\(c.name)'s property '\(p.figmaName)' is not mapped"))
                continue
            }
            let expected = Self.kinds(p)
            if code.kind != .unstated, !expected.contains(code.kind) {
                result.append(finding(.kindDiffers, property: p.figmaName, line: code.line,
                    "'\(p.figmaName)' is a \(p.kind.rawValue) property in the registry, mapped as \(code.kind.rawValue) in code (expected \(expected.map(\.rawValue).sorted().joined(separator: " or ")))"))
                continue
            }
            guard let values = code.values, !p.values.isEmpty else { continue }
            for value in p.values where !values.contains(value) {
                result.append(finding(.valueNotInCode, property: p.figmaName, value: value, line: code.line,
                                      "'\(p.figmaName)' = '\(value)' has no case in the mapping"))
            }
            for value in values where !p.values.contains(value) {
                result.append(finding(.valueNotInRegistry, property: p.figmaName, value: value, line: code.line,
                                      "the mapping of '\(p.figmaName)' has '\(value)', which is not one of its values"))
            }
        }
        return result
    }
}
