import DSRegistryCore
import DSRegistryStore

/// The two kinds of Code Connect file dsreg writes and reads (figma/code-connect v1.5.2).
public enum CodeConnectPlatform: String, Vocabulary {
    /// SwiftUI (`.figma.swift` files) and Jetpack Compose (`.figma.kt` files).
    case swiftui, compose

    /// The platform's name as people write it: `SwiftUI`, `Compose`.
    public var label: String {
        switch self {
        case .swiftui: "SwiftUI"
        case .compose: "Compose"
        }
    }

    /// The registry's signature column for this platform.
    var signaturePlatform: SignaturePlatform {
        switch self {
        case .swiftui: .swiftui
        case .compose: .compose
        }
    }

    /// Where a component must ship for a file of this kind to mean anything.
    var ships: Platform {
        switch self {
        case .swiftui: .ios
        case .compose: .android
        }
    }

    /// The file a component's Code Connect goes to (`EBSectionHeader.figma.swift`).
    func fileName(_ typeName: String) -> String {
        switch self {
        case .swiftui: FileName.slug(typeName, suffix: ".figma.swift")
        case .compose: FileName.slug(typeName, suffix: ".figma.kt")
        }
    }
}

/// What the figma/code-connect version dsreg follows calls things; named in generated files.
package enum CodeConnectFormat {
    package static let version = "figma/code-connect v1.5.2"
}
