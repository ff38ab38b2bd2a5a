import Foundation
import DSRegistryCore

/// What the walk reads of a node, from Foundation's tree (`[String: Any]`) or the quick
/// reader's (`FigmaQuickNode`): one walk, so both readers find the same components.
protocol FigmaNode {
    /// `id`, `name`, `type` and `description` when they are strings.
    var nodeID: String? { get }
    var nodeName: String? { get }
    var nodeType: String? { get }
    var nodeDescription: String? { get }
    /// `children`; none unless it is an array of objects.
    var childNodes: [Self] { get }
    /// `componentPropertyDefinitions`, sorted by key (JSON objects have no order); entries of
    /// an unknown type are left out.
    var propertyDefinitions: [FigmaProperty] { get }
}

/// The document tree walked with an explicit stack (no recursion): every COMPONENT_SET with its
/// COMPONENT children (the built variants) and every COMPONENT outside a set, in document
/// order, each with the page it sits under.
enum FigmaTreeWalk {
    static func components<Node: FigmaNode>(in document: Node, path: String) throws -> [FigmaComponent] {
        var found: [FigmaComponent] = []
        // (node, page, depth), last in first out: children are pushed in reverse.
        var stack: [(Node, String?, Int)] = [(document, nil, 0)]
        while let (node, page, depth) = stack.popLast() {
            guard depth <= FigmaFileReader.maximumDepth else {
                throw FigmaFileReader.refusal(path, "not a Figma file dsreg reads: nodes nest deeper than \(FigmaFileReader.maximumDepth) levels "
                    + "(node \(node.nodeID ?? "?"))", fix: "report the file's structure to the dsreg team")
            }
            let type = node.nodeType
            if type == "COMPONENT_SET" || type == "COMPONENT", let component = component(node, page: page) {
                found.append(component)
                continue
            }
            let childPage = type == "CANVAS" ? node.nodeName : page
            for child in node.childNodes.reversed() { stack.append((child, childPage, depth + 1)) }
        }
        return found
    }

    /// A set or standalone component; nil for a node without an id or a name.
    static func component<Node: FigmaNode>(_ node: Node, page: String?) -> FigmaComponent? {
        guard let id = node.nodeID, !id.isEmpty, let name = node.nodeName, !name.isEmpty else { return nil }
        let isSet = node.nodeType == "COMPONENT_SET"
        let variants: [FigmaVariant] = isSet
            ? node.childNodes.compactMap { child in
                guard child.nodeType == "COMPONENT", let id = child.nodeID, let name = child.nodeName, !name.isEmpty else { return nil }
                return FigmaVariant(nodeID: id, name: name)
            }
            : []
        let description = node.nodeDescription.flatMap { $0.isEmpty ? nil : $0 }
        return FigmaComponent(nodeID: id, kind: isSet ? .componentSet : .component, name: name, description: description,
                              page: page, properties: node.propertyDefinitions, variants: variants)
    }
}

/// A node of Foundation's tree.
extension Dictionary: FigmaNode where Key == String, Value == Any {
    var nodeID: String? { self["id"] as? String }
    var nodeName: String? { self["name"] as? String }
    var nodeType: String? { self["type"] as? String }
    var nodeDescription: String? { self["description"] as? String }
    var childNodes: [[String: Any]] { self["children"] as? [[String: Any]] ?? [] }
    var propertyDefinitions: [FigmaProperty] { FigmaTreeWalk.properties(self["componentPropertyDefinitions"]) }
}

extension FigmaTreeWalk {
    /// `componentPropertyDefinitions` of Foundation's tree.
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
