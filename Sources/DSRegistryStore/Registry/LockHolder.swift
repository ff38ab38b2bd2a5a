import Foundation
import DSRegistryCore

/// Which other processes have the registry file open: what a writer that waits, or gives up,
/// names ("held by pid 4242: dsreg seed --from Seeds"). Linux keeps this in /proc; elsewhere,
/// or when /proc cannot be read, nothing is named.
enum LockHolder {
    static func describe(_ path: String) -> String? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let me = ProcessInfo.processInfo.processIdentifier
        guard let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        var holders: [String] = []
        for pid in pids.compactMap(Int32.init) where pid != me {
            let fds = "/proc/\(pid)/fd"
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: fds) else { continue }
            let holds = entries.contains { entry in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(entry)")) == target
            }
            guard holds else { continue }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")))
                .map { String(decoding: $0, as: UTF8.self).split(separator: "\0").joined(separator: " ") } ?? ""
            holders.append("pid \(pid)" + (command.isEmpty ? "" : ": \(command.prefix(120))"))
            if holders.count == 3 { break }
        }
        return holders.isEmpty ? nil : holders.joined(separator: "; ")
    }
}
