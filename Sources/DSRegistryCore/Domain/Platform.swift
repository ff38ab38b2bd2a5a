/// Where a component is built or drawn. State coverage and accessibility are recorded per platform.
public enum Platform: String, Vocabulary {
    /// The platforms; the raw value is what seed files, `--platform` and the `platform` column say.
    case ios, android, figma, web

    package var label: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .figma: "Figma"
        case .web: "Web"
        }
    }
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
