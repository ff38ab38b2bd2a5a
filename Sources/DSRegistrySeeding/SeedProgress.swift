import DSRegistryCore
import DSRegistryStore
import DSRegistryRestructure
import DSRegistryTokens

/// How far a seed run is, for a progress line: files parsed, then files written. Reported as
/// the work goes (from several threads while parsing, one at a time); the caller decides
/// whether and how often to show it.
public struct SeedProgress: Sendable, Equatable {
    public enum Phase: String, Sendable {
        case parsing = "parsed"
        case writing = "written"
    }

    public var phase: Phase
    package var done: Int
    package var total: Int

    public var description: String { "\(done) of \(total) files \(phase.rawValue)" }
}

public typealias SeedProgressHandler = @Sendable (SeedProgress) -> Void
