import Foundation
import DSRegistryCore

/// The git calls a review makes, each a `Process` with a time limit, reading nothing but what
/// it asks and writing only into the review's temporary folder: the checkout never changes.
struct GitRepository {
    /// The folder the review runs in (where `Seeds/` is).
    let folder: URL
    /// Seconds any one git call may take.
    var timeout: TimeInterval = 120

    /// Runs `git ARGUMENTS` in `folder`; its standard output, trimmed.
    /// - Throws: a diagnostic when git is missing, times out or fails (with git's own words).
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        try Self.process(["git"] + arguments, in: folder, timeout: timeout, what: "git \(arguments.first ?? "")")
    }

    /// Runs a program found on the PATH (git, tar) and waits at most `timeout` seconds.
    static func process(_ command: [String], in folder: URL, timeout: TimeInterval, what: String) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dsreg-git-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: scratch.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: scratch.path + ".out")
            try? FileManager.default.removeItem(atPath: scratch.path + ".err")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path + ".out"))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path + ".err"))
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            throw Diagnostic(.error, code: .io, location: nil, message: "cannot run \(command[0]): \(error.localizedDescription)",
                             suggestion: "install \(command[0]) and put it on the PATH")
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Diagnostic(.error, code: .io, location: nil, message: "\(what) took longer than \(Int(timeout)) s and was stopped",
                             suggestion: "check the repository, or run the review again")
        }
        let output = (try? String(contentsOfFile: scratch.path + ".out", encoding: .utf8)) ?? ""
        let errors = ((try? String(contentsOfFile: scratch.path + ".err", encoding: .utf8)) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationStatus == 127 {
            throw Diagnostic(.error, code: .io, location: nil, message: "\(command[0]) is not installed (not found on the PATH)",
                             suggestion: "install \(command[0]); dsreg review reads each side from git")
        }
        guard process.terminationStatus == 0 else {
            throw Diagnostic(.error, code: .io, location: nil,
                             message: "\(what) failed (exit \(process.terminationStatus)): \(errors.split(separator: "\n").first ?? "")",
                             suggestion: "check the repository and the ref")
        }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The folder's path inside the repository ("" at its root, "design/" below it).
    /// - Throws: a diagnostic naming the folder when it is not inside a git repository.
    func prefix() throws -> String {
        do { return try run(["rev-parse", "--show-prefix"]) } catch let error as Diagnostic where error.message.contains("exit 128") {
            throw Diagnostic(.error, code: .invalidArgument, location: nil,
                             message: "'\(folder.path)' is not inside a git repository",
                             suggestion: "run dsreg review in a clone, or compare two built registries with dsreg compare A.sqlite B.sqlite")
        }
    }

    /// The commit a ref names.
    /// - Throws: a diagnostic naming the ref when git does not know it.
    func commit(_ ref: String) throws -> String {
        do { return try run(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"]) } catch is Diagnostic {
            throw Diagnostic(.error, code: .invalidArgument, location: nil, message: "unknown ref '\(ref)': no commit has that name here",
                             suggestion: "name a branch, tag or commit (git log --oneline shows them); fetch it first if it is remote")
        }
    }

    /// The merge base of HEAD with the default branch (origin's HEAD, else main, else master).
    func defaultBase() throws -> (commit: String, label: String) {
        var branches: [String] = []
        if let origin = try? run(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]), !origin.isEmpty {
            branches.append(origin)
        }
        branches += ["origin/main", "main", "origin/master", "master"]
        for branch in branches where (try? commit(branch)) != nil {
            let base = try run(["merge-base", "HEAD", branch])
            return (base, "merge base with \(branch)")
        }
        throw Diagnostic(.error, code: .invalidArgument, location: nil, message: "no default branch to review against (no origin/HEAD, main or master)",
                         suggestion: "name the base: dsreg review --base REF")
    }

    /// Writes the tree of `commit` under `prefix` (only `paths` of it that exist) into `folder`.
    func export(_ commit: String, prefix: String, paths: [String], into target: URL) throws {
        let wanted = paths.map { prefix + $0 }
        let present = try run(["ls-tree", "--name-only", "--full-tree", commit, "--"] + wanted)
            .split(separator: "\n").map(String.init)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        guard !present.isEmpty else { return }
        let archive = target.appendingPathComponent("side.tar")
        try run(["archive", "--format=tar", "--output=\(archive.path)", commit, "--"] + present)
        _ = try Self.process(["tar", "-xf", archive.path, "-C", target.path], in: target, timeout: timeout, what: "tar")
        try FileManager.default.removeItem(at: archive)
    }
}
