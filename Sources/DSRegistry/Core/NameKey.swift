import Foundation

/// How names compare everywhere in the registry: lowercase letters and digits only, so
/// "Header - With Logo", "header with logo" and "HeaderWithLogo" are one name, and "Not Mapped"
/// matches `not-mapped`.
enum NameKey {
    static func of(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }
}
