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

/// Text checks that run for every value of every seed file take a byte-level shortcut; each
/// must answer exactly what the general form answers.
@Suite struct TextFastPathTests {
    static let paths = ["color/base/0", "color.base.0", "a//b/", "/", "", "plain", "größe/klein", "e\u{301}/x", "/\u{301}x", "🎨/fill"]

    /// A token path's key is every `/` read as `.`, as SQL's replace() reads it.
    @Test(arguments: paths)
    func aTokenPathKeyReplacesEverySlash(path: String) {
        #expect(Array(TokenPath.key(path).utf8) == Array(path.utf8).map { $0 == UInt8(ascii: "/") ? UInt8(ascii: ".") : $0 })
    }

    @Test func aTokenPathKeyIsTheOneWeKnow() {
        #expect(TokenPath.key("text/accent/link") == "text.accent.link")
        #expect(TokenPath.key("text.accent.link") == "text.accent.link")
    }

    /// Blank is nothing but tabs and space separators (Foundation's `.whitespaces`).
    @Test func blankIsSpacesAndTabsOnly() {
        for blank in ["", " ", "\t", " \t ", "\u{00A0}", "\u{3000}", "\u{2003}x".dropLast().description] {
            #expect(YAMLReader.isBlank(blank), "\(blank.debugDescription)")
        }
        for text in ["a", " a", "\ta", "\n", "-", "\u{00A0}b", "é", "\u{200B}"] {
            #expect(!YAMLReader.isBlank(text), "\(text.debugDescription)")
        }
    }
}
