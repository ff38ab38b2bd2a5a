/// Where a component is built or drawn. State coverage and accessibility are recorded per platform.
///
/// A platform is data: a system declares the platforms it ships on in its `system.yaml`
/// (issue 33), any lowercase slug (`web`, `react-native`, `watchos`). The built-ins below are
/// the ones dsreg knows a display name and signature language for; `allCases` lists them, and
/// iOS, Android and Figma are the platforms of a system that declares none.
public struct Platform: Vocabulary, Comparable, CustomStringConvertible {
    /// The platform's id: what seed files, `--platform` and the `platform` column say.
    public let rawValue: String

    /// An id that is a lowercase slug (`[a-z][a-z0-9-]*`); nil for anything else.
    public init?(rawValue: String) {
        guard Self.isSlug(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(builtIn id: String) { rawValue = id }

    /// The built-in platforms.
    public static let ios = Platform(builtIn: "ios"), android = Platform(builtIn: "android"),
        figma = Platform(builtIn: "figma"), web = Platform(builtIn: "web")

    /// The built-in platforms, in the order dsreg shows them.
    public static let allCases: [Platform] = [.ios, .android, .figma, .web]

    /// The platforms of a system that declares none, in order.
    package static let defaults: [Platform] = [.ios, .android, .figma]

    /// True for a lowercase slug: a letter, then letters, digits and hyphens.
    package static func isSlug(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The display name of a built-in platform; the id for any other.
    package var label: String {
        switch rawValue {
        case "ios": "iOS"
        case "android": "Android"
        case "figma": "Figma"
        case "web": "Web"
        default: rawValue
        }
    }

    /// The language a built-in platform's API is written in; nil for any other.
    package var defaultLanguage: String? {
        switch rawValue {
        case "ios": "SwiftUI"
        case "android": "Compose"
        case "figma": "Figma"
        case "web": "React/TypeScript"
        default: nil
        }
    }

    /// A design tool, not code: availability rows never speak for it.
    package var isDesign: Bool { rawValue == "figma" }

    public var description: String { rawValue }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The code API a Figma property maps to (the seed's "Property Mapping" columns).
package enum SignaturePlatform: String, Vocabulary {
    case swiftui, compose, uikit

    package var label: String {
        switch self {
        case .swiftui: "SwiftUI"
        case .compose: "Compose"
        case .uikit: "UIKit"
        }
    }
}
