import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        for (relative, found) in SeedSet.yamlFileIdentities(in: folder) {
            let path = root + "/" + relative
            guard let identity = found, identity.size <= YAMLReader.seedFileLimit else { return SeedFolderScan() }
            let remembered = identity.isSettled(now: now) ? identity.text : nil
            if let known = recorded[relative], let text = known.identity, text == identity.text {
                scan.hashes[relative] = known.contentHash
            } else if recorded[relative] == nil {
                scan.hashes[relative] = Self.notHashed
            } else {
                guard let data = FileManager.default.contents(atPath: path) else { return SeedFolderScan() }
                scan.hashes[relative] = ContentHash.of(data)
                scan.filesHashed += 1
            }
            scan.identities[relative] = remembered
        }
        return scan
    }

    /// The files whose remembered identity differs from what the registry has.
    func identitiesToRecord(_ recorded: [String: Recorded]) -> [(path: String, identity: String?)] {
        identities.sorted { $0.key < $1.key }.compactMap { path, identity in
            guard let known = recorded[path], known.cached, known.identity == identity else { return (path, identity) }
            return nil
        }
    }
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

    var text: String {
        "\(inode) \(size) \(modified.seconds).\(modified.nanoseconds) \(changed.seconds).\(changed.nanoseconds)"
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
