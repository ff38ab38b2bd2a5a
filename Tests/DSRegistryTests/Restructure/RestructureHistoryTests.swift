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

/// A component's history on the migrated registry: the restructures that touched it, under either name.
@Suite struct RestructureHistoryTests {
    let registry = MigratedRegistry.shared

    @Test func historyFollowsTheComponentUnderEitherName() throws {
        let current = try registry.history("Section Header")
        #expect(try registry.history("Header") == current)
        #expect(current.records.first?["detail"] == "major · Initial Assessment · published · verdict restructure · C1 ✗ C2 ✗ C3 ✓ C4 ~ C5 ~ C6 ~ C7 –")
        let restructures = current.records.filter { $0["version"] == "" }
        #expect(restructures.first?["event"] == "rename")
        #expect(restructures.first?["detail"] == "renamed Header → Section Header; role section header (0001-section-header)")
        #expect(restructures.first?["date"] == "2026-11-18")
        #expect(restructures.filter { $0["event"] == "carry-out" }.count == 12)
    }
}
