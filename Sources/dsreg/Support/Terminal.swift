import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// A dsreg command: `execute()` does the work, and every failure reaches the person once, in
/// one shape, through `Terminal.report` (no per-command do/catch).
protocol DSRegCommand: ParsableCommand {
    func execute() throws
    /// The registry file the command opens: SQLite's errors are said about it.
    var registryPath: String? { get }
    /// `--format json` prints diagnostics as JSON too.
    var diagnosticFormat: OutputFormat { get }
}

extension DSRegCommand {
    var registryPath: String? { nil }
    var diagnosticFormat: OutputFormat { .table }

    /// A status line ("dsreg: wrote 3 files to site"), shaped by the command's format.
    func status(_ text: String) { Terminal.status(text, format: diagnosticFormat) }

    /// Warnings that do not fail the command, shaped by the command's format.
    func warn(_ diagnostics: [Diagnostic]) { Terminal.warn(diagnostics, format: diagnosticFormat) }

    func run() throws {
        do {
            try execute()
        } catch let error where Terminal.isArgumentParserFlow(error) {
            throw error
        } catch {
            throw Terminal.report(error, format: diagnosticFormat, registryPath: registryPath)
        }
    }
}

/// A command that opens the registry `--db` names: SQLite's errors are said about that file.
protocol RegistryCommand: DSRegCommand {
    var registry: RegistryOptions { get }
}

extension RegistryCommand {
    var registryPath: String? { registry.location.path }
}

/// A command whose `--format` shapes its diagnostics and status lines too: under
/// `--format json`, standard error is JSON as well.
protocol FormattedCommand: DSRegCommand {
    var output: OutputOptions { get }
}

extension FormattedCommand {
    var diagnosticFormat: OutputFormat { output.format }
}

/// Standard output and error, and the one place failures, warnings and status lines are printed.
enum Terminal {
    static func standardError(_ text: String) {
        // Nothing is left to tell when standard error itself cannot be written.
        if !writeAll(STDERR_FILENO, text + "\n") { exit(ExitCode.failure.rawValue) }
    }

    /// Standard error without a line end: a progress line redrawn in place.
    static func standardErrorInPlace(_ text: String) {
        _ = writeAll(STDERR_FILENO, text)
    }

    static func write(_ text: String) {
        guard writeAll(STDOUT_FILENO, text) else {
            // A reader that went away (`dsreg list | head`) is no error worth a word.
            if errno == EPIPE { exit(0) }
            let reason = String(cString: strerror(errno))
            standardError("dsreg: error: cannot write the output: \(reason); nothing more was written")
            exit(ExitCode.failure.rawValue)
        }
    }

    /// Writes every byte, retrying short writes and interruptions; false on a failed write
    /// (a full disk, a closed pipe), with `errno` saying why.
    private static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// Writes `text`, through a pager when standard output is a terminal and the text is
    /// taller than it: `$PAGER`, else `less -FRX` (which quits at once when the text fits after
    /// all and keeps colours). Piped, with `--no-pager`, or when no pager starts: written as is.
    static func page(_ text: String, pager: Bool) {
        guard pager, isatty(STDOUT_FILENO) == 1, let rows = height, text.utf8.count > 0 else { return write(text) }
        var lines = 0
        for byte in text.utf8 where byte == 0x0A {
            lines += 1
            if lines >= rows { break }
        }
        guard lines >= rows else { return write(text) }
        let command = (ProcessInfo.processInfo.environment["PAGER"] ?? "").trimmingCharacters(in: .whitespaces)
        guard command != "cat" else { return write(text) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.isEmpty ? "less -FRX" : command]
        let input = Pipe()
        process.standardInput = input
        do { try process.run() } catch { return write(text) }
        // A pager quit before the end closes the pipe: that is no error.
        signal(SIGPIPE, SIG_IGN)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            bytes = bytes.dropFirst(written)
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        // A pager that is not there (the shell's 127) showed nothing: the text goes out as is.
        // One that failed (`PAGER=false`) may have shown nothing either: said, then the text.
        guard process.terminationReason == .exit, process.terminationStatus != 0 else { return }
        if process.terminationStatus != 127 {
            standardError("dsreg: the pager '\(TerminalText.visible(command.isEmpty ? "less -FRX" : command))' exited with status "
                + "\(process.terminationStatus); the text follows without it (set PAGER to one that works, or pass --no-pager)")
        }
        write(text)
    }

    /// The terminal's height in rows, when standard output is one.
    static var height: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        if let lines = ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init), lines > 2 { return lines }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 2 { return Int(size.ws_row) }
        return nil
    }

    /// The terminal's width when standard output is one; nil when piped (nothing truncated).
    static var width: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 20 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return Int(size.ws_col) }
        return 100
    }

    /// Colors only on a terminal, never with NO_COLOR set (https://no-color.org) or TERM=dumb.
    static var colors: Bool {
        // Piped, the environment is not read at all: building `ProcessInfo`'s copy of it is a
        // measurable part of a small answer's start-up.
        guard isatty(STDOUT_FILENO) == 1 else { return false }
        let environment = ProcessInfo.processInfo.environment
        return (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Errors argument-parser prints itself (usage, help, exit codes).
    static func isArgumentParserFlow(_ error: Error) -> Bool {
        error is ExitCode || error is ValidationError || error is CleanExit
    }

    /// Prints a failure as diagnostics, text or JSON, and returns the exit code to end with:
    /// 64 for a command asked wrongly, 1 for anything else.
    static func report(_ error: Error, format: OutputFormat, registryPath: String?) -> ExitCode {
        let translated = registryPath.map { RegistryError.translating(error, path: $0) } ?? error
        let convertible = translated as? DiagnosticConvertible
        let diagnostics = convertible?.diagnostics
            ?? [Diagnostic(.error, code: .io, location: nil, message: describe(translated))]
        if format == .json || format == .ndjson {
            standardError("[" + diagnostics.map(\.json).joined(separator: ",\n ") + "]")
        } else {
            for diagnostic in diagnostics { show(diagnostic) }
            if let summary = convertible?.summary { standardError("dsreg: " + summary) }
        }
        return convertible?.isUsageError == true ? ExitCode.validationFailure : ExitCode.failure
    }

    /// What a command did, on standard error: "dsreg: " and the text (`prefixed: false` for a
    /// line meant to be copied, such as the command a sentence was read as), or under
    /// `--format json` and `ndjson` one JSON object (`{"status": …}`) on a line of its own.
    static func status(_ text: String, format: OutputFormat = .table, prefixed: Bool = true) {
        if format == .json || format == .ndjson {
            let bare = text.hasPrefix("dsreg: ") ? String(text.dropFirst(7)) : text
            standardError("{\"status\":\(JSONText.string(bare))}")
        } else {
            let line = !prefixed || text.hasPrefix("dsreg: ") ? text : "dsreg: " + text
            standardError(TerminalText.visible(line, keepingNewlines: true))
        }
    }

    /// Warnings and notes that do not fail the command: as text through `show`, or under
    /// `--format json` and `ndjson` one JSON object per line, keyed as failures are.
    static func warn(_ diagnostics: [Diagnostic], format: OutputFormat = .table) {
        for diagnostic in diagnostics {
            if format == .json || format == .ndjson { standardError(diagnostic.json) } else { show(diagnostic) }
        }
    }

    /// One diagnostic, as text, on standard error: the one place diagnostics are printed.
    /// Messages quote input (names, values), so control characters are shown, never obeyed.
    static func show(_ diagnostic: Diagnostic) {
        let text = diagnostic.location != nil ? diagnostic.description
            : diagnostic.severity == .error ? "dsreg: " + diagnostic.description
            : "dsreg: \(diagnostic.severity.rawValue): " + diagnostic.description
        standardError(TerminalText.visible(text, keepingNewlines: true))
    }

    /// Foundation's file errors name the path; anything else says what it is.
    private static func describe(_ error: Error) -> String {
        if let error = error as? CocoaError, let path = error.filePath ?? error.url?.path {
            let reason = (error.underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
                ?? error.localizedDescription
            return "cannot use '\(path)': \(reason)"
        }
        return String(describing: error)
    }
}
