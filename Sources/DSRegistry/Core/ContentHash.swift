import Foundation

/// A stable content hash (FNV-1a, 64 bits): enough to tell whether a seed file changed.
enum ContentHash {
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
