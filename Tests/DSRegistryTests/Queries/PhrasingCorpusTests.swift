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

/// Every phrasing of `Fixtures/phrasings.tsv` becomes exactly its command, or is refused with
/// the closest ways to ask: the plain-word grammar's behaviour, written down as data.
@Suite struct PhrasingCorpusTests {
    let registry = SeededRegistry.shared

    @Test func everyPhrasingBecomesItsCommand() throws {
        let url = TestPaths.fixtures.appendingPathComponent("phrasings.tsv")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(lines.count >= 150)
        var wrong: [String] = []
        for (number, line) in lines.enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 2 else { wrong.append("entry \(number + 1): expected sentence<TAB>command: \(line)"); continue }
            let (sentence, expected) = (fields[0], fields[1])
            do {
                let match = try registry.interpret(sentence, among: QuestionCatalog.builtIn)
                let command = try registry.commandLine(match.question, match.arguments)
                if command != expected { wrong.append("\(sentence) → \(command), expected \(expected)") }
            } catch QuestionError.unmatchedSentence(_, _, let closest) {
                if expected != "REFUSED" { wrong.append("\(sentence) was refused, expected \(expected)") }
                if closest.isEmpty { wrong.append("\(sentence) was refused without the closest questions") }
            }
        }
        #expect(wrong.isEmpty, Comment(rawValue: "\(wrong.count) phrasings:\n" + wrong.joined(separator: "\n")))
    }

    /// The same sentence is read the same way every time, and says which question it ran.
    @Test func theNineFromTheIssueRunAndSayWhatRan() throws {
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", "what's blocking code connect", "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors == "→ dsreg query issues --criterion C7 --status open\n")
        let refused = try DSRegBinary.run(["query", "what is the weather", "--db", file.path])
        #expect(refused.status == 64)
        #expect(refused.errors == """
            dsreg: no question matches "what is the weather": no question's words or values are in the sentence; did you mean:
              dsreg query lacking-state STATE
              dsreg query a11y
              dsreg query criterion CRITERION
            list every question with: dsreg query --list; see how a sentence was read with: dsreg query --explain "…"

            """)
    }
}
