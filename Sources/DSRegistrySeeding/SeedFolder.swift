import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// The seed folder as a run finds it: every file's content hash, reading only the files whose
/// identity on disk changed since the last run (as git's index does). At 10,000 files, reading
/// and hashing every one costs more than the rest of a one-file re-seed together.
struct SeedFolderScan: Sendable {
    /// Relative path → content hash, for every seed file; empty when one cannot be read or is
    /// over the size limit (the full load then reports it with its path). A file the last run
    /// did not seed is not read here (`notHashed`): no hash of it can match a recorded one, and
    /// the load reads and hashes it anyway. A first seed of 10,000 files read each twice.
    var hashes: [String: String] = [:]
    /// The hash of a file the registry has no record of: never a `ContentHash`, which is
    /// never empty.
    static let notHashed = ""
    /// Relative path → the identity to remember for it; nil for a file changed within two
    /// seconds of being read, whose identity could repeat after another edit (see `FileIdentity`).
    var identities: [String: String?] = [:]
    /// How many files were read to hash them: recorded files whose identity changed (the others
    /// were known by their identity, or are new).
    var filesHashed = 0
    /// What the walk found: every seed file, relative and sorted, and the folders it could not
    /// read. The load reads this instead of walking the folder again (10,000 `stat`s), so a run
    /// lists the folder once. Nil when the scan gave up on a file, and the load walks itself.
    var listing: SeedFolderListing?

    /// What the registry remembers of a file (`seed_file` and `seed_file_cache`).
    struct Recorded: Sendable {
        var contentHash: String
        /// Whether the file has a `seed_file_cache` row, and the identity it holds.
        var cached: Bool
        var identity: String?
    }

    static func scan(_ folder: URL, recorded: [String: Recorded], now date: Date) -> SeedFolderScan {
        var scan = SeedFolderScan()
        let now = date.timeIntervalSince1970
        let root = folder.path
        var unreadable: [String] = []
        let found = SeedSet.yamlFileIdentities(in: folder) { unreadable.append($0) }
        scan.hashes.reserveCapacity(found.count)
        scan.identities.reserveCapacity(found.count)
        for (relative, identity) in found {
            guard let identity, identity.size <= YAMLReader.seedFileLimit else { return SeedFolderScan() }
            let text = identity.text
            switch recorded[relative] {
            case let known? where known.identity == text:
                scan.hashes[relative] = known.contentHash
            case nil:
                scan.hashes[relative] = Self.notHashed
            case _?:
                guard let data = FileManager.default.contents(atPath: root + "/" + relative) else { return SeedFolderScan() }
                scan.hashes[relative] = ContentHash.of(data)
                scan.filesHashed += 1
            }
            scan.identities[relative] = identity.isSettled(now: now) ? text : nil
        }
        scan.listing = SeedFolderListing(files: found.map(\.relative), unreadableFolders: unreadable)
        return scan
    }

    /// The files whose remembered identity differs from what the registry has, by path. Only
    /// those are sorted: sorting all 10,000 paths was a tenth of a one-file re-seed's write.
    func identitiesToRecord(_ recorded: [String: Recorded]) -> [(path: String, identity: String?)] {
        identities.compactMap { path, identity -> (path: String, identity: String?)? in
            guard let known = recorded[path], known.cached, known.identity == identity else { return (path, identity) }
            return nil
        }.sorted { $0.path < $1.path }
    }
}

/// The seed files of a folder, relative to it and sorted, and the folders under it that could
/// not be read (see `SeedSet.yamlFiles`).
struct SeedFolderListing: Sendable {
    var files: [String]
    var unreadableFolders: [String]
}

/// A file's identity on disk: inode, size, modification and change times in nanoseconds. Any
/// write changes the change time, which no program can set back (`touch -d` and `cp -p` set
/// the modification time only), so an equal identity means equal content, with one exception
/// git knows as the racy file: an edit within the file system's timestamp tick of the read.
/// A file changed within two seconds of being read is therefore not remembered by identity;
/// the next run hashes it.
struct FileIdentity {
    var inode: UInt64
    var size: Int
    var modified: (seconds: Int, nanoseconds: Int)
    var changed: (seconds: Int, nanoseconds: Int)
    var isFolder = false

    /// "inode size mtime.ns ctime.ns", as `seed_file_cache` keeps it. Written digit by digit:
    /// string interpolation of six numbers was a fifth of a 10,000-file folder scan.
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        func append(_ number: Int) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            appendDigits(number.magnitude)
        }
        func appendDigits<Number: UnsignedInteger>(_ number: Number) {
            let start = bytes.count
            var rest = number
            repeat {
                bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes[start...].reverse()
        }
        appendDigits(inode)
        bytes.append(UInt8(ascii: " "))
        append(size)
        bytes.append(UInt8(ascii: " "))
        append(modified.seconds)
        bytes.append(UInt8(ascii: "."))
        append(modified.nanoseconds)
        bytes.append(UInt8(ascii: " "))
        append(changed.seconds)
        bytes.append(UInt8(ascii: "."))
        append(changed.nanoseconds)
        return String(decoding: bytes, as: UTF8.self)
    }

    func isSettled(now: TimeInterval) -> Bool {
        Double(max(modified.seconds, changed.seconds)) + 2 < now
    }

    /// Follows symbolic links, as reading the file does.
    static func of(path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return FileIdentity(inode: UInt64(info.st_ino), size: Int(info.st_size),
                            modified: (Int(modified.tv_sec), Int(modified.tv_nsec)),
                            changed: (Int(changed.tv_sec), Int(changed.tv_nsec)),
                            isFolder: info.st_mode & S_IFMT == S_IFDIR)
    }
}
