import DSRegistryCore
import DSRegistryStore

/// Platforms as data (issue 33): a system's `platforms` list, and a component's platform ids
/// and state words read against its system's list.
extension SeedParser {
    /// `platforms:` of a system: free text (`iOS, Android, Figma`, kept as written and declaring
    /// nothing) or a list of ids and mappings.
    func platforms(_ m: MappingReader) -> (text: String?, declared: [DeclaredPlatformSeed]?) {
        guard let node = m.values["platforms"] else { return (nil, nil) }
        guard case .sequence = node else { return (m.text("platforms"), nil) }
        var declared: [DeclaredPlatformSeed] = []
        for item in m.list("platforms") {
            if case .scalar = item {
                guard let id = reader.text(item, "a platform id"), let platform = platformID(id, at: reader.location(item))
                else { continue }
                declared.append(DeclaredPlatformSeed(location: reader.location(item), platform: platform, name: platform.label,
                                                     language: platform.defaultLanguage, words: []))
                continue
            }
            guard let p = reader.mapping(item, "a platform", keys: SeedFormat.platform), let id = p.text("id"),
                  let platform = platformID(id, at: p.location(of: "id"))
            else { continue }
            var words: [(word: String, state: InteractionState)] = []
            for (located, stateNode) in p.entries("states") {
                let word = located.value
                guard let name = reader.text(stateNode, "the state of word '\(word)'") else { continue }
                guard let state = InteractionState(lenient: name) else {
                    reader.error(stateNode, "unknown state '\(name)' for the word '\(word)' of platform '\(id)'; expected one of: \(InteractionState.rawValues.joined(separator: ", "))",
                        suggestion: Suggestion.didYouMean(name, in: InteractionState.rawValues))
                    continue
                }
                words.append((word, state))
            }
            declared.append(DeclaredPlatformSeed(location: p.location, platform: platform, name: p.text("name") ?? platform.label,
                                                 language: p.text("language") ?? platform.defaultLanguage, words: words))
        }
        unique(declared.map { ($0.platform.rawValue, $0.location) }, "platform id")
        return (declared.map { $0.name }.joined(separator: ", "), declared)
    }

    private func platformID(_ id: String, at location: SourceLocation) -> Platform? {
        if let platform = Platform(rawValue: id) { return platform }
        reader.error(at: location, "platform id '\(id)' is not a lowercase slug (a letter, then letters, digits and hyphens)",
            suggestion: Platform(lenient: id).map { "did you mean '\($0.rawValue)'?" } ?? "write it in lowercase, such as 'react-native'")
        return nil
    }

    /// A platform id a component records, checked against its system's list.
    func checkPlatform(_ platform: Platform, at location: SourceLocation, system: String) -> Platform? {
        let platforms = SystemPlatforms(systems[system])
        if platforms.accepted.contains(platform) { return platform }
        reader.error(at: location, "platform '\(platform.rawValue)' is not a platform of system '\(system)'; expected one of: \(platforms.accepted.map(\.rawValue).joined(separator: ", "))",
            suggestion: Suggestion.didYouMean(platform.rawValue, in: platforms.accepted.map(\.rawValue))
                ?? "declare it under platforms in the system.yaml of '\(system)'")
        return nil
    }

    /// A state row's state, from its canonical name or a platform's word for it; nil (reported)
    /// when no list knows the word.
    func resolveState(_ name: String, at node: YAMLNode, recorded: [Platform], system: String) -> InteractionState? {
        let platforms = SystemPlatforms(systems[system])
        if let state = platforms.state(name, on: recorded) { return state }
        let declared = platforms.platforms.flatMap { $0.words.map(\.word) }
        reader.error(node, "unknown state '\(name)'; expected one of: \(InteractionState.rawValues.joined(separator: ", "))"
                + (declared.isEmpty ? "" : ", or a word system '\(system)' declares: \(declared.joined(separator: ", "))"),
            suggestion: Suggestion.didYouMean(name, in: platforms.vocabulary)
                ?? (platforms.declared ? "declare it under states of its platform in the system.yaml of '\(system)' (word: state)" : nil))
        return nil
    }
}
