import Foundation
import DSRegistryCore

/// The document tree walked with an explicit stack (no recursion): every COMPONENT_SET with its
/// COMPONENT children (the built variants) and every COMPONENT outside a set, in document
/// order, each with the page it sits under.
enum FigmaTreeWalk {
    static func components(in document: [String: Any], path: String) throws -> [FigmaComponent] {
        var found: [FigmaComponent] = []
        // (node, page, depth), last in first out: children are pushed in reverse.
        var stack: [([String: Any], String?, Int)] = [(document, nil, 0)]
        while let (node, page, depth) = stack.popLast() {
            guard depth <= FigmaFileReader.maximumDepth else {
                throw FigmaFileReader.refusal(path, "not a Figma file dsreg reads: nodes nest deeper than \(FigmaFileReader.maximumDepth) levels "
                    + "(node \(node["id"] as? String ?? "?"))", fix: "report the file's structure to the dsreg team")
            }
            let type = node["type"] as? String
            if type == "COMPONENT_SET" || type == "COMPONENT", let component = component(node, page: page) {
                found.append(component)
                continue
            }
            let children = node["children"] as? [[String: Any]] ?? []
            let childPage = type == "CANVAS" ? node["name"] as? String : page
            for child in children.reversed() { stack.append((child, childPage, depth + 1)) }
        }
        return found
    }

    /// A set or standalone component; nil for a node without an id or a name.
    static func component(_ node: [String: Any], page: String?) -> FigmaComponent? {
        guard let id = node["id"] as? String, !id.isEmpty, let name = node["name"] as? String, !name.isEmpty else { return nil }
        let isSet = node["type"] as? String == "COMPONENT_SET"
        let variants: [FigmaVariant] = isSet
            ? (node["children"] as? [[String: Any]] ?? []).compactMap { child in
                guard child["type"] as? String == "COMPONENT", let id = child["id"] as? String,
                      let name = child["name"] as? String, !name.isEmpty else { return nil }
                return FigmaVariant(nodeID: id, name: name)
            }
            : []
        let description = (node["description"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return FigmaComponent(nodeID: id, kind: isSet ? .componentSet : .component, name: name, description: description,
                              page: page, properties: properties(node["componentPropertyDefinitions"]), variants: variants)
    }

    /// `componentPropertyDefinitions`, sorted by key (JSON objects have no order); entries of
    /// an unknown type are left out.
    static func properties(_ definitions: Any?) -> [FigmaProperty] {
        guard let definitions = definitions as? [String: Any] else { return [] }
        return definitions.keys.sorted().compactMap { key in
            guard let definition = definitions[key] as? [String: Any], let type = definition["type"] as? String else { return nil }
            let kind: FigmaProperty.Kind
            var values: [String] = []
            switch type {
            case "BOOLEAN": kind = .boolean
            case "TEXT": kind = .text
            case "VARIANT":
                kind = .variant
                values = (definition["variantOptions"] as? [Any] ?? []).map { "\($0)" }
            case "INSTANCE_SWAP":
                kind = .instanceSwap
                values = (definition["preferredValues"] as? [[String: Any]] ?? []).compactMap { preferred in
                    (preferred["key"] as? String).map { "\(preferred["type"] as? String ?? "COMPONENT") \($0)" }
                }
            default: return nil
            }
            return FigmaProperty(rawKey: key, name: FigmaProperty.name(ofKey: key), kind: kind,
                                 defaultValue: definition["defaultValue"].map { text($0, kind: kind) }, values: values)
        }
    }

    /// A default value as text: booleans as "true"/"false".
    static func text(_ value: Any, kind: FigmaProperty.Kind) -> String {
        if kind == .boolean, let flag = value as? Bool { return flag ? "true" : "false" }
        if let string = value as? String { return string }
        return "\(value)"
    }
}
