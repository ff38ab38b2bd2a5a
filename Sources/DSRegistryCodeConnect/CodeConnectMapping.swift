import DSRegistryCore
import DSRegistryStore

/// One component's Code Connect on one platform, read from the registry, or why it cannot be
/// written faithfully. Every identifier and type in it comes from a signature the registry
/// holds; nothing is filled in where the registry is silent.
struct CodeConnectMapping {
    enum Value {
        /// A Figma text property.
        case text(example: String)
        case boolean(default: Bool)
        /// A Figma variant property: each value and the enum case it maps to.
        case enumeration(cases: [(value: String, name: String)], defaultCase: String?)
        /// A slot that holds component instances (each connected by its own file).
        case instance(holds: [String], drawn: [String])
    }

    struct Mapped {
        var figmaName: String
        var parameter: String
        var type: String
        var optional: Bool
        var value: Value
    }

    /// A parameter with no Figma property (`implicit`): passed an example value, unmapped.
    struct Unmapped {
        var parameter: String
        var example: String
    }

    enum Argument {
        case mapped(Mapped)
        case unmapped(Unmapped)
    }

    var component: CodeConnectComponent
    var platform: CodeConnectPlatform
    var typeName: String
    var nodeURL: String
    var arguments: [Argument]

    /// The mapping, or the reason it cannot be generated (a sentence starting in lower case).
    static func make(_ c: CodeConnectComponent, _ platform: CodeConnectPlatform, figmaFileURL: String?) -> Result<Self, Reason> {
        if c.status == "merged" || c.status == "retired" {
            return .failure(Reason("it is \(c.status): it has no code of its own"))
        }
        if !c.availability.isEmpty, !c.availability.contains(platform.ships.rawValue) {
            return .failure(Reason("it does not ship on \(platform.ships.label)"))
        }
        guard let typeName = c.typeName else {
            return .failure(Reason("its name '\(c.name)' does not make a \(platform.label) type name"))
        }
        if c.properties.isEmpty {
            return .failure(Reason("the registry holds no properties for it"))
        }
        var arguments: [Argument] = []
        var parameters: [String: String] = [:]
        for p in c.properties {
            guard let written = p.signatures[platform.signaturePlatform] else {
                return .failure(Reason("property '\(p.name)' has no \(platform.label) signature"))
            }
            guard let signature = CodeSignature.parse(written) else {
                return .failure(Reason("the \(platform.label) signature of '\(p.name)' ('\(written)') is not 'name: Type'"))
            }
            if let other = parameters[signature.parameter] {
                return .failure(Reason("properties '\(other)' and '\(p.name)' both map to the \(platform.label) parameter '\(signature.parameter)'; a parameter takes one Figma property"))
            }
            parameters[signature.parameter] = p.name
            switch argument(p, signature, platform) {
            case .success(let a): arguments.append(a)
            case .failure(let reason): return .failure(reason)
            }
        }
        guard let node = c.designNode else {
            return .failure(Reason("no design node: no assessment of it records one"))
        }
        guard let file = figmaFileURL ?? c.figmaFileURL else {
            return .failure(Reason("no Figma file URL: add figma_file_url to \(c.systemID)/system.yaml, or pass --figma-file-url"))
        }
        return .success(CodeConnectMapping(component: c, platform: platform, typeName: typeName,
            nodeURL: FigmaURL.nodeURL(file: file, node: node), arguments: arguments))
    }

    struct Reason: Error, Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    private static func argument(_ p: CodeConnectComponent.Property, _ s: CodeSignature,
                                 _ platform: CodeConnectPlatform) -> Result<Argument, Reason> {
        let label = platform.label
        let stringType = "String", boolType = platform == .swiftui ? "Bool" : "Boolean"
        if p.implicit {
            guard s.type == stringType else {
                return .failure(Reason("'\(p.name)' has no Figma property and its \(label) type is not \(stringType); no example value can be written"))
            }
            return .success(.unmapped(Unmapped(parameter: s.parameter, example: p.defaultValue ?? p.name)))
        }
        // A slot holding component instances is an instance property, whatever its kind.
        if p.kind == .instance || (p.isSlot && !p.instances.isEmpty) {
            guard let type = s.type ?? otherType(p, platform) else {
                return .failure(Reason("slot '\(p.name)' has no instance type in its \(label) signature"))
            }
            return .success(.mapped(Mapped(figmaName: p.figmaName, parameter: s.parameter, type: type, optional: true,
                value: .instance(holds: p.instances, drawn: p.drawn))))
        }
        switch p.kind {
        case .color, .number, .dimension:
            return .failure(Reason("\(p.kind.rawValue) property '\(p.name)' has no Figma property to map (Figma's are boolean, variant, text and instance)"))
        case .text:
            guard s.type == stringType else {
                return .failure(Reason("text property '\(p.name)' maps to '\(s.type ?? s.values.joined(separator: " | "))' in \(label), not \(stringType)"))
            }
            return .success(.mapped(Mapped(figmaName: p.figmaName, parameter: s.parameter, type: stringType, optional: false,
                value: .text(example: p.defaultValue ?? ""))))
        case .boolean:
            guard s.type == boolType, !s.optional else {
                return .failure(Reason("boolean property '\(p.name)' maps to '\(written(s))' in \(label); a Figma boolean gives \(boolType)"))
            }
            return .success(.mapped(Mapped(figmaName: p.figmaName, parameter: s.parameter, type: boolType, optional: false,
                value: .boolean(default: p.defaultValue == "true"))))
        case .variant, .instance:
            guard !p.values.isEmpty else {
                return .failure(Reason("variant property '\(p.name)' has no values in the registry"))
            }
            if !s.values.isEmpty, Set(s.values) != Set(p.values) {
                return .failure(Reason("the \(label) signature of '\(p.name)' lists \(s.values.joined(separator: " | ")), but its values are \(p.values.joined(separator: " | "))"))
            }
            guard let type = s.type ?? otherType(p, platform) else {
                return .failure(Reason("variant property '\(p.name)' has no enum type in its \(label) signature (it lists values only)"))
            }
            var cases: [(value: String, name: String)] = []
            for value in p.values {
                guard let name = CodeIdentifier.enumCase(value) else {
                    return .failure(Reason("value '\(value)' of '\(p.name)' does not make an enum case"))
                }
                cases.append((value, name))
            }
            let optional = s.optional || p.defaultValue == nil
            let defaultCase = p.defaultValue.flatMap { d in cases.first { $0.value == d }?.name }
            return .success(.mapped(Mapped(figmaName: p.figmaName, parameter: s.parameter, type: type, optional: optional,
                value: .enumeration(cases: cases, defaultCase: defaultCase))))
        }
    }

    /// The type the other platform's signature names, when this one lists values only: the
    /// system's code types are one set (EB's `EBLeadingMedia` on both).
    private static func otherType(_ p: CodeConnectComponent.Property, _ platform: CodeConnectPlatform) -> String? {
        let other: SignaturePlatform = platform == .swiftui ? .compose : .swiftui
        return p.signatures[other].flatMap(CodeSignature.parse)?.type
    }

    private static func written(_ s: CodeSignature) -> String {
        (s.type ?? s.values.joined(separator: " | ")) + (s.optional ? "?" : "")
    }
}
