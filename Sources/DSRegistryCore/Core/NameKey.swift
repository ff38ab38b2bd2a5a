import Foundation

/// How names compare everywhere in the registry: lowercase letters and digits only, so
/// "Header - With Logo", "header with logo" and "HeaderWithLogo" are one name, and "Not Mapped"
/// matches `not-mapped`.
package enum NameKey {
    package static func of(_ text: String) -> String {
        ascii(text) ?? general(text)
    }

    /// Any text: lowercased, then only its letters, marks and digits (`CharacterSet.alphanumerics`).
    static func general(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// The same key for ASCII text, whose letters and digits are A-Z, a-z and 0-9, read byte by
    /// byte: a seed run takes the key of every name and reference of every file (tens of
    /// thousands at 10,000 files), and `general` allocates and consults a character set per
    /// character. Nil for text with any other byte.
    static func ascii(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): key.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 32)
                case 0x80...: return nil
                default: continue
                }
            }
            return String(decoding: key, as: UTF8.self)
        }
    }
}
