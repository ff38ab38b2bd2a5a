/// Names of what is outside the registry: other platforms, other teams' design systems.
extension ReadingVocabulary {
    /// Platforms and devices people ship on that no built-in platform is: named in a sentence
    /// and declared by no system of the registry, they refuse it ("lacking pressed on windows").
    /// A system that declares one (`platforms:` in system.yaml) makes it a value instead.
    static let otherPlatforms: Set<String> = [
        "windows", "macos", "mac", "watchos", "tvos", "visionos", "wearos", "linux", "flutter", "xamarin", "ionic",
        "cordova", "blackberry", "tizen", "kaios", "electron", "desktop", "maui", "uwp", "winui", "qt", "gtk", "unity",
        "multiplatform", "kmp", "kmm", "swing", "javafx", "uikit", "appkit", "wpf", "winforms", "tauri", "nativescript", "capacitor",
    ]

    /// Other teams' design systems, named where a system stands ("in material design",
    /// "the Carbon design system"): none the registry holds.
    static let otherSystems: Set<String> = [
        "material", "carbon", "fluent", "polaris", "primer", "lightning", "atlassian", "chakra", "bootstrap", "mui", "vuetify",
        "cupertino", "uswds",
    ]
}
