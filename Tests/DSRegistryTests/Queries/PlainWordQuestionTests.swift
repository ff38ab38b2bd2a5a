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

/// Sentences in plain words matched to catalog questions, and the closest phrasings when none matches.
@Suite struct PlainWordQuestionTests {
    let registry = SeededRegistry.shared

    func interpret(_ sentence: String) throws -> String {
        let match = try registry.interpret(sentence, among: QuestionCatalog.builtIn)
        return match.question.commandLine(try registry.bind(match.question, match.arguments).display)
    }

    @Test func sentencesBecomeCatalogQuestions() throws {
        #expect(try interpret("which components lack pressed state") == "lacking-state pressed")
        #expect(try interpret("Which components lack focused state on Android?") == "lacking-state focused --platform android")
        #expect(try interpret("where is text/accent/link used") == "token-usage text/accent/link")
        #expect(try interpret("what depends on Card Header") == "dependents 'Card Header'")
        // A name several systems share still matches; the answer covers each of them.
        #expect(try registry.interpret("what depends on Avatar", among: QuestionCatalog.builtIn).arguments == ["component": "Avatar"])
        #expect(try interpret("which components have C7 not mapped") == "criterion C7 --status not-mapped")
        #expect(try interpret("what still blocks Code Connect") == "issues --criterion C7 --status open")
        #expect(try interpret("which specs contradict each other") == "spec-conflicts")
        #expect(try interpret("what does card header depend on") == "dependencies 'Card Header'")
        #expect(try interpret("which colors are raw") == "raw-values --kind color")
        #expect(try interpret("what is in the header family") == "family Header")
        #expect(try interpret("which components lack highlighted state") == "lacking-state pressed")
    }

    /// Names listed before the question ("Avatar, Badge, Icon, Link: which …") are what the
    /// answer covers, not a filter, and stderr says so; listed inside the question ("Which of
    /// Badge, Avatar and Icon …") they are still refused.
    @Test func namesListedBeforeTheQuestionAreCoveredNotFiltered() throws {
        let sentence = "Avatar, Badge, Icon, Link: in EB, which component roles are bound to a token the registry doesn't have?"
        let reading = try registry.read(sentence, among: QuestionCatalog.builtIn)
        #expect(reading.listedNames == ["Avatar, Badge, Icon, Link"])
        #expect(reading.explanation.contains("listed: 'Avatar, Badge, Icon, Link', covered by the answer, no filter"))
        #expect(try interpret(sentence) == "missing-tokens --system eb")
        #expect(try registry.read("Which of Badge, Avatar and Icon lack a pressed state?", among: QuestionCatalog.builtIn).winner == nil)
        let file = try SeededRegistryFile()
        let result = try DSRegBinary.run(["query", sentence, "--db", file.path, "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("""
            dsreg: reading 'Avatar, Badge, Icon, Link' as the names the answer covers, not a filter: a question takes one at most
            → dsreg query missing-tokens --system eb

            """))
    }

    /// A question laid out as words joined by slashes, key:value or key=value pairs, cells, a
    /// pattern, a CSV row or guessed flags is one argument with no space, or one that starts with "--": the
    /// command reads it as a sentence, never as a question's name or an option.
    @Test func aQuestionInALayoutIsReadByTheCommand() throws {
        let file = try SeededRegistryFile()
        for (typed, answer) in [("hover/missing/figma", "lacking-state hover --platform figma"), ("tokens:dangling", "dangling-aliases"),
                                ("a11y;android;eb", "a11y --platform android --system eb"),
                                ("--dangling-aliases --system backbase", "dangling-aliases --system backbase"),
                                ("unmapped.*compose", "unmapped --platform compose"), ("issues status=open", "issues --status open"),
                                ("question,component\\nissues,Badge", "issues --component Badge")] {
            let result = try DSRegBinary.run(["query", typed, "--db", file.path, "--format", "csv"])
            #expect(result.status == 0, "\(typed): \(result.errors)")
            #expect(result.errors.contains("→ dsreg query \(answer)\n"), "\(typed): \(result.errors)")
        }
    }

    /// Another language's words of asking are read as English only where English has no such
    /// word: "procure", "dos", "favor" stay English, so a sentence about them reads as typed.
    /// Months are months in any language ("mars", "mayo", "august").
    @Test func wordsReadFromAnotherLanguageAreNoEnglishWords() {
        let months: Set<String> = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        let english = SentenceWords.foreignWords.filter { !months.contains($0.value) && EnglishWords.contains($0.key) }.keys
        #expect(english.sorted() == [])
    }

    /// A refusal names why and the closest questions, filled in with the values found.
    @Test func anUnmatchedSentenceGetsTheClosestQuestionsFilledIn() throws {
        #expect(throws: QuestionError.unmatchedSentence("which components lack sparkle state on android",
            reason: "lacking-state fits best, but needs a state, which the sentence does not give", closest: [
            "lacking-state STATE --platform android", "a11y --platform android"])) {
            try interpret("which components lack sparkle state on android")
        }
    }

    /// Another team's names are read in their everyday sense by the same words as this
    /// registry's: Lumen's Chip beside "potato" is no component, "the Chip" capitalised still is.
    @Test func anotherTeamsNameBesideItsEverydaySenseIsNoValue() throws {
        let lumen = DeclaredPlatformTests.lumen
        #expect(try lumen.read("is the potato chip ready to eat?", among: QuestionCatalog.builtIn).winner == nil)
        let named = try lumen.read("is the Chip potato-free and ready?", among: QuestionCatalog.builtIn).winner
        #expect(try named.map { try lumen.commandLine($0.question, $0.arguments) } == "verdict --component Chip")
    }
}
