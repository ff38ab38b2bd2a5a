import DSRegistryCore
import DSRegistryStore

/// One platform a `system.yaml` declares (issue 33): `- id: web` with a display name, the
/// language its API is written in, and its own words for states; or a bare id.
package struct DeclaredPlatformSeed: Sendable {
    package var location: SourceLocation
    package var platform: Platform
    package var name: String
    package var language: String?
    /// The platform's words for states, in file order ("down" → pressed).
    package var words: [(word: String, state: InteractionState)]
}

/// A system's platforms as seed files read them: the declared list, or iOS, Android and Figma
/// for a system that declares none. A state's word resolves against it: a canonical state
/// first, then the words of the platforms the row records, then of any declared platform, then
/// the built-in synonyms (`InteractionState.synonyms`, the default of every platform's list).
package struct SystemPlatforms: Sendable {
    package var platforms: [DeclaredPlatformSeed]
    package var declared: Bool

    package init(_ system: SystemSeed?) {
        if let declared = system?.declaredPlatforms, !declared.isEmpty {
            (platforms, self.declared) = (declared, true)
        } else {
            platforms = Platform.defaults.map {
                DeclaredPlatformSeed(location: SourceLocation(file: "", line: 0, column: 0), platform: $0, name: $0.label,
                                     language: $0.defaultLanguage, words: [])
            }
            declared = false
        }
    }

    /// The platforms a seed may record for this system: the declared ones, or (declaring none)
    /// every built-in one, as before issue 33.
    package var accepted: [Platform] { declared ? platforms.map(\.platform) : Platform.allCases }

    /// The state `word` names on `recorded` (the platforms its row records); nil when no list knows it.
    package func state(_ word: String, on recorded: [Platform]) -> InteractionState? {
        if let state = InteractionState(lenient: word) { return state }
        let key = NameKey.of(word)
        let ordered = recorded.compactMap { p in platforms.first { $0.platform == p } } + platforms
        for platform in ordered {
            if let match = platform.words.first(where: { NameKey.of($0.word) == key }) { return match.state }
        }
        return InteractionState(anyName: word)
    }

    /// The states and the words the system declares, for a did-you-mean.
    package var vocabulary: [String] {
        InteractionState.rawValues + platforms.flatMap { $0.words.map(\.word) }
    }
}
