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

/// The catalog on the registry with Migrations/ applied: answers follow the restructures.
@Suite struct QuestionCatalogAfterMigrationsTests {
    let registry = MigratedRegistry.shared

    @Test func issuesAndRecommendationsCarriedOutByMigrationsAreDone() throws {
        #expect(try ask(registry, "issues", "--component", "Header").column("status") == ["resolved", "resolved", "resolved", "open", "open"])
        #expect(try ask(registry, "issues", "--criterion", "C2").column("resolved_by") == ["0001-section-header"])
        #expect(Set(try ask(registry, "recommendations").column("status")) == ["done"])
    }

    @Test func familyAndNamesFollowTheRestructures() throws {
        let table = try ask(registry, "family", "header")
        #expect(table.column("component") == ["Page Banner", "Section Header", "Header - With Logo"])
        #expect(table.column("former_names") == ["Header - Centered", "Header", ""])
        #expect(try ask(registry, "unmapped").column("component") == ["TabHeaderViewController", "Section Header", "Title Bar"])
        #expect(try ask(registry, "dependents", "Text Button").column("path") == ["Section Header → Text Button"])
    }

    @Test func collapsedPropertiesEndTheBooleanExplosion() throws {
        #expect(try ask(registry, "boolean-props").column("component") == ["TabHeaderViewController"])
    }
}
