import Foundation
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

/// One lookup for every name, with one rule and one error per kind.
@Suite struct NameLookupTests {
    /// The ASCII fast path of the name key gives what the general rule gives, for every ASCII
    /// character in every place, and for names as the seeds write them.
    @Test func theASCIINameKeyIsTheGeneralOne() throws {
        var texts = ["Header - With Logo", "header with logo", "HeaderWithLogo", "Not Mapped", "not-mapped", "C7", "", "  ", "Á la carte"]
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            texts += [character, "a\(character)B", "\(character)9\(character)Z"]
        }
        for text in texts {
            #expect(NameKey.of(text) == NameKey.general(text), "\(text.debugDescription)")
        }
        #expect(NameKey.ascii("Á la carte") == nil)
        #expect(NameKey.of("Á la Carte") == "álacarte")
    }

    @Test func aRenamedFamilyIsFoundByAnySpellingOfItsName() throws {
        let registry = try MigratedRegistry.freshlySeeded()
        try registry.writer.write { try $0.execute(sql: "UPDATE family SET name = 'Header Family' WHERE key = 'header'") }
        for spelling in ["headerfamily", "Header Family", "header-family", "header"] {
            #expect(try registry.list(ComponentListQuery(family: spelling)).column("family").allSatisfy { $0 == "Header Family" })
            #expect(try !registry.list(ComponentListQuery(family: spelling)).rows.isEmpty, "\(spelling)")
        }
        #expect(throws: LookupError.notFound(.family, "nosuch", within: nil, suggestions: [], known: ["header"])) {
            try registry.list(ComponentListQuery(family: "nosuch"))
        }
    }

    @Test func oneRuleForSystemsEverywhere() throws {
        let registry = SeededRegistry.shared
        let missing = LookupError.notFound(.system, "ebb", within: nil, suggestions: ["eb"], known: ["backbase", "eb", "sap-fiori"])
        #expect(missing.description == "no design system named 'ebb'; did you mean 'eb'? "
            + "Otherwise create it: dsreg new system ebb --name \"…\", then dsreg seed")
        #expect(throws: missing) { try registry.list(ComponentListQuery(system: "ebb")) }
        var filter = TokenFilter()
        filter.system = "ebb"
        #expect(throws: missing) { try registry.tokens(filter) }
        #expect(throws: missing) { try registry.componentDetail("Header", system: "ebb") }
        // By id or name, any case or punctuation.
        for spelling in ["eb", "EB", "E.B."] {
            #expect(try registry.lookup { try $0.system(spelling) } == "eb")
        }
    }
}
