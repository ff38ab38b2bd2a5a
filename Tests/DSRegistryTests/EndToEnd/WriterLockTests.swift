import Foundation
import GRDB
import Testing
@testable import DSRegistryCodeConnect
@testable import DSRegistryCore
@testable import DSRegistryPublishing
@testable import DSRegistryQueries
@testable import DSRegistryRestructure
@testable import DSRegistrySeeding
@testable import DSRegistryStore
@testable import DSRegistrySynthetic
@testable import DSRegistryTokens

/// Writers wait for each other: a second writer says on stderr what it waits for, a writer
/// that gives up names what holds the file, and two `migrate` runs at once end as one.
@Suite struct WriterLockTests {
    @Test func aWriterWaitsForAnotherAndSaysSo() throws {
        let file = try SeededRegistryFile()
        let errors = file.folder.url.appendingPathComponent("stderr.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        // This process holds the write lock, as a long seed would.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: file.path, configuration: configuration)
        try holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        let process = Process()
        process.executableURL = DSRegBinary.url
        process.arguments = ["migrate", "--db", file.path, "--migrations", MigratedRegistry.migrations.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // Wait for the notice (bounded by work, not by a wall-clock budget), then let go.
        var said = ""
        for _ in 0..<3_000 where !said.contains("waiting") {
            usleep(20_000)
            said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        }
        try holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        process.waitUntilExit()
        said = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(said)")
        let me = ProcessInfo.processInfo.processIdentifier
        #expect(said.hasPrefix("dsreg: another process is writing to \(file.path) (pid \(me): "), "\(said)")
        #expect(said.contains("; waiting for it to finish (up to 300 s)\n"))
        #expect(said.hasSuffix("dsreg: applied 0001-section-header, 0002-promote-trailing-actions, 0003-merge-with-logo-into-title-bar, 0004-detail-hero, 0005-page-banner\n"))
    }

    @Test func aWriterThatGivesUpNamesWhatHoldsTheFile() throws {
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
        let error = RegistryError.translating(busy, path: "/nonexistent/registry.sqlite")
        #expect(error as? RegistryError == .locked("/nonexistent/registry.sqlite", waited: 300, holder: nil))
        #expect(RegistryError.locked("r.sqlite", waited: 300, holder: "pid 42: dsreg seed").description
            == "'r.sqlite' is locked by another process writing to it (pid 42: dsreg seed); gave up after 300 s; wait for it to finish, then run this again")
    }

    @Test func twoMigrateRunsAtOnceEndAsOne() throws {
        let file = try SeededRegistryFile()
        let command = ["migrate", "--db", file.path, "--migrations", MigratedRegistry.migrations.path]
        let results = try DSRegBinary.runTogether([command, command])
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.errors))")
        let said = results.map { $0.errors.split(separator: "\n").last.map(String.init) ?? "" }.sorted()
        #expect(said == [
            "dsreg: applied 0001-section-header, 0002-promote-trailing-actions, 0003-merge-with-logo-into-title-bar, 0004-detail-hero, 0005-page-banner",
            "dsreg: no pending migrations",
        ])
        #expect(try file.registry.value("SELECT count(*) FROM restructure") == 5)
    }
}
