import Foundation
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// The `dsreg` executable, run as a person runs it. `swift test` builds every product, so the
/// binary sits next to the test bundle.
enum DSRegBinary {
    static let url = Bundle.main.bundleURL.appendingPathComponent("dsreg")

    struct Result { var status: Int32; var output: String; var errors: String }

    static func run(_ arguments: [String], in folder: URL? = nil, standardOutput: FileHandle? = nil,
                    standardError: FileHandle? = nil) throws -> Result {
        try runTogether([arguments], in: folder, standardOutput: standardOutput, standardError: standardError)[0]
    }

    /// Starts one command and returns at once, its output thrown away: for a test that kills it
    /// or waits for it itself.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts every command before waiting for any, so they run at the same time.
    static func runTogether(_ commands: [[String]], in folder: URL? = nil, standardOutput: FileHandle? = nil,
                            standardError: FileHandle? = nil) throws -> [Result] {
        let started = try commands.map { arguments -> (Process, Pipe, Pipe) in
            let process = Process()
            process.executableURL = url
            process.arguments = arguments
            if let folder { process.currentDirectoryURL = folder }
            let output = Pipe(), errors = Pipe()
            process.standardOutput = standardOutput ?? output
            process.standardError = standardError ?? errors
            try process.run()
            return (process, output, errors)
        }
        return started.map { process, output, errors in
            // Read both pipes to their end before waiting: a full pipe would block the child.
            let out = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
            let err = standardError == nil ? errors.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                          errors: String(decoding: err, as: UTF8.self))
        }
    }

    /// Runs any program to its end, reading both outputs, with an environment if given.
    static func runProcess(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errors: String(decoding: err, as: UTF8.self))
    }
}
