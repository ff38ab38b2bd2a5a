extension MappingReader {
    /// Platform signatures under `key` (`{swiftui: "title: String", compose: …}`), in file order.
    func signatures(_ key: String, of owner: String) -> [(SignaturePlatform, String)] {
        guard let s = mapping(key, "the signatures of \(owner)", keys: SeedFormat.signatures) else { return [] }
        return s.order.compactMap { key in
            guard let platform = SignaturePlatform(rawValue: key), let signature = s.text(key) else { return nil }
            return (platform, signature)
        }
    }
}
