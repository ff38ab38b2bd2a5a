import ArgumentParser
import Foundation
import DSRegistryCodeConnect
import DSRegistryCore
import DSRegistryPublishing
import DSRegistryQueries
import DSRegistryRestructure
import DSRegistrySeeding
import DSRegistryStore
import DSRegistrySynthetic
import DSRegistryTokens

/// `--db`, shared by every command.
struct RegistryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The registry file (default: $DSREG_DB, else ./dsreg.sqlite).", valueName: "path"))
    var db: String?

    var location: RegistryLocation { RegistryLocation(explicit: db) }

    /// Read-only: read commands change no byte of the file.
    func openForReading() throws -> Registry {
        try location.openForReading { Terminal.status($0) }
    }

    /// Creates the file if needed and upgrades its schema.
    func openForWriting() throws -> Registry {
        try location.openForWriting { Terminal.status($0) }
    }
}

/// `COMPONENT [--system S]`, shared by the commands about one component (show, history, diff).
struct ComponentOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The component's name (current or former), ignoring case, spaces and punctuation.", valueName: "component"),
              completion: .registry(.component))
    var component: String

    @Option(help: ArgumentHelp("The design system (id or name), when several have the name.", valueName: "system"),
            completion: .registry(.system))
    var system: String?

    /// Runs `body`; when the name is one several systems share and no --system was given, lists
    /// the candidates (each with the command that picks it) before the error says to pick one.
    func listingCandidates<T>(_ command: String, rest: [String] = [], in reader: Registry, output: OutputOptions,
                              _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LookupError {
            guard case .ambiguous(.component, _, _) = error, system == nil else { throw error }
            output.print(try reader.componentCandidates(component, command: command, rest: rest))
            throw error
        }
    }
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
    // Optional, so that a format a plain-word question names ("… as csv") is used unless one is given here.
    @Option(name: .customLong("format"), help: "Output format (default: table).")
    var chosenFormat: OutputFormat?

    var format: OutputFormat { chosenFormat ?? .table }

    @Flag(name: .customLong("no-pager"), help: "On a terminal, print everything at once instead of through $PAGER (default: less -FRX).")
    var noPager = false

    /// The choices as plain values, for the code shared with `FastPath`.
    var answer: AnswerOutput { AnswerOutput(format: format, formatGiven: chosenFormat != nil, pager: !noPager) }

    func print(_ table: ResultTable) { answer.print(table) }
    func page(_ text: String) { answer.page(text) }
}

/// How an answer is written: `--format` and `--no-pager` as values (`OutputOptions` holds them
/// as argument-parser reads them; `FastPath` builds them itself).
struct AnswerOutput {
    var format: OutputFormat = .table
    /// True when `--format` was given: it wins over a format a sentence names.
    var formatGiven = false
    var pager = true

    func print(_ table: ResultTable) {
        page(TableRenderer.render(table, as: format, width: Terminal.width, color: Terminal.colors))
        for note in TableRenderer.standardErrorNotes(table, as: format) { Terminal.standardError(note) }
    }

    /// Output taller than the terminal goes through the pager, unless --no-pager.
    func page(_ text: String) {
        Terminal.page(text, pager: pager)
    }

    /// A stream for JSON, NDJSON and CSV, which are written as rows are read; nil for the
    /// formats that need every row first. Its rows are written in blocks: `flush()` it when
    /// the answer ends or fails (see `streaming`).
    private func stream() -> TableStream? {
        TableStream(format) { Terminal.write($0) }
    }

    /// Runs `body` with a stream (nil for table and markdown), writing out what the stream
    /// still holds however `body` ends: the rows read before a failure come before its message.
    func streaming<T>(_ body: (TableStream?) throws -> T) rethrows -> T {
        let stream = stream()
        defer { stream?.flush() }
        return try body(stream)
    }

    /// Prints an answer unless its rows were already streamed (then only its notes, which go
    /// to standard error after the rows); the number of rows.
    func finish(_ table: ResultTable, streamed stream: TableStream?) -> Int {
        guard let stream else {
            print(table)
            return table.rows.count
        }
        stream.flush()
        for note in TableRenderer.standardErrorNotes(table, as: format) { Terminal.standardError(note) }
        return stream.rows
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

    var gate: AnswerGate { AnswerGate(failIfAny: failIfAny) }
}

/// `--fail-if-any` as a value.
struct AnswerGate {
    var failIfAny = false

    func check(rows: Int) throws {
        guard failIfAny, rows > 0 else { return }
        Terminal.status("dsreg: \(rows) row\(rows == 1 ? "" : "s"); failing because of --fail-if-any")
        throw ExitCode.failure
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
extension LifecycleStatus: ExpressibleByArgument {}
