import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DSRegistryCore

extension PageImport {
    /// Writes every planned file, all or nothing, with one flush to disk for the whole run.
    ///
    /// Each file goes first to a temporary name beside it; when every one is written, the file
    /// system is flushed once (`syncfs` on Linux, `fsync` per file elsewhere), and only then is
    /// each renamed into place. Any failure before the renames removes the temporary files and
    /// leaves the seed folder as it was. (Writing each file with `.atomic` cost one `fsync` per
    /// file: 1,000 of them were most of an import's time on a busy disk.)
    static func write(_ plans: [Plan]) throws(InputErrors) {
        var written: [(temporary: URL, plan: Plan)] = []
        func failed(_ plan: Plan, _ error: Error) -> InputErrors {
            for entry in written { try? FileManager.default.removeItem(at: entry.temporary) }
            return InputErrors([Diagnostic(.error, code: .io, location: nil, message: "could not write \(plan.shown): \(error.localizedDescription)",
                                           suggestion: "check the folder's permissions and free space")], outcome: "nothing was written")
        }
        for plan in plans {
            let temporary = plan.file.deletingLastPathComponent()
                .appendingPathComponent(".\(plan.file.lastPathComponent).dsreg-\(getpid()).tmp")
            do {
                try FileManager.default.createDirectory(at: plan.file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(plan.text.utf8).write(to: temporary)
                written.append((temporary, plan))
            } catch {
                throw failed(plan, error)
            }
        }
        if let plan = written.first?.plan, let error = flush(written.map(\.temporary)) { throw failed(plan, error) }
        for (index, entry) in written.enumerated() where rename(entry.temporary.path, entry.plan.file.path) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            for later in written[index...] { try? FileManager.default.removeItem(at: later.temporary) }
            throw InputErrors([Diagnostic(.error, code: .io, location: nil, message: "could not write \(entry.plan.shown): \(error.localizedDescription)",
                                          suggestion: "check the folder's permissions")],
                              outcome: index == 0 ? "nothing was written" : "the files before it were written")
        }
    }

    /// Flushes the written files to disk; the error, if the flush failed.
    private static func flush(_ files: [URL]) -> Error? {
        #if os(Linux)
        // Glibc declares syncfs only under _GNU_SOURCE, which Swift's Glibc module does not
        // set: it is looked up by name, with C's calling convention.
        typealias SyncFS = @convention(c) (Int32) -> Int32
        if let first = files.first, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") {
            let syncfs = unsafeBitCast(symbol, to: SyncFS.self)
            let descriptor = open(first.path, O_RDONLY)
            guard descriptor >= 0 else { return POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            return syncfs(descriptor) == 0 ? nil : POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        #endif
        for file in files {
            let descriptor = open(file.path, O_RDONLY)
            guard descriptor >= 0 else { return POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            if fsync(descriptor) != 0 { return POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        return nil
    }
}
