import DSRegistryCore
import DSRegistryStore

/// A token as a file defines it, before it is written to the registry: its path, its mode, its
/// value or alias, and where it was written.
struct TokenDefinition: Sendable, Equatable {
    /// Names joined with "." (`color.brand.primary`); aliases name tokens the same way.
    var path: String
    var mode: String
    /// `$type` (or `type`) as the token writes it, and as its nearest group writes it: the
    /// effective type follows the spec's order (own, else the aliased token's, else the
    /// group's), which needs the alias resolved first (`TokenResolver`).
    var ownType: String?
    var groupType: String?
    /// The type name an export by dsreg carried in `$extensions["org.dsreg"]` (a Style
    /// Dictionary or Tokens Studio name with no DTCG spelling), so a round trip keeps it.
    var declaredTypeExtension: String?
    /// A literal value; nil for an alias.
    var value: SourceNode?
    var aliasOf: String?
    var description: String?
    var deprecated = false
    var deprecationNote: String?
    /// `$extensions`, as compact JSON: kept, not interpreted.
    var extensions: String?
    var file: String
    var line: Int
    var column: Int
}

extension TokenType {
    /// The DTCG types proper (`string` and `other` are the registry's own).
    static let dtcg: [TokenType] = [.color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography]

    /// Type names that tools write in DTCG files' `$type` though DTCG does not define them:
    /// Tokens Studio's (spacing, fontWeights, boxShadow …) and Style Dictionary's (fontSize,
    /// lineHeight …), with the DTCG type each one means; `other` where there is none. A name in
    /// neither list is an error: it is far more often a typo than a new tool.
    static let toolTypes: [String: TokenType] = [
        "fontSize": .dimension, "lineHeight": .other, "fontStyle": .string, "time": .duration,
        "html": .string, "content": .string,
        "spacing": .dimension, "sizing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "fontFamilies": .fontFamily, "fontWeights": .fontWeight,
        "lineHeights": .other, "opacity": .number, "boxShadow": .shadow, "textCase": .string,
        "textDecoration": .string, "text": .string, "math": .number, "composition": .other,
        "asset": .other, "boolean": .other, "other": .other, "string": .string,
    ]

    /// The registry type for a declared name, or nil when neither DTCG nor a tool defines it.
    static func known(_ declared: String) -> TokenType? {
        if let type = dtcg.first(where: { $0.rawValue == declared }) { return type }
        return toolTypes[declared]
    }

    /// For formats whose types are free-form (Style Dictionary): a known name maps, anything
    /// else is `other`, with the name kept as declared.
    static func lenient(_ declared: String) -> TokenType {
        known(declared) ?? .other
    }
}
