import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// How far a seed run is, for a progress line: files parsed, then files written. Reported as
/// the work goes (from several threads while parsing, one at a time); the caller decides
/// whether and how often to show it.
public struct SeedProgress: Sendable, Equatable {
    /// Which half of the run: files parsed (in parallel), then files written.
    public enum Phase: String, Sendable {
        /// Seed files being parsed.
        case parsing = "parsed"
        /// Parsed files being written to the registry.
        case writing = "written"
    }

    /// The phase this report is about.
    public var phase: Phase
    package var done: Int
    package var total: Int

    /// "120 of 400 files parsed": the progress line.
    public var description: String { "\(done) of \(total) files \(phase.rawValue)" }
}

/// Called with each ``SeedProgress`` as a seed run goes, possibly from several threads at
/// once while parsing: keep it quick, and decide there how often to show a line.
///
/// ```swift
/// let report = try registry.seed(from: seeds, displayPrefix: "Seeds") { progress in
///     FileHandle.standardError.write(Data("\r\(progress.description)".utf8))
/// }
/// ```
public typealias SeedProgressHandler = @Sendable (SeedProgress) -> Void
