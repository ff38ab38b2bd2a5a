import DSRegistryCore

/// `platforms:` of a system.yaml. Issue 33 agreed a list (a bare built-in id, or a mapping with
/// `id`, `name`, `language` and `states`: the platform's words for states); the older text
/// ("iOS, Android, Figma") still reads. This branch only checks the list's shape and keeps the
/// platforms' names as the system's `platforms` text; reading them as data is issue 33a's.
extension SeedParser {
    static let platformKeys = MappingKeys(["id", "name", "language", "states"], required: ["id"])

    func platforms(_ system: MappingReader) -> String? {
        guard let node = system.values["platforms"] else { return nil }
        guard case .sequence = node else { return system.text("platforms") }
        var names: [String] = []
        var ids: [(String, SourceLocation)] = []
        for item in system.list("platforms") {
            if case .scalar = item {
                guard let id = reader.text(item, "a platform id") else { continue }
                ids.append((id, reader.location(item)))
                guard let builtIn = Platform(rawValue: id) else {
                    reader.error(item, "platform '\(id)' is not built in (\(Platform.rawValues.joined(separator: ", "))); "
                        + "declare it with its name",
                        suggestion: Suggestion.didYouMean(id, in: Platform.rawValues) ?? "write - {id: \(id), name: \(id.capitalized)}")
                    continue
                }
                names.append(builtIn.label)
                continue
            }
            guard let p = reader.mapping(item, "a platform", keys: Self.platformKeys), let id = p.text("id") else { continue }
            checkKey(id, at: p.location(of: "id"), what: "platform id")
            ids.append((id, p.location(of: "id")))
            _ = p.text("language")
            for (word, value) in p.entries("states") {
                guard let state = reader.text(value, "the state '\(word.value)' stands for") else { continue }
                if InteractionState(rawValue: state) == nil {
                    reader.error(value, "'\(state)' is not a state; expected one of: \(InteractionState.rawValues.joined(separator: ", "))",
                        suggestion: Suggestion.didYouMean(state, in: InteractionState.rawValues))
                }
            }
            names.append(p.text("name") ?? Platform(rawValue: id)?.label ?? id)
        }
        unique(ids, "platform id")
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}
