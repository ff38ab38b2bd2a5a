/// Reading a closed vocabulary's value from YAML: an unknown word is an error with the list
/// of allowed ones and a did-you-mean, never a trap.
extension YAMLReader {
    func vocabulary<V: Vocabulary>(_ node: YAMLNode, _ what: @autoclosure () -> String, _: V.Type) -> V? {
        guard let string = text(node, what()) else { return nil }
        if let value = V(rawValue: string) { return value }
        let lenient = V(lenient: string)
        error(node, "unknown \(what()) '\(string)'; expected one of: \(V.rawValues.joined(separator: ", "))",
            suggestion: lenient.map { "did you mean '\($0.rawValue)'?" }
                ?? Suggestion.didYouMean(string, in: V.rawValues))
        return nil
    }
}

extension MappingReader {
    package func vocabulary<V: Vocabulary>(_ key: String, _ type: V.Type) -> V? {
        values[key].flatMap { reader.vocabulary($0, "\(key)", type) }
    }
}


extension MappingReader {
    /// Platform signatures under `key` (`{swiftui: "title: String", compose: …}`), in file order.
    package func signatures(_ key: String, of owner: String) -> [(SignaturePlatform, String)] {
        guard let s = mapping(key, "the signatures of \(owner)", keys: MappingKeys(SignaturePlatform.rawValues)) else { return [] }
        return s.order.compactMap { key in
            guard let platform = SignaturePlatform(rawValue: key), let signature = s.text(key) else { return nil }
            return (platform, signature)
        }
    }
}
