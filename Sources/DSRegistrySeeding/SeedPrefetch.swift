import Foundation
import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// Reads the changed component files again (`SeedSet.fullSeed`) on another thread, ahead of
/// `SeedWriter`, which takes them in order: the second reading of each file overlaps the
/// writing of the ones before. It starts before the writer reaches the components, while the
/// writer's core is busy with systems and tokens. At most `window` files, and about
/// `byteWindow` bytes of YAML, wait parsed; the reading stops when the writer stops (`cancel`).
final class SeedPrefetch: @unchecked Sendable {
    /// 16 files ahead let the two threads stall each other in turn (a 2,000-component seed
    /// spent a quarter of its write waiting); 256 smooth that out, and cost 2 MB at 10,000
    /// synthetic components.
    static let window = 256
    /// Real component files can be large (up to `YAMLReader.seedFileLimit`): the bytes waiting
    /// are bounded too, so a folder of large files holds a few, never 256 of them.
    static let byteWindow = 8 << 20

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var ready: [Int: (result: Result<ComponentSeed, InputErrors>, bytes: Int)] = [:]
    private var readyBytes = 0
    private var taken = 0
    private var cancelled = false
    /// The set the files are read from, the files read ahead, in order, and the next one the
    /// writer takes (its thread only).
    private let set: SeedSet
    private let files: [SeedSet.File]
    private var next = 0

    init(_ set: SeedSet, files: [SeedSet.File], window: Int = SeedPrefetch.window, byteWindow: Int = SeedPrefetch.byteWindow) {
        self.set = set
        self.files = files
        guard !files.isEmpty else { return }
        DispatchQueue.global().async { [self] in
            for (index, file) in files.enumerated() {
                condition.lock()
                // Whatever waits includes the file the writer needs next, so this never stalls it.
                while (index - taken >= window || readyBytes >= byteWindow) && !cancelled { condition.wait() }
                let stop = cancelled
                condition.unlock()
                if stop { return }
                var bytes = 0
                let result = Result { () throws(InputErrors) in
                    let read = try set.fullSeedAndSize(file)
                    bytes = read.bytes
                    return read.seed
                }
                condition.lock()
                ready[index] = (result, bytes)
                readyBytes += bytes
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The whole seed of `file`: the next file read ahead when it is that one, else read now
    /// (a file the writer found changed although its hash is the recorded one).
    func seed(for file: SeedSet.File) throws -> ComponentSeed {
        guard next < files.count, files[next].relativePath == file.relativePath else { return try set.fullSeed(file) }
        next += 1
        return try seed(next - 1)
    }

    /// The whole seed of the `index`th file, waiting for it if need be.
    private func seed(_ index: Int) throws -> ComponentSeed {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && !cancelled { condition.wait() }
        guard let (result, bytes) = ready.removeValue(forKey: index) else {
            throw InputErrors([Diagnostic(.error, file: "", line: 1, column: 1, message: "the seed run was stopped")])
        }
        readyBytes -= bytes
        taken = index + 1
        condition.broadcast()
        return try result.get()
    }

    /// Stops the reading; a file being read is finished and dropped.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
