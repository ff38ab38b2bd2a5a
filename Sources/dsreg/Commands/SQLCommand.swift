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

struct SQLCommand: RegistryCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run one read-only SQL statement on the registry.",
        discussion: """
            The statement runs on a read-only connection: writes, ATTACH, schema changes, \
            transactions, load_extension() and pragmas that change settings are refused, \
            whatever the text. Named parameters (:name) are bound from -p name value, never \
            spliced into the SQL. A statement stops after 30 s (--timeout), and says so. JSON, \
            NDJSON and CSV are written row by row as they are read, so an answer of any size \
            is never held; a table (which needs every row for its widths) stops once its \
            answer passes 128 MB. The views documented in docs/schema.md (component_overview, \
            latest_assessment, state_coverage_matrix, resolved_token, …) give the CLI's answers.

            Examples:
              dsreg sql "SELECT component, verdict FROM component_overview
                         WHERE verdict IS NOT NULL"
              dsreg sql "SELECT * FROM state_coverage_matrix WHERE state = :state" \\
                  -p state pressed
              echo "SELECT count(*) AS components FROM component" | dsreg sql --format json
              dsreg sql --timeout 120 "SELECT count(*) FROM resolved_token a, resolved_token b"
            """
    )

    @Argument(help: ArgumentHelp("The SQL statement (default: read from standard input).", valueName: "sql"))
    var sql: String?

    @Option(name: [.customShort("p"), .customLong("param")], parsing: .upToNextOption,
            help: ArgumentHelp("A named parameter: -p name value (repeatable).", valueName: "name value"))
    var parameters: [String] = []

    @OptionGroup(title: "Registry") var registry: RegistryOptions
    @OptionGroup(title: "Output") var output: OutputOptions
    @OptionGroup(title: "Gate") var gate: GateOptions
    @OptionGroup(title: "Limits") var limits: QueryLimitOptions

    func validate() throws {
        guard parameters.count.isMultiple(of: 2) else {
            throw ValidationError("-p takes a name and a value (-p state pressed); '\(parameters.last ?? "")' has no value")
        }
    }

    func execute() throws {
        var values: [String: String] = [:]
        for index in stride(from: 0, to: parameters.count, by: 2) {
            let name = parameters[index].hasPrefix(":") ? String(parameters[index].dropFirst()) : parameters[index]
            values[name] = parameters[index + 1]
        }
        try SQLRequest(sql: sql, parameters: values, location: registry.location, output: output.answer, gate: gate.gate,
                       limits: limits.limits).execute()
    }
}

/// What `dsreg sql` was asked, as plain values: built by `SQLCommand` from argument-parser's
/// reading, or by `FastPath`. Both answer here.
struct SQLRequest {
    /// Nil: read from standard input.
    var sql: String?
    var parameters: [String: String] = [:]
    var location = RegistryLocation(explicit: nil)
    var output = AnswerOutput()
    var gate = AnswerGate()
    var limits = QueryLimits.standard

    func execute() throws {
        let text = try sql ?? ReadOnlySQL.decode(FileHandle.standardInput.readDataToEndOfFile())
        // Builds the default registry when it is missing; the door checks the file is one.
        try location.prepareForReading { Terminal.status($0, format: output.format) }
        try output.streaming { stream in
            let table = try ReadOnlySQL.run(registryAt: location.path, sql: text, textParameters: parameters, limits: limits, sink: stream)
            try gate.check(rows: output.finish(table, streamed: stream))
        }
    }
}
