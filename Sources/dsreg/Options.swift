import ArgumentParser
import DSRegistry
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `--db`, shared by every command.
struct RegistryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The registry file (default: $DSREG_DB, else ./dsreg.sqlite).", valueName: "path"))
    var db: String?

    var location: RegistryLocation { RegistryLocation(explicit: db) }

    func openForReading() throws -> Registry {
        try location.openForReading { Terminal.standardError($0) }
    }
}

/// `COMPONENT [--system S]`, shared by the commands about one component (show, history, diff).
struct ComponentOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The component's name (current or former), ignoring case, spaces and punctuation.", valueName: "component"))
    var component: String

    @Option(help: ArgumentHelp("The design system (id or name), when several have the name.", valueName: "system"))
    var system: String?
}

/// `--migrations`, shared by the commands that read migration files.
struct MigrationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder of migration files.", valueName: "dir"))
    var migrations: String = "Migrations"

    /// The folder's files, read and checked (a missing folder holds none).
    func load() -> RestructureSet {
        RestructureSet.load(folder: URL(fileURLWithPath: migrations), displayPrefix: migrations)
    }
}

/// `--format`, shared by every read command.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .table

    func print(_ table: ResultTable) {
        Terminal.write(TableRenderer.render(table, as: format, width: Terminal.width, color: Terminal.colors))
    }
}

/// `--as-of`, shared by the commands that can answer as the registry stood at a version or date.
struct AsOfOptions: ParsableArguments {
    @Option(name: .customLong("as-of"), help: ArgumentHelp(
        "Answer as of an assessment version (1.0.0: each component's latest at or before it) or a date (2026-04).",
        valueName: "version|date"))
    var text: String?

    var asOf: AsOf? { text.flatMap(AsOf.init) }

    func validate() throws {
        if let text, AsOf(text) == nil {
            throw ValidationError("--as-of takes a version such as 1.0.0 or a date such as 2026-04 or 2026-04-15, not '\(text)'")
        }
    }
}

/// `--fail-if-any`, shared by the commands whose answer can gate a CI job.
struct GateOptions: ParsableArguments {
    @Flag(name: .long, help: "Exit with status 1 when the answer has rows (for CI gates).")
    var failIfAny = false

    func check(_ table: ResultTable) throws {
        guard failIfAny, !table.rows.isEmpty else { return }
        Terminal.standardError("dsreg: \(table.rows.count) row\(table.rows.count == 1 ? "" : "s"); failing because of --fail-if-any")
        throw ExitCode.failure
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
extension LifecycleStatus: ExpressibleByArgument {}

/// Errors reach the user here, once, in one shape.
enum Terminal {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
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
        let environment = ProcessInfo.processInfo.environment
        return isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Prints input diagnostics and registry errors, then fails with exit status 1.
    static func report(_ error: Error) -> Error {
        switch error {
        case let errors as InputErrors:
            for diagnostic in errors.diagnostics { standardError(diagnostic.description) }
            let count = errors.diagnostics.filter { $0.severity == .error }.count
            standardError("dsreg: \(count) error\(count == 1 ? "" : "s"); nothing was written")
            return ExitCode.failure
        case let error as RegistryError:
            standardError("dsreg: \(error)")
            return ExitCode.failure
        case let error as QuestionError:
            // A question asked wrongly is a usage error.
            standardError("dsreg: \(error)")
            return ExitCode.validationFailure
        case let error as SQLError:
            standardError("dsreg: \(error)")
            return ExitCode.failure
        default:
            return error
        }
    }
}
