import Foundation

/// A stable content hash (FNV-1a, 64 bits): enough to tell whether a seed file changed.
package enum ContentHash {
    package static func of(_ data: Data) -> String {
        // Over the raw bytes: `Data`'s own iterator is not inlined and was 3% of a seed.
        let hash = data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return hash
        }
        return String(hash, radix: 16)
    }

    /// The hash of a text file's content, not of how it was saved: a UTF-8 byte-order mark
    /// is dropped and CRLF or CR line endings count as LF. A file saved by a Windows checkout
    /// (git's autocrlf) hashes as the same file; for a file with LF endings and no mark this is
    /// exactly `of(_:)`, so hashes recorded before stay valid.
    package static func ofText(_ data: Data) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return of(Data(normalized))
    }
}
