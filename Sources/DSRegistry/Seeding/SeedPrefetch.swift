import Foundation

/// Reads the changed component files again (`SeedSet.fullSeed`) on another thread, a few files
/// ahead of `SeedWriter`, which takes them in order: the second reading of each file overlaps
/// the writing of the one before, so holding only a few parsed files costs little time. At
/// most `window` files wait; the reading stops when the writer stops (`cancel`).
final class SeedPrefetch: @unchecked Sendable {
    static let window = 16

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var ready: [Int: Result<ComponentSeed, InputErrors>] = [:]
    private var taken = 0
    private var cancelled = false

    init(_ set: SeedSet, files: [SeedSet.File]) {
        guard !files.isEmpty else { return }
        DispatchQueue.global().async { [self] in
            for (index, file) in files.enumerated() {
                condition.lock()
                while index - taken >= Self.window && !cancelled { condition.wait() }
                let stop = cancelled
                condition.unlock()
                if stop { return }
                let result = Result { () throws(InputErrors) in try set.fullSeed(file) }
                condition.lock()
                ready[index] = result
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The whole seed of the `index`th file, waiting for it if need be.
    func seed(_ index: Int) throws -> ComponentSeed {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && !cancelled { condition.wait() }
        guard let result = ready.removeValue(forKey: index) else {
            throw InputErrors([Diagnostic(.error, file: "", line: 1, column: 1, message: "the seed run was stopped")])
        }
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
